// The trips office's records, kept whole in localStorage, and what the office does to them. Money in pence.
import Alpine from '../../node_modules/alpinejs/dist/module.esm.js';
import { TODAY, TRIPS } from './data.js';

const KEY = 'brookfield.trips.v4';

export const office = Alpine.reactive({ loading: true, trips: [] });

export function load() {
  const saved = JSON.parse(localStorage.getItem(KEY) || 'null');
  office.trips = saved || JSON.parse(JSON.stringify(TRIPS));
  office.loading = false;
}

function save() {
  localStorage.setItem(KEY, JSON.stringify(office.trips));
}

// ------------------------------------------------------------------------------------------ helpers
export const trip = id => office.trips.find(t => t.id === id);
export const pupilName = p => `${p.first} ${p.last}`;
export const money = p => (p < 0 ? '−£' : '£') + (Math.abs(p) / 100).toFixed(2);

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export function fmtDate(iso, withDay = true) {
  if (!iso) return '';
  const [y, m, d] = iso.split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d));
  return `${withDay ? DAYS[dt.getUTCDay()] + ' ' : ''}${d} ${MONTHS[m - 1]}${withDay ? '' : ' ' + y}`;
}

// Pupil premium: the school pays half of the trip.
export const due = (t, p) => (p.premium ? Math.round(t.price / 2) : t.price);
export const paid = p => p.payments.reduce((s, x) => s + x.amount, 0);
export const balance = (t, p) => Math.max(0, due(t, p) - paid(p));
export function payState(t, p) {
  const sum = paid(p);
  if (sum >= due(t, p)) return 'Paid in full';
  return sum > 0 ? 'Part paid' : 'Not paid';
}
export const onList = t => t.pupils.filter(p => !p.withdrawn);
export const going = t => onList(t).filter(p => p.consent !== 'refused');
export const slipsIn = t => onList(t).filter(p => p.consent !== 'awaiting').length;
export const missingSlips = t => onList(t).filter(p => p.consent === 'awaiting');
export const collected = t => t.pupils.reduce((s, p) => s + paid(p), 0);
export const adultsNeeded = t => Math.ceil(going(t).length / t.ratio);

export function toast(message, kind = 'success') {
  const box = document.getElementById('toasts');
  const el = document.createElement('div');
  el.className = `toast align-items-center text-bg-${kind} border-0`;
  el.setAttribute('role', 'status');
  el.innerHTML = `<div class="d-flex"><div class="toast-body"></div>
    <button type="button" class="btn-close btn-close-white me-2 m-auto" data-bs-dismiss="toast" aria-label="Dismiss"></button></div>`;
  el.querySelector('.toast-body').textContent = message;
  box.append(el);
  el.addEventListener('hidden.bs.toast', () => el.remove());
  window.bootstrap.Toast.getOrCreateInstance(el, { delay: 4000 }).show();
}

// ------------------------------------------------------------------------------------------ actions
export function recordConsent(t, p, f) {
  p.consent = f.consent;
  p.signedBy = f.signedBy.trim();
  p.slipDate = f.slipDate;
  save();
  toast(`Slip recorded for ${pupilName(p)}: ${f.consent === 'given' ? 'consent given' : 'consent refused'}.`);
}

export function recordPayment(t, p, amount, method) {
  p.payments.push({ amount, date: TODAY, method });
  save();
  toast(`${money(amount)} (${method}) recorded for ${pupilName(p)}.`);
}

export function saveMedical(p, f) {
  p.medical = { allergies: f.allergies.trim(), diet: f.diet.trim(), medicine: (f.medication || '').trim(), carriedBy: f.carriedBy };
  save();
  toast(`Medical and dietary notes saved for ${pupilName(p)}.`);
}

export function withdraw(t, p, reason, refund) {
  const refunded = refund && paid(p) > 0 ? due(t, p) : 0;
  if (refunded) p.payments.push({ amount: -refunded, date: TODAY, method: 'Refund' });
  p.withdrawn = { date: TODAY, reason, refunded };
  if (t.groups) t.groups.forEach(g => (g.pupils = g.pupils.filter(id => id !== p.id)));
  save();
  toast(`${pupilName(p)} withdrawn from the trip.`, 'secondary');
}

export function setGroup(t, pupilId, groupName) {
  const to = t.groups.find(g => g.name === groupName);
  const from = t.groups.find(g => g.pupils.includes(pupilId));
  if (from === to) return;
  if (to) to.pupils.push(pupilId);
  if (from) from.pupils.filter(id => id !== pupilId);
  save();
  const p = t.pupils.find(x => x.id === pupilId);
  toast(to ? `${pupilName(p)} is now in ${to.name} (${to.leader}).` : `${pupilName(p)} taken out of the groups.`);
}

export function addAdult(t, a) {
  t.adults.push({ name: a.name.trim(), role: a.role, dbs: a.dbs, phone: a.phone.trim() });
  save();
  toast(`${a.name.trim()} added to the adults going.`);
}

// Text the parents whose slip is still missing.
export function chase(t) {
  const to = t.pupils.filter(p => p.consent === 'awaiting');
  to.forEach(p => (p.remindedOn = TODAY));
  t.chased = { date: TODAY, texts: to.length };
  save();
  return to.length;
}
