// Stockroom: warehouse stock page (Vue 3 + Bulma + Tom Select)
const { createApp } = Vue;
const PAGE = 8;
const KEY = { items: 'stockroom.items', cookies: 'stockroom.cookies' };
const wait = ms => new Promise(r => setTimeout(r, ms));
const fmt = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

createApp({
  data() {
    return {
      tab: 'stock', loading: true, items: [], q: '', lowOnly: false, page: 1, menuFor: null,
      receiveOpen: false, rc: { sku: '', qty: '', date: '2025-09-09' }, lastReceipt: '',
      adjust: { open: false, sku: '', name: '', was: 0, count: '', reason: '' },
      move: { open: false, item: null, bin: '' },
      archive: { open: false, item: null },
      movesLoading: true, moves: [], movPage: 1, movMore: false, movBusy: false, movError: '', mvType: '',
      toasts: [], cookiesOk: localStorage.getItem(KEY.cookies) === '1',
    };
  },
  computed: {
    filtered() {
      const q = this.q.trim().toLowerCase();
      return this.items.filter(i => (!q || (i.sku + ' ' + i.name).toLowerCase().includes(q)) && (!this.lowOnly || this.isLow(i)));
    },
    pages() { return Math.max(1, Math.ceil(this.filtered.length / PAGE)); },
    pageItems() { return this.filtered.slice((this.page - 1) * PAGE, this.page * PAGE); },
    lowCount() { return this.items.filter(i => this.isLow(i)).length; },
    stockValue() { return this.items.reduce((s, i) => s + Math.round(i.onHand * i.cost), 0); },
    rcValid() { return !!this.rc.sku && Number(this.rc.qty) > 0 && !!this.rc.date; },
    binOk() { return /^[A-C]-\d{2}-\d$/.test(this.move.bin.trim().toUpperCase()); },
    shownMoves() { return this.mvType ? this.moves.filter(m => m.type === this.mvType) : this.moves; },
  },
  watch: {
    items() { localStorage.setItem(KEY.items, JSON.stringify(this.items)); },
  },
  async mounted() {
    document.addEventListener('click', () => { this.menuFor = null; });
    await wait(1400);
    const saved = localStorage.getItem(KEY.items);
    this.items = saved ? JSON.parse(saved) : await (await fetch('data/items.json')).json();
    this.loading = false;
    this.$nextTick(() => this.setupPicker());
  },
  methods: {
    eur(n) { return fmt.format(n); },
    isLow(i) { return i.onHand < i.reorder; },
    update(sku, changes) { this.items = this.items.map(i => (i.sku === sku ? { ...i, ...changes } : i)); },
    flash(text) {
      const t = { id: Math.random(), text };
      this.toasts.push(t);
      setTimeout(() => { this.toasts = this.toasts.filter(x => x !== t); }, 3500);
    },
    acceptCookies() { this.cookiesOk = true; localStorage.setItem(KEY.cookies, '1'); },

    setupPicker() {
      const options = this.items
        .filter(i => i.onHand > 0)
        .map(i => ({ sku: i.sku, label: `${i.name} (${i.sku})` }));
      this.picker = new TomSelect('#rc-item', {
        options, valueField: 'sku', labelField: 'label', searchField: ['label'], maxItems: 1,
        onChange: v => { this.rc.sku = v; },
      });
    },
    receive() {
      const it = this.items.find(i => i.sku === this.rc.sku);
      const qty = Number(this.rc.qty);
      this.update(it.sku, { onHand: it.onHand + qty });
      this.lastReceipt = `Last receipt: ${qty} × ${it.name} into ${it.bin} · on hand now ${it.onHand + qty}`;
      this.rc.qty = '';
      this.picker.clear();
    },

    openAdjust(it) {
      this.menuFor = null;
      Object.assign(this.adjust, { open: true, sku: it.sku, name: it.name, was: it.onHand, count: '', reason: '' });
    },
    saveAdjust() {
      this.update(this.adjust.sku, { onHand: Number(this.adjust.count) });
      this.adjust.open = false;
      this.flash(`${this.adjust.name}: count set to ${this.adjust.count}`);
    },
    openMove(it) { this.menuFor = null; Object.assign(this.move, { open: true, item: it, bin: '' }); },
    saveMove() {
      const it = this.move.item;
      it.bin = this.move.bin.trim().toUpperCase();
      this.move.open = false;
      this.flash(`${it.name} moved to ${it.bin}`);
    },
    askArchive(it) { this.menuFor = null; Object.assign(this.archive, { open: true, item: it }); },
    doArchive() {
      const sku = this.archive.item.sku;
      this.items = this.items.filter(i => i.sku !== sku);
      this.archive.open = false;
      if (this.page > this.pages) this.page = this.pages;
      this.flash(`${sku} archived`);
    },

    async openMoves() {
      this.tab = 'moves';
      if (!this.movesLoading) return;
      await wait(1000);
      const r = await fetch('data/movements-1.json');
      const d = await r.json();
      this.moves = d.movements; this.movMore = d.more; this.movesLoading = false;
    },
    async moreMovements() {
      this.movBusy = true; this.movError = '';
      this.movPage++;
      await wait(700);
      const r = await fetch(`data/movements-${this.movPage + 1}.json`);
      this.movBusy = false;
      if (!r.ok) { this.movPage--; this.movError = 'Could not load more movements. Try again later.'; return; }
      const d = await r.json();
      this.moves = this.moves.concat(d.movements); this.movMore = d.more;
    },
  },
}).mount('#app');
