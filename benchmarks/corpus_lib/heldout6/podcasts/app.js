// Podnest: subscriptions, episodes, Up next and playlists. State lives in localStorage.
// "Today" is pinned: Thursday 18 September 2025.
const { createApp } = Vue;

const TODAY = '2025-09-18';
const PAGE = 5;
const K = { subs: 'podnest.subs', played: 'podnest.played', queue: 'podnest.queue', playlists: 'podnest.playlists' };

const SHOWS = [
  { id: 'daily-byte', title: 'The Daily Byte', author: 'Nadia Okafor', category: 'Technology', color: '#3b5bdb', blurb: 'Tech news in 40 minutes' },
  { id: 'slow-cooking', title: 'Slow Cooking Hour', author: 'Marco & Jen', category: 'Food', color: '#e8590c', blurb: 'Low and slow, every week' },
  { id: 'history-unboxed', title: 'History Unboxed', author: 'Dr Ruth Ames', category: 'History', color: '#5c940d', blurb: 'One object, one story' },
  { id: 'trail-runners', title: 'Trail Runners Radio', author: 'Kip Lagat', category: 'Sport', color: '#0b7285', blurb: 'Off-road running' },
  { id: 'money-matters', title: 'Money Matters Weekly', author: 'Priya Shah', category: 'Business', color: '#2b8a3e', blurb: 'Personal finance, plainly' },
  { id: 'night-sky', title: 'Night Sky Notes', author: 'Tom Hale', category: 'Science', color: '#364fc7', blurb: 'What to look for tonight' },
  { id: 'dirt-under-nails', title: 'Dirt Under Nails', author: 'Ada Brooks', category: 'Gardening', color: '#74b816', blurb: 'Listener questions from the allotment' },
  { id: 'garden-shed', title: 'The Garden Shed', author: 'Bill & Rosa', category: 'Gardening', color: '#94d82d', blurb: 'Tools, seeds and stories' },
  { id: 'deep-sea', title: 'Deep Sea Diaries', author: 'Marine Lab', category: 'Science', color: '#1864ab', blurb: 'Life below 200 metres' },
  { id: 'startup-stories', title: 'Startup Stories', author: 'Lena Park', category: 'Business', color: '#862e9c', blurb: 'Founders in their own words' },
  { id: 'jazz-corner', title: 'Jazz Corner', author: 'WKJZ', category: 'Music', color: '#c2255c', blurb: 'Records that changed jazz' },
  { id: 'chess-clock', title: 'The Chess Clock', author: 'GM Ivan Petrov', category: 'Games', color: '#495057', blurb: 'Openings, endgames, gossip' },
];
const DEFAULT_SUBS = ['daily-byte', 'slow-cooking', 'history-unboxed', 'trail-runners', 'money-matters', 'night-sky'];
const TOP_CHARTS = ['startup-stories', 'jazz-corner', 'deep-sea'];

