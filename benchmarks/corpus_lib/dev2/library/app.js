// Riverside Library loan desk (Bootstrap 5, plain JS). State in localStorage; no network.
const STORE = 'riverside.books';
const HISTORY = 'riverside.history';
const PAGE_SIZE = 8;
const MAX_RENEWALS = 2;
// The demo data is pinned to this desk date so due dates read the same every day.
const TODAY = '2025-03-10';

const PATRONS = {
  'LIB-00117': 'Omar Haddad', 'LIB-00233': 'Maria Lopez', 'LIB-00388': 'Tom Becker',
  'LIB-00421': 'Priya Nair', 'LIB-00502': 'Grace Kim',
};

const SEED = [
  ['A Wizard of Earthsea', 'Ursula K. Le Guin'], ['Beloved', 'Toni Morrison', 'LIB-00388', '2025-03-14', 1],
  ['Brave New World', 'Aldous Huxley'], ['Dune', 'Frank Herbert'], ['Kindred', 'Octavia E. Butler'],
  ['Middlemarch', 'George Eliot', 'LIB-00421', '2025-03-05', 2], ['Neuromancer', 'William Gibson', 'LIB-00117', '2025-03-20', 0],
  ['Never Let Me Go', 'Kazuo Ishiguro'], ['Parable of the Sower', 'Octavia E. Butler'], ['Pride and Prejudice', 'Jane Austen'],
  ['Rebecca', 'Daphne du Maurier', 'LIB-00117', '2025-03-18', 0], ['Small Things Like These', 'Claire Keegan'],
  ['Station Eleven', 'Emily St. John Mandel', 'LIB-00233', '2025-02-28', 0], ['The Hobbit', 'J. R. R. Tolkien'],
  ['The Left Hand of Darkness', 'Ursula K. Le Guin'], ['The Name of the Rose', 'Umberto Eco'],
  ['The Remains of the Day', 'Kazuo Ishiguro'], ['The Road', 'Cormac McCarthy', 'LIB-00502', '2025-03-01', 1],
  ['Things Fall Apart', 'Chinua Achebe'], ['To the Lighthouse', 'Virginia Woolf'], ['Villette', 'Charlotte Brontë'],
  ['Wolf Hall', 'Hilary Mantel'], ['Wuthering Heights', 'Emily Brontë'], ['Frankenstein', 'Mary Shelley'],
].map(([title, author, card, due, renewals], i) => ({
  id: i + 1, title, author, loan: card ? { card, due, renewals } : null,
}));

const SEED_HISTORY = [
  { card: 'LIB-00117', title: 'The Hobbit', returned: '2025-02-11' },
  { card: 'LIB-00117', title: 'Kindred', returned: '2025-01-20' },
  { card: 'LIB-00233', title: 'Villette', returned: '2025-02-02' },
  { card: 'LIB-00421', title: 'Dune', returned: '2025-02-25' },
];

const $ = id => document.getElementById(id);
const esc = s => String(s).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const wait = ms => new Promise(r => setTimeout(r, ms));

function loadJSON(key, fallback) {
  try { const v = JSON.parse(localStorage.getItem(key)); return v ?? fallback; } catch { return fallback; }
}
let books = loadJSON(STORE, SEED);
let history = loadJSON(HISTORY, SEED_HISTORY);
const reminded = new Set();
function save() {
  localStorage.setItem(STORE, JSON.stringify(books));
  localStorage.setItem(HISTORY, JSON.stringify(history));
}

