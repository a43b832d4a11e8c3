// Spendwise: a small expense tracker (Bootstrap 5, no framework).
const STORE = 'heldout2.expenses.v1';
const COOKIE_KEY = 'heldout2.expenses.cookies';
const TODAY = '2026-11-28';
const PAGE_SIZE = 10;
const CATEGORIES = ['Travel', 'Meals', 'Lodging', 'Office supplies', 'Software', 'Other'];

const SEED = [
  ['2026-11-27', 'Coffee beans', 'Meals', 18.4],
  ['2026-11-26', 'Train to Leeds', 'Travel', 64.2, 'R-1042'],
  ['2026-11-25', 'Figma seat', 'Software', 45],
  ['2026-11-24', 'Parking', 'Travel', 12.5],
  ['2026-11-22', 'Client dinner', 'Meals', 138.75, 'R-1039', true],
  ['2026-11-21', 'Printer toner', 'Office supplies', 59.99],
  ['2026-11-19', 'Hotel Bristol', 'Lodging', 189, 'R-1033', true],
  ['2026-11-18', 'Airport taxi', 'Travel', 38.6],
  ['2026-11-15', 'Sandwiches for workshop', 'Meals', 72.3],
  ['2026-11-13', 'Notebook pack', 'Office supplies', 14.25],
  ['2026-11-11', 'Flight to Dublin', 'Travel', 212.4, 'R-1021', true],
  ['2026-11-08', 'Domain renewal', 'Software', 16],
  ['2026-11-05', 'Conference pass', 'Other', 299],
  ['2026-11-02', 'Bus fare', 'Travel', 4.8],
  ['2026-10-30', 'Hotel Manchester', 'Lodging', 154.5, 'R-0998', true],
  ['2026-10-28', 'Team breakfast', 'Meals', 56.1],
  ['2026-10-26', 'USB-C hub', 'Office supplies', 39.95],
  ['2026-10-22', 'Taxi to client', 'Travel', 22.4],
  ['2026-10-19', 'Slack upgrade', 'Software', 87.5],
  ['2026-10-15', 'Whiteboard markers', 'Office supplies', 9.6],
  ['2026-10-12', 'Office chair', 'Office supplies', 249],
  ['2026-10-09', 'Lunch with mentor', 'Meals', 31.2],
  ['2026-10-06', 'Rail card', 'Travel', 30],
  ['2026-10-04', 'Courier', 'Other', 18.9],
  ['2026-10-01', 'Monitor arm', 'Office supplies', 74],
].map(([date, description, category, amount, receipt, reimbursed], i) => ({
  id: i + 1, date, description, category, amount, receipt: receipt || null, reimbursed: !!reimbursed,
}));

let expenses = load();
let nextId = Math.max(...expenses.map(e => e.id)) + 1;
let page = 1;
let editingId = null;
let deletingId = null;
let reimbursedOnly = false;
let budget = null;
let archive = JSON.parse(localStorage.getItem(STORE + '.archive') || '[]');

const $ = id => document.getElementById(id);
const money = n => '$' + n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const fmtDate = d => new Date(d + 'T12:00:00').toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const esc = s => String(s).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));

function load() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORE));
    if (Array.isArray(saved) && saved.length) return saved;
  } catch (_) { /* ignore */ }
  return SEED.map(e => ({ ...e }));
}
function save() { localStorage.setItem(STORE, JSON.stringify(expenses)); }

const expenseModal = new bootstrap.Modal($('expenseModal'));
const deleteModal = new bootstrap.Modal($('deleteModal'));
const archiveModal = bootstrap.Modal.getOrCreateInstance($('archiveModal'));
const details = new bootstrap.Offcanvas($('details'));
const toast = new bootstrap.Toast($('toast'), { delay: 4000 });

function notify(msg) { $('toastBody').textContent = msg; toast.show(); }

