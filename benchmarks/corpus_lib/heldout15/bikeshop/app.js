/* global Vue, bootstrap, TomSelect */
import * as api from './api.js';
import { TODAY, NOW, CLUB_DISCOUNT, MECHANICS, SERVICES, STATUSES, PARTS } from './data.js';

const { createApp } = Vue;
const PER_PAGE = 10;
const NEW_CUSTOMER = 'new:';
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const round2 = n => Math.round(n * 100) / 100;
const money = n => '£' + round2(n).toFixed(2);
function dayLabel(iso) {
  if (!iso) return '—';
  const [y, m, d] = iso.split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d));
  return `${DAYS[dt.getUTCDay()]} ${d} ${MONTHS[m - 1]}`;
}

// A <select> upgraded to a Tom Select, usable with v-model.
const TomSelectField = {
  props: {
    modelValue: { type: String, default: '' },
    options: { type: Array, required: true },
    inputId: { type: String, required: true },
    placeholder: { type: String, default: '' },
    createLabel: { type: String, default: '' },
  },
  emits: ['update:modelValue'],
  template: '<div class="ts-field"><select ref="el" :id="inputId"></select></div>',
  mounted() {
    const label = this.createLabel;
    this.ts = new TomSelect(this.$refs.el, {
      options: this.options,
      valueField: 'value',
      labelField: 'text',
      searchField: ['text', 'value'],
      placeholder: this.placeholder,
      closeAfterSelect: true,
      create: label ? input => ({ value: NEW_CUSTOMER + input, text: input }) : false,
      render: label ? { option_create: (data, escape) => `<div class="create">${label} <strong>${escape(data.input)}</strong>&hellip;</div>` } : {},
      onChange: v => this.$emit('update:modelValue', v),
    });
    if (this.modelValue) this.ts.setValue(this.modelValue, true);
  },
  watch: {
    options(list) {
      this.ts.clearOptions();
      this.ts.addOptions(list);
      this.ts.refreshOptions(false);
    },
    modelValue(v) {
      if (this.ts.getValue() !== v) {
        if (!v) this.ts.clear(true); else this.ts.setValue(v, true);
      }
    },
  },
  beforeUnmount() { this.ts.destroy(); },
};

const emptyBooking = () => ({ customer: '', phone: '', bike: '', service: '', mechanic: '', promised: '', notes: '', saving: false });

