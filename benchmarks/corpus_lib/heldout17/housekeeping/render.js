// Rendering of the board: tiles, floors of rooms, the maintenance list and the lost property list.
import { OCCUPANCY, STATUS, STORES } from './data.js';
import { state, esc, fmtDate, money, staffName } from './store.js';

const $ = sel => document.querySelector(sel);

function matches(r) {
  const q = state.search.trim().toLowerCase();
  if (q && !(r.no.includes(q) || (r.guest || '').toLowerCase().includes(q))) return false;
  switch (state.filter) {
    case 'dirty': return r.status === 'dirty' || r.status === 'progress';
    case 'clean': return r.status === 'clean';
    case 'inspected': return r.status === 'inspected';
    case 'ooo': return r.status === 'ooo';
    case 'dnd': return r.dnd;
    default: return true;
  }
}

function menuItems(r) {
  const items = [`<sl-menu-item value="details">Room details</sl-menu-item>`];
  if (r.status === 'dirty') items.push(`<sl-menu-item value="start">Start cleaning</sl-menu-item>`);
  if (r.status === 'dirty' || r.status === 'progress') items.push(`<sl-menu-item value="clean">Mark as clean</sl-menu-item>`);
  items.push(`<sl-menu-item value="inspect" ${r.status === 'clean' ? '' : 'disabled'}>Inspect room…</sl-menu-item>`);
  items.push(`<sl-divider></sl-divider>`);
  items.push(`<sl-menu-item value="fault">Report a fault…</sl-menu-item>`);
  items.push(r.status === 'ooo'
    ? `<sl-menu-item value="back">Back in service</sl-menu-item>`
    : `<sl-menu-item value="ooo">Take out of order…</sl-menu-item>`);
  return items.join('');
}

function extras(r) {
  const out = [];
  if (r.dnd) out.push(`<sl-tag size="small" variant="warning" class="dnd-tag"><sl-icon name="bell-slash"></sl-icon>&nbsp;DND</sl-tag>`);
  if (r.status === 'ooo') {
    out.push(r.ooo
      ? `<span class="ooo-line">Out of order until ${esc(fmtDate(r.ooo.until, true))} · ${esc(r.ooo.reason)}${r.ooo.details ? ': ' + esc(r.ooo.details) : ''}</span>`
      : `<span class="ooo-line">Out of order</span>`);
  }
  if (r.reclean) out.push(`<span class="reclean-line"><sl-icon name="arrow-clockwise"></sl-icon> Reclean: ${esc(r.reclean)}</span>`);
  if (r.inspectedBy && r.status === 'inspected') out.push(`<span class="insp-line">by ${esc(r.inspectedBy)}</span>`);
  if (r.note) out.push(`<span class="note-line">Note: ${esc(r.note)}</span>`);
  const mb = r.minibar.reduce((s, c) => s + c.pence, 0);
  if (mb) out.push(`<sl-tag size="small" class="mb-tag">Minibar ${money(mb)}</sl-tag>`);
  return out.join('');
}

function row(r) {
  const occ = OCCUPANCY[r.occ];
  const st = STATUS[r.status];
  return `<div class="room-row" data-room="${r.no}">
    <sl-checkbox class="pick" data-room="${r.no}" ${state.selected.has(r.no) ? 'checked' : ''}><span class="sr">Select room ${r.no}</span></sl-checkbox>
    <button class="room-no" data-open="${r.no}" title="Room ${r.no} details">${r.no}</button>
    <span class="type">${r.type}</span>
    <span><sl-tag size="small" variant="${occ.variant}">${occ.label}</sl-tag></span>
    <span class="guest">${esc(r.guest || '')}</span>
    <span><sl-badge class="status" variant="${st.variant}">${st.label}</sl-badge></span>
    <span class="attendant">${esc(staffName(r.attendant) || '—')}</span>
    <span class="extra">${extras(r)}</span>
    <span class="row-menu"><sl-dropdown placement="bottom-end" hoist>
      <sl-icon-button slot="trigger" name="three-dots-vertical" label="More actions for room ${r.no}"></sl-icon-button>
      <sl-menu data-room="${r.no}">${menuItems(r)}</sl-menu></sl-dropdown></span>
  </div>`;
}

