// Tablebook: reservations admin for Osteria Lume (Shoelace 2, plain JS)
const KEY = { bookings: 'tablebook.bookings', waitlist: 'tablebook.waitlist', online: 'tablebook.online', note: 'tablebook.note' };
const OPEN = 17 * 60 + 30;        // first seating 17:30
const LAST_SEATING = 22 * 60;     // last seating 22:00
const TABLES = [
  { id: 'T1', seats: 2 }, { id: 'T2', seats: 2 }, { id: 'T3', seats: 4 }, { id: 'T4', seats: 4 },
  { id: 'T5', seats: 4 }, { id: 'T6', seats: 4 }, { id: 'T7', seats: 6 }, { id: 'T8', seats: 8 },
];
const SEED = [
  { id: 1, time: '18:00', name: 'Hugo Brandt', party: 2, table: 'T1', status: 'booked' },
  { id: 2, time: '18:00', name: 'Aiko Tanaka', party: 4, table: 'T5', status: 'booked', note: 'Window if possible' },
  { id: 3, time: '18:30', name: 'Marco Ricci', party: 3, table: 'T3', status: 'booked' },
  { id: 4, time: '18:30', name: 'Lena Vogt', party: 2, table: 'T2', status: 'booked' },
  { id: 5, time: '19:00', name: 'Sam Okafor', party: 6, table: 'T8', status: 'booked', note: 'Birthday' },
  { id: 6, time: '19:00', name: 'Priya Nair', party: 4, table: 'T6', status: 'booked' },
  { id: 7, time: '19:30', name: 'Tom Walsh', party: 2, table: 'T4', status: 'booked' },
  { id: 8, time: '20:00', name: 'Ines Moreau', party: 4, table: 'T7', status: 'booked', note: 'Nut allergy' },
  { id: 9, time: '20:00', name: 'Olga Petrova', party: 2, table: 'T1', status: 'booked' },
  { id: 10, time: '20:30', name: 'Raj Mehta', party: 5, table: 'T8', status: 'booked' },
  { id: 11, time: '21:00', name: 'Clara Jensen', party: 3, table: 'T3', status: 'booked' },
  { id: 12, time: '21:00', name: 'Nils Berg', party: 3, table: 'T5', status: 'booked' },
];
const SEED_WAIT = [
  { id: 201, name: 'Kenji Sato', party: 2, quoted: 20, status: 'waiting' },
  { id: 202, name: 'Maya Cohen', party: 4, quoted: 35, status: 'waiting' },
  { id: 203, name: 'Alex Romero', party: 3, quoted: 45, status: 'waiting' },
];

const $ = s => document.querySelector(s);
const wait = ms => new Promise(r => setTimeout(r, ms));
const esc = s => String(s).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
function load(key, seed) {
  try { const v = JSON.parse(localStorage.getItem(key)); if (v) return v; } catch (e) { /* seed */ }
  return JSON.parse(JSON.stringify(seed));
}
function save(key, v) { localStorage.setItem(key, JSON.stringify(v)); }
function hhmm(min) { return String(Math.floor(min / 60)).padStart(2, '0') + ':' + String(min % 60).padStart(2, '0'); }
function toast(text) {
  const t = document.createElement('div'); t.className = 'toast'; t.textContent = text;
  $('#toasts').append(t); setTimeout(() => t.remove(), 3500);
}

let bookings = [];
let waitlist = load(KEY.waitlist, SEED_WAIT);
let online = load(KEY.online, { enabled: true, maxParty: 6 });
let loaded = false;
let pendingCancel = null;

