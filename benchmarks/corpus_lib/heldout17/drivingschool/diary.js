// The day view of the diary: one column per instructor, a card per lesson with its options menu.
import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import { INSTRUCTORS, TODAY } from './data.js';
import { dayLong, endTime, hoursText, minutesAhead, openingHours, toMin } from './util.js';

function statusBadge(l) {
  if (l.status === 'done') return html`<span class="badge text-bg-success l-status">Done</span>`;
  if (l.status === 'cancelled') {
    return html`<span class="badge text-bg-secondary l-status">Cancelled${l.cancel && l.cancel.charged ? ' (charged)' : ''}</span>`;
  }
  return nothing;
}

function lessonCard(app, l) {
  const p = app.pupil(l.pupil);
  const test = l.kind === 'test';
  const open = l.status === 'booked';
  return html`<li class="list-group-item lesson ${l.status}" data-id=${l.id} data-date=${l.date} data-instructor=${l.instructor}>
    <div class="d-flex align-items-start gap-2">
      <div class="flex-grow-1">
        <div class="fw-semibold l-time">${l.start}–${endTime(l)}</div>
        <a href="#pupil" class="l-pupil" @click=${e => { e.preventDefault(); app.openPupil(p.id); }}>${p.name}</a>
        ${test ? html`<span class="badge text-bg-warning">Driving test</span>` : html`<span class="badge text-bg-light border l-hours">${hoursText(l.hours)}</span>`}
        <div class="small text-body-secondary l-pickup"><i class="bi bi-geo-alt"></i> ${l.pickup || p.address}</div>
        ${statusBadge(l)}
      </div>
      ${open && !test ? html`<div class="dropdown">
        <button class="btn btn-sm btn-light" type="button" data-bs-toggle="dropdown" aria-expanded="false"
          aria-label="Options for ${l.start} ${p.name}" title="Options"><i class="bi bi-three-dots-vertical"></i></button>
        <ul class="dropdown-menu dropdown-menu-end">
          ${minutesAhead(l) <= 0 ? html`<li><button class="dropdown-item" type="button" @click=${() => app.openAct('done', l)}>Mark as done…</button></li>` : nothing}
          <li><button class="dropdown-item" type="button" @click=${() => app.openAct('move', l)}>Move to another time…</button></li>
          <li><button class="dropdown-item text-danger" type="button" @click=${() => app.openAct('cancel', l)}>Cancel lesson…</button></li>
          <li><hr class="dropdown-divider"></li>
          <li><button class="dropdown-item" type="button" @click=${() => app.openPupil(p.id)}>Open pupil record</button></li>
        </ul></div>` : nothing}
    </div>
  </li>`;
}

export function diaryView(app) {
  const open = openingHours(app.day);
  return html`
    <div class="d-flex align-items-center gap-2 mb-3 flex-wrap">
      <button class="btn btn-outline-secondary" aria-label="Previous day" title="Previous day" @click=${() => app.goDay(-1)}>
        <i class="bi bi-chevron-left"></i></button>
      <button class="btn btn-outline-secondary" ?disabled=${app.day === TODAY} @click=${() => app.goDay(0)}>Today</button>
      <button class="btn btn-outline-secondary" aria-label="Next day" title="Next day" @click=${() => app.goDay(1)}>
        <i class="bi bi-chevron-right"></i></button>
      <h2 class="h5 mb-0 ms-2" id="diary-day">${dayLong(app.day)}</h2>
      <input type="date" class="form-control w-auto ms-2" aria-label="Go to date" title="Go to date" .value=${live(app.day)}
        @change=${e => { if (e.target.value) app.day = e.target.value; }}>
      <span class="flex-grow-1"></span>
      <button class="btn btn-primary" @click=${() => app.openBook()}><i class="bi bi-plus-lg"></i> Book a lesson</button>
    </div>
    ${!open ? html`<div class="alert alert-light">The school is closed on Sundays: no lessons.</div>` : html`
    <div class="row g-3" id="diary">
      ${INSTRUCTORS.map(i => {
        const day = app.lessons.filter(l => l.instructor === i.id && l.date === app.day).sort((a, b) => toMin(a.start) - toMin(b.start));
        return html`<div class="col-md-4"><div class="card diary-col" data-instructor=${i.id}>
          <div class="card-header"><strong>${i.name}</strong> <span class="small text-body-secondary">${i.car} · ${i.gearbox.toLowerCase()}</span></div>
          <ul class="list-group list-group-flush">
            ${day.length ? day.map(l => lessonCard(app, l)) : html`<li class="list-group-item text-body-secondary">No lessons</li>`}
          </ul></div></div>`;
      })}
    </div>`}`;
}
