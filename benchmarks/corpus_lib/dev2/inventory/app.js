// Stockroom: a small inventory manager (Vue 3 global build + Bootstrap CSS). State in localStorage.
const { createApp } = Vue;

const STORE_KEY = 'stockroom.items';
const PAGE = 10;

const SEED = [
  ['CAB-0001', 'Cat6 Ethernet cable 2m', 'Cables', 120, 30, 'A-01'],
  ['CAB-0002', 'USB-C cable 1m', 'Cables', 64, 25, 'A-02'],
  ['CAB-0003', 'HDMI cable 3m', 'Cables', 18, 20, 'A-03'],
  ['ACC-0101', 'Wireless mouse', 'Accessories', 35, 10, 'B-01'],
  ['ACC-0102', 'Keyboard (UK layout)', 'Accessories', 12, 10, 'B-02'],
  ['ACC-0103', 'Laptop stand', 'Accessories', 9, 5, 'B-03'],
  ['OFF-0201', 'Printer paper A4', 'Office', 10, 10, 'C-01'],
  ['OFF-0202', 'Heavy-duty stapler', 'Office', 7, 3, 'C-02'],
  ['OFF-0203', 'Staples 26/6 (5000)', 'Office', 40, 15, 'C-02'],
  ['OFF-0204', 'Sticky notes', 'Office', 150, 50, 'C-03'],
  ['PAK-0301', 'Packing tape', 'Packaging', 3, 12, 'D-01'],
  ['PAK-0302', 'Bubble wrap roll', 'Packaging', 22, 8, 'D-02'],
  ['PAK-0303', 'Shipping boxes (M)', 'Packaging', 100, 40, 'D-03'],
  ['PAK-0304', 'Thermal labels 100x150', 'Packaging', 28, 20, 'D-04'],
  ['ELE-0401', 'AA batteries (24)', 'Electrical', 44, 20, 'E-01'],
  ['ELE-0402', 'Power strip 6-way', 'Electrical', 11, 6, 'E-02'],
  ['ELE-0403', 'Extension reel 25m', 'Electrical', 5, 2, 'E-03'],
  ['CLN-0501', 'Screen wipes', 'Cleaning', 60, 20, 'F-01'],
  ['CLN-0502', 'Compressed air', 'Cleaning', 2, 6, 'F-02'],
  ['CLN-0503', 'Microfibre cloths', 'Cleaning', 75, 25, 'F-03'],
  ['ACC-0104', 'Webcam 1080p', 'Accessories', 16, 5, 'B-04'],
  ['ACC-0105', 'USB hub 4-port', 'Accessories', 27, 10, 'B-05'],
  ['PAK-0305', 'Zip ties 200pk', 'Packaging', 90, 30, 'D-05'],
  ['OFF-0205', 'Whiteboard markers', 'Office', 33, 20, 'C-04'],
  ['ELE-0404', 'LED desk lamp', 'Electrical', 8, 4, 'E-04'],
].map(([sku, name, category, qty, reorder, location], i) => ({ id: i + 1, sku, name, category, qty, reorder, location, onOrder: false }));

function load() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORE_KEY));
    if (Array.isArray(saved) && saved.length) return saved;
  } catch (e) { /* fall back to the seed data */ }
  return SEED.map(x => ({ ...x }));
}

const later = (ms) => new Promise(r => setTimeout(r, ms));

