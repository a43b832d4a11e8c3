// The desk's state: today's bookings and standby lists. The bookings downloaded from the booking system are kept
// as they came, with the desk's own changes stored on top of them in localStorage; walk-ups are stored whole.
import {
  NOW, DECK_METRES, LANE_METRES, PORTS, SAILINGS, TYPES, OVER_LENGTH, PASSENGER, BOOKINGS, STANDBY,
} from './data.js';

const KEY = 'sorn.desk.v2';
const DESK_FIELDS = ['reg', 'driver', 'pax', 'length', 'fare', 'paid', 'status', 'lane'];
const SEEDED = new Set(BOOKINGS.map(r => r[0]));

export const state = { loading: true, bookings: [], standby: [], nextRef: 4160 };

const listeners = new Set();
export const subscribe = fn => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
const changed = () => listeners.forEach(fn => fn());

function seed() {
  return BOOKINGS.map(([ref, sailing, reg, driver, type, length, pax, islander, status, lane, fare]) => ({
    ref, sailing, reg, driver, type, length, pax, islander, status, lane, fare, paid: fare,
  }));
}

export function load() {
  const saved = JSON.parse(localStorage.getItem(KEY) || 'null');
  state.bookings = seed();
  state.standby = STANDBY.map(s => ({ ...s }));
  if (saved) {
    for (const b of state.bookings) Object.assign(b, saved.desk[b.ref] || {});
    state.bookings.push(...saved.added);
    state.standby = state.standby.filter(s => !saved.standbyGone.includes(s.ref));
    state.nextRef = saved.nextRef;
  }
  state.loading = false;
  changed();
}

function save() {
  const desk = {};
  for (const b of state.bookings) {
    if (SEEDED.has(b.ref)) desk[b.ref] = Object.fromEntries(DESK_FIELDS.map(k => [k, b[k]]));
  }
  const added = state.bookings.filter(b => !SEEDED.has(b.ref));
  const standbyGone = STANDBY.map(s => s.ref).filter(r => !state.standby.some(s => s.ref === r));
  localStorage.setItem(KEY, JSON.stringify({ desk, added, standbyGone, nextRef: state.nextRef }));
  changed();
}

// ------------------------------------------------------------------------------------------ helpers
export const money = p => (p < 0 ? '−' : '') + '£' + (Math.abs(p) / 100).toFixed(2);
export const metres = m => (Math.round(m * 10) / 10).toFixed(1) + ' m';
export const sailing = id => SAILINGS.find(s => s.id === id);
export const sailingName = id => {
  const s = sailing(id);
  return `${s.time} from ${PORTS[s.from]}`;
};
export const departed = id => sailing(id).time < NOW;
export const nextFrom = port => SAILINGS.find(s => s.from === port && !departed(s.id));
export const onSailing = id => state.bookings.filter(b => b.sailing === id);
const travelling = id => onSailing(id).filter(b => b.status !== 'no-show');
export const deckUsed = id => Math.round(travelling(id).reduce((m, b) => m + b.length, 0) * 10) / 10;
export const deckFree = id => Math.round((DECK_METRES - deckUsed(id)) * 10) / 10;
export const people = id => travelling(id).reduce((n, b) => n + b.pax, 0);
export const laneFree = (id, lane) =>
  Math.round((LANE_METRES - onSailing(id).filter(b => b.status === 'boarded' && b.lane === lane)
    .reduce((m, b) => m + b.length, 0)) * 10) / 10;
export const standbyFor = id => state.standby.filter(s => s.sailing === id);
export const vehicleText = b => `${TYPES[b.type].label}, ${metres(b.length)}`;
export const statusText = b =>
  b.status === 'boarded' ? `Boarded · lane ${b.lane}` : b.status === 'no-show' ? 'No-show' : 'To board';

