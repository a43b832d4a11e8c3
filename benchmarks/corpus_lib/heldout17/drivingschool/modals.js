// Bootstrap modals (booking, lesson report, move, cancel, new pupil), the tiles, toasts and the cookie banner.
import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import { INSTRUCTORS, TODAY } from './data.js';
import { dayShort, endTime, hoursText, balanceText, money } from './util.js';

const SKILLS = ['Moving off and stopping', 'Junctions', 'Roundabouts', 'Manoeuvres and parking', 'Dual carriageways', 'Independent driving'];
const REASONS = ['Pupil is ill', 'Pupil cancelled', 'Instructor unavailable', 'Car off the road', 'Bad weather'];

const shell = (id, title, body, footer, size = '') => html`
  <div class="modal fade" id=${id} tabindex="-1" aria-labelledby="${id}-title" aria-hidden="true">
    <div class="modal-dialog ${size}"><div class="modal-content">
      <div class="modal-header"><h2 class="modal-title h5" id="${id}-title">${title}</h2>
        <button type="button" class="btn-close" data-bs-dismiss="modal" aria-label="Close"></button></div>
      <div class="modal-body">${body}</div>
      <div class="modal-footer">${footer}</div>
    </div></div>
  </div>`;

function bookModal(app) {
  const b = app.book;
  const q = b.q.trim().toLowerCase();
  const matches = !b.pupil && q.length >= 2 ? app.sortedPupils.filter(p => p.name.toLowerCase().includes(q) && p.status !== 'passed') : [];
  const starts = app.bookStarts();
  const p = b.pupil && app.pupil(b.pupil);
  const body = html`
    <div class="mb-3 position-relative">
      <label class="form-label" for="b-pupil">Pupil</label>
      <input id="b-pupil" class="form-control" role="combobox" aria-autocomplete="list" aria-controls="b-pupil-list"
        aria-expanded=${matches.length ? 'true' : 'false'} placeholder="Start typing a name" autocomplete="off"
        .value=${live(b.q)} @input=${e => app.setBook({ q: e.target.value, pupil: null })}>
      ${matches.length ? html`<div class="list-group shadow-sm mt-1" id="b-pupil-list" role="listbox">
        ${matches.map(m => html`<button type="button" role="option" class="list-group-item list-group-item-action"
          @click=${() => app.setBook({ pupil: m.id, q: m.name })}>${m.name}
          <small class="text-body-secondary">· ${app.instructor(m.instructor).name} · ${balanceText(m.balance)} prepaid</small></button>`)}
      </div>` : nothing}
      ${p ? html`<div class="form-text">${app.instructor(p.instructor).gearbox} · ${balanceText(p.balance)} prepaid · home: ${p.address}</div>` : nothing}
    </div>
    <div class="row g-3 mb-3">
      <div class="col-6"><label class="form-label" for="b-instr">Instructor</label>
        <select id="b-instr" class="form-select" .value=${live(b.instructor)} @change=${e => app.setBook({ instructor: e.target.value })}>
          <option value="">Choose…</option>
          ${INSTRUCTORS.map(i => html`<option value=${i.id} ?selected=${b.instructor === i.id}>${i.name} (${i.gearbox.toLowerCase()})</option>`)}
        </select></div>
      <div class="col-6"><label class="form-label" for="b-date">Date</label>
        <input id="b-date" type="date" class="form-control" min=${TODAY} .value=${live(b.date)} @change=${e => app.setBook({ date: e.target.value })}></div>
    </div>
    <div class="mb-3"><div class="form-label" id="b-len-label">Length</div>
      <div class="btn-group" role="group" aria-labelledby="b-len-label">
        ${[['1', '1 hour'], ['1.5', '1½ hours'], ['2', '2 hours']].map(([v, t]) => html`
          <input type="radio" class="btn-check" name="b-len" id="b-len-${v}" autocomplete="off" .checked=${live(b.hours === v)}
            @change=${() => app.setBook({ hours: v })}>
          <label class="btn btn-outline-primary" for="b-len-${v}">${t}</label>`)}
      </div></div>
    <div class="mb-3"><label class="form-label" for="b-start">Start time</label>
      <select id="b-start" class="form-select" ?disabled=${!starts.length} .value=${live(b.start)} @change=${e => app.setBook({ start: e.target.value })}>
        <option value="">${b.pupil && b.date && b.hours ? (starts.length ? 'Choose a time' : 'No free times that day') : 'Choose pupil, date and length first'}</option>
        ${starts.map(s => html`<option value=${s} ?selected=${b.start === s}>${s}</option>`)}
      </select></div>
    <fieldset class="mb-2"><legend class="form-label fs-6">Pick-up</legend>
      <div class="form-check"><input class="form-check-input" type="radio" name="b-pick" id="b-pick-home" .checked=${live(b.pickup === 'home')}
        @change=${() => app.setBook({ pickup: 'home' })}><label class="form-check-label" for="b-pick-home">From home${p ? ` (${p.address})` : ''}</label></div>
      <div class="form-check"><input class="form-check-input" type="radio" name="b-pick" id="b-pick-other" .checked=${live(b.pickup === 'other')}
        @change=${() => app.setBook({ pickup: 'other' })}><label class="form-check-label" for="b-pick-other">Somewhere else</label></div>
      ${b.pickup === 'other' ? html`<input class="form-control mt-2" id="b-other" aria-label="Pick-up address" placeholder="Pick-up address"
        .value=${live(b.other)} @input=${e => app.setBook({ other: e.target.value })}>` : nothing}
    </fieldset>`;
  const footer = html`<button class="btn btn-outline-secondary" data-bs-dismiss="modal">Cancel</button>
    <button class="btn btn-primary" ?disabled=${!app.bookReady || app.saving} @click=${() => app.saveBooking()}>
      ${app.saving ? html`<span class="spinner-border spinner-border-sm"></span>` : nothing} Book lesson</button>`;
  return shell('m-book', 'Book a lesson', body, footer);
}

