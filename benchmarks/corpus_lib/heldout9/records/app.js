/* Crate: a personal vinyl collection, Alpine.js + Bulma. State lives in localStorage. */

const TODAY = '2025-06-14';

const KEYS = {
  records: 'crate.records.v2',
  loans: 'crate.loans',
  wishlist: 'crate.wishlist',
  settings: 'crate.settings',
  consent: 'crate.cookies',
};

const GENRES = ['Rock', 'Pop', 'Soul', 'Jazz', 'Folk', 'Electronic', 'Hip hop', 'Classical'];
const FORMATS = ['LP', '12" single', '7" single', 'EP', 'Box set'];
const GRADES = [
  { code: 'M', name: 'Mint' },
  { code: 'NM', name: 'Near mint' },
  { code: 'VG+', name: 'Very good plus' },
  { code: 'VG', name: 'Very good' },
  { code: 'G', name: 'Good' },
];

// prices are kept in pence
const SEED_RECORDS = [
  [1, 'Rumours', 'Fleetwood Mac', 1977, 'LP', 'Rock', 'VG+', 2400, 31, '2023-03-04'],
  [2, 'Kind of Blue', 'Miles Davis', 1959, 'LP', 'Jazz', 'VG', 3500, 12, '2022-11-19'],
  [3, 'Hunky Dory', 'David Bowie', 1971, 'LP', 'Rock', 'VG+', 3000, 18, '2021-08-02'],
  [4, "What's Going On", 'Marvin Gaye', 1971, 'LP', 'Soul', 'NM', 2700, 9, '2023-06-10'],
  [5, 'Abbey Road', 'The Beatles', 1969, 'LP', 'Rock', 'VG', 3200, 22, '2020-12-24'],
  [6, 'Hounds of Love', 'Kate Bush', 1985, 'LP', 'Pop', 'NM', 2600, 14, '2022-04-16'],
  [7, 'Discovery', 'Daft Punk', 2001, 'LP', 'Electronic', 'NM', 4000, 7, '2024-02-03'],
  [8, 'Low', 'David Bowie', 1977, 'LP', 'Rock', 'VG', 2200, 6, '2023-09-30'],
  [9, 'Respect', 'Aretha Franklin', 1967, '7" single', 'Soul', 'VG', 800, 4, '2024-05-18'],
  [10, 'Blue Train', 'John Coltrane', 1957, 'LP', 'Jazz', 'VG+', 4500, 5, '2024-07-06'],
  [11, 'Thriller', 'Michael Jackson', 1982, 'LP', 'Pop', 'VG', 1500, 20, '2019-10-12'],
  [12, 'Blue', 'Joni Mitchell', 1971, 'LP', 'Folk', 'VG+', 2900, 16, '2021-02-27'],
  [13, 'Remain in Light', 'Talking Heads', 1980, 'LP', 'Rock', 'NM', 2500, 8, '2022-08-20'],
  [14, "(Sittin' On) The Dock of the Bay", 'Otis Redding', 1968, '7" single', 'Soul', 'G', 600, 3, '2024-05-18'],
  [15, 'OK Computer', 'Radiohead', 1997, 'LP', 'Rock', 'M', 3800, 11, '2024-11-29'],
  [16, 'Wild Is the Wind', 'Nina Simone', 1966, 'LP', 'Jazz', 'VG', 2100, 4, '2023-01-14'],
  [17, 'Blue Monday', 'New Order', 1983, '12" single', 'Electronic', 'VG+', 1200, 10, '2022-06-25'],
  [18, "Let's Dance", 'David Bowie', 1983, 'LP', 'Pop', 'VG', 1000, 3, '2020-09-05'],
  [19, 'Superstition', 'Stevie Wonder', 1972, '7" single', 'Soul', 'VG+', 900, 6, '2024-05-18'],
  [20, 'Blood on the Tracks', 'Bob Dylan', 1975, 'LP', 'Folk', 'VG', 2300, 7, '2021-05-08'],
  [21, 'Purple Rain', 'Prince', 1984, 'LP', 'Pop', 'VG+', 1800, 12, '2022-01-22'],
  [22, 'Where Did Our Love Go', 'The Supremes', 1964, '7" single', 'Soul', 'VG', 700, 2, '2024-09-14'],
  [23, 'Dummy', 'Portishead', 1994, 'LP', 'Electronic', 'NM', 3300, 9, '2023-12-02'],
  [24, "Let's Stay Together", 'Al Green', 1972, '7" single', 'Soul', 'VG+', 800, 5, '2025-04-12'],
].map(([id, title, artist, year, format, genre, condition, price, plays, added]) => ({
  id, title, artist, year, format, genre, condition, price, plays, added, removedAt: null,
}));

