// Sprint board: Shoelace cards, dropdowns, dialogs and a drawer; pointer-based drag and drop; localStorage.
const KEY = 'corpus-lib.kanban.v1';
const COLUMNS = [['todo', 'To do'], ['progress', 'In progress'], ['done', 'Done']];
const SEED = [
  ['Write release notes', 'todo', 'Maya', 'medium'], ['Fix login redirect', 'todo', 'Leo', 'high'],
  ['Update dependencies', 'todo', null, 'low'], ['Design empty states', 'todo', 'Ines', 'medium'],
  ['Add CSV export', 'todo', 'Maya', 'medium'], ['Audit color contrast', 'todo', null, 'low'],
  ['Refactor settings API', 'todo', 'Leo', 'medium'], ['Archive old branches', 'todo', 'Ines', 'low'],
  ['Onboarding emails', 'progress', 'Maya', 'high'], ['Rate limiting', 'progress', 'Leo', 'high'],
  ['Dark mode', 'done', 'Ines', 'medium'], ['Search indexing', 'done', 'Leo', 'medium'],
].map(([title, col, assignee, priority], i) => ({
  id: i + 1, title, col, assignee, priority, desc: '',
  checklist: [{ text: 'Write tests', done: false }, { text: 'Code review', done: false }, { text: 'Update docs', done: false }],
}));
const PRIORITY = { high: 'danger', medium: 'warning', low: 'neutral' };

let cards = JSON.parse(localStorage.getItem(KEY) || 'null') || SEED;
let filter = '';
let openCard = null;
let pendingDelete = null;
const save = () => localStorage.setItem(KEY, JSON.stringify(cards));
const $ = id => document.getElementById(id);
const esc = s => s.replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));

await Promise.all(['sl-card', 'sl-dropdown', 'sl-dialog', 'sl-drawer', 'sl-select'].map(t => customElements.whenDefined(t)));

function cardHtml(c) {
  const done = c.checklist.filter(x => x.done).length;
  const moves = COLUMNS.filter(([k]) => k !== c.col)
    .map(([k, label]) => `<sl-menu-item value="move:${k}">Move to ${label}</sl-menu-item>`).join('');
  return `<sl-card class="kcard" data-id="${c.id}">
    <div class="card-top">
      <a href="#" class="card-title" draggable="false">${esc(c.title)}</a>
      <sl-dropdown hoist placement="bottom-end">
        <sl-icon-button slot="trigger" name="three-dots" label="Card options"></sl-icon-button>
        <sl-menu>${moves}<sl-divider></sl-divider><sl-menu-item value="delete">Delete</sl-menu-item></sl-menu>
      </sl-dropdown>
    </div>
    <div class="card-meta">
      <sl-tag size="small" variant="${PRIORITY[c.priority]}">${c.priority}</sl-tag>
      <span class="progress">${done}/${c.checklist.length}</span>
      ${c.assignee ? `<sl-avatar initials="${c.assignee[0]}" label="${c.assignee}" style="--size: 1.5rem; margin-left: auto"></sl-avatar><span class="assignee">${c.assignee}</span>` : '<span class="assignee" style="margin-left:auto">Unassigned</span>'}
    </div>
  </sl-card>`;
}

function render() {
  $('board').innerHTML = COLUMNS.map(([key, label]) => {
    const list = cards.filter(c => c.col === key && matches(c));
    return `<section class="column" data-col="${key}">
      <h2>${label} <sl-badge pill variant="neutral" class="count">${list.length}</sl-badge></h2>
      <div class="column-body">${list.map(cardHtml).join('')}</div>
    </section>`;
  }).join('');
}
function matches(c) {
  if (!filter) return true;
  if (filter === 'none') return c.assignee === '';
  return c.assignee === filter;
}
function updateCounts() {
  document.querySelectorAll('.column').forEach(col => {
    col.querySelector('.count').textContent = cards.filter(c => c.col === col.dataset.col && matches(c)).length;
  });
}