createApp({
  data() {
    return {
      PAGE,
      items: load(),
      searchInput: '',
      search: '',
      category: '',
      lowOnly: false,
      sortKey: null,
      sortDir: 1,
      limit: PAGE,
      inlineId: null,
      inlineValue: '',
      menuFor: null,
      editor: null,
      editorValid: false,
      saving: false,
      adjust: null,
      confirm: null,
      reordering: null,
      toast: '',
    };
  },
  computed: {
    categories() { return [...new Set(this.items.map(i => i.category))].sort(); },
    lowCount() { return this.items.filter(this.isLow).length; },
    filtered() {
      const q = this.search.trim().toLowerCase();
      let list = this.items.filter(i =>
        (!q || i.name.toLowerCase().includes(q) || i.sku.toLowerCase().includes(q)) &&
        (!this.category || i.category === this.category) &&
        (!this.lowOnly || this.isLow(i)));
      if (this.sortKey) {
        const k = this.sortKey;
        list = [...list].sort((a, b) => String(a[k]).localeCompare(String(b[k])) * this.sortDir);
      }
      return list;
    },
    shown() { return this.filtered.slice(0, this.limit); },
  },
  watch: {
    items: { deep: true, handler(v) { localStorage.setItem(STORE_KEY, JSON.stringify(v)); } },
    search() { this.limit = PAGE; },
    category() { this.limit = PAGE; },
    lowOnly() { this.limit = PAGE; },
  },
  directives: { focus: { mounted(el) { el.focus(); try { el.select(); } catch (e) { /* not selectable */ } } } },
  mounted() {
    document.addEventListener('click', () => { this.menuFor = null; });
  },
  methods: {
    isLow(i) { return i.qty < i.reorder; },
    onSearch(v) {
      this.searchInput = v;
      clearTimeout(this._deb);
      this._deb = setTimeout(() => { this.search = v; }, 350);
    },
    sortBy(k) {
      if (this.sortKey === k) this.sortDir = -this.sortDir;
      else { this.sortKey = k; this.sortDir = 1; }
    },
    sortIcon(k) {
      if (this.sortKey !== k) return 'bi bi-arrow-down-up text-muted small';
      return this.sortDir > 0 ? 'bi bi-sort-up' : 'bi bi-sort-down';
    },
    notify(msg) {
      this.toast = msg;
      clearTimeout(this._toast);
      this._toast = setTimeout(() => { this.toast = ''; }, 3000);
    },
    startInline(item) { this.inlineId = item.id; this.inlineValue = item.qty; },
    commitInline(item) {
      if (this.inlineId !== item.id) return;
      const n = parseInt(this.inlineValue, 10);
      if (Number.isInteger(n) && n >= 0) item.qty = n;
      this.inlineId = null;
    },
    openNew() {
      this.editor = { sku: '', name: '', category: '', location: '', qty: '', reorder: '' };
      this.editorValid = false;
    },
    openEdit(item) {
      this.editor = { ...item };
      this.$nextTick(this.validateEditor);
    },
    validateEditor() {
      this.$nextTick(() => { this.editorValid = !!this.$refs.editorForm && this.$refs.editorForm.checkValidity(); });
    },
    async saveEditor() {
      if (!this.$refs.editorForm.checkValidity()) return;
      const d = this.editor;
      this.saving = true;
      await later(1100);  // the API round trip
      if (d.id) {
        const item = this.items.find(i => i.id === d.id);
        Object.assign(item, { name: d.name, category: d.category, location: d.location, reorder: Number(d.reorder) });
        this.notify('Changes saved.');
      } else {
        const id = Math.max(0, ...this.items.map(i => i.id)) + 1;
        this.items.unshift({ id, sku: d.sku, name: d.name, category: d.category, location: d.location,
          qty: Number(d.qty), reorder: Number(d.reorder), onOrder: false });
        this.notify('Item created.');
      }
      this.saving = false;
      this.editor = null;
    },
    openAdjust(item) { this.adjust = { item, mode: 'receive', n: 1, reason: 'Delivery' }; },
    applyAdjust() {
      const { item, mode, n } = this.adjust;
      if (!(n >= 1)) return;
      item.qty += mode === 'Issue' ? -n : n;
      this.adjust = null;
      this.notify(`Stock updated: ${item.name} now ${item.qty}.`);
    },
    async reorder(item) {
      this.reordering = item.id;
      await later(900);
      item.onOrder = true;
      this.reordering = null;
      this.notify('Purchase order sent.');
    },
    duplicate(item) {
      const id = Math.max(0, ...this.items.map(i => i.id)) + 1;
      this.items.push({ ...item, id, sku: item.sku + '-C', name: item.name + ' (copy)', onOrder: false });
      this.menuFor = null;
    },
    askDelete(item, index) { this.menuFor = null; this.confirm = { item, index }; },
    doDelete() {
      this.items.splice(this.confirm.index, 1);
      this.confirm = null;
      this.notify('Item deleted.');
    },
  },
}).mount('#app');
