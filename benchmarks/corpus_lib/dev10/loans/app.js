// Stackroom circulation desk: loans, holds and members of one branch. State lives in localStorage.
'use strict';

const TODAY = '2025-04-15'; // pinned: the desk's screens are checked against this day
const PAGE_SIZE = 8;
const MAX_DAYS = 28;
const KEY = { loans: 'stackroom.loans', holds: 'stackroom.holds', waived: 'stackroom.waived' };

const SEED_LOANS = [
  ['Pachinko', 'Min Jin Lee', 'Noor Haddad', '2025-04-01'],
  ['Beloved', 'Toni Morrison', 'Sam Whitaker', '2025-04-04'],
  ['Educated', 'Tara Westover', 'Ruth Mensah', '2025-04-08'],
  ['The Road', 'Cormac McCarthy', 'Kenji Ito', '2025-04-11'],
  ['Normal People', 'Sally Rooney', 'Noor Haddad', '2025-04-16'],
  ['Station Eleven', 'Emily St. John Mandel', 'Lucia Moreno', '2025-04-17'],
  ['Hamnet', "Maggie O'Farrell", 'Ben Carter', '2025-04-18'],
  ['Piranesi', 'Susanna Clarke', 'Ada Okafor', '2025-04-22'],
  ['Middlemarch', 'George Eliot', 'Priya Shah', '2025-04-23'],
  ['The Overstory', 'Richard Powers', 'Tomás Díaz', '2025-04-24'],
  ['Small Things Like These', 'Claire Keegan', 'Oskar Lind', '2025-04-25'],
  ['Klara and the Sun', 'Kazuo Ishiguro', 'Sam Whitaker', '2025-04-26'],
  ['Shuggie Bain', 'Douglas Stuart', 'Ruth Mensah', '2025-04-28'],
  ['Tomorrow, and Tomorrow, and Tomorrow', 'Gabrielle Zevin', 'Ada Okafor', '2025-04-29'],
  ['The Vanishing Half', 'Brit Bennett', 'Kenji Ito', '2025-04-30'],
  ['A Gentleman in Moscow', 'Amor Towles', 'Zainab Bello', '2025-05-01'],
  ['Circe', 'Madeline Miller', 'Noor Haddad', '2025-05-02'],
  ['Homegoing', 'Yaa Gyasi', 'Lucia Moreno', '2025-05-03'],
  ['The Dutch House', 'Ann Patchett', 'Ben Carter', '2025-05-05'],
  ['Lessons in Chemistry', 'Bonnie Garmus', 'Priya Shah', '2025-05-06'],
].map(([title, author, member, due], i) => ({ id: i + 1, title, author, member, due, status: 'out' }));

const SHELF = [
  ['The Left Hand of Darkness', 'Ursula K. Le Guin'], ['Dune', 'Frank Herbert'], ['Americanah', 'Chimamanda Ngozi Adichie'],
  ['The Remains of the Day', 'Kazuo Ishiguro'], ['Never Let Me Go', 'Kazuo Ishiguro'], ['Wolf Hall', 'Hilary Mantel'],
  ['Gilead', 'Marilynne Robinson'], ['Sapiens', 'Yuval Noah Harari'],
];
const MEMBERS = ['Ada Okafor', 'Ben Carter', 'Kenji Ito', 'Lucia Moreno', 'Noor Haddad', 'Oskar Lind', 'Priya Shah',
  'Ruth Mensah', 'Sam Whitaker', 'Tomás Díaz', 'Zainab Bello', 'Hugo Brandt'];

const SEED_HOLDS = [
  { book: 'Tomorrow, and Tomorrow, and Tomorrow', queue: ['Sam Whitaker', 'Oskar Lind', 'Priya Shah'] },
  { book: 'Klara and the Sun', queue: ['Ben Carter', 'Lucia Moreno', 'Ruth Mensah'] },
  { book: 'Hamnet', queue: ['Zainab Bello', 'Kenji Ito'] },
];

const load = (k, seed) => { try { const v = JSON.parse(localStorage.getItem(k)); return v ?? structuredClone(seed); } catch { return structuredClone(seed); } };
const save = (k, v) => localStorage.setItem(k, JSON.stringify(v));

