// Harbour View housekeeping board: plain ES modules over Shoelace's web components, no framework.
import { ATTENDANTS, MINIBAR, OCCUPANCY, STATUS } from './data.js';
import { state, load, save, room, staffName, esc, money, clock, wait } from './store.js';
import { startCleaning, markClean, backInService, who } from './actions.js';
import { renderAll, renderFloors, renderFaults, renderLost, renderTiles } from './render.js';
import { setupSignIn, askWhoIsUsing, setupDialogs, openInspect, openOutOfOrder, openFault, openLost, openReturn, toast } from './dialogs.js';

const $ = sel => document.querySelector(sel);

const TAGS = ['sl-dialog', 'sl-drawer', 'sl-select', 'sl-option', 'sl-input', 'sl-textarea', 'sl-radio-group', 'sl-radio',
  'sl-radio-button', 'sl-checkbox', 'sl-switch', 'sl-button', 'sl-dropdown', 'sl-menu', 'sl-menu-item', 'sl-details',
  'sl-tab-group', 'sl-alert', 'sl-badge', 'sl-tag', 'sl-icon-button'];

function showUser() {
  $('#user-name').textContent = state.user ? state.user.name : 'Not signed in';
}

// ------------------------------------------------------------------ the room drawer
let drawerRoom = null;
const mbQty = {};

function openDrawer(no) {
  const r = room(no);
  drawerRoom = no;
  const d = $('#drawer');
  d.label = `Room ${r.no} · ${r.type}`;
  $('#drawer-info').innerHTML = `<p><sl-tag size="small" variant="${OCCUPANCY[r.occ].variant}">${OCCUPANCY[r.occ].label}</sl-tag>
    ${r.guest ? esc(r.guest) : ''} · <sl-badge variant="${STATUS[r.status].variant}">${STATUS[r.status].label}</sl-badge></p>`;
  $('#d-attendant').innerHTML = ATTENDANTS.map(a => `<sl-option value="${a.id}">${a.name}</sl-option>`).join('');
  $('#d-attendant').value = r.attendant || '';
  $('#d-dnd').checked = r.dnd;
  $('#d-note').value = r.note;
  for (const m of MINIBAR) mbQty[m.id] = 0;
  $('#d-minibar').open = false;
  renderMinibar();
  $('#d-history').innerHTML = r.history.length
    ? r.history.map(h => `<li>${h.at} ${esc(h.text)}</li>`).join('')
    : '<li class="muted">Nothing recorded yet today.</li>';
  d.show();
}

function renderMinibar() {
  const r = room(drawerRoom);
  const occupied = r.occ === 'S';
  $('#mb-items').innerHTML = occupied ? MINIBAR.map(m => `<div class="mb-line">
      <span>${m.name}</span><span class="muted">${money(m.price * 100)}</span>
      <sl-icon-button name="dash" label="One fewer ${m.name}" data-mb="${m.id}" data-d="-1" ${mbQty[m.id] ? '' : 'disabled'}></sl-icon-button>
      <span class="qty">${mbQty[m.id]}</span>
      <sl-icon-button name="plus" label="One more ${m.name}" data-mb="${m.id}" data-d="1"></sl-icon-button></div>`).join('')
    : '<p class="muted">No guest in the room: nothing to charge.</p>';
  const total = MINIBAR.reduce((s, m) => s + m.price * mbQty[m.id], 0);
  $('#mb-total').textContent = '£' + total.toFixed(2);
  $('#mb-post').disabled = !occupied || total === 0;
  $('#mb-post').textContent = total ? `Post £${total.toFixed(2)} to guest's bill` : "Post to guest's bill";
  $('#mb-posted').innerHTML = r.minibar.map(c => `<div class="posted">${c.at} · <strong>${money(c.pence)}</strong> · ${esc(c.items)}</div>`).join('');
}