function lessonLine(app, l) {
  const p = app.pupil(l.pupil);
  return `${p.name} · ${dayShort(l.date)} ${l.start}–${endTime(l)} with ${app.instructor(l.instructor).name}`;
}

export function lessonModals(app) {
  const a = app.act;
  const l = a && app.lesson(a.id);
  const p = l && app.pupil(l.pupil);
  const done = shell('m-done', 'Lesson report', l && a.kind === 'done' ? html`
    <p class="mb-2">${lessonLine(app, l)}</p>
    <p class="small text-body-secondary">${hoursText(l.hours)} will come off ${app.first(p)}'s prepaid hours (${balanceText(p.balance)} now).</p>
    <label class="form-label" for="d-notes">How did it go?</label>
    <textarea id="d-notes" class="form-control mb-3" rows="3" .value=${live(a.notes)} @input=${e => app.setAct({ notes: e.target.value })}></textarea>
    <div class="accordion" id="d-acc"><div class="accordion-item">
      <h3 class="accordion-header"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#d-skills">Skills covered (optional)</button></h3>
      <div id="d-skills" class="accordion-collapse collapse"><div class="accordion-body">
        ${SKILLS.map((s, i) => html`<div class="form-check"><input class="form-check-input" type="checkbox" id="d-sk-${i}"><label class="form-check-label" for="d-sk-${i}">${s}</label></div>`)}
      </div></div></div></div>` : nothing,
  html`<button class="btn btn-outline-secondary" data-bs-dismiss="modal">Close</button>
    <button class="btn btn-success" ?disabled=${app.saving} @click=${() => app.markDone()}>Mark as done</button>`);

  const starts = a && a.kind === 'move' ? app.moveStarts() : [];
  const move = shell('m-move', 'Move a lesson', l && a.kind === 'move' ? html`
    <p>${lessonLine(app, l)}</p>
    <div class="mb-3"><label class="form-label" for="mv-date">New date</label>
      <input id="mv-date" type="date" class="form-control" min=${TODAY} .value=${live(a.date)} @change=${e => app.setAct({ date: e.target.value, start: '' })}></div>
    <div class="mb-3"><label class="form-label" for="mv-start">New start time</label>
      <select id="mv-start" class="form-select" ?disabled=${!starts.length} .value=${live(a.start)} @change=${e => app.setAct({ start: e.target.value })}>
        <option value="">${a.date ? (starts.length ? 'Choose a time' : 'No free times that day') : 'Choose a date first'}</option>
        ${starts.map(s => html`<option value=${s} ?selected=${a.start === s}>${s}</option>`)}
      </select>
      <div class="form-text">Same instructor and length (${hoursText(l.hours)}).</div></div>` : nothing,
  html`<button class="btn btn-outline-secondary" data-bs-dismiss="modal">Close</button>
    <button class="btn btn-primary" ?disabled=${!(a && a.date && a.start) || app.saving} @click=${() => app.moveLesson()}>Move lesson</button>`);

  const cancel = shell('m-cancel', 'Cancel a lesson', l && a.kind === 'cancel' ? html`
    <p>${lessonLine(app, l)}</p>
    <label class="form-label" for="c-reason">Reason</label>
    <select id="c-reason" class="form-select mb-3" .value=${live(a.reason)} @change=${e => app.setAct({ reason: e.target.value })}>
      <option value="">Choose a reason…</option>${REASONS.map(r => html`<option value=${r}>${r}</option>`)}
    </select>
    <div class="form-check mb-2"><input class="form-check-input" type="checkbox" id="c-charge" .checked=${live(a.charge)}
      @change=${e => app.setAct({ charge: e.target.checked })}>
      <label class="form-check-label" for="c-charge">Charge as a late cancellation: take ${hoursText(l.hours)} from ${app.first(p)}'s prepaid hours</label></div>
    <p class="small text-body-secondary">Lessons cancelled with less than 48 hours' notice are normally charged.</p>
    ${a.confirm ? html`<div class="alert alert-danger mb-0" role="alert">Cancel ${p.name}'s lesson on ${dayShort(l.date)} at ${l.start}${a.charge ? ' and charge it' : ''}?
      <div class="mt-2"><button class="btn btn-danger btn-sm" ?disabled=${app.saving} @click=${() => app.cancelLesson()}>Yes, cancel it</button>
      <button class="btn btn-link btn-sm" @click=${() => app.setAct({ confirm: false })}>Go back</button></div></div>` : nothing}` : nothing,
  html`<button class="btn btn-outline-secondary" data-bs-dismiss="modal">Keep lesson</button>
    <button class="btn btn-danger" ?disabled=${!(a && a.reason) || (a && a.confirm)} @click=${() => app.setAct({ confirm: true })}>Cancel lesson</button>`);

  return html`${bookModal(app)}${done}${move}${cancel}`;
}

