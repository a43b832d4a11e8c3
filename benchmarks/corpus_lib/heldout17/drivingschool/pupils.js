// The pupils list, the payments list and the pupil's side panel (Bootstrap offcanvas).
import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import { INSTRUCTORS, PACKAGES, TODAY } from './data.js';
import { dayShort, dateLong, endTime, balanceText, money, minutesAhead } from './util.js';

const PER_PAGE = 8;
const STATUS = { learning: ['Learning', 'text-bg-light border'], test: ['Test booked', 'text-bg-info'], passed: ['Passed', 'text-bg-success'] };
const badge = p => html`<span class="badge ${STATUS[p.status][1]} p-status">${STATUS[p.status][0]}</span>`;

export function pupilsView(app) {
  const all = app.filteredPupils;
  const pages = Math.max(1, Math.ceil(all.length / PER_PAGE));
  const page = Math.min(app.list.page, pages);
  const rows = all.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  const setList = change => { app.list = { ...app.list, ...change }; };
  return html`
    <div class="d-flex gap-3 align-items-end mb-3 flex-wrap">
      <div><label class="form-label small mb-1" for="pq">Search</label>
        <input id="pq" class="form-control" type="search" placeholder="Name or phone" @input=${e => app.search(e.target.value)}></div>
      <div><label class="form-label small mb-1" for="pf-instr">Instructor</label>
        <select id="pf-instr" class="form-select" .value=${live(app.list.instructor)} @change=${e => setList({ instructor: e.target.value, page: 1 })}>
          <option value="">All instructors</option>${INSTRUCTORS.map(i => html`<option value=${i.id}>${i.name}</option>`)}</select></div>
      <div><label class="form-label small mb-1" for="pf-status">Status</label>
        <select id="pf-status" class="form-select" .value=${live(app.list.status)} @change=${e => setList({ status: e.target.value, page: 1 })}>
          <option value="">Everyone</option><option value="learning">Learning</option><option value="test">Test booked</option>
          <option value="passed">Passed</option></select></div>
      <span class="flex-grow-1"></span>
      <button class="btn btn-primary" @click=${() => app.modal('m-add').show()}><i class="bi bi-person-plus"></i> Add pupil</button>
    </div>
    <table class="table table-hover align-middle bg-white" id="pupil-table">
      <thead><tr><th>Name</th><th>Instructor</th><th>Gearbox</th><th>Prepaid</th><th>Status</th><th>Next lesson</th></tr></thead>
      <tbody>${rows.map(p => {
        const next = app.nextLessonOf(p);
        const i = app.instructor(p.instructor);
        return html`<tr data-pupil=${p.id}>
          <td><a href="#pupil" class="p-name" @click=${e => { e.preventDefault(); app.openPupil(p.id); }}>${p.name}</a></td>
          <td class="p-instr">${i.name}</td><td class="p-gear">${i.gearbox}</td><td class="p-balance">${balanceText(p.balance)}</td>
          <td>${badge(p)}</td><td class="p-next">${next ? `${dayShort(next.date)} ${next.start}` : '—'}</td></tr>`;
      })}
      ${rows.length ? nothing : html`<tr><td colspan="6" class="text-body-secondary">No pupils match.</td></tr>`}</tbody>
    </table>
    <div class="d-flex align-items-center">
      <span class="small text-body-secondary" id="pupil-count">${all.length ? `Showing ${(page - 1) * PER_PAGE + 1}–${(page - 1) * PER_PAGE + rows.length} of ${all.length}` : ''}</span>
      <nav class="ms-auto" aria-label="Pupil pages"><ul class="pagination mb-0">
        <li class="page-item ${page === 1 ? 'disabled' : ''}"><a class="page-link" href="#prev" aria-label="Previous page"
          @click=${e => { e.preventDefault(); setList({ page: page - 1 }); }}>&laquo;</a></li>
        ${Array.from({ length: pages }, (_, k) => k + 1).map(n => html`<li class="page-item ${n === page ? 'active' : ''}">
          <a class="page-link" href="#page${n}" aria-label="Page ${n}" @click=${e => { e.preventDefault(); setList({ page: n }); }}>${n}</a></li>`)}
        <li class="page-item ${page === pages ? 'disabled' : ''}"><a class="page-link" href="#next" aria-label="Next page"
          @click=${e => { e.preventDefault(); setList({ page: page + 1 }); }}>&raquo;</a></li>
      </ul></nav>
    </div>`;
}