// ---- card menus
$('board').addEventListener('sl-select', e => {
  const card = cards.find(c => c.id === +e.target.closest('.kcard').dataset.id);
  const v = e.detail.item.value;
  if (v === 'delete') {
    pendingDelete = card;
    $('deleteText').textContent = `"${card.title}" will be removed from the board.`;
    $('deleteDialog').show();
    return;
  }
  const target = v.slice(5);
  card.col = target === 'done' ? 'progress' : target;
  save();
  render();
});
$('cancelDelete').addEventListener('click', () => $('deleteDialog').hide());
$('confirmDelete').addEventListener('click', () => {
  cards = cards.filter(c => c !== pendingDelete);
  render();
  $('deleteDialog').hide();
});

// ---- details drawer
$('board').addEventListener('click', e => {
  const a = e.target.closest('.card-title');
  if (!a) return;
  e.preventDefault();
  openCard = cards.find(c => c.id === +a.closest('.kcard').dataset.id);
  $('drawerTitle').textContent = openCard.title;
  $('descField').value = openCard.desc;
  $('checklist').innerHTML = openCard.checklist.map((x, i) =>
    `<sl-checkbox data-i="${i}" ${x.done ? 'checked' : ''}>${esc(x.text)}</sl-checkbox>`).join('');
  $('drawer').show();
});
$('checklist').addEventListener('sl-change', e => {
  openCard.checklist[+e.target.dataset.index].done = e.target.checked;
  save();
  render();
});
$('saveDetails').addEventListener('click', () => {
  const card = cards.find(c => c.id === openCard.id);
  card.description = $('descField').value;
  save();
  $('drawer').hide();
});

// ---- new card
$('newCardBtn').addEventListener('click', () => { $('newTitle').value = ''; $('newDialog').show(); });
$('newDialog').addEventListener('sl-after-show', e => { if (e.target === $('newDialog')) $('newTitle').focus(); });
function createCard() {
  const title = $('newTitle').value.trim();
  if (!title) return;
  cards.push({ id: Math.max(...cards.map(c => c.id)) + 1, title, col: $('newColumn').value, assignee: null, priority: 'medium', desc: '',
    checklist: [{ text: 'Write tests', done: false }, { text: 'Code review', done: false }, { text: 'Update docs', done: false }] });
  save();
  render();
  $('newDialog').hide();
}
$('createCard').addEventListener('click', createCard);
$('newTitle').addEventListener('keydown', e => { if (e.key === 'Enter') createCard(); });

// ---- filter
$('assigneeFilter').addEventListener('sl-change', e => { filter = e.target.value; render(); });

// ---- drag and drop (pointer events, like most board libraries' fallback mode)
let drag = null;
$('board').addEventListener('pointerdown', e => {
  const el = e.target.closest('.kcard');
  if (!el || e.target.closest('sl-dropdown') || e.button !== 0) return;
  drag = { el, id: +el.dataset.id, x: e.clientX, y: e.clientY, ghost: null };
});
document.addEventListener('pointermove', e => {
  if (!drag) return;
  if (!drag.ghost) {
    if (Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < 6) return;
    drag.ghost = drag.el.cloneNode(true);
    drag.ghost.classList.add('ghost');
    document.body.append(drag.ghost);
    drag.el.style.opacity = '.3';
  }
  drag.ghost.style.left = e.clientX - 20 + 'px';
  drag.ghost.style.top = e.clientY - 20 + 'px';
  document.querySelectorAll('.column').forEach(c => c.classList.remove('drop-target'));
  document.elementFromPoint(e.clientX, e.clientY)?.closest('.column')?.classList.add('drop-target');
});
document.addEventListener('pointerup', e => {
  if (!drag) return;
  const d = drag;
  drag = null;
  if (!d.ghost) return;
  d.ghost.remove();
  d.el.style.opacity = '';
  document.querySelectorAll('.column').forEach(c => c.classList.remove('drop-target'));
  const col = document.elementFromPoint(e.clientX, e.clientY)?.closest('.column');
  if (!col) return;
  const card = cards.find(c => c.id === d.id);
  card.col = col.dataset.col;
  col.querySelector('.column-body').append(d.el);
  updateCounts();
  save();
});

render();