export function addPupilModal(app) {
  const n = app.np;
  const field = (id, label, key, type = 'text', help = '') => html`<div class="mb-3">
    <label class="form-label" for=${id}>${label}</label>
    <input id=${id} type=${type} class="form-control" .value=${live(n[key])} @input=${e => app.setNp({ [key]: e.target.value })}
      @change=${e => app.setNp({ [key]: e.target.value })}>
    ${help ? html`<div class="form-text">${help}</div>` : nothing}</div>`;
  const body = html`
    <div class="row"><div class="col">${field('np-first', 'First name', 'first')}</div><div class="col">${field('np-last', 'Last name', 'last')}</div></div>
    ${field('np-phone', 'Mobile number', 'phone', 'tel')}
    ${field('np-address', 'Pick-up address', 'address')}
    ${field('np-dob', 'Date of birth', 'dob', 'date')}
    ${field('np-licence', 'Provisional licence number', 'licence', 'text', '16 characters, as printed on the photocard')}
    <fieldset class="mb-3"><legend class="form-label fs-6">Gearbox</legend>
      ${['Manual', 'Automatic'].map(g => html`<div class="form-check form-check-inline">
        <input class="form-check-input" type="radio" name="np-gear" id="np-gear-${g}" .checked=${live(n.gearbox === g)} @change=${() => app.setNp({ gearbox: g })}>
        <label class="form-check-label" for="np-gear-${g}">${g}</label></div>`)}
    </fieldset>
    <div class="mb-3"><label class="form-label" for="np-instr">Instructor</label>
      <select id="np-instr" class="form-select" ?disabled=${!n.gearbox} .value=${live(n.instructor)} @change=${e => app.setNp({ instructor: e.target.value })}>
        <option value="">${n.gearbox ? 'Choose an instructor' : 'Choose the gearbox first'}</option>
        ${INSTRUCTORS.filter(i => i.gearbox === n.gearbox).map(i => html`<option value=${i.id}>${i.name} (${i.car})</option>`)}
      </select></div>
    <div class="form-check mb-2"><input class="form-check-input" type="checkbox" id="np-theory" .checked=${live(n.theory)} @change=${e => app.setNp({ theory: e.target.checked })}>
      <label class="form-check-label" for="np-theory">Has passed the theory test</label></div>
    ${n.theory ? field('np-theory-date', 'Theory test passed on', 'theoryDate', 'date') : nothing}
    <div class="form-check mt-4"><input class="form-check-input" type="checkbox" id="np-terms" .checked=${live(n.terms)} @change=${e => app.setNp({ terms: e.target.checked })}>
      <label class="form-check-label" for="np-terms">The pupil has agreed to our terms and the 48-hour cancellation policy</label></div>`;
  const footer = html`<button class="btn btn-outline-secondary" data-bs-dismiss="modal">Cancel</button>
    <button class="btn btn-primary" ?disabled=${!app.npValid || app.saving} @click=${() => app.savePupil()}>Save pupil</button>`;
  return shell('m-add', 'New pupil', body, footer, 'modal-dialog-scrollable');
}

