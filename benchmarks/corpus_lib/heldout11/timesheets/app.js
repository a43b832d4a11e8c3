// Hourglass: Maya's weekly timesheet at Fieldwork Studio. Plain JavaScript module over Bootstrap 5's ES module
// build (Popper and Tom Select resolved through the page's import map). Data lives in localStorage; the
// "server" is a timer. "Today" is Friday 21 November 2025; the current week starts on Monday 17 November.
import { Modal, Toast, Tooltip } from 'bootstrap';
import TomSelect from 'tom-select';

const KEY = 'hourglass.v1.';
const CURRENT_WEEK = '2025-11-17';
const FIRST_WEEK = '2025-09-29';
const TARGET = 37.5;
const PAGE = 6;
const DOW = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const PROJECTS = [
  { id: 'acme', name: 'Acme Rebrand', client: 'Acme Foods', budget: 160, tasks: ['Design', 'Meetings', 'Copywriting'] },
  { id: 'bell', name: 'Bellweather Annual Report', client: 'Bellweather Trust', budget: 60, tasks: ['Design', 'Copywriting'] },
  { id: 'cobalt', name: 'Cobalt Bikes launch', client: 'Cobalt Bikes', budget: 80, tasks: ['Design', 'Meetings'] },
  { id: 'dunmore', name: 'Dunmore Hotel signage', client: 'Dunmore Hotel', budget: 30, tasks: ['Design'] },
  { id: 'elm', name: 'Elm Street Bakery menu', client: 'Elm Street Bakery', budget: 12, tasks: ['Design'] },
  { id: 'fern', name: 'Fernhill School prospectus', client: 'Fernhill School', budget: 40, tasks: ['Design', 'Copywriting'] },
  { id: 'harbour', name: 'Harbour Lights festival', client: 'City Council', budget: 90, tasks: ['Design', 'Meetings'] },
  { id: 'internal', name: 'Internal', client: 'Fieldwork Studio', budget: null, tasks: ['Admin', 'Training', 'Team meeting'] },
  { id: 'juniper', name: 'Juniper Gin labels', client: 'Juniper Distillery', budget: 25, tasks: ['Design'] },
  { id: 'kestrel', name: 'Kestrel Architects website', client: 'Kestrel Architects', budget: 70, tasks: ['Design', 'Development'] },
  { id: 'northgate', name: 'Northgate Museum app', client: 'Northgate Museum', budget: 150, tasks: ['Design', 'Development', 'Testing'] },
  { id: 'orchard', name: 'Orchard Cider rebrand', client: 'Orchard Cider Co.', budget: 50, tasks: ['Design', 'Copywriting'] },
  { id: 'pinecone', name: 'Pinecone Coffee packaging', client: 'Pinecone Coffee', budget: 110, tasks: ['Design', 'Print liaison'] },
  { id: 'quayside', name: 'Quayside Gallery posters', client: 'Quayside Gallery', budget: 20, tasks: ['Design'] },
];
const projectById = id => PROJECTS.find(p => p.id === id);

// ------------------------------------------------------------------------------------------ dates
const toDate = iso => new Date(iso + 'T00:00:00Z');
const toIso = d => d.toISOString().slice(0, 10);
const addDays = (iso, n) => { const d = toDate(iso); d.setUTCDate(d.getUTCDate() + n); return toIso(d); };
const weekDays = week => [0, 1, 2, 3, 4, 5, 6].map(i => addDays(week, i));
const workDays = week => weekDays(week).slice(0, 5);
const dayLabel = iso => { const d = toDate(iso); return `${DOW[(d.getUTCDay() + 6) % 7]} ${d.getUTCDate()} ${MON[d.getUTCMonth()]}`; };
const isoWeek = iso => {
  const d = toDate(iso);
  d.setUTCDate(d.getUTCDate() + 3 - ((d.getUTCDay() + 6) % 7));
  const jan4 = new Date(Date.UTC(d.getUTCFullYear(), 0, 4));
  return 1 + Math.round(((d - jan4) / 86400000 - 3 + ((jan4.getUTCDay() + 6) % 7)) / 7);
};
const weekRange = week => {
  const a = toDate(week);
  const b = toDate(addDays(week, 6));
  return a.getUTCMonth() === b.getUTCMonth()
    ? `${a.getUTCDate()}–${b.getUTCDate()} ${MON[b.getUTCMonth()]} ${b.getUTCFullYear()}`
    : `${a.getUTCDate()} ${MON[a.getUTCMonth()]} – ${b.getUTCDate()} ${MON[b.getUTCMonth()]} ${b.getUTCFullYear()}`;
};

