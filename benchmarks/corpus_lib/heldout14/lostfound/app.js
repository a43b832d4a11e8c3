/* Lost property office of Linden Valley Railway: found items, claims from the public, disposal.
   Alpine.js 3 (CDN build) + Bulma 1 + Tom Select 2. State in localStorage; "today" is pinned. */

const TODAY = '2026-04-15'; // Wednesday
const DISPOSAL_CUTOFF = '2026-01-15'; // items held 90 days or more: found on or before this date
const STORE_KEY = 'lvr-lost-property.v3';
const NOTICE_KEY = 'lvr-lost-property.handover-read';

const STATIONS = [
  'Harrowgate Central', 'Millbrook', 'Linden Parkway', 'Ashcombe', 'Fenwick Halt', 'Otterby',
  'Quarry Bank', 'Sedley Junction', 'On a train',
];
const CATEGORIES = [
  'Bags & luggage', 'Phones & electronics', 'Wallets & purses', 'Keys', 'Clothing', 'Umbrellas',
  'Jewellery & watches', 'Documents & cards', 'Glasses', 'Toys', 'Sports gear', 'Other',
];
const SHELVES = ['A1', 'A2', 'A3', 'B1', 'B2', 'B3', 'B4', 'D1', 'E1', 'E2', 'G1', 'K1', 'S1', 'T1', 'T2', 'U1', 'U2', 'SAFE'];
const CHARITIES = ['Linden Hospice shop', 'Harrowgate Food Bank', 'St Bride\u2019s Clothing Bank'];