// loans written by the old lend form, which kept the record id as text
const SEED_LOANS = [
  { recordId: '5', to: 'Priya', until: '2025-06-01' },
  { recordId: '21', to: 'Tom', until: '2025-06-28' },
];

const SEED_WISHLIST = [
  { id: 'w1', title: 'Pink Moon', artist: 'Nick Drake', year: 1972, format: 'LP', genre: 'Folk', minCondition: 'VG+', maxPrice: 3000 },
  { id: 'w2', title: 'Trans-Europe Express', artist: 'Kraftwerk', year: 1977, format: 'LP', genre: 'Electronic', minCondition: 'VG', maxPrice: 3500 },
  { id: 'w3', title: 'Superfly', artist: 'Curtis Mayfield', year: 1972, format: 'LP', genre: 'Soul', minCondition: 'VG', maxPrice: 2500 },
  { id: 'w4', title: 'Sunday at the Village Vanguard', artist: 'Bill Evans Trio', year: 1961, format: 'LP', genre: 'Jazz', minCondition: 'VG+', maxPrice: 4000 },
];

const DEFAULT_SETTINGS = { perPage: 10, sort: 'artist', showPrices: true };

// the fields that are written to storage
const STORED_FIELDS = ['id', 'title', 'artist', 'year', 'format', 'genre', 'condition', 'price', 'plays', 'added'];

function load(key, fallback) {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : structuredClone(fallback);
  } catch {
    return structuredClone(fallback);
  }
}

function store(key, value) {
  localStorage.setItem(key, JSON.stringify(value));
}

const serialiseRecords = list => list.map(r => Object.fromEntries(STORED_FIELDS.map(k => [k, r[k]])));

const parsePrice = value => parseInt(value, 10) * 100;

const sortKey = artist => artist.replace(/^the\s+/i, '').toLowerCase();

const decadeOf = year => Math.round(year / 10) * 10;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

