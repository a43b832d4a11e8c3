// Copperkettle Brewery batch log: Vue 3 (global build, in-DOM template) + Bulma 1 + native <dialog> elements.
const TODAY = '2026-09-08'; // pinned
const PER_PAGE = 8;
const KEY = { batches: 'copperkettle.batches', tanks: 'copperkettle.tanks', news: 'copperkettle.news-seen' };

const RECIPES = [
  { name: 'Harbour Pale', style: 'Pale ale', og: 1.048 },
  { name: 'Rye Porter', style: 'Porter', og: 1.060 },
  { name: 'Saison du Quai', style: 'Saison', og: 1.052 },
  { name: 'West Coast IPA', style: 'IPA', og: 1.064 },
  { name: 'Copper Bitter', style: 'Best bitter', og: 1.044 },
  { name: 'Oat Stout', style: 'Stout', og: 1.056 },
];
const OG = Object.fromEntries(RECIPES.map(r => [r.name, r.og]));

function batch(id, recipe, brewed, volume, status, tank, fermenter, packaged, readings, notes = '') {
  return { id, recipe, brewed, volume, status, tank, fermenter, packaged, og: OG[recipe], notes,
    readings: readings.map(([date, sg, temp]) => ({ date, sg, temp })) };
}
const done = (fg, d) => [[d, fg, 19]];
const SEED_BATCHES = [
  batch('B-214', 'Harbour Pale', '2026-09-03', 1100, 'Fermenting', 'FV1', 'FV1', '', [['2026-09-04', 1.040, 19], ['2026-09-06', 1.022, 19]]),
  batch('B-213', 'Saison du Quai', '2026-08-31', 750, 'Fermenting', 'FV5', 'FV5', '', [['2026-09-01', 1.046, 22], ['2026-09-04', 1.014, 24], ['2026-09-07', 1.006, 24]]),
  batch('B-212', 'Rye Porter', '2026-08-27', 1000, 'Fermenting', 'FV2', 'FV2', '', [['2026-08-28', 1.054, 18], ['2026-09-01', 1.030, 19], ['2026-09-07', 1.016, 19]]),
  batch('B-211', 'West Coast IPA', '2026-08-20', 1150, 'Packaged', null, 'FV4', '36 × 30 L kegs', done(1.011, '2026-09-01')),
  batch('B-210', 'Harbour Pale', '2026-08-17', 1100, 'Packaged', null, 'FV1', '3,200 × 330 ml bottles', done(1.010, '2026-08-29')),
  batch('B-209', 'Copper Bitter', '2026-08-14', 1050, 'Conditioning', 'BT1', 'FV3', '', [['2026-08-15', 1.036, 18], ['2026-08-20', 1.012, 18], ['2026-08-26', 1.010, 18]]),
  batch('B-208', 'Oat Stout', '2026-08-06', 1000, 'Packaged', null, 'FV2', '32 × 30 L kegs', done(1.016, '2026-08-18')),
  batch('B-207', 'West Coast IPA', '2026-07-30', 1150, 'Packaged', null, 'FV1', '37 × 30 L kegs', done(1.012, '2026-08-10')),
  batch('B-206', 'Saison du Quai', '2026-07-23', 750, 'Packaged', null, 'FV5', '2,200 × 330 ml bottles', done(1.004, '2026-08-04')),
  batch('B-205', 'Harbour Pale', '2026-07-16', 1100, 'Packaged', null, 'FV3', '22 × 50 L kegs', done(1.010, '2026-07-27')),
  batch('B-204', 'Rye Porter', '2026-07-09', 1000, 'Packaged', null, 'FV2', '24 casks', done(1.015, '2026-07-21')),
  batch('B-203', 'Copper Bitter', '2026-07-02', 1050, 'Packaged', null, 'FV4', '25 casks', done(1.010, '2026-07-12')),
  batch('B-202', 'Oat Stout', '2026-06-25', 1000, 'Packaged', null, 'FV1', '32 × 30 L kegs', done(1.017, '2026-07-06')),
  batch('B-201', 'Harbour Pale', '2026-06-18', 1100, 'Packaged', null, 'FV3', '3,250 × 330 ml bottles', done(1.011, '2026-06-29')),
  batch('B-200', 'West Coast IPA', '2026-06-11', 1150, 'Packaged', null, 'FV2', '37 × 30 L kegs', done(1.012, '2026-06-22')),
  batch('B-199', 'Copper Bitter', '2026-06-04', 1050, 'Packaged', null, 'FV4', '2,000 × 500 ml bottles', done(1.010, '2026-06-15')),
];
const SEED_TANKS = [
  { id: 'FV1', kind: 'Fermenter', capacity: 1200, state: 'in-use', batch: 'B-214' },
  { id: 'FV2', kind: 'Fermenter', capacity: 1200, state: 'in-use', batch: 'B-212' },
  { id: 'FV3', kind: 'Fermenter', capacity: 1000, state: 'ready', batch: null },
  { id: 'FV4', kind: 'Fermenter', capacity: 1200, state: 'dirty', batch: null, emptied: '2026-09-07' },
  { id: 'FV5', kind: 'Fermenter', capacity: 800, state: 'in-use', batch: 'B-213' },
  { id: 'BT1', kind: 'Bright tank', capacity: 1200, state: 'in-use', batch: 'B-209' },
  { id: 'BT2', kind: 'Bright tank', capacity: 1000, state: 'ready', batch: null },
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function load(key, seed) {
  try { const v = JSON.parse(localStorage.getItem(key)); if (v) return v; } catch (e) { /* ignore */ }
  return structuredClone(seed);
}

Vue.createApp({
  data() {
    return {
      TODAY, recipes: RECIPES, loading: true, busy: false, tab: 'batches',
      batches: [], tanks: [], page: 0, menuFor: null,
      filtersOpen: false, statusFilter: 'All', recipeFilter: '', statusChoices: ['All', 'Fermenting', 'Conditioning', 'Packaged'],
      panel: null, readingOpen: false, reading: { date: TODAY, sg: '', temp: '19' }, notesOpen: false, notesDraft: '',
      wizSteps: ['Beer', 'Brew day', 'Fermenter', 'Review'],
      wiz: { open: false, step: 0, recipe: '', brewed: TODAY, volume: '', og: '', tank: '', volTouched: false },
      target: null, transferTo: '', pk: { format: '', size: '', qty: '' },
      cleanIdx: null, cipDone: false, toasts: [], toastSeq: 0,
    };
  },
  computed: {
    activeBatches() { return this.batches.filter(b => b.status !== 'Packaged'); },
    litresInTanks() { return this.activeBatches.reduce((sum, b) => sum + b.volume, 0); },
    filterCount() { return (this.statusFilter !== 'All' ? 1 : 0) + (this.recipeFilter ? 1 : 0); },
    filteredBatches() {
      return this.batches.filter(b => (this.statusFilter === 'All' || b.status === this.statusFilter) && (!this.recipeFilter || b.recipe === this.recipeFilter));
    },
    pageCount() { return Math.ceil(this.filteredBatches.length / PER_PAGE); },
    pagedBatches() { return this.filteredBatches.slice(this.page * PER_PAGE, (this.page + 1) * PER_PAGE); },
    dirtyTanks() { return this.tanks.filter(t => t.state === 'dirty'); },
    fermenters() { return this.tanks.filter(t => t.kind === 'Fermenter'); },
    brights() { return this.tanks.filter(t => t.kind === 'Bright tank'); },
    sgValid() { return /^1\.\d{3}$/.test(String(this.reading.sg).trim()); },
    volValid() { return /^\d+$/.test(String(this.wiz.volume).trim()) && Number(this.wiz.volume) >= 100 && Number(this.wiz.volume) <= 1200; },
    wizStepOk() {
      const w = this.wiz;
      if (w.step === 0) return !!w.recipe;
      if (w.step === 1) return !!w.brewed && this.volValid && /^1\.\d{3}$/.test(String(w.og).trim());
      if (w.step === 2) return !!w.tank;
      return true;
    },
    pkValid() {
      const p = this.pk;
      return !!p.format && /^\d+$/.test(String(p.qty).trim()) && Number(p.qty) > 0 && (p.format !== 'Bottles' || !!p.size);
    },
  },
  watch: {
    'wiz.recipe'(name) { if (name) this.wiz.og = OG[name].toFixed(3); },
  },
  mounted() {
    document.addEventListener('click', () => { this.menuFor = null; });
    setTimeout(() => {
      this.batches = load(KEY.batches, SEED_BATCHES);
      this.tanks = load(KEY.tanks, SEED_TANKS);
      this.loading = false;
    }, 1200);
    if (!sessionStorage.getItem(KEY.news)) setTimeout(() => this.$refs.news.showModal(), 2000);
  },
  methods: {
    save() {
      localStorage.setItem(KEY.batches, JSON.stringify(this.batches));
      localStorage.setItem(KEY.tanks, JSON.stringify(this.tanks));
    },
    toast(text) {
      const t = { id: ++this.toastSeq, text };
      this.toasts.push(t);
      setTimeout(() => { this.toasts = this.toasts.filter(x => x !== t); }, 5000);
    },
    closeNews() { sessionStorage.setItem(KEY.news, '1'); this.$refs.news.close(); },
    fmt(n) { return Number(n).toLocaleString('en-GB'); },
    dayMonth(iso) { const [, m, d] = iso.split('-'); return `${Number(d)} ${MONTHS[Number(m) - 1]}`; },
    statusClass(s) { return { Fermenting: 'is-warning', Conditioning: 'is-info', Packaged: 'is-success is-light' }[s]; },
    batchById(id) { return this.batches.find(b => b.id === id) || { recipe: '?', status: '?' }; },
    tankState(t) { return t.state === 'dirty' ? 'Needs cleaning' : t.state === 'ready' ? 'Ready' : this.batchById(t.batch).status; },
    tankClass(t) { return t.state === 'dirty' ? 'is-danger is-light' : t.state === 'ready' ? 'is-success' : 'is-warning'; },
    canFill(t, volume = this.wiz.volume) { return t.state === 'ready' && t.capacity >= Number(volume); },
    fillNote(t, volume = this.wiz.volume) {
      if (t.state === 'in-use') return `in use (${t.batch})`;
      if (t.state === 'dirty') return 'needs cleaning';
      return t.capacity < Number(volume) ? 'too small' : 'ready';
    },

    // batch drawer
    openBatch(b) {
      this.panel = { ...b };
      this.readingOpen = false; this.notesOpen = false;
      this.$nextTick(() => this.$refs.batch.showModal());
    },
    latest(b) { return b.readings[b.readings.length - 1]; },
    abv(b) { const l = this.latest(b); return l ? ((b.og - l.sg) * 131.25).toFixed(1) + '%' : '—'; },
    sortedReadings(b) { return [...b.readings].sort((x, y) => y.date.localeCompare(x.date)); },
    openReading() { this.reading = { date: TODAY, sg: '', temp: '19' }; this.readingOpen = true; },
    saveReading() {
      const r = { date: this.reading.date, sg: Number(this.reading.sg), temp: Number(this.reading.temp) };
      this.panel.readings.unshift(r);
      this.save();
      this.readingOpen = false;
      this.toast(`Reading of ${r.sg.toFixed(3)} saved for ${this.panel.id}.`);
    },
    saveNotes() {
      this.panel.notes = this.notesDraft.trim();
      this.save();
      this.notesOpen = false;
      this.toast(`Notes saved for ${this.panel.id}.`);
    },

    // new batch wizard
    openWizard() {
      this.wiz = { open: true, step: 0, recipe: '', brewed: TODAY, volume: '', og: '', tank: '', volTouched: false };
      this.$refs.wizard.showModal();
    },
    startBatch() {
      const w = this.wiz;
      this.busy = true;
      setTimeout(() => {
        const n = Math.max(...this.batches.map(b => Number(b.id.slice(2)))) + 1;
        const b = {
          id: 'B-' + n, recipe: w.recipe, brewed: w.brewed, volume: w.volume, status: 'Fermenting',
          tank: w.tank, fermenter: w.tank, packaged: '', og: Number(w.og), notes: '', readings: [],
        };
        this.batches.unshift(b);
        const tank = this.tanks.find(t => t.id === w.tank);
        tank.state = 'in-use'; tank.batch = b.id;
        this.save();
        this.busy = false;
        this.$refs.wizard.close();
        this.toast(`${b.id} ${b.recipe} is fermenting in ${b.tank}.`);
      }, 700);
    },

    // transfer / package / clean
    openTransfer(b) { this.target = b; this.transferTo = ''; this.$nextTick(() => this.$refs.transfer.showModal()); },
    saveTransfer() {
      const b = this.target;
      const from = this.tanks.find(t => t.id === b.tank), to = this.tanks.find(t => t.id === this.transferTo);
      from.state = 'dirty'; from.batch = null; from.emptied = TODAY;
      to.state = 'in-use'; to.batch = b.id;
      b.tank = to.id; b.status = 'Conditioning';
      this.save();
      this.$refs.transfer.close();
      this.toast(`${b.id} moved to ${to.id}; ${from.id} needs cleaning.`);
    },
    openPackage(b) { this.target = b; this.pk = { format: '', size: '', qty: '' }; this.$nextTick(() => this.$refs.package.showModal()); },
    savePackage() {
      const b = this.target, p = this.pk;
      const qty = Number(p.qty).toLocaleString('en-GB');
      b.packaged = p.format === 'Casks' ? `${qty} casks` : `${qty} × ${p.size} ${p.format.toLowerCase()}`;
      const tank = this.tanks.find(t => t.id === b.fermenter);
      tank.state = 'dirty'; tank.batch = null; tank.emptied = TODAY;
      b.status = 'Packaged'; b.tank = null;
      this.save();
      this.$refs.package.close();
      this.toast(`${b.id} packaged: ${b.packaged}.`);
    },
    openClean(i) { this.cleanIdx = i; this.cipDone = false; this.$nextTick(() => this.$refs.clean.showModal()); },
    saveClean() {
      const name = this.dirtyTanks[this.cleanIdx].id;
      const t = this.tanks[this.cleanIdx];
      t.state = 'ready'; t.batch = null; delete t.emptied;
      this.save();
      this.$refs.clean.close();
      this.cleanIdx = null;
      this.toast(`${name} is clean and ready to fill.`);
    },
  },
}).mount('#app');