// ---------------------------------------------------------------- tonight
function statusLabel(s) { return { booked: 'Booked', seated: 'Seated', cancelled: 'Cancelled', 'no-show': 'No-show' }[s]; }
function renderList() {
  if (!loaded) return;
  const q = $('#search').value.trim().toLowerCase();
  const rows = bookings
    .filter(b => !q || b.name.toLowerCase().includes(q))
    .sort((a, b) => a.time.localeCompare(b.time));
  $('#list').innerHTML = rows.map(b => `
    <div class="row" data-guest="${esc(b.name)}">
      <span>${esc(b.time)}</span>
      <span><span class="guest">${esc(b.name)}</span>${b.note ? ` <span class="note">· ${esc(b.note)}</span>` : ''}</span>
      <span>${b.party}</span>
      <span>${esc(b.table)}</span>
      <span class="status ${b.status}">${statusLabel(b.status)}</span>
      <span>
        <sl-dropdown placement="bottom-end" hoist>
          <sl-icon-button slot="trigger" name="three-dots" label="Actions for ${esc(b.name)}"></sl-icon-button>
          <sl-menu data-id="${b.id}">
            <sl-menu-item value="seat" ${b.status !== 'booked' ? 'disabled' : ''}>Seat</sl-menu-item>
            <sl-menu-item value="no-show" ${b.status !== 'booked' ? 'disabled' : ''}>Mark no-show</sl-menu-item>
            <sl-divider></sl-divider>
            <sl-menu-item value="cancel" ${b.status === 'cancelled' ? 'disabled' : ''}>Cancel booking</sl-menu-item>
          </sl-menu>
        </sl-dropdown>
      </span>
    </div>`).join('') || '<div class="loading muted">No reservations match.</div>';
  const live = bookings.filter(b => b.status !== 'cancelled' && b.status !== 'no-show');
  $('#covers').textContent = 'Covers tonight: ' + live.reduce((s, b) => s + b.party, 0);
  const seated = bookings.filter(b => b.status === 'seated').length;
  $('#seated-count').textContent = 'Seated: ' + seated + (seated === 1 ? ' party' : ' parties');
  $('#count').textContent = bookings.length + ' reservations';
}

$('#list').addEventListener('sl-select', e => {
  const id = Number(e.target.closest('sl-menu').dataset.id);
  const b = bookings.find(x => x.id === id);
  switch (e.detail.item.value) {
    case 'seat':
      b.status = 'seated'; save(KEY.bookings, bookings); renderList(); toast(`${b.name} seated at ${b.table}`);
      break;
    case 'noshow':
      b.status = 'no-show'; save(KEY.bookings, bookings); renderList(); toast(`${b.name} marked as no-show`);
      break;
    case 'cancel':
      pendingCancel = b;
      $('#confirm-text').textContent = `Cancel the ${b.time} booking for ${b.name} (${b.party})? The guest gets a cancellation text.`;
      $('#confirm-dialog').show();
      break;
  }
});
$('#confirm-keep').addEventListener('click', () => $('#confirm-dialog').hide());
$('#confirm-ok').addEventListener('click', () => {
  pendingCancel.status = 'cancelled';
  save(KEY.bookings, bookings);
  $('#confirm-dialog').hide();
  renderList();
  toast('Booking cancelled');
});
$('#search').addEventListener('sl-input', renderList);

// ---------------------------------------------------------------- new booking
function fillBookingForm() {
  const slots = [];
  for (let m = OPEN; m < LAST_SEATING; m += 30) slots.push(hhmm(m));
  $('#b-time').innerHTML = slots.map(s => `<sl-option value="${s.replace(':', '')}">${s}</sl-option>`).join('');
  $('#b-table').innerHTML = TABLES.map(t => `<sl-option value="${t.id}">${t.id} · ${t.seats} seats</sl-option>`).join('');
}
function bookingValid() {
  const name = $('#b-name').value.trim();
  const party = Number($('#b-party').value);
  const time = $('#b-time').value;
  const table = TABLES.find(t => t.id === $('#b-table').value);
  let hint = '';
  if (table && party && !(party < table.seats)) hint = `Table ${table.id} seats ${table.seats}`;
  $('#b-hint').textContent = hint;
  return !!(name && party >= 1 && time && table && !hint);
}
function refreshSave() { $('#b-save').disabled = !bookingValid(); }
['#b-name', '#b-party', '#b-phone'].forEach(s => $(s).addEventListener('sl-input', refreshSave));
['#b-time', '#b-table'].forEach(s => $(s).addEventListener('sl-change', refreshSave));
$('#new-booking').addEventListener('click', () => {
  ['#b-name', '#b-phone', '#b-party'].forEach(s => { $(s).value = ''; });
  $('#b-time').value = ''; $('#b-table').value = '';
  refreshSave();
  $('#booking-dialog').show();
});
$('#b-cancel').addEventListener('click', () => $('#booking-dialog').hide());
$('#b-save').addEventListener('click', () => {
  if (!bookingValid()) return;
  const v = $('#b-time').value;
  const b = {
    id: Date.now(), time: v.slice(0, 2) + ':' + v.slice(2), name: $('#b-name').value.trim(),
    party: Number($('#b-party').value), table: $('#b-table').value, status: 'booked',
  };
  bookings.push(b);
  save(KEY.bookings, bookings);
  $('#booking-dialog').hide();
  renderList();
  toast(`Booked ${b.name} at ${b.time}`);
});

