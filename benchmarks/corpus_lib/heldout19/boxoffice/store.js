// The box office's shared state: an Alpine store kept in localStorage, plus small helpers.
/* global Alpine, LANTERN_TODAY, LANTERN_NOW, VENUES, SHOWS, PERFORMANCES, ORDER_ROWS, VOUCHERS */

const STORAGE_KEY = 'lantern.boxoffice.v2';
const TICKET_TYPES = {
  adult: { label: 'Adult' },
  concession: { label: 'Concession' },
  child: { label: 'Child (under 16)' },
};
const TYPE_CODES = { a: 'adult', c: 'concession', k: 'child' };
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function money(n) {
  return '£' + Number(n).toFixed(2);
}

function fmtDate(iso) {
  const [y, m, d] = iso.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${DAYS[day]} ${d} ${MONTHS[m - 1]}`;
}

function fmtTime(hhmm) {
  const [h, m] = hhmm.split(':').map(Number);
  const h12 = h % 12 || 12;
  return `${h12}${m ? ':' + String(m).padStart(2, '0') : ':00'}${h < 12 ? 'am' : 'pm'}`;
}

function perfById(id) {
  return PERFORMANCES.find(p => p.id === id);
}

function perfLabel(p, withTitle = true) {
  const when = `${fmtDate(p.date)}, ${fmtTime(p.time)}`;
  return withTitle ? `${SHOWS[p.show].title} — ${when}` : when;
}

function venueOf(p) {
  return VENUES[SHOWS[p.show].venue];
}

function seatBand(p, seat) {
  return venueOf(p).bands[seat[0]];
}

function seatPrice(p, seat) {
  const v = venueOf(p);
  return v.prices[v.bands[seat[0]]];
}

function ticketPrice(p, seat, type) {
  const full = seatPrice(p, seat);
  if (type === 'concession') return full - 4;
  if (type === 'child') return full / 2;
  return full;
}

function capacity(p) {
  const v = venueOf(p);
  return v.rows.length * v.seats;
}

function seedOrders() {
  return ORDER_ROWS.map(([ref, perfId, customer, seats, status, method]) => {
    const p = perfById(perfId);
    const lines = seats.split(' ').map(s => {
      const [seat, code] = s.split(':');
      return { seat, type: TYPE_CODES[code], price: ticketPrice(p, seat, TYPE_CODES[code]) };
    });
    const total = lines.reduce((t, l) => t + l.price, 0);
    const email = customer.toLowerCase().replace(/[^a-z ]/g, '').replace(' ', '.') + '@example.net';
    const o = { ref, perfId, customer, email, friend: null, lines, subtotal: total, discount: 0, total, payments: [{ method, amount: total }], refunds: [], refunded: 0, status, createdOn: '2026-11-0' + (1 + (Number(ref.slice(-2)) % 9)) };
    if (status === 'refunded') {
      o.refunds.push({ amount: total, seats: lines.map(l => l.seat), reason: 'Customer can no longer attend', on: '2026-11-12' });
      o.refunded = total;
      lines.forEach(l => (l.refunded = true));
    }
    return o;
  });
}

document.addEventListener('alpine:init', () => {
  Alpine.store('bo', {
    orders: [],
    vouchers: [],
    closed: [], // performances taken off sale
    ready: false,

    init() {
      const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) || 'null');
      if (saved) {
        this.orders = saved.orders;
        this.vouchers = saved.vouchers;
      } else {
        this.orders = seedOrders();
        this.vouchers = VOUCHERS.map(v => ({ ...v }));
      }
    },

    save() {
      localStorage.setItem(
        STORAGE_KEY,
        JSON.stringify({ orders: this.orders, vouchers: this.vouchers, closed: this.closed })
      );
    },

    // ---- performances
    isOnSale(p) {
      return !this.closed.includes(p.id);
    },
    sellable() {
      return PERFORMANCES.filter(p => p.date > LANTERN_TODAY && this.isOnSale(p));
    },
    takenSeats(perfId, exceptRef = null) {
      const taken = new Set();
      for (const o of this.orders) {
        if (o.perfId !== perfId || o.ref === exceptRef || o.status === 'refunded') continue;
        for (const l of o.lines) if (!l.refunded) taken.add(l.seat);
      }
      return taken;
    },
    soldCount(perfId) {
      return this.takenSeats(perfId).size;
    },
    setOnSale(perfId, on) {
      this.closed = on ? this.closed.filter(id => id !== perfId) : [...this.closed, perfId];
      this.save();
    },

    // ---- orders
    nextRef() {
      const max = Math.max(...this.orders.map(o => Number(o.ref.slice(3))));
      return 'LT-' + (max + 1);
    },
    order(ref) {
      return this.orders.find(o => o.ref === ref);
    },
    voucher(code) {
      return this.vouchers.find(v => v.code === code.trim().toUpperCase());
    },

    price(perfId, lines, friend) {
      const p = perfById(perfId);
      const priced = lines.map(l => ({ seat: l.seat, type: l.type, price: ticketPrice(p, l.seat, l.type) }));
      const subtotal = priced.reduce((t, l) => t + l.price, 0);
      const discount = friend ? Math.round(subtotal * 10 / 100) : 0; // Friends of the Lantern: 10% off
      return { lines: priced, subtotal, discount, total: subtotal - discount };
    },

    createOrder({ perfId, customer, email, friend, lines, method, voucherCode }) {
      const q = this.price(perfId, lines, friend);
      const payments = [];
      let due = q.total;
      if (method === 'voucher') {
        const v = this.voucher(voucherCode);
        const used = Math.min(v.balance, due);
        v.balance = Math.round((v.balance - used) * 100) / 100;
        payments.push({ method: 'voucher', amount: used, code: v.code });
        due -= used;
        if (due > 0) payments.push({ method: 'card', amount: due });
      } else {
        payments.push({ method, amount: due });
      }
      const o = {
        ref: this.nextRef(),
        perfId,
        customer: customer.trim(),
        email: email.trim(),
        friend: friend || null,
        lines: q.lines,
        subtotal: q.subtotal,
        discount: q.discount,
        total: q.total,
        payments,
        refunds: [],
        refunded: 0,
        status: 'paid',
        createdOn: LANTERN_TODAY,
      };
      this.orders.push(o);
      this.save();
      return o;
    },

    refund(ref, seats, reason) {
      const o = this.order(ref);
      const perf = perfById(o.perfId);
      const amount = seats.reduce((sum, seat) => sum + seatPrice(perf, seat), 0);
      for (const l of o.lines) if (seats.includes(l.seat)) l.refunded = true;
      o.refunds.push({ amount, seats: [...seats], reason, on: LANTERN_TODAY });
      o.refunded = (o.refunded || 0) + amount;
      o.status = o.lines.every(l => l.refunded) ? 'refunded' : 'part-refunded';
      this.save();
      return amount;
    },

    exchange(ref, perfId, seats, method) {
      const o = this.order(ref);
      const perf = perfById(perfId);
      const lines = o.lines.map((l, i) => ({ ...l, seat: seats[i], price: ticketPrice(perf, seats[i], l.type) }));
      const total = lines.reduce((t, l) => t + l.price, 0);
      const diff = total - o.total;
      if (diff !== 0) o.payments.push({ method, amount: diff, note: 'exchange' });
      Object.assign(o, { perfId, lines, exchangedFrom: o.perfId });
      this.save();
      return diff;
    },

    handOver(ref) {
      const o = this.order(ref);
      o.status = 'collected';
      o.collectedAt = `${LANTERN_TODAY} ${LANTERN_NOW}`;
      this.save();
    },

    resend(ref, email) {
      const o = this.order(ref);
      o.email = email.trim();
      o.resent = (o.resent || 0) + 1;
      this.save();
    },
  });
});

// toasts (Shoelace alerts)
function notify(message, variant = 'success', icon = 'check2-circle') {
  const alert = Object.assign(document.createElement('sl-alert'), {
    variant,
    closable: true,
    duration: 4000,
  });
  alert.innerHTML = `<sl-icon slot="icon" name="${icon}"></sl-icon>${message}`;
  document.body.append(alert);
  return alert.toast();
}