const state = {
  loans: load(KEY.loans, SEED_LOANS),
  holds: load(KEY.holds, SEED_HOLDS),
  waived: load(KEY.waived, []),
  tab: 'all', query: '', page: 1, ready: false,
  members: [], memberBatch: 0,
};

// ------------------------------------------------------------------ dates
const parse = iso => new Date(iso + 'T12:00:00');
const iso = d => d.toISOString().slice(0, 10);
const addDays = (s, n) => { const d = parse(s); d.setDate(d.getDate() + n); return iso(d); };
const daysBetween = (a, b) => Math.round((parse(b) - parse(a)) / 86400000);
const nice = s => parse(s).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const isOverdue = l => l.status === 'out' && l.due < TODAY;
const esc = s => String(s).replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));

function toast(msg) {
  const el = document.createElement('div');
  el.className = 'toast align-items-center text-bg-dark border-0';
  el.setAttribute('role', 'status');
  el.innerHTML = `<div class="d-flex"><div class="toast-body">${esc(msg)}</div>
    <button type="button" class="btn-close btn-close-white me-2 m-auto" data-bs-dismiss="toast" aria-label="Close"></button></div>`;
  document.getElementById('toasts').append(el);
  const t = new bootstrap.Toast(el, { delay: 4000 });
  el.addEventListener('hidden.bs.toast', () => el.remove());
  t.show();
}

function confirmBox(title, body, okText, onOk) {
  const m = document.getElementById('confirm');
  document.getElementById('confirm-title').textContent = title;
  document.getElementById('confirm-body').textContent = body;
  const ok = document.getElementById('confirm-ok');
  ok.textContent = okText;
  ok.onclick = () => { bootstrap.Modal.getInstance(m).hide(); onOk(); };
  bootstrap.Modal.getOrCreateInstance(m).show();
}

// ------------------------------------------------------------------ loans list
function visibleLoans() {
  const q = state.query.trim().toLowerCase();
  let list = state.loans.filter(l => l.status === 'out');
  if (q) list = list.filter(l => (l.title + ' ' + l.member).toLowerCase().includes(q));
  else if (state.tab === 'overdue') list = list.filter(isOverdue);
  return list.sort((a, b) => a.due.localeCompare(b.due) || a.id - b.id);
}

function updateBadges() {
  document.getElementById('overdue-count').textContent = state.loans.filter(isOverdue).length;
}

function renderLoans() {
  if (!state.ready) return;
  const list = visibleLoans();
  const pages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
  state.page = Math.min(state.page, pages);
  const start = (state.page - 1) * PAGE_SIZE;
  const rows = list.slice(start, start + PAGE_SIZE);
  document.getElementById('loan-rows').innerHTML = rows.map((l, i) => `
    <tr class="loan-row" data-id="${l.id}">
      <td><div class="loan-title">${esc(l.title)}</div><div class="loan-sub">${esc(l.author)}</div></td>
      <td>${esc(l.member)}</td>
      <td class="due-cell">${nice(l.due)}</td>
      <td>${isOverdue(l) ? '<span class="badge text-bg-danger">Overdue</span>' : '<span class="badge text-bg-success">On loan</span>'}</td>
      <td class="text-end">
        <div class="dropdown">
          <button class="btn btn-sm btn-light" data-bs-toggle="dropdown" aria-expanded="false" aria-label="Actions for ${esc(l.title)}">⋯</button>
          <ul class="dropdown-menu dropdown-menu-end">
            <li><button class="dropdown-item" data-act="renew" data-row="${i}">Renew</button></li>
            <li><button class="dropdown-item" data-act="checkin" data-id="${l.id}">Check in</button></li>
            <li><button class="dropdown-item text-danger" data-act="lost" data-id="${l.id}">Report lost</button></li>
          </ul>
        </div>
      </td>
    </tr>`).join('') || '<tr><td colspan="5" class="text-center text-muted py-4">No loans match.</td></tr>';
  document.getElementById('loan-range').textContent =
    list.length ? `${start + 1}–${start + rows.length} of ${list.length} loans` : '0 loans';
  const pager = document.getElementById('pager');
  const item = (label, page, disabled, active) =>
    `<li class="page-item ${disabled ? 'disabled' : ''} ${active ? 'active' : ''}"><button class="page-link" data-page="${page}">${label}</button></li>`;
  let html = item('Previous', state.page - 1, state.page === 1, false);
  for (let p = 1; p <= pages; p++) html += item(p, p, false, p === state.page);
  html += item('Next', state.page + 1, state.page === pages, false);
  pager.innerHTML = html;
  updateBadges();
}