// ------------------------------------------------------------------------------------------ seed data
// per week: [project, task, [Mon..Fri hours]]
const HISTORY = {
  '2025-09-29': [['acme', 'Design', [4, 4, 3, 3, 3]], ['acme', 'Meetings', [1, 1, 1, 1, 1]], ['pinecone', 'Design', [2.5, 2.5, 3.5, 3.5, 3.5]]],
  '2025-10-06': [['acme', 'Design', [5, 5, 5, 5, 5]], ['acme', 'Meetings', [1, 0, 1, 0, 1]], ['internal', 'Admin', [1.5, 2.5, 1.5, 2.5, 1.5]]],
  '2025-10-13': [['harbour', 'Design', [6, 6, 6, 6, 6]], ['internal', 'Team meeting', [1.5, 1.5, 1.5, 1.5, 1.5]]],
  '2025-10-20': [['acme', 'Design', [3, 3, 3, 3, 3]], ['acme', 'Copywriting', [2, 2, 2, 2, 2]], ['pinecone', 'Design', [2.5, 2.5, 2.5, 2.5, 2.5]]],
  '2025-10-27': [['acme', 'Design', [7.5, 7.5, 0, 0, 0]], ['pinecone', 'Design', [0, 0, 7.5, 7.5, 7.5]]],
  '2025-11-03': [['acme', 'Design', [7.5, 7.5, 7.5, 7.5, 7.5]]],
  '2025-11-10': [['acme', 'Design', [7.5, 7.5, 4, 8, 7.5]], ['pinecone', 'Design', [0, 0, 3.5, 0, 0]], ['internal', 'Admin', [0, 0, 0, 0, 0]]],
  '2025-11-17': [['acme', 'Design', [4, 3, 0, 2.5, 0]], ['pinecone', 'Design', [3, 4, 3.5, 5, 0]], ['internal', 'Team meeting', [0.5, 0.5, 1, 0, 0]]],
};
const SEED_STATUS = {
  '2025-09-29': 'approved', '2025-10-06': 'approved', '2025-10-13': 'approved', '2025-10-20': 'approved',
  '2025-10-27': 'approved', '2025-11-03': 'approved', '2025-11-10': 'returned', '2025-11-17': 'draft',
};
const RETURN_COMMENTS = {
  '2025-11-10': 'Thursday 13 Nov: please split the 8 h, 5 h on Acme Rebrand · Design and 3 h on Internal · Admin.',
};
const rowId = (project, task) => `${project}-${task.toLowerCase().replace(/[^a-z]+/g, '-')}`;

function seed() {
  const rows = {};
  const hours = {};
  for (const [week, list] of Object.entries(HISTORY)) {
    rows[week] = list.map(([project, task]) => ({ id: rowId(project, task), project, task }));
    for (const [project, task, hs] of list) {
      hs.forEach((h, i) => { if (h) hours[`${week}|${rowId(project, task)}|${addDays(week, i)}`] = h; });
    }
  }
  return { rows, hours };
}

const load = (k, fallback) => {
  try {
    const v = localStorage.getItem(KEY + k);
    return v ? JSON.parse(v) : fallback;
  } catch (e) {
    return fallback;
  }
};
const store = (k, v) => localStorage.setItem(KEY + k, JSON.stringify(v));
const wait = ms => new Promise(r => setTimeout(r, ms));
const esc = s => String(s).replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const fmtTotal = h => (Math.round(h * 100) / 100).toFixed(2).replace(/0$/, '');
const fmtCell = h => (h ? String(Math.round(h * 100) / 100) : '');

const seeded = seed();
const state = {
  viewWeek: CURRENT_WEEK,
  showWeekend: false,
  rows: load('rows', seeded.rows),
  hours: load('hours', seeded.hours),
  notes: load('notes', {}),
  status: load('status', SEED_STATUS),
};
const saveHours = () => store('hours', state.hours);
const saveRows = () => store('rows', state.rows);
const saveAll = () => { saveHours(); saveRows(); store('notes', state.notes); store('status', state.status); };

