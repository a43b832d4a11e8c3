// Whiteboard: shapes drawn on a <canvas>, state in localStorage.
const KEY = 'wb.board', SKEY = 'wb.settings', EKEY = 'wb.exports', SHKEY = 'wb.share';
const COLORS = { rect: '#ffffff', ellipse: '#ffffff', note: '#ffe066' };
const NAMES = { rect: 'Rectangle', ellipse: 'Ellipse', note: 'Note' };

function seed() {
  return {
    title: 'Untitled board', nextId: 4, counters: { rect: 1, ellipse: 1, note: 1 },
    shapes: [
      { id: 1, type: 'rect', name: 'Rectangle 1', x: 60, y: 60, w: 150, h: 90, fill: '#ffffff', stroke: '#333333' },
      { id: 2, type: 'ellipse', name: 'Ellipse 1', x: 560, y: 320, w: 150, h: 100, fill: '#ffffff', stroke: '#333333' },
      { id: 3, type: 'note', name: 'Note 1', x: 600, y: 40, w: 140, h: 90, fill: '#ffe066', stroke: '#c9a400', text: 'Ideas' },
    ],
  };
}
let board = JSON.parse(localStorage.getItem(KEY) || 'null') || seed();
let settings = JSON.parse(localStorage.getItem(SKEY) || 'null') || { grid: false };
let share = JSON.parse(localStorage.getItem(SHKEY) || 'null') || { public: false, token: 'k3f9q2' };
let tool = 'select';
let selectedId = null;
const undoStack = [], redoStack = [];

const canvas = document.getElementById('board');
const ctx = canvas.getContext('2d');
const $ = id => document.getElementById(id);

function snapshot() { return JSON.stringify(board); }
function persist() {
  localStorage.setItem(KEY, JSON.stringify(board));
  render();
}
function commit() {           // a user edit: remember the previous state for Undo
  undoStack.push(lastSaved);
  redoStack.length = 0;
  lastSaved = snapshot();
  persist();
}
let lastSaved = snapshot();

function undo() {
  if (!undoStack.length) return;
  redoStack.push(snapshot());
  board = JSON.parse(undoStack.pop());
  commit();
}
function redo() {
  if (!redoStack.length) return;
  undoStack.push(snapshot());
  board = JSON.parse(redoStack.pop());
  lastSaved = snapshot();
  persist();
}

// ------------------------------------------------------------------------------------ drawing
function render() {
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  if (settings.grid) {
    ctx.strokeStyle = '#eef0f3'; ctx.lineWidth = 1;
    for (let x = 20; x < canvas.width; x += 20) { ctx.beginPath(); ctx.moveTo(x, 0); ctx.lineTo(x, canvas.height); ctx.stroke(); }
    for (let y = 20; y < canvas.height; y += 20) { ctx.beginPath(); ctx.moveTo(0, y); ctx.lineTo(canvas.width, y); ctx.stroke(); }
  }
  for (const s of board.shapes) {
    ctx.fillStyle = s.fill; ctx.strokeStyle = s.stroke; ctx.lineWidth = s.id === selectedId ? 3 : 1.5;
    ctx.beginPath();
    if (s.type === 'ellipse') ctx.ellipse(s.x + s.w / 2, s.y + s.h / 2, s.w / 2, s.h / 2, 0, 0, Math.PI * 2);
    else ctx.rect(s.x, s.y, s.w, s.h);
    ctx.fill(); ctx.stroke();
    if (s.type === 'note' && s.text) {
      ctx.fillStyle = '#333'; ctx.font = '14px sans-serif';
      ctx.fillText(s.text, s.x + 10, s.y + 24, s.w - 20);
    }
  }
  canvas.dataset.shapeCount = board.shapes.length;
  document.title = `${board.title} – Whiteboard`;
  $('board-title').textContent = board.title;
  $('grid-toggle').setAttribute('aria-pressed', String(settings.grid));
  renderLayers();
  const sel = board.shapes.find(s => s.id === selectedId);
  document.querySelectorAll('.swatch').forEach(b => b.setAttribute('aria-pressed', String(!!sel && sel.fill === b.dataset.color)));
}

