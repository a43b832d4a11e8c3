// Parcelwise: a recipient's view of incoming parcels. Alpine.js component over Bulma, Tom Select for the
// searchable pickers. All data is local (localStorage); the "server" is a timer.
// "Today" is Monday 24 November 2025, 10:05.

const KEY = 'parcelwise.v1.';
const PAGE = 5;
const DOOR_FEE = 2.5;

const load = (k, fallback) => {
  try {
    const v = localStorage.getItem(KEY + k);
    return v ? JSON.parse(v) : fallback;
  } catch (e) {
    return fallback;
  }
};
const store = (k, v) => localStorage.setItem(KEY + k, JSON.stringify(v));
const wait = ms => new Promise(r => setTimeout(r, ms));
const round2 = v => Math.round(v * 100) / 100;

const POINTS = [
  { value: 'Mill Road Co-op locker', text: 'Mill Road Co-op locker', dist: '0.4 mi' },
  { value: 'Hills Road Post Office', text: 'Hills Road Post Office', dist: '0.9 mi' },
  { value: 'Station Square locker', text: 'Station Square locker', dist: '1.3 mi' },
  { value: 'Grafton Centre locker', text: 'Grafton Centre locker', dist: '1.6 mi' },
  { value: 'Chesterton Newsagent', text: 'Chesterton Newsagent', dist: '1.9 mi' },
  { value: 'Cherry Hinton Post Office', text: 'Cherry Hinton Post Office', dist: '2.4 mi' },
];

const CHANNELS = [
  { value: 'email', text: 'Email' },
  { value: 'sms', text: 'Text message (SMS)' },
  { value: 'push', text: 'App notification' },
];

// the parcels as the tracking service knows them (the user's changes are kept separately, by id)
const PARCELS = [
  { id: 'hh', sender: 'Hearth & Home', what: 'Linen bedding set', tracking: 'PW 3302 1190 55', status: 'out',
    eta: 'Today, 13:00–15:00', events: [['Mon 24 Nov 07:40', 'Out for delivery'], ['Sun 23 Nov 22:15', 'At Cambridge depot'], ['Sat 22 Nov 16:02', 'Collected from sender']] },
  { id: 'll', sender: 'Lumen Lighting', what: 'Desk lamp', tracking: 'PW 3297 4410 02', status: 'collect',
    point: 'Mill Road Co-op locker', slot: 'Locker 14', until: 'Thu 27 Nov', code: '048213',
    events: [['Sat 22 Nov 11:20', 'Ready to collect at Mill Road Co-op locker'], ['Fri 21 Nov 09:05', 'Delivery attempted, nobody in']] },
  { id: 'kc', sender: 'Kettle & Crumb', what: 'Baking tins', tracking: 'PW 3298 0057 31', status: 'collect',
    point: 'Hills Road Post Office', slot: 'Counter', until: 'Sat 29 Nov', code: '731904',
    events: [['Sun 23 Nov 12:40', 'Ready to collect at Hills Road Post Office']] },
  { id: 'nb', sender: 'Northwind Books', what: '2 paperbacks', tracking: 'PW 3305 7781 90', status: 'transit',
    eta: 'Tue 25 Nov', events: [['Sun 23 Nov 19:30', 'At Peterborough hub'], ['Sat 22 Nov 14:10', 'Collected from sender']] },
  { id: 'os', sender: 'Oddsock Co.', what: 'Socks subscription', tracking: 'PW 3306 0143 28', status: 'transit',
    eta: 'Wed 26 Nov', events: [['Mon 24 Nov 06:12', 'Label created by sender']] },
  { id: 'pf', sender: 'Pixel Forge', what: 'Mechanical keyboard', tracking: 'PW 3290 5521 64', status: 'delayed',
    eta: 'Thu 27 Nov', events: [['Mon 24 Nov 05:50', 'Delayed at Leeds hub'], ['Thu 20 Nov 17:30', 'Collected from sender']] },
  { id: 'mt', sender: 'Moonbeam Tea', what: 'Tea sampler', tracking: 'PW 3307 2290 11', status: 'transit',
    eta: 'Fri 28 Nov', events: [['Mon 24 Nov 08:30', 'Collected from sender']] },
  { id: 'tf', sender: 'Trailfox Outdoor', what: 'Hiking boots', tracking: 'PW 3281 6604 47', status: 'delivered',
    delivered: 'Tue 18 Nov', price: 64.0, events: [['Tue 18 Nov 11:48', 'Delivered, signed by R. Quint']] },
  { id: 'pc', sender: 'Papercut Stationery', what: 'Notebooks', tracking: 'PW 3277 9012 83', status: 'delivered',
    delivered: 'Fri 14 Nov', price: 18.4, events: [['Fri 14 Nov 15:20', 'Delivered to porch']] },
  { id: 'gs', sender: 'Greenleaf Seeds', what: 'Winter seed box', tracking: 'PW 3269 3345 09', status: 'delivered',
    delivered: 'Mon 10 Nov', price: 12.99, returnRef: 'RT-4402', events: [['Mon 10 Nov 10:02', 'Delivered to front door']] },
  { id: 'am', sender: 'Atlas Maps', what: 'Wall map', tracking: 'PW 3258 1177 36', status: 'delivered',
    delivered: 'Mon 3 Nov', price: 22.0, events: [['Mon 3 Nov 13:37', 'Delivered to front door']] },
];

