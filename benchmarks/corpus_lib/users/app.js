// Admin user table: Vue 3 (global build) rendering Bootstrap 5 markup; data "fetched" after a delay.
const NAMES = [
  ['Priya Patel', 'Admin'], ['Marcus Chen', 'Editor'], ['Aisha Khan', 'Viewer'], ['Tom Becker', 'Editor'],
  ['Lena Fischer', 'Viewer'], ['Noah Wilson', 'Editor'], ['Sofia Rossi', 'Admin'], ['Jamal Brooks', 'Viewer'],
  ['Emma Laurent', 'Editor'], ['Kenji Sato', 'Viewer'], ['Olivia Martin', 'Editor'], ['Diego Alvarez', 'Viewer'],
  ['Hannah Berg', 'Admin'], ['Lucas Silva', 'Viewer'], ['Mia Novak', 'Editor'], ['Omar Haddad', 'Viewer'],
  ['Chloe Dubois', 'Editor'], ['Ivan Petrov', 'Viewer'], ['Grace Kim', 'Editor'], ['Ben Carter', 'Viewer'],
  ['Zoe Turner', 'Editor'], ['Ravi Iyer', 'Viewer'], ['Anna Kowalska', 'Admin'],
];
const COLORS = ['#0d6efd', '#6f42c1', '#d63384', '#fd7e14', '#198754', '#20c997', '#0dcaf0'];

function fetchUsers() {
  return new Promise(resolve => setTimeout(() => resolve(NAMES.map(([name, role], i) => ({
    id: i + 1, name, role,
    email: name.toLowerCase().replace(/[^a-z]+/g, '.') + '@acme.test',
    status: name === 'Noah Wilson' || name === 'Ivan Petrov' ? 'Suspended' : 'Active',
    lastSeen: (i * 7) % 30,
    color: COLORS[i % COLORS.length],
  }))), 1200));
}

const NAME_RE = /^[A-Za-z]+( [A-Za-z]+)+$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

Vue.createApp({
  data() {
    return {
      loading: true, users: [], query: '', roleFilter: '', sortKey: 'lastSeen', sortDir: 1,
      page: 1, perPage: 10, selected: [], confirmBulk: false,
      modal: null, editing: null, form: { name: '', email: '', role: 'Viewer' }, errors: {}, toast: '',
    };
  },
  computed: {
    filtered() {
      const q = this.query.trim().toLowerCase();
      const role = this.roleFilter.toLowerCase();
      return this.users
        .filter(u => !q || u.name.toLowerCase().includes(q) || u.email.includes(q))
        .filter(u => !role || u.role === role)
        .sort((a, b) => (a[this.sortKey] > b[this.sortKey] ? 1 : a[this.sortKey] < b[this.sortKey] ? -1 : 0) * this.sortDir);
    },
    pages() { return Math.max(1, Math.ceil(this.filtered.length / this.perPage)); },
    pageStart() { return (this.page - 1) * this.perPage; },
    pageRows() { return this.filtered.slice(this.pageStart, this.pageStart + this.perPage); },
    allOnPage() {
      return this.pageRows.length > 0 && this.pageRows.every(u => this.selected.includes(u.id));
    },
  },
  watch: {
    query() { this.page = 1; },
    roleFilter() { this.page = 1; },
  },
  async mounted() {
    this.users = await fetchUsers();
    this.loading = false;
  },
  methods: {
    initials(n) { return n.split(' ').map(p => p[0]).join('').slice(0, 2); },
    statusClass(s) { return { Active: 'text-bg-success', Suspended: 'text-bg-warning', Invited: 'text-bg-info' }[s]; },
    sortBy(k) {
      if (this.sortKey === k) this.sortDir = -this.sortDir; else { this.sortKey = k; this.sortDir = 1; }
    },
    sortIcon(k) { return this.sortKey !== k ? 'bi-arrow-down-up text-secondary' : this.sortDir > 0 ? 'bi-sort-down-alt' : 'bi-sort-up'; },
    notify(msg) { this.toast = msg; clearTimeout(this._t); this._t = setTimeout(() => (this.toast = ''), 5000); },
    openInvite() { this.form = { name: '', email: '', role: 'Viewer' }; this.errors = {}; this.editing = null; this.modal = 'invite'; },
    openEdit(u) { this.form = { name: u.name, email: u.email, role: u.role }; this.errors = {}; this.editing = u; this.modal = 'edit'; },
    submitModal() {
      const errors = {};
      if (!NAME_RE.test(this.form.name.trim())) errors.name = 'Enter the first and last name.';
      if (!EMAIL_RE.test(this.form.email.trim())) errors.email = 'Enter a valid email address.';
      this.errors = errors;
      if (Object.keys(errors).length) return;
      if (this.modal === 'invite') {
        this.users.push({
          id: Math.max(...this.users.map(u => u.id)) + 1, name: this.form.name.trim(), email: this.form.email.trim(),
          role: this.form.role, status: 'Invited', lastSeen: 0, color: '#6c757d',
        });
        this.notify(`Invitation sent to ${this.form.email.trim()}`);
      } else {
        Object.assign(this.editing, { name: this.form.name.trim(), email: this.form.email.trim(), role: this.form.role });
        this.notify('User updated');
      }
      this.modal = null;
    },
    resetPassword(u) { this.notify(`Password reset email sent to ${u.email}`); },
    toggleSuspend(u) {
      u.status = u.status === 'Active' ? 'Suspended' : 'Suspended';
      this.notify(`${u.name} is now ${u.status.toLowerCase()}`);
    },
    remove(u) {
      this.users = this.users.filter(x => x.id !== u.id);
      this.notify(`${u.name} deleted`);
    },
    deleteSelected() {
      const n = this.selected.length;
      this.users = this.users.filter(u => !this.selected.includes(u.id));
      this.selected = [];
      this.confirmBulk = false;
      this.notify(`${n} users deleted`);
    },
  },
}).mount('#app');