function setupDrawer() {
  const d = $('#drawer');
  $('#d-close').addEventListener('click', () => d.hide());
  $('#mb-items').addEventListener('click', e => {
    const b = e.target.closest('[data-mb]');
    if (!b || b.disabled) return;
    mbQty[b.dataset.mb] = Math.max(0, mbQty[b.dataset.mb] + Number(b.dataset.d));
    renderMinibar();
  });
  $('#mb-post').addEventListener('click', async e => {
    const btn = e.currentTarget;
    const r = room(drawerRoom);
    const lines = MINIBAR.filter(m => mbQty[m.id]);
    const total = lines.reduce((s, m) => s + m.price * mbQty[m.id], 0);
    btn.loading = true;
    await wait(500);
    r.minibar.push({ pence: Math.round(total) * 100, items: lines.map(m => `${mbQty[m.id]} × ${m.name}`).join(', '), at: clock() });
    r.history.push({ at: clock(), text: `Minibar charge posted by ${who()}` });
    for (const m of MINIBAR) mbQty[m.id] = 0;
    btn.loading = false;
    save(); renderAll(); renderMinibar();
    toast(`£${total.toFixed(2)} posted to room ${r.no}'s bill`);
  });
  $('#d-save').addEventListener('click', async e => {
    const btn = e.currentTarget;
    const r = room(drawerRoom);
    btn.loading = true;
    await wait(450);
    const att = $('#d-attendant').value || null;
    if (att !== r.attendant) r.history.push({ at: clock(), text: `Assigned to ${staffName(att) || 'nobody'} by ${who()}` });
    if ($('#d-dnd').checked !== r.dnd) r.history.push({ at: clock(), text: `Do Not Disturb ${$('#d-dnd').checked ? 'on' : 'off'}` });
    r.attendant = att;
    r.dnd = $('#d-dnd').checked;
    r.note = $('#d-note').value.trim();
    btn.loading = false;
    save(); renderAll(); d.hide();
    toast(`Room ${r.no} saved`);
  });
}

// ------------------------------------------------------------------ the rooms list
function setupRooms() {
  const floors = $('#floors');
  floors.addEventListener('click', e => {
    const open = e.target.closest('[data-open]');
    if (open) openDrawer(open.dataset.open);
  });
  floors.addEventListener('sl-change', e => {
    const box = e.target.closest('sl-checkbox.pick');
    if (!box) return;
    if (box.checked) state.selected.add(box.dataset.room); else state.selected.delete(box.dataset.room);
    const n = state.selected.size;
    $('#picked').textContent = n ? `${n} selected` : '';
    $('#assign-btn').disabled = n === 0;
    $('#assign-btn').textContent = n ? `Assign selected (${n})…` : 'Assign selected…';
  });
  floors.addEventListener('sl-show', e => {
    if (e.target.matches('sl-details.floor')) state.openFloors.add(Number(e.target.dataset.floor));
  });
  floors.addEventListener('sl-hide', e => {
    if (e.target.matches('sl-details.floor')) state.openFloors.delete(Number(e.target.dataset.floor));
  });
  floors.addEventListener('sl-select', async e => {
    const no = e.target.dataset.room;
    const action = e.detail.item.value;
    const r = room(no);
    if (action === 'details') return openDrawer(no);
    if (action === 'inspect') return openInspect(no);
    if (action === 'ooo') return openOutOfOrder(no);
    if (action === 'fault') return openFault(no);
    await wait(300);
    let msg = '';
    if (action === 'start' && startCleaning(r)) msg = `Room ${no}: cleaning started`;
    if (action === 'clean' && markClean(r)) msg = `Room ${no} marked clean, waiting for inspection`;
    if (action === 'back' && backInService(r)) msg = `Room ${no} is back in service and needs a clean`;
    save(); renderAll();
    if (msg) toast(msg);
  });

  let timer = null;
  $('#search').addEventListener('sl-input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => { state.search = $('#search').value; renderFloors(); }, 300);
  });
  $('#search').addEventListener('sl-clear', () => { state.search = ''; renderFloors(); });
  $('#filter').addEventListener('sl-change', () => { state.filter = $('#filter').value || 'all'; renderFloors(); });
}

function setupTabs() {
  $('#fault-view').addEventListener('sl-change', renderFaults);
  $('#new-fault').addEventListener('click', () => openFault(null));
  $('#fault-table').addEventListener('click', async e => {
    const b = e.target.closest('[data-fix]');
    if (!b) return;
    if (!confirm(`Mark ${b.dataset.fix} as fixed?`)) return;
    const f = state.faults.find(x => x.ref === b.dataset.fix);
    f.status = 'fixed';
    save(); renderFaults(); renderTiles();
    toast(`${f.ref} marked fixed`);
  });
  $('#new-lost').addEventListener('click', openLost);
  $('#lost-older').addEventListener('click', () => { state.showOlderLost = !state.showOlderLost; renderLost(); });
  $('#lost-table').addEventListener('click', e => {
    const b = e.target.closest('[data-return]');
    if (b) openReturn(b.dataset.return);
  });
  $('#user-menu').addEventListener('sl-select', () => askWhoIsUsing());
}

async function boot() {
  await Promise.all(TAGS.map(t => customElements.whenDefined(t)));
  load();
  showUser();
  setupSignIn(showUser);
  setupDialogs();
  setupDrawer();
  setupRooms();
  setupTabs();
  setInterval(() => { $('#clock').textContent = clock(); }, 15000);
  await wait(1000); // the room list comes from the front desk system
  $('#loading').hidden = true;
  $('#board').hidden = false;
  renderAll();
  if (!state.user) setTimeout(askWhoIsUsing, 500);
}

boot();
