// Samples: the log, searchable and paged, with each sample's actions (details, move, tests, send out,
// release, dispose). The actions are shared with the storage map.
import {
  store, CLIENTS, TESTS, LABS, DISPOSAL, STATUS, statusOf, canRelease, fmtDate, slotName, UNITS,
} from './store.js';
import { esc, toast, openModal, tomSelect, busy } from './ui.js';

const PAGE = 10;
const state = { q: '', status: 'all', page: 1 };
let root;
let timer;

function testBadges(s) {
  return s.tests
    .map(t => {
      const done = s.results[t] !== undefined && s.results[t] !== null;
      const out = s.sentOut[t];
      const cls = out ? 'text-bg-warning' : done ? (s.flags[t] ? 'text-bg-danger' : 'text-bg-success') : 'bg-light text-dark border';
      return `<span class="badge ${cls} me-1" title="${esc(out ? 'Sent to ' + LABS[out.lab] : done ? 'Result in' : 'Waiting')}">${esc(TESTS[t].name)}</span>`;
    })
    .join('');
}

function rows() {
  const q = state.q.toLowerCase();
  return store.samples
    .filter(s => state.status === 'all' || statusOf(s) === state.status)
    .filter(s => !q || [s.id, CLIENTS[s.client].name, s.point].some(f => f.toLowerCase().includes(q)))
    .sort((a, b) => b.id.localeCompare(a.id));
}

function menu(s) {
  const st = statusOf(s);
  const item = (act, label, disabled = false) =>
    `<li><button class="dropdown-item" type="button" data-act="${act}" data-id="${s.id}" ${disabled ? 'disabled' : ''}>${label}</button></li>`;
  return `<div class="dropdown row-actions">
    <button class="btn btn-sm btn-light" type="button" data-bs-toggle="dropdown" aria-expanded="false" aria-label="Actions for ${s.id}">
      <i class="bi bi-three-dots-vertical"></i></button>
    <ul class="dropdown-menu dropdown-menu-end">
      ${item('details', 'Details')}
      ${item('move', 'Move…', st === 'disposed')}
      ${item('add', 'Add a test…', ['reported', 'disposed'].includes(st))}
      ${item('send', 'Send out…', ['reported', 'disposed'].includes(st))}
      ${item('release', 'Release report…', !canRelease(s))}
      <li><hr class="dropdown-divider"></li>
      ${item('dispose', 'Dispose…', st === 'disposed')}
    </ul>
  </div>`;
}

export function renderSamples(el) {
  root = el || root;
  const all = rows();
  const pages = Math.max(1, Math.ceil(all.length / PAGE));
  state.page = Math.min(state.page, pages);
  const shown = all.slice((state.page - 1) * PAGE, state.page * PAGE);
  const focused = document.activeElement && document.activeElement.id === 'sample-search';
  root.innerHTML = `
    <div class="d-flex gap-3 align-items-end mb-3">
      <div>
        <label class="form-label small mb-1" for="sample-search">Search samples</label>
        <div class="input-group input-group-sm" style="width:20rem">
          <span class="input-group-text"><i class="bi bi-search"></i></span>
          <input id="sample-search" class="form-control" placeholder="ID, client or sampling point" value="${esc(state.q)}">
        </div>
      </div>
      <div>
        <label class="form-label small mb-1" for="status-filter">Status</label>
        <select id="status-filter" class="form-select form-select-sm" style="width:12rem">
          <option value="all">All</option>
          ${Object.entries(STATUS).map(([k, v]) => `<option value="${k}" ${state.status === k ? 'selected' : ''}>${v.label}</option>`).join('')}
        </select>
      </div>
      <div class="ms-auto small text-muted">${all.length} samples</div>
    </div>
    <table class="table table-sm table-hover align-middle bg-white" id="samples-table">
      <thead class="table-light"><tr><th>ID</th><th>Client</th><th>Sampling point</th><th>Received</th><th>Tests</th><th>Status</th><th>Location</th><th></th></tr></thead>
      <tbody>
        ${shown
          .map(
            s => `<tr class="sample-row" data-id="${s.id}">
              <td class="sid fw-semibold">${s.id}</td>
              <td class="client">${esc(CLIENTS[s.client].name)}</td>
              <td class="point">${esc(s.point)}</td>
              <td class="received">${fmtDate(s.received)}</td>
              <td class="tests">${testBadges(s)}</td>
              <td><span class="badge status ${STATUS[statusOf(s)].badge}">${STATUS[statusOf(s)].label}</span></td>
              <td class="location">${slotName(s.location)}</td>
              <td class="text-end">${menu(s)}</td>
            </tr>`
          )
          .join('') || '<tr><td colspan="8" class="text-muted">No samples match.</td></tr>'}
      </tbody>
    </table>
    <nav aria-label="Sample pages">
      <ul class="pagination pagination-sm justify-content-end">
        <li class="page-item ${state.page === 1 ? 'disabled' : ''}"><button class="page-link" data-page="${state.page - 1}" aria-label="Previous page">‹</button></li>
        ${Array.from({ length: pages }, (_, i) => i + 1)
          .map(n => `<li class="page-item ${n === state.page ? 'active' : ''}"><button class="page-link" data-page="${n}" aria-label="Page ${n}">${n}</button></li>`)
          .join('')}
        <li class="page-item ${state.page === pages ? 'disabled' : ''}"><button class="page-link" data-page="${state.page + 1}" aria-label="Next page">›</button></li>
      </ul>
    </nav>`;
  if (focused) {
    const i = root.querySelector('#sample-search');
    i.focus();
    i.setSelectionRange(i.value.length, i.value.length);
  }
}