// ------------------------------------------------------------------------------------------ helpers
const $ = s => document.querySelector(s);
function toast(message, variant = 'success') {
  const el = document.createElement('div');
  el.className = `toast align-items-center text-bg-${variant} border-0`;
  el.setAttribute('role', 'status');
  el.innerHTML = `<div class="d-flex"><div class="toast-body">${esc(message)}</div>
    <button type="button" class="btn-close btn-close-white me-2 m-auto" data-bs-dismiss="toast" aria-label="Close"></button></div>`;
  $('#toasts').append(el);
  el.addEventListener('hidden.bs.toast', () => el.remove());
  new Toast(el, { delay: 3000 }).show();
}
function confirmBox(title, body, okText, okClass = 'btn-primary') {
  return new Promise(resolve => {
    const el = $('#confirm-modal');
    $('#confirm-title').textContent = title;
    $('#confirm-body').textContent = body;
    const ok = $('#confirm-ok');
    ok.textContent = okText;
    ok.className = `btn ${okClass}`;
    const modal = Modal.getOrCreateInstance(el);
    let answer = false;
    ok.onclick = () => { answer = true; modal.hide(); };
    el.addEventListener('hidden.bs.modal', () => resolve(answer), { once: true });
    modal.show();
  });
}
function parseHours(text) {
  const t = text.trim().replace(',', '.');
  if (t === '') return 0;
  let h;
  if (/^\d{1,2}:\d{2}$/.test(t)) {
    const [a, b] = t.split(':').map(Number);
    if (b >= 60) return NaN;
    h = a + b / 60;
  } else if (/^\d{0,2}(\.\d{1,2})?$/.test(t)) {
    h = Number(t);
  } else {
    return NaN;
  }
  return h >= 0 && h <= 24 ? h : NaN;
}

// ------------------------------------------------------------------------------------------ timesheet
const cellKey = (week, row, day) => `${week}|${row}|${day}`;
const hoursAt = (week, row, day) => state.hours[cellKey(week, row, day)] || 0;
const weekRows = week => state.rows[week] || [];
const dayTotal = (week, day) => weekRows(week).reduce((s, r) => s + hoursAt(week, r.id, day), 0);
const rowTotal = (week, row) => weekDays(week).reduce((s, d) => s + hoursAt(week, row, d), 0);
function weekTotal(week) {
  return workDays(week).reduce((s, d) => s + dayTotal(week, d), 0);
}
const statusOf = week => state.status[week] || 'draft';
const editable = week => ['draft', 'returned'].includes(statusOf(week));
const canSubmit = week => editable(week) && workDays(week).every(d => dayTotal(week, d) > 0);

const STATUS_BADGE = {
  draft: '<span class="badge text-bg-secondary" id="week-status">Draft</span>',
  submitted: '<span class="badge text-bg-info" id="week-status">Submitted</span>',
  returned: '<span class="badge text-bg-warning" id="week-status">Returned</span>',
  approved: '<span class="badge text-bg-success" id="week-status">Approved</span>',
};