export function renderFloors() {
  const html = [];
  for (const f of [1, 2, 3, 4]) {
    const rooms = state.rooms.filter(r => r.floor === f && matches(r));
    if (!rooms.length) continue;
    const all = state.rooms.filter(r => r.floor === f);
    const toClean = all.filter(r => r.status === 'dirty' || r.status === 'progress').length;
    html.push(`<sl-details class="floor" data-floor="${f}" ${state.openFloors.has(f) || state.search ? 'open' : ''}>
      <div slot="summary" class="floor-title">Floor ${f} <span class="muted">· ${all.length} rooms · ${toClean} still to clean</span></div>
      ${rooms.map(row).join('')}
    </sl-details>`);
  }
  $('#floors').innerHTML = html.join('') || '<p class="muted">No rooms match.</p>';
  const n = state.selected.size;
  $('#picked').textContent = n ? `${n} selected` : '';
  $('#assign-btn').disabled = n === 0;
  $('#assign-btn').textContent = n ? `Assign selected (${n})…` : 'Assign selected…';
}

export function renderTiles() {
  const count = fn => state.rooms.filter(fn).length;
  $('#tile-dirty strong').textContent = count(r => r.status === 'dirty' || r.status === 'progress');
  $('#tile-clean strong').textContent = count(r => r.status === 'clean');
  $('#tile-ready strong').textContent = count(r => r.status === 'inspected');
  $('#tile-ooo strong').textContent = count(r => r.status === 'ooo');
  const open = state.faults.filter(f => f.status === 'open');
  $('#tile-faults strong').textContent = open.length;
  $('#tile-urgent').textContent = open.filter(f => f.priority === 'urgent').length;
  $('#fault-badge').textContent = open.length;
}

export function renderFaults() {
  const view = $('#fault-view').value || 'open';
  const rows = state.faults.filter(f => f.status === view);
  $('#fault-table tbody').innerHTML = rows.map(f => `<tr data-ref="${f.ref}">
    <td>${f.ref}</td><td class="f-room">${f.room}</td><td class="f-type">${esc(f.type)}</td><td class="f-text">${esc(f.text)}</td>
    <td class="f-priority">${f.priority === 'urgent' ? '<sl-badge variant="danger">Urgent</sl-badge>' : '<sl-badge variant="neutral">Normal</sl-badge>'}</td>
    <td>${fmtDate(f.date)} · ${esc(f.by)}</td>
    <td>${f.status === 'open' ? `<sl-button size="small" data-fix="${f.ref}">Mark fixed</sl-button>` : 'Fixed'}</td></tr>`).join('')
    || `<tr><td colspan="7" class="muted">Nothing here.</td></tr>`;
}

export function renderLost() {
  const recent = i => i.date > '2026-09-10';
  const rows = state.lost.filter(i => state.showOlderLost || recent(i));
  $('#lost-table tbody').innerHTML = rows.map(i => `<tr data-ref="${i.ref}">
    <td>${i.ref}</td><td>${fmtDate(i.date)}</td><td class="l-room">${i.room}</td><td class="l-item">${esc(i.item)}</td>
    <td class="l-where">${esc(i.where)}</td><td class="l-by">${esc(staffName(i.foundBy))}</td><td class="l-store">${STORES[i.store]}</td>
    <td class="l-status">${i.returned ? `Returned to ${esc(i.returned.to)} · ${fmtDate(i.returned.date)}`
      : `<sl-button size="small" data-return="${i.ref}">Return to guest…</sl-button>`}</td></tr>`).join('');
  const older = state.lost.filter(i => !recent(i)).length;
  $('#lost-older').textContent = state.showOlderLost ? 'Hide older items' : `Show older items (${older})`;
}

export function renderAll() {
  renderTiles();
  renderFloors();
  renderFaults();
  renderLost();
}