export function initSamples(el) {
  root = el;
  renderSamples(el);
  el.addEventListener('input', e => {
    if (e.target.id !== 'sample-search') return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      state.q = e.target.value.trim();
      state.page = 1;
      renderSamples();
    }, 350);
  });
  el.addEventListener('change', e => {
    if (e.target.id !== 'status-filter') return;
    state.status = e.target.value;
    state.page = 1;
    renderSamples();
  });
  el.addEventListener('click', e => {
    const p = e.target.closest('[data-page]');
    if (p && !p.closest('.disabled')) {
      state.page = Number(p.dataset.page);
      renderSamples();
      return;
    }
    const a = e.target.closest('[data-act]');
    if (a) sampleAction(a.dataset.act, a.dataset.id);
  });
  store.addEventListener('change', () => renderSamples());
}

// ------------------------------------------------------------------------------------------ actions
export function sampleAction(act, id) {
  const s = store.sample(id);
  ({ details, move, add, send, release, dispose })[act](s);
}

function details(s) {
  const rowsHtml = s.tests
    .map(t => {
      const v = s.results[t];
      const out = s.sentOut[t];
      const val = out ? `Sent to ${esc(LABS[out.lab])} (${esc(out.ref)})` : v === undefined || v === null ? '<span class="text-muted">waiting</span>' : `${v} ${TESTS[t].unit}`;
      return `<tr><td>${TESTS[t].name}</td><td class="result" data-test="${t}">${val}</td><td>${s.flags[t] ? '<span class="badge text-bg-danger">Over limit</span>' : ''}</td></tr>`;
    })
    .join('');
  const m = openModal({
    title: `${s.id} · ${CLIENTS[s.client].name}`,
    size: 'modal-lg',
    body: `<dl class="row small mb-2">
        <dt class="col-3">Sampling point</dt><dd class="col-9">${esc(s.point)}</dd>
        <dt class="col-3">Sampled</dt><dd class="col-9">${fmtDate(s.sampledAt)} ${s.sampledAt.slice(11, 16)}</dd>
        <dt class="col-3">Received</dt><dd class="col-9">${fmtDate(s.received)}${s.temp !== null ? `, ${s.temp} °C` : ''}${s.onIce ? ', on ice' : ''}</dd>
        <dt class="col-3">Report due</dt><dd class="col-9">${fmtDate(s.due)}${s.urgent ? ' (urgent)' : ''}</dd>
        <dt class="col-3">Location</dt><dd class="col-9">${slotName(s.location)}</dd>
        <dt class="col-3">Status</dt><dd class="col-9">${STATUS[statusOf(s)].label}</dd>
      </dl>
      <table class="table table-sm"><thead><tr><th>Test</th><th>Result</th><th></th></tr></thead><tbody>${rowsHtml}</tbody></table>
      <details><summary class="small text-muted">Chain of custody</summary>
        <ul class="small">${s.custody.map(c => `<li>${fmtDate(c.on)}: ${esc(c.text)}</li>`).join('')}</ul></details>`,
    footer: `<button type="button" class="btn btn-outline-primary" id="d-release" ${canRelease(s) ? '' : 'disabled'}
               title="${canRelease(s) ? '' : 'Results still outstanding'}">Release report…</button>
             <button type="button" class="btn btn-secondary" data-bs-dismiss="modal">Close</button>`,
  });
  m.el.querySelector('#d-release').onclick = () => {
    m.el.addEventListener('hidden.bs.modal', () => release(s), { once: true });
    m.hide();
  };
}