export function paymentsView(app) {
  const list = [...app.payments].reverse();
  const today = app.payments.filter(p => p.date === TODAY).reduce((s, p) => s + p.amount, 0);
  return html`<h2 class="h6">Taken today: <span id="pay-total">${money(today)}</span></h2>
    <table class="table bg-white" id="pay-table"><thead><tr><th>Ref</th><th>Date</th><th>Pupil</th><th>What</th><th>Paid by</th><th class="text-end">Amount</th></tr></thead>
    <tbody>${list.map(x => html`<tr data-pay=${x.id}><td>${x.id}</td><td>${dayShort(x.date)}</td><td class="pay-pupil">${app.pupil(x.pupil).name}</td>
      <td class="pay-what">${PACKAGES.find(k => k.id === x.pack).label}</td><td class="pay-method">${x.method}</td><td class="text-end pay-amount">${money(x.amount)}</td></tr>`)}</tbody></table>`;
}

function paymentsTab(app, p) {
  const pay = app.panel.pay;
  const mine = app.payments.filter(x => x.pupil === p.id);
  return html`
    <ul class="list-group mb-3">${mine.length ? mine.map(x => html`<li class="list-group-item small oc-pay">${dayShort(x.date)} · ${PACKAGES.find(k => k.id === x.pack).label} ·
      ${money(x.amount)} · ${x.method}</li>`) : html`<li class="list-group-item small text-body-secondary">No payments yet</li>`}</ul>
    ${!pay ? html`<button class="btn btn-outline-primary" @click=${() => app.setPanel({ pay: { pack: '', method: '' } })}><i class="bi bi-plus-lg"></i> Add payment</button>` : html`
    <div class="card card-body">
      <fieldset class="mb-3"><legend class="form-label fs-6">What is the pupil buying?</legend>
        ${PACKAGES.map(k => html`<div class="form-check"><input class="form-check-input" type="radio" name="pay-pack" id="pay-${k.id}"
          .checked=${live(pay.pack === k.id)} @change=${() => app.setPanel({ pay: { ...pay, pack: k.id } })}>
          <label class="form-check-label" for="pay-${k.id}">${k.label} · ${money(k.price)}</label></div>`)}
      </fieldset>
      <div class="mb-3"><div class="form-label" id="pay-by">Paid by</div><div class="btn-group" role="group" aria-labelledby="pay-by">
        ${['Card', 'Cash', 'Bank transfer'].map(m => html`<input type="radio" class="btn-check" name="pay-method" id="pay-m-${m.split(' ')[0]}"
          .checked=${live(pay.method === m)} @change=${() => app.setPanel({ pay: { ...pay, method: m } })}>
          <label class="btn btn-outline-secondary" for="pay-m-${m.split(' ')[0]}">${m}</label>`)}</div></div>
      <div class="d-flex gap-2"><button class="btn btn-primary" ?disabled=${!(pay.pack && pay.method) || app.saving} @click=${() => app.savePayment()}>Save payment</button>
        <button class="btn btn-link" @click=${() => app.setPanel({ pay: null })}>Cancel</button></div>
    </div>`}`;
}

