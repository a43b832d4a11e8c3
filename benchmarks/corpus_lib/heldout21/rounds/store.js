// Clearview Window Cleaning: the round book. Seed data, the store and persistence.
import { reactive } from 'vue';

export const TODAY = '2026-10-21'; // Wed 21 Oct 2026
const KEY = 'clearview.roundbook';

export const ROUNDS = {
  mon: { name: 'Elm Park', day: 'Monday', dow: 1 },
  tue: { name: 'Harbour View', day: 'Tuesday', dow: 2 },
  wed: { name: 'Oakfield', day: 'Wednesday', dow: 3 },
  thu: { name: 'Millbrook', day: 'Thursday', dow: 4 },
};
export const TODAYS_ROUND = 'wed';
// how often, in days
export const FREQ_DAYS = { 4: 28, 6: 42, 8: 48, 12: 84 };
export const METHODS = { cash: 'Cash', bank: 'Bank transfer', card: 'Card' };

const C = (id, name, address, round, order, every, price, nextDue, balance, phone, notes = null, extra = {}) => ({
  id, name, address, round, order, every, price, nextDue, balance, phone, notes,
  email: '', pay: 'cash', lastCleaned: addDays(nextDue, -every * 7), paused: false, ...extra,
});
const SEED = [
  // Elm Park, Mondays
  C('C101', 'Margaret Hale', '2 Elm Park Road', 'mon', 1, 4, 16, '2026-10-26', 0, '01632 960101', 'Back gate, bolt at the top'),
  C('C102', 'John Smith', '3 Elm Park Road', 'mon', 2, 4, 15, '2026-10-26', 15, '01632 960102'),
  C('C103', 'Derek Shaw', '11 Elm Park Road', 'mon', 3, 8, 18, '2026-11-23', 0, '01632 960103'),
  C('C104', 'Ann Lowry', '14 Elm Park Road', 'mon', 4, 4, 14, '2026-10-26', 0, '01632 960104', 'Dog in the garden, knock first'),
  C('C105', 'Kevin Doyle', '20 Elm Park Road', 'mon', 5, 4, 20, '2026-11-02', 0, '01632 960105', 'Pays by bank on the 1st', { pay: 'bank' }),
  C('C106', 'Ruth Bannister', '1 Beech Grove', 'mon', 6, 6, 22, '2026-11-09', 22, '01632 960106', 'Inside of porch glass too'),
  C('C107', 'Tom and Lisa Greer', '5 Beech Grove', 'mon', 7, 4, 25, '2026-10-26', 0, '01632 960107', 'Conservatory roof every other visit'),
  C('C108', 'Colin Marsh', '9 Beech Grove', 'mon', 8, 12, 18, '2026-12-14', 0, '01632 960108', 'Key under the blue pot'),
  // Harbour View, Tuesdays
  C('C109', 'Iris Bell', '2 Quay Street', 'tue', 1, 4, 18, '2026-10-27', 7.5, '01632 960109', 'Paid half last time'),
  C('C110', 'Gordon Fraser', '9 Quay Street', 'tue', 2, 4, 18, '2026-10-27', 54, '01632 960110', 'Owes for three cleans, says he will transfer'),
  C('C111', 'Sunita Patel', '12 Quay Street', 'tue', 3, 4, 16, '2026-10-27', 0, '01632 960111', 'Conservatory roof too', { pay: 'bank' }),
  C('C112', 'Brian Oduya', '15 Quay Street', 'tue', 4, 6, 17.5, '2026-11-10', 0, '01632 960112', 'Parking round the back'),
  C('C113', 'Wendy Clark', 'Flat 1, Harbour House', 'tue', 5, 4, 12, '2026-10-27', 0, '01632 960113', 'Ground floor only'),
  C('C114', 'Harbour House residents', 'Harbour House (communal)', 'tue', 6, 4, 45, '2026-10-27', 45, '01632 960114', 'Invoice the management company', { pay: 'bank' }),
  C('C115', 'Peter Lund', '3 Harbour Steps', 'tue', 7, 8, 21, '2026-11-24', 0, '01632 960115', 'Ladder on the steps side'),
  C('C116', 'Yvonne Mayer', '7 Harbour Steps', 'tue', 8, 4, 19.5, '2026-10-27', 0, '01632 960116', 'Cat flap, mind the cat'),
  C('C117', 'Sam and Jo Reddy', '12 Harbour Steps', 'tue', 9, 12, 26, '2026-12-29', 0, '01632 960117', 'Skylights'),
  // Oakfield, Wednesdays
  C('C118', 'Alan Price', '4 Oakfield Road', 'wed', 1, 4, 16, TODAY, 0, '01632 960118', 'Side gate code 4172'),
  C('C119', 'Beth Morgan', '7 Oakfield Road', 'wed', 2, 4, 15, TODAY, 0, '01632 960119', 'Pays at the door'),
  C('C120', 'Carl Jensen', '12 Oakfield Road', 'wed', 3, 4, 17, TODAY, 0, '01632 960120', 'Works from home, usually in'),
  C('C121', 'Dora Finch', '15 Oakfield Road', 'wed', 4, 4, 16, TODAY, 16, '01632 960121', 'Owes for last time'),
  C('C122', 'Eric Lamb', 'The Old Forge, Oakfield Lane', 'wed', 5, 8, 30, TODAY, 0, '01632 960122', 'Big sash windows, allow extra time', { pay: 'card' }),
  C('C123', 'Fay Gill', '21 Oakfield Road', 'wed', 6, 4, 16, '2026-10-28', 0, '01632 960123', 'Front only'),
  C('C124', 'George Hunt', '23 Oakfield Road', 'wed', 7, 6, 18, '2026-11-04', 0, '01632 960124', 'Water butt by the back door'),
  C('C125', 'Helen Ives', '2 Oakfield Lane', 'wed', 8, 4, 17, '2026-10-14', 0, '01632 960125', 'Missed last week (not in)'),
  C('C126', 'Ivan Kerr', '6 Oakfield Lane', 'wed', 9, 12, 24, '2026-12-02', 0, '01632 960126', 'Fence panel loose'),
  // Millbrook, Thursdays
  C('C127', 'John Smith', '41 Mill Lane', 'thu', 1, 4, 18, '2026-10-22', 36, '01632 960127', 'Not the Elm Park one!'),
  C('C128', 'Karen Ashby', '43 Mill Lane', 'thu', 2, 4, 16.5, '2026-10-22', 0, '01632 960128', 'Gate sticks'),
  C('C129', 'Liam Byrne', '47 Mill Lane', 'thu', 3, 6, 17, '2026-10-29', 0, '01632 960129', 'Dormer windows'),
  C('C130', 'Maureen Cross', '2 Millbrook Close', 'thu', 4, 4, 20, '2026-10-22', 0, '01632 960130', 'Pays by card on the app', { pay: 'card' }),
  C('C131', 'Nigel Dent', '4 Millbrook Close', 'thu', 5, 8, 15.5, '2026-11-19', 0, '01632 960131', 'Bungalow'),
  C('C132', 'Olivia Eze', '6 Millbrook Close', 'thu', 6, 4, 22, '2026-10-22', 0, '01632 960132', 'Garage door windows too'),
  C('C133', 'Paul Fenn', '8 Millbrook Close', 'thu', 7, 4, 19, '2026-10-29', 19, '01632 960133', 'Leave a card if out'),
  C('C134', 'Rachel Gold', '10 Millbrook Close', 'thu', 8, 4, 16, '2026-10-22', 0, '01632 960134', 'Front and back'),
  C('C135', 'Simon Holt', '12 Millbrook Close', 'thu', 9, 12, 24, '2026-12-10', 0, '01632 960135', 'Three storeys, long ladder'),
  C('C136', 'Tara Innes', '1 Mill Cottages', 'thu', 10, 4, 17.5, '2026-10-22', 0, '01632 960136', 'Narrow path'),
  C('C137', 'Umar Jalil', '3 Mill Cottages', 'thu', 11, 6, 21, '2026-11-05', 0, '01632 960137', 'Extension at the back'),
  C('C138', 'Vera Knox', '5 Mill Cottages', 'thu', 12, 4, 18.5, '2026-10-22', 0, '01632 960138', 'Hard of hearing, ring twice'),
];

