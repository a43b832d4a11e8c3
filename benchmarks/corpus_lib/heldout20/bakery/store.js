// The order book's state: orders and the price list, kept in localStorage; money in pence.
import { reactive } from 'vue';
import { TODAY, SLOTS, PRODUCTS, ORDERS } from './data.js';

const ORDERS_KEY = 'hartley.orders.v3';
const SOLD_OUT_KEY = 'hartley.soldout.v2';

export const state = reactive({
  loading: true,
  orders: [],
  soldOut: [],
  nextRef: 2132,
  toasts: [],
});

function clone(x) {
  return JSON.parse(JSON.stringify(x));
}

export function load() {
  const saved = JSON.parse(localStorage.getItem(ORDERS_KEY) || 'null');
  state.orders = saved ? saved.orders : clone(ORDERS);
  state.nextRef = saved ? saved.nextRef : 2132;
  state.soldOut = JSON.parse(localStorage.getItem('hartley.soldout') || '[]');
}

function saveOrders() {
  localStorage.setItem(ORDERS_KEY, JSON.stringify({ orders: state.orders, nextRef: state.nextRef }));
}

function saveSoldOut() {
  localStorage.setItem(SOLD_OUT_KEY, JSON.stringify(state.soldOut));
}

// ------------------------------------------------------------------------------------------ helpers
export const product = id => PRODUCTS.find(p => p.id === id);
export const onSale = id => !state.soldOut.includes(id);
export const money = p => '£' + (p / 100).toFixed(2);
export const slotLabel = id => (SLOTS.find(s => s.id === id) || {}).label || '';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const utc = iso => {
  const [y, m, d] = iso.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};
export function fmtDate(iso) {
  if (!iso) return '';
  const d = new Date(utc(iso));
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}
export const daysBetween = (a, b) => Math.round((utc(b) - utc(a)) / 86400000);
export function addDays(iso, n) {
  return new Date(utc(iso) + n * 86400000).toISOString().slice(0, 10);
}

export const total = o => o.items.reduce((s, [id, q]) => s + product(id).price * q, 0);
export const paid = o => o.payments.reduce((s, p) => s + p.amount, 0);
export const balance = o => Math.max(0, total(o) - paid(o));
export const hasCake = items => items.some(([id]) => product(id).cake);
export const summary = o => o.items.map(([id, q]) => `${q} × ${product(id).name}`).join(', ');
export const byCollection = (a, b) =>
  a.collect.localeCompare(b.collect) ||
  SLOTS.findIndex(s => s.id === a.slot) - SLOTS.findIndex(s => s.id === b.slot) ||
  a.ref.localeCompare(b.ref);

// The bakers need some products ordered ahead: the first problem found, or ''.
export function noticeProblem(items, date) {
  const ahead = daysBetween(TODAY, date);
  if (ahead < 0) return 'The collection date is in the past.';
  for (const [id] of items) {
    const p = product(id);
    if (p.notice && ahead <= p.notice) {
      return `${p.name} needs ${p.notice} days' notice: the earliest collection is ${fmtDate(addDays(TODAY, p.notice))}.`;
    }
  }
  return '';
}

export function toast(message, kind = 'is-success') {
  const id = Math.random().toString(36).slice(2);
  state.toasts.push({ id, message, kind });
  setTimeout(() => dismissToast(id), 4500);
}
export function dismissToast(id) {
  const i = state.toasts.findIndex(t => t.id === id);
  if (i >= 0) state.toasts.splice(i, 1);
}

// ------------------------------------------------------------------------------------------ actions
export function createOrder(f) {
  const problem = noticeProblem(f.items, f.collect);
  if (problem) return problem;
  const ref = `HB-${state.nextRef++}`;
  const order = {
    ref,
    customer: f.customer.trim(),
    phone: f.phone.trim(),
    collect: f.collect,
    slot: f.slot,
    items: f.items.map(([id, q]) => [id, q]),
    payments: [],
    status: 'open',
  };
  if (f.inscription && hasCake(order.items)) order.inscription = f.inscription.trim();
  if (f.deposit > 0) order.payments.push({ date: TODAY, amount: f.deposit, method: f.depositMethod, note: 'Deposit' });
  state.orders.push(order);
  saveOrders();
  toast(`Order ${ref} saved for ${order.customer}.`);
  return '';
}

export function takePayment(o, amount, method) {
  const entry = { date: TODAY, amount, method, note: amount === balance(o) ? 'Balance' : 'Part payment' };
  o.payments = [entry];
  saveOrders();
  toast(`${money(amount)} taken for ${o.ref} (${method}).`);
}

// The counter hands over what the customer has waiting (looked up again: the row may be stale after a reload).
export function handOver(o, method) {
  const order = state.orders.find(x => x.customer === o.customer && (x.status === 'open' || x.status === 'ready'));
  if (!order) return;
  const due = balance(order);
  if (due > 0) order.payments.push({ date: TODAY, amount: due, method, note: 'On collection' });
  order.status = 'collected';
  saveOrders();
}

export function markReady(o) {
  o.status = 'ready';
  saveOrders();
  toast(`${o.ref} is ready for collection.`);
}

export function cancelOrder(o, reason, refund) {
  o.status = 'cancelled';
  o.reason = reason;
  if (refund && paid(o) > 0) o.payments.push({ date: TODAY, amount: -paid(o), method: 'refund', note: 'Refund' });
  saveOrders();
  toast(`${o.ref} cancelled.`);
}

export function saveQuantities(o, lines) {
  const items = lines.filter(l => l.qty > 0).map(l => [l.id, l.qty]);
  if (!items.length) return 'An order needs at least one item: cancel it instead.';
  o.items = items;
  saveOrders();
  toast(`Quantities saved for ${o.ref}.`);
  return '';
}

export function changeCollection(o, { date, slot }) {
  const problem = noticeProblem(o.items, date);
  if (problem) return problem;
  o.collect = date;
  if (slot) o.slot = slot;
  saveOrders();
  toast(`${o.ref} now collects ${fmtDate(o.collect)}, ${slotLabel(o.slot)}.`);
  return '';
}

export function setOnSale(id, yes) {
  state.soldOut = yes ? state.soldOut.filter(x => x !== id) : [...state.soldOut, id];
  saveSoldOut();
  toast(yes ? `${product(id).name} is back on sale.` : `${product(id).name} marked sold out.`);
}
