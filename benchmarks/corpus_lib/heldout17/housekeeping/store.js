// State of the board, kept in localStorage so that a reload (or the other tablet) sees the same rooms.
import { seedRooms, seedFaults, seedLostProperty, STAFF, TODAY } from './data.js';

const KEY = 'hv-housekeeping-v3';

// only the fields the board changes during a shift are saved with each room; the rest comes from the PMS
const ROOM_FIELDS = ['status', 'attendant', 'dnd', 'note', 'reclean', 'inspectedBy', 'minibar', 'history'];

export const state = {
  rooms: [],
  faults: [],
  lost: [],
  nextFault: 1041,
  nextLost: 233,
  user: null,
  selected: new Set(),
  openFloors: new Set([1, 2]),
  filter: 'all',
  search: '',
  showOlderLost: false,
  loading: true,
};

export function load() {
  const rooms = seedRooms();
  let saved = null;
  try { saved = JSON.parse(localStorage.getItem(KEY) || 'null'); } catch { saved = null; }
  if (saved) {
    for (const r of rooms) Object.assign(r, saved.rooms[r.no] || {});
    state.faults = saved.faults;
    state.lost = saved.lost;
    state.nextFault = saved.nextFault;
    state.nextLost = saved.nextLost;
  } else {
    state.faults = seedFaults();
    state.lost = seedLostProperty();
  }
  state.rooms = rooms;
  try { state.user = JSON.parse(sessionStorage.getItem('hv-user') || 'null'); } catch { state.user = null; }
}

export function save() {
  const rooms = {};
  for (const r of state.rooms) {
    rooms[r.no] = Object.fromEntries(ROOM_FIELDS.map(f => [f, r[f]]));
  }
  localStorage.setItem(KEY, JSON.stringify({
    rooms, faults: state.faults, lost: state.lost, nextFault: state.nextFault, nextLost: state.nextLost,
  }));
}

export function signIn(user) {
  state.user = user;
  sessionStorage.setItem('hv-user', JSON.stringify(user));
}

export const room = no => state.rooms.find(r => r.no === no);
export const staffName = id => (STAFF.find(s => s.id === id) || {}).name || '';

export function esc(s) {
  return String(s ?? '').replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function fmtDate(iso, withDay = false) {
  if (!iso) return '';
  const [y, m, d] = iso.split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d));
  const s = `${d} ${MONTHS[m - 1]}`;
  return withDay ? `${DAYS[dt.getUTCDay()]} ${s}` : s;
}

export const money = pence => '£' + (pence / 100).toFixed(2);

// the board's clock: minutes move on from the pinned start time while the page is open
const started = Date.now();
export function clock() {
  const mins = 9 * 60 + 40 + Math.floor((Date.now() - started) / 60000);
  return `${String(Math.floor(mins / 60)).padStart(2, '0')}:${String(mins % 60).padStart(2, '0')}`;
}

export const isToday = iso => iso === TODAY;

export function wait(ms) {
  return new Promise(res => setTimeout(res, ms));
}