function addDays(iso, n) {
  const d = new Date(iso + 'T12:00:00Z');
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
const daysBetween = (a, b) => Math.round((new Date(b + 'T12:00:00Z') - new Date(a + 'T12:00:00Z')) / 864e5);

// ---------------------------------------------------------------- catalogue
let query = '';
let page = 1;

function matches(b) {
  if (!query) return true;
  return b.title.toLowerCase().includes(query) || b.author.includes(query);
}

function statusCell(b) {
  if (!b.loan) return '<span class="badge text-bg-success">Available</span>';
  const late = b.loan.due < TODAY;
  return `<span class="${late ? 'text-danger' : ''}">On loan to ${esc(b.loan.card)} · due ${b.loan.due}</span>` +
    (b.loan.renewals ? ` <span class="small text-muted">(renewed ${b.loan.renewals}×)</span>` : '');
}

function actionsCell(b) {
  const t = esc(b.title);
  if (!b.loan) {
    return `<button class="btn btn-sm btn-outline-success" data-act="checkout" data-id="${b.id}" aria-label="Check out ${t}">Check out</button>`;
  }
  return `<button class="btn btn-sm btn-outline-secondary" data-act="return" data-id="${b.id}" aria-label="Return ${t}">Return</button>
    <div class="dropdown d-inline-block">
      <button class="btn btn-sm btn-link text-secondary" data-bs-toggle="dropdown" aria-expanded="false" aria-label="More actions for ${t}">
        <i class="bi bi-three-dots-vertical"></i></button>
      <ul class="dropdown-menu dropdown-menu-end">
        <li><button class="dropdown-item" data-act="renew" data-id="${b.id}">Renew for 14 days</button></li>
        <li><button class="dropdown-item" data-act="history" data-id="${b.id}">Loan history</button></li>
      </ul>
    </div>`;
}

function renderCatalogue() {
  const list = books.filter(matches).sort((a, b) => a.title.localeCompare(b.title));
  const pages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
  page = Math.min(page, pages);
  const rows = list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  $('rows').innerHTML = rows.map(b => `<tr data-id="${b.id}">
      <td class="title">${esc(b.title)}</td><td>${esc(b.author)}</td>
      <td class="status">${statusCell(b)}</td><td class="text-end text-nowrap" style="width: 1%">${actionsCell(b)}</td></tr>`).join('') ||
    '<tr><td colspan="4" class="text-muted text-center py-4">No books match your search.</td></tr>';
  $('resultCount').textContent = `${list.length} book${list.length === 1 ? '' : 's'}`;
  let pager = `<li class="page-item ${page === 1 ? 'disabled' : ''}"><a class="page-link" href="#" data-page="${page - 1}">Previous</a></li>`;
  for (let p = 1; p <= pages; p++) {
    pager += `<li class="page-item ${p === page ? 'active' : ''}"><a class="page-link" href="#" data-page="${p}">${p}</a></li>`;
  }
  pager += `<li class="page-item ${page === pages ? 'disabled' : ''}"><a class="page-link" href="#" data-page="${page + 1}">Next</a></li>`;
  $('pager').innerHTML = pager;
}

function renderOverdue() {
  const late = books.filter(b => b.loan && b.loan.due < TODAY);
  $('overdueCount').textContent = late.length || '';
  $('overdueRows').innerHTML = late.map(b => {
    const who = PATRONS[b.loan.card] || b.loan.card;
    const action = reminded.has(b.id)
      ? '<span class="badge text-bg-secondary">Reminded</span>'
      : `<button class="btn btn-sm btn-outline-primary" data-act="remind" data-id="${b.id}" aria-label="Send reminder to ${esc(who)}">Send reminder</button>`;
    return `<tr data-id="${b.id}"><td>${esc(who)} <span class="small text-muted">${b.loan.card}</span></td>
      <td>${esc(b.title)}</td><td>${b.loan.due}</td><td>${daysBetween(b.loan.due, TODAY)}</td><td class="text-end">${action}</td></tr>`;
  }).join('') || '<tr><td colspan="5" class="text-muted">Nothing overdue.</td></tr>';
}

function renderPatrons() {
  const open = [...document.querySelectorAll('#patronList .accordion-collapse.show')].map(e => e.id);
  $('patronList').innerHTML = Object.entries(PATRONS).map(([card, name], i) => {
    const current = books.filter(b => b.loan && b.loan.card === card);
    const past = history.filter(h => h.card === card);
    const id = `patron-${i}`;
    return `<div class="accordion-item">
      <h2 class="accordion-header"><button class="accordion-button ${open.includes(id) ? '' : 'collapsed'}" type="button"
        data-bs-toggle="collapse" data-bs-target="#${id}">${esc(name)} <span class="ms-2 small text-muted">${card} · ${current.length} on loan</span></button></h2>
      <div id="${id}" class="accordion-collapse collapse ${open.includes(id) ? 'show' : ''}" data-bs-parent="#patronList">
        <div class="accordion-body">
          <h6>Current loans</h6>
          <ul>${current.map(b => `<li>${esc(b.title)} · due ${b.loan.due}</li>`).join('') || '<li class="text-muted">None</li>'}</ul>
          <h6>Returned</h6>
          <ul>${past.map(h => `<li>${esc(h.title)} · returned ${h.returned}</li>`).join('') || '<li class="text-muted">None</li>'}</ul>
        </div>
      </div></div>`;
  }).join('');
}

function render() { renderCatalogue(); renderOverdue(); renderPatrons(); }

let toastObj;
function toast(msg) {
  $('toastText').textContent = msg;
  toastObj = toastObj || bootstrap.Toast.getOrCreateInstance($('toast'));
  toastObj.show();
}

// search, debounced like the real catalogue API call
let debounce;
$('search').addEventListener('input', e => {
  clearTimeout(debounce);
  debounce = setTimeout(() => { query = e.target.value.trim().toLowerCase(); page = 1; renderCatalogue(); }, 400);
});

$('pager').addEventListener('click', e => {
  const a = e.target.closest('[data-page]');
  if (!a) return;
  e.preventDefault();
  if (a.parentElement.classList.contains('disabled')) return;
  page = Number(a.dataset.page);
  renderCatalogue();
});

// ---------------------------------------------------------------- check out
const loanModal = new bootstrap.Modal($('loanModal'));
let loanBook = null;

function openLoan(b) {
  loanBook = b;
  $('loanForm').reset();
  $('loanBook').textContent = `${b.title} — ${b.author}`;
  $('confirmLoan').disabled = true;
  loanModal.show();
}
$('loanModal').addEventListener('shown.bs.modal', () => $('card').focus());
$('loanForm').addEventListener('input', () => { $('confirmLoan').disabled = !$('loanForm').checkValidity(); });
$('loanForm').addEventListener('submit', async e => {
  e.preventDefault();
  const form = e.target;
  if (!form.checkValidity()) return;
  const card = form.card.value.trim().toUpperCase();
  const days = Number(form.querySelector('input[name=period]').value);
  const btn = $('confirmLoan');
  btn.disabled = true;
  btn.innerHTML = '<span class="spinner-border spinner-border-sm"></span> Saving…';
  await wait(1200);
  loanBook.loan = { card, due: addDays(TODAY, days), renewals: 0 };
  save();
  btn.textContent = 'Confirm loan';
  loanModal.hide();
  render();
  toast(`Loan recorded: ${loanBook.title}, due ${loanBook.loan.due}`);
});

// ---------------------------------------------------------------- return with undo
let pending = null;
let pendingTimer = null;

function showSnack(text) {
  $('snackText').textContent = text;
  $('snackbar').classList.remove('d-none');
}
function hideSnack() { $('snackbar').classList.add('d-none'); }

function returnBook(b) {
  if (pending) commitReturn();
  pending = { book: b, loan: b.loan };
  b.loan = null;
  render();
  showSnack(`“${b.title}” returned.`);
  pendingTimer = setTimeout(commitReturn, 5000);
}

function commitReturn() {
  clearTimeout(pendingTimer);
  if (!pending) return;
  hideSnack();
  pending = null;
  history.unshift({ card: pending.loan.card, title: pending.book.title, returned: TODAY });
  save();
  renderPatrons();
}

$('undoBtn').addEventListener('click', () => {
  if (!pending) return;
  clearTimeout(pendingTimer);
  pending.book.loan = pending.loan;
  pending = null;
  hideSnack();
  render();
});
$('snackClose').addEventListener('click', commitReturn);

// ---------------------------------------------------------------- renew / remind
function renew(b) {
  if (b.loan.renewals >= MAX_RENEWALS - 1) {
    toast(`Renewal limit reached for ${b.title}.`);
    return;
  }
  b.loan.due = addDays(b.loan.due, 14);
  b.loan.renewals += 1;
  save();
  render();
  toast(`Renewed: ${b.title}, now due ${b.loan.due}`);
}

async function remind(b, btn) {
  btn.disabled = true;
  btn.innerHTML = '<span class="spinner-border spinner-border-sm"></span> Sending…';
  await wait(800);
  reminded.add(b.id);
  renderOverdue();
  toast(`Reminder sent to ${PATRONS[b.loan.card]}.`);
}

document.addEventListener('click', e => {
  const el = e.target.closest('[data-act]');
  if (!el) return;
  const b = books.find(x => x.id === Number(el.dataset.id));
  if (!b) return;
  switch (el.dataset.act) {
    case 'checkout': openLoan(b); break;
    case 'return': returnBook(b); break;
    case 'renew': renew(b); break;
    case 'remind': remind(b, el); break;
    case 'history': toast(`${b.title}: ${history.filter(h => h.title === b.title).length} earlier loans.`); break;
  }
});

// ---------------------------------------------------------------- add book
const addModal = bootstrap.Modal.getOrCreateInstance($('addModal'));

function isbn13Valid(raw) {
  const d = raw.replace(/-/g, '');
  if (!/^\d{13}$/.test(d)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(d[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(d[12]);
}

$('addForm').addEventListener('input', () => {
  const isbn = $('a-isbn');
  isbn.setCustomValidity(isbn.value && !isbn13Valid(isbn.value) ? 'Check digit does not match' : '');
  isbn.classList.toggle('is-invalid', !!isbn.value && !isbn.checkValidity());
  $('addSubmit').disabled = !$('addForm').checkValidity();
});
$('addForm').addEventListener('submit', e => {
  e.preventDefault();
  const f = e.target;
  if (!f.checkValidity()) return;
  books.push({ id: Math.max(...books.map(b => b.id)) + 1, title: $('a-title').value.trim(), author: $('a-author').value.trim(),
    isbn: $('a-isbn').value.replace(/-/g, ''), year: Number($('a-year').value), loan: null });
  save();
  f.reset();
  $('addSubmit').disabled = true;
  addModal.hide();
  render();
  toast('Book added to the catalogue.');
});

// ---------------------------------------------------------------- cookie banner
if (!localStorage.getItem('riverside.cookies')) $('cookieBanner').classList.remove('d-none');
for (const [id, v] of [['cookieAccept', 'all'], ['cookieEssential', 'essential']]) {
  $(id).addEventListener('click', () => {
    localStorage.setItem('riverside.cookies', v);
    $('cookieBanner').classList.add('d-none');
  });
}

$('deskDate').textContent = TODAY;
render();