function renderLayers() {
  const ul = $('layers');
  const focused = document.activeElement && document.activeElement.closest && document.activeElement.closest('#layers');
  ul.innerHTML = '';
  board.shapes.forEach((s, i) => {
    const li = document.createElement('li');
    li.setAttribute('role', 'option');
    li.dataset.id = s.id;
    li.textContent = s.name;
    const active = selectedId ? s.id === selectedId : i === 0;
    li.tabIndex = active ? 0 : -1;
    li.setAttribute('aria-selected', String(s.id === selectedId));
    li.addEventListener('click', () => { select(s.id); focusLayer(s.id); });
    ul.appendChild(li);
  });
  if (focused && selectedId) focusLayer(selectedId);
}
function focusLayer(id) { const li = $('layers').querySelector(`[data-id="${id}"]`); if (li) li.focus(); }
function select(id) { selectedId = id; render(); }

$('layers').addEventListener('keydown', e => {
  const ids = board.shapes.map(s => s.id);
  let i = ids.indexOf(selectedId);
  if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
    e.preventDefault();
    i = e.key === 'ArrowDown' ? Math.min(ids.length - 1, i + 1) : Math.max(0, i - 1);
    select(ids[i]); focusLayer(ids[i]);
  } else if ((e.key === 'Delete' || e.key === 'Backspace') && selectedId) {
    e.preventDefault();
    board.shapes = board.shapes.filter(s => s.id !== selectedId);
    const next = board.shapes[Math.min(i, board.shapes.length - 1)];
    selectedId = next ? next.id : null;
    commit();
    if (selectedId) focusLayer(selectedId);
  }
});

// ------------------------------------------------------------------------------------ tools
function setTool(t) {
  tool = t;
  document.querySelectorAll('.tool').forEach(b => b.classList.toggle('active', b.dataset.tool === t));
}
document.querySelectorAll('.tool').forEach(b => b.addEventListener('click', () => setTool(b.dataset.tool)));

function pointAt(e) {
  const r = canvas.getBoundingClientRect();
  return { x: (e.clientX - r.left) * canvas.width / r.width, y: (e.clientY - r.top) * canvas.height / r.height };
}
function hit(p) {
  for (let i = board.shapes.length - 1; i >= 0; i--) {
    const s = board.shapes[i];
    if (p.x >= s.x && p.x <= s.x + s.w && p.y >= s.y && p.y <= s.y + s.h) return s;
  }
  return null;
}

canvas.addEventListener('click', e => {
  const p = pointAt(e);
  if (tool === 'select') { const s = hit(p); select(s ? s.id : null); return; }
  const type = tool;
  const n = (board.counters[type] || 0) + 1;
  board.counters[type] = n;
  const size = type === 'note' ? { w: 140, h: 90 } : { w: 140, h: 90 };
  const s = { id: board.nextId++, type, name: `${NAMES[type]} ${n}`, x: Math.round(p.x - size.w / 2), y: Math.round(p.y - size.h / 2),
    ...size, fill: COLORS[type], stroke: type === 'note' ? '#c9a400' : '#333333' };
  if (type === 'note') s.text = '';
  board.shapes.push(s);
  selectedId = s.id;
  setTool('select');          // like most editors: back to Select after placing a shape
  commit();
});

canvas.addEventListener('dblclick', e => {
  const s = hit(pointAt(e));
  if (!s || s.type !== 'note') return;
  const ed = $('note-editor');
  ed.style.left = s.x + 'px'; ed.style.top = s.y + 'px';
  ed.value = s.text || '';
  ed.dataset.id = s.id;
  ed.hidden = false;
  ed.focus();
});
$('note-editor').addEventListener('keydown', e => {
  const ed = e.target;
  if (e.key === 'Enter' && !e.shiftKey) {
    e.preventDefault();
    const s = board.shapes.find(x => x.id === Number(ed.dataset.id));
    if (s) { s.text = ed.value.trim(); commit(); }
    ed.hidden = true;
  } else if (e.key === 'Escape') { ed.hidden = true; }
});

$('undo').addEventListener('click', undo);
$('redo').addEventListener('click', redo);
document.addEventListener('keydown', e => {
  if (e.target.closest && e.target.closest('input, textarea, #layers')) return;
  if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') { e.preventDefault(); e.shiftKey ? redo() : undo(); }
});

$('grid-toggle').addEventListener('click', () => {
  settings.grid = !settings.grid;
  localStorage.setItem(SKEY, JSON.stringify(settings));
  render();
});