function seedItems() {
  const rows = [
    // ref, description, category, found at, found on, shelf, status, sealed bag
    ['LP-0260', 'Black umbrella', 'Umbrellas', 'Millbrook', '2025-10-20', 'U1', 'disposed'],
    ['LP-0271', 'Tennis racket', 'Sports gear', 'Otterby', '2025-11-04', 'S1', 'disposed'],
    ['LP-0288', 'Grey wool scarf', 'Clothing', 'Millbrook', '2025-12-02', 'A1', 'store'],
    ['LP-0292', 'Child\u2019s red wellington boot', 'Clothing', 'Otterby', '2025-12-09', 'A1', 'store'],
    ['LP-0297', 'Black folding umbrella', 'Umbrellas', 'Harrowgate Central', '2025-12-18', 'U1', 'store'],
    ['LP-0301', 'Three keys on a football keyring', 'Keys', 'Millbrook', '2025-12-29', 'K1', 'store'],
    ['LP-0305', 'Paperback novel, \u201cThe Salt Path\u201d', 'Other', 'On a train', '2026-01-06', 'E2', 'store'],
    ['LP-0309', 'Navy baseball cap', 'Clothing', 'Ashcombe', '2026-01-12', 'A2', 'store'],
    ['LP-0311', 'Tartan umbrella with wooden handle', 'Umbrellas', 'Linden Parkway', '2026-01-15', 'U1', 'store'],
    ['LP-0314', 'Blue metal water bottle', 'Other', 'Fenwick Halt', '2026-01-16', 'E2', 'store'],
    ['LP-0318', 'Brown leather gloves (pair)', 'Clothing', 'Harrowgate Central', '2026-01-22', 'A2', 'store'],
    ['LP-0322', 'Car key with Ford fob', 'Keys', 'Sedley Junction', '2026-01-30', 'K1', 'store'],
    ['LP-0326', 'Reading glasses in a green case', 'Glasses', 'Millbrook', '2026-02-04', 'G1', 'store'],
    ['LP-0330', 'Black laptop sleeve (empty)', 'Bags & luggage', 'On a train', '2026-02-11', 'B1', 'returned'],
    ['LP-0333', 'Teddy bear in a knitted jumper', 'Toys', 'Otterby', '2026-02-17', 'T1', 'store'],
    ['LP-0337', 'Silver bracelet', 'Jewellery & watches', 'Harrowgate Central', '2026-02-23', 'SAFE', 'store', 'SB-20388'],
    ['LP-0341', 'Student railcard (Jamie Lowe)', 'Documents & cards', 'Linden Parkway', '2026-03-02', 'D1', 'store'],
    ['LP-0344', 'Grey hoodie, size M', 'Clothing', 'Quarry Bank', '2026-03-06', 'A3', 'store'],
    ['LP-0348', 'Door keys on a brass ring', 'Keys', 'Millbrook', '2026-03-10', 'K1', 'store'],
    ['LP-0351', 'Yellow cycling helmet', 'Sports gear', 'Ashcombe', '2026-03-13', 'S1', 'store'],
    ['LP-0355', 'Black leather purse', 'Wallets & purses', 'On a train', '2026-03-17', 'SAFE', 'awaiting', 'SB-20401'],
    ['LP-0358', 'Wireless earbuds in a white case', 'Phones & electronics', 'Harrowgate Central', '2026-03-20', 'SAFE', 'store', 'SB-20403'],
    ['LP-0362', 'Green golf umbrella', 'Umbrellas', 'Fenwick Halt', '2026-03-24', 'U2', 'store'],
    ['LP-0365', 'Kindle e-reader', 'Phones & electronics', 'On a train', '2026-03-26', 'SAFE', 'returned', 'SB-20405'],
    ['LP-0369', 'Black rucksack with a laptop', 'Bags & luggage', 'Sedley Junction', '2026-03-28', 'SAFE', 'awaiting', 'SB-20409'],
    ['LP-0372', 'Single house key with a blue tag', 'Keys', 'Millbrook', '2026-03-31', 'K1', 'store'],
    ['LP-0375', 'Denim jacket', 'Clothing', 'Linden Parkway', '2026-04-01', 'A3', 'store'],
    ['LP-0378', 'Pink child\u2019s scooter', 'Toys', 'Otterby', '2026-04-02', 'T2', 'store'],
    ['LP-0381', 'Clear dome umbrella', 'Umbrellas', 'Harrowgate Central', '2026-04-03', 'U2', 'store'],
    ['LP-0384', 'Prescription sunglasses', 'Glasses', 'Ashcombe', '2026-04-06', 'G1', 'store'],
    ['LP-0387', 'Brown leather wallet', 'Wallets & purses', 'Quarry Bank', '2026-04-07', 'SAFE', 'store', 'SB-20415'],
    ['LP-0390', 'Canvas tote bag with shopping', 'Bags & luggage', 'Millbrook', '2026-04-08', 'B2', 'store'],
    ['LP-0393', 'Motorbike key', 'Keys', 'Fenwick Halt', '2026-04-09', 'K1', 'store'],
    ['LP-0396', 'Black automatic umbrella', 'Umbrellas', 'On a train', '2026-04-10', 'U2', 'store'],
    ['LP-0399', 'Smartwatch with a black strap', 'Phones & electronics', 'Linden Parkway', '2026-04-11', 'SAFE', 'store', 'SB-20416'],
    ['LP-0402', 'Mustard wool beanie', 'Clothing', 'Harrowgate Central', '2026-04-13', 'A3', 'store'],
    ['LP-0405', 'Passport holder (empty)', 'Documents & cards', 'Sedley Junction', '2026-04-14', 'D1', 'store'],
    ['LP-0408', 'Blue umbrella with white spots', 'Umbrellas', 'Ashcombe', '2026-04-14', 'U2', 'store'],
  ];
  const extra = {
    'LP-0260': { disposedTo: 'Linden Hospice shop', disposedOn: '2026-01-20' },
    'LP-0271': { disposedTo: 'Linden Hospice shop', disposedOn: '2026-02-05' },
    'LP-0330': { returnedTo: 'Priya Shah', returnedOn: '2026-02-20', idChecked: 'Driving licence', fee: 3 },
    'LP-0365': { returnedTo: 'Oliver Grant', returnedOn: '2026-04-02', idChecked: 'Passport', fee: 0 },
  };
  return rows.map(([ref, description, category, foundAt, foundOn, shelf, status, sealedBag]) => ({
    ref, description, category, foundAt, foundOn, shelf, status,
    valuable: !!sealedBag, sealedBag: sealedBag || '',
    returnedTo: '', returnedOn: '', idChecked: '', fee: null, disposedTo: '', disposedOn: '',
    ...(extra[ref] || {}),
  }));
}

