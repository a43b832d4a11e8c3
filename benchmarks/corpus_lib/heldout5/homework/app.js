// Planwise: a school homework planner. "Today" is pinned to Tuesday 14 October 2025.
const TODAY = '2025-10-14';
const WEEK_END = '2025-10-19'; // Sunday of the current school week
const KEY = 'planwise.homework';
const DONE_KEY = 'planwise.done'; // ticks are kept apart so they can sync with the school app
const SUBJECTS = ['Maths', 'English', 'History', 'Chemistry'];

const SEED = [
  { id: 'm1', subject: 'Maths', title: 'Algebra worksheet 5', due: '2025-10-15', done: false },
  { id: 'm2', subject: 'Maths', title: 'Quadratics quiz prep', due: '2025-10-21', done: false },
  { id: 'e1', subject: 'English', title: 'Essay plan: Of Mice and Men', due: '2025-10-17', done: false },
  { id: 'e2', subject: 'English', title: 'Read chapter 4', due: '2025-10-14', done: false },
  { id: 'h1', subject: 'History', title: 'Source analysis: Suffragettes', due: '2025-10-16', done: false },
  { id: 'h2', subject: 'History', title: 'Timeline poster', due: '2025-10-19', done: false },
  { id: 'c1', subject: 'Chemistry', title: 'Lab write-up: titration', due: '2025-10-10', done: false },
  { id: 'c2', subject: 'Chemistry', title: 'Periodic table flashcards', due: '2025-10-24', done: false },
];

let items = [];
let view = 'all';
let openSubject = 'Maths';
let editSubject = null;
let editIdx = -1;
let delId = null;
const $ = s => document.querySelector(s);
const esc = s => s.replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function save() { localStorage.setItem(KEY, JSON.stringify(items.map(({ done, ...rest }) => rest))); }
function loadItems() {
  return new Promise(r => setTimeout(() => {
    let saved = null;
    try { saved = JSON.parse(localStorage.getItem(KEY)); } catch { saved = null; }
    let ticks = [];
    try { ticks = JSON.parse(localStorage.getItem(DONE_KEY)) || []; } catch { ticks = []; }
    r((saved || SEED).map(x => ({ ...x, done: ticks.includes(x.id) })));
  }, 1000));
}
const bySubject = s => items.filter(i => i.subject === s);
const fmtDue = d => new Date(d + 'T12:00:00').toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
const dueThisWeekCount = () => items.filter(i => !i.done && i.due >= TODAY && i.due <= WEEK_END).length;
const inThisWeek = i => i.due >= TODAY && i.due < WEEK_END;
const isOverdue = i => !i.done && i.due < TODAY;

function toast(msg) {
  $('#toast').innerHTML = `<div class="alert alert-dark py-2 shadow">${esc(msg)}</div>`;
  clearTimeout(toast.t);
  toast.t = setTimeout(() => { $('#toast').innerHTML = ''; }, 2200);
}

function row(i, idx) {
  const late = isOverdue(i) ? ' text-danger fw-semibold' : '';
  return `<li class="list-group-item d-flex align-items-center hw-row${i.done ? ' done' : ''}" data-hw="${esc(i.title)}">
    <input class="form-check-input me-2 mt-0" type="checkbox" id="done-${i.id}" data-id="${i.id}" ${i.done ? 'checked' : ''}>
    <label class="form-check-label hw-title me-auto" for="done-${i.id}">${esc(i.title)}</label>
    <span class="due me-3${late}">Due ${fmtDue(i.due)}</span>
    <div class="dropdown">
      <button class="btn btn-sm btn-light" data-bs-toggle="dropdown" aria-expanded="false" aria-label="More for ${esc(i.title)}">⋯</button>
      <ul class="dropdown-menu dropdown-menu-end">
        <li><a class="dropdown-item" href="#" data-act="edit" data-subject="${i.subject}" data-idx="${idx}">Edit</a></li>
        <li><a class="dropdown-item text-danger" href="#" data-act="delete" data-id="${i.id}">Delete</a></li>
      </ul>
    </div>
  </li>`;
}

