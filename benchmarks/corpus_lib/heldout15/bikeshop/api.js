// The workshop's "server": everything lives in localStorage, and every call takes a moment, like the real
// till system in the back office did.
import { seed } from './data.js';

const KEY = 'spokes-workshop-v4';
const wait = ms => new Promise(r => setTimeout(r, ms));
const clone = x => JSON.parse(JSON.stringify(x));

// days the workshop is closed, so nothing can be promised for them (0 = Sunday)
const CLOSED_DAYS = [0, 6];
const dayOfWeek = iso => { const [y, m, d] = iso.split('-').map(Number); return new Date(Date.UTC(y, m - 1, d)).getUTCDay(); };

function read() {
  const raw = localStorage.getItem(KEY);
  if (raw) { try { return JSON.parse(raw); } catch (e) { /* start again */ } }
  const db = seed();
  localStorage.setItem(KEY, JSON.stringify(db));
  return db;
}
const write = db => localStorage.setItem(KEY, JSON.stringify(db));

function validate(job) {
  if (!job.promised) return 'A promised date is needed';
  if (CLOSED_DAYS.includes(dayOfWeek(job.promised))) return 'The workshop is closed that day';
  return null;
}

export async function load() {
  await wait(800);
  return read();
}

export async function saveJob(job) {
  await wait(300);
  const error = validate(job);
  if (error) return { ok: false, error };
  const db = read();
  const i = db.jobs.findIndex(j => j.id === job.id);
  db.jobs[i] = clone(job);
  write(db);
  return { ok: true };
}

export async function addJob(job, newCustomer) {
  await wait(500);
  const error = validate(job);
  if (error) return { ok: false, error };
  const db = read();
  if (newCustomer) db.customers.push(clone(newCustomer));
  db.jobs.push(clone(job));
  db.nextJob = Number(job.id.slice(2)) + 1;
  write(db);
  return { ok: true };
}

export async function addPayment(payment, job) {
  await wait(500);
  const error = validate(job);
  if (error) return { ok: false, error };
  const db = read();
  db.payments.push(clone(payment));
  db.jobs[db.jobs.findIndex(j => j.id === job.id)] = clone(job);
  write(db);
  return { ok: true };
}

export async function sendText(text, job) {
  await wait(600);
  const error = validate(job);
  if (error) return { ok: false, error };
  const db = read();
  db.texts.unshift(clone(text));
  db.jobs[db.jobs.findIndex(j => j.id === job.id)] = clone(job);
  write(db);
  return { ok: true };
}