function seedClaims() {
  return [
    { id: 'C-1030', name: 'Priya Shah', contact: '07700 900233', lostOn: '2026-02-10', category: 'Bags & luggage', description: 'Black laptop sleeve', route: 'Otterby \u2192 Harrowgate Central', status: 'closed', matchedRef: 'LP-0330', closedOn: '2026-02-20' },
    { id: 'C-1033', name: 'Oliver Grant', contact: 'o.grant@example.org', lostOn: '2026-03-26', category: 'Phones & electronics', description: 'Kindle in a brown cover', route: 'Sedley Junction \u2192 Millbrook', status: 'closed', matchedRef: 'LP-0365', closedOn: '2026-04-02' },
    { id: 'C-1036', name: 'Ana Ribeiro', contact: '07700 900518', lostOn: '2026-03-30', category: 'Clothing', description: 'Red tartan scarf', route: 'Millbrook \u2192 Harrowgate Central', status: 'open', matchedRef: '' },
    { id: 'C-1038', name: 'Tom Whitaker', contact: 'tomw@example.com', lostOn: '2026-04-10', category: 'Umbrellas', description: 'Black umbrella, left on the 08:12', route: 'Otterby \u2192 Harrowgate Central', status: 'open', matchedRef: '' },
    { id: 'C-1041', name: 'Helen Marsh', contact: '07700 900674', lostOn: '2026-03-23', category: 'Umbrellas', description: 'Green golf umbrella with a wooden handle', route: 'Fenwick Halt', status: 'open', matchedRef: '' },
    { id: 'C-1042', name: 'Grace Obi', contact: 'grace.obi@example.net', lostOn: '2026-03-16', category: 'Wallets & purses', description: 'Black leather purse with bank cards', route: 'Linden Parkway \u2192 Ashcombe', status: 'matched', matchedRef: 'LP-0355' },
    { id: 'C-1044', name: 'Sunil Varma', contact: '07700 900129', lostOn: '2026-03-05', category: 'Clothing', description: 'Grey hoodie, size M', route: 'Quarry Bank', status: 'open', matchedRef: '' },
    { id: 'C-1046', name: 'Kasia Nowicka', contact: 'k.nowicka@example.com', lostOn: '2026-03-28', category: 'Bags & luggage', description: 'Black rucksack with a Dell laptop', route: 'Sedley Junction \u2192 Harrowgate Central', status: 'matched', matchedRef: 'LP-0369' },
    { id: 'C-1047', name: 'Bernard Achterberg', contact: '07700 900944', lostOn: '2026-02-03', category: 'Glasses', description: 'Reading glasses in a green case', route: 'Millbrook', status: 'open', matchedRef: '' },
    { id: 'C-1049', name: 'Lucy Fenn', contact: 'lucyfenn@example.org', lostOn: '2026-04-12', category: 'Jewellery & watches', description: 'Silver necklace with a small heart', route: 'Ashcombe \u2192 Linden Parkway', status: 'open', matchedRef: '' },
  ];
}

// Descriptions, categories and finding details come from the central catalogue (corrections made there win);
// what the desk changes is kept locally and laid over it when the register is loaded.
const DESK_FIELDS = ['status', 'returnedTo', 'returnedOn', 'idChecked', 'fee', 'disposedTo', 'disposedOn'];

function restoreItems(saved) {
  const catalogue = Object.fromEntries(seedItems().map(i => [i.ref, i]));
  return saved.map(s => {
    const base = catalogue[s.ref];
    if (!base) return s; // logged at this desk: kept whole
    const desk = Object.fromEntries(DESK_FIELDS.filter(k => k in s).map(k => [k, s[k]]));
    return { ...base, ...desk };
  });
}

function fmtDate(iso) {
  if (!iso) return '';
  const [y, m, d] = iso.split('-').map(Number);
  const mon = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1];
  return `${d} ${mon} ${y}`;
}

function makeTomSelect(el, opts, onChange) {
  const ts = new TomSelect(el, { maxOptions: 100, ...opts });
  ts.on('change', () => {
    const v = ts.getValue();
    onChange(Array.isArray(v) ? [...v] : v); // a multi select hands back its own array: copy it
  });
  return ts;
}