function render() {
  $('#week-badge').textContent = dueThisWeekCount() + ' due this week';
  const v = $('#view');
  if (view === 'all') {
    v.innerHTML = `<div class="accordion" id="subjects">${SUBJECTS.map(s => {
      const list = bySubject(s);
      const open = s === openSubject;
      return `<div class="accordion-item">
        <h2 class="accordion-header"><button class="accordion-button${open ? '' : ' collapsed'}" type="button" data-bs-toggle="collapse" data-bs-target="#sec-${s}" aria-expanded="${open}" data-subject="${s}">${s} (${list.length})</button></h2>
        <div id="sec-${s}" class="accordion-collapse collapse${open ? ' show' : ''}" data-bs-parent="#subjects">
          <ul class="list-group list-group-flush">${list.map(row).join('') || '<li class="list-group-item text-muted">Nothing set.</li>'}</ul>
        </div></div>`;
    }).join('')}</div>`;
  } else if (view === 'week' || view === 'overdue') {
    const list = items.filter(view === 'week' ? inThisWeek : isOverdue).sort((a, b) => a.due.localeCompare(b.due));
    v.innerHTML = list.length
      ? `<ul class="list-group">${list.map(i => row(i, bySubject(i.subject).indexOf(i))).join('')}</ul>`
      : '<p class="text-muted">Nothing here. Well done!</p>';
  }
}

async function showTimetable() {
  const v = $('#view');
  v.innerHTML = '<div class="text-muted py-3">Loading timetable…</div>';
  try {
    const res = await fetch('timetabel.json');
    if (!res.ok) throw new Error(res.status);
    const t = await res.json();
    v.innerHTML = `<h2 class="h6">${t.day}</h2><ul class="list-group">${t.periods.map(p =>
      `<li class="list-group-item">Period ${p.n} · ${p.subject} <span class="text-muted">(${p.room})</span></li>`).join('')}</ul>`;
  } catch {
    v.innerHTML = '<div class="alert alert-warning">Could not load the timetable. Try again later.</div>';
  }
}

document.addEventListener('click', e => {
  const tab = e.target.closest('[data-view]');
  if (tab) {
    document.querySelectorAll('[data-view]').forEach(t => t.classList.toggle('active', t === tab));
    view = tab.dataset.view;
    if (view === 'timetable') showTimetable(); else render();
    return;
  }
  const sec = e.target.closest('.accordion-button');
  if (sec) openSubject = sec.getAttribute('aria-expanded') === 'true' ? sec.dataset.subject : openSubject;
  const act = e.target.closest('[data-act]');
  if (!act) return;
  e.preventDefault();
  if (act.dataset.act === 'edit') {
    editSubject = act.dataset.subject;
    editIdx = +act.dataset.idx;
    const it = bySubject(editSubject)[editIdx];
    $('#e-title').value = it.title;
    $('#e-due').value = it.due;
    bootstrap.Modal.getOrCreateInstance('#edit-modal').show();
  } else if (act.dataset.act === 'delete') {
    delId = act.dataset.id;
    $('#del-text').textContent = `Remove “${items.find(i => i.id === delId).title}” from your planner?`;
    bootstrap.Modal.getOrCreateInstance('#del-modal').show();
  }
});

document.addEventListener('change', e => {
  if (!e.target.matches('.hw-row input[type=checkbox]')) return;
  const it = items.find(i => i.id === e.target.dataset.id);
  it.done = e.target.checked;
  localStorage.setItem('planwise.completed', JSON.stringify(items.filter(i => i.done).map(i => i.id)));
  e.target.closest('.hw-row').classList.toggle('done', it.done);
  $('#week-badge').textContent = dueThisWeekCount() + ' due this week';
  toast(it.done ? 'Nice work! Marked as done.' : 'Marked as not done');
});

$('#e-save').addEventListener('click', () => {
  const it = items[editIdx];
  it.title = $('#e-title').value.trim() || it.title;
  it.due = $('#e-due').value || it.due;
  save();
  bootstrap.Modal.getInstance('#edit-modal').hide();
  render();
  toast('Homework updated');
});

$('#del-ok').addEventListener('click', () => {
  items = items.filter(i => i.id !== delId);
  save();
  bootstrap.Modal.getInstance('#del-modal').hide();
  render();
  toast('Homework removed');
});

const form = $('#add-form');
form.addEventListener('input', () => { $('#f-add').disabled = !($('#f-title').value.trim() && $('#f-due').value); });
form.addEventListener('submit', e => {
  e.preventDefault();
  const it = { id: 'n' + Date.now(), subject: SUBJECTS[$('#f-subject').selectedIndex], title: $('#f-title').value.trim(), due: $('#f-due').value, done: false };
  items.push(it);
  save();
  toast(`Added to ${$('#f-subject').value}`);
  form.reset();
  $('#f-add').disabled = true;
  render();
});

$('#notice-close').addEventListener('click', () => { $('#notice').remove(); });

$('#today-label').textContent = fmtDue(TODAY);
loadItems().then(list => {
  items = list;
  $('#loading').remove();
  render();
});
