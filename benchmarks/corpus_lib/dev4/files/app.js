// Filebox: a small file manager. State lives in localStorage; latency is faked with timers.
const KEY = 'filebox-state-v1';
const PAGE = 10;        // search results per page
const CHUNK = 40;       // rows added per infinite-scroll load
const QUOTA = 15 * 1024 ** 3;

function sizeLabel(b) {
  if (b >= 1024 ** 3) return (b / 1024 ** 3).toFixed(1) + ' GB';
  if (b >= 1024 ** 2) return (b / 1024 ** 2).toFixed(1) + ' MB';
  return Math.max(1, Math.round(b / 1024)) + ' KB';
}
const pad = (n, w = 2) => String(n).padStart(w, '0');

function seed() {
  const people = ['Ana Ruiz', 'Ben Okafor', 'Chloé Martin', 'Dev Patel'];
  const out = [];
  let id = 1;
  const add = (name, bytes, owner, modified, extra = {}) =>
    out.push({ id: id++, name, bytes, owner, modified, starred: false, trashed: false, description: '', shared: [], ...extra });
  add('Q1 board deck.pptx', 19293798, 'Ana Ruiz', '2025-03-07');
  add('Budget 2025.xlsx', 421888, 'Ben Okafor', '2025-02-28');
  add('Brand guidelines.pdf', 6396313, 'Chloé Martin', '2025-01-15');
  add('meeting-notes.txt', 3100, 'Ana Ruiz', '2025-03-09');
  add('raw-footage.mov', 4509715660, 'Dev Patel', '2025-02-11');
  add('Team offsite photos.zip', 922746880, 'Chloé Martin', '2024-11-20');
  add('Contract - Acme.docx', 98304, 'Ben Okafor', '2025-01-30');
  add('logo-final.svg', 24576, 'Chloé Martin', '2024-12-02');
  add('roadmap.md', 9216, 'Ana Ruiz', '2025-03-03');
  add('customer-list.csv', 1363148, 'Ben Okafor', '2025-02-19');
  add('Press kit.zip', 57671680, 'Chloé Martin', '2024-10-08');
  for (let i = 1; i <= 16; i++)
    add(`invoice-2024-${pad(i, 3)}.pdf`, 81920 + i * 5120, 'Ben Okafor', `2024-${pad(Math.min(12, i))}-${pad(5 + (i % 20))}`);
  for (let i = 1; i <= 23; i++)
    add(`weekly-report-${pad(i)}.pdf`, 204800 + i * 3072, 'Dev Patel', `2025-${pad(1 + Math.floor((i - 1) / 8))}-${pad(1 + ((i * 3) % 27))}`);
  for (let i = 1; i <= 60; i++)
    add(`site-photo-${pad(i, 3)}.jpg`, 2097152 + ((i * 7919) % 3145728), people[i % 4], `2025-02-${pad(1 + (i % 27))}`);
  add('old-backup.zip', 2254857830, 'Dev Patel', '2024-06-30', { trashed: true });
  add('draft-v1.docx', 45056, 'Ana Ruiz', '2024-09-12', { trashed: true });
  return out;
}

function load() {
  try { const s = JSON.parse(localStorage.getItem(KEY)); if (s && Array.isArray(s.files)) return s.files; } catch (e) {}
  return seed();
}

function typeOf(name) {
  const ext = name.split('.').pop().toLowerCase();
  return { pdf: 'PDF document', jpg: 'JPEG image', svg: 'SVG image', zip: 'ZIP archive', mov: 'QuickTime video',
    xlsx: 'Excel workbook', docx: 'Word document', pptx: 'PowerPoint deck', csv: 'CSV file', md: 'Markdown', txt: 'Plain text' }[ext] || 'File';
}

const ROLE_LABEL = { viewer: 'Can view', editor: 'Can edit' };
const NAME_RE = /^[\w\-.()]+$/;

