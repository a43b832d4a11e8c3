// Riverside Library circulation desk: catalogue, loans and members. Plain JS + Shoelace components.
// State lives in localStorage; the "server" is faked with timers. "Today" is pinned for stable dates.
const KEY = 'dev6-library';
const TODAY = '2025-03-10';
const MAX_RENEWALS = 2;

const $ = id => document.getElementById(id);
// Shoelace's autoloader defines components lazily; open dialogs/drawers once they are defined
const showEl = el => customElements.whenDefined(el.localName).then(() => el.show());
const hideEl = el => customElements.whenDefined(el.localName).then(() => el.hide());
const esc = s => String(s).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
function addDays(iso, n) {
  const d = new Date(iso + 'T00:00:00Z');
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
const daysBetween = (a, b) => Math.round((new Date(b + 'T00:00:00Z') - new Date(a + 'T00:00:00Z')) / 86400000);

function seed() {
  const B = (id, title, author, shelf, copies, year, extra = {}) => ({
    id, title, author, shelf, copies, year, isbn: '978-0-' + String(100000 + id * 7919).slice(0, 6) + '-' + (id % 10),
    publisher: ['Penguin', 'Vintage', 'Faber', 'Ace', 'Picador'][id % 5], format: id % 3 ? 'Paperback' : 'Hardback',
    lang: 'English', holds: [], isNew: false, ...extra });
  return {
    books: [
      B(1, 'Beloved', 'Toni Morrison', 'F-MOR', 2, 1987), B(2, 'Circe', 'Madeline Miller', 'F-MIL', 1, 2018),
      B(3, 'Dune', 'Frank Herbert', 'SF-HER', 2, 1965), B(4, 'Educated', 'Tara Westover', 'B-WES', 1, 2018),
      B(5, 'Kindred', 'Octavia E. Butler', 'F-BUT', 1, 1979), B(6, 'Neuromancer', 'William Gibson', 'SF-GIB', 1, 1984, { holds: [4] }),
      B(7, 'The Hobbit', 'J. R. R. Tolkien', 'F-TOL', 3, 1937), B(8, 'Middlemarch', 'George Eliot', 'F-ELI', 2, 1871),
      B(9, 'Frankenstein', 'Mary Shelley', 'F-SHE', 2, 1818), B(10, 'Jane Eyre', 'Charlotte Brontë', 'F-BRO', 1, 1847),
      B(11, 'Sapiens', 'Yuval Noah Harari', 'N-HAR', 2, 2011), B(12, 'The Road', 'Cormac McCarthy', 'F-MCC', 1, 2006),
      B(13, 'Atonement', 'Ian McEwan', 'F-MCE', 1, 2001), B(14, 'Rebecca', 'Daphne du Maurier', 'F-DUM', 1, 1938),
      B(15, 'Persuasion', 'Jane Austen', 'F-AUS', 2, 1817), B(16, 'Foundation', 'Isaac Asimov', 'SF-ASI', 2, 1951),
      B(17, 'Hyperion', 'Dan Simmons', 'SF-SIM', 1, 1989), B(18, 'Gilead', 'Marilynne Robinson', 'F-ROB', 1, 2004),
      B(19, 'Normal People', 'Sally Rooney', 'F-ROO', 2, 2018), B(20, 'Quiet', 'Susan Cain', 'N-CAI', 1, 2012),
      B(21, 'Klara and the Sun', 'Kazuo Ishiguro', 'F-ISH', 2, 2021, { isNew: true }),
      B(22, 'Piranesi', 'Susanna Clarke', 'F-CLA', 1, 2020, { isNew: true }),
      B(23, 'Lessons in Chemistry', 'Bonnie Garmus', 'F-GAR', 2, 2022, { isNew: true }),
    ],
    members: [
      { id: 1, name: 'Priya Nair', email: 'priya@example.org', since: 2021, reminders: true },
      { id: 2, name: 'Sam Lee', email: 'sam.lee@example.org', since: 2019, reminders: true },
      { id: 3, name: 'Ana Costa', email: 'ana.costa@example.org', since: 2023, reminders: true },
      { id: 4, name: 'Marta Ruiz', email: 'marta@example.org', since: 2017, reminders: false },
      { id: 5, name: 'Jon Berg', email: 'jon.berg@example.org', since: 2024, reminders: true },
    ],
    loans: [
      { id: 1, bookId: 7, memberId: 1, due: '2025-03-14', renewals: 0 },
      { id: 2, bookId: 5, memberId: 2, due: '2025-03-09', renewals: 1 },
      { id: 3, bookId: 1, memberId: 3, due: '2025-03-01', renewals: 0 },
      { id: 4, bookId: 2, memberId: 4, due: '2025-02-20', renewals: 2 },
      { id: 5, bookId: 4, memberId: 1, due: '2025-03-20', renewals: 0 },
      { id: 6, bookId: 6, memberId: 5, due: '2025-03-24', renewals: 0 },
    ],
    nextLoan: 7,
    nextMember: 6,
  };
}

let state;
try { state = JSON.parse(localStorage.getItem(KEY)); } catch (e) { state = null; }
if (!state || !Array.isArray(state.books)) state = seed();
const save = () => localStorage.setItem(KEY, JSON.stringify(state));
save();

// what the "server" last confirmed for members; a background refresh pulls it back in
let serverMembers = JSON.stringify(state.members);

const book = id => state.books.find(b => b.id === id);
const member = id => state.members.find(m => m.id === id);
const available = b => b.copies - state.loans.filter(l => l.bookId === b.id).length;
const daysLate = l => daysBetween(l.due, TODAY);
const isOverdue = l => daysLate(l) > 1;

function toast(message, variant = 'primary') {
  const alert = Object.assign(document.createElement('sl-alert'), { variant, closable: true, duration: 2000 });
  alert.innerHTML = `<sl-icon slot="icon" name="check2-circle"></sl-icon>${esc(message)}`;
  document.body.append(alert);
  customElements.whenDefined('sl-alert').then(() => alert.toast());
}

// ------------------------------------------------------------------------------------------ catalogue
let catalogueSynced = false;
function renderCatalogue() {
  const q = $('cat-search').value.trim().toLowerCase();
  let rows = state.books.filter(b => catalogueSynced || !b.isNew);
  rows = rows.sort((a, b) => (b.isNew - a.isNew) || a.title.localeCompare(b.title));
  if (q) rows = rows.filter(b => (b.title + ' ' + b.author).toLowerCase().includes(q));
  $('catalogue').tBodies[0].innerHTML = rows.map(b => {
    const av = available(b);
    return `<tr class="${b.isNew ? 'new-arrival' : ''}" data-book="${b.id}">
      <td><button class="linkish" data-open-book="${b.id}">${esc(b.title)}</button></td>
      <td>${esc(b.author)}</td><td>${b.isbn}</td><td>${b.year}</td><td>${b.publisher}</td><td>${b.shelf}</td>
      <td>${b.format}</td><td>${b.lang}</td><td>${av} of ${b.copies} available</td>
      <td><sl-button size="small" data-borrow="${b.id}" ${av > 0 ? '' : 'disabled'}>Borrow</sl-button></td></tr>`;
  }).join('');
}
$('cat-search').addEventListener('sl-input', renderCatalogue);
$('catalogue').addEventListener('click', e => {
  const open = e.target.closest('[data-open-book]');
  if (open) return openBook(Number(open.dataset.openBook));
  const borrow = e.target.closest('[data-borrow]');
  if (borrow && !borrow.disabled) openBorrow(Number(borrow.dataset.borrow));
});

// ---------------------------------------------------------------------------------------------- borrow
let borrowBook = null;
let loanDays = 14;
function memberOptions(sel) {
  sel.innerHTML = state.members.map(m => `<sl-option value="${m.id}">${esc(m.name)}</sl-option>`).join('');
}
function openBorrow(id) {
  borrowBook = book(id);
  $('borrow-title').textContent = `${borrowBook.title} — ${borrowBook.author}`;
  memberOptions($('borrow-member'));
  $('borrow-member').value = '';
  $('borrow-period').value = '14';
  loanDays = 14;
  $('borrow-confirm').disabled = true;
  showEl($('borrow-dialog'));
}
$('borrow-period').addEventListener('change', e => { loanDays = Number(e.target.value); });
$('borrow-member').addEventListener('sl-change', () => { $('borrow-confirm').disabled = !$('borrow-member').value; });
$('borrow-cancel').addEventListener('click', () => hideEl($('borrow-dialog')));
$('borrow-confirm').addEventListener('click', () => {
  if ($('borrow-confirm').disabled || $('borrow-confirm').dataset.busy) return;
  const memberId = Number($('borrow-member').value);
  const days = loanDays;
  $('borrow-confirm').dataset.busy = '1';
  // the circulation server takes a couple of seconds; the dialog waits
  setTimeout(() => {
    delete $('borrow-confirm').dataset.busy;
    state.loans.push({ id: state.nextLoan++, bookId: borrowBook.id, memberId, due: addDays(TODAY, days), renewals: 0 });
    save();
    hideEl($('borrow-dialog'));
    renderAll();
    toast(`Loan recorded: ${borrowBook.title} to ${member(memberId).name}`, 'success');
  }, 2200);
});

// ----------------------------------------------------------------------------------------------- loans
function renderLoans() {
  const only = $('overdue-only').checked;
  const loans = state.loans.filter(l => !only || isOverdue(l)).sort((a, b) => a.due.localeCompare(b.due));
  $('loan-count').textContent = state.loans.length;
  $('overdue-summary').textContent = `${state.loans.filter(isOverdue).length} overdue`;
  $('loans').tBodies[0].innerHTML = loans.map(l => {
    const late = daysLate(l);
    return `<tr data-loan="${l.id}">
      <td>${esc(book(l.bookId).title)}</td><td>${esc(member(l.memberId).name)}</td><td>Due ${l.due}</td>
      <td>${l.renewals} of ${MAX_RENEWALS}</td>
      <td>${isOverdue(l) ? `<span class="overdue">Overdue ${late} day${late === 1 ? '' : 's'}</span>` : 'On loan'}</td>
      <td><sl-icon-button name="arrow-repeat" label="Renew loan" data-renew="${l.id}" ${l.renewals + 1 >= MAX_RENEWALS ? 'disabled' : ''}></sl-icon-button>
          <sl-button size="small" data-return="${l.id}">Return</sl-button></td></tr>`;
  }).join('');
}
$('overdue-only').addEventListener('sl-change', renderLoans);
let returning = null;
$('loans').addEventListener('click', e => {
  const r = e.target.closest('[data-renew]');
  if (r && !r.disabled) {
    const l = state.loans.find(x => x.id === Number(r.dataset.renew));
    l.due = addDays(l.due, 14);
    l.renewals += 1;
    save();
    renderLoans();
    toast(`Renewed until ${l.due}`);
    return;
  }
  const ret = e.target.closest('[data-return]');
  if (ret) {
    returning = state.loans.find(x => x.id === Number(ret.dataset.return));
    $('return-text').textContent = `Return “${book(returning.bookId).title}” from ${member(returning.memberId).name}?`;
    showEl($('return-dialog'));
  }
});
$('return-cancel').addEventListener('click', () => hideEl($('return-dialog')));
$('return-confirm').addEventListener('click', () => {
  state.loans = state.loans.filter(l => l !== returning);
  save();
  hideEl($('return-dialog'));
  renderAll();
  toast('Book returned');
});

// -------------------------------------------------------------------------------------- book drawer
let openBookId = null;
function renderBookDrawer() {
  const b = book(openBookId);
  $('book-drawer').label = b.title;
  $('book-facts').innerHTML = `<dt>Author</dt><dd>${esc(b.author)}</dd><dt>Shelf</dt><dd>Shelf ${b.shelf}</dd>
    <dt>Copies</dt><dd>${available(b)} of ${b.copies} available</dd><dt>Holds</dt><dd>Holds: ${b.holds.length}</dd>`;
}
function openBook(id) {
  openBookId = id;
  renderBookDrawer();
  memberOptions($('hold-member'));
  $('hold-member').value = '';
  $('hold-submit').disabled = true;
  $('hold-details').open = false;
  showEl($('book-drawer'));
}
$('hold-member').addEventListener('sl-change', () => { $('hold-submit').disabled = !$('hold-member').value; });
$('hold-submit').addEventListener('click', () => {
  const b = book(openBookId);
  const mid = Number($('hold-member').value);
  if (!mid || b.holds.includes(mid)) return;
  b.holds.push(mid);
  save();
  renderBookDrawer();
  toast(`Hold placed for ${member(mid).name}: position ${b.holds.length} in the queue`);
});

// --------------------------------------------------------------------------------------------- members
function renderMembers() {
  $('members').tBodies[0].innerHTML = state.members.map(m => `<tr>
    <td><button class="linkish" data-open-member="${m.id}">${esc(m.name)}</button></td><td>${esc(m.email)}</td>
    <td>${m.since}</td><td>Reminders: ${m.reminders ? 'on' : 'off'}</td></tr>`).join('');
}
$('members').addEventListener('click', e => {
  const o = e.target.closest('[data-open-member]');
  if (o) openMember(Number(o.dataset.openMember));
});
let openMemberId = null;
function renderMemberDrawer() {
  const m = member(openMemberId);
  if (!m) return;
  const loans = state.loans.filter(l => l.memberId === m.id).map(l => book(l.bookId).title);
  $('member-drawer').label = m.name;
  $('member-facts').innerHTML = `<dt>Email</dt><dd>${esc(m.email)}</dd><dt>Since</dt><dd>Member since ${m.since}</dd>
    <dt>Loans</dt><dd>${loans.length ? loans.map(esc).join(', ') : 'None'}</dd>`;
  $('member-reminders').checked = m.reminders;
}
function openMember(id) {
  openMemberId = id;
  renderMemberDrawer();
  showEl($('member-drawer'));
}
function refreshMembers() {
  // pull the server's copy so edits made at other desks show up
  state.members = JSON.parse(serverMembers);
  save();
  renderMembers();
  renderMemberDrawer();
}
$('member-reminders').addEventListener('sl-change', () => {
  const m = member(openMemberId);
  m.reminders = $('member-reminders').checked;
  save();
  renderMembers();
  toast(`Email reminders ${m.reminders ? 'on' : 'off'} for ${m.name}`);
  setTimeout(refreshMembers, 1500);
});

// new member: the email is checked when the field loses focus
const EMAIL_RE = /^[a-z0-9._-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
let emailOk = false;
function updateSubmit() { $('mf-submit').disabled = !(emailOk && $('mf-name').value.trim()); }
$('new-member').addEventListener('click', () => {
  $('member-form').hidden = false;
  $('mf-name').focus();
});
$('mf-email').addEventListener('sl-blur', () => {
  const v = $('mf-email').value.trim();
  emailOk = EMAIL_RE.test(v);
  $('mf-email').helpText = emailOk || !v ? 'We send due-date reminders here.' : 'Enter a valid email address.';
  $('mf-email').toggleAttribute('data-user-invalid', !emailOk && !!v);
  updateSubmit();
});
$('mf-email').addEventListener('sl-input', () => { emailOk = false; updateSubmit(); });
$('mf-name').addEventListener('sl-input', updateSubmit);
$('mf-submit').addEventListener('click', () => {
  if ($('mf-submit').disabled) return;
  const m = { id: state.nextMember++, name: $('mf-name').value.trim(), email: $('mf-email').value.trim(), since: 2025, reminders: true };
  state.members.push(m);
  serverMembers = JSON.stringify(state.members);
  save();
  renderMembers();
  $('member-form').reset?.();
  for (const id of ['mf-name', 'mf-email', 'mf-phone', 'mf-address', 'mf-dob']) $(id).value = '';
  emailOk = false;
  updateSubmit();
  $('member-form').hidden = true;
  toast(`${m.name} is now a member`, 'success');
});

// ---------------------------------------------------------------------------------------- quick find
function findMatches() {
  const q = $('find-input').value.trim().toLowerCase();
  return q ? state.members.filter(m => m.name.toLowerCase().includes(q)) : [];
}
function renderFind() {
  $('find-results').innerHTML = findMatches().map((m, i) =>
    `<li class="${i === 0 ? 'active' : ''}">${esc(m.name)} <span class="muted">${esc(m.email)}</span></li>`).join('');
}
document.addEventListener('keydown', e => {
  if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
    e.preventDefault();
    $('find-input').value = '';
    renderFind();
    showEl($('find-dialog'));
  }
});
$('find-input').addEventListener('sl-input', renderFind);
$('find-input').addEventListener('keydown', e => {
  if (e.key !== 'Enter') return;
  const m = findMatches()[0];
  if (!m) return;
  hideEl($('find-dialog'));
  openMember(m.id);
});

// -------------------------------------------------------------------------------------------- startup
function renderAll() {
  renderCatalogue();
  renderLoans();
  renderMembers();
}
Promise.all(['sl-input', 'sl-switch', 'sl-tab-group'].map(t => customElements.whenDefined(t))).then(() => {
  renderAll();
  // the saved catalogue shows at once; the server's copy (with new arrivals on top) replaces it a moment later
  setTimeout(() => {
    catalogueSynced = true;
    $('cat-status').textContent = 'Up to date';
    renderCatalogue();
  }, 1000);
});