document.addEventListener('alpine:init', () => {
  Alpine.data('crate', () => ({
    TODAY, GENRES, FORMATS, GRADES,
    tabs: [
      { id: 'collection', label: 'Collection' },
      { id: 'wishlist', label: 'Wishlist' },
      { id: 'stats', label: 'Stats' },
      { id: 'settings', label: 'Settings' },
    ],
    tab: 'collection',
    burger: false,
    loaded: false,
    records: [],
    loans: [],
    wishlist: [],
    settings: { ...DEFAULT_SETTINGS },
    draft: { ...DEFAULT_SETTINGS },
    savingSettings: false,
    q: '',
    genre: '',
    format: '',
    page: 1,
    menuFor: null,
    openPanel: null,
    toasts: [],
    cookieBar: false,
    editor: { open: false, id: null, saving: false },
    form: {},
    lend: { open: false, id: null, title: '', to: '', until: '' },
    bought: { open: false, wish: null, title: '', price: '', condition: 'VG+', added: TODAY },
    confirmRemove: { open: false, id: null, title: '' },

    init() {
      this.settings = { ...DEFAULT_SETTINGS, ...load(KEYS.settings, {}) };
      this.draft = { ...this.settings };
      // the collection comes from the "server" a moment later
      setTimeout(() => {
        this.records = load(KEYS.records, SEED_RECORDS).map(r => ({ removedAt: null, ...r }));
        this.loans = load(KEYS.loans, SEED_LOANS);
        this.wishlist = load(KEYS.wishlist, SEED_WISHLIST);
        this.loaded = true;
      }, 1000);
      if (!localStorage.getItem(KEYS.consent)) setTimeout(() => (this.cookieBar = true), 1400);
    },

    // ------------------------------------------------------------------ derived
    get active() {
      return this.records.filter(r => !r.removedAt);
    },
    get sorted() {
      const list = [...this.active];
      if (this.settings.sort === 'year') list.sort((a, b) => a.year - b.year || a.title.localeCompare(b.title));
      else if (this.settings.sort === 'added') list.sort((a, b) => b.added.localeCompare(a.added) || b.id - a.id);
      else list.sort((a, b) => sortKey(a.artist).localeCompare(sortKey(b.artist)) || a.year - b.year);
      return list;
    },
    get filtered() {
      const q = this.q.trim().toLowerCase();
      return this.sorted.filter(r =>
        (!q || r.title.toLowerCase().includes(q) || r.artist.includes(q)) &&
        (!this.genre || r.genre === this.genre) &&
        (!this.format || r.format === this.format));
    },
    get pageCount() {
      return Math.max(1, Math.ceil(this.filtered.length / this.settings.perPage));
    },
    get pageRows() {
      const p = Math.min(this.page, this.pageCount);
      return this.filtered.slice((p - 1) * this.settings.perPage, p * this.settings.perPage);
    },
    get showingText() {
      const n = this.filtered.length;
      if (!n) return '';
      const p = Math.min(this.page, this.pageCount);
      const from = (p - 1) * this.settings.perPage + 1;
      return `Showing ${from}–${Math.min(n, p * this.settings.perPage)} of ${n}`;
    },
    get summary() {
      const lent = this.loans.filter(l => this.active.some(r => r.id == l.recordId)).length;
      const n = this.active.length;
      return `${n} record${n === 1 ? '' : 's'} · ${lent} lent out`;
    },
    get settingsDirty() {
      return Object.keys(DEFAULT_SETTINGS).some(k => this.draft[k] !== this.settings[k]);
    },
    get yearError() {
      if (this.form.year === '' || this.form.year == null) return '';
      const y = Number(this.form.year);
      return Number.isInteger(y) && y >= 1948 && y <= 2025 ? '' : 'Enter a year between 1948 and 2025.';
    },
    get formValid() {
      return !!(this.form.title && this.form.title.trim() && this.form.artist && this.form.artist.trim() &&
        this.form.year !== '' && !this.yearError && this.form.condition);
    },
    get statPanels() {
      const group = fn => {
        const m = new Map();
        for (const r of this.active) m.set(fn(r), (m.get(fn(r)) || 0) + 1);
        return m;
      };
      return [
        {
          id: 'decade', label: 'By decade',
          rows: () => [...group(r => decadeOf(r.year))].sort((a, b) => a[0] - b[0])
            .map(([d, n]) => ({ key: `${d}s`, value: `${n} record${n === 1 ? '' : 's'}` })),
        },
        {
          id: 'genre', label: 'By genre',
          rows: () => [...group(r => r.genre)].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
            .map(([g, n]) => ({ key: g, value: `${n} record${n === 1 ? '' : 's'}` })),
        },
        {
          id: 'played', label: 'Most played',
          rows: () => [...this.active].sort((a, b) => b.plays - a.plays).slice(0, 5)
            .map(r => ({ key: `${r.title} (${r.artist})`, value: `${r.plays} plays` })),
        },
      ];
    },

    // ------------------------------------------------------------------ helpers
    money(pence) {
      return '£' + (Number(pence || 0) / 100).toFixed(2);
    },
    fmtDate(iso, long) {
      const [y, m, d] = iso.split('-').map(Number);
      const dt = new Date(y, m - 1, d);
      return long ? `${DAYS[dt.getDay()]} ${d} ${MONTHS[m - 1]} ${y}` : `${d} ${MONTHS[m - 1]}`;
    },
    gradeName(code) {
      const g = GRADES.find(x => x.code === code);
      return g ? g.name : '';
    },
    sleeveColour(rec) {
      const hues = [12, 38, 200, 265, 330, 160, 95, 220];
      return `hsl(${hues[rec.id % hues.length]} 45% ${30 + (rec.year % 5) * 4}%)`;
    },
    loanFor(rec) {
      return this.loans.find(l => l.recordId == rec.id);
    },
    loanOverdue(rec) {
      const l = this.loanFor(rec);
      return !!l && l.until < TODAY;
    },
    toast(text, undo) {
      const id = Date.now() + Math.random();
      this.toasts.push({ id, text, undo });
      setTimeout(() => (this.toasts = this.toasts.filter(t => t.id !== id)), undo ? 5000 : 3500);
    },
    saveRecords() {
      store(KEYS.records, serialiseRecords(this.records));
    },
    answerCookies(choice) {
      localStorage.setItem(KEYS.consent, choice);
      this.cookieBar = false;
    },

    // ------------------------------------------------------------------ actions
    logPlay(rec) {
      rec.plays += 1;
      this.saveRecords();
      this.toast(`Play logged: ${rec.title} (${rec.plays} plays)`);
    },

    openAdd() {
      this.form = { title: '', artist: '', year: '', format: 'LP', genre: 'Rock', condition: '', price: '', added: '' };
      this.editor = { open: true, id: null, saving: false };
      this.$nextTick(() => document.getElementById('e-title').focus());
    },
    openEdit(rec) {
      this.form = { ...rec, price: rec.price ? (rec.price / 100).toFixed(2) : '' };
      this.editor = { open: true, id: rec.id, saving: false };
    },
    saveRecord() {
      if (!this.formValid) return;
      this.editor.saving = true;
      const f = this.form;
      const data = {
        title: f.title.trim(), artist: f.artist.trim(), year: Number(f.year), format: f.format, genre: f.genre,
        condition: f.condition, price: f.price === '' ? 0 : parsePrice(f.price), added: f.added || TODAY,
      };
      setTimeout(() => {
        if (this.editor.id) {
          const rec = this.records.find(r => r.id === this.editor.id);
          Object.assign(rec, data);
          this.toast(`${data.title} updated`);
        } else {
          const id = Math.max(0, ...this.records.map(r => r.id)) + 1;
          this.records.push({ id, ...data, plays: 0, removedAt: null });
          this.toast(`${data.title} added to your collection`);
        }
        this.saveRecords();
        this.editor = { open: false, id: null, saving: false };
      }, 600);
    },

    openLend(rec) {
      this.lend = { open: true, id: String(rec.id), title: rec.title, to: '', until: '' };
      this.$nextTick(() => document.getElementById('l-who').focus());
    },
    saveLend() {
      this.loans.push({ recordId: this.lend.id, to: this.lend.to.trim(), until: this.lend.until });
      store(KEYS.loans, this.loans);
      this.toast(`${this.lend.title} lent to ${this.lend.to.trim()} until ${this.fmtDate(this.lend.until)}`);
      this.lend.open = false;
    },
    markReturned(rec) {
      this.loans = this.loans.filter(l => l.recordId !== rec.id);
      store(KEYS.loans, this.loans);
      this.toast(`${rec.title} is back in the crate`);
    },

    askRemove(rec) {
      this.confirmRemove = { open: true, id: rec.id, title: rec.title };
    },
    doRemove() {
      const rec = this.records.find(r => r.id === this.confirmRemove.id);
      this.confirmRemove.open = false;
      rec.removedAt = Date.now();
      this.saveRecords();
      this.toast(`${rec.title} removed`, () => {
        rec.removedAt = null;
        this.saveRecords();
      });
    },

    openBought(w) {
      this.bought = { open: true, wish: w.id, title: w.title, price: '', condition: w.minCondition, added: TODAY };
    },
    saveBought() {
      const w = this.wishlist.find(x => x.id === this.bought.wish);
      const id = Math.max(0, ...this.records.map(r => r.id)) + 1;
      this.records.push({
        id, title: w.title, artist: w.artist, year: w.year, format: w.format, genre: w.genre,
        condition: this.bought.condition, price: parsePrice(this.bought.price), plays: 0,
        added: this.bought.added, removedAt: null,
      });
      this.wishlist = this.wishlist.filter(x => x.id !== w.id);
      this.saveRecords();
      store(KEYS.wishlist, this.wishlist);
      this.bought.open = false;
      this.toast(`${w.title} moved to your collection`);
    },
    removeWish(w) {
      this.wishlist = this.wishlist.filter(x => x.id !== w.id);
      store(KEYS.wishlist, this.wishlist);
      this.toast(`${w.title} removed from your wishlist`);
    },

    saveSettings() {
      this.savingSettings = true;
      setTimeout(() => {
        this.settings = { ...this.draft };
        store(KEYS.settings, this.settings);
        this.savingSettings = false;
        this.page = 1;
        this.toast('Settings saved');
      }, 500);
    },
  }));
});