function filesApp() {
  return {
    loading: true, loadingMore: false,
    files: [], view: 'all', shown: CHUNK,
    q: '', qInput: '', page: 1, searchTimer: null,
    sort: { col: 'name', dir: 1 },
    selected: [], selectedId: null, descDraft: '', savedFlash: false,
    renamingId: null, renameDraft: '', renameError: '',
    menu: null, toasts: [], shareEmail: '', shareRole: 'viewer',

    init() {
      const u = new URLSearchParams(location.search);
      this.q = this.qInput = u.get('q') || '';
      this.page = parseInt(u.get('page') || '1', 10) || 1;
      setTimeout(() => {
        this.files = load().map(f => ({ ...f, sizeLabel: sizeLabel(f.bytes), type: typeOf(f.name) }));
        this.loading = false;
        this.$nextTick(() => this.observe());
      }, 700);
    },
    observe() {
      const io = new IntersectionObserver(es => {
        if (es.some(e => e.isIntersecting) && !this.loadingMore && this.hasMore() && !this.q) {
          this.loadingMore = true;
          setTimeout(() => { this.shown += CHUNK; this.loadingMore = false; this.$nextTick(() => { io.unobserve(this.$refs.sentinel); io.observe(this.$refs.sentinel); }); }, 600);
        }
      });
      io.observe(this.$refs.sentinel);
    },
    persist() {
      localStorage.setItem(KEY, JSON.stringify({ files: this.files.map(({ sizeLabel, type, ...f }) => f) }));
    },

    // ----- lists
    live() { return this.files.filter(f => !f.trashed); },
    trashed() { return this.files.filter(f => f.trashed); },
    sorted(list) {
      const { col, dir } = this.sort;
      const key = col === 'size' ? 'bytes' : col;
      return [...list].sort((a, b) => {
        const x = typeof a[key] === 'string' ? a[key].toLowerCase() : a[key];
        const y = typeof b[key] === 'string' ? b[key].toLowerCase() : b[key];
        return (x < y ? -1 : x > y ? 1 : 0) * dir;
      });
    },
    matches() {
      const q = this.q.trim().toLowerCase();
      let list = this.live();
      if (this.view === 'starred') list = list.filter(f => f.starred);
      if (q) list = list.filter(f => f.name.includes(q));
      return this.sorted(list);
    },
    pageCount() { return Math.round(this.matches().length / PAGE); },
    rows() {
      const m = this.matches();
      if (this.q) return m.slice((this.page - 1) * PAGE, this.page * PAGE);
      return m.slice(0, this.shown);
    },
    hasMore() { return this.shown < this.matches().length; },
    resultsText() { const n = this.matches().length; return `${n} result${n === 1 ? '' : 's'} for “${this.q}”`; },
    storageText() {
      const used = this.files.reduce((s, f) => s + f.bytes, 0);
      return `${sizeLabel(used)} of ${sizeLabel(QUOTA)} used`;
    },
    icon(f) {
      const t = f.type;
      return t.includes('image') ? 'bi-file-earmark-image' : t.includes('PDF') ? 'bi-file-earmark-pdf' : t.includes('ZIP') ? 'bi-file-earmark-zip' : 'bi-file-earmark';
    },
    sortBy(col) {
      this.sort = this.sort.col === col ? { col, dir: -this.sort.dir } : { col, dir: 1 };
    },
    sortIcon(col) { return this.sort.col !== col ? '' : this.sort.dir > 0 ? 'bi-caret-up-fill' : 'bi-caret-down-fill'; },
    setView(v) { this.view = v; this.selected = []; this.selectedId = null; this.shown = CHUNK; },

    // ----- search (debounced, mirrored in the URL)
    onSearchInput() {
      clearTimeout(this.searchTimer);
      this.searchTimer = setTimeout(() => {
        this.q = this.qInput.trim();
        this.page = 1; this.selectedId = null; this.selected = [];
        this.syncUrl();
      }, 350);
    },
    goPage(p) { this.page = p; this.syncUrl(); window.scrollTo(0, 0); },
    syncUrl() {
      const u = new URLSearchParams();
      if (this.q) u.set('q', this.q);
      if (this.q && this.page > 1) u.set('page', this.page);
      history.replaceState(null, '', location.pathname + (u.toString() ? '?' + u : ''));
    },

    // ----- selection / bulk
    toggleAll(on) { this.selected = on ? this.rows().map(f => f.id) : []; },
    bulkStar() { this.files.filter(f => this.selected.includes(f.id)).forEach(f => (f.starred = true)); this.persist(); this.toast(`Starred ${this.selected.length} files`); this.selected = []; },
    bulkTrash() { this.trash(this.files.filter(f => this.selected.includes(f.id))); this.selected = []; },
    trash(list) {
      list.forEach(f => (f.trashed = true));
      if (list.some(f => f.id === this.selectedId)) this.selectedId = null;
      this.persist();
      this.toast(list.length === 1 ? `“${list[0].name}” moved to trash` : `${list.length} files moved to trash`,
        () => { list.forEach(f => (f.trashed = false)); this.persist(); });
    },
    restore(f) { f.trashed = false; this.persist(); this.toast(`“${f.name}” restored`); },
    emptyTrash() {
      if (!confirm('Delete everything in Trash forever?')) return;
      this.files = this.files.filter(f => !f.trashed); this.persist(); this.toast('Trash emptied');
    },
    toggleStar(f) { f.starred = !f.starred; this.persist(); },

    // ----- menu / rename
    openMenu(f, ev) {
      const r = ev.currentTarget.getBoundingClientRect ? ev.currentTarget.getBoundingClientRect() : null;
      const x = ev.type === 'contextmenu' ? ev.clientX : r.right - 180;
      const y = ev.type === 'contextmenu' ? ev.clientY : r.bottom + 4;
      this.menu = { file: f, x: Math.min(x, innerWidth - 200), y: Math.min(y, innerHeight - 190) };
    },
    startRename(f) { this.menu = null; this.renamingId = f.id; this.renameDraft = f.name; this.renameError = ''; },
    commitRename(f) {
      const name = this.renameDraft.trim();
      if (!NAME_RE.test(name)) { this.renameError = 'Names can use letters, numbers, spaces, dots, dashes, underscores and brackets.'; return; }
      if (this.files.some(o => o !== f && o.name.toLowerCase() === name.toLowerCase())) { this.renameError = 'A file with that name already exists.'; return; }
      f.name = name; f.type = typeOf(name); this.renamingId = null; this.persist(); this.toast('Renamed');
    },

    // ----- details drawer
    current() { return this.files.find(f => f.id === this.selectedId) || null; },
    openDetails(f) { this.selectedId = f.id; this.descDraft = f.description; this.shareEmail = ''; },
    saveDescription() {
      const f = this.current(); if (!f || f.description === this.descDraft) return;
      f.description = this.descDraft; this.persist();
      this.savedFlash = true; setTimeout(() => (this.savedFlash = false), 1800);
    },
    validEmail(e) { return /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(e || ''); },
    share() {
      const f = this.current();
      f.shared.push({ email: this.shareEmail.trim().toLowerCase(), role: ROLE_LABEL[this.shareRole] || 'Can view' });
      this.shareEmail = ''; this.persist(); this.toast('Shared');
    },

    // ----- toasts
    toast(text, undo) {
      const t = { id: Date.now() + Math.random(), text, undo };
      this.toasts.push(t);
      setTimeout(() => this.dismiss(t), 4000);
    },
    dismiss(t) { this.toasts = this.toasts.filter(x => x.id !== t.id); },
  };
}