// A renewal runs 14 days from today.
function renew(rowIndex) {
  const loan = state.loans[(state.page - 1) * 10 + rowIndex];
  if (!loan) return;
  const until = addDays(TODAY, 14);
  confirmBox('Renew loan', `Renew “${loan.title}” for ${loan.member} until ${nice(until)}?`, 'Renew', () => {
    loan.due = until;
    save(KEY.loans, state.loans);
    renderLoans();
    toast(`Renewed until ${nice(until)}`);
  });
}

function checkIn(id) {
  const loan = state.loans.find(l => l.id === id);
  confirmBox('Check in', `Check in “${loan.title}” from ${loan.member}?`, 'Check in', () => {
    loan.status = 'returned';
    loan.returned = TODAY;
    save(KEY.loans, state.loans);
    renderLoans();
    toast(`“${loan.title}” checked in`);
  });
}

let lostLoan = null;
function reportLost(id) {
  lostLoan = state.loans.find(l => l.id === id);
  document.getElementById('lost-what').textContent = `“${lostLoan.title}”, on loan to ${lostLoan.member}.`;
  const fee = document.getElementById('lost-fee');
  fee.value = '';
  document.getElementById('lost-ok').disabled = true;
  bootstrap.Modal.getOrCreateInstance(document.getElementById('lost')).show();
}
document.getElementById('lost-fee').addEventListener('input', e => {
  document.getElementById('lost-ok').disabled = !(e.target.valueAsNumber > 0);
});
document.getElementById('lost-ok').addEventListener('click', () => {
  const fee = parseFloat(document.getElementById('lost-fee').value.replace(',', '.'));
  lostLoan.status = 'lost';
  lostLoan.fee = fee;
  save(KEY.loans, state.loans);
  bootstrap.Modal.getInstance(document.getElementById('lost')).hide();
  renderLoans();
  toast(`“${lostLoan.title}” reported lost`);
});

document.getElementById('loan-rows').addEventListener('click', e => {
  const b = e.target.closest('[data-act]');
  if (!b) return;
  if (b.dataset.act === 'renew') renew(Number(b.dataset.row));
  if (b.dataset.act === 'checkin') checkIn(Number(b.dataset.id));
  if (b.dataset.act === 'lost') reportLost(Number(b.dataset.id));
});
document.getElementById('pager').addEventListener('click', e => {
  const b = e.target.closest('[data-page]');
  if (!b || b.parentElement.classList.contains('disabled')) return;
  state.page = Number(b.dataset.page);
  renderLoans();
  document.getElementById('loan-scroll').scrollTop = 0;
});
document.querySelectorAll('[data-tab]').forEach(t => t.addEventListener('click', () => {
  document.querySelectorAll('[data-tab]').forEach(o => { o.classList.toggle('active', o === t); o.setAttribute('aria-selected', o === t); });
  state.tab = t.dataset.tab;
  state.page = 1;
  renderLoans();
}));
document.getElementById('loan-search').addEventListener('input', e => { state.query = e.target.value; state.page = 1; renderLoans(); });