function testTab(app, p) {
  const r = app.panel.result;
  if (p.result && p.result.passed) {
    return html`<p class="oc-result">Passed on ${dateLong(p.result.date)} with ${p.result.faults} driving fault${p.result.faults === 1 ? '' : 's'}.</p>`;
  }
  if (!p.test) return html`<p class="text-body-secondary">No driving test booked.</p>`;
  const due = p.test.date <= TODAY;
  return html`<p>Practical test: <strong>${dayShort(p.test.date)} at ${p.test.time}</strong>, ${p.test.centre}.</p>
    ${!due ? html`<p class="small text-body-secondary">The result can be recorded on the day of the test.</p>`
      : !r ? html`<button class="btn btn-outline-primary" @click=${() => app.setPanel({ result: { passed: '', faults: 0 } })}>Record result</button>` : html`
    <div class="card card-body">
      <fieldset class="mb-3"><legend class="form-label fs-6">Result</legend>
        ${[['yes', 'Passed'], ['no', 'Not passed']].map(([v, t]) => html`<div class="form-check form-check-inline">
          <input class="form-check-input" type="radio" name="res" id="res-${v}" .checked=${live(r.passed === v)} @change=${() => app.setPanel({ result: { ...r, passed: v } })}>
          <label class="form-check-label" for="res-${v}">${t}</label></div>`)}
      </fieldset>
      <label class="form-label" for="res-faults">Driving faults (minors)</label>
      <div class="input-group mb-3" style="max-width: 12rem">
        <button class="btn btn-outline-secondary" aria-label="Fewer driving faults" @click=${() => app.setPanel({ result: { ...r, faults: Math.max(0, r.faults - 1) } })}><i class="bi bi-dash"></i></button>
        <input id="res-faults" class="form-control text-center" inputmode="numeric" .value=${live(String(r.faults))}
          @input=${e => app.setPanel({ result: { ...r, faults: Number(e.target.value) || 0 } })}>
        <button class="btn btn-outline-secondary" aria-label="More driving faults" @click=${() => app.setPanel({ result: { ...r, faults: Math.min(15, r.faults + 1) } })}><i class="bi bi-plus"></i></button>
      </div>
      <div class="d-flex gap-2"><button class="btn btn-primary" ?disabled=${!r.passed || app.saving} @click=${() => app.saveResult()}>Save result</button>
        <button class="btn btn-link" @click=${() => app.setPanel({ result: null })}>Cancel</button></div>
    </div>`}`;
}

export function pupilPanel(app) {
  const p = app.panel && app.pupil(app.panel.id);
  const i = p && app.instructor(p.instructor);
  const tab = app.panel && app.panel.tab;
  const lessons = p ? app.lessons.filter(l => l.pupil === p.id).sort((a, b) => minutesAhead(a) - minutesAhead(b)) : [];
  const tabs = [['details', 'Details'], ['lessons', 'Lessons'], ['payments', 'Payments'], ['test', 'Driving test']];
  return html`<div class="offcanvas offcanvas-end" tabindex="-1" id="oc-pupil" aria-labelledby="oc-title" style="width: 480px">
    <div class="offcanvas-header border-bottom">
      <div><h2 class="offcanvas-title h5" id="oc-title">${p ? p.name : ''}</h2>
        ${p ? html`<div class="small text-body-secondary">${p.id} · ${i.name} · ${i.gearbox.toLowerCase()}</div>` : nothing}</div>
      <button type="button" class="btn-close" data-bs-dismiss="offcanvas" aria-label="Close"></button>
    </div>
    <div class="offcanvas-body">${p ? html`
      <p>Prepaid: <strong id="oc-balance">${balanceText(p.balance)}</strong> ${badge(p)}</p>
      <ul class="nav nav-pills mb-3">${tabs.map(([id, t]) => html`<li class="nav-item"><a href="#${id}" class="nav-link ${tab === id ? 'active' : ''}"
        @click=${e => { e.preventDefault(); app.setPanel({ tab: id }); }}>${t}</a></li>`)}</ul>
      ${tab === 'details' ? html`<dl class="row small">
          <dt class="col-4">Mobile</dt><dd class="col-8">${p.phone}</dd>
          <dt class="col-4">Pick-up</dt><dd class="col-8">${p.address}</dd>
          <dt class="col-4">Licence</dt><dd class="col-8">${p.licence}</dd>
          <dt class="col-4">Theory test</dt><dd class="col-8">${p.theory ? `Passed ${dateLong(p.theory)}` : 'Not yet'}</dd></dl>`
        : tab === 'lessons' ? html`<ul class="list-group">${lessons.map(l => html`<li class="list-group-item small">
            ${dayShort(l.date)} ${l.start}–${endTime(l)} · ${l.kind === 'test' ? 'Driving test' : 'Lesson'} · ${l.status}</li>`)}</ul>`
        : tab === 'payments' ? paymentsTab(app, p) : testTab(app, p)}` : nothing}
    </div></div>`;
}