export function tiles(app) {
  const today = app.lessons.filter(l => l.date === TODAY && l.status !== 'cancelled' && l.kind === 'lesson').length;
  const taken = app.payments.filter(p => p.date === TODAY).reduce((s, p) => s + p.amount, 0);
  const tests = app.lessons.filter(l => l.kind === 'test' && l.status === 'booked' && l.date >= '2026-10-12' && l.date <= '2026-10-18').length;
  const passed = app.pupils.filter(p => p.result && p.result.passed && p.result.date >= '2026-10-01').length;
  const tile = (id, n, label) => html`<div class="col"><div class="card"><div class="card-body py-2" id=${id}>
    <div class="fs-4 fw-semibold">${n}</div><div class="small text-body-secondary">${label}</div></div></div></div>`;
  return html`<div class="row row-cols-4 g-3 mb-3">
    ${tile('t-lessons', today, 'Lessons today')}${tile('t-taken', money(taken), 'Taken today')}
    ${tile('t-tests', tests, 'Driving tests still to come this week')}${tile('t-passed', passed, 'Passed in October')}</div>`;
}

export function toasts(app) {
  return html`<div class="toast-container position-fixed top-0 end-0 p-3" style="z-index: 1090">
    ${app.notes.map(n => html`<div class="toast show align-items-center text-bg-${n.kind === 'warning' ? 'warning' : 'success'} border-0" role="status">
      <div class="d-flex"><div class="toast-body">${n.text}</div></div></div>`)}</div>`;
}

export function cookieBanner(app) {
  if (app.cookies !== 'ask') return nothing;
  return html`<div class="cookie-banner position-fixed bottom-0 start-0 end-0 bg-white border-top shadow-lg py-3" role="region" aria-label="Cookies" style="z-index: 1080">
    <div class="container-xl d-flex align-items-center gap-3">
      <p class="mb-0 small">We use cookies to keep you signed in and to remember your diary settings. With your permission we
        would also like to use analytics cookies to see how the diary is used. <a href="#cookies">Cookie policy</a></p>
      <button class="btn btn-outline-secondary text-nowrap" @click=${() => app.setCookies('essential')}>Essential only</button>
      <button class="btn btn-primary text-nowrap" @click=${() => app.setCookies('all')}>Accept all</button>
    </div></div>`;
}
