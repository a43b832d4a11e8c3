/* Ledgerly: a small invoicing app (Vue 3 global build + Bootstrap 5). State lives in localStorage. */
const { createApp } = Vue;

const TODAY = '2025-05-14'; // pinned so that due dates and "overdue" are stable
const KEY = 'dev7-invoices';
const PAGE = 10;

const CLIENTS = [
  'Northwind Traders', 'Northgate Dental', 'Acme Corp', 'Blue Harbor Cafe', 'Cedar & Pine Architects',
  'Delta Logistics', 'Evergreen Florists', 'Fjord Studio', 'Granite Works', 'Harbor Yoga', 'Iris Books', 'Juniper Labs',
].map((name, i) => ({ id: i + 1, name, email: 'billing@' + name.toLowerCase().replace(/[^a-z]+/g, '') + '.example' }));

const SERVICES = [
  ['Website audit', 450, 20], ['Logo design', 800, 20], ['Hosting (monthly)', 35, 20], ['Copywriting', 120, 10],
  ['Consulting hour', 150, 20], ['Printing', 95, 0], ['Photography session', 600, 10], ['Maintenance plan', 210, 20],
];

function addDays(iso, n) {
  const d = new Date(iso + 'T12:00:00Z');
  d.setUTCDate(d.getUTCDate() + Number(n));
  return d.toISOString().slice(0, 10);
}

function seed() {
  const paid = new Set([1001, 1002, 1003, 1004, 1006, 1007, 1008, 1009, 1011, 1013, 1015, 1016, 1020]);
  const drafts = new Set([1022, 1023, 1024]);
  const invoices = [];
  for (let n = 1001; n <= 1024; n++) {
    const k = n - 1001;
    const issue = addDays('2025-01-02', k * 5);
    const a = SERVICES[k % SERVICES.length], b = SERVICES[(k * 3 + 1) % SERVICES.length];
    const lines = [{ desc: a[0], qty: 1 + (k % 3), price: a[1], tax: a[2] }];
    if (k % 2 === 0) lines.push({ desc: b[0], qty: 2, price: b[1], tax: b[2] });
    invoices.push({
      id: n, number: 'INV-' + n, clientId: n === 1012 ? 6 : n === 1008 ? 8 : n === 1017 ? 8 : (k * 5) % 12 + 1,
      issue, terms: 30, due: addDays(issue, 30), lines, discount: 0,
      status: paid.has(n) ? 'paid' : drafts.has(n) ? 'draft' : 'sent', reminders: 0,
    });
  }
  return { clients: CLIENTS, invoices, nextNumber: 1025 };
}

function load() {
  try { const s = JSON.parse(localStorage.getItem(KEY)); if (s && s.invoices) return s; } catch (e) { /* fresh start */ }
  const s = seed();
  localStorage.setItem(KEY, JSON.stringify(s));
  return s;
}