// ------------------------------------------------------------------ check out
const due = document.getElementById('co-due');
due.value = addDays(TODAY, 21);
due.min = TODAY;
const onLoan = () => new Set(state.loans.filter(l => l.status === 'out').map(l => l.title));
const memberSel = new TomSelect('#co-member', {
  options: MEMBERS.map(m => ({ value: m, text: m })), maxItems: 1, create: false,
  onChange: refreshCheckout,
});
const bookSel = new TomSelect('#co-book', {
  options: SHELF.filter(([t]) => !onLoan().has(t)).map(([t, a]) => ({ value: t, text: t, author: a })),
  maxItems: 1, create: false, searchField: ['text', 'author'],
  render: { option: (d, e) => `<div>${e(d.text)} <span class="text-muted small">· ${e(d.author)}</span></div>` },
  onChange: refreshCheckout,
});
function refreshCheckout() {
  document.getElementById('co-submit').disabled = !(memberSel.getValue() && bookSel.getValue() && due.value);
  document.getElementById('co-error').textContent = '';
}
due.addEventListener('input', refreshCheckout);
due.addEventListener('change', refreshCheckout);
document.getElementById('co-submit').addEventListener('click', () => {
  const days = daysBetween(TODAY, due.value);
  if (!(days > 0 && days < MAX_DAYS)) {
    document.getElementById('co-error').textContent = 'Due date is outside the loan period.';
    return;
  }
  const title = bookSel.getValue();
  const author = SHELF.find(([t]) => t === title)[1];
  const id = Math.max(...state.loans.map(l => l.id)) + 1;
  state.loans.push({ id, title, author, member: memberSel.getValue(), due: due.value, status: 'out' });
  save(KEY.loans, state.loans);
  bookSel.removeOption(title);
  memberSel.clear(); bookSel.clear();
  due.value = addDays(TODAY, 21);
  renderLoans();
  toast(`“${title}” checked out until ${nice(state.loans.at(-1).due)}`);
});

// ------------------------------------------------------------------ holds
function renderHolds() {
  const acc = document.getElementById('holds');
  const open = new Set([...acc.querySelectorAll('.accordion-collapse.show')].map(c => c.id));
  const shown = [...state.holds].sort((a, b) => a.book.localeCompare(b.book)); // by title
  acc.innerHTML = shown.map((h, bi) => `
    <div class="accordion-item">
      <h2 class="accordion-header">
        <button class="accordion-button ${open.has('hold-' + bi) ? '' : 'collapsed'}" type="button" data-bs-toggle="collapse" data-bs-target="#hold-${bi}">
          ${esc(h.book)} <span class="badge text-bg-secondary ms-2">${h.queue.length} holds</span>
        </button>
      </h2>
      <div id="hold-${bi}" class="accordion-collapse collapse ${open.has('hold-' + bi) ? 'show' : ''}" data-bs-parent="#holds">
        <div class="accordion-body p-0">
          <ol class="list-unstyled mb-0">
            ${h.queue.map((m, i) => `
              <li class="hold-row" draggable="true" data-book="${bi}" data-i="${i}">
                <i class="bi bi-grip-vertical grip" title="Drag to reorder"></i>
                <span class="badge rounded-pill text-bg-light border">${i + 1}</span>
                <span class="flex-grow-1">${esc(m)}</span>
                <button class="btn btn-sm btn-outline-secondary" data-move="up" data-book="${bi}" data-i="${i}" title="Move up" aria-label="Move ${esc(m)} up" ${i === 0 ? 'disabled' : ''}><i class="bi bi-arrow-up"></i></button>
                <button class="btn btn-sm btn-outline-secondary" data-move="down" data-book="${bi}" data-i="${i}" title="Move down" aria-label="Move ${esc(m)} down" ${i === h.queue.length - 1 ? 'disabled' : ''}><i class="bi bi-arrow-down"></i></button>
              </li>`).join('')}
          </ol>
        </div>
      </div>
    </div>`).join('');
}
function moveHold(bi, i, delta) {
  const q = state.holds[bi].queue;
  const j = i + delta;
  if (i >= q.length || j < 0 || j >= q.length) return;
  [q[i], q[j]] = [q[j], q[i]];
  save(KEY.holds, state.holds);
  renderHolds();
}
const holdsEl = document.getElementById('holds');
holdsEl.addEventListener('click', e => {
  const b = e.target.closest('[data-move]');
  if (!b) return;
  const bi = Number(b.dataset.book), i = Number(b.dataset.i);
  if (b.dataset.move === 'up') moveHold(bi, i, -1);
  else moveHold(bi, i, 1);
});
let dragFrom = null;
holdsEl.addEventListener('dragstart', e => {
  const li = e.target.closest('.hold-row'); if (!li) return;
  dragFrom = { bi: Number(li.dataset.book), i: Number(li.dataset.i) };
  li.classList.add('dragging');
});
holdsEl.addEventListener('dragover', e => { if (e.target.closest('.hold-row')) e.preventDefault(); });
holdsEl.addEventListener('drop', e => {
  const li = e.target.closest('.hold-row');
  if (!li || !dragFrom || Number(li.dataset.book) !== dragFrom.bi) return;
  e.preventDefault();
  const q = state.holds[dragFrom.bi].queue;
  const [m] = q.splice(dragFrom.i, 1);
  q.splice(Number(li.dataset.i), 0, m);
  dragFrom = null;
  save(KEY.holds, state.holds);
  renderHolds();
});