const SEED_PAYMENTS = [
  { id: 'P501', customer: 'C105', date: '2026-10-01', amount: 20, method: 'bank', note: 'Standing order' },
  { id: 'P502', customer: 'C111', date: '2026-10-02', amount: 16, method: 'bank', note: '' },
  { id: 'P503', customer: 'C118', date: '2026-09-23', amount: 16, method: 'cash', note: 'On the day' },
  { id: 'P504', customer: 'C130', date: '2026-09-24', amount: 20, method: 'card', note: '' },
  { id: 'P505', customer: 'C101', date: '2026-09-28', amount: 16, method: 'cash', note: 'On the day' },
  { id: 'P506', customer: 'C109', date: '2026-09-29', amount: 10.5, method: 'cash', note: 'Part payment' },
  { id: 'P507', customer: 'C119', date: '2026-09-23', amount: 15, method: 'cash', note: 'On the day' },
  { id: 'P508', customer: 'C128', date: '2026-09-24', amount: 16.5, method: 'cash', note: 'On the day' },
  { id: 'P509', customer: 'C120', date: '2026-09-23', amount: 17, method: 'card', note: '' },
  { id: 'P510', customer: 'C104', date: '2026-09-28', amount: 14, method: 'cash', note: 'On the day' },
  { id: 'P511', customer: 'C134', date: '2026-10-08', amount: 16, method: 'bank', note: '' },
  { id: 'P512', customer: 'C107', date: '2026-10-12', amount: 25, method: 'bank', note: '' },
];