function move(s) {
  let ts;
  const m = openModal({
    title: `Move ${s.id}`,
    body: `<p>Now in <strong>${slotName(s.location)}</strong>.</p>
      <label class="form-label" for="move-to">New position</label>
      <select id="move-to" placeholder="Choose a free position"><option value=""></option>
        ${Object.entries(UNITS)
          .map(([code, name]) => `<optgroup label="${name}">${store.freeSlots().filter(x => x.startsWith(code)).map(x => `<option value="${x}">${slotName(x)}</option>`).join('')}</optgroup>`)
          .join('')}
      </select>
      <label class="form-label mt-3" for="move-reason">Reason (optional)</label>
      <input id="move-reason" class="form-control">`,
    footer: `<button type="button" class="btn btn-secondary" data-bs-dismiss="modal">Cancel</button>
             <button type="button" class="btn btn-primary" id="move-go" disabled>Move sample</button>`,
  });
  ts = tomSelect(m.el.querySelector('#move-to'), { onChange: v => (m.el.querySelector('#move-go').disabled = !v) });
  m.el.querySelector('#move-go').onclick = e => {
    busy(e.currentTarget, true, 'Moving…');
    const to = ts.getValue();
    const reason = m.el.querySelector('#move-reason').value.trim();
    setTimeout(() => {
      store.moveSample(s.id, to, reason);
      m.hide();
      toast(`${s.id} moved to ${slotName(to)}`);
    }, 600);
  };
}

function add(s) {
  const options = Object.entries(TESTS).filter(([id, t]) => t.matrix.includes(s.matrix) && !s.tests.includes(id));
  const m = openModal({
    title: `Add tests to ${s.id}`,
    body: `<p class="small text-muted">Already requested: ${s.tests.map(t => TESTS[t].name).join(', ')}</p>
      <label class="form-label" for="add-tests">Tests to add</label>
      <select id="add-tests" multiple placeholder="Choose tests">${options.map(([id, t]) => `<option value="${id}">${t.name}</option>`).join('')}</select>`,
    footer: `<button type="button" class="btn btn-secondary" data-bs-dismiss="modal">Cancel</button>
             <button type="button" class="btn btn-primary" id="add-go" disabled>Add tests</button>`,
  });
  const ts = tomSelect(m.el.querySelector('#add-tests'), {
    plugins: ['remove_button'],
    onChange: v => (m.el.querySelector('#add-go').disabled = !v.length),
  });
  m.el.querySelector('#add-go').onclick = e => {
    busy(e.currentTarget, true);
    const tests = ts.getValue();
    setTimeout(() => {
      store.addTests(s.id, tests);
      m.hide();
      toast(`${tests.length} test${tests.length > 1 ? 's' : ''} added to ${s.id}`);
    }, 600);
  };
}