$('swatches').addEventListener('click', e => {
  const b = e.target.closest('.swatch');
  const s = board.shapes.find(x => x.id === selectedId);
  if (!b || !s) return;
  s.stroke = b.dataset.color;
  commit();
});

// ------------------------------------------------------------------------------------ title
$('board-title').addEventListener('dblclick', () => {
  const inp = $('title-input');
  inp.value = board.title; inp.hidden = false; $('board-title').hidden = true; inp.focus(); inp.select();
});
$('title-input').addEventListener('keydown', e => {
  const inp = e.target;
  if (e.key === 'Enter') {
    const v = inp.value.trim();
    if (v) { board.title = v; commit(); }
    inp.hidden = true; $('board-title').hidden = false;
  } else if (e.key === 'Escape') { inp.hidden = true; $('board-title').hidden = false; }
});

// ------------------------------------------------------------------------------------ hold to clear
let holdTimer = null;
const clearBtn = $('clear-btn');
clearBtn.addEventListener('pointerdown', () => {
  clearBtn.classList.add('holding');
  holdTimer = setTimeout(() => {
    holdTimer = null;
    clearBtn.classList.remove('holding');
    board.shapes = []; selectedId = null; commit();
  }, 1000);
});
function cancelHold() {
  if (holdTimer) { clearTimeout(holdTimer); holdTimer = null; $('hold-hint').hidden = false; setTimeout(() => { $('hold-hint').hidden = true; }, 1500); }
  clearBtn.classList.remove('holding');
}
clearBtn.addEventListener('pointerup', cancelHold);
clearBtn.addEventListener('pointerleave', cancelHold);

// ------------------------------------------------------------------------------------ export
let exportKind = 'png';
function toast(msg) {
  const t = $('toast'); t.textContent = msg; t.hidden = false;
  clearTimeout(toast.h); toast.h = setTimeout(() => { t.hidden = true; }, 2000);
}
const esc = s => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
function boardSvg() {
  const parts = board.shapes.map(s => {
    const label = `<text x="${s.x + 10}" y="${s.y + 24}">${esc(s.text)}</text>`;
    if (s.type === 'ellipse') return `<ellipse cx="${s.x + s.w / 2}" cy="${s.y + s.h / 2}" rx="${s.w / 2}" ry="${s.h / 2}" fill="${s.fill}"/>`;
    return `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" fill="${s.fill}"/>` + (s.type === 'note' ? label : '');
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="480">${parts.join('')}</svg>`;
}
$('file-items').addEventListener('sl-select', e => {
  exportKind = e.detail.item.value === 'export-svg' ? 'svg' : 'png';
  $('export-dialog').label = exportKind === 'svg' ? 'Export as SVG' : 'Export as PNG';
  $('export-dialog').show();
});
$('export-go').addEventListener('click', () => {
  const scale = document.querySelector('input[name=scale]:checked').value;
  const kind = exportKind;
  $('export-dialog').hide();
  // rendering happens "on the server": no progress shown, the toast says when it is done
  setTimeout(() => {
    const data = kind === 'svg' ? boardSvg() : canvas.toDataURL('image/png').slice(0, 64);
    const name = `${board.title}@${scale}x.${kind}`;
    const list = JSON.parse(localStorage.getItem(EKEY) || '[]');
    list.unshift({ name, bytes: data.length, at: Date.now() });
    localStorage.setItem(EKEY, JSON.stringify(list));
    toast(`Exported ${name}`);
  }, 3000);
});

// ------------------------------------------------------------------------------------ share
function renderShare() {
  $('share-switch').checked = share.public;
  $('share-state').textContent = share.public ? 'Link sharing is on' : 'Link sharing is off';
  $('share-link').value = share.public ? `https://boards.example.com/b/${share.token}` : '';
}
function toggleShare() {
  share.public = !share.public;
  localStorage.setItem(SHKEY, JSON.stringify(share));
  renderShare();
}
$('share-btn').addEventListener('click', () => { renderShare(); $('share-dialog').show(); });
$('share-switch').addEventListener('sl-change', toggleShare);
$('share-switch').addEventListener('sl-input', toggleShare);   // live update while toggling
$('share-done').addEventListener('click', () => $('share-dialog').hide());

render();
