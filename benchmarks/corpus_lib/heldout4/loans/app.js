// Shelfwise loans desk (Alpine.js + Bootstrap 5)
const TODAY = new Date(2025, 2, 10); // Mon 10 Mar 2025, pinned for the demo terminal
const PAGE = 6;
const FINE_PER_DAY = 0.25;
const FINE_CAP = 5;
const MAX_RENEWALS = 2;
const RENEW_DAYS = 14;
const KEY = { loans: 'shelfwise.loans', holds: 'shelfwise.holds', returned: 'shelfwise.returned' };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const MEMBERS = {
  'M-1001': 'Ada Brooks', 'M-1002': 'Ben Ortiz', 'M-1003': 'Chloe Nguyen', 'M-1004': 'Dev Patel',
  'M-1005': 'Farah Khan', 'M-1006': 'Gus Lindqvist', 'M-1007': 'Hana Sato', 'M-1008': 'Ivo Marsh',
  'M-1009': 'Jonas Berg', 'M-1010': 'Kira Olsen', 'M-1011': 'Leo Duarte', 'M-1042': 'Mira Holt',
};
const CATALOGUE = {
  '31234000000871': { title: 'Piranesi', author: 'Susanna Clarke' },
  '31234000000912': { title: 'The Remains of the Day', author: 'Kazuo Ishiguro' },
  '31234000001050': { title: 'A Gentleman in Moscow', author: 'Amor Towles' },
};

const SEED_LOANS = [
  { id: 1, title: 'Dune', author: 'Frank Herbert', member: 'M-1001', due: '2025-03-05', renewals: 0 },
  { id: 2, title: 'The Hobbit', author: 'J. R. R. Tolkien', member: 'M-1002', due: '2025-03-09', renewals: 0 },
  { id: 3, title: 'Norwegian Wood', author: 'Haruki Murakami', member: 'M-1003', due: '2025-03-11', renewals: 0 },
  { id: 4, title: 'Educated', author: 'Tara Westover', member: 'M-1001', due: '2025-03-12', renewals: 1 },
  { id: 5, title: 'Beloved', author: 'Toni Morrison', member: 'M-1004', due: '2025-03-13', renewals: 0 },
  { id: 6, title: 'The Overstory', author: 'Richard Powers', member: 'M-1005', due: '2025-03-14', renewals: 1 },
  { id: 7, title: 'Station Eleven', author: 'Emily St. John Mandel', member: 'M-1006', due: '2025-03-15', renewals: 0 },
  { id: 8, title: 'Klara and the Sun', author: 'Kazuo Ishiguro', member: 'M-1008', due: '2025-03-16', renewals: 0 },
  { id: 9, title: 'Circe', author: 'Madeline Miller', member: 'M-1007', due: '2025-03-17', renewals: 0 },
  { id: 10, title: 'Middlemarch', author: 'George Eliot', member: 'M-1003', due: '2025-03-19', renewals: 0 },
  { id: 11, title: 'Pachinko', author: 'Min Jin Lee', member: 'M-1009', due: '2025-03-20', renewals: 2 },
  { id: 12, title: 'The Road', author: 'Cormac McCarthy', member: 'M-1010', due: '2025-03-21', renewals: 0 },
  { id: 13, title: 'Gilead', author: 'Marilynne Robinson', member: 'M-1011', due: '2025-03-24', renewals: 0 },
  { id: 14, title: 'Hamnet', author: "Maggie O'Farrell", member: 'M-1042', due: '2025-03-25', renewals: 0 },
];
const SEED_HOLDS = [
  { id: 101, title: 'Project Hail Mary', member: 'M-1005', placed: '2025-02-26', notified: null },
  { id: 102, title: 'Pachinko', member: 'M-1010', placed: '2025-03-01', notified: null },
  { id: 103, title: 'Tomorrow, and Tomorrow, and Tomorrow', member: 'M-1004', placed: '2025-03-03', notified: null },
  { id: 104, title: 'The Covenant of Water', member: 'M-1011', placed: '2025-03-06', notified: null },
];