function send(s) {
  const open = s.tests.filter(t => (s.results[t] === undefined || s.results[t] === null) && !s.sentOut[t]);
  const m = openModal({
    title: `Send out part of ${s.id}`,
    body: `<label class="form-label" for="send-lab">Send to</label>
      <select id="send-lab" placeholder="Choose a laboratory"><option value=""></option>
        ${Object.entries(LABS).map(([id, name]) => `<option value="${id}">${name}</option>`).join('')}</select>
      <div class="form-label mt-3">Tests going</div>
      ${open.length ? open.map(t => `<div class="form-check"><input class="form-check-input send-test" type="checkbox" id="send-${t}" value="${t}">
        <label class="form-check-label" for="send-${t}">${TESTS[t].name}</label></div>`).join('') : '<p class="text-muted small">Every test has a result.</p>'}
      <label class="form-label mt-3" for="send-ref">Courier consignment number</label>
      <input id="send-ref" class="form-control" placeholder="e.g. CX-00000">`,
    footer: `<button type="button" class="btn btn-secondary" data-bs-dismiss="modal">Cancel</button>
             <button type="button" class="btn btn-primary" id="send-go" disabled>Record hand-over</button>`,
  });
  const ts = tomSelect(m.el.querySelector('#send-lab'), { onChange: check });
  function check() {
    const picked = m.el.querySelectorAll('.send-test:checked').length;
    m.el.querySelector('#send-go').disabled = !(ts.getValue() && picked && m.el.querySelector('#send-ref').value.trim());
  }
  m.el.querySelector('.modal-body').addEventListener('input', check);
  m.el.querySelector('.modal-body').addEventListener('change', check);
  m.el.querySelector('#send-go').onclick = e => {
    busy(e.currentTarget, true);
    const tests = [...m.el.querySelectorAll('.send-test:checked')].map(c => c.value);
    const data = { lab: ts.getValue(), tests, ref: m.el.querySelector('#send-ref').value.trim() };
    setTimeout(() => {
      store.sendOut(s.id, data);
      m.hide();
      toast(`${s.id}: ${tests.map(t => TESTS[t].name).join(', ')} on its way to ${LABS[data.lab]}`, 'info');
    }, 600);
  };
}

function release(s) {
  const m = openModal({
    title: `Release the report for ${s.id}?`,
    body: `<p>${esc(CLIENTS[s.client].name)} · ${esc(s.point)}</p>
      ${Object.values(s.flags).some(Boolean) ? '<div class="alert alert-warning py-2">Some results are over their limits: the report will say so.</div>' : ''}
      <div class="form-check"><input class="form-check-input" type="checkbox" id="release-email" checked>
        <label class="form-check-label" for="release-email">Email it to ${esc(CLIENTS[s.client].email)}</label></div>`,
    footer: `<button type="button" class="btn btn-secondary" data-bs-dismiss="modal">Not yet</button>
             <button type="button" class="btn btn-success" id="release-go" ${canRelease(s) ? '' : 'disabled'}>Release report</button>`,
  });
  m.el.querySelector('#release-go').onclick = e => {
    busy(e.currentTarget, true, 'Releasing…');
    const emailed = m.el.querySelector('#release-email').checked;
    setTimeout(() => {
      store.release(s.id, emailed);
      m.hide();
      toast(`Report for ${s.id} released`);
    }, 700);
  };
}

function dispose(s) {
  const m = openModal({
    title: `Dispose of ${s.id}`,
    body: `<p>${esc(CLIENTS[s.client].name)} · ${esc(s.point)} · ${slotName(s.location)}</p>
      <label class="form-label" for="dispose-route">Disposal route</label>
      <select id="dispose-route" class="form-select">
        <option value="">Choose…</option>
        ${Object.entries(DISPOSAL).map(([k, v]) => `<option value="${k}">${v}</option>`).join('')}
      </select>
      <div class="form-check mt-3"><input class="form-check-input" type="checkbox" id="dispose-ok">
        <label class="form-check-label" for="dispose-ok">The results are reported or no longer needed</label></div>`,
    footer: `<button type="button" class="btn btn-secondary" data-bs-dismiss="modal">Keep it</button>
             <button type="button" class="btn btn-danger" id="dispose-go" disabled>Dispose of sample</button>`,
  });
  const check = () =>
    (m.el.querySelector('#dispose-go').disabled = !(m.el.querySelector('#dispose-route').value && m.el.querySelector('#dispose-ok').checked));
  m.el.querySelector('.modal-body').addEventListener('change', check);
  m.el.querySelector('#dispose-go').onclick = e => {
    busy(e.currentTarget, true, 'Disposing…');
    const route = m.el.querySelector('#dispose-route').value;
    setTimeout(() => {
      store.dispose(s.id, route);
      m.hide();
      toast(`${s.id} disposed`, 'secondary');
    }, 600);
  };
}
