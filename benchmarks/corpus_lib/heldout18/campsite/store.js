// State of the bookings desk, prices, availability and persistence (localStorage).
import { SEED_PITCHES, SEED_BOOKINGS, PITCH_TYPES, EXTRA_PERSON, DOG } from './data.js';

export const TODAY = '2026-07-10';
const KEY = 'larchfield.desk.v3';

export const state = { pitches: [], bookings: [], loaded: false };

// ---------------------------------------------------------------------------------------------- dates
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const parse = s => { const [y, m, d] = s.split('-').map(Number); return new Date(y, m - 1, d); };
export const iso = dt => `${dt.getFullYear()}-${String(dt.getMonth() + 1).padStart(2, '0')}-${String(dt.getDate()).padStart(2, '0')}`;
export const addDays = (s, n) => { const d = parse(s); d.setDate(d.getDate() + n); return iso(d); };
export const fmt = s => { const d = parse(s); return `${DOW[d.getDay()]} ${d.getDate()} ${MON[d.getMonth()]}`; };
export const fmtLong = s => { const d = parse(s); return `${DOW[d.getDay()]} ${d.getDate()} ${MON[d.getMonth()]} ${d.getFullYear()}`; };
export const money = n => `£${Number(n).toFixed(2)}`;
export const esc = s => String(s).replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

// ---------------------------------------------------------------------------------------------- lookups
export const pitchOf = id => state.pitches.find(p => p.id === id);
export const bookingOf = ref => state.bookings.find(b => b.ref === ref);
export const departs = b => addDays(b.arrive, b.nights);
export const people = b => Number(b.adults) + Number(b.children);
export const typeName = p => PITCH_TYPES[p.type].name;

export function nightly(b) {
  const p = pitchOf(b.pitch);
  return p.rate + EXTRA_PERSON * Math.max(0, people(b) - 2) + DOG * Number(b.dogs || 0);
}
export const total = b => b.total; // the price agreed when booking (and when nights were added)
export const balance = b => Math.max(0, total(b) - b.paid);

/** Why a party cannot have this pitch, or '' when it can. */
export function unfit(p, adults, children, dogs) {
  const n = Number(adults) + Number(children);
  if (n >= p.max) return `${p.id} takes up to ${p.max} people`;
  if (dogs > 0 && p.dogs === false) return `No dogs in the pods`;
  if (dogs > 2) return 'At most two dogs per pitch';
  return '';
}

/** Is the pitch free for every night from `arrive` for `nights` (ignoring booking `except`)? */
export function isFree(pitchId, arrive, nights, except = null) {
  const leave = addDays(arrive, nights);
  const p = pitchOf(pitchId);
  if (p.outOfUse && arrive <= p.outOfUse.until && leave > p.outOfUse.from) return false;
  return !state.bookings.some(b => b.pitch === pitchId && b.ref !== except && b.status !== 'cancelled'
    && b.arrive < leave && departs(b) > arrive);
}

export function occupant(pitchId, night) {
  return state.bookings.find(b => b.pitch === pitchId && b.status !== 'cancelled' && b.arrive <= night && departs(b) > night);
}

// ---------------------------------------------------------------------------------------------- persistence
export function load() {
  return new Promise(resolve => setTimeout(() => {
    let saved = null;
    try { saved = JSON.parse(localStorage.getItem(KEY)); } catch { saved = null; }
    state.pitches = (saved ? saved.pitches : SEED_PITCHES).map(p => ({ ...p }));
    state.bookings = (saved ? saved.bookings : SEED_BOOKINGS).map(b => ({ ...b, payments: [...(b.payments || [])] }));
    for (const b of state.bookings) if (b.total == null) b.total = nightly(b) * b.nights;
    state.loaded = true;
    resolve();
  }, 1500));
}

export function save() {
  localStorage.setItem(KEY, JSON.stringify({ pitches: state.pitches, bookings: state.bookings }));
}

export function nextRef() {
  return 'LF-' + (Math.max(...state.bookings.map(b => Number(b.ref.slice(3)))) + 1);
}

// ---------------------------------------------------------------------------------------------- actions
export function checkIn(pitchId, reg) {
  const b = state.bookings.find(x => x.pitch === pitchId && x.status !== 'cancelled');
  b.status = 'arrived';
  b.reg = reg.toUpperCase().trim();
  b.arrivedAt = '14:05';
  save();
  return b;
}

export function checkOut(ref) {
  const b = bookingOf(ref);
  b.status = 'departed';
  b.leftAt = '10:40';
  save();
  return b;
}
