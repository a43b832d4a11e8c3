// Spendly: expense reports and reimbursements. State lives in localStorage; latency is faked with timers.
const KEY = 'exp3.state';
const TODAY = '2025-03-10';
const RATES = { USD: 1, EUR: 1.08, GBP: 1.27 }; // US dollars per unit of the currency
const MILEAGE_RATE = 0.3;
const RECEIPT_ABOVE = 75;
const CATEGORY_NAMES = { meals: 'Meals', travel: 'Travel', lodging: 'Lodging', mileage: 'Mileage', office: 'Office supplies' };
const LIMITS = { Meals: 150, Travel: 2000, Lodging: 2500, 'Office supplies': 500 };
const DEFAULT_LIMIT = 500;
const COST_CENTERS = { 'cc-100': 'CC-100 Sales', 'cc-220': 'CC-220 Engineering', 'cc-410': 'CC-410 Marketing', 'cc-530': 'CC-530 Customer success' };

const $ = (sel, root = document) => root.querySelector(sel);
const esc = s => String(s ?? '').replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
const money = n => '$' + n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const fmtDate = iso => new Date(iso + 'T12:00:00Z').toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const sleep = ms => new Promise(r => setTimeout(r, ms));

function seed() {
  return {
    seq: 200,
    prefs: { costCenter: 'cc-220', currency: 'USD', weekly: false },
    reports: [
      { id: 'r-101', title: 'Client visit – Lyon', purpose: 'Kick-off workshop with Maison Roche', costCenter: 'cc-100', status: 'draft', lines: [
        { id: 'l-1', date: '2025-03-05', category: 'lodging', merchant: 'Hôtel des Célestins (2 nights)', amount: 312, currency: 'EUR', receipt: 'celestins.pdf' },
        { id: 'l-2', date: '2025-03-03', category: 'travel', merchant: 'TGV Paris → Lyon', amount: 89, currency: 'EUR', receipt: 'sncf.pdf' },
        { id: 'l-3', date: '2025-03-04', category: 'travel', merchant: 'Taxi to Gare Part-Dieu', amount: 24.5, currency: 'EUR', receipt: '' },
        { id: 'l-4', date: '2025-03-05', category: 'meals', merchant: 'Dinner with client', amount: 118, currency: 'EUR', receipt: 'brasserie.jpg' },
      ] },
      { id: 'r-097', title: 'Conference travel – Madrid', purpose: 'Speaker at DevSummit', costCenter: 'cc-220', status: 'submitted', lines: [
        { id: 'l-5', date: '2025-02-18', category: 'travel', merchant: 'Iberia flight', amount: 412.6, currency: 'USD', receipt: 'iberia.pdf' },
        { id: 'l-6', date: '2025-02-19', category: 'lodging', merchant: 'Hotel Atocha', amount: 540, currency: 'USD', receipt: 'atocha.pdf' },
      ] },
      { id: 'r-090', title: 'February team offsite', purpose: 'Quarterly planning', costCenter: 'cc-220', status: 'approved', lines: [
        { id: 'l-7', date: '2025-02-06', category: 'meals', merchant: 'Team lunch, Trattoria Sole', amount: 142, currency: 'USD', receipt: 'sole.jpg' },
        { id: 'l-8', date: '2025-02-06', category: 'office', merchant: 'Flip charts and markers', amount: 58.4, currency: 'USD', receipt: '' },
      ] },
    ],
    approvals: [
      { id: 'a-301', employee: 'Kenji Watanabe', title: 'Berlin trade fair', total: 2140, submitted: '2025-03-07', status: 'waiting' },
      { id: 'a-302', employee: 'Maya Patel', title: 'Customer onsite – Leeds', total: 486.2, submitted: '2025-03-06', status: 'waiting' },
      { id: 'a-303', employee: 'Jonas Berg', title: 'Team lunch for new hires', total: 212, submitted: '2025-03-05', status: 'waiting' },
      { id: 'a-288', employee: 'Ana Costa', title: 'Q4 workshop materials', total: 96.3, submitted: '2025-02-21', status: 'approved' },
    ],
  };
}