function renderTimesheet() {
  const week = state.viewWeek;
  const days = weekDays(week);
  const rows = weekRows(week);
  const edit = editable(week);
  const wk = d => (days.indexOf(d) >= 5 ? ` weekend${state.showWeekend ? '' : ' d-none'}` : '');
  const head = days.map(d => `<th class="day text-center${wk(d)}" scope="col">${dayLabel(d).replace(' ', '<br><span class="fw-normal small">')}</span></th>`).join('');
  const body = rows.map(r => {
    const p = projectById(r.project);
    const name = `${p.name} · ${r.task}`;
    const cells = days.map(d => {
      const key = cellKey(week, r.id, d);
      const note = state.notes[key];
      const where = `${name}, ${dayLabel(d)}`;
      return `<td class="cell${wk(d)}" data-cell="${r.id}|${d}">
        <div class="cell-wrap">
          <input class="form-control form-control-sm hours text-end" inputmode="decimal" autocomplete="off"
                 aria-label="${esc(where)}" value="${fmtCell(hoursAt(week, r.id, d))}" data-row="${r.id}" data-day="${d}" ${edit ? '' : 'disabled'}>
          ${note ? `<span class="note-dot" title="${esc(note)}" aria-label="Note: ${esc(note)}"></span>` : ''}
          ${edit ? `<button type="button" class="btn btn-sm note-btn" data-note="${r.id}|${d}" aria-label="${note ? 'Edit' : 'Add'} note for ${esc(where)}" title="${note ? 'Edit' : 'Add'} note"><i class="bi bi-chat-left-text"></i></button>` : ''}
        </div></td>`;
    }).join('');
    return `<tr data-row="${r.id}" data-name="${esc(name)}">
      <th scope="row" class="rowname"><div class="proj">${esc(p.name)}</div><div class="task small text-secondary">${esc(r.task)}</div></th>
      ${cells}
      <td class="row-total text-end fw-semibold" data-row-total="${r.id}">${fmtTotal(rowTotal(week, r.id))}</td>
      <td class="row-actions">${edit ? `<button type="button" class="btn btn-sm btn-link text-danger remove-row" data-remove="${r.id}" aria-label="Remove row ${esc(name)}" title="Remove row"><i class="bi bi-trash"></i></button>` : ''}</td>
    </tr>`;
  }).join('');
  const foot = days.map(d => `<td class="day-total text-end${wk(d)}" data-day-total="${d}">${fmtTotal(dayTotal(week, d))}</td>`).join('');
  const status = statusOf(week);
  const comment = status === 'returned' && RETURN_COMMENTS[week]
    ? `<div class="alert alert-warning py-2 mb-3" id="returned-note"><i class="bi bi-chat-quote"></i> <strong>Returned by Tom Okafor:</strong> “${esc(RETURN_COMMENTS[week])}”</div>` : '';

  $('#timesheet').innerHTML = `
    <div class="d-flex align-items-center gap-2 mb-3 flex-wrap">
      <div class="btn-group" role="group" aria-label="Change week">
        <button type="button" class="btn btn-outline-secondary" id="prev-week" aria-label="Previous week" data-bs-toggle="tooltip" title="Previous week" ${week <= FIRST_WEEK ? 'disabled' : ''}><i class="bi bi-chevron-left"></i></button>
        <button type="button" class="btn btn-outline-secondary" id="next-week" aria-label="Next week" data-bs-toggle="tooltip" title="Next week" ${week >= CURRENT_WEEK ? 'disabled' : ''}><i class="bi bi-chevron-right"></i></button>
      </div>
      <h2 class="h5 mb-0 ms-2" id="week-title">Week ${isoWeek(week)} · ${weekRange(week)}</h2>
      ${STATUS_BADGE[status]}
      <div class="ms-auto form-check form-switch mb-0">
        <input class="form-check-input" type="checkbox" role="switch" id="show-weekend" ${state.showWeekend ? 'checked' : ''}>
        <label class="form-check-label" for="show-weekend">Show weekend</label>
      </div>
    </div>
    ${comment}
    <div class="card shadow-sm">
      <div class="table-responsive">
        <table class="table align-middle mb-0 grid" id="grid">
          <thead class="table-light"><tr><th scope="col" class="rowname">Project · task</th>${head}<th scope="col" class="text-end">Total</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
          <tbody>${body || `<tr><td colspan="10" class="text-secondary text-center py-4">No rows yet.</td></tr>`}</tbody>
          <tfoot><tr class="table-light"><th scope="row">Day total</th>${foot}<td class="text-end fw-bold" id="week-total">${fmtTotal(weekTotal(week))}</td><td></td></tr></tfoot>
        </table>
      </div>
    </div>
    <div class="d-flex align-items-center gap-3 mt-3">
      ${edit ? '<button type="button" class="btn btn-outline-primary" id="add-row"><i class="bi bi-plus-lg"></i> Add a row</button>' : ''}
      <span class="text-secondary small" id="target-note">Target ${fmtTotal(TARGET)} h a week</span>
      <span class="text-secondary small" id="save-state"></span>
      <div class="ms-auto">
        ${edit ? `<span class="small text-secondary me-2" id="submit-hint">${canSubmit(week) ? '' : 'Every weekday needs some hours before you can submit.'}</span>
          <button type="button" class="btn btn-primary" id="submit-week" ${canSubmit(week) ? '' : 'disabled'}>${status === 'returned' ? 'Resubmit for approval' : 'Submit for approval'}</button>` : ''}
      </div>
    </div>`;
  document.querySelectorAll('#timesheet [data-bs-toggle="tooltip"]').forEach(el => new Tooltip(el, { trigger: 'hover' }));
}