export function addDays(iso, n) {
  const d = new Date(iso + 'T12:00:00');
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
export const round2 = n => Math.round(n * 100) / 100;

function loadState() {
  try {
    const s = JSON.parse(localStorage.getItem(KEY) || 'null');
    if (s && s.customers) return s;
  } catch {
    /* start again from the seed */
  }
  return { customers: structuredClone(SEED), payments: structuredClone(SEED_PAYMENTS), messages: [] };
}

export const db = reactive(loadState());

export function save() {
  localStorage.setItem(KEY, JSON.stringify(db));
}

export const byId = id => db.customers.find(c => c.id === id);
export const nextId = (list, prefix) => prefix + (Math.max(...list.map(x => Number(x.id.slice(1)))) + 1);

// a clean is done: the next one is due one interval from today
export function markDone(c, payment) {
  const before = { lastCleaned: c.lastCleaned, nextDue: c.nextDue };
  c.lastCleaned = TODAY;
  c.nextDue = addDays(TODAY, FREQ_DAYS[c.every]);
  let payId = null;
  if (payment === 'unpaid') {
    c.balance = round2(c.balance + c.price);
  } else {
    payId = nextId(db.payments, 'P');
    db.payments.push({ id: payId, customer: c.id, date: TODAY, amount: c.price, method: payment, note: 'On the day' });
  }
  save();
  return () => {
    Object.assign(c, before);
    if (payId) db.payments.splice(db.payments.findIndex(p => p.id === payId), 1);
    save();
  };
}

export function recordPayment({ customerId, customerName, amount, method, date }) {
  const c = db.customers.find(x => x.name === customerName);
  c.balance = round2(c.balance - amount);
  const p = { id: nextId(db.payments, 'P'), customer: c.id, date, amount, method, note: '' };
  db.payments.push(p);
  save();
  return { customer: c, payment: p };
}

export function raisePrices(roundKey, amount, text) {
  const list = db.customers.filter(c => c.round === roundKey);
  for (const c of list) {
    c.price = Math.round(c.price + amount);
    if (text && !c.noTexts) {
      db.messages.push({
        to: c.id,
        date: TODAY,
        text: `Clearview Window Cleaning: from your next clean (${fmtDay(c.nextDue)}) the price will be ${gbp(c.price)}. Thank you, Dave`,
      });
    }
  }
  save();
  return list.length;
}

export function updateCustomer(c, form) {
  const next = {
    phone: form.phone.trim(),
    email: (form.email || '').trim(),
    every: Number(form.every),
    price: round2(Number(form.price)),
    notes: (form.notes || '').trim() || null,
  };
  // customers who asked not to be texted say so in their notes
  next.noTexts = next.notes.toLowerCase().includes('no texts');
  Object.assign(c, next);
  save();
}

export function addCustomer(form) {
  const c = {
    id: nextId(db.customers, 'C'),
    name: form.name.trim(),
    address: form.address.trim(),
    round: form.round,
    order: Math.max(0, ...db.customers.filter(x => x.round === form.round).map(x => x.order)) + 1,
    every: Number(form.every),
    price: round2(Number(form.price)),
    nextDue: form.first,
    lastCleaned: null,
    balance: 0,
    phone: form.phone.trim(),
    email: '',
    notes: form.notes.trim() || null,
    pay: 'cash',
    paused: false,
  };
  db.customers.push(c);
  save();
  return c;
}

// ------------------------------------------------------------------------------------------------ format
const D = iso => new Date(iso + 'T12:00:00');
export const fmtDay = iso => (iso ? D(iso).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' }) : '—');
export const fmtDate = iso => (iso ? D(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '—');
export const gbp = n => (n < 0 ? '−£' : '£') + Math.abs(n).toFixed(2);
export const dowOf = iso => D(iso).getDay();