const money = v => '$' + Number(v || 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const round2 = v => Math.round(v * 100) / 100;
const DISCOUNT_RE = /^\d{1,2}$/;

createApp({
  data() {
    return {
      PAGE, state: load(), view: 'list', tab: 'all', limit: PAGE, searchInput: '', search: '', searching: false,
      current: null, form: null, clientQuery: '', clientOpen: false, discountInput: '', discountError: '',
      saving: false, sending: false, remindingId: null, toast: '', toastFading: false,
      clientForm: { name: '', email: '' }, clientFormError: '', lineRefs: [],
      tabs: [{ key: 'all', label: 'All' }, { key: 'draft', label: 'Drafts' }, { key: 'sent', label: 'Sent' },
             { key: 'overdue', label: 'Overdue' }, { key: 'paid', label: 'Paid' }],
    };
  },
  computed: {
    filtered() {
      const q = this.search.trim().toLowerCase();
      return this.state.invoices
        .filter(inv => this.inTab(inv, this.tab))
        .filter(inv => !q || inv.number.toLowerCase().includes(q) || this.clientName(inv.clientId).toLowerCase().includes(q))
        .slice().sort((a, b) => b.id - a.id);
    },
    shown() { return this.filtered.slice(0, this.limit); },
    clientsSorted() { return this.state.clients.slice().sort((a, b) => a.name.localeCompare(b.name)); },
    clientMatches() {
      const q = this.clientQuery.trim().toLowerCase();
      const list = this.clientsSorted.filter(c => c.name.toLowerCase().includes(q));
      return q ? list : list.slice(0, 5);
    },
  },
  watch: {
    searchInput() {
      // debounced search with a short fake round trip
      clearTimeout(this._deb);
      this._deb = setTimeout(() => {
        this.searching = true;
        setTimeout(() => { this.search = this.searchInput; this.limit = PAGE; this.searching = false; }, 800);
      }, 600);
    },
  },
  methods: {
    money, addDays,
    persist() { localStorage.setItem(KEY, JSON.stringify(this.state)); },
    clientName(id) { const c = this.state.clients.find(c => c.id === id); return c ? c.name : '—'; },
    isOverdue(inv) { return inv.status === 'sent' && inv.due < TODAY; },
    inTab(inv, t) {
      if (t === 'all') return true;
      if (t === 'overdue') return this.isOverdue(inv);
      return inv.status === t;
    },
    countFor(t) { return this.state.invoices.filter(inv => this.inTab(inv, t)).length; },
    statusLabel(inv) { return this.isOverdue(inv) ? 'Overdue' : { draft: 'Draft', sent: 'Sent', paid: 'Paid' }[inv.status]; },
    statusClass(inv) {
      return this.isOverdue(inv) ? 'text-bg-danger' : { draft: 'text-bg-secondary', sent: 'text-bg-primary', paid: 'text-bg-success' }[inv.status];
    },
    totals(inv) {
      const lines = inv.lines.filter(l => l.qty && l.price);
      const sub = lines.reduce((s, l) => s + l.qty * l.price, 0);
      const d = Number(inv.discount) || 0;
      const disc = sub * d / 100;
      const rate = lines.length ? lines[0].tax : 0;
      const tax = sub * rate / 100 * (1 - d / 100);
      return { sub: round2(sub), disc: round2(disc), tax: round2(tax), total: round2(sub - disc + tax) };
    },
    flash(msg) {
      clearTimeout(this._t1); clearTimeout(this._t2);
      this.toast = msg; this.toastFading = false;
      this._t1 = setTimeout(() => { this.toastFading = true; }, 1800);
      this._t2 = setTimeout(() => { this.toast = ''; }, 2500);
    },
    openDetail(inv) { this.current = inv; this.view = 'detail'; },

    // ----- editor
    blankLine() { return { key: Math.random(), desc: '', qty: 1, price: 0, tax: 20 }; },
    newInvoice() {
      this.form = { id: null, number: '', clientId: null, issue: TODAY, terms: 30, lines: [this.blankLine()], discount: 0 };
      this.clientQuery = ''; this.discountInput = ''; this.discountError = ''; this.view = 'edit';
    },
    editInvoice(inv) {
      this.form = JSON.parse(JSON.stringify(inv));
      this.form.lines.forEach(l => { l.key = Math.random(); });
      this.clientQuery = this.clientName(inv.clientId);
      this.discountInput = inv.discount ? String(inv.discount) : ''; this.discountError = ''; this.view = 'edit';
    },
    addLine() {
      this.form.lines.push(this.blankLine());
      this.$nextTick(() => { const el = this.lineRefs[this.form.lines.length - 1]; if (el) el.focus(); });
    },
    pickClient(c) { this.form.clientId = c.id; this.clientQuery = c.name; this.clientOpen = false; },
    closeClientMenu() { setTimeout(() => { this.clientOpen = false; }, 150); },
    applyDiscount() {
      const v = this.discountInput.trim();
      if (v === '') { this.form.discount = 0; this.discountError = ''; return; }
      if (!DISCOUNT_RE.test(v) || Number(v) > 100) { this.discountError = 'Enter a discount between 0 and 100.'; return; }
      this.discountError = ''; this.form.discount = Number(v);
    },
    save() {
      if (this.discountError) return;
      this.saving = true;
      setTimeout(() => {
        const f = this.form;
        const lines = f.lines.filter(l => l.desc.trim() || l.price).map(({ desc, qty, price, tax }) => ({ desc, qty, price, tax }));
        const rec = { clientId: f.clientId, issue: f.issue, terms: f.terms, due: addDays(f.issue, f.terms), lines, discount: f.discount };
        let inv;
        if (f.id) {
          inv = this.state.invoices.find(x => x.id === f.id);
          Object.assign(inv, rec);
        } else {
          const n = this.state.nextNumber++;
          inv = { id: n, number: 'INV-' + n, status: 'draft', reminders: 0, ...rec };
          this.state.invoices.push(inv);
        }
        inv.total = this.totals(inv).total;
        this.persist();
        this.saving = false; this.view = 'list'; this.tab = 'all'; this.limit = PAGE;
        this.flash('Invoice ' + inv.number + ' saved');
      }, 3500);
    },

    // ----- row actions
    markPaid(i) {
      const inv = this.state.invoices[i];
      inv.status = 'paid';
      this.persist();
      this.flash('Payment recorded');
    },
    duplicate(inv) {
      const n = this.state.nextNumber;
      const copy = { ...inv, id: n, number: 'INV-' + n, issue: TODAY, due: addDays(TODAY, inv.terms), status: 'draft', reminders: 0,
                     lines: inv.items.map(l => ({ ...l })) };
      this.state.nextNumber++;
      this.state.invoices.push(copy);
      this.persist();
      this.flash('Created ' + copy.number);
    },
    remove(inv) {
      if (!window.confirm('Delete ' + inv.number + '? This cannot be undone.')) return;
      this.state.invoices = this.state.invoices.filter(x => x.id !== inv.id);
      this.persist();
      this.flash('Invoice deleted');
    },
    remind(inv) {
      this.remindingId = inv.id;
      setTimeout(() => {
        inv.reminders = (inv.reminders || 0) + 1; inv.lastReminder = TODAY;
        this.persist(); this.remindingId = null;
        this.flash('Reminder emailed to ' + this.clientName(inv.clientId));
      }, 1500);
    },
    async sendInvoice(inv) {
      this.sending = true;
      try {
        const res = await fetch('templates/invoice-email.html');
        if (!res.ok) throw new Error('template request failed: ' + res.status);
        const body = await res.text();
        await new Promise(r => setTimeout(r, 1200));
        inv.status = 'sent'; inv.sentWith = body.length;
        this.persist();
        this.flash(inv.number + ' sent to ' + this.clientName(inv.clientId));
      } catch (e) {
        console.error(e);
      } finally {
        this.sending = false;
      }
    },

    // ----- clients
    addClient() {
      const name = this.clientForm.name.trim(), email = this.clientForm.email.trim();
      if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(email)) { this.clientFormError = 'Enter a valid billing email.'; return; }
      const id = Math.max(...this.state.clients.map(c => c.id)) + 1;
      this.state.clients.push({ id, name, email });
      this.persist();
      this.clientForm = { name: '', email: '' }; this.clientFormError = '';
      this.flash(name + ' added');
    },
  },
}).mount('#app');