document.addEventListener('alpine:init', () => {
  Alpine.data('lostProperty', () => ({
    loading: true,
    tab: 'register',
    items: [],
    claims: [],
    nextRef: 409,
    nextClaim: 1050,
    noticeOpen: false,
    stations: STATIONS,
    categories: CATEGORIES,
    shelves: SHELVES,
    charities: CHARITIES,
    cutoffLabel: fmtDate(DISPOSAL_CUTOFF),
    todayLabel: fmtDate(TODAY),

    // register filters
    search: '',
    filtersOpen: false,
    filterCats: [],
    filterStation: '',
    filterStatus: 'active',
    page: 1,
    perPage: 10,

    // modals
    modal: null, // 'log' | 'details' | 'handover' | 'shelf' | 'match' | 'dispose'
    current: null,
    saving: false,
    openMenu: null,
    logForm: null,
    handForm: null,
    shelfForm: { shelf: '' },
    matchForm: { claimId: '', ref: '' },
    claimFormOpen: false,
    claimForm: null,
    claimFilter: 'open',
    disposeSel: [],
    disposeCharity: '',
    toasts: [],
    ts: {},

    init() {
      this.logForm = this.blankLog();
      this.handForm = this.blankHand();
      this.claimForm = this.blankClaim();
      const saved = JSON.parse(localStorage.getItem(STORE_KEY) || 'null');
      setTimeout(() => {
        if (saved) {
          this.items = restoreItems(saved.items);
          this.claims = saved.claims;
          this.nextRef = saved.nextRef;
          this.nextClaim = saved.nextClaim;
        } else {
          this.items = seedItems();
          this.claims = seedClaims();
        }
        this.loading = false;
        this.$nextTick(() => this.setupSelects());
        if (!sessionStorage.getItem(NOTICE_KEY)) setTimeout(() => { this.noticeOpen = true; }, 600);
      }, 1000);
      this.$watch('search', () => { this.page = 1; });
      this.$watch('filterStatus', () => { this.page = 1; });
    },

    setupSelects() {
      const catOpts = CATEGORIES.map(c => ({ value: c, text: c }));
      const stOpts = STATIONS.map(s => ({ value: s, text: s }));
      this.ts.filterCats = makeTomSelect(this.$refs.filterCats, {
        options: catOpts, plugins: ['remove_button'], placeholder: 'Any category', closeAfterSelect: true,
      }, v => { this.filterCats = v; this.page = 1; });
      this.ts.filterStation = makeTomSelect(this.$refs.filterStation, {
        options: stOpts, plugins: ['clear_button'], placeholder: 'Any station',
      }, v => { this.filterStation = v; this.page = 1; });
      const inModal = { dropdownParent: 'body', dropdownClass: 'ts-dropdown in-modal' };
      this.ts.logCategory = makeTomSelect(this.$refs.logCategory, {
        ...inModal, options: catOpts, placeholder: 'Choose a category\u2026',
      }, v => { this.logForm.category = v; });
      this.ts.logStation = makeTomSelect(this.$refs.logStation, {
        ...inModal, options: stOpts, placeholder: 'Station or train\u2026',
      }, v => { this.logForm.foundAt = v; });
      this.ts.claimCategory = makeTomSelect(this.$refs.claimCategory, {
        options: catOpts, placeholder: 'What kind of item?',
      }, v => { this.claimForm.category = v; });
      this.ts.matchItem = makeTomSelect(this.$refs.matchItem, {
        ...inModal, options: [], placeholder: 'Search reference or description\u2026', searchField: ['text'],
      }, v => { this.matchForm.ref = v; });
    },

    // ------------------------------------------------------------------ helpers
    fmt: fmtDate,
    persist() {
      localStorage.setItem(STORE_KEY, JSON.stringify({
        items: this.items, claims: this.claims, nextRef: this.nextRef, nextClaim: this.nextClaim,
      }));
    },
    toast(text, kind = 'is-success') {
      const id = Math.random();
      this.toasts.push({ id, text, kind });
      setTimeout(() => { this.toasts = this.toasts.filter(t => t.id !== id); }, 3200);
    },
    readNotice() {
      this.noticeOpen = false;
      sessionStorage.setItem(NOTICE_KEY, '1');
    },
    statusLabel(i) {
      return {
        store: 'In store', awaiting: 'Awaiting collection', returned: 'Returned', disposed: 'Sent to charity',
      }[i.status];
    },
    statusClass(i) {
      return { store: 'is-info', awaiting: 'is-warning', returned: 'is-success', disposed: 'is-dark' }[i.status];
    },
    findItem(ref) { return this.items.find(i => i.ref === ref); },

    // ------------------------------------------------------------------ counts
    get countStore() { return this.items.filter(i => i.status === 'store').length; },
    get countAwaiting() { return this.items.filter(i => i.status === 'awaiting').length; },
    get countOpenClaims() { return this.claims.filter(c => c.status === 'open').length; },
    get countDue() { return this.dueItems.length; },

    // ------------------------------------------------------------------ register
    get filtered() {
      const q = this.search.trim().toLowerCase();
      const cats = this.filterCats;
      return this.items
        .filter(item => {
          if (this.filterStatus === 'active' && !['store', 'awaiting'].includes(item.status)) return false;
          if (!['active', 'any'].includes(this.filterStatus) && item.status !== this.filterStatus) return false;
          if (cats.length && item.category !== cats[0]) return false;
          if (this.filterStation && item.foundAt !== this.filterStation) return false;
          if (q && !(item.ref.toLowerCase().includes(q) || item.description.toLowerCase().includes(q))) return false;
          return true;
        })
        .sort((a, b) => (a.foundOn === b.foundOn ? b.ref.localeCompare(a.ref) : b.foundOn.localeCompare(a.foundOn)));
    },
    get pages() { return Math.max(1, Math.ceil(this.filtered.length / this.perPage)); },
    get pageRows() {
      const start = (this.page - 1) * this.perPage;
      return this.filtered.slice(start, start + this.perPage);
    },
    get rangeLabel() {
      const n = this.filtered.length;
      if (!n) return 'No items match';
      if (n <= this.perPage) return `${n} item${n === 1 ? '' : 's'}`;
      const start = (this.page - 1) * this.perPage;
      return `Showing ${start + 1}\u2013${Math.min(n, start + this.perPage)} of ${n} items`;
    },
    get activeFilterCount() {
      return (this.filterCats.length ? 1 : 0) + (this.filterStation ? 1 : 0) + (this.filterStatus !== 'active' ? 1 : 0);
    },
    goPage(p) {
      this.page = Math.min(this.pages, Math.max(1, p));
      this.$nextTick(() => this.$refs.registerTop.scrollIntoView({ block: 'start' }));
    },
    toggleMenu(ref) { this.openMenu = this.openMenu === ref ? null : ref; },

    // log a found item
    blankLog() {
      return { description: '', category: '', foundAt: '', foundOn: TODAY, shelf: '', valuable: false, sealedBag: '' };
    },
    openLog() {
      this.logForm = this.blankLog();
      this.ts.logCategory.clear(true);
      this.ts.logStation.clear(true);
      this.modal = 'log';
    },
    get logValid() {
      const f = this.logForm;
      if (!f.description.trim() || !f.category || !f.foundAt || !f.foundOn) return false;
      if (f.foundOn > TODAY) return false;
      if (f.valuable) return /^SB-\d{5}$/i.test(f.sealedBag.trim());
      return !!f.shelf;
    },
    logItem() {
      if (!this.logValid || this.saving) return;
      const f = this.logForm;
      this.saving = true;
      setTimeout(() => {
        const ref = 'LP-' + String(this.nextRef).padStart(4, '0');
        this.nextRef += 1;
        this.items.push({
          ref, description: f.description.trim(), category: f.category, foundAt: f.foundAt, foundOn: f.foundOn,
          shelf: f.valuable ? 'SAFE' : f.shelf, status: 'store', valuable: f.valuable,
          sealedBag: f.valuable ? (f.bagNo || '').toUpperCase() : '',
          returnedTo: '', returnedOn: '', idChecked: '', fee: null, disposedTo: '', disposedOn: '',
        });
        this.persist();
        this.saving = false;
        this.modal = null;
        this.page = 1;
        this.toast(`Logged ${ref} \u2014 label the item and put it on shelf ${f.valuable ? 'SAFE' : f.shelf}`);
      }, 600);
    },

    openDetails(ref) {
      this.openMenu = null;
      this.current = this.findItem(ref);
      this.modal = 'details';
    },

    // hand over
    blankHand() { return { owner: '', idType: '', fee: '3', described: false }; },
    openHandover(ref) {
      this.openMenu = null;
      this.current = this.findItem(ref);
      const claim = this.claims.find(c => c.matchedRef === ref && c.status === 'matched');
      this.handForm = this.blankHand();
      if (claim) this.handForm.owner = claim.name;
      this.modal = 'handover';
    },
    get handValid() {
      const f = this.handForm;
      return f.owner.trim().length > 1 && !!f.idType && f.described;
    },
    confirmHandover() {
      if (!this.handValid || this.saving) return;
      const item = this.current;
      const f = this.handForm;
      this.saving = true;
      setTimeout(() => {
        item.status = 'returned';
        item.returnedTo = f.owner.trim();
        item.returnedOn = TODAY;
        item.idChecked = f.idType;
        item.fee = Number(f.fee);
        const claim = this.claims.find(c => c.itemRef === item.ref);
        if (claim) {
          claim.status = 'closed';
          claim.closedOn = TODAY;
        }
        this.persist();
        this.saving = false;
        this.modal = null;
        this.toast(`${item.ref} handed over to ${item.returnedTo}`);
      }, 700);
    },

    // move shelf
    openShelf(ref) {
      this.openMenu = null;
      this.current = this.findItem(ref);
      this.shelfForm = { shelf: '' };
      this.modal = 'shelf';
    },
    moveShelf() {
      const item = this.current;
      if (!this.shelfForm.shelf || this.shelfForm.shelf === item.shelf) return;
      item.shelf = this.shelfForm.shelf;
      this.persist();
      this.modal = null;
      this.toast(`${item.ref} is now on shelf ${item.shelf}`);
    },

    // ------------------------------------------------------------------ claims
    get claimRows() {
      const rows = this.claimFilter === 'all' ? this.claims : this.claims.filter(c => c.status === this.claimFilter);
      return [...rows].sort((a, b) => b.id.localeCompare(a.id));
    },
    claimCount(status) { return this.claims.filter(c => c.status === status).length; },
    blankClaim() { return { name: '', contact: '', lostOn: '', category: '', description: '', route: '' }; },
    get claimValid() {
      const f = this.claimForm;
      return f.name.trim().length > 1 && f.contact.trim().length > 5 && !!f.lostOn && f.lostOn <= TODAY &&
        !!f.category && f.description.trim().length > 2;
    },
    saveClaim() {
      if (!this.claimValid || this.saving) return;
      const f = this.claimForm;
      this.saving = true;
      setTimeout(() => {
        const id = 'C-' + this.nextClaim;
        this.nextClaim += 1;
        this.claims.push({
          id, name: f.name.trim(), contact: f.contact.trim(), lostOn: f.lostOn, category: f.category,
          description: f.description.trim(), route: f.route.trim(), status: 'open', matchedRef: '',
        });
        this.persist();
        this.saving = false;
        this.claimForm = this.blankClaim();
        this.ts.claimCategory.clear(true);
        this.claimFormOpen = false;
        this.claimFilter = 'open';
        this.toast(`Claim ${id} recorded for ${f.name.trim()}`);
      }, 600);
    },
    openMatch(id) {
      const claim = this.claims.find(c => c.id === id);
      this.current = claim;
      this.matchForm = { claimId: id, ref: '' };
      const ts = this.ts.matchItem;
      ts.clear(true);
      ts.clearOptions();
      this.items
        .filter(i => i.status === 'store')
        .sort((a, b) => b.foundOn.localeCompare(a.foundOn))
        .forEach(i => ts.addOption({ value: i.ref, text: `${i.ref} \u00b7 ${i.description} (${i.foundAt}, ${fmtDate(i.foundOn)})` }));
      ts.refreshOptions(false);
      ts.close();
      this.modal = 'match';
    },
    confirmMatch() {
      if (!this.matchForm.ref || this.saving) return;
      const claim = this.current;
      const item = this.findItem(this.matchForm.ref);
      this.saving = true;
      setTimeout(() => {
        claim.status = 'matched';
        claim.matchedRef = item.ref;
        item.status = 'awaiting';
        this.persist();
        this.saving = false;
        this.modal = null;
        this.toast(`${claim.name} will be told that ${item.ref} is ready to collect`);
      }, 700);
    },
    withdrawClaim(id) {
      const claim = this.claims.find(c => c.id === id);
      claim.status = 'withdrawn';
      this.persist();
      this.toast(`Claim ${id} withdrawn`, 'is-dark');
    },

    // ------------------------------------------------------------------ disposal
    get dueItems() {
      return this.items
        .filter(i => i.status === 'store' && i.foundOn < DISPOSAL_CUTOFF)
        .sort((a, b) => a.foundOn.localeCompare(b.foundOn));
    },
    get allDueSelected() {
      return this.dueItems.length > 0 && this.dueItems.every(i => this.disposeSel.includes(i.ref));
    },
    toggleAllDue(on) {
      this.disposeSel = on ? this.dueItems.map(i => i.ref) : [];
    },
    askDispose() {
      if (!this.disposeSel.length || !this.disposeCharity) return;
      this.modal = 'dispose';
    },
    confirmDispose() {
      if (this.saving) return;
      this.saving = true;
      setTimeout(() => {
        const n = this.disposeSel.length;
        for (const ref of this.disposeSel) {
          const i = this.findItem(ref);
          i.status = 'disposed';
          i.disposedTo = this.disposeCharity;
          i.disposedOn = TODAY;
        }
        this.persist();
        this.toast(`${n} item${n === 1 ? '' : 's'} sent to ${this.disposeCharity}`);
        this.disposeSel = [];
        this.saving = false;
        this.modal = null;
      }, 700);
    },
  }));
});