// newest first within each show
const EPISODES = [
  ['db-212', 'daily-byte', 'Ep. 212: Rust in the kernel', '2025-09-17', '38:12'],
  ['db-211', 'daily-byte', 'Ep. 211: Open source funding', '2025-09-16', '44:05'],
  ['db-210', 'daily-byte', 'Ep. 210: Browser engines', '2025-09-15', '47:30'],
  ['db-209', 'daily-byte', 'Ep. 209: The state of WebAssembly', '2025-09-12', '41:48'],
  ['db-208', 'daily-byte', 'Ep. 208: Passkeys explained', '2025-09-11', '36:20'],
  ['db-207', 'daily-byte', 'Ep. 207: Right to repair', '2025-09-10', '45:02'],
  ['db-206', 'daily-byte', 'Ep. 206: Dark patterns', '2025-09-09', '39:40'],
  ['db-205', 'daily-byte', 'Ep. 205: Keyboard nerds', '2025-09-08', '42:15'],
  ['sc-58', 'slow-cooking', 'Braising 101', '2025-09-14', '42:00'],
  ['sc-57', 'slow-cooking', 'Sourdough without stress', '2025-09-07', '51:10'],
  ['sc-56', 'slow-cooking', 'The perfect ragù', '2025-08-31', '47:45'],
  ['sc-55', 'slow-cooking', 'Pickles and ferments', '2025-08-24', '39:30'],
  ['sc-54', 'slow-cooking', 'Barbecue myths', '2025-08-17', '44:00'],
  ['sc-53', 'slow-cooking', 'Stock, the secret base', '2025-08-10', '36:25'],
  ['hu-91', 'history-unboxed', 'The printing press', '2025-09-15', '49:10'],
  ['hu-90', 'history-unboxed', 'The Silk Road', '2025-09-08', '55:20'],
  ['hu-89', 'history-unboxed', 'Ep. 89: The first postage stamp', '2025-09-01', '33:40'],
  ['hu-88', 'history-unboxed', 'Ep. 88: Roman roads', '2025-08-25', '52:05'],
  ['hu-87', 'history-unboxed', 'Ep. 87: The Rosetta Stone', '2025-08-18', '46:30'],
  ['hu-86', 'history-unboxed', 'Ep. 86: Tulip mania', '2025-08-11', '41:15'],
  ['hu-85', 'history-unboxed', 'Ep. 85: The longbow', '2025-08-04', '38:50'],
  ['tr-40', 'trail-runners', 'Ep. 40: Ultra nutrition', '2025-09-16', '35:25'],
  ['tr-39', 'trail-runners', 'Hill repeats', '2025-09-09', '31:40'],
  ['tr-38', 'trail-runners', 'Ep. 38: Choosing trail shoes', '2025-09-02', '29:10'],
  ['tr-37', 'trail-runners', 'Ep. 37: Running in the heat', '2025-08-26', '33:05'],
  ['tr-36', 'trail-runners', 'Ep. 36: Poles or no poles', '2025-08-19', '27:45'],
  ['tr-35', 'trail-runners', 'Ep. 35: First 50K', '2025-08-12', '40:30'],
  ['mm-120', 'money-matters', 'Pensions for the self-employed', '2025-09-15', '34:30'],
  ['mm-119', 'money-matters', 'Index funds explained', '2025-09-08', '38:00'],
  ['mm-118', 'money-matters', 'Renting vs buying', '2025-09-01', '42:20'],
  ['mm-117', 'money-matters', 'Emergency funds', '2025-08-25', '29:55'],
  ['mm-116', 'money-matters', 'Student loans', '2025-08-18', '36:40'],
  ['mm-115', 'money-matters', 'Budget apps compared', '2025-08-11', '31:15'],
  ['ns-37', 'night-sky', 'Ep. 37: Autumn constellations', '2025-09-17', '26:10'],
  ['ns-36', 'night-sky', "Saturn's rings", '2025-09-10', '24:30'],
  ['ns-35', 'night-sky', 'Ep. 35: Binoculars first', '2025-09-03', '22:45'],
  ['ns-34', 'night-sky', 'Ep. 34: The harvest moon', '2025-08-27', '25:20'],
  ['ns-33', 'night-sky', 'Ep. 33: Light pollution', '2025-08-20', '28:05'],
  ['ns-32', 'night-sky', 'Ep. 32: Photographing the Milky Way', '2025-08-13', '31:30'],
  ['ns-31', 'night-sky', 'Ep. 31: Meteor showers (live special)', '2025-08-06', '1:04:30'],
  ['ns-30', 'night-sky', 'Ep. 30: Summer triangle', '2025-07-30', '23:50'],
].map(([id, show, title, date, duration]) => ({ id, show, title, date, duration }));
const EP = Object.fromEntries(EPISODES.map(e => [e.id, e]));
const SHOW = Object.fromEntries(SHOWS.map(s => [s.id, s]));

const DEFAULT_PLAYED = ['db-209', 'db-208', 'db-207', 'sc-57', 'sc-55', 'sc-54', 'hu-89', 'hu-87', 'hu-86', 'hu-85',
  'tr-38', 'tr-37', 'tr-36', 'tr-35', 'mm-118', 'mm-117', 'mm-116', 'mm-115', 'ns-35', 'ns-34', 'ns-33', 'ns-32', 'ns-30'];
