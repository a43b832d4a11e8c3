import Alpine from '../../node_modules/alpinejs/dist/module.esm.js';
import {
  TODAY, NOW, BAYS, SERVICES, SLOTS, FIT_PER_TYRE, DISPOSAL_PER_TYRE, mins, duration, load, save, billLines, sum,
  REG_RE, normReg, isoOf, fmtDay, gbp,
} from './data.js';

const STATUS = { booked: 'Booked', arrived: 'Waiting', inbay: 'In bay', done: 'Paid', noshow: 'No-show', cancelled: 'Cancelled' };
const VARIANT = { booked: 'neutral', arrived: 'warning', inbay: 'primary', done: 'success', noshow: 'danger', cancelled: 'danger' };
const PAGE = 8;
const blank = () => ({ customer: '', phone: '', reg: '', vehicle: '', service: '', tyre: '', qty: '4', date: '', time: '' });

Alpine.data('desk', () => ({
  loading: true,
  view: 'today',
  db: { bookings: [], tyres: [] },
  toasts: [],
  noticeOpen: false,
  // bookings list
  show: 'upcoming',
  q: '',
  limit: PAGE,
  // dialogs
  form: blank(),
  regTouched: false,
  saving: false,
  checkin: { ref: null, mileage: '', waiting: false },
  card: { ref: null, keepOld: false, method: '' },
  move: { ref: null, date: '', time: '' },
  noshow: { ref: null, text: true },
  cancel: { ref: null, reason: '' },
  editing: null,
  priceDraft: '',
  TODAY, NOW, BAYS, SERVICES, STATUS, VARIANT, fmtDay, gbp,

  init() {
    const route = () => {
      const v = location.hash.replace('#/', '');
      this.view = ['today', 'bookings', 'prices'].includes(v) ? v : 'today';
    };
    route();
    window.addEventListener('hashchange', route);
    setTimeout(() => {
      this.db = load();
      this.loading = false;
      if (!sessionStorage.getItem('ridgeway.notice')) setTimeout(() => (this.noticeOpen = true), 600);
    }, 1200);
  },

  persist() {
    save(this.db);
  },

  toast(message, variant = 'success') {
    const t = { id: Math.random(), message, variant };
    this.toasts.push(t);
    setTimeout(() => (this.toasts = this.toasts.filter(x => x.id !== t.id)), 4500);
  },

  closeNotice() {
    this.noticeOpen = false;
    sessionStorage.setItem('ridgeway.notice', 'seen');
  },

  go(v) {
    location.hash = '#/' + v;
  },

  byRef(ref) {
    return this.db.bookings.find(b => b.ref === ref);
  },
  tyre(id) {
    return this.db.tyres.find(t => t.id === id);
  },
  what(b) {
    if (b.service !== 'fit') return SERVICES[b.service].label;
    const t = this.tyre(b.tyre);
    return `${b.qty} × ${t.size} ${t.brand}`;
  },

  // ------------------------------------------------------------------------------ today
  get todays() {
    return this.db.bookings.filter(b => b.date === TODAY && b.status !== 'cancelled').sort((a, b) => a.time.localeCompare(b.time) || a.bay - b.bay);
  },
  get stats() {
    const t = this.todays;
    return {
      booked: t.length,
      waiting: t.filter(b => b.status === 'arrived').length,
      inbay: t.filter(b => b.status === 'inbay').length,
      done: t.filter(b => b.status === 'done').length,
      takings: t.filter(b => b.status === 'done').reduce((s, b) => s + b.bill.total, 0),
    };
  },
  bayNow(bay) {
    return this.db.bookings.find(b => b.date === TODAY && b.status === 'inbay' && b.bay === bay);
  },

  openCheckin(b) {
    this.checkin = { ref: b.ref, mileage: '', waiting: false };
    this.$refs.checkinDialog.show();
  },
  confirmCheckin() {
    const b = this.byRef(this.checkin.ref);
    b.status = 'arrived';
    b.arrivedAt = NOW;
    b.mileage = Number(this.checkin.mileage);
    b.note = this.checkin.waiting ? 'Customer waiting' : '';
    this.persist();
    this.$refs.checkinDialog.hide();
    this.toast(`${b.reg} checked in.`);
  },

  intoBay(b) {
    const busy = this.db.bookings.find(x => x.date === TODAY && x.status === 'inbay' && x.ref !== b.ref);
    if (busy) {
      this.toast(`Bay ${b.bay} is still occupied (${busy.ref}). Finish that job first.`, 'danger');
      return;
    }
    b.status = 'inbay';
    b.startedAt = NOW;
    this.persist();
    this.toast(`${b.reg} is in bay ${b.bay}.`);
  },

  openCard(b) {
    this.card = { ref: b.ref, keepOld: false, method: '' };
    this.$refs.cardDialog.show();
  },
  get cardBooking() {
    return this.card.ref ? this.byRef(this.card.ref) : null;
  },
  get cardLines() {
    const b = this.cardBooking;
    return b ? billLines(b, this.db.tyres, { keepOld: this.card.keepOld }) : [];
  },
  get cardTotal() {
    return sum(this.cardLines);
  },
  async takePayment() {
    const b = this.cardBooking;
    this.saving = true;
    await new Promise(r => setTimeout(r, 600));
    const lines = billLines(b, this.db.tyres);
    b.bill = { total: sum(lines), method: this.card.method, paidAt: NOW, lines };
    b.status = 'done';
    this.persist();
    this.saving = false;
    this.$refs.cardDialog.hide();
    this.toast(`${gbp(this.cardTotal)} taken from ${b.customer}. Receipt printed.`);
  },

  // ------------------------------------------------------------------------------ bookings list
  get listed() {
    const q = this.q.trim().toLowerCase().replace(/\s+/g, '');
    let rows = this.db.bookings.filter(b => {
      if (this.show === 'upcoming') return b.date >= TODAY && ['booked', 'arrived', 'inbay'].includes(b.status);
      if (this.show === 'today') return b.date === TODAY;
      if (this.show === 'past') return b.date < TODAY;
      return true;
    });
    if (q) rows = rows.filter(b => (b.ref + b.customer + b.reg + b.vehicle).toLowerCase().replace(/\s+/g, '').includes(q));
    const desc = this.show === 'past' || this.show === 'all';
    return rows.sort((a, b) => (desc ? -1 : 1) * ((a.date + a.time).localeCompare(b.date + b.time) || a.bay - b.bay));
  },
  get shown() {
    return this.listed.slice(0, this.limit);
  },
  setShow(v) {
    this.show = v;
    this.limit = PAGE;
  },

  openMove(b) {
    this.move = { ref: b.ref, date: '', time: '' };
    this.$refs.moveDialog.show();
  },
  get moveSlots() {
    const b = this.move.ref ? this.byRef(this.move.ref) : null;
    return b && this.move.date >= TODAY ? this.freeSlots(this.move.date, b.service, b.qty, b.ref) : [];
  },
  doMove() {
    const b = this.byRef(this.move.ref);
    const slot = this.moveSlots.find(s => s.time === this.move.time);
    const [y, m, d] = this.move.date.split('-').map(Number);
    const day = new Date(y, m, d);
    if (day.getDay() === 0) {
      this.toast('We are closed on Sundays.', 'danger');
      return;
    }
    b.date = isoOf(day);
    b.time = slot.time;
    b.bay = slot.bay;
    this.persist();
    this.$refs.moveDialog.hide();
    this.toast(`${b.ref} moved to ${fmtDay(this.move.date)} at ${slot.time} (bay ${slot.bay}).`);
  },

  openNoshow(b) {
    this.noshow = { ref: b.ref, text: true };
    this.$refs.noshowDialog.show();
  },
  doNoshow() {
    const b = this.byRef(this.noshow.ref);
    b.status = 'noshow';
    b.note = this.noshow.text ? 'Missed-you text sent' : '';
    this.persist();
    this.$refs.noshowDialog.hide();
    this.toast(`${b.ref} marked as a no-show.`, 'warning');
  },

  openCancel(b) {
    this.cancel = { ref: b.ref, reason: '' };
    this.$refs.cancelDialog.show();
  },
  doCancel() {
    const b = this.byRef(this.cancel.ref);
    b.status = 'cancelled';
    b.note = this.cancel.reason;
    this.persist();
    this.$refs.cancelDialog.hide();
    this.toast(`${b.ref} cancelled.`, 'warning');
  },

  menu(b, action) {
    if (action === 'move') this.openMove(b);
    if (action === 'noshow') this.openNoshow(b);
    if (action === 'cancel') this.openCancel(b);
  },

  // ------------------------------------------------------------------------------ new booking
  freeSlots(date, service, qty, ignoreRef = null) {
    if (!date || !service) return [];
    const day = new Date(date + 'T12:00:00').getDay();
    if (day === 0) return [];
    const need = duration({ service, qty: Number(qty) });
    const bays = service === 'align' ? [4] : [1, 2, 3];
    const taken = this.db.bookings.filter(x => x.date === date && x.ref !== ignoreRef && !['cancelled', 'noshow'].includes(x.status));
    const out = [];
    for (const time of SLOTS) {
      const start = mins(time);
      if (start + need > 17 * 60 + 30) continue;
      if (date === TODAY && start < mins(NOW)) continue;
      const bay = bays.find(bay => !taken.some(x => x.bay === bay && mins(x.time) < start + need && start < mins(x.time) + duration(x)));
      if (bay) out.push({ time, bay, label: `${time} · bay ${bay}` });
    }
    return out;
  },
  get newSlots() {
    return this.freeSlots(this.form.date, this.form.service, this.form.qty);
  },
  get regOk() {
    return REG_RE.test(this.form.reg.trim());
  },
  get estimate() {
    const f = this.form;
    if (!f.service) return 0;
    if (f.service !== 'fit') return SERVICES[f.service].price;
    const t = this.tyre(f.tyre);
    if (!t) return 0;
    return Number(f.qty) * (t.price + FIT_PER_TYRE + DISPOSAL_PER_TYRE);
  },
  get formOk() {
    const f = this.form;
    return !!(f.customer.trim() && f.phone.trim() && this.regOk && f.service && (f.service !== 'fit' || f.tyre) && f.date && f.time);
  },
  openNew() {
    this.form = blank();
    this.regTouched = false;
    this.$refs.newDrawer.show();
  },
  setForm(k, v) {
    this.form[k] = v;
    if (k === 'date' || k === 'service' || k === 'qty') this.form.time = '';
  },
  async saveBooking() {
    if (!this.formOk) return;
    const f = this.form;
    const slot = this.newSlots.find(s => s.time === f.time);
    this.saving = true;
    await new Promise(r => setTimeout(r, 500));
    const ref = 'RT-' + (Math.max(...this.db.bookings.map(b => Number(b.ref.slice(3)))) + 1);
    this.db.bookings.push({
      ref, date: f.date, time: slot.time, bay: slot.bay, service: f.service,
      tyre: f.service === 'fit' ? f.tyre : null, qty: f.service === 'fit' ? Number(f.qty) : 0,
      customer: f.customer.trim(), phone: f.phone.trim(), reg: normReg(f.reg), vehicle: f.vehicle.trim(),
      status: 'booked', arrivedAt: null, mileage: null, startedAt: null, bill: null, note: '', estimate: this.estimate,
    });
    this.persist();
    this.saving = false;
    this.$refs.newDrawer.hide();
    this.toast(`${ref} booked for ${fmtDay(f.date)} at ${slot.time}, bay ${slot.bay}.`);
  },

  // ------------------------------------------------------------------------------ prices
  editPrice(t) {
    this.editing = t.id;
    this.priceDraft = t.price.toFixed(2);
    this.$nextTick(() => {
      const el = document.querySelector(`sl-input[data-price="${t.id}"]`);
      el && el.focus();
    });
  },
  savePrice(t) {
    const v = parseInt(this.priceDraft, 10);
    if (!(v > 0)) {
      this.toast('Enter a price in pounds, e.g. 84.50', 'danger');
      return;
    }
    t.price = v;
    this.editing = null;
    this.persist();
    this.toast(`${t.brand} ${t.model} ${t.size} now ${gbp(t.price)}.`);
  },
}));

const ready = ['sl-button', 'sl-input', 'sl-select', 'sl-option', 'sl-dialog', 'sl-drawer', 'sl-dropdown', 'sl-menu', 'sl-radio-group', 'sl-switch', 'sl-alert'];
Promise.all(ready.map(t => customElements.whenDefined(t))).then(() => {
  window.Alpine = Alpine;
  Alpine.start();
});
