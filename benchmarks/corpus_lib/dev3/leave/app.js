// TimeAway: leave requests and approvals (Bootstrap 5 + Tom Select, no framework). State in localStorage.
const TODAY = '2025-03-10';
const ANNUAL_ALLOWANCE = 25;
const ANNUAL_TAKEN = 6;
const PAGE = 5;
const KEY = 'timeaway.state';
const HOLIDAYS = ['2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25', '2025-12-25', '2025-12-26'];
const TYPES = { annual: 'Annual leave', sick: 'Sick leave', unpaid: 'Unpaid leave', training: 'Training', parental: 'Parental leave' };
const COLLEAGUES = {
  priya: 'Priya Nair', tomas: 'Tomás García', lena: 'Lena Fischer', ravi: 'Ravi Kumar', mei: 'Mei Chen',
  owen: 'Owen Hughes', daniel: 'Daniel Brooks', grace: 'Grace Okafor', sam: 'Sam Lee',
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const SEED = {
  mine: [
    { id: 1, type: 'training', from: '2025-03-24', to: '2025-03-24', days: 1, cover: 'priya', notify: [], comment: 'AWS workshop', status: 'Approved' },
    { id: 2, type: 'annual', from: '2025-06-02', to: '2025-06-06', days: 5, cover: 'tomas', notify: [], comment: '', status: 'Pending' },
    { id: 3, type: 'annual', from: '2025-08-18', to: '2025-08-22', days: 5, cover: 'lena', notify: ['ravi'], comment: 'Family trip', status: 'Pending' },
  ],
  // the team's requests waiting for me (I am their team lead); balance = annual days each has left
  team: [
    { id: 101, who: 'lena', type: 'annual', from: '2025-03-17', to: '2025-03-21', days: 5, balance: 12, status: 'Pending' },
    { id: 102, who: 'ravi', type: 'sick', from: '2025-03-10', to: '2025-03-10', days: 1, balance: 20, status: 'Pending' },
    { id: 103, who: 'tomas', type: 'annual', from: '2025-04-07', to: '2025-04-11', days: 5, balance: 9, status: 'Pending' },
    { id: 104, who: 'priya', type: 'training', from: '2025-04-03', to: '2025-04-03', days: 1, balance: 15, status: 'Pending' },
    { id: 105, who: 'mei', type: 'annual', from: '2025-04-28', to: '2025-05-02', days: 5, balance: 7, status: 'Pending' },
    { id: 106, who: 'owen', type: 'unpaid', from: '2025-05-06', to: '2025-05-09', days: 4, balance: 3, status: 'Pending' },
    { id: 107, who: 'daniel', type: 'annual', from: '2025-05-27', to: '2025-05-30', days: 4, balance: 18, status: 'Pending' },
    { id: 108, who: 'grace', type: 'parental', from: '2025-06-02', to: '2025-06-27', days: 20, balance: 10, status: 'Pending' },
    { id: 109, who: 'sam', type: 'annual', from: '2025-07-14', to: '2025-07-15', days: 2, balance: 22, status: 'Pending' },
  ],
};

const $ = sel => document.querySelector(sel);
const esc = s => String(s).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
let state = load();
function load() {
  try { const raw = localStorage.getItem(KEY); if (raw) return JSON.parse(raw); } catch (e) { /* start again */ }
  return JSON.parse(JSON.stringify(SEED));
}
function save() { localStorage.setItem(KEY, JSON.stringify(state)); }

// ------------------------------------------------------------------------------------------ dates
function parse(iso) { const [y, m, d] = iso.split('-').map(Number); return new Date(y, m - 1, d); }
function iso(d) { return d.getFullYear() + '-' + String(d.getMonth() + 1).padStart(2, '0') + '-' + String(d.getDate()).padStart(2, '0'); }
function short(isoDate, withYear) { const d = parse(isoDate); return d.getDate() + ' ' + MONTHS[d.getMonth()] + (withYear ? ' ' + d.getFullYear() : ''); }
function range(r) {
  if (r.from === r.to) return short(r.from, true) + (r.halfPart ? ` (${r.halfPart})` : '');
  return short(r.from, parse(r.from).getFullYear() !== parse(r.to).getFullYear()) + ' – ' + short(r.to, true);
}
function workingDays(from, to) {
  let n = 0;
  for (let d = parse(from); d <= parse(to); d.setDate(d.getDate() + 1)) {
    const dow = d.getDay();
    if (dow === 6 || dow === 7) continue; // weekend
    if (HOLIDAYS.includes(iso(d))) continue;
    n++;
  }
  return n;
}
function fmtDays(n) { return n === 1 ? '1 day' : n + ' days'; }

// ------------------------------------------------------------------------------------------ toasts
const toast = bootstrap.Toast.getOrCreateInstance($('#toast'));
function notify(text) { $('#toast-text').textContent = text; toast.show(); }

// ------------------------------------------------------------------------------------------ balances
function renderBalances() {
  const approvedAnnual = state.mine.filter(r => r.type === 'annual' && r.status === 'Approved').reduce((s, r) => s + r.days, 0);
  const pendingAnnual = state.mine.filter(r => r.type === 'annual' && r.status === 'Pending').reduce((s, r) => s + r.days, 0);
  $('#annual-left').textContent = ANNUAL_ALLOWANCE - ANNUAL_TAKEN - approvedAnnual;
  $('#annual-pending').textContent = pendingAnnual;
  $('#sick-taken').textContent = 2 + state.mine.filter(r => r.type === 'sick' && r.status === 'Approved').reduce((s, r) => s + r.days, 0);
}
function annualLeft() {
  return ANNUAL_ALLOWANCE - ANNUAL_TAKEN - state.mine.filter(r => r.type === 'annual' && r.status !== 'Cancelled').reduce((s, r) => s + r.days, 0);
}

// ------------------------------------------------------------------------------------------ my requests
const BADGE = { Pending: 'text-bg-warning', Approved: 'text-bg-success', Declined: 'text-bg-danger', Cancelled: 'text-bg-secondary' };
function renderMine() {
  const rows = state.mine.slice().sort((a, b) => (a.from < b.from ? -1 : 1));
  $('#mine-table tbody').innerHTML = rows.map(r => `
    <tr data-id="${r.id}">
      <td>${esc(TYPES[r.type])}${r.notify && r.notify.length ? `<div class="small text-muted">Also notified: ${r.notify.map(k => esc(COLLEAGUES[k])).join(', ')}</div>` : ''}</td>
      <td class="dates">${esc(range(r))}</td>
      <td class="days">${r.days}</td>
      <td>${esc(COLLEAGUES[r.cover] || '—')}</td>
      <td><span class="badge ${BADGE[r.status]}">${r.status}</span></td>
      <td class="text-end">${(r.status === 'Pending' || r.status === 'Approved') && r.from > TODAY
        ? `<button type="button" class="btn btn-sm btn-outline-danger" data-cancel="${r.id}" aria-label="Cancel request from ${esc(short(r.from, true))}">Cancel</button>` : ''}</td>
    </tr>`).join('');
  renderBalances();
}

let cancelId = null;
const cancelModal = new bootstrap.Modal('#cancel-modal');
$('#mine-table').addEventListener('click', e => {
  const b = e.target.closest('[data-cancel]');
  if (!b) return;
  cancelId = Number(b.dataset.cancel);
  const r = state.mine.find(x => x.id === cancelId);
  $('#cancel-summary').textContent = `${TYPES[r.type]}, ${range(r)} (${fmtDays(r.days)}).`;
  cancelModal.show();
});
$('#cancel-confirm').addEventListener('click', () => {
  const r = state.mine.find(x => x.status === 'Pending');
  if (r) r.status = 'Cancelled';
  save();
  cancelModal.hide();
  renderMine();
  notify('Request cancelled');
});

// ------------------------------------------------------------------------------------------ request form
const form = $('#request-form');
const people = Object.entries(COLLEAGUES).map(([value, text]) => ({ value, text }));
const coverTs = new TomSelect('#cover', { options: people, maxItems: 1, create: false, allowEmptyOption: false });
const notifyTs = new TomSelect('#notify', { options: people, plugins: ['remove_button'], create: false, closeAfterSelect: true });
let currentDays = 0;

function validate() {
  const type = $('#leave-type').value;
  const from = $('#from').value, to = $('#to').value;
  const single = from && to && from === to;
  const half = $('#half-day');
  half.disabled = !single;
  if (!single) half.checked = false;
  $('#half-part').classList.toggle('d-none', !half.checked);
  $('#half-help').classList.toggle('d-none', half.checked);
  let err = '';
  currentDays = 0;
  if (from && to) {
    if (from < TODAY) err = 'The first day cannot be in the past.';
    else if (to < from) err = 'The last day is before the first day.';
    else {
      currentDays = workingDays(from, to);
      if (half.checked && currentDays) currentDays = 0.5;
      if (!currentDays) err = 'There are no working days in that range.';
      else if (type === 'annual' && currentDays > annualLeft()) err = `You only have ${annualLeft()} days of annual leave left after your pending requests.`;
    }
  }
  $('#days').textContent = from && to && !err ? currentDays : '–';
  $('#days-error').textContent = err;
  $('#days-error').classList.toggle('d-none', !err);
  const needsComment = type === 'unpaid';
  $('#comment-hint').textContent = needsComment ? '(required for unpaid leave, at least 10 characters)' : '(optional)';
  const ok = from && to && !err && currentDays > 0 && coverTs.getValue() &&
    (!half.checked || form.querySelector('input[name=half_part]:checked')) &&
    (!needsComment || $('#comment').value.trim().length >= 10);
  $('#submit-btn').disabled = !ok;
  return ok;
}
form.addEventListener('input', validate);
form.addEventListener('change', validate);
coverTs.on('change', validate);
notifyTs.on('change', validate);
$('#reset-btn').addEventListener('click', () => setTimeout(() => { coverTs.clear(); notifyTs.clear(); validate(); }));

form.addEventListener('submit', e => {
  e.preventDefault();
  if (!validate()) return;
  const fd = new FormData(form);
  const btn = $('#submit-btn');
  btn.disabled = true;
  btn.innerHTML = '<span class="spinner-border spinner-border-sm me-2"></span>Submitting…';
  setTimeout(() => {
    const r = {
      id: Date.now(),
      type: fd.get('leaveType') || 'annual',
      from: fd.get('from'),
      to: fd.get('to'),
      days: currentDays,
      halfPart: fd.get('half') ? fd.get('half_part') : null,
      cover: coverTs.getValue(),
      notify: [...notifyTs.getValue()],
      comment: fd.get('comment').trim(),
      status: 'Pending',
    };
    state.mine.push(r);
    save();
    btn.textContent = 'Submit request';
    form.reset();
    coverTs.clear(true);
    notifyTs.clear(true);
    validate();
    renderMine();
    bootstrap.Tab.getOrCreateInstance($('#mine-tab')).show();
    notify('Request submitted: waiting for approval');
  }, 1200);
});

// ------------------------------------------------------------------------------------------ team approvals
let teamLoaded = false;
let shown = PAGE;
let selected = new Set();
let memberFilter = '';
const filterTs = new TomSelect('#member-filter', {
  options: [{ value: '', text: 'All team members' }, ...Object.entries(COLLEAGUES).map(([value, text]) => ({ value, text }))],
  allowEmptyOption: true, maxItems: 1, create: false,
});
filterTs.on('change', v => { memberFilter = v; shown = PAGE; selected.clear(); renderTeam(); });

function teamRows() { return state.team.filter(r => !memberFilter || r.who === memberFilter); }
function renderTeam() {
  const all = teamRows();
  const rows = all.slice(0, shown);
  $('#team-table tbody').innerHTML = rows.map(r => {
    const name = COLLEAGUES[r.who];
    const open = r.status === 'Pending';
    return `
    <tr data-id="${r.id}">
      <td>${open ? `<input class="form-check-input row-check" type="checkbox" data-id="${r.id}" aria-label="Select ${esc(name)}" ${selected.has(r.id) ? 'checked' : ''}>` : ''}</td>
      <td class="who">${esc(name)}</td>
      <td>${esc(TYPES[r.type])}</td>
      <td>${esc(range(r))}</td>
      <td>${r.days}</td>
      <td><span class="badge ${BADGE[r.status]}">${r.status}</span>${r.reason ? `<div class="small text-muted reason">“${esc(r.reason)}”</div>` : ''}</td>
      <td class="text-end text-nowrap">${open ? `
        <button type="button" class="btn btn-sm btn-outline-success" data-approve="${r.id}" aria-label="Approve request from ${esc(name)}" title="Approve"><i class="bi bi-check-lg"></i></button>
        <button type="button" class="btn btn-sm btn-outline-danger" data-decline="${r.id}" aria-label="Decline request from ${esc(name)}" title="Decline"><i class="bi bi-x-lg"></i></button>` : ''}</td>
    </tr>`;
  }).join('') || '<tr><td colspan="7" class="text-center text-muted py-4">No requests.</td></tr>';
  $('#team-count').textContent = `Showing ${rows.length} of ${all.length}`;
  $('#load-more').classList.toggle('d-none', rows.length >= all.length);
  $('#select-all').checked = false;
  $('#approve-selected').disabled = selected.size === 0;
  const pending = state.team.filter(r => r.status === 'Pending').length;
  $('#team-badge').textContent = pending || '';
}

$('#team-tab').addEventListener('shown.bs.tab', () => {
  if (teamLoaded) return;
  setTimeout(() => {
    teamLoaded = true;
    $('#team-loading').classList.add('d-none');
    $('#team-content').classList.remove('d-none');
    renderTeam();
  }, 1500);
});
$('#load-more').addEventListener('click', () => {
  const b = $('#load-more');
  b.disabled = true;
  b.innerHTML = '<span class="spinner-border spinner-border-sm me-1"></span>Loading…';
  setTimeout(() => { shown += PAGE; b.disabled = false; b.textContent = 'Load more'; renderTeam(); }, 700);
});

function approve(id) {
  const r = state.team.find(x => x.id === id);
  if (!r || r.status !== 'Pending') return false;
  if (r.days > r.balance) {
    notify(`Can't approve: ${COLLEAGUES[r.who]} has only ${r.balance} days of annual leave left.`);
    return false;
  }
  r.status = 'Approved';
  if (r.type === 'annual') r.balance -= r.days;
  return true;
}
$('#team-table').addEventListener('click', e => {
  const a = e.target.closest('[data-approve]');
  const d = e.target.closest('[data-decline]');
  if (a) {
    const id = Number(a.dataset.approve);
    a.disabled = true;
    setTimeout(() => {
      if (approve(id)) notify('Request approved');
      selected.delete(id);
      save();
      renderTeam();
    }, 500);
  }
  if (d) openDecline(Number(d.dataset.decline));
});
$('#team-table').addEventListener('change', e => {
  if (!e.target.classList.contains('row-check')) return;
  const id = Number(e.target.dataset.id);
  if (e.target.checked) selected.add(id); else selected.delete(id);
  $('#approve-selected').disabled = selected.size === 0;
});
$('#select-all').addEventListener('click', e => {
  const on = e.target.checked;
  document.querySelectorAll('#team-table .row-check').forEach(cb => { cb.checked = on; if (on) selected.add(Number(cb.dataset.id)); else selected.delete(Number(cb.dataset.id)); });
  $('#approve-selected').disabled = selected.size === 0;
});
$('#approve-selected').addEventListener('click', () => {
  const b = $('#approve-selected');
  b.disabled = true;
  setTimeout(() => {
    let n = 0;
    for (const id of selected) if (approve(id)) n++;
    selected.clear();
    save();
    renderTeam();
    notify(n === 1 ? '1 request approved' : `${n} requests approved`);
  }, 600);
});

let declineId = null;
const declineModal = new bootstrap.Modal('#decline-modal');
function openDecline(id) {
  declineId = id;
  const r = state.team.find(x => x.id === id);
  $('#decline-summary').textContent = `${COLLEAGUES[r.who]} · ${TYPES[r.type]} · ${range(r)} (${fmtDays(r.days)})`;
  $('#decline-reason').value = '';
  $('#decline-confirm').disabled = true;
  declineModal.show();
}
$('#decline-modal').addEventListener('shown.bs.modal', () => $('#decline-reason').focus());
$('#decline-reason').addEventListener('input', e => { $('#decline-confirm').disabled = !e.target.value.trim(); });
$('#decline-confirm').addEventListener('click', () => {
  const r = { ...state.team.find(x => x.id === declineId) };
  r.status = 'Declined';
  r.reason = $('#decline-reason').value.trim();
  selected.delete(r.id);
  save();
  declineModal.hide();
  renderTeam();
  notify('Request declined');
});

// ------------------------------------------------------------------------------------------ cookies
if (localStorage.getItem('timeaway.cookies')) $('#cookie-banner').remove();
for (const id of ['#cookie-accept', '#cookie-necessary']) {
  $(id).addEventListener('click', () => {
    localStorage.setItem('timeaway.cookies', id === '#cookie-accept' ? 'all' : 'necessary');
    $('#cookie-banner').remove();
  });
}

renderMine();
renderTeam();
validate();
