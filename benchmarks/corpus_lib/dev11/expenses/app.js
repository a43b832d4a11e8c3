// Claimly: monthly expense report, team approvals and report history.
// State lives in localStorage; the "server" is a set of timers.
const { createApp } = Vue;

const TODAY = '2025-11-14'; // pinned: Friday 14 November 2025
const MEAL_LIMIT = 60; // meals up to €60 a line need no note
const RATES = { EUR: 1, GBP: 1.142, USD: 0.861, CHF: 1.068 }; // finance's fixed November rates
const KEY = {
  lines: 'claimly.lines',
  report: 'claimly.report',
  approvals: 'claimly.approvals',
  ledger: 'claimly.ledger',
};

const SEED_LINES = [
  { id: 1, date: '2025-11-03', merchant: 'Lufthansa', cat: 'Travel', amount: 248.6, cur: 'EUR', orig: 248.6, note: '' },
  { id: 2, date: '2025-11-03', merchant: 'Airport taxi', cat: 'Travel', amount: 38, cur: 'EUR', orig: 38, note: '' },
  { id: 3, date: '2025-11-04', merchant: 'Hotel Adler', cat: 'Lodging', amount: 312, cur: 'EUR', orig: 312, note: '2 nights' },
  { id: 4, date: '2025-11-04', merchant: 'Trattoria Roma', cat: 'Meals', amount: 54.2, cur: 'EUR', orig: 54.2, note: '' },
  { id: 5, date: '2025-11-05', merchant: 'Café Lumen', cat: 'Meals', amount: 12.8, cur: 'EUR', orig: 12.8, note: '' },
  { id: 6, date: '2025-11-05', merchant: 'Metro day pass', cat: 'Travel', amount: 8.9, cur: 'EUR', orig: 8.9, note: '' },
  { id: 7, date: '2025-11-06', merchant: 'Papier & Co', cat: 'Other', amount: 23.45, cur: 'EUR', orig: 23.45, note: '' },
  { id: 8, date: '2025-11-07', merchant: 'Bistro Nord', cat: 'Meals', amount: 61.5, cur: 'EUR', orig: 61.5, note: '' },
  { id: 9, date: '2025-11-10', merchant: 'Parking P3', cat: 'Travel', amount: 16, cur: 'EUR', orig: 16, note: '' },
];

const SEED_APPROVALS = [
  { id: 'r-301', who: 'Jonas Weber', title: 'October travel', amount: 842.3, submitted: '2025-11-10', costCentre: { code: 'sal-de' }, status: 'awaiting' },
  { id: 'r-302', who: 'Aisha Khan', title: 'Conference Dublin', amount: 1210, submitted: '2025-11-11', costCentre: { code: 'mkt-ie' }, status: 'awaiting' },
  // sent from the mobile app, which does not ask for a cost centre
  { id: 'r-303', who: 'Luca Bianchi', title: 'Client dinners', amount: 318.7, submitted: '2025-11-12', costCentre: null, status: 'awaiting' },
  { id: 'r-304', who: 'Priya Nair', title: 'Training Utrecht', amount: 450, submitted: '2025-11-12', costCentre: { code: 'eng-nl' }, status: 'awaiting' },
  { id: 'r-305', who: 'Tom Becker', title: 'Team offsite', amount: 389, submitted: '2025-11-13', costCentre: { code: 'ops-de' }, status: 'awaiting' },
];

// Maya's own past reports, newest first (the history "server")
const HISTORY = [
  { title: 'October 2025 · Trade fair Lyon', total: 1482.1, paid: '2025-11-07' },
  { title: 'October 2025 · Client visits Hamburg', total: 612.4, paid: '2025-10-31' },
  { title: 'September 2025 · Team offsite', total: 389, paid: '2025-10-03' },
  { title: 'September 2025 · Client visits Milan', total: 944.75, paid: '2025-09-26' },
  { title: 'August 2025 · Conference Dublin', total: 1120.3, paid: '2025-09-05' },
  { title: 'August 2025 · Berlin workshop', total: 455.6, paid: '2025-08-29' },
  { title: 'July 2025 · Client visits Vienna', total: 702.15, paid: '2025-08-08' },
  { title: 'July 2025 · Training Utrecht', total: 268.9, paid: '2025-07-25' },
  { title: 'June 2025 · Madrid sales kickoff', total: 1034, paid: '2025-07-04' },
  { title: 'June 2025 · Client visits Zürich', total: 577.2, paid: '2025-06-27' },
  { title: 'May 2025 · Client visits Lisbon', total: 498.35, paid: '2025-06-06' },
  { title: 'April 2025 · Partner summit Paris', total: 1311.8, paid: '2025-05-09' },
];
const HISTORY_PAGE = 5;

