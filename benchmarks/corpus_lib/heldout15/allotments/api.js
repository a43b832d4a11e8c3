// A stand-in for the society's little back end: the register lives in localStorage and every call answers
// after a short delay, as the real one did over the village hall's Wi-Fi.
import { seed, TODAY } from './data.js';

const KEY = 'hollins-register-v3';
const wait = ms => new Promise(r => setTimeout(r, ms));

function read() {
  const raw = localStorage.getItem(KEY);
  if (raw) {
    try { return JSON.parse(raw); } catch (e) { /* fall through to a fresh copy */ }
  }
  const db = seed();
  localStorage.setItem(KEY, JSON.stringify(db));
  return db;
}
function write(db) { localStorage.setItem(KEY, JSON.stringify(db)); }
const copy = db => JSON.parse(JSON.stringify(db));

// fields of a member that the office may change from the register
const MEMBER_FIELDS = ['name', 'email', 'concession'];

function removeFromWaiting(db, applicant) {
  db.waiting.splice(applicant.position - 1, 1);
}

export async function load() {
  await wait(1100);
  return copy(read());
}

export async function recordPayment(plotId, payment) {
  await wait(500);
  const db = read();
  const plot = db.plots.find(p => p.id === plotId);
  plot.payments = [{ ...payment, receipt: payment.receipt || 'R-' + db.nextReceipt++ }];
  write(db);
  return copy(db);
}

export async function recordInspection(plotId, inspection) {
  await wait(500);
  const db = read();
  const plot = db.plots.find(p => p.id === plotId);
  plot.inspections.push(inspection);
  plot.inspections.sort((a, b) => a.date.localeCompare(b.date));
  write(db);
  return copy(db);
}

export async function endTenancy(plotId, { reason, lastDay }) {
  await wait(600);
  const db = read();
  const plot = db.plots.find(p => p.id === plotId);
  plot.history = [...(plot.history || []), { tenant: plot.tenant, until: lastDay, reason }];
  plot.tenant = '';
  plot.payments = [];
  write(db);
  return copy(db);
}

export async function letPlot(plotId, applicant, start) {
  await wait(600);
  const db = read();
  const id = 'M-' + String(db.nextMember++).padStart(3, '0');
  db.members.push({ id, name: applicant.name, phone: applicant.phone, email: applicant.email, since: start, concession: false });
  const plot = db.plots.find(p => p.id === plotId);
  plot.tenant = id;
  plot.payments = [];
  removeFromWaiting(db, applicant);
  write(db);
  return copy(db);
}

export async function addToWaiting(entry) {
  await wait(500);
  const db = read();
  const id = 'W-' + db.nextWaiting++;
  db.waiting.push({ id, ...entry, applied: TODAY });
  write(db);
  return copy(db);
}

export async function removeApplicant(applicant) {
  await wait(400);
  const db = read();
  removeFromWaiting(db, applicant);
  write(db);
  return copy(db);
}

export async function updateMember(id, changes) {
  await wait(500);
  const db = read();
  const m = db.members.find(x => x.id === id);
  for (const k of MEMBER_FIELDS) if (k in changes) m[k] = changes[k];
  write(db);
  return { ok: true };
}