// ------------------------------------------------------------------ members
function renderMembers() {
  document.getElementById('member-rows').innerHTML = state.members.map(m => {
    const fine = state.waived.includes(m.name) ? 0 : m.fine;
    const loans = state.loans.filter(l => l.status === 'out' && l.member === m.name).length;
    return `<tr>
      <td>${esc(m.name)}</td><td class="text-muted">${esc(m.card)}</td><td>${loans}</td>
      <td class="fine-cell">€${fine.toFixed(2)}</td>
      <td class="text-end" style="width:160px">
        ${fine > 0 ? `<button class="btn btn-sm btn-outline-primary row-action" data-waive="${esc(m.name)}">Waive fines</button>` : ''}
      </td></tr>`;
  }).join('');
}
async function loadMembers() {
  const spin = document.getElementById('members-spin'), more = document.getElementById('members-more');
  spin.classList.remove('d-none'); more.classList.add('d-none');
  await new Promise(r => setTimeout(r, 800));
  try {
    const res = await fetch(`data/members-${state.memberBatch + 1}.json`);
    if (!res.ok) throw new Error(res.status);
    const data = await res.json();
    state.members.push(...data.members);
    state.memberBatch += 1;
    more.classList.toggle('d-none', !data.more);
    renderMembers();
  } catch {
    document.getElementById('members-error').classList.remove('d-none');
  } finally {
    spin.classList.add('d-none');
  }
}
document.getElementById('members-more').addEventListener('click', loadMembers);
document.getElementById('member-rows').addEventListener('click', e => {
  const b = e.target.closest('[data-waive]');
  if (!b) return;
  const m = state.members.find(x => x.name === b.dataset.waive);
  confirmBox('Waive fines', `Waive €${m.fine.toFixed(2)} in fines for ${m.name}?`, 'Waive fines', () => {
    const receipt = `Fines waived for ${m.name} <${m.email.toLowerCase()}>`;
    state.waived.push(m.name);
    save(KEY.waived, state.waived);
    renderMembers();
    toast(receipt);
  });
});

// ------------------------------------------------------------------ views
function showView(name) {
  document.querySelectorAll('.view').forEach(v => v.classList.toggle('d-none', v.id !== 'view-' + name));
  document.querySelectorAll('[data-view]').forEach(a => a.classList.toggle('active', a.dataset.view === name));
  if (name === 'holds') renderHolds();
  if (name === 'members' && state.memberBatch === 0 && !state.members.length) loadMembers();
  const oc = bootstrap.Offcanvas.getInstance(document.getElementById('sidebar'));
  if (oc) oc.hide();
}
document.getElementById('views').addEventListener('click', e => {
  const a = e.target.closest('[data-view]');
  if (!a) return;
  e.preventDefault();
  showView(a.dataset.view);
});

document.getElementById('banner-dismiss').addEventListener('click', () => document.getElementById('banner').classList.add('d-none'));
setTimeout(() => document.getElementById('banner').classList.remove('d-none'), 500);
setTimeout(() => {
  state.ready = true;
  document.getElementById('loans-loading').classList.add('d-none');
  document.getElementById('loans-table').classList.remove('d-none');
  renderLoans();
}, 1200);