let state;
try { state = JSON.parse(localStorage.getItem(KEY)) || seed(); } catch { state = seed(); }
const save = () => localStorage.setItem(KEY, JSON.stringify(state));
save();

// ---------------------------------------------------------------- money helpers
function toUsd(line) {
  if (line.category === 'mileage') return Math.round(line.distance * MILEAGE_RATE * 100) / 100;
  return Math.round(line.amount / RATES[line.currency] * 100) / 100;
}
const reportTotal = r => r.lines.reduce((s, l) => s + toUsd(l), 0);
const parseAmount = s => { const n = parseFloat(String(s).replace(/,/g, '')); return Number.isFinite(n) ? n : 0; };

function maskAmount(raw) {
  const clean = raw.replace(/[^\d.]/g, '');
  const dot = clean.indexOf('.');
  let int = dot < 0 ? clean : clean.slice(0, dot);
  const dec = dot < 0 ? null : clean.slice(dot + 1).replace(/\./g, '').slice(0, 2);
  int = int.replace(/^0+(?=\d)/, '');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return dec === null ? grouped : (grouped || '0') + '.' + dec;
}

function toast(message, variant = 'primary', duration = 3500, icon = 'info-circle') {
  const alert = Object.assign(document.createElement('sl-alert'), { variant, closable: true, duration });
  alert.innerHTML = `<sl-icon slot="icon" name="${icon}"></sl-icon>${esc(message)}`;
  document.body.append(alert);
  customElements.whenDefined('sl-alert').then(() => setTimeout(() => alert.toast(), 30));
}