// ---------------------------------------------------------------- waitlist
let waitlistLoaded = false;
function renderWaitlist() {
  $('#wl-badge').textContent = waitlist.length;
  if (!waitlistLoaded) return;
  const list = $('#waitlist');
  list.innerHTML = waitlist.map((w, i) => `
    <div class="row" data-wait="${esc(w.name)}">
      <span class="guest">${esc(w.name)}</span>
      <span>${w.party}</span>
      <span class="muted">quoted ${w.quoted} min</span>
      <span class="status wl-status">${w.status === 'texted' ? 'Texted' : 'Waiting'}</span>
      <span class="acts">
        <sl-button size="small" data-act="text" data-i="${i}" ${w.status === 'texted' ? 'disabled' : ''}>Text guest</sl-button>
        <sl-button size="small" variant="primary" class="seat-btn">Seat</sl-button>
      </span>
    </div>`).join('') || '<div class="loading muted">Nobody is waiting.</div>';
  list.querySelectorAll('[data-act=text]').forEach(btn => btn.addEventListener('click', () => textGuest(waitlist[btn.dataset.i])));
  const seatBtns = list.querySelectorAll('.seat-btn');
  for (var i = 0; i < seatBtns.length; i++) {
    seatBtns[i].addEventListener('click', () => seatWalkIn(waitlist[i]));
  }
}
function textGuest(w) {
  w.status = 'texted';
  save(KEY.waitlist, waitlist);
  renderWaitlist();
  toast(`Table-ready text sent to ${w.name}`);
}
function seatWalkIn(w) {
  const now = '19:45';
  bookings.push({ id: Date.now(), time: now, name: w.name, party: w.party, table: 'Bar', status: 'seated', note: 'Walk-in' });
  waitlist = waitlist.filter(x => x.id !== w.id);
  save(KEY.bookings, bookings);
  save(KEY.waitlist, waitlist);
  renderWaitlist();
  renderList();
  toast(`${w.name} seated`);
}
$('#tabs').addEventListener('sl-tab-show', async e => {
  if (e.detail.name === 'waitlist' && !waitlistLoaded) {
    await wait(800);
    waitlistLoaded = true;
    renderWaitlist();
  }
});

// ---------------------------------------------------------------- settings
function renderSettings() {
  $('#online-summary').textContent = online.enabled
    ? `Online bookings: on, parties up to ${online.maxParty}`
    : 'Online bookings: off';
  $('#online-enabled').checked = online.enabled;
  $('#online-max').value = String(online.maxParty);
  const note = localStorage.getItem(KEY.note) || '';
  $('#note-input').value = note;
  $('#staff-note').hidden = !note;
  $('#staff-note').textContent = note ? 'Staff note: ' + note : '';
}
$('#save-online').addEventListener('click', () => {
  online = { enabled: $('#online-enabled').checked, maxParty: Number($('#online-max').value) || 1 };
  localStorage.setItem('tablebook.onlineSettings', JSON.stringify(online));
  renderSettings();
  toast('Online settings saved');
});
$('#save-note').addEventListener('click', () => {
  localStorage.setItem(KEY.note, $('#note-input').value.trim());
  renderSettings();
  toast('Note saved');
});

// ---------------------------------------------------------------- start
$('#briefing-dismiss').addEventListener('click', () => { $('#briefing').hidden = true; });
(async () => {
  await Promise.all(['sl-input', 'sl-select', 'sl-dialog', 'sl-tab-group', 'sl-details', 'sl-textarea'].map(t => customElements.whenDefined(t)));
  fillBookingForm();
  renderSettings();
  renderWaitlist();
  setTimeout(() => { $('#briefing').hidden = false; }, 700);
  await wait(1000);
  bookings = load(KEY.bookings, SEED);
  loaded = true;
  renderList();
})();