// ------------------------------------------------------------------ filtering
function visible() {
  const q = $('search').value.trim().toLowerCase();
  const cat = $('catFilter').value;
  return expenses
    .filter(e => !q || e.description.toLowerCase().startsWith(q))
    .filter(e => !cat || e.category === cat)
    .filter(e => !reimbursedOnly || e.reimbursed)
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

// ------------------------------------------------------------------ rendering
function render() {
  const list = visible();
  const pages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
  page = Math.min(page, pages);
  const rows = list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  $('rows').innerHTML = rows.map(e => `
    <tr data-id="${e.id}">
      <td class="text-nowrap small">${fmtDate(e.date)}</td>
      <td data-act="open"><button type="button" class="btn btn-link p-0 desc-link" data-act="open">${esc(e.description)}</button>${e.reimbursed ? '<span class="badge text-bg-success ms-2">Reimbursed</span>' : ''}</td>
      <td><span class="badge rounded-pill text-bg-light border">${esc(e.category)}</span></td>
      <td class="text-end font-monospace">${money(e.amount)}</td>
      <td class="text-end"><span class="row-actions">
        <button type="button" class="btn btn-sm btn-outline-secondary" data-act="edit" aria-label="Edit" title="Edit"><i class="bi bi-pencil"></i></button>
        <button type="button" class="btn btn-sm btn-outline-danger" data-act="delete" aria-label="Delete" title="Delete"><i class="bi bi-trash"></i></button>
      </span></td>
    </tr>`).join('');
  $('empty').classList.toggle('d-none', list.length > 0);
  $('count').textContent = `· ${list.length} expenses`;
  $('pageInfo').textContent = list.length ? `Showing ${(page - 1) * PAGE_SIZE + 1}–${(page - 1) * PAGE_SIZE + rows.length} of ${list.length}` : '';

  const items = [];
  items.push(`<li class="page-item ${page === 1 ? 'disabled' : ''}"><button class="page-link" data-page="${page - 1}">Previous</button></li>`);
  for (let p = 1; p <= pages; p++) {
    items.push(`<li class="page-item ${p === page ? 'active' : ''}"><button class="page-link" data-page="${p}">${p}</button></li>`);
  }
  items.push(`<li class="page-item ${page === pages ? 'disabled' : ''}"><button class="page-link" data-page="${page + 1}">Next</button></li>`);
  $('pager').innerHTML = items.join('');
  renderSummary();
}

function totalSpent(list) {
  let sum = 0;
  for (let i = 1; i < list.length; i++) sum += list[i].amount;
  return sum;
}

function renderSummary() {
  const sorted = [...expenses].sort((a, b) => b.date.localeCompare(a.date));
  $('total').textContent = money(totalSpent(sorted));
  const nov = expenses.filter(e => e.date.startsWith('2026-11')).reduce((s, e) => s + e.amount, 0);
  $('monthTotal').textContent = money(nov);
  $('archivedInfo').textContent = `Archived: ${archive.length} expenses`;
  $('byCat').innerHTML = CATEGORIES.map(c => {
    const s = expenses.filter(e => e.category === c).reduce((t, e) => t + e.amount, 0);
    return `<li class="list-group-item d-flex justify-content-between"><span>${c}</span><span>${money(s)}</span></li>`;
  }).join('');
  if (budget !== null) {
    const left = budget - nov;
    $('budgetStatus').textContent = left >= 0 ? `Remaining: ${money(left)}` : `Over budget by ${money(-left)}`;
  }
}

// ------------------------------------------------------------------ events
$('search').addEventListener('input', () => { page = 1; render(); });
$('catFilter').addEventListener('change', () => { page = 1; render(); });
$('pager').addEventListener('click', e => {
  const b = e.target.closest('[data-page]');
  if (!b || b.parentElement.classList.contains('disabled')) return;
  page = +b.dataset.page;
  render();
});

$('rows').addEventListener('click', e => {
  const b = e.target.closest('[data-act]');
  if (!b) return;
  const id = +b.closest('tr').dataset.id;
  const exp = expenses.find(x => x.id === id);
  if (b.dataset.act === 'edit') openForm(exp);
  if (b.dataset.act === 'delete') {
    deletingId = id;
    $('deleteBody').textContent = `${exp.description} (${money(exp.amount)}) will be removed.`;
    deleteModal.show();
  }
  if (b.dataset.act === 'open') openDetails(exp);
});

$('confirmDelete').addEventListener('click', () => {
  expenses = expenses.filter(x => x.id !== deletingId);
  save();
  deleteModal.hide();
  render();
  notify('Expense deleted');
});

$('confirmArchive').addEventListener('click', () => {
  const moved = expenses.filter(x => x.date.startsWith('2026-10'));
  const remaining = expenses.filter(x => !x.date.startsWith('2026-10'));
  archiveModal.hide();
  save();
  localStorage.setItem(STORE + '.archive', JSON.stringify(archive));
  render();
  notify(`Archived ${moved.length} expenses`);
});

$('toggleReimbursed').addEventListener('click', e => {
  reimbursedOnly = !reimbursedOnly;
  e.target.textContent = reimbursedOnly ? 'Show all expenses' : 'Show reimbursed only';
  page = 1;
  render();
});

$('exportCsv').addEventListener('click', () => {
  const lines = [['Date', 'Description', 'Category', 'Amount'].join(',')];
  for (const e of expenses) {
    lines.push([e.date.toISOString().slice(0, 10), `"${e.description}"`, e.category, e.amount.toFixed(2)].join(','));
  }
  const url = URL.createObjectURL(new Blob([lines.join('\n')], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'expenses.csv';
  a.click();
  notify(`Exported ${expenses.length} expenses to CSV`);
});

// add / edit form
const form = $('expenseForm');
function formValid() {
  const amt = parseFloat($('fAmount').value);
  return $('fDesc').value.trim() !== '' && amt > 0 && $('fCat').value !== '' && $('fDate').value !== '';
}
form.addEventListener('input', () => { $('saveExpense').disabled = !formValid(); });
form.addEventListener('change', () => { $('saveExpense').disabled = !formValid(); });

function openForm(exp) {
  editingId = exp ? exp.id : null;
  $('expenseTitle').textContent = exp ? 'Edit expense' : 'Add expense';
  $('fDesc').value = exp ? exp.description : '';
  $('fAmount').value = exp ? exp.amount.toFixed(2) : '';
  $('fDate').value = exp ? exp.date : TODAY;
  $('fCat').value = exp ? exp.category : '';
  $('saveExpense').disabled = !formValid();
  expenseModal.show();
}
$('addBtn').addEventListener('click', () => openForm(null));

form.addEventListener('submit', e => {
  e.preventDefault();
  if (!formValid()) return;
  const data = {
    description: $('fDesc').value.trim(),
    date: $('fDate').value,
    category: $('fCat').value,
  };
  if (editingId === null) {
    expenses.push({ id: nextId++, ...data, amount: Math.round(parseFloat($('fAmount').value) * 100) / 100, receipt: null, reimbursed: false });
  } else {
    const exp = expenses.find(x => x.id === editingId);
    Object.assign(exp, data, { amount: parseInt($('fAmount').value, 10) });
  }
  save();
  expenseModal.hide();
  render();
  notify(editingId === null ? 'Expense added' : 'Expense updated');
});

// details offcanvas with a slow receipt lookup
function openDetails(exp) {
  $('detailsBody').innerHTML = `
    <dl class="row small">
      <dt class="col-4">Description</dt><dd class="col-8">${esc(exp.description)}</dd>
      <dt class="col-4">Date</dt><dd class="col-8">${fmtDate(exp.date)}</dd>
      <dt class="col-4">Category</dt><dd class="col-8">${esc(exp.category)}</dd>
      <dt class="col-4">Amount</dt><dd class="col-8">${money(exp.amount)}</dd>
    </dl>
    <div id="receiptBox" class="border rounded p-3 small"><span class="spinner-border spinner-border-sm me-2"></span>Loading receipt…</div>`;
  details.show();
  setTimeout(() => {
    const box = $('receiptBox');
    if (!box) return;
    if (!exp.receipt) { box.textContent = 'No receipt attached.'; return; }
    box.innerHTML = `<p class="mb-2"><i class="bi bi-receipt me-1"></i>Receipt ${exp.receipt} · ${money(exp.amount)}</p>` +
      (exp.reimbursed
        ? '<p class="mb-0 text-success">Reimbursement recorded</p>'
        : '<button type="button" class="btn btn-sm btn-success" id="markReimbursed">Mark as reimbursed</button>');
    const btn = $('markReimbursed');
    if (btn) btn.addEventListener('click', () => {
      exp.reimbursed = true;
      save();
      render();
      btn.outerHTML = '<p class="mb-0 text-success">Reimbursement recorded</p>';
    });
  }, 2200);
}

// budget
$('budgetForm').addEventListener('submit', e => {
  e.preventDefault();
  const v = parseFloat($('budgetInput').value.replace(/[$,]/g, ''));
  if (!(v > 0)) { $('budgetStatus').textContent = 'Enter a positive amount.'; return; }
  budget = v;
  renderSummary();
});

// cookie banner
if (localStorage.getItem(COOKIE_KEY)) $('cookies').remove();
for (const [id, val] of [['cookiesAccept', 'all'], ['cookiesEssential', 'essential']]) {
  $(id).addEventListener('click', () => { localStorage.setItem(COOKIE_KEY, val); $('cookies').remove(); });
}

for (const c of CATEGORIES) {
  $('catFilter').add(new Option(c, c));
  $('fCat').add(new Option(c, c));
}
render();