// ---------------------------------------------------------------- routing
const view = $('#view');
function route() {
  const h = location.hash.replace(/^#\/?/, '') || 'reports';
  const [name, id] = h.split('/');
  document.querySelectorAll('[data-nav]').forEach(a => a.classList.toggle('current', a.dataset.nav === name || (name === 'report' && a.dataset.nav === 'reports')));
  $('#approval-count').textContent = state.approvals.filter(a => a.status === 'waiting').length;
  if (name === 'report' && id) return showReport(id);
  if (name === 'approvals') return showApprovals();
  return showReports();
}
window.addEventListener('hashchange', route);

let loadToken = 0;
async function loading(text, ms) {
  const token = ++loadToken;
  view.innerHTML = `<div class="loading"><sl-spinner></sl-spinner> ${esc(text)}</div>`;
  await sleep(ms);
  return token === loadToken;
}

// ---------------------------------------------------------------- my reports
const STATUS = { draft: ['Draft', 'neutral'], submitted: ['Submitted', 'primary'], approved: ['Approved', 'success'], rejected: ['Rejected', 'danger'], waiting: ['Waiting', 'warning'] };
const badge = s => `<sl-badge class="status" variant="${STATUS[s][1]}">${STATUS[s][0]}</sl-badge>`;

async function showReports() {
  if (!(await loading('Loading your reports…', 1200))) return;
  const rows = [...state.reports].sort((a, b) => b.id.localeCompare(a.id)).map(r => `
    <tr data-id="${r.id}">
      <td><a href="#/report/${r.id}">${esc(r.title)}</a></td>
      <td>${esc(COST_CENTERS[r.costCenter] || '—')}</td>
      <td class="num">${money(reportTotal(r))}</td>
      <td>${badge(r.status)}</td>
    </tr>`).join('');
  view.innerHTML = `
    <div class="page-head"><h1>My expense reports</h1>
      <sl-button variant="primary" id="new-report"><sl-icon slot="prefix" name="plus-lg"></sl-icon>New report</sl-button></div>
    <table class="reports"><thead><tr><th>Report</th><th>Cost center</th><th class="num">Total</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>
    <p class="muted small">Reimbursements are paid with the next payroll run after approval.</p>`;
  $('#new-report').addEventListener('click', newReport);
  view.querySelectorAll('table.reports tbody tr').forEach(tr => tr.addEventListener('click', e => {
    if (!e.target.closest('a')) location.hash = '#/report/' + tr.dataset.id;
  }));
}

function newReport() {
  const id = 'r-' + ++state.seq;
  state.reports.push({ id, title: 'Untitled report', purpose: '', costCenter: state.prefs.costCenter, status: 'draft', lines: [] });
  save();
  location.hash = '#/report/' + id;
}

// ---------------------------------------------------------------- report editor
let current = null;

async function showReport(id) {
  if (!(await loading('Opening report…', 700))) return;
  const r = state.reports.find(x => x.id === id);
  if (!r) { view.innerHTML = '<p class="empty">Report not found.</p>'; return; }
  current = r;
  const editable = r.status === 'draft' || r.status === 'rejected';
  view.innerHTML = `
    <div class="page-head"><h1>${esc(r.title)}</h1>${badge(r.status)}<span class="save-state" id="save-state"></span></div>
    <div class="card stack">
      <sl-input id="r-title" label="Report title" value="${esc(r.title)}" ${editable ? '' : 'disabled'}></sl-input>
      <div class="row2">
        <sl-select id="cost-center" label="Cost center" value="${esc(r.costCenter)}" ${editable ? '' : 'disabled'}>
          ${Object.entries(COST_CENTERS).map(([v, t]) => `<sl-option value="${v}">${esc(t)}</sl-option>`).join('')}
        </sl-select>
        <sl-textarea id="r-purpose" label="Business purpose" rows="2" value="${esc(r.purpose)}" ${editable ? '' : 'disabled'}></sl-textarea>
      </div>
    </div>
    <div class="page-head"><h2 style="flex:1;font-size:1.1rem;margin:0">Expenses</h2>
      ${editable ? '<sl-button id="add-expense"><sl-icon slot="prefix" name="plus-lg"></sl-icon>Add expense</sl-button>' : ''}</div>
    <div id="lines"></div>
    <div class="policy-notes card">
      <p><strong>Before you submit.</strong> Amounts in other currencies are converted to US dollars at the company rate of the
        day you add them. Mileage is paid at $0.30 per kilometre for private cars. Tips above 15% and alcohol are not reimbursed.</p>
      <p>Receipts are required for every item above $75. If a receipt is lost, attach a signed statement instead.</p>
    </div>
    ${editable ? `
    <sl-details id="declaration" summary="Declaration">
      <sl-checkbox id="certify">I confirm that these expenses were incurred for business purposes and have not been claimed before.</sl-checkbox>
    </sl-details>
    <div style="margin:1rem 0 3rem;display:flex;gap:1rem;align-items:center">
      <sl-button variant="primary" id="submit-report" disabled>Submit for approval</sl-button>
      <span class="muted small">Your manager is notified by e-mail.</span>
    </div>` : ''}`;
  renderLines(editable);
  if (!editable) return;

  let timer;
  const autosave = () => {
    $('#save-state').textContent = 'Saving…';
    clearTimeout(timer);
    timer = setTimeout(() => {
      r.title = $('#r-title').value.trim() || 'Untitled report';
      r.purpose = $('#r-purpose').value;
      r.costCenter = $('#cost-center').value;
      save();
      $('#save-state').textContent = 'All changes saved';
      view.querySelector('.page-head h1').textContent = r.title;
    }, 1000);
  };
  $('#r-title').addEventListener('sl-input', autosave);
  $('#r-purpose').addEventListener('sl-input', autosave);
  $('#cost-center').addEventListener('sl-change', autosave);
  $('#add-expense').addEventListener('click', () => openExpense(null));
  $('#certify').addEventListener('sl-change', updateSubmit);
  $('#submit-report').addEventListener('click', () => {
    $('#submit-total').textContent = money(reportTotal(r));
    $('#submit-dialog').show();
  });
}

function updateSubmit() {
  const btn = $('#submit-report');
  if (btn) btn.disabled = !($('#certify').checked && current.lines.length > 0);
}

function renderLines(editable) {
  const r = current;
  // display rows: copies carrying the converted amount, oldest first
  const rows = r.lines.map(l => ({ ...l, usd: toUsd(l) })).sort((a, b) => a.date.localeCompare(b.date));
  const body = rows.map(l => `
    <tr data-line="${l.id}">
      <td>${fmtDate(l.date)}</td>
      <td>${CATEGORY_NAMES[l.category]}</td>
      <td class="merchant">${esc(l.category === 'mileage' ? `Mileage, ${l.distance} km` : l.merchant)}</td>
      <td class="num">${l.category === 'mileage' ? '' : esc(l.amount.toLocaleString('en-US', { minimumFractionDigits: 2 }) + ' ' + l.currency)}</td>
      <td class="num usd">${money(l.usd)}</td>
      <td class="row-actions">${l.receipt ? '<sl-icon name="paperclip" label="Receipt attached"></sl-icon>' : '<sl-icon name="dash" label="No receipt" class="muted"></sl-icon>'}${editable ? `
        <sl-dropdown placement="bottom-end" hoist>
          <sl-icon-button slot="trigger" name="three-dots-vertical" label="More actions"></sl-icon-button>
          <sl-menu>
            <sl-menu-item value="edit">Edit</sl-menu-item>
            <sl-menu-item value="duplicate">Duplicate</sl-menu-item>
            <sl-menu-item value="delete">Delete</sl-menu-item>
          </sl-menu>
        </sl-dropdown>` : ''}</td>
    </tr>`).join('');
  $('#lines').innerHTML = `
    <table class="lines"><thead><tr><th>Date</th><th>Category</th><th>Merchant</th><th class="num">Amount</th><th class="num">In USD</th><th class="row-actions">Receipt</th></tr></thead>
      <tbody>${body || '<tr><td colspan="6" class="empty">No expenses yet. Add your first one.</td></tr>'}</tbody>
      <tfoot><tr><td colspan="4">Total to reimburse</td><td class="num" id="report-total">${money(reportTotal(r))}</td><td></td></tr></tfoot>
    </table>`;
  $('#lines').querySelectorAll('sl-menu').forEach((menu, i) => {
    menu.addEventListener('sl-select', e => lineAction(e.detail.item.value, rows[i]));
  });
  updateSubmit();
}

function newLineId() { return 'l-' + ++state.seq; }

function lineAction(action, line) {
  const r = current;
  if (action === 'edit') return openExpense(r.lines.find(l => l.id === line.id));
  if (action === 'duplicate') {
    const { usd, ...copy } = line;
    r.lines.push({ ...copy, id: nextLineId() });
    save(); renderLines(true); toast('Expense duplicated');
    return;
  }
  if (action === 'delete') {
    const [removed] = r.lines.splice(r.lines.indexOf(line), 1);
    save(); renderLines(true);
    toast(`Deleted “${removed.category === 'mileage' ? 'Mileage' : removed.merchant}”`, 'neutral', 3000, 'trash');
  }
}

// ---------------------------------------------------------------- expense dialog
const dlg = $('#expense-dialog');
const f = {
  date: $('#f-date'), category: $('#f-category'), merchant: $('#f-merchant'), amount: $('#f-amount'),
  currency: $('#f-currency'), distance: $('#f-distance'),
};
let editing = null;
let receipt = '';

function openExpense(line) {
  editing = line;
  dlg.label = line ? 'Edit expense' : 'Add expense';
  f.date.value = line ? line.date : TODAY;
  f.category.value = line ? line.category : '';
  f.merchant.value = line ? line.merchant || '' : '';
  f.amount.value = line && line.amount != null ? maskAmount(line.amount.toFixed(2)) : '';
  f.currency.value = line ? line.currency || 'USD' : state.prefs.currency;
  f.distance.value = line && line.distance ? String(line.distance) : '';
  receipt = line ? line.receipt || '' : '';
  $('#receipt-file').value = '';
  $('#receipt-name').textContent = receipt || 'No receipt attached';
  $('#form-error').textContent = '';
  toggleMileage();
  validate();
  dlg.show();
}

function draftLine() {
  const category = f.category.value;
  if (category === 'mileage') return { date: f.date.value, category, distance: parseFloat(f.distance.value) || 0, receipt };
  return { date: f.date.value, category, merchant: f.merchant.value.trim(), amount: parseAmount(f.amount.value), currency: f.currency.value, receipt };
}

function toggleMileage() {
  const m = f.category.value === 'mileage';
  dlg.querySelectorAll('.not-mileage').forEach(e => { e.hidden = m; });
  dlg.querySelector('.only-mileage').hidden = !m;
}

function validate() {
  const d = draftLine();
  let err = '';
  if (!d.date) err = 'Enter the date of the expense.';
  else if (!d.category) err = '';
  else if (d.category === 'mileage') {
    if (!(d.distance > 0)) err = '';
    $('#f-mileage-amount').textContent = d.distance > 0 ? `Amount: ${money(toUsd(d))} (${d.distance} km × $0.30)` : '';
  } else if (!d.merchant || !(d.amount > 0)) err = '';
  else {
    const limit = LIMITS[d.category] ?? DEFAULT_LIMIT;
    const usd = toUsd(d);
    if (usd > limit) err = `Amount exceeds the ${CATEGORY_NAMES[d.category]} limit of ${money(limit)}.`;
    else if (usd > RECEIPT_ABOVE && !d.receipt) err = `Attach a receipt: it is required above ${money(RECEIPT_ABOVE)}.`;
  }
  const complete = d.date && d.category && (d.category === 'mileage' ? d.distance > 0 : d.merchant && d.amount > 0);
  $('#form-error').textContent = err;
  $('#expense-save').disabled = !complete || !!err;
}

f.amount.addEventListener('sl-input', () => {
  const masked = maskAmount(f.amount.value);
  if (masked !== f.amount.value) f.amount.value = masked;
  validate();
});
f.amount.addEventListener('sl-blur', () => {
  const n = parseAmount(f.amount.value);
  if (n > 0) f.amount.value = maskAmount(n.toFixed(2));
});
f.category.addEventListener('sl-change', () => { toggleMileage(); validate(); });
for (const el of [f.date, f.merchant, f.distance]) { el.addEventListener('sl-input', validate); el.addEventListener('sl-change', validate); }
f.currency.addEventListener('sl-change', validate);
$('#attach').addEventListener('click', () => $('#receipt-file').click());
$('#receipt-file').addEventListener('change', e => {
  const file = e.target.files[0];
  receipt = file ? file.name : '';
  $('#receipt-name').textContent = receipt || 'No receipt attached';
  validate();
});
$('#expense-cancel').addEventListener('click', () => dlg.hide());
$('#expense-save').addEventListener('click', async () => {
  const btn = $('#expense-save');
  btn.loading = true;
  await sleep(600);
  const d = draftLine();
  if (editing) Object.assign(editing, d);
  else current.lines.push({ id: newLineId(), ...d });
  save();
  btn.loading = false;
  dlg.hide();
  renderLines(true);
  toast(editing ? 'Expense updated' : 'Expense added', 'success', 3000, 'check2-circle');
});

// ---------------------------------------------------------------- submit
$('#submit-cancel').addEventListener('click', () => $('#submit-dialog').hide());
$('#submit-confirm').addEventListener('click', async () => {
  const btn = $('#submit-confirm');
  btn.loading = true;
  await sleep(1000);
  current.status = 'submitted';
  save();
  btn.loading = false;
  $('#submit-dialog').hide();
  toast('Report submitted for approval', 'success', 3000, 'send');
  location.hash = '#/reports';
});

// ---------------------------------------------------------------- approvals
let approvalTab = 'waiting';
let acting = null;

async function showApprovals() {
  if (!(await loading('Loading reports to approve…', 1000))) return;
  view.innerHTML = `
    <div class="page-head"><h1>Reports to approve</h1></div>
    <sl-tab-group id="approval-tabs">
      <sl-tab slot="nav" panel="waiting">Waiting</sl-tab>
      <sl-tab slot="nav" panel="approved">Approved</sl-tab>
      <sl-tab slot="nav" panel="rejected">Rejected</sl-tab>
      <sl-tab-panel name="waiting"></sl-tab-panel>
      <sl-tab-panel name="approved"></sl-tab-panel>
      <sl-tab-panel name="rejected"></sl-tab-panel>
    </sl-tab-group>`;
  renderApprovals();
  $('#approval-tabs').addEventListener('sl-tab-show', e => { approvalTab = e.detail.name; });
}

function renderApprovals() {
  for (const status of ['waiting', 'approved', 'rejected']) {
    const panel = view.querySelector(`sl-tab-panel[name="${status}"]`);
    const list = state.approvals.filter(a => a.status === status);
    if (!list.length) { panel.innerHTML = '<p class="empty">Nothing here.</p>'; continue; }
    panel.innerHTML = `<table class="approvals"><thead><tr><th>Employee</th><th>Report</th><th>Submitted</th><th class="num">Total</th>
      ${status === 'rejected' ? '<th>Reason</th>' : ''}<th></th></tr></thead><tbody>
      ${list.map(a => `<tr data-id="${a.id}">
        <td>${esc(a.employee)}</td><td>${esc(a.title)}</td><td>${fmtDate(a.submitted)}</td><td class="num">${money(a.total)}</td>
        ${status === 'rejected' ? `<td class="reason">${esc(a.rejectReason || '—')}</td>` : ''}
        <td class="row-actions">${status === 'waiting' ? `
          <sl-tooltip content="Approve"><sl-icon-button name="check-circle" label="Approve" data-act="approve"></sl-icon-button></sl-tooltip>
          <sl-tooltip content="Reject"><sl-icon-button name="x-circle" label="Reject" data-act="reject"></sl-icon-button></sl-tooltip>` : ''}</td>
      </tr>`).join('')}</tbody></table>`;
  }
  view.querySelectorAll('sl-icon-button[data-act]').forEach(b => b.addEventListener('click', () => {
    acting = state.approvals.find(a => a.id === b.closest('tr').dataset.id);
    if (b.dataset.act === 'approve') {
      $('#approve-text').textContent = `Approve “${acting.title}” by ${acting.employee} for ${money(acting.total)}?`;
      $('#approve-dialog').show();
    } else {
      $('#reject-text').textContent = `Reject “${acting.title}” by ${acting.employee}?`;
      $('#reject-reason').value = '';
      $('#reject-confirm').disabled = true;
      $('#reject-dialog').show();
    }
  }));
  $('#approval-count').textContent = state.approvals.filter(a => a.status === 'waiting').length;
}

$('#approve-cancel').addEventListener('click', () => $('#approve-dialog').hide());
$('#approve-confirm').addEventListener('click', async () => {
  $('#approve-dialog').hide();
  const a = acting;
  toast(`Approving “${a.title}”…`, 'neutral', 1500, 'hourglass-split');
  await sleep(1500);
  a.status = 'approved';
  save();
  renderApprovals();
});
$('#reject-reason').addEventListener('sl-input', () => { $('#reject-confirm').disabled = !$('#reject-reason').value.trim(); });
$('#reject-cancel').addEventListener('click', () => $('#reject-dialog').hide());
$('#reject-confirm').addEventListener('click', async () => {
  const reason = $('#reject-reason').value.trim();
  $('#reject-dialog').hide();
  const a = acting;
  await sleep(800);
  Object.assign(a, { status: 'rejected', comment: reason });
  save();
  renderApprovals();
  toast(`“${a.title}” was rejected`, 'danger', 3000, 'x-circle');
});

// ---------------------------------------------------------------- preferences
const drawer = $('#prefs-drawer');
$('#open-prefs').addEventListener('click', () => {
  $('#p-costcenter').value = state.prefs.costCenter;
  $('#p-currency').value = state.prefs.currency;
  $('#p-weekly').checked = state.prefs.weekly;
  drawer.show();
});
$('#prefs-save').addEventListener('click', async () => {
  const btn = $('#prefs-save');
  btn.loading = true;
  await sleep(700);
  state.prefs = { costCenter: $('#p-costcenter').value, currency: $('#p-currency').value, weekly: $('#p-weekly').checked };
  save();
  btn.loading = false;
  drawer.hide();
  toast('Preferences saved', 'success', 3000, 'check2-circle');
});

// ---------------------------------------------------------------- start
route();
toast('Policy update: receipts are now required for every expense above $75, and mileage is paid at $0.30/km.', 'primary', 15000, 'megaphone');