function refreshTotals() {
  const week = state.viewWeek;
  for (const r of weekRows(week)) {
    const cell = document.querySelector(`[data-row-total="${r.id}"]`);
    if (cell) cell.textContent = fmtTotal(rowTotal(week, r.id));
  }
  for (const d of weekDays(week)) {
    const cell = document.querySelector(`[data-day-total="${d}"]`);
    if (cell) cell.textContent = fmtTotal(dayTotal(week, d));
  }
  $('#week-total').textContent = fmtTotal(weekTotal(week));
  const btn = $('#submit-week');
  if (btn) {
    btn.disabled = !canSubmit(week);
    $('#submit-hint').textContent = canSubmit(week) ? '' : 'Every weekday needs some hours before you can submit.';
  }
}

let saveTimer = null;
function scheduleSave() {
  $('#save-state').textContent = 'Saving…';
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    saveHours();
    const s = $('#save-state');
    if (s) s.textContent = 'All changes saved';
  }, 500);
}

function onCellInput(input) {
  const h = parseHours(input.value);
  input.classList.toggle('is-invalid', Number.isNaN(h));
  if (Number.isNaN(h)) return;
  const key = cellKey(state.viewWeek, input.dataset.row, input.dataset.day);
  if (h) state.hours[key] = h;
  else delete state.hours[key];
  refreshTotals();
  scheduleSave();
}

async function removeRow(id) {
  const week = state.viewWeek;
  const row = weekRows(week).find(r => r.id === id);
  const p = projectById(row.project);
  const logged = rowTotal(week, id);
  const ok = await confirmBox('Remove this row?', `${p.name} · ${row.task}${logged ? ` and its ${fmtTotal(logged)} h` : ''} will be removed from this week.`, 'Remove row', 'btn-danger');
  if (!ok) return;
  state.rows[week] = weekRows(week).filter(r => r.id !== id);
  for (const k of Object.keys(state.hours)) if (k.startsWith(`${week}|${id}|`)) delete state.hours[k];
  saveHours();
  renderTimesheet();
  toast('Row removed');
}

async function submitWeek() {
  const week = state.viewWeek;
  const total = weekTotal(week);
  const again = statusOf(week) === 'returned';
  const ok = await confirmBox(`${again ? 'Resubmit' : 'Submit'} week ${isoWeek(week)}?`,
    `You have logged ${fmtTotal(total)} h of your ${fmtTotal(TARGET)} h target. The week is locked until Tom Okafor has reviewed it.`,
    again ? 'Resubmit' : 'Submit');
  if (!ok) return;
  const btn = $('#submit-week');
  btn.disabled = true;
  btn.innerHTML = '<span class="spinner-border spinner-border-sm"></span> Submitting…';
  await wait(800);
  state.status[CURRENT_WEEK] = 'submitted';
  saveAll();
  renderTimesheet();
  toast(`Week ${isoWeek(week)} submitted for approval`);
}

// ---- add a row
let projectTS;
const addRowModal = () => Modal.getOrCreateInstance($('#add-row-modal'));
function setupAddRow() {
  projectTS = new TomSelect('#ar-project', {
    options: PROJECTS.map(p => ({ value: p.id, text: p.name, client: p.client })),
    searchField: ['text', 'client'],
    maxItems: 1,
    render: {
      option: (d, e) => `<div><div>${e(d.text)}</div><div class="small text-secondary">${e(d.client)}</div></div>`,
      item: (d, e) => `<div>${e(d.text)}</div>`,
    },
    onChange: v => {
      const task = $('#ar-task');
      const p = projectById(v);
      task.innerHTML = p ? `<option value="">Choose a task…</option>${p.tasks.map(t => `<option>${esc(t)}</option>`).join('')}` : '<option value="">Choose a project first</option>';
      task.disabled = !p;
      $('#ar-error').textContent = '';
      updateAddRow();
    },
  });
  $('#ar-task').addEventListener('change', () => { $('#ar-error').textContent = ''; updateAddRow(); });
  $('#ar-save').addEventListener('click', addRow);
}
function updateAddRow() {
  $('#ar-save').disabled = !(projectTS.getValue() && $('#ar-task').value);
}
function openAddRow() {
  projectTS.clear(true);
  $('#ar-task').innerHTML = '<option value="">Choose a project first</option>';
  $('#ar-task').disabled = true;
  $('#ar-error').textContent = '';
  updateAddRow();
  addRowModal().show();
}
async function addRow() {
  const week = state.viewWeek;
  const project = projectTS.getValue();
  const task = $('#ar-task').value;
  const p = projectById(project);
  if (weekRows(week).some(r => r.project === project)) {
    $('#ar-error').textContent = `${p.name} is already on this week's timesheet.`;
    return;
  }
  const btn = $('#ar-save');
  btn.disabled = true;
  await wait(400);
  state.rows[week] = [...weekRows(week), { id: rowId(project, task), project, task }];
  saveRows();
  addRowModal().hide();
  renderTimesheet();
  toast(`${p.name} · ${task} added`);
}