// queue[0] is the episode playing now; the rest is Up next
const DEFAULT_QUEUE = ['db-211', 'sc-58', 'hu-90', 'tr-39', 'mm-119', 'ns-36', 'db-210', 'hu-91'];
const DEFAULT_PLAYLISTS = [
  { id: 'commute', name: 'Commute', eps: ['db-212', 'db-210', 'mm-120', 'tr-40', 'ns-37'] },
  { id: 'focus', name: 'Deep focus', eps: ['hu-91', 'hu-90', 'ns-31'] },
  { id: 'weekend', name: 'Weekend long reads', eps: ['sc-57', 'hu-88'] },
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function fmtDate(iso) { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]}` + (y === 2025 ? '' : ` ${y}`); }

// "mm:ss" as given by the feed, in minutes
function toMinutes(d) {
  const [m, s] = d.split(':').map(Number);
  return m + s / 60;
}

function load(key, fallback) {
  try { const v = JSON.parse(localStorage.getItem(key)); return v ?? fallback; } catch { return fallback; }
}
const wait = ms => new Promise(r => setTimeout(r, ms));

createApp({
  data() {
    const storedSubs = load(K.subs, null);
    return {
      view: 'home',
      loading: true,
      loadingMore: false,
      currentShow: null,
      shownCount: PAGE,
      menu: null,
      // starter shows for new listeners
      subs: [...new Set([...(storedSubs || []), ...DEFAULT_SUBS])],
      played: load(K.played, DEFAULT_PLAYED),
      queue: load(K.queue, DEFAULT_QUEUE),
      playlists: load(K.playlists, DEFAULT_PLAYLISTS),
      paused: false,
      query: '',
      lastQuery: '',
      searching: false,
      results: TOP_CHARTS.map(id => SHOW[id]),
      renaming: null,
      draft: '',
      confirm: null,
      pickEp: null,
      pickPlaylist: '',
      syncPrompt: false,
      toasts: [],
    };
  },
  computed: {
    subscribedShows() { return this.subs.map(id => SHOW[id]).filter(Boolean); },
    show() { return SHOW[this.currentShow]; },
    showEpisodes() { return EPISODES.filter(e => e.show === this.currentShow); },
    shownEpisodes() { return this.showEpisodes.slice(0, this.shownCount); },
    latest() {
      return EPISODES.filter(e => this.subs.includes(e.show)).sort((a, b) => b.date.localeCompare(a.date)).slice(0, 8);
    },
    nowPlaying() { return EP[this.queue[0]]; },
    upNext() { return this.queue.slice(1).map(id => EP[id]); },
    upNextMinutes() { return Math.round(this.upNext.reduce((sum, e) => sum + toMinutes(e.duration), 0)); },
  },
  methods: {
    fmtDate,
    initial(title) { return title.replace(/^The /, '')[0]; },
    showOf(ep) { return SHOW[ep.show]; },
    fmtTotal(mins) { const h = Math.floor(mins / 60), m = mins % 60; return h ? `${h} h ${m} min` : `${m} min`; },
    isPlayed(ep) { return this.played.includes(ep.id); },
    isSubscribed(id) { return this.subs.includes(id); },
    unplayed(showId) { return EPISODES.filter(e => e.show === showId && !this.played.includes(e.id)).length; },
    toast(text) {
      const id = Math.random();
      this.toasts.push({ id, text });
      setTimeout(() => { this.toasts = this.toasts.filter(t => t.id !== id); }, 2600);
    },
    save(key) {
      const value = { subs: this.subs, played: this.played, queue: this.queue, playlists: this.playlists }[key];
      localStorage.setItem(K[key], JSON.stringify(value));
    },
    async go(view) {
      this.view = view;
      this.menu = null;
      if (view === 'home') { this.loading = true; await wait(900); this.loading = false; }
    },
    async openShow(id) {
      this.view = 'show';
      this.currentShow = id;
      this.shownCount = PAGE;
      this.menu = null;
      this.loading = true;
      await wait(900);
      if (this.currentShow === id) this.loading = false;
    },
    async showOlder() {
      this.loadingMore = true;
      await wait(600);
      this.loadingMore = false;
      this.shownCount += PAGE;
    },
    toggleMenu(id) { this.menu = this.menu === id ? null : id; },

    // ---------------------------------------------------------------- Up next
    play(ep) {
      this.queue = [ep.id, ...this.queue.filter(id => id !== ep.id)];
      this.paused = false;
      this.save('queue');
    },
    addToQueue(ep) {
      this.menu = null;
      if (this.queue.includes(ep.id)) { this.toast('Already in Up next'); return; }
      this.queue.push(ep.id);
      this.save('queue');
      this.toast('Added to Up next');
    },
    playNext(ep) {
      this.menu = null;
      this.queue = this.queue.filter(id => id !== ep.id);
      this.queue.unshift(ep.id);
      this.save('queue');
      this.toast(`${ep.title} will play next`);
    },
    moveToTop(ep) {
      const rest = this.queue.slice(1).filter(id => id !== ep.id);
      this.queue = [this.queue[0], ep.id, ...rest];
      this.save('queue');
    },
    removeFromQueue(ep) {
      this.queue = [this.queue[0], ...this.queue.slice(1).filter(id => EP[id].show !== ep.show)];
      this.save('queue');
      this.toast('Removed from Up next');
    },

    // ---------------------------------------------------------------- played state
    togglePlayed(ep) {
      this.menu = null;
      this.played = this.isPlayed(ep) ? this.played.filter(id => id !== ep.id) : [...this.played, ep.id];
      this.save('played');
    },
    askMarkAll() {
      this.menu = null;
      const n = this.unplayed(this.currentShow);
      this.confirm = {
        title: 'Mark all as played?',
        text: `All ${this.showEpisodes.length} episodes of ${this.show.title} will be marked as played (${n} unplayed now).`,
        no: 'Not now', yes: 'Yes, mark them',
        run: () => {
          const ids = this.showEpisodes.map(e => e.id);
          this.played = [...new Set([...this.played, ...ids])];
          this.save('played');
          this.toast('All episodes marked as played');
        },
      };
    },

    // ---------------------------------------------------------------- subscriptions
    askUnsubscribe() {
      this.menu = null;
      const show = this.show;
      this.confirm = {
        title: `Unsubscribe from ${show.title}?`,
        text: 'New episodes will stop arriving and the show leaves your library.',
        no: 'Keep it', yes: 'Remove show', danger: true,
        run: () => {
          this.subs = this.subs.filter(id => id !== show.id);
          this.save('subs');
          this.go('home');
          this.toast(`Unsubscribed from ${show.title}`);
        },
      };
    },
    subscribe(show) {
      if (this.isSubscribed(show.id)) return;
      this.subs.push(show.id);
      this.save('subs');
      this.toast(`Subscribed to ${show.title}`);
    },
    onSearch() {
      clearTimeout(this._t);
      const q = this.query.trim();
      if (!q) { this.searching = false; this.results = TOP_CHARTS.map(id => SHOW[id]); return; }
      this._t = setTimeout(async () => {
        this.searching = true;
        await wait(800);
        const ql = q.toLowerCase();
        this.results = SHOWS.filter(s => [s.title, s.category, s.author, s.blurb].some(f => f.toLowerCase().includes(ql)));
        this.lastQuery = q;
        this.searching = false;
      }, 400);
    },

    // ---------------------------------------------------------------- playlists
    startRename(pl) {
      this.renaming = pl.id;
      this.draft = pl.name;
      this.$nextTick(() => { const el = [].concat(this.$refs.renameInput)[0]; if (el) { el.focus(); el.select(); } });
    },
    finishRename(pl) {
      if (this.renaming !== pl.id) return;
      const name = this.draft.trim();
      if (name) pl.name = name;
      this.renaming = null;
      this.save('playlists');
    },
    openAddToPlaylist(ep) {
      this.menu = null;
      this.pickEp = ep;
      this.pickPlaylist = '';
    },
    addToPlaylist() {
      const pl = this.playlists.find(p => p.id = this.pickPlaylist);
      if (!pl.eps.includes(this.pickEp.id)) pl.eps.push(this.pickEp.id);
      this.save('playlists');
      this.toast(`Added to ${pl.name}`);
      this.pickEp = null;
    },

    dismissSync() { this.syncPrompt = false; sessionStorage.setItem('podnest.sync', 'later'); },
  },
  async mounted() {
    document.addEventListener('click', () => { this.menu = null; });
    setTimeout(() => { if (!sessionStorage.getItem('podnest.sync')) this.syncPrompt = true; }, 1200);
    await wait(1100);
    this.loading = false;
  },
}).mount('#app');
