// Shared state of the recall desk, its persistence in localStorage and the date helpers.
import { reactive } from 'vue';
import { SEED_PATIENTS, SEED_APPOINTMENTS, SEED_LOG, CLINICIANS, APPT_TYPES } from './data.js';

export const TODAY = '2026-09-16'; // the desk runs on the practice's day, not the browser clock
export const HORIZON = '2026-10-31'; // recalls falling due up to the end of next month
const KEY = 'harbourside.recalldesk';
// Only the fields the recall desk works with are kept in the browser (no NHS numbers, no medical alerts).
const PATIENT_FIELDS = ['id', 'first', 'last', 'dob', 'clinician', 'interval', 'lastExam', 'contact', 'phone',
  'email', 'status', 'remindedOn', 'remindedVia', 'declinedOn', 'notes'];

export const store = reactive({
  loading: true,
  patients: [],
  appointments: [],
  log: [],
});

// ------------------------------------------------------------------------------------------- dates
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const parse = s => { const [y, m, d] = s.split('-').map(Number); return new Date(y, m - 1, d); };
export const isoOf = dt => `${dt.getFullYear()}-${String(dt.getMonth() + 1).padStart(2, '0')}-${String(dt.getDate()).padStart(2, '0')}`;
export function addMonths(s, n) {
  const [y, m, d] = s.split('-').map(Number);
  return isoOf(new Date(y, m - 1 + n, d));
}
export const fmtDate = s => { if (!s) return '—'; const d = parse(s); return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`; };
export const fmtShort = s => { if (!s) return '—'; const d = parse(s); return `${d.getDate()} ${MONTHS[d.getMonth()]}`; };
export const fmtDay = s => { const d = parse(s); return `${DAYS[d.getDay()]} ${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`; };
export const isWeekend = s => [0, 6].includes(parse(s).getDay());

// ------------------------------------------------------------------------------------------- lookups
export const clinician = id => CLINICIANS.find(c => c.id === id) || { id, name: id };
export const apptType = id => APPT_TYPES.find(t => t.id === id) || { id, label: id, minutes: 20 };
export const fullName = p => `${p.first} ${p.last}`;
export const patientById = id => store.patients.find(p => p.id === id);
export const nextDue = p => p.postponedTo || addMonths(p.lastExam, p.interval);

export function recallRows() {
  return store.patients
    .filter(p => p.status !== 'declined' && nextDue(p) <= HORIZON)
    .sort((a, b) => nextDue(a).localeCompare(nextDue(b)) || a.last.localeCompare(b.last));
}

export function upcomingRecall(p) {
  return store.appointments
    .filter(a => a.patientId === p.id && a.status === 'booked' && a.date >= TODAY && apptType(a.type).recall)
    .sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time))[0] || null;
}

export function recallState(p) {
  if (p.status === 'declined') return { key: 'declined', label: 'Declined', variant: 'neutral' };
  const appt = upcomingRecall(p);
  if (appt) return { key: 'booked', label: `Booked ${fmtShort(appt.date)}`, variant: 'success' };
  if (p.postponedTo) return { key: 'postponed', label: `Postponed to ${fmtShort(p.postponedTo)}`, variant: 'neutral' };
  if (p.status === 'reminded') return { key: 'reminded', label: `Reminder sent ${fmtShort(p.remindedOn)}`, variant: 'primary' };
  if (nextDue(p) < TODAY) return { key: 'overdue', label: 'Overdue', variant: 'danger' };
  return { key: 'due', label: 'Due', variant: 'warning' };
}

// ------------------------------------------------------------------------------------------- persistence
function fake(ms) { return new Promise(r => setTimeout(r, ms)); }

export async function load() {
  await fake(1200); // the practice system is slow in the morning
  let saved = null;
  try { saved = JSON.parse(localStorage.getItem(KEY)); } catch { saved = null; }
  const src = saved || { patients: SEED_PATIENTS, appointments: SEED_APPOINTMENTS, log: SEED_LOG };
  store.patients = src.patients.map(p => ({ postponedTo: null, ...p }));
  store.appointments = src.appointments.map(a => ({ ...a }));
  store.log = src.log.map(l => ({ ...l }));
  store.loading = false;
}

export function save() {
  const patients = store.patients.map(p => Object.fromEntries(PATIENT_FIELDS.map(f => [f, p[f] ?? null])));
  localStorage.setItem(KEY, JSON.stringify({ patients, appointments: store.appointments, log: store.log }));
}

// ------------------------------------------------------------------------------------------- actions
export function sendReminders(ids, method = null) {
  for (const id of ids) {
    const p = patientById(id);
    const via = method || p.contact;
    p.status = 'reminded';
    p.remindedOn = TODAY;
    p.remindedVia = via;
    store.log.unshift({ date: TODAY, patientId: p.id, method: via, by: 'Front desk' });
  }
  save();
}

export function freeTimes(clinicianId, date, minutes, ignoreId = null) {
  if (!date || isWeekend(date)) return [];
  const taken = store.appointments
    .filter(a => a.clinician === clinicianId && a.date === date && a.status === 'booked' && a.id !== ignoreId)
    .map(a => { const [h, m] = a.time.split(':').map(Number); const s = h * 60 + m; return [s, s + apptType(a.type).minutes]; });
  const out = [];
  for (let t = 9 * 60; t + minutes <= 17 * 60; t += 20) {
    const end = t + minutes;
    if (t < 14 * 60 && end > 13 * 60) continue; // lunch
    if (taken.some(([s, e]) => t < e && end > s)) continue;
    if (date === TODAY && t < 10 * 60 + 30) continue; // already past this morning
    out.push(`${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`);
  }
  return out;
}

export function nextApptId() {
  const n = Math.max(...store.appointments.map(a => Number(a.id.slice(2)))) + 1;
  return `A-${n}`;
}

export function toast(message, variant = 'primary', icon = 'check2-circle') {
  const el = Object.assign(document.createElement('sl-alert'), { variant, closable: true, duration: 4000 });
  el.innerHTML = `<sl-icon slot="icon" name="${icon}"></sl-icon>`;
  el.append(message);
  document.body.append(el);
  return el.toast();
}