// ---- notes
let noteKey = null;
function openNote(ref) {
  const [row, day] = ref.split('|');
  const week = state.viewWeek;
  const r = weekRows(week).find(x => x.id === row);
  noteKey = cellKey(week, row, day);
  $('#note-where').textContent = `${projectById(r.project).name} · ${r.task}, ${dayLabel(day)}`;
  $('#note-text').value = state.notes[noteKey] || '';
  Modal.getOrCreateInstance($('#note-modal')).show();
}
function saveNote() {
  const text = $('#note-text').value.trim();
  if (text) state.notes[noteKey] = text;
  else delete state.notes[noteKey];
  store('notes', state.notes);
  Modal.getOrCreateInstance($('#note-modal')).hide();
  renderTimesheet();
  toast(text ? 'Note saved' : 'Note removed');
}

function goWeek(week) {
  document.querySelectorAll('.tooltip').forEach(t => t.remove());
  state.viewWeek = week;
  renderTimesheet();
}

function setupTimesheet() {
  const root = $('#timesheet');
  root.addEventListener('input', e => { if (e.target.matches('input.hours')) onCellInput(e.target); });
  root.addEventListener('change', e => {
    if (e.target.id === 'show-weekend') {
      state.showWeekend = e.target.checked;
      renderTimesheet();
    }
  });
  root.addEventListener('click', e => {
    const b = e.target.closest('button');
    if (!b) return;
    if (b.id === 'prev-week') goWeek(addDays(state.viewWeek, -7));
    else if (b.id === 'next-week') goWeek(addDays(state.viewWeek, 7));
    else if (b.id === 'add-row') openAddRow();
    else if (b.id === 'submit-week') submitWeek();
    else if (b.dataset.remove) removeRow(b.dataset.remove);
    else if (b.dataset.note) openNote(b.dataset.note);
  });
  $('#note-save').addEventListener('click', saveNote);
  setupAddRow();
}

// ------------------------------------------------------------------------------------------ projects
// the "server": projects after a given index, a page at a time
async function fetchProjects({ q, after, limit }) {
  await wait(500);
  const all = PROJECTS.filter(p => !q || `${p.name} ${p.client}`.toLowerCase().includes(q.toLowerCase()))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { items: all.slice(after + 1, after + 1 + limit), hasMore: after + 1 + limit < all.length };
}
const proj = { items: [], hasMore: false, q: '' };
function usedHours(projectId) {
  return Object.entries(state.hours).reduce((s, [k, h]) => s + (k.split('|')[1].startsWith(projectId + '-') ? h : 0), 0);
}
function renderProjects() {
  $('#projects').innerHTML = proj.items.map(p => {
    const used = usedHours(p.id);
    const pct = p.budget ? Math.min(100, Math.round((used / p.budget) * 100)) : 0;
    return `<div class="list-group-item project" data-project="${esc(p.name)}">
      <div class="d-flex justify-content-between"><div><strong>${esc(p.name)}</strong> <span class="text-secondary small">· ${esc(p.client)}</span></div>
      <div class="small used">${p.budget ? `${fmtTotal(used)} of ${p.budget} h` : `${fmtTotal(used)} h · no budget`}</div></div>
      ${p.budget ? `<div class="progress mt-2" role="progressbar" aria-label="${esc(p.name)} budget used" aria-valuenow="${pct}" aria-valuemin="0" aria-valuemax="100" style="height: 6px"><div class="progress-bar ${pct > 85 ? 'bg-danger' : ''}" style="width: ${pct}%"></div></div>` : ''}
    </div>`;
  }).join('') || '<div class="list-group-item text-secondary">No projects match.</div>';
  const more = $('#proj-more');
  more.classList.toggle('d-none', !proj.hasMore);
  more.disabled = false;
  more.textContent = 'Show more projects';
}
async function loadProjects(reset) {
  if (reset) proj.items = [];
  const more = $('#proj-more');
  more.disabled = true;
  more.innerHTML = '<span class="spinner-border spinner-border-sm"></span> Loading…';
  const page = await fetchProjects({ q: proj.q, after: reset ? -1 : proj.items.length, limit: PAGE });
  proj.items.push(...page.items);
  proj.hasMore = page.hasMore;
  renderProjects();
}
function setupProjects() {
  let started = false;
  $('#tab-projects').addEventListener('shown.bs.tab', () => {
    if (!started) { started = true; loadProjects(true); } else renderProjects();
  });
  $('#proj-more').addEventListener('click', () => loadProjects(false));
  let t;
  $('#proj-q').addEventListener('input', e => {
    clearTimeout(t);
    t = setTimeout(() => { proj.q = e.target.value.trim(); loadProjects(true); }, 250);
  });
}

