// Task manager: Bootstrap 5 components driven by plain JS; tasks kept in localStorage.
const KEY = 'corpus-lib.tasks.v1';
const SEED = [
  'Buy milk', 'Call the plumber', 'Renew passport', 'Book dentist appointment', 'Pay electricity bill',
  'Water the plants', 'Reply to Anna', 'Back up laptop', 'Return library books', 'Order printer ink',
  'Fix the bike light', 'Plan weekend trip', 'Send invoice to client', 'Clean the fridge',
].map((title, i) => ({
  id: i + 1, title, done: title === 'Water the plants' || title === 'Return library books',
  priority: ['normal', 'high', 'low'][i % 3], due: '',
}));

let tasks = load();
let filter = 'all';
let showCompleted = true;
let pendingDelete = null;
let lastDeleted = null;

function load() {
  try { return JSON.parse(localStorage.getItem(KEY)) || SEED; } catch { return SEED; }
}
function save() { localStorage.setItem(KEY, JSON.stringify(tasks)); }

const list = document.getElementById('taskList');
const toast = bootstrap.Toast.getOrCreateInstance(document.getElementById('toast'), { delay: 6000 });
const editModal = bootstrap.Modal.getOrCreateInstance('#editTaskModal');
const newModal = bootstrap.Modal.getOrCreateInstance('#newTaskModal');
const delModal = bootstrap.Modal.getOrCreateInstance('#confirmDelete');
const BADGE = { low: 'text-bg-secondary', normal: 'text-bg-info', high: 'text-bg-danger' };
const LABEL = { low: 'Low', normal: 'Normal', high: 'High' };

function visibleTasks() {
  return tasks.filter(t => {
    if (filter === 'active' && t.done) return false;
    if (filter === 'completed' && !t.done) return false;
    if (!showCompleted && t.done) return false;
    return true;
  });
}

function render() {
  document.querySelectorAll('[data-bs-toggle="tooltip"]').forEach(el => bootstrap.Tooltip.getInstance(el)?.dispose());
  list.innerHTML = '';
  for (const t of visibleTasks()) {
    const li = document.createElement('li');
    li.className = 'list-group-item d-flex align-items-center gap-2 task' + (t.done ? ' done' : '');
    li.dataset.id = t.id;
    li.innerHTML = `
      <input class="form-check-input mt-0 flex-shrink-0" type="checkbox" ${t.done ? 'checked' : ''}>
      <span class="task-title flex-grow-1"></span>
      ${t.due ? `<span class="small text-secondary">Due ${t.due}</span>` : ''}
      <span class="badge rounded-pill ${BADGE[t.priority]}">${LABEL[t.priority]}</span>
      <span class="task-actions">
        <button type="button" class="btn-icon" data-action="edit" data-bs-toggle="tooltip" data-bs-title="Edit"><i class="bi bi-pencil"></i></button>
        <button type="button" class="btn-icon" data-action="delete" data-bs-toggle="tooltip" data-bs-title="Delete"><i class="bi bi-trash"></i></button>
      </span>`;
    li.querySelector('.task-title').textContent = t.title;
    list.appendChild(li);
  }
  list.querySelectorAll('[data-bs-toggle="tooltip"]').forEach(el => {
    new bootstrap.Tooltip(el);
    el.setAttribute('aria-label', el.dataset.bsTitle);
  });
  const left = tasks.filter(t => !t.done).length;
  document.getElementById('remaining').textContent = `${left} ${left === 1 ? 'task' : 'tasks'} left`;
}

function notify(text, undo = false) {
  document.getElementById('toastBody').textContent = text;
  document.getElementById('undoBtn').classList.toggle('d-none', !undo);
  toast.show();
}

list.addEventListener('change', e => {
  if (!e.target.matches('.form-check-input')) return;
  const id = +e.target.closest('.task').dataset.id;
  const t = tasks.find(x => x.id === id);
  t.done = e.target.checked;
  save();
  render();
});

list.addEventListener('click', e => {
  const btn = e.target.closest('[data-action]');
  if (!btn) return;
  bootstrap.Tooltip.getInstance(btn)?.hide();
  const li = btn.closest('.task');
  if (btn.dataset.action === 'delete') {
    pendingDelete = +li.dataset.id;
    document.getElementById('confirmDeleteText').textContent = tasks.find(t => t.id === pendingDelete).title;
    delModal.show();
  } else {
    // index of the row among the rendered rows
    const idx = [...list.children].indexOf(li);
    document.getElementById('editTaskForm').dataset.index = idx;
    document.getElementById('editTitle').value = li.querySelector('.task-title').textContent;
    editModal.show();
  }
});

document.getElementById('editTaskForm').addEventListener('submit', e => {
  e.preventDefault();
  const idx = +e.target.dataset.index;
  tasks[idx].title = document.getElementById('editTitle').value.trim() || tasks[idx].title;
  save();
  render();
  editModal.hide();
  notify('Task updated');
});

document.getElementById('confirmDeleteBtn').addEventListener('click', () => {
  const i = tasks.findIndex(t => t.id === pendingDelete);
  lastDeleted = { task: tasks[i], index: i };
  tasks.splice(i, 1);
  save();
  render();
  delModal.hide();
  notify('Task deleted', true);
});

document.getElementById('undoBtn').addEventListener('click', () => {
  if (!lastDeleted) return;
  const { task, index } = lastDelete;
  tasks.splice(index, 0, task);
  lastDeleted = null;
  save();
  render();
  toast.hide();
});

document.getElementById('newTaskModal').addEventListener('shown.bs.modal', () => document.getElementById('newTitle').focus());
document.getElementById('editTaskModal').addEventListener('shown.bs.modal', () => document.getElementById('editTitle').focus());

document.getElementById('newTaskForm').addEventListener('submit', e => {
  e.preventDefault();
  const form = e.target;
  const title = document.getElementById('newTitle').value.trim();
  if (!title) { form.classList.add('was-validated'); return; }
  const priority = form.querySelector('select').dataset.value || 'normal';
  const due = document.getElementById('newDue').value;
  tasks.unshift({ id: Math.max(0, ...tasks.map(t => t.id)) + 1, title, done: false, priority, due });
  save();
  render();
  form.reset();
  form.classList.remove('was-validated');
  newModal.hide();
  notify(`Added "${title}"`);
});

document.querySelectorAll('[data-filter]').forEach(a => a.addEventListener('click', e => {
  e.preventDefault();
  filter = a.dataset.filter;
  document.getElementById('filterBtn').textContent = 'Filter: ' + a.textContent;
  render();
}));

document.getElementById('showCompleted').addEventListener('change', e => {
  showCompleted = e.target.value === 'on' && e.target.checked === 'true';
  render();
});

document.getElementById('clearCompleted').addEventListener('click', () => {
  tasks = tasks.filter(t => !t.done);
  render();
  notify('Completed tasks cleared');
});

render();