function parse(iso) { const [y, m, d] = iso.split('-').map(Number); return new Date(y, m - 1, d); }
function iso(d) { return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`; }
function addDays(isoDate, n) { const d = parse(isoDate); d.setDate(d.getDate() + n); return iso(d); }
function load(key, seed) {
  try { const v = JSON.parse(localStorage.getItem(key)); if (v) return v; } catch (e) { /* fall back to seed */ }
  return JSON.parse(JSON.stringify(seed));
}
function save(key, v) { localStorage.setItem(key, JSON.stringify(v)); }
const wait = ms => new Promise(r => setTimeout(r, ms));

function desk() {
  return {
    tab: 'loans',
    loading: true,
    holdsLoading: true,
    loans: [],
    holds: load(KEY.holds, SEED_HOLDS),
    returnedToday: Number(localStorage.getItem(KEY.returned) || 0),
    q: '',
    overdueOnly: false,
    page: 1,
    receipt: '',
    toasts: [],
    consented: localStorage.getItem('shelfwise.consent') === '1',
    co: { member: '', barcode: '', period: 14 },
    coError: '',
    confirm: { open: false, title: '', body: '', action: '', ok: () => {} },

    async init() {
      await wait(1200);
      this.loans = load(KEY.loans, SEED_LOANS);
      this.loading = false;
    },
    async openHolds() {
      this.tab = 'holds';
      if (!this.holdsLoading) return;
      await wait(800);
      this.holdsLoading = false;
    },

    fmt(isoDate) { const d = parse(isoDate); return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`; },
    fmtShort(isoDate) { const d = parse(isoDate); return `${d.getDate()} ${MONTHS[d.getMonth()]}`; },
    eur(n) { return '€' + n.toFixed(2); },
    memberName(id) { return MEMBERS[id] || id; },
    daysLate(l) { return Math.round((TODAY - parse(l.due)) / 86400000); },
    fine(l) { return Math.min(Math.max(this.daysLate(l), 0) * FINE_PER_DAY, FINE_CAP); },

    get overdueCount() { return this.loans.filter(l => this.daysLate(l) > 0).length; },
    get finesTotal() { return this.loans.reduce((s, l) => s + this.fine(l), 0); },
    get filtered() {
      let list = this.loans;
      const q = this.q.trim().toLowerCase();
      if (q) list = list.filter(l => (l.title + ' ' + l.author + ' ' + this.memberName(l.member)).toLowerCase().includes(q));
      if (this.overdueOnly) list = list.filter(l => this.daysLate(l) > 1);
      return list;
    },
    get pages() { return Math.max(1, Math.ceil(this.filtered.length / PAGE)); },
    get pageLoans() { return this.filtered.slice((this.page - 1) * PAGE, this.page * PAGE); },

    // renewals
    canRenew(l) {
      if (this.daysLate(l) > 0 || l.renewals >= MAX_RENEWALS) return false;
      return !this.holds.some(h => h.member === l.member);
    },
    renewHint(l) {
      if (this.daysLate(l) > 0) return 'Overdue items cannot be renewed';
      if (l.renewals >= MAX_RENEWALS) return 'Renewal limit reached';
      if (!this.canRenew(l)) return 'Another reader is waiting for this item';
      return 'Renew for ' + RENEW_DAYS + ' days';
    },
    renew(l) {
      l.due = addDays(l.due, RENEW_DAYS);
      l.renewals += 1;
      save(KEY.loans, this.loans);
      this.flash(`Renewed ${l.title} until ${this.fmt(l.due)}`);
    },

    // check in
    askCheckIn(i) {
      const l = this.pageLoans[i];
      this.confirm = {
        open: true, title: 'Check in item', action: 'Check in',
        body: `Check in “${l.title}” from ${this.memberName(l.member)}?` + (this.fine(l) ? ` A fine of ${this.eur(this.fine(l))} will be added to the account.` : ''),
        ok: () => this.checkIn(i),
      };
    },
    checkIn(i) {
      const [l] = this.loans.splice(i, 1);
      this.returnedToday += 1;
      localStorage.setItem(KEY.returned, String(this.returnedToday));
      save(KEY.loans, this.loans);
      this.confirm.open = false;
      if (this.page > this.pages) this.page = this.pages;
      this.flash(`Checked in: ${l.title}`);
    },
    remind(l) { this.flash(`Reminder sent to ${this.memberName(l.member)}`); },

    // check out
    get coMemberName() { return MEMBERS[this.co.member.trim().toUpperCase()] || ''; },
    get coItemTitle() { const c = CATALOGUE[this.co.barcode.trim()]; return c ? c.title + ' — ' + c.author : ''; },
    get coDue() { return addDays(iso(TODAY), this.co.period); },
    get coValid() { return /^M-\d{4}$/i.test(this.co.member.trim()) && /^\d{14}$/.test(this.co.barcode.trim()); },
    checkOut() {
      const member = this.co.member.trim().toUpperCase();
      const item = CATALOGUE[this.co.barcode.trim()];
      if (!MEMBERS[member]) { this.coError = 'No member with card ' + member; return; }
      if (!item) { this.coError = 'Barcode not found in the catalogue'; return; }
      if (this.loans.some(l => l.title === item.title)) { this.coError = item.title + ' is already on loan'; return; }
      this.coError = '';
      const loan = { id: Date.now(), title: item.title, author: item.author, member, due: this.coDue, renewals: 0 };
      this.loans.push(loan);
      save(KEY.loans, this.loans);
      this.receipt = `${item.title} checked out to ${MEMBERS[member]} · due ${this.fmt(loan.due)}`;
      this.co.barcode = '';
    },

    // holds
    notify(h) {
      h.notified = iso(TODAY);
      save(KEY.holds, this.holds);
      this.flash(`${this.memberName(h.member)} notified: ${h.title} is ready`);
    },
    askCancelHold(h) {
      this.confirm = {
        open: true, title: 'Cancel hold', action: 'Cancel hold',
        body: `Cancel ${this.memberName(h.member)}'s hold on “${h.title}”?`,
        ok: () => this.cancelHold(h),
      };
    },
    cancelHold(h) {
      save(KEY.holds, this.holds);
      this.holds = this.holds.filter(x => x !== h);
      this.confirm.open = false;
      this.flash('Hold cancelled');
    },

    flash(text) {
      const t = { id: Math.random(), text };
      this.toasts.push(t);
      setTimeout(() => { this.toasts = this.toasts.filter(x => x !== t); }, 4000);
    },
  };
}