// ------------------------------------------------------------------------------------------ reports
function renderReport() {
  const month = $('#rep-month').value;
  const by = document.querySelector('input[name="rep-group"]:checked').value;
  const groups = new Map();
  let total = 0;
  for (const [k, h] of Object.entries(state.hours)) {
    const [week, row, day] = k.split('|');
    if (!day.startsWith(month)) continue;
    const r = weekRows(week).find(x => x.id === row);
    if (!r) continue;
    const p = projectById(r.project);
    const g = by === 'client' ? p.client : p.name;
    const line = by === 'client' ? `${p.name} · ${r.task}` : r.task;
    if (!groups.has(g)) groups.set(g, new Map());
    const lines = groups.get(g);
    lines.set(line, (lines.get(line) || 0) + h);
    total += h;
  }
  const list = [...groups.entries()].map(([g, lines]) => ({ g, lines: [...lines.entries()], sum: [...lines.values()].reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.sum - a.sum);
  $('#rep-total').textContent = `${fmtTotal(total)} h in ${$('#rep-month').selectedOptions[0].text}`;
  $('#report').innerHTML = list.map((x, i) => `
    <div class="accordion-item" data-group="${esc(x.g)}">
      <h3 class="accordion-header">
        <button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#rep-${i}" aria-expanded="false" aria-controls="rep-${i}">
          <span class="me-auto group-name">${esc(x.g)}</span><span class="badge text-bg-light me-3 group-total">${fmtTotal(x.sum)} h</span>
        </button>
      </h3>
      <div id="rep-${i}" class="accordion-collapse collapse">
        <div class="accordion-body"><ul class="list-unstyled mb-0">
          ${x.lines.sort((a, b) => b[1] - a[1]).map(([l, h]) => `<li class="rep-line d-flex justify-content-between" data-line="${esc(l)}"><span>${esc(l)}</span><span class="rep-hours">${fmtTotal(h)} h</span></li>`).join('')}
        </ul></div>
      </div>
    </div>`).join('') || '<p class="text-secondary">No hours logged in this month.</p>';
}
function setupReports() {
  $('#tab-reports').addEventListener('shown.bs.tab', renderReport);
  $('#rep-month').addEventListener('change', renderReport);
  document.querySelectorAll('input[name="rep-group"]').forEach(r => r.addEventListener('change', renderReport));
}

// ------------------------------------------------------------------------------------------ start
function setupReturnedNotice() {
  const el = $('#returned-modal');
  const modal = new Modal(el, { backdrop: 'static', keyboard: false });
  $('#returned-later').addEventListener('click', () => { sessionStorage.setItem(KEY + 'returned-seen', '1'); modal.hide(); });
  $('#returned-open').addEventListener('click', () => {
    sessionStorage.setItem(KEY + 'returned-seen', '1');
    modal.hide();
    goWeek('2025-11-10');
  });
  const pending = Object.entries(state.status).some(([w, s]) => w === '2025-11-10' && s === 'returned');
  if (pending && !sessionStorage.getItem(KEY + 'returned-seen')) setTimeout(() => modal.show(), 1500);
}

setupTimesheet();
setupProjects();
setupReports();
setTimeout(() => {
  $('#ts-loading').classList.add('d-none');
  $('#timesheet').classList.remove('d-none');
  renderTimesheet();
}, 1000);
setupReturnedNotice();