const RETURNS = [
  { ref: 'RT-4402', parcel: 'gs', sender: 'Greenleaf Seeds', what: 'Winter seed box', reason: 'No longer needed',
    methodText: 'Dropped off at Hills Road Post Office', refund: 12.99, status: 'Refunded' },
];

const ADDRESSES = [
  { id: 'home', name: 'Home', line: '42 Mill Road', town: 'Cambridge', postcode: 'CB1 2AD' },
  { id: 'work', name: 'Work', line: 'Unit 5, Science Park', town: 'Cambridge', postcode: 'CB4 0FW' },
];

const PREFS = { channels: ['email'], mobile: '07700 900461', quiet: 'off', askNeighbour: true };

const POSTCODE = /^[A-Z]{1,2}[0-9][A-Z]? ?[0-9][A-Z]{2}$/i;

document.addEventListener('alpine:init', () => {
  Alpine.data('parcelwise', () => ({
    PAGE,
    tab: 'deliveries',
    loading: true,
    modal: null,
    toast: '',
    busy: null,
    filters: [
      { id: 'all', label: 'All' },
      { id: 'way', label: 'On the way' },
      { id: 'collect', label: 'Ready to collect' },
      { id: 'delivered', label: 'Delivered' },
    ],
    filter: 'all',
    q: '',
    shown: PAGE,
    parcels: [],
    openTrack: null,
    menuFor: null,
    current: null,
    rating: 0,
    change: { kind: '', place: '', neighbourNo: '', point: '', day: '' },
    report: { reason: '', details: '' },
    returns: [],
    retOpen: false,
    ret: { parcelId: '', reason: '', method: '', day: '' },
    addresses: [],
    defaultAddress: 'home',
    addrOpen: false,
    addr: { name: '', line: '', town: '', postcode: '', makeDefault: false },
    addrError: '',
    prefs: JSON.parse(JSON.stringify(PREFS)),
    savedPrefs: JSON.stringify(PREFS),
    laterDays: ['Sat 29 Nov', 'Mon 1 Dec', 'Tue 2 Dec'],

    init() {
      const changes = load('changes', {});
      this.returns = load('returns', RETURNS);
      this.addresses = load('addresses', ADDRESSES);
      this.defaultAddress = load('defaultAddress', 'home');
      const prefs = load('prefs', null);
      if (prefs) {
        this.prefs = prefs;
        this.savedPrefs = JSON.stringify(prefs);
      }
      this.$nextTick(() => this.initSelects());
      // the tracking service answers after a moment
      setTimeout(() => {
        this.parcels = PARCELS.map(p => ({ ...p, ...(changes[p.id] || {}) }));
        this.loading = false;
      }, 1200);
      if (!load('rated', false)) {
        setTimeout(() => {
          if (!this.modal) this.modal = 'rate';
        }, 1400);
      }
    },

    initSelects() {
      this.pointTS = new TomSelect(document.getElementById('cd-point'), {
        options: POINTS,
        maxItems: 1,
        placeholder: 'Search lockers and Post Offices',
        render: {
          option: (d, esc) => `<div>${esc(d.text)} <span class="has-text-grey is-size-7">· ${esc(d.dist)}</span></div>`,
          item: (d, esc) => `<div>${esc(d.text)}</div>`,
        },
        onChange: v => { this.change.point = v; },
      });
      this.retTS = new TomSelect(document.getElementById('ret-parcel'), {
        options: [],
        maxItems: 1,
        controlInput: null,
        placeholder: 'Choose a parcel…',
        onChange: v => { this.ret.parcelId = v; },
      });
      this.prefTS = new TomSelect(document.getElementById('pref-channels'), {
        options: CHANNELS,
        items: this.prefs.channels,
        plugins: ['remove_button'],
        closeAfterSelect: true,
        placeholder: 'Add a channel',
        onChange: v => { this.prefs.channels = Array.isArray(v) ? [...v] : (v ? v.split(',') : []); },
      });
    },

    // -------------------------------------------------------------- list
    keep() {
      const changes = {};
      for (const p of this.parcels) {
        const c = {};
        for (const k of ['plan', 'problem', 'returnRef', 'status', 'point', 'eta']) {
          const base = PARCELS.find(b => b.id === p.id);
          if (JSON.stringify(p[k]) !== JSON.stringify(base[k])) c[k] = p[k];
        }
        if (Object.keys(c).length) changes[p.id] = c;
      }
      store('changes', changes);
    },
    get filteredParcels() {
      const q = this.q.trim().toLowerCase();
      return this.parcels.filter(p => {
        if (this.filter !== 'all' && this.group(p) !== this.filter) return false;
        if (!q) return true;
        return p.sender.toLowerCase().includes(q) || p.tracking.replace(/\s/g, '').toLowerCase().includes(q.replace(/\s/g, ''));
      });
    },
    get visibleParcels() {
      return this.filteredParcels.slice(0, this.shown);
    },
    group(p) {
      if (p.status === 'collect') return 'collect';
      if (p.status === 'delivered') return 'delivered';
      return 'way';
    },
    countFor(id) {
      return id === 'all' ? this.parcels.length : this.parcels.filter(p => this.group(p) === id).length;
    },
    setFilter(id) {
      this.filter = id;
      this.shown = PAGE;
    },
    onTheWay(p) {
      return ['out', 'transit', 'delayed'].includes(p.status);
    },
    statusLabel(p) {
      if (p.plan && p.plan.kind === 'point') return 'Redirected';
      return { out: 'Out for delivery', transit: 'On its way', delayed: 'Delayed', collect: 'Ready to collect', delivered: 'Delivered' }[p.status];
    },
    statusClass(p) {
      return { out: 'is-primary', transit: 'is-info is-light', delayed: 'is-warning', collect: 'is-success', delivered: 'is-light' }[p.status];
    },
    etaText(p) {
      if (p.status === 'collect') return `At ${p.point} · collect by ${p.until}`;
      if (p.status === 'delivered') return `Delivered ${p.delivered}`;
      if (p.plan && p.plan.kind === 'point') return `Ready to collect from ${p.plan.ready}`;
      if (p.plan && p.plan.kind === 'day') return `Arriving ${p.plan.day}`;
      return p.status === 'out' ? `Arriving ${p.eta}` : `Arriving ${p.eta}`;
    },
    planText(p) {
      const pl = p.plan;
      if (!pl) return p.status === 'out' ? 'On the van · to your door' : 'To your door';
      switch (pl.kind) {
        case 'safe':
          return `Leave in a safe place: ${pl.place}`;
        case 'neighbour':
          return pl.number ? `Leave with a neighbour at no. ${pl.number}` : 'Leave with a neighbour';
        case 'point':
          return `Going to ${pl.point}`;
        case 'day':
          return `Rescheduled to ${pl.day}`;
      }
      return 'To your door';
    },
    copyTracking(p) {
      this.menuFor = null;
      navigator.clipboard && navigator.clipboard.writeText(p.tracking).catch(() => {});
      this.say('Tracking number copied');
    },
    say(msg) {
      this.toast = msg;
      clearTimeout(this._t);
      this._t = setTimeout(() => { this.toast = ''; }, 3200);
    },
    closeRating() {
      store('rated', true);
      if (this.rating) this.say('Thanks for rating your delivery');
      this.modal = null;
    },

    // -------------------------------------------------------------- change delivery
    openChange(p) {
      this.current = p;
      this.change = { kind: '', place: '', neighbourNo: '', point: '', day: '' };
      this.pointTS.clear(true);
      this.modal = 'change';
    },
    get canSaveChange() {
      const c = this.change;
      if (c.kind === 'safe') return !!c.place;
      if (c.kind === 'neighbour') return c.neighbourNo.trim() !== '';
      if (c.kind === 'point') return !!c.point;
      if (c.kind === 'day') return !!c.day;
      return false;
    },
    async saveChange() {
      const p = this.current;
      const c = this.change;
      this.busy = 'change';
      await wait(900);
      let plan;
      if (c.kind === 'safe') plan = { kind: 'safe', place: c.place };
      else if (c.kind === 'neighbour') plan = { kind: 'neighbour', house: c.neighbourNo.trim() };
      else if (c.kind === 'point') plan = { kind: 'point', point: c.point, ready: p.eta };
      else plan = { kind: 'day', day: c.day };
      p.plan = plan;
      this.keep();
      this.busy = null;
      this.modal = null;
      this.say(`Delivery updated for ${p.sender}`);
    },

    // -------------------------------------------------------------- problems
    openReport(p) {
      this.menuFor = null;
      this.current = p;
      this.report = { reason: '', details: '' };
      this.modal = 'report';
    },
    async submitReport() {
      const p = this.current;
      this.busy = 'report';
      await wait(800);
      p.problem = this.report.reason;
      this.keep();
      this.busy = null;
      this.modal = null;
      this.say('Thanks, we have passed your report on');
    },

    // -------------------------------------------------------------- collection codes
    askCode(p) {
      this.current = p;
      this.modal = 'code-ask';
    },
    fmtCode(code) {
      // six digits, shown as two groups of three
      return Number(code).toLocaleString('en-GB').replace(',', ' ');
    },

    // -------------------------------------------------------------- returns
    openReturns() {
      this.tab = 'returns';
    },
    returnable() {
      return this.parcels.filter(p => p.status === 'delivered' && !p.returnRef);
    },
    toggleReturnForm() {
      this.retOpen = !this.retOpen;
      if (this.retOpen) this.resetReturn();
    },
    resetReturn(id) {
      this.ret = { parcelId: '', reason: '', method: '', day: '' };
      this.retTS.clear(true);
      this.retTS.clearOptions();
      this.retTS.addOptions(this.returnable().map(p => ({ value: p.id, text: `${p.sender} · ${p.what} (£${p.price.toFixed(2)})` })));
      if (id) this.retTS.setValue(id);
    },
    startReturnFor(p) {
      this.menuFor = null;
      this.tab = 'returns';
      this.retOpen = true;
      this.resetReturn(p.id);
    },
    get retParcel() {
      return this.parcels.find(p => p.id === this.ret.parcelId) || null;
    },
    get previewRefund() {
      const p = this.retParcel;
      return p ? round2(p.price - (this.ret.method === 'door' ? DOOR_FEE : 0)) : 0;
    },
    returnFee(method) {
      return method === 'collection' ? DOOR_FEE : 0;
    },
    get canCreateReturn() {
      const r = this.ret;
      return !!(r.parcelId && r.reason && (r.method === 'dropoff' || (r.method === 'door' && r.day)));
    },
    async createReturn() {
      const p = this.retParcel;
      const r = this.ret;
      this.busy = 'return';
      await wait(1000);
      const ref = 'RT-' + (4471 + this.returns.length - 1);
      this.returns.unshift({
        ref,
        parcel: p.id,
        sender: p.sender,
        what: p.what,
        reason: r.reason,
        methodText: r.method === 'door' ? `Collection ${r.day}` : 'Drop-off',
        refund: round2(p.price - this.returnFee(r.method)),
        status: r.method === 'door' ? 'Collection booked' : 'Label ready',
      });
      p.returnRef = ref;
      store('returns', this.returns);
      this.keep();
      this.busy = null;
      this.retOpen = false;
      this.say(`Return ${ref} created`);
    },
    money(v) {
      return '£' + Number(v).toFixed(2);
    },

    // -------------------------------------------------------------- addresses
    get canSaveAddress() {
      const a = this.addr;
      return !!(a.name.trim() && a.line.trim() && a.town.trim() && a.postcode.trim());
    },
    async saveAddress() {
      const a = this.addr;
      const pc = a.postcode.trim().toUpperCase();
      if (!POSTCODE.test(pc)) {
        this.addrError = 'Enter a real UK postcode, like CB1 2AD';
        return;
      }
      this.addrError = '';
      this.busy = 'address';
      await wait(600);
      const id = 'a' + Date.now();
      const tidy = pc.includes(' ') ? pc : pc.slice(0, -3) + ' ' + pc.slice(-3);
      this.addresses.push({ id, name: a.name.trim(), line: a.line.trim(), town: a.town.trim(), postcode: tidy });
      if (a.makeDefault) this.defaultAddress = id;
      store('addresses', this.addresses);
      store('defaultAddress', this.defaultAddress);
      this.addr = { name: '', line: '', town: '', postcode: '', makeDefault: false };
      this.addrOpen = false;
      this.busy = null;
      this.say('Address saved');
    },
    makeDefault(a) {
      this.defaultAddress = a.id;
      store('defaultAddress', a.id);
      this.say(`${a.name} is now your default address`);
    },
    removeAddress(a) {
      if (!confirm(`Delete the address "${a.name}"?`)) return;
      this.addresses = this.addresses.filter(x => x.id !== a.id);
      store('addresses', this.addresses);
    },

    // -------------------------------------------------------------- notifications
    openPrefs() {
      this.tab = 'prefs';
    },
    get prefsChanged() {
      return JSON.stringify(this.prefs) !== this.savedPrefs;
    },
    async savePrefs() {
      this.busy = 'prefs';
      await wait(700);
      const snapshot = JSON.parse(JSON.stringify(this.prefs));
      store('prefs', snapshot);
      this.savedPrefs = JSON.stringify(snapshot);
      this.busy = null;
      this.say('Notification preferences saved');
    },
  }));
});
