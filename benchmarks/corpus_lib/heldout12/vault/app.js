// Keyring web vault: Alpine.js 3 (ES module build) driving Shoelace 2 components.
import Alpine from '../../node_modules/alpinejs/dist/module.esm.js';
import { FOLDERS, SEED } from './data.js';

const STORE = 'keyring.vault.v1';
const PROMO = 'keyring.promo-seen';
const MASTER = 'tangerine-harbour-19';
const TODAY = '2026-02-05';
const PAGE = 10;
const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];
const YEARS = ['2026', '2027', '2028', '2029', '2030', '2031', '2032', '2033', '2034', '2035'];

const clone = o => JSON.parse(JSON.stringify(o));
const digitsOnly = s => (s || '').replace(/\D/g, '');

function cardBrand(number) {
  const n = digitsOnly(number);
  if (/^4/.test(n)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(n)) return 'Mastercard';
  if (/^3[47]/.test(n)) return 'Amex';
  return 'Card';
}

function generatePassword({ length = 16, digits = true, symbols = true } = {}) {
  const lower = 'abcdefghijkmnopqrstuvwxyz';
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const nums = '23456789';
  const syms = '!@#$%^&*-_=+?';
  const pools = [lower, upper];
  if (digits) pools.push(nums);
  if (symbols) pools.push(syms);
  const all = pools.join('');
  const rnd = n => crypto.getRandomValues(new Uint32Array(1))[0] % n;
  // one of each kind, then fill, then shuffle
  const out = pools.map(p => p[rnd(p.length)]);
  while (out.length < length) out.push(all[rnd(all.length)]);
  for (let i = out.length - 1; i > 0; i--) {
    const j = rnd(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out.join('');
}

function toast(message, variant = 'success', icon = 'check2-circle') {
  const alert = Object.assign(document.createElement('sl-alert'), {
    variant,
    closable: true,
    duration: 2800,
  });
  alert.innerHTML = `<sl-icon slot="icon" name="${icon}"></sl-icon>${message}`;
  document.body.append(alert);
  return alert.toast();
}

Alpine.data('vault', () => ({
  FOLDERS,
  MONTHS,
  YEARS,
  PAGE,
  locked: true,
  master: '',
  lockError: '',
  unlocking: false,
  loadingItems: true,
  loadingMore: false,
  items: [],
  view: 'all',
  query: '',
  limit: PAGE,
  selectedId: null,
  drawer: false,
  form: {},
  saving: false,
  gen: { length: 16, digits: true, symbols: true, preview: '' },
  lastGenerated: '',
  dialog: null,
  moveTarget: null,
  moveFolder: '',
  deleting: null,

  mainViews: [
    { id: 'all', label: 'All items', icon: 'grid' },
    { id: 'favourites', label: 'Favourites', icon: 'star' },
    { id: 'login', label: 'Logins', icon: 'key' },
    { id: 'card', label: 'Payment cards', icon: 'credit-card' },
    { id: 'note', label: 'Secure notes', icon: 'journal-text' },
  ],

  // ------------------------------------------------------------------ unlocking
  unlock() {
    if (this.unlocking) return;
    if (!this.master) {
      this.lockError = 'Enter your master password.';
      return;
    }
    this.unlocking = true;
    setTimeout(() => {
      this.unlocking = false;
      if (this.master !== MASTER) {
        this.lockError = 'That master password is not right. Check caps lock and try again.';
        return;
      }
      this.master = '';
      this.locked = false;
      this.loadingItems = true;
      setTimeout(() => {
        const saved = localStorage.getItem(STORE);
        this.items = saved ? JSON.parse(saved) : clone(SEED);
        this.loadingItems = false;
      }, 1000);
      if (!sessionStorage.getItem(PROMO)) setTimeout(() => { if (!this.locked) this.dialog = 'promo'; }, 1500);
    }, 700);
  },
  lock() {
    this.locked = true;
    this.selectedId = null;
    this.drawer = false;
    this.dialog = null;
    this.view = 'all';
    this.query = '';
  },
  closePromo() {
    sessionStorage.setItem(PROMO, '1');
    if (this.dialog === 'promo') this.dialog = null;
  },
  persist() {
    localStorage.setItem(STORE, JSON.stringify(this.items));
  },

  // ------------------------------------------------------------------ lists
  go(view) {
    this.view = view;
    this.limit = PAGE;
  },
  inView(item, view) {
    if (view === 'trash') return item.trashed;
    if (item.trashed) return false;
    if (view === 'all') return true;
    if (view === 'favourites') return item.favourite;
    if (view.startsWith('folder:')) return item.folder === view.slice(7);
    return item.type === view;
  },
  countFor(view) {
    return this.items.filter(i => this.inView(i, view)).length;
  },
  matches(item, q) {
    if (!q) return true;
    const hay = [item.title, item.type === 'login' ? item.login.website : ''];
    return hay.some(s => (s || '').toLowerCase().includes(q));
  },
  get visible() {
    const q = this.query.trim().toLowerCase();
    return this.items
      .filter(i => this.inView(i, this.view) && this.matches(i, q))
      .sort((a, b) => a.title.localeCompare(b.title));
  },
  get shown() {
    return this.visible.slice(0, this.limit);
  },
  get viewTitle() {
    const v = this.mainViews.find(v => v.id === this.view);
    if (v) return v.label;
    if (this.view === 'trash') return 'Trash';
    return this.view.replace('folder:', '');
  },
  loadMore() {
    this.loadingMore = true;
    setTimeout(() => {
      this.limit += PAGE;
      this.loadingMore = false;
    }, 600);
  },
  get current() {
    return this.items.find(i => i.id === this.selectedId) || null;
  },
  select(item) {
    this.selectedId = item.id;
  },
  iconFor(item) {
    return { login: 'key', card: 'credit-card', note: 'journal-text' }[item.type];
  },
  subtitle(item) {
    if (item.trashed) return 'Deleted ' + this.fmtDate(item.trashedOn);
    if (item.type === 'login') return item.login.username;
    if (item.type === 'card') return `${cardBrand(item.card.number)} •••• ${item.card.number.slice(-4)} · expires ${item.card.month}/${item.card.year.slice(2)}`;
    return 'Secure note';
  },
  fmtDate(iso) {
    if (!iso) return '';
    const [y, m, d] = iso.split('-').map(Number);
    return new Date(y, m - 1, d).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  },
  strength(pw) {
    if (!pw || pw.length < 10) return 'Weak';
    const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter(r => r.test(pw)).length;
    return pw.length >= 14 && kinds >= 3 ? 'Strong' : 'Fair';
  },
  pwMeta(item) {
    const pw = item.login.password;
    return `${pw.length} characters · ${this.strength(pw)}${item.login.generated ? ' · generated by Keyring' : ''}`;
  },

  // ------------------------------------------------------------------ security report
  get report() {
    const logins = this.items.filter(i => i.type === 'login');
    const weak = logins.filter(i => this.strength(i.login.password) === 'Weak');
    const seen = {};
    for (const i of logins) (seen[i.login.password] = seen[i.login.password] || []).push(i);
    const reused = Object.values(seen).filter(g => g.length > 1).flat();
    return { weak, reused };
  },

  // ------------------------------------------------------------------ row actions
  rowAction(action, item) {
    if (action === 'fav') {
      const fav = !item.favourite;
      item.favorite = fav;
      this.persist();
      toast(fav ? `${item.title} added to favourites` : `${item.title} removed from favourites`, 'primary', 'star');
    } else if (action === 'move') {
      this.moveTarget = item;
      this.moveFolder = '';
      this.dialog = 'move';
    } else if (action === 'duplicate') {
      const copy = { ...clone(item), id: Math.max(...this.items.map(i => i.id)) + 1, title: item.title + ' (copy)', favourite: false, changed: TODAY };
      this.items.push(copy);
      this.persist();
      this.selectedId = copy.id;
      toast(`Made a copy of ${item.title}`);
    } else if (action === 'trash') {
      item.trashed = true;
      item.trashedOn = TODAY;
      if (this.selectedId === item.id) this.selectedId = null;
      this.persist();
      toast(`${item.title} moved to the trash`, 'neutral', 'trash');
    }
  },
  confirmMove() {
    const item = this.moveTarget;
    item.folder = this.moveFolder;
    this.persist();
    this.dialog = null;
    toast(`${item.title} moved to ${this.moveFolder}`);
  },
  restore(item) {
    item.trashed = false;
    delete item.trashedOn;
    this.persist();
    toast(`${item.title} restored`);
  },
  askDelete(item) {
    this.deleting = item;
    this.dialog = 'delete';
  },
  confirmDelete() {
    this.items = this.items.filter(i => i !== this.deleting);
    this.persist();
    this.dialog = null;
    toast('Deleted for good', 'neutral', 'trash');
  },
  emptyTrash() {
    this.items = this.items.filter(i => !i.trashed);
    this.persist();
    this.dialog = null;
    toast('Trash emptied', 'neutral', 'trash');
  },

  // ------------------------------------------------------------------ new / edit
  get drawerTitle() {
    if (!this.form.type) return '';
    if (this.form.id) return 'Edit ' + this.form.original;
    return { login: 'New login', card: 'New payment card', note: 'New secure note' }[this.form.type];
  },
  openNew(type) {
    this.form = {
      id: null, type, title: '', folder: '', notes: '',
      login: { username: '', password: '', website: '' },
      card: { holder: '', number: '', month: '', year: '', cvc: '' },
    };
    this.gen = { length: 16, digits: true, symbols: true, preview: '' };
    this.lastGenerated = '';
    this.drawer = true;
  },
  openEdit(item) {
    this.form = {
      id: item.id, type: item.type, original: item.title, title: item.title, folder: item.folder || '', notes: item.notes || '',
      login: clone(item.login || { username: '', password: '', website: '' }),
      card: clone(item.card || { holder: '', number: '', month: '', year: '', cvc: '' }),
    };
    this.gen = { length: 16, digits: true, symbols: true, preview: '' };
    this.lastGenerated = '';
    this.drawer = true;
  },
  regenerate() {
    this.gen.preview = generatePassword({ len: this.gen.length, digits: this.gen.digits, symbols: this.gen.symbols });
  },
  useGenerated() {
    if (!this.gen.preview) this.regenerate();
    this.form.login.password = this.gen.preview;
    this.lastGenerated = this.gen.preview;
  },
  get formValid() {
    const f = this.form;
    if (!f.type) return false;
    if (f.type === 'login') return !!f.title.trim() && !!f.login.password;
    if (f.type === 'card') return digitsOnly(f.card.number).length === 16 && !!f.card.month && !!f.card.year;
    return !!f.title.trim() && !!f.notes.trim();
  },
  saveItem() {
    const f = this.form;
    this.saving = true;
    setTimeout(() => {
      const title = f.title.trim() || (f.type === 'card' ? cardBrand(f.card.number) : '');
      const login = { ...f.login, generated: !!this.lastGenerated && f.login.password === this.lastGenerated };
      const card = { ...f.card, number: digitsOnly(f.card.number) };
      if (f.id) {
        const item = this.items.find(i => i.id === f.id);
        const pwChanged = item.type === 'login' && item.login.password !== login.password;
        item.title = title;
        item.folder = f.folder;
        item.notes = f.notes;
        if (item.type === 'login') {
          if (!pwChanged) login.generated = item.login.generated;
          Object.assign(item.login, login);
        }
        if (item.type === 'card') Object.assign(item.card, card);
        item.changed = TODAY;
        toast(`Saved ${title}`);
      } else {
        const item = {
          id: Math.max(0, ...this.items.map(i => i.id)) + 1,
          type: f.type, title, folder: f.folder, notes: f.notes, favourite: false, trashed: false, changed: TODAY,
        };
        if (f.type === 'login') item.login = login;
        if (f.type === 'card') item.card = card;
        this.items.push(item);
        this.selectedId = item.id;
        toast(`${title} added to your vault`);
      }
      this.persist();
      this.saving = false;
      this.drawer = false;
    }, 600);
  },
}));

// Wait for the Shoelace components the page uses, then start Alpine.
await Promise.allSettled(
  ['sl-button', 'sl-input', 'sl-card', 'sl-drawer', 'sl-dialog', 'sl-select', 'sl-option', 'sl-dropdown', 'sl-menu',
    'sl-menu-item', 'sl-icon-button', 'sl-details', 'sl-range', 'sl-checkbox', 'sl-skeleton', 'sl-badge', 'sl-alert']
    .map(t => customElements.whenDefined(t)),
);
window.Alpine = Alpine;
Alpine.start();
