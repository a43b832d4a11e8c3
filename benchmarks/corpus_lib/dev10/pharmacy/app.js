// Dispensary: the stock screen of a clinic's pharmacy. State lives in localStorage.
'use strict';

const TODAY = '2025-09-08'; // pinned
const KEY = { stock: 'dispensary.stock', batches: 'dispensary.batches', orders: 'dispensary.orders', log: 'dispensary.log', low: 'dispensary.lowCount' };

// prices come from the wholesaler's CSV export, as text
const SEED_STOCK = [
  ['Amoxicillin 500 mg capsules', 'Antibiotic', 240, 60, '0.32'],
  ['Atorvastatin 20 mg tablets', 'Cardiovascular', 180, 50, '0.18'],
  ['Azithromycin 250 mg tablets', 'Antibiotic', 36, 20, '1.25'],
  ['Cetirizine 10 mg tablets', 'Antihistamine', 150, 40, '0.09'],
  ['Ciprofloxacin 500 mg tablets', 'Antibiotic', 44, 30, '0.55'],
  ['Clopidogrel 75 mg tablets', 'Cardiovascular', 90, 30, '0.42'],
  ['Diclofenac gel 1% 50 g', 'Analgesic', 18, 10, '4.60'],
  ['Doxycycline 100 mg capsules', 'Antibiotic', 12, 20, '0.48'],
  ['Hydrocortisone cream 1% 15 g', 'Dermatology', 22, 10, '3.10'],
  ['Ibuprofen 400 mg tablets', 'Analgesic', 310, 80, '0.07'],
  ['Insulin glargine pen 100 U/ml', 'Diabetes', 14, 10, '38.50'],
  ['Lisinopril 10 mg tablets', 'Cardiovascular', 120, 40, '0.11'],
  ['Loratadine 10 mg tablets', 'Antihistamine', 75, 30, '0.12'],
  ['Metformin 500 mg tablets', 'Diabetes', 95, 60, '0.05'],
  ['Mupirocin ointment 2% 15 g', 'Dermatology', 9, 5, '12.40'],
  ['Omeprazole 20 mg capsules', 'Gastro', 200, 60, '0.14'],
  ['Ondansetron 4 mg tablets', 'Gastro', 40, 15, '0.95'],
  ['Paracetamol 500 mg tablets', 'Analgesic', 520, 150, '0.03'],
  ['Prednisolone 5 mg tablets', 'Anti-inflammatory', 12, 30, '0.21'],
  ['Salbutamol inhaler 100 mcg', 'Respiratory', 3, 10, '9.80'],
  ['Sertraline 50 mg tablets', 'Mental health', 84, 30, '0.26'],
  ['Warfarin 1 mg tablets', 'Cardiovascular', 60, 20, '0.08'],
].map(([name, category, onHand, reorder, price], i) => ({ id: i + 1, name, category, onHand, reorder, price }));

const SEED_BATCHES = [
  { med: 1, lot: 'AX-7702', qty: 140, expiry: '2026-03-31' },
  { med: 1, lot: 'AX-6120', qty: 100, expiry: '2025-11-30' },
  { med: 4, lot: 'CZ-4410', qty: 150, expiry: '2025-10-31' },
  { med: 20, lot: 'SB-0912', qty: 3, expiry: '2025-09-30' },
  { med: 11, lot: 'IG-2231', qty: 14, expiry: '2025-12-31' },
  { med: 8, lot: 'DX-1180', qty: 12, expiry: '2025-10-15' },
  { med: 16, lot: 'OM-2107', qty: 200, expiry: '2026-05-31' },
  { med: 18, lot: 'PC-9981', qty: 520, expiry: '2027-01-31' },
].map(b => ({ ...b, quarantined: false }));

const load = (k, seed) => { try { return JSON.parse(localStorage.getItem(k)) ?? structuredClone(seed); } catch { return structuredClone(seed); } };
const save = (k, v) => localStorage.setItem(k, JSON.stringify(v));
const wait = ms => new Promise(r => setTimeout(r, ms));
const monthName = key => new Date(key + '-15T12:00:00').toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });

Vue.createApp({
  data() {
    return {
      tab: 'stock', ready: false,
      stock: load(KEY.stock, SEED_STOCK), batches: load(KEY.batches, SEED_BATCHES),
      orders: load(KEY.orders, []), log: load(KEY.log, []),
      lowCount: 0,
      query: '', lowOnly: false, sortKey: 'name', sortDir: 1, limit: 10, menuFor: null,
      disp: { patient: '', medText: '', medId: null, qty: null, error: '' }, comboOpen: false, comboIndex: 0,
      adjust: null, adjustForm: { qty: '', reason: '' },
      batchFor: null, batchForm: { lot: '', qty: null, expiry: '' },
      quarantineAsk: null, openMonths: [],
      suppliers: [], order: { med: null, qty: null, supplier: null }, notice: false, noticeShown: false,
      historyOpen: false, historyState: 'idle', history: [],
      toasts: [],
    };
  },
  computed: {
    filteredStock() {
      const q = this.query.trim().toLowerCase();
      let list = this.stock.filter(m => !q || m.name.toLowerCase().includes(q));
      if (this.lowOnly) list = list.filter(m => m.onHand < m.reorder);
      const k = this.sortKey, d = this.sortDir;
      return [...list].sort((a, b) => (a[k] < b[k] ? -d : a[k] > b[k] ? d : 0));
    },
    shownStock() { return this.filteredStock.slice(0, this.limit); },
    lowItems() { return this.stock.filter(m => m.onHand < m.reorder); },
    comboMatches() {
      const q = this.disp.medText.trim().toLowerCase();
      return q ? this.stock.filter(m => m.name.toLowerCase().includes(q)).slice(0, 8) : [];
    },
    dispenseReady() {
      return /^P-\d{5,6}$/.test(this.disp.patient) && this.disp.medId && this.disp.qty > 0;
    },
    expiryGroups() {
      const groups = {};
      for (const b of [...this.batches].sort((x, y) => x.expiry.localeCompare(y.expiry))) {
        const key = b.expiry.slice(0, 7);
        (groups[key] ||= { key, label: monthName(key), items: [] }).items.push(b);
      }
      return Object.values(groups);
    },
  },
  methods: {
    toast(text) {
      const id = Date.now() + Math.random();
      this.toasts.push({ id, text });
      setTimeout(() => { this.toasts = this.toasts.filter(t => t.id !== id); }, 3500);
    },
    // the tab badge is cached so that it shows at once on the next visit
    refreshLowCount() { this.lowCount = this.stock.filter(m => m.onHand < m.reorder).length; save(KEY.low, this.lowCount); },
    medName(id) { return this.stock.find(m => m.id === id)?.name ?? '?'; },
    niceDate(s) { return new Date(s + 'T12:00:00').toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }); },
    sortBy(k) {
      if (this.sortKey === k) this.sortDir = -this.sortDir;
      else { this.sortKey = k; this.sortDir = 1; }
    },
    sortIcon(k) { return this.sortKey !== k ? 'bi bi-arrow-down-up has-text-grey-light' : this.sortDir > 0 ? 'bi bi-sort-up' : 'bi bi-sort-down'; },
    // -- dispensing
    comboMove(d) { this.comboOpen = true; this.comboIndex = Math.max(0, Math.min(this.comboMatches.length - 1, this.comboIndex + d)); },
    comboPick(m) {
      if (!m) return;
      this.disp.medId = m.id; this.disp.medText = m.name; this.comboOpen = false; this.comboIndex = 0;
    },
    dispense() {
      const med = this.stock.find(m => m.id === this.disp.medId);
      if (!(this.disp.qty < med.onHand)) {
        this.disp.error = `Not enough stock (${med.onHand} on hand).`;
        return;
      }
      med.onHand -= this.disp.qty;
      this.log.unshift(`${this.disp.patient}: ${this.disp.qty} × ${med.name}`);
      save(KEY.stock, this.stock); save(KEY.log, this.log);
      this.refreshLowCount();
      this.toast(`Dispensed ${this.disp.qty} × ${med.name}`);
      this.disp = { patient: '', medText: '', medId: null, qty: null, error: '' };
    },
    // -- adjust / batches
    openAdjust(m) { this.menuFor = null; this.adjust = m; this.adjustForm = { qty: m.onHand, reason: '' }; },
    saveAdjust() {
      this.adjust.onHand = this.adjustForm.qty;
      save(KEY.stock, this.stock);
      this.toast(`${this.adjust.name}: stock set to ${this.adjustForm.qty}`);
      this.adjust = null;
    },
    openBatch(m) { this.menuFor = null; this.batchFor = m; this.batchForm = { lot: '', qty: null, expiry: '' }; },
    saveBatch() {
      this.batches.push({ med: this.batchFor.id, lot: this.batchForm.lot, qty: this.batchForm.qty, expiry: this.batchForm.expiry, quarantined: false });
      this.batchFor.onHand += this.batchForm.qty;
      save(KEY.stock, this.stock);
      this.refreshLowCount();
      this.toast(`Batch ${this.batchForm.lot} recorded`);
      this.batchFor = null;
    },
    toggleMonth(k) { this.openMonths = this.openMonths.includes(k) ? this.openMonths.filter(x => x !== k) : [...this.openMonths, k]; },
    askQuarantine(b) { this.quarantineAsk = b; },
    quarantine() {
      const b = this.batches.find(x => x.med === this.quarantineAsk.med);
      b.quarantined = true;
      save(KEY.batches, this.batches);
      this.toast(`Lot ${this.quarantineAsk.lot} quarantined`);
      this.quarantineAsk = null;
    },
    // -- orders
    async openOrders() {
      this.tab = 'orders';
      if (!this.suppliers.length) {
        await wait(1000);
        const res = await fetch('data/suppliers.json');
        this.suppliers = (await res.json()).suppliers;
      }
      if (!this.noticeShown) { this.noticeShown = true; setTimeout(() => { this.notice = true; }, 300); }
    },
    placeOrder() {
      this.orders.push({ ...this.order, placed: TODAY });
      save(KEY.orders, this.orders);
      this.toast(`Order placed with ${this.order.supplier}`);
      this.order = { med: null, qty: null, supplier: null };
    },
    async toggleHistory() {
      this.historyOpen = !this.historyOpen;
      if (!this.historyOpen || this.historyState === 'done') return;
      this.historyState = 'loading';
      await wait(700);
      try {
        const res = await fetch('data/orders-history.json');
        if (!res.ok) throw new Error(res.status);
        this.history = (await res.json()).history;
        this.historyState = 'done';
      } catch { this.historyState = 'error'; }
    },
  },
  mounted() {
    document.addEventListener('click', () => { this.menuFor = null; });
    const cached = load(KEY.low, null);
    if (cached !== null) this.lowCount = cached;
    setTimeout(() => { this.ready = true; if (cached === null) this.refreshLowCount(); }, 1500);
  },
}).mount('#app');