// The fare table on the wall of the booth: the vehicle's fare by type, £4.50 for each metre or part of a metre
// over 5 m, half the vehicle fare with an islander card, and £6.20 for each passenger after the driver.
export function fare({ type, length, pax, islander }) {
  let vehicle = TYPES[type].base;
  const over = Number(length) - OVER_LENGTH.from;
  if (type !== 'motorbike' && over > 0) vehicle += Math.floor(Math.round(over * 100) / 100) * OVER_LENGTH.perMetre;
  if (islander) vehicle = Math.round(vehicle / 2);
  return vehicle + Math.max(0, pax - 1) * PASSENGER;
}

export function find(q) {
  const t = q.trim().toLowerCase().replace(/\s+/g, ' ');
  if (t.length < 2) return [];
  return state.bookings
    .filter(b => b.reg.toLowerCase().includes(t) || b.driver.toLowerCase().includes(t) || b.ref.toLowerCase() === t)
    .sort((a, b) => sailing(a.sailing).time.localeCompare(sailing(b.sailing).time));
}

export async function notify(message, variant = 'success', duration = 4000) {
  await customElements.whenDefined('sl-alert');
  const icon = { success: 'check2-circle', warning: 'exclamation-triangle', danger: 'exclamation-octagon' }[variant] || 'info-circle';
  const alert = Object.assign(document.createElement('sl-alert'), { variant, closable: true, duration });
  const ic = Object.assign(document.createElement('sl-icon'), { name: icon, slot: 'icon' });
  alert.append(ic, document.createTextNode(message));
  document.body.append(alert);
  return alert.toast();
}

// ------------------------------------------------------------------------------------------ actions
export function addWalkUp(f) {
  const b = {
    ref: `SF-${state.nextRef++}`, sailing: f.sailing, reg: f.reg.trim().toUpperCase(), driver: f.driver.trim(),
    type: f.type, length: Number(f.length), pax: Number(f.pax), islander: !!f.islander, status: 'booked', lane: null,
  };
  b.fare = fare(b);
  b.paid = b.fare;
  b.payMethod = f.method;
  state.bookings.push(b);
  save();
  notify(`${b.reg} booked on the ${sailingName(b.sailing)}: ${money(b.fare)} taken by ${f.method}.`);
  return b;
}

// Boarding is keyed by registration: the lane cameras report plates, and the desk's Board button uses the same call.
export function board(reg, lane) {
  const b = state.bookings.find(x => x.reg === reg && x.status !== 'boarded');
  if (!b) return;
  b.status = 'boarded';
  b.lane = lane;
  save();
}

export function markNoShow(b) {
  b.status = 'no-show';
  b.lane = null;
  save();
  notify(`${b.reg} marked as a no-show: ${metres(b.length)} back on sale.`);
}

export function moveBooking(b, to) {
  const from = b.sailing;
  b.sailing = to;
  b.status = 'booked';
  b.lane = null;
  save();
  notify(`${b.reg} moved from the ${sailingName(from)} to the ${sailingName(to)}.`);
}

export function editBooking(b, changes) {
  const before = b.fare;
  Object.assign(b, changes);
  b.fare = fare(b);
  save();
  const due = b.fare - before;
  notify(due > 0 ? `Booking ${b.ref} saved: ${money(due)} more to pay.` : `Booking ${b.ref} saved.`);
}

export function offerStandby(id) {
  const waiting = standbyFor(id);
  const next = waiting.pop();
  if (!next) return;
  if (next.length > deckFree(id)) {
    notify(`No room for ${next.reg} (${metres(next.length)}): ${metres(deckFree(id))} free.`, 'danger');
    return;
  }
  state.standby = state.standby.filter(s => s !== next);
  const b = { ...next, status: 'booked', lane: null, paid: 0 };
  delete b.joined;
  b.fare = fare(b);
  state.bookings.push(b);
  save();
  notify(`Space on the ${sailingName(id)} offered to ${b.reg} (${b.driver}). Take ${money(b.fare)} at the booth.`);
}

export function removeStandby(ref) {
  const s = state.standby.find(x => x.ref === ref);
  state.standby = state.standby.filter(x => x.ref !== ref);
  save();
  if (s) notify(`${s.reg} taken off the standby list.`, 'primary');
}