const later = (ms, fn) => new Promise(res => setTimeout(() => res(fn()), ms));
const api = {
  lines: () => later(1200, () => JSON.parse(localStorage.getItem(KEY.lines) || 'null') || SEED_LINES),
  approvals: () => later(1000, () => JSON.parse(localStorage.getItem(KEY.approvals) || 'null') || SEED_APPROVALS),
  history: (offset, limit) => later(800, () => HISTORY.slice(offset, offset + limit)),
};

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const money = n => eur.format(Math.round(n * 100) / 100);
const orig = (n, cur) => new Intl.NumberFormat('en-IE', { style: 'currency', currency: cur }).format(n);
const day = iso => new Date(iso + 'T12:00:00').toLocaleDateString('en-GB', { day: '2-digit', month: 'short' });
const longDay = iso =>
  new Date(iso + 'T12:00:00').toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

createApp({
  data() {
    return {
      tab: 'report',
      cookiesOk: false,
      loading: true,
      lines: [],
      report: JSON.parse(localStorage.getItem(KEY.report) || 'null') || { status: 'draft', submitted: null },
      filter: 'All categories',
      menu: null, // { line, top, left }
      menuIndex: -1,
      confirmDel: null, // { index, line }
      trash: [], // deleted lines, for Undo
      toast: null, // { text, undo }
      editing: null,
      noting: null,
      submitAsk: false,
      form: { date: '', merchant: '', cat: 'Travel', amount: '', cur: 'EUR' },
      approvals: [],
      approvalsLoading: true,
      approveAsk: null,
      rejectAsk: null,
      rejectReason: '',
      ledger: JSON.parse(localStorage.getItem(KEY.ledger) || '[]'),
      history: [],
      historyLoading: false,
      historyMore: false,
    };
  },
  computed: {
    shown() {
      return this.filter === 'All categories' ? this.lines : this.lines.filter(l => l.cat === this.filter);
    },
    total() {
      return this.lines.reduce((s, l) => s + l.amount, 0);
    },
    issues() {
      return this.lines.filter(l => l.cat === 'Meals' && l.amount >= MEAL_LIMIT && !l.note);
    },
    amountValue() {
      const t = this.form.amount.trim().replace(',', '.');
      return /^\d+(\.\d{1,2})?$/.test(t) ? parseFloat(t) : NaN;
    },
    canAdd() {
      return !!this.form.date && this.form.merchant.trim() !== '' && this.amountValue > 0;
    },
    preview() {
      return this.amountValue > 0 && this.form.cur !== 'EUR' ? money(this.amountValue * RATES[this.form.cur]) : '';
    },
    awaiting() {
      return this.approvals.filter(r => r.status === 'awaiting').length;
    },
  },
  methods: {
    money,
    orig,
    day,
    longDay,
    persistLines() {
      localStorage.setItem(KEY.lines, JSON.stringify(this.lines));
    },
    persistApprovals() {
      localStorage.setItem(KEY.approvals, JSON.stringify(this.approvals));
    },
    flash(text, undo = false) {
      clearTimeout(this._toastTimer);
      this.toast = { text, undo };
      this._toastTimer = setTimeout(() => (this.toast = null), undo ? 9000 : 3500);
    },
    openMenu(line, ev) {
      const r = ev.currentTarget.getBoundingClientRect();
      const up = r.bottom + 190 > window.innerHeight;
      this.menu = { line, top: up ? r.top - 186 : r.bottom + 4, left: r.right - 190 };
    },
    closeMenu() {
      this.menu = null;
    },
    // -- lines
    askDelete(i) {
      this.confirmDel = { index: i, line: this.shown[i] };
      this.menu = null;
    },
    doDelete() {
      const [gone] = this.lines.splice(this.confirmDel.index, 1);
      this.trash.push({ line: gone, pos: this.confirmDel.index });
      this.confirmDel = null;
      this.persistLines();
      this.flash('Line deleted.', true);
    },
    undo() {
      const last = this.trash.shift();
      if (!last) return;
      this.lines.splice(Math.min(last.pos, this.lines.length), 0, last.line);
      this.persistLines();
      this.flash('Line restored.');
    },
    startEdit(line) {
      this.menu = null;
      this.editing = { line, merchant: line.merchant, cat: line.cat, amount: line.amount.toFixed(2) };
    },
    saveEdit() {
      const e = this.editing;
      const a = parseFloat(String(e.amount).replace(',', '.'));
      if (!(a > 0) || !e.merchant.trim()) return;
      Object.assign(e.line, { merchant: e.merchant.trim(), cat: e.cat, amount: a, orig: a, cur: 'EUR' });
      this.editing = null;
      this.persistLines();
      this.flash('Saved.');
    },
    startNote(line) {
      this.menu = null;
      this.noting = { line, text: line.note };
    },
    saveNote() {
      this.noting.line.note = this.noting.text.trim();
      this.noting = null;
      this.persistLines();
      this.flash('Note saved.');
    },
    duplicate(line) {
      this.menu = null;
      const id = Math.max(0, ...this.lines.map(l => l.id)) + 1;
      this.lines.splice(this.lines.indexOf(line) + 1, 0, { ...line, id });
      this.persistLines();
      this.flash('Line duplicated.');
    },
    addExpense() {
      if (!this.canAdd) return;
      const amt = this.amountValue;
      const cur = this.form.cur;
      // converted at finance's rate, to the cent
      const amount = cur === 'EUR' ? amt : Math.round(amt * RATES[cur] * 100 / 100);
      const id = Math.max(0, ...this.lines.map(l => l.id)) + 1;
      this.lines.push({ id, date: this.form.date, merchant: this.form.merchant.trim(), cat: this.form.cat, amount, cur, orig: amt, note: '' });
      this.persistLines();
      this.form = { date: '', merchant: '', cat: 'Travel', amount: '', cur: 'EUR' };
      this.flash('Expense added.');
    },
    submitReport() {
      this.submitAsk = false;
      this.report = { status: 'submitted', submitted: TODAY };
      localStorage.setItem(KEY.report, JSON.stringify(this.report));
      this.flash('Report submitted for approval.');
    },
    // -- approvals
    confirmApprove() {
      const r = this.approveAsk;
      this.approveAsk = null;
      const entry = { report: r.id, amount: r.amount, costCentre: r.costCentre.code.toUpperCase(), date: TODAY };
      this.ledger.push(entry);
      localStorage.setItem(KEY.ledger, JSON.stringify(this.ledger));
      r.status = 'approved';
      r.decided = TODAY;
      this.persistApprovals();
      this.flash(`Approved ${r.who}'s report.`);
    },
    confirmReject() {
      const r = this.rejectAsk;
      r.status = 'rejected';
      r.decided = TODAY;
      r.reason = this.rejectReason.trim();
      this.rejectAsk = null;
      this.rejectReason = '';
      this.persistApprovals();
      this.flash(`Rejected ${r.who}'s report.`);
    },
    // -- history
    async openHistory() {
      this.tab = 'history';
      if (this.history.length || this.historyLoading) return;
      this.historyLoading = true;
      this.history = await api.history(0, HISTORY_PAGE);
      this.historyMore = this.history.length < HISTORY.length;
      this.historyLoading = false;
    },
    async showMore() {
      this.historyLoading = true;
      const next = await api.history(this.history.length + 1, HISTORY_PAGE);
      this.history.push(...next);
      this.historyMore = next.length === HISTORY_PAGE;
      this.historyLoading = false;
    },
  },
  async mounted() {
    document.addEventListener('click', ev => {
      if (this.menu && !ev.target.closest('.row-menu, .menu-btn')) this.menu = null;
    });
    api.approvals().then(a => {
      this.approvals = a;
      this.approvalsLoading = false;
    });
    this.lines = await api.lines();
    this.loading = false;
  },
}).mount('#app');
