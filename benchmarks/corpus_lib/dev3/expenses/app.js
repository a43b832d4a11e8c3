// Spendly: a small personal expense tracker (Alpine.js + Bulma). State lives in localStorage.
const TODAY = '2025-03-10';
const PAGE = 10;
const CATEGORIES = ['Travel', 'Meals', 'Office', 'Software', 'Training'];
const CLIENTS = ['Acme Corp', 'Globex', 'Initech'];
const STORE_KEY = 'spendly.expenses';
const BUDGET_KEY = 'spendly.budget';

const SEED = [
  { id: 1, date: '2025-03-10', merchant: 'Uber — ride to airport', category: 'Travel', amount: 38.6, payment: 'Company card', status: 'Draft' },
  { id: 2, date: '2025-03-09', merchant: 'Hotel Marlowe', category: 'Travel', amount: 412.0, payment: 'Company card', status: 'Draft', receipt: 'marlowe-invoice.pdf' },
  { id: 3, date: '2025-03-08', merchant: 'Pret A Manger', category: 'Meals', amount: 9.85, payment: 'Personal card', status: 'Draft' },
  { id: 4, date: '2025-03-07', merchant: 'Figma', category: 'Software', amount: 45.0, payment: 'Company card', status: 'Submitted', receipt: 'figma-march.pdf', report: 'R-1039' },
  { id: 5, date: '2025-03-06', merchant: 'Staples', category: 'Office', amount: 23.49, payment: 'Cash', status: 'Draft' },
  { id: 6, date: '2025-03-05', merchant: 'Parking garage', category: 'Travel', amount: 18.0, payment: 'Cash', status: 'Draft' },
  { id: 7, date: '2025-03-04', merchant: 'Dishoom', category: 'Meals', amount: 64.2, payment: 'Company card', status: 'Draft', billable: true, client: 'Acme Corp', project: 'ACME-101' },
  { id: 8, date: '2025-03-03', merchant: 'Coursera', category: 'Training', amount: 49.0, payment: 'Company card', status: 'Submitted', report: 'R-1038' },
  { id: 9, date: '2025-03-02', merchant: 'Eurostar', category: 'Travel', amount: 156.0, payment: 'Company card', status: 'Approved', receipt: 'eurostar.pdf' },
  { id: 10, date: '2025-03-01', merchant: 'WeWork day pass', category: 'Office', amount: 35.0, payment: 'Personal card', status: 'Draft' },
  { id: 11, date: '2025-02-27', merchant: 'Slack', category: 'Software', amount: 8.75, payment: 'Company card', status: 'Approved' },
  { id: 12, date: '2025-02-25', merchant: 'Office chair', category: 'Office', amount: 229.0, payment: 'Personal card', status: 'Draft', notes: 'IKEA Markus for the home office' },
  { id: 13, date: '2025-02-24', merchant: 'Zoom', category: 'Software', amount: 15.99, payment: 'Company card', status: 'Approved' },
  { id: 14, date: '2025-02-21', merchant: 'LNER train to Leeds', category: 'Travel', amount: 87.4, payment: 'Company card', status: 'Approved' },
  { id: 15, date: '2025-02-20', merchant: "Nando's", category: 'Meals', amount: 27.3, payment: 'Personal card', status: 'Approved' },
  { id: 16, date: '2025-02-18', merchant: "O'Reilly Learning", category: 'Training', amount: 39.0, payment: 'Company card', status: 'Approved' },
  { id: 17, date: '2025-02-14', merchant: 'Addison Lee taxi', category: 'Travel', amount: 31.5, payment: 'Company card', status: 'Approved' },
  { id: 18, date: '2025-02-12', merchant: 'Printer ink', category: 'Office', amount: 42.99, payment: 'Personal card', status: 'Approved' },
  { id: 19, date: '2025-02-10', merchant: 'Wagamama', category: 'Meals', amount: 22.1, payment: 'Personal card', status: 'Approved' },
  { id: 20, date: '2025-02-06', merchant: 'Hotel Indigo', category: 'Travel', amount: 189.0, payment: 'Company card', status: 'Approved' },
  { id: 21, date: '2025-02-03', merchant: 'GitHub Copilot', category: 'Software', amount: 10.0, payment: 'Company card', status: 'Approved' },
  { id: 22, date: '2025-01-30', merchant: 'PyCon UK ticket', category: 'Training', amount: 120.0, payment: 'Company card', status: 'Approved', notes: 'Conference, Cardiff' },
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

function loadExpenses() {
  try {
    const raw = localStorage.getItem(STORE_KEY);
    if (raw) return JSON.parse(raw);
  } catch (e) { /* corrupted storage: start again */ }
  return SEED.map(e => ({ notes: '', receipt: '', billable: false, client: '', project: '', ...e }));
}

function blankForm() {
  return { id: null, merchant: '', amount: '', date: TODAY, category: '', payment: 'Company card', notes: '',
           billable: false, client: '', project: '', receipt: '' };
}

document.addEventListener('alpine:init', () => {
  Alpine.data('spendly', () => ({
    CATEGORIES, CLIENTS, PAGE,
    loading: true,
    expenses: [],
    budget: 2000,
    budgetOpen: false,
    warnAt80: true,
    q: '',
    category: '',
    shown: PAGE,
    selected: [],
    menuFor: null,
    modal: null,
    form: blankForm(),
    saving: false,
    submitting: false,
    editingAmount: null,
    amountDraft: '',
    confirmDelete: null,
    toast: null,
    toastTimer: null,
    lastDeleted: null,

    init() {
      const b = Number(localStorage.getItem(BUDGET_KEY));
      if (b >= 500) this.budget = b;
      // the list "loads" from the server
      setTimeout(() => { this.expenses = loadExpenses(); this.loading = false; }, 800);
    },

    persist() { localStorage.setItem(STORE_KEY, JSON.stringify(this.expenses)); },
    saveBudget() { localStorage.setItem('spendly-budget', String(this.budget)); },

    get sorted() {
      return [...this.expenses].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id));
    },
    get filtered() {
      return this.sorted.filter(e =>
        (!this.category || e.category === this.category) &&
        (!this.q || e.merchant.toLowerCase().includes(this.q) || (e.notes || '').toLowerCase().includes(this.q)));
    },
    get visible() { return this.filtered.slice(0, this.shown); },
    get monthTotal() {
      return this.expenses.filter(e => e.date.startsWith(TODAY.slice(0, 7))).reduce((s, e) => s + e.amount, 0);
    },
    get remaining() { return this.budget - this.monthTotal; },
    get projectOk() { return /^[A-Z]{2,5}-\d{3}$/.test(this.form.project.trim()); },
    get formValid() {
      const f = this.form;
      if (!f.merchant.trim() || !(Number(f.amount) > 0) || !f.date || f.date > TODAY || !f.category) return false;
      if (f.billable && (!f.client || !this.projectOk)) return false;
      return true;
    },

    money(n) { return gbp.format(Number(n) || 0); },
    niceDate(iso) { const [y, m, d] = iso.split('-'); return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`; },
    statusClass(s) { return { Draft: 'is-light', Submitted: 'is-info is-light', Approved: 'is-success is-light' }[s]; },
    nextId() { return this.expenses.reduce((m, e) => Math.max(m, e.id), 0) + 1; },
    byId(id) { return this.expenses.find(e => e.id === id); },

    notice(text) { this.showToast({ text }); },
    showToast(t) {
      clearTimeout(this.toastTimer);
      this.lastDeleted = null; // a new toast replaces any pending undo
      this.toast = t;
      this.toastTimer = setTimeout(() => { this.toast = null; this.lastDeleted = null; }, 5000);
    },
    closeAll() { this.modal = null; this.confirmDelete = null; this.menuFor = null; },

    toggleSelect(id, on) {
      if (on && !this.selected.includes(id)) this.selected.push(id);
      if (!on) this.selected = this.selected.filter(x => x !== id);
    },

    openAdd() { this.form = blankForm(); this.modal = 'add'; this.$nextTick(() => document.getElementById('f-merchant').focus()); },
    openEdit(e) {
      this.menuFor = null;
      this.form = e;
      this.modal = 'edit';
    },
    saveExpense() {
      if (!this.formValid || this.saving) return;
      this.saving = true;
      const f = this.form;
      setTimeout(() => {
        const fields = { merchant: f.merchant.trim(), amount: f.amount, date: f.date, category: f.category, payment: f.payment,
                         notes: f.notes.trim(), billable: f.billable, client: f.billable ? f.client : '',
                         project: f.billable ? f.project.trim() : '', receipt: f.receipt };
        if (this.modal === 'edit') {
          Object.assign(this.byId(f.id), fields);
        } else {
          this.expenses.push({ id: this.nextId(), status: 'Draft', ...fields });
        }
        this.persist();
        this.saving = false;
        this.showToast({ text: this.modal === 'edit' ? 'Expense updated' : 'Expense added' });
        this.modal = null;
      }, 600);
    },

    duplicate(e) {
      this.menuFor = null;
      const copy = { ...e, id: this.nextId(), date: TODAY, status: 'Draft', receipt: '' };
      this.expenses.push(copy);
      this.persist();
      this.showToast({ text: 'Expense duplicated' });
    },

    startAmountEdit(e) {
      if (e.status !== 'Draft') { this.notice('Only draft expenses can be edited.'); return; }
      this.editingAmount = e.id;
      this.amountDraft = String(e.amount);
    },
    commitAmount(e) {
      if (this.editingAmount !== e.id) return;
      const n = Math.round(parseFloat(this.amountDraft) * 100) / 100;
      if (n > 0) { e.amount = n; this.persist(); }
      this.editingAmount = null;
    },

    askDelete(e) { this.menuFor = null; this.confirmDelete = e; },
    doDelete() {
      const e = this.confirmDelete;
      this.confirmDelete = null;
      this.expenses = this.expenses.filter(x => x.id !== e.id);
      this.selected = this.selected.filter(x => x !== e.id);
      this.persist();
      this.lastDeleted = e;
      this.showToast({ text: 'Expense deleted.', undo: true });
    },
    undoDelete() {
      if (this.lastDeleted) { this.expenses.push(this.lastDeleted); this.persist(); }
      this.lastDeleted = null;
      this.toast = null;
    },

    submitSelected() {
      if (!this.selected.length) return;
      this.submitting = true;
      setTimeout(() => {
        // one approval report per submission
        const report = 'R-' + (this.expenses.reduce((m, e) => Math.max(m, Number((e.report || 'R-1037').slice(2))), 1037) + 1);
        let n = 0;
        for (let i = 0; i < this.selected.length; i++) {
          const e = this.byId(this.selected[i]);
          if (e && e.status === 'Draft') { e.status = 'Submitted'; e.report = report; n++; }
          this.selected.splice(i, 1); // untick as we go
        }
        this.selected = [];
        this.persist();
        this.submitting = false;
        this.showToast({ text: (n === 1 ? '1 expense' : n + ' expenses') + ' submitted for approval in report ' + report });
      }, 700);
    },
  }));
});