createApp({
  components: { TomSelectField },
  data() {
    return {
      loading: true,
      db: null,
      tab: 'jobs',
      filter: 'open',
      search: '',
      page: 1,
      banner: false,
      jobId: '',
      editingDate: false,
      newDate: '',
      part: '',
      qty: 1,
      busy: false,
      booking: emptyBooking(),
      pay: { discount: false, method: '', saving: false },
      toasts: [],
      mechanics: MECHANICS,
      services: SERVICES,
      statuses: STATUSES,
      partOptions: PARTS.map(p => ({ value: p.sku, text: `${p.name} · £${p.price.toFixed(2)} · ${p.stock} in stock` })),
    };
  },
  computed: {
    job() { return this.db && this.jobId ? this.db.jobs.find(j => j.id === this.jobId) : null; },
    customerOptions() { return this.db ? this.db.customers.map(c => ({ value: c.id, text: `${c.name} · ${c.phone}` })) : []; },
    openJobs() { return this.db.jobs.filter(j => j.status !== 'collected'); },
    overdue() { return this.openJobs.filter(j => j.status !== 'ready' && j.promised < TODAY); },
    takingsToday() { return this.db.payments.filter(p => p.date === TODAY); },
    takenToday() { return round2(this.takingsToday.reduce((s, p) => s + p.amount, 0)); },
    counts() {
      const c = { open: this.openJobs.length, overdue: this.overdue.length };
      for (const s of STATUSES) c[s.id] = this.db.jobs.filter(j => j.status === s.id).length;
      return c;
    },
    filtered() {
      const q = this.search.trim().toLowerCase();
      let list = this.db.jobs;
      if (this.filter === 'open') list = this.openJobs;
      else if (this.filter === 'overdue') list = this.overdue;
      else list = list.filter(j => j.status === this.filter);
      if (q) list = list.filter(j => `${j.id} ${this.customerOf(j).name} ${j.bike}`.toLowerCase().includes(q));
      return [...list].sort((a, b) => b.id.localeCompare(a.id));
    },
    pages() { return Math.max(1, Math.ceil(this.filtered.length / PER_PAGE)); },
    pageRows() { return this.filtered.slice((this.page - 1) * PER_PAGE, this.page * PER_PAGE); },
    isNewCustomer() { return this.booking.customer.startsWith(NEW_CUSTOMER); },
    bookingValid() {
      const b = this.booking;
      return !!(b.customer && (!this.isNewCustomer || b.phone.trim()) && b.bike.trim() && b.service && b.mechanic && b.promised);
    },
    payTotal() { return this.job ? this.jobTotal(this.job) : 0; },
    payDue() { return round2(this.pay.discount ? this.payTotal * (1 - CLUB_DISCOUNT) : this.payTotal); },
    smsBody() { return this.job ? this.readyText(this.job) : ''; },
  },
  watch: {
    filter() { this.page = 1; },
    search() { this.page = 1; },
  },
  async mounted() {
    this.db = await api.load();
    this.loading = false;
    if (!sessionStorage.getItem('spokes-stocktake-seen')) setTimeout(() => { this.banner = true; }, 1000);
  },
  methods: {
    money, dayLabel,
    customerOf(job) { return this.db.customers.find(c => c.id === job.customer) || { name: '?', phone: '' }; },
    mechanicName(id) { return (MECHANICS.find(m => m.id === id) || {}).name || '—'; },
    statusLabel(id) { return (STATUSES.find(s => s.id === id) || {}).label || id; },
    statusClass(id) {
      return { booked: 'text-bg-secondary', 'in-progress': 'text-bg-primary', 'waiting-parts': 'text-bg-warning', ready: 'text-bg-success', collected: 'text-bg-light' }[id];
    },
    lineTotal(l) { return round2(l.price * l.qty); },
    partsTotal(job) { return round2(job.parts.reduce((s, l) => s + l.price, 0)); },
    jobTotal(job) { return round2(job.labour + this.partsTotal(job)); },
    isOverdue(job) { return job.status !== 'ready' && job.status !== 'collected' && job.promised < TODAY; },
    readyText(job) {
      const first = this.customerOf(job).name.split(' ')[0];
      return `Hi ${first}, your bike is ready to collect from Spokes & Sprockets. Total to pay: ${money(job.labour)}. We are open until 17:30.`;
    },
    toast(message, kind = 'success') {
      const id = Date.now() + Math.random();
      this.toasts.push({ id, message, kind });
      setTimeout(() => { this.toasts = this.toasts.filter(t => t.id !== id); }, 4000);
    },
    dismissBanner() { this.banner = false; sessionStorage.setItem('spokes-stocktake-seen', '1'); },

    // ---------------------------------------------------------------- the job panel
    openJob(job) {
      this.jobId = job.id;
      this.editingDate = false;
      this.part = '';
      this.qty = 1;
      bootstrap.Offcanvas.getOrCreateInstance(this.$refs.canvas).show();
    },
    async changeMechanic(e) {
      this.job.mechanic = e.target.value;
      await api.saveJob(this.job);
      this.toast(`${this.job.id} is now with ${this.mechanicName(this.job.mechanic)}.`);
    },
    startDate() { this.newDate = this.job.promised; this.editingDate = true; },
    async saveDate() {
      const job = this.job;
      job.promised = this.newDate;
      this.busy = true;
      await api.saveJob(job);
      this.busy = false;
      this.editingDate = false;
      this.toast(`${job.id} is now promised for ${dayLabel(job.promised)}.`);
    },
    async addPart() {
      const job = this.job;
      const p = PARTS.find(x => x.sku === this.part);
      const qty = Math.max(1, Number(this.qty) || 1);
      const line = job.parts.find(l => l.sku === p.sku);
      if (line) line.qty += qty;
      else job.parts.push({ sku: p.sku, name: p.name, price: p.price, qty });
      this.busy = true;
      await api.saveJob(job);
      this.busy = false;
      this.part = '';
      this.qty = 1;
      this.toast(`Added ${qty} × ${p.name} to ${job.id}.`);
    },
    async removePart(line) {
      const job = this.job;
      job.parts = job.parts.filter(l => l !== line);
      await api.saveJob(job);
      this.toast(`Removed ${line.name} from ${job.id}.`);
    },
    askReady() { bootstrap.Modal.getOrCreateInstance(this.$refs.readyModal).show(); },
    async sendReady() {
      const job = this.job;
      const c = this.customerOf(job);
      const text = { job: job.id, to: c.name, phone: c.phone, time: NOW, body: this.readyText(job) };
      this.busy = true;
      job.status = 'ready';
      await api.sendText(text, job);
      this.db.texts.unshift(text);
      this.busy = false;
      bootstrap.Modal.getOrCreateInstance(this.$refs.readyModal).hide();
      this.toast(`${job.id} is ready. Text sent to ${c.name}.`);
    },
    askPayment() {
      this.pay = { discount: false, method: '', saving: false };
      bootstrap.Modal.getOrCreateInstance(this.$refs.payModal).show();
    },
    async takePayment() {
      const job = this.job;
      const total = this.payTotal;
      const due = this.payDue;
      const payment = { job: job.id, amount: total, method: this.pay.method, time: NOW, date: TODAY, discount: this.pay.discount };
      this.pay.saving = true;
      job.status = 'collected';
      await api.addPayment(payment, job);
      this.db.payments.push(payment);
      this.pay.saving = false;
      bootstrap.Modal.getOrCreateInstance(this.$refs.payModal).hide();
      this.toast(`${money(due)} taken for ${job.id} (${payment.method}). Enjoy the ride!`);
    },

    // ---------------------------------------------------------------- booking in
    openBooking() {
      this.booking = emptyBooking();
      bootstrap.Modal.getOrCreateInstance(this.$refs.bookModal).show();
    },
    async bookIn() {
      const b = this.booking;
      let customer = this.db.customers.find(c => c.id === b.customer);
      let created = null;
      if (this.isNewCustomer) {
        created = { id: 'C-' + String(this.db.customers.length + 1).padStart(2, '0'), name: b.customer.slice(NEW_CUSTOMER.length).trim(), phone: b.phone.trim(), club: false };
        customer = created;
      }
      const s = SERVICES.find(x => x.id === b.service);
      const job = {
        id: 'J-' + this.db.nextJob, customer: customer.id, bike: b.bike.trim(), service: s.name, labour: s.price,
        mechanic: b.mechanic, status: 'booked', bookedIn: TODAY, promised: b.promised, notes: b.notes.trim(), parts: [],
      };
      b.saving = true;
      await api.addJob(job, created);
      if (created) this.db.customers.push(created);
      this.db.jobs.push(job);
      this.db.nextJob++;
      b.saving = false;
      bootstrap.Modal.getOrCreateInstance(this.$refs.bookModal).hide();
      this.filter = 'open';
      this.search = '';
      this.page = 1;
      this.toast(`${job.id} booked in for ${customer.name}: ${job.bike}.`);
    },
  },
}).mount('#app');
