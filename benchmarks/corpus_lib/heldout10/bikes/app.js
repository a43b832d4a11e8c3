/* Spokes: find a dock, hold a bike, top up, report a broken dock.
   Station data would come from the GBFS feed; here it is a fixture with a fake network delay. */
const { createApp } = Vue;

const NOW = new Date(2025, 8, 17, 9, 12); // Wednesday 17 September 2025, 09:12
const DEFAULT_HOLD = 15;

const KEYS = {
  favs: 'spokes.favourites',
  prefs: 'spokes.prefs',
  cookies: 'spokes.cookie-consent',
};

const STATIONS = [
  { id: 101, name: 'Market Square', area: 'Old Town', km: 0.2, bikes: 5, ebikes: 0, docks: 9 },
  { id: 102, name: 'Cathedral Green', area: 'Old Town', km: 0.4, bikes: 3, ebikes: 2, docks: 11 },
  { id: 103, name: 'Riverside Park', area: 'Riverside', km: 0.5, bikes: 7, ebikes: 1, docks: 4 },
  { id: 104, name: 'Harbour Gate', area: 'Docklands', km: 0.7, bikes: 2, ebikes: 4, docks: 10 },
  { id: 105, name: 'Central Station', area: 'City Centre', km: 0.9, bikes: 9, ebikes: 5, docks: 2 },
  { id: 106, name: 'Library Corner', area: 'City Centre', km: 1.1, bikes: 4, ebikes: 0, docks: 12 },
  { id: 107, name: 'Canal Basin', area: 'Docklands', km: 1.3, bikes: 6, ebikes: 3, docks: 5 },
  { id: 108, name: 'Old Mill Yard', area: 'Old Town', km: 1.4, bikes: 1, ebikes: 3, docks: 8 },
  { id: 109, name: 'University Quad', area: 'University', km: 1.6, bikes: 8, ebikes: 2, docks: 6 },
  { id: 110, name: "Tanner's Lane", area: 'Old Town', km: 1.8, bikes: 0, ebikes: 1, docks: 13 },
  { id: 111, name: 'Botanic Gardens', area: 'Riverside', km: 2.1, bikes: 3, ebikes: 3, docks: 7 },
  { id: 112, name: 'Ferry Terminal', area: 'Docklands', km: 2.4, bikes: 10, ebikes: 2, docks: 3 },
  { id: 113, name: 'Hill Street', area: 'City Centre', km: 2.6, bikes: 2, ebikes: 0, docks: 10 },
  { id: 114, name: 'Velodrome', area: 'University', km: 3.0, bikes: 5, ebikes: 6, docks: 4 },
];

const RIDES = [
  ['2025-09-16', 'Riverside Park', 'Central Station', 14, false, 1.5],
  ['2025-09-15', 'Central Station', 'Riverside Park', 18, false, 1.5],
  ['2025-09-12', 'Market Square', 'Velodrome', 32, true, 2.7],
  ['2025-09-10', 'Canal Basin', 'Library Corner', 11, false, 1.5],
  ['2025-09-08', 'Library Corner', 'Canal Basin', 9, false, 1.5],
  ['2025-09-04', 'Ferry Terminal', 'Harbour Gate', 22, true, 2.4],
  ['2025-09-01', 'Riverside Park', 'University Quad', 26, false, 2.1],
  ['2025-08-31', 'University Quad', 'Riverside Park', 24, false, 2.1],
  ['2025-08-29', 'Old Mill Yard', 'Market Square', 6, false, 1.0],
  ['2025-08-27', 'Cathedral Green', 'Botanic Gardens', 17, false, 1.5],
  ['2025-08-25', 'Botanic Gardens', 'Cathedral Green', 19, false, 1.5],
  ['2025-08-22', 'Hill Street', 'Central Station', 12, false, 1.5],
  ['2025-08-20', 'Central Station', 'Hill Street', 15, false, 1.5],
].map(([date, from, to, min, ebike, cost], i) => ({ id: i + 1, date, from, to, min, ebike, cost }));

const ISSUES = [
  "Dock won't release bike",
  "Dock won't accept bike",
  'Bike damaged',
  'Flat tyre',
  'Screen not working',
  'Station full',
  'Something else',
];

const HISTORY_PAGE = 8;

function load(key, fallback) {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : fallback;
  } catch (e) {
    return fallback;
  }
}
function store(key, value) {
  localStorage.setItem(key, JSON.stringify(value));
}
const pad = n => String(n).padStart(2, '0');
const hhmm = d => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
const addMinutes = (d, m) => new Date(d.getTime() + m * 60000);
const later = ms => new Promise(res => setTimeout(res, ms));

createApp({
  data() {
    const prefs = load(KEYS.prefs, { units: 'km', receipts: true, home: '' });
    return {
      tab: 'find',
      tabs: [
        { key: 'find', label: 'Find a bike', icon: 'bi-geo-alt' },
        { key: 'rides', label: 'My rides', icon: 'bi-clock-history' },
        { key: 'wallet', label: 'Wallet', icon: 'bi-wallet2' },
        { key: 'account', label: 'Account', icon: 'bi-person' },
      ],
      profile: { name: 'Robin Hale', email: 'robin.hale@example.org' },
      loading: true,
      stations: [],
      areas: [...new Set(STATIONS.map(s => s.area))].sort(),
      stationNames: STATIONS.map(s => s.name).sort(),
      issues: ISSUES,
      q: '',
      area: '',
      sort: 'near',
      ebikesOnly: false,
      favsOnly: false,
      shown: 6,
      favs: load(KEYS.favs, ['Central Station']),
      menuFor: null,
      cookieBar: false,
      // reservations: one bike already held from the tram stop this morning
      reservations: [{ id: 1, station: 'Harbour Gate', type: 'ebike', until: '09:20', code: '5170' }],
      reserveFor: null,
      reserve: { type: '', minutes: String(DEFAULT_HOLD) },
      reserving: false,
      cancelling: null,
      reportFor: null,
      report: { issue: '', dock: '', details: '' },
      sending: false,
      reports: [],
      rides: RIDES,
      historyFrom: '',
      historyPageNo: 1,
      balance: 4.5,
      amounts: ['5', '10', '20', 'other'],
      topupChoice: '',
      topupOther: '',
      topupConfirm: false,
      paying: false,
      transactions: [
        { id: 3, label: 'Ride 16 Sep', amount: -1.5 },
        { id: 2, label: 'Ride 15 Sep', amount: -1.5 },
        { id: 1, label: 'Top-up 14 Sep', amount: 5 },
      ],
      prefs,
      draft: { ...prefs },
      savingPrefs: false,
      toasts: [],
      clock: hhmm(NOW),
    };
  },
  computed: {
    filtered() {
      const q = this.q.trim().toLowerCase();
      let list = this.stations.filter(s => {
        if (q && !s.name.toLowerCase().includes(q)) return false;
        if (this.area && s.area !== this.area) return false;
        if (this.ebikesOnly && s.ebikes === 0) return false;
        if (this.favsOnly && !this.favs.includes(s.name)) return false;
        return true;
      });
      if (this.sort === 'name') list = list.slice().sort((a, b) => a.name.localeCompare(b.name));
      else if (this.sort === 'most') list = list.slice().sort((a, b) => b.bikes + b.ebikes > a.bikes + a.ebikes);
      else list = list.slice().sort((a, b) => a.km - b.km);
      return list;
    },
    visibleStations() {
      return this.filtered.slice(0, this.shown);
    },
    homeStation() {
      return this.prefs.home;
    },
    historyRows() {
      return this.rides.filter(r => !this.historyFrom || r.date > this.historyFrom);
    },
    historyPages() {
      return Math.max(1, Math.ceil(this.historyRows.length / HISTORY_PAGE));
    },
    historyPage() {
      const start = (this.historyPageNo - 1) * HISTORY_PAGE;
      return this.historyRows.slice(start, start + HISTORY_PAGE);
    },
    historySummary() {
      const total = this.historyRows.reduce((sum, r) => sum + r.cost, 0);
      const n = this.historyRows.length;
      return `${n} ${n === 1 ? 'ride' : 'rides'} · ${this.money(total)}`;
    },
    topupAmount() {
      if (!this.topupChoice) return 0;
      if (this.topupChoice === 'other') {
        const v = parseFloat(String(this.topupOther).replace(',', '.'));
        return v >= 1 && v <= 100 ? Math.round(v * 100) / 100 : 0;
      }
      return Number(this.topupChoice);
    },
    prefsDirty() {
      return this.draft.units !== this.prefs.units || this.draft.receipts !== this.prefs.receipts || this.draft.home !== this.prefs.home;
    },
  },
  watch: {
    q() { this.shown = 6; },
    area() { this.shown = 6; },
    ebikesOnly() { this.shown = 6; },
    favsOnly() { this.shown = 6; },
    historyFrom() { this.historyPageNo = 1; },
  },
  mounted() {
    this.ts = {};
    this.ts.area = new TomSelect(this.$refs.area, {
      options: [{ value: '', text: 'All neighbourhoods' }, ...this.areas.map(a => ({ value: a, text: a }))],
      items: [''],
      allowEmptyOption: true,
      controlInput: null,
      onChange: v => { this.area = v; },
    });
    this.ts.home = new TomSelect(this.$refs.home, {
      options: this.stationNames.map(s => ({ value: s, text: s })),
      items: this.prefs.home ? [this.prefs.home] : [],
      maxOptions: 50,
      onChange: v => { this.draft.home = v || ''; },
    });
    this.ts.issue = new TomSelect(this.$refs.issue, {
      options: this.issues.map(i => ({ value: i, text: i })),
      controlInput: null,
      onChange: v => { this.report.issue = v; },
    });
    document.addEventListener('click', () => { this.menuFor = null; });
    document.addEventListener('keydown', e => {
      if (e.key === 'Escape') { this.menuFor = null; this.reserveFor = null; this.reportFor = null; }
    });

    // stations arrive from the feed
    setTimeout(() => {
      this.stations = STATIONS.map(s => ({ ...s }));
      this.loading = false;
    }, 1200);
    if (!load(KEYS.cookies, null)) setTimeout(() => { this.cookieBar = true; }, 1000);
  },
  methods: {
    money(v) {
      return '£' + Number(v).toFixed(2);
    },
    distance(km) {
      return this.prefs.units === 'mi' ? (km * 0.621).toFixed(1) + ' mi' : km.toFixed(1) + ' km';
    },
    longDate(iso) {
      const [y, m, d] = iso.split('-').map(Number);
      return new Date(y, m - 1, d).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
    },
    toast(text, delay = 0) {
      setTimeout(() => {
        const id = Date.now() + Math.random();
        this.toasts.push({ id, text });
        setTimeout(() => { this.toasts = this.toasts.filter(t => t.id !== id); }, 4000);
      }, delay);
    },
    answerCookies(choice) {
      store(KEYS.cookies, { choice, at: NOW.toISOString() });
      this.cookieBar = false;
    },
    isFav(s) {
      return this.favs.includes(s.name);
    },
    toggleFav(s) {
      this.favs = this.isFav(s) ? this.favs.filter(n => n !== s.name) : [...this.favs, s.name];
      store(KEYS.favs, this.favs);
      this.toast(this.isFav(s) ? `${s.name} added to favourites` : `${s.name} removed from favourites`);
    },
    directions(s) {
      this.menuFor = null;
      this.toast(`${s.name} is ${this.distance(s.km)} away, about ${Math.round(s.km * 12)} minutes on foot`);
    },
    share(s) {
      this.menuFor = null;
      this.toast('Link copied');
    },

    // -- reservations
    openReserve(s) {
      this.reserve = { type: s.ebikes > 0 && s.bikes === 0 ? 'ebike' : '', minutes: String(DEFAULT_HOLD) };
      this.reserveFor = s;
    },
    async confirmReserve() {
      const s = this.reserveFor;
      this.reserving = true;
      await later(800);
      const minutes = Number(this.reserve.hold) || DEFAULT_HOLD;
      const until = hhmm(addMinutes(NOW, minutes));
      if (this.reserve.type === 'ebike') s.ebikes -= 1;
      else s.bikes -= 1;
      this.reservations.push({
        id: Date.now(),
        station: s.name,
        type: this.reserve.type,
        until,
        code: String(1000 + Math.floor(Math.random() * 9000)),
      });
      this.reserving = false;
      this.reserveFor = null;
      this.toast(`Bike held at ${s.name} until ${until}`, 500);
    },
    askCancel(r) {
      this.cancelling = r;
    },
    doCancel() {
      const r = this.cancelling;
      const s = this.stations.find(x => x.name === r.station);
      if (s) {
        if (r.type === 'e-bike') s.ebikes += 1;
        else s.bikes += 1;
      }
      this.reservations = this.reservations.filter(x => x.id !== r.id);
      this.cancelling = null;
      this.toast(`Reservation at ${r.station} released`);
    },

    // -- reports
    openReport(s) {
      this.menuFor = null;
      this.report = { issue: '', dock: '', details: '' };
      this.ts.issue.clear(true);
      this.reportFor = s;
    },
    async sendReport() {
      const s = this.reportFor;
      this.sending = true;
      await later(900);
      this.reports.unshift({ id: Date.now(), station: s.name, dock: Number(this.report.dock), issue: this.report.issue, status: 'Sent' });
      this.sending = false;
      this.reportFor = null;
      this.toast(`Thanks, your report about ${s.name} was sent`, 1200);
    },

    // -- wallet
    async doTopup() {
      this.paying = true;
      await later(1000);
      const amount = this.topupAmount;
      this.balance = Math.round((this.balance + amount) * 100) / 100;
      this.transactions.unshift({ id: Date.now(), label: 'Top-up 17 Sep', amount });
      this.paying = false;
      this.topupConfirm = false;
      this.topupChoice = '';
      this.topupOther = '';
      this.toast(`${this.money(amount)} added to your wallet`, 600);
    },

    // -- preferences
    async savePrefs() {
      this.savingPrefs = true;
      await later(600);
      this.prefs = { ...this.draft };
      store(KEYS.prefs, { units: this.prefs.units, receipts: this.prefs.receipts });
      this.savingPrefs = false;
      this.toast('Your changes were saved');
    },
  },
}).mount('#app');
