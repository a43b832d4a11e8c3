// Eastgate Community Food Bank: the distribution desk. One Alpine.js component (ES module build) over Bulma's
// markup; Tom Select drives the donor and item pickers of the donation form (see pickers.js).
import Alpine from '../../node_modules/alpinejs/dist/module.esm.js';
import { TODAY, VISIT_LIMIT, DIETS, SIZES, PARCELS, EXTRAS, CATEGORIES, HANDED_OUT, STOCK,
  seedHouseholds, seedVouchers, seedDonations } from './data.js';
import { addMonths, dateShort, dayDate, dayDateYear, isoLocal, people, surname, clock, wait } from './util.js';
import { pickers } from './pickers.js';

const KEY = 'eastgate-desk-v2';
const PER_PAGE = 10;

function seed() {
  const households = seedHouseholds();
  const vouchers = seedVouchers(households);
  const handouts = HANDED_OUT.map(([code, time, size, extras]) => {
    const h = households.find(x => x.id === vouchers.find(v => v.code === code).household);
    h.visits.push(TODAY);
    return { code, time, size, extras, people: h.adults + h.children };
  });
  return { households, vouchers, handouts, stock: STOCK.map(s => ({ ...s })), donations: seedDonations(), nextVoucher: 4861, nextDonation: 321 };
}

Alpine.data('desk', () => ({
  loading: true, tab: 'desk', whatsNew: false, saving: false, now: clock(), toasts: [],
  households: [], vouchers: [], handouts: [], stock: [], donations: [], nextVoucher: 0, nextDonation: 0,
  query: '', searched: '', searching: false, cardMenu: null,
  parcel: null, cancelV: null, edit: null, ev: null,
  hh: { q: '', page: 1, menu: null },
  openCats: ['Tins', 'Dry goods', 'Drinks'],
  donation: { open: false, donor: '', item: '', itemText: '', qty: '', lines: [] },
  DIETS, SIZES, EXTRAS, CATEGORIES, VISIT_LIMIT,
  ...pickers,

  init() {
    const saved = JSON.parse(localStorage.getItem(KEY) || 'null');
    Object.assign(this, saved || seed());
    setInterval(() => { this.now = clock(); }, 20000);
    setTimeout(() => { this.loading = false; }, 1000);
    if (!localStorage.getItem('eastgate-whatsnew-2.4')) setTimeout(() => { this.whatsNew = true; }, 1700);
  },

  persist() {
    const { households, vouchers, handouts, stock, donations, nextVoucher, nextDonation } = this;
    localStorage.setItem(KEY, JSON.stringify({ households, vouchers, handouts, stock, donations, nextVoucher, nextDonation }));
  },

  closeWhatsNew() { this.whatsNew = false; localStorage.setItem('eastgate-whatsnew-2.4', 'seen'); },

  toast(text, kind = 'is-success') {
    const id = Math.random();
    this.toasts.push({ id, text, kind });
    setTimeout(() => { this.toasts = this.toasts.filter(t => t.id !== id); }, 4000);
  },

  async busy(fn) {
    this.saving = true;
    await wait(500);
    fn();
    this.saving = false;
    this.persist();
  },

  // ------------------------------------------------------------ lookups and rules
  household(id) { return this.households.find(h => h.id === id); },
  voucher(code) { return this.vouchers.find(v => v.code === code); },
  people, dateShort, dayDate, dayDateYear,

  sizeOf(h) {
    const n = h.adults + h.children;
    return n > 5 ? 'large' : n >= 3 ? 'family' : n === 2 ? 'couple' : 'single';
  },

  visits6m(h) {
    const cutoff = dateShort(addMonths(TODAY, -6));
    return h.visits.filter(v => v >= cutoff).length;
  },

  lastVisit(h) { return h.visits.length ? dateShort([...h.visits].sort().at(-1)) : '—'; },

  status(v) {
    if (v.status === 'issued' && v.until < TODAY) return 'expired';
    return v.status;
  },

  statusLabel(v) {
    return { issued: 'Valid', expired: 'Expired', 'checked-in': 'Checked in', redeemed: 'Parcel given', cancelled: 'Cancelled' }[this.status(v)];
  },

  blocker(v) {
    const s = this.status(v);
    if (s === 'expired') return `Expired on ${dayDate(v.until)}: the agency must issue a new voucher.`;
    if (s !== 'issued') return '';
    const n = this.visits6m(this.household(v.household));
    return n >= VISIT_LIMIT ? `Limit reached: ${n} parcels in the last 6 months. The referral agency must speak to the manager.` : '';
  },

  // ------------------------------------------------------------ desk
  search() {
    this.searching = true;
    setTimeout(() => { this.searched = this.query.trim(); this.searching = false; }, 350);
  },

  get results() {
    const q = this.searched.toLowerCase().replace(/\s+/g, '');
    if (q.length < 2) return [];
    return this.vouchers.filter(v => {
      const h = this.household(v.household);
      return v.code.toLowerCase().includes(q) || h.name.toLowerCase().replace(/\s+/g, '').includes(q)
        || h.postcode.toLowerCase().replace(/\s+/g, '').includes(q);
    }).sort((a, b) => a.code.localeCompare(b.code));
  },

  get queue() { return this.vouchers.filter(v => v.status === 'checked-in').sort((a, b) => a.checkedInAt.localeCompare(b.checkedInAt)); },
  get parcelsToday() { return this.handouts.length; },
  get peopleToday() { return this.handouts.reduce((s, h) => s + h.people, 0); },
  get lowStock() { return this.stock.filter(s => s.qty <= s.low).length; },

  checkIn(code) {
    const v = this.voucher(code);
    if (this.blocker(v)) return;
    this.busy(() => {
      v.status = 'checked-in';
      v.checkedInAt = clock();
      this.toast(`${this.household(v.household).name} checked in and waiting`);
    });
  },

  openParcel(code) {
    const v = this.voucher(code);
    const h = this.household(v.household);
    this.parcel = { code, extras: { toiletries: false, baby: h.diets.includes('Baby items'), pet: !!h.pet }, pet: h.pet };
  },

  parcelItems(size) {
    return Object.entries(PARCELS[size]).map(([id, n]) => `${n} × ${this.stock.find(s => s.id === id).name}`).join(', ');
  },

  handOut() {
    const p = this.parcel;
    const v = this.voucher(p.code);
    const h = this.household(v.household);
    this.busy(() => {
      const size = this.sizeOf(h);
      const take = (item, n) => { if (item) item.qty = Math.max(0, item.qty - n); };
      for (const [id, n] of Object.entries(PARCELS[size])) take(this.stock.find(s => s.id === id), n);
      const extras = [];
      if (p.extras.toiletries) { take(this.stock.find(s => s.id === 'toiletries'), 1); extras.push('Toiletries pack'); }
      if (p.extras.baby) { take(this.stock.find(s => s.id === 'baby'), 1); extras.push('Baby pack'); }
      if (p.extras.pet && p.pet) { take(this.stock.find(s => s.category === 'Pet food'), 1); extras.push(`Pet food (${p.pet})`); }
      this.handouts.push({ code: v.code, time: clock(), size, extras, people: h.adults + h.children });
      v.status = 'redeemed';
      h.visits.push(TODAY);
      this.parcel = null;
      this.toast(`Parcel handed to ${h.name}`);
    });
  },

  // ------------------------------------------------------------ vouchers
  openCancel(code) { this.cardMenu = null; this.cancelV = { code, reason: '' }; },

  cancelVoucher() {
    const v = this.voucher(this.cancelV.code);
    const reason = this.cancelV.reason;
    this.busy(() => {
      v.status = 'cancelled';
      v.cancelReason = reason;
      this.cancelV = null;
      this.toast(`${v.code} cancelled (${reason.toLowerCase()})`, 'is-warning');
    });
  },

  openEmergency(id) { this.hh.menu = null; this.ev = { household: id, reason: '', days: '14', issued: null }; },

  issueVoucher() {
    const ev = this.ev;
    this.busy(() => {
      const [y, m, d] = TODAY.split('-').map(Number);
      const until = new Date(y, m, d + Number(ev.days));
      const v = { code: 'EV-' + this.nextVoucher++, household: ev.household, agency: 'Food bank (emergency)', issued: TODAY,
        until: isoLocal(until), status: 'issued', checkedInAt: null, reason: ev.reason };
      this.vouchers.push(v);
      this.ev = { ...ev, issued: v.code };
    });
  },

  // ------------------------------------------------------------ households
  get sortedHouseholds() {
    const q = this.hh.q.trim().toLowerCase();
    return this.households.filter(h => !q || h.name.toLowerCase().includes(q) || h.postcode.toLowerCase().includes(q))
      .sort((a, b) => surname(a.name).localeCompare(surname(b.name)));
  },
  get hhPages() { return Math.max(1, Math.ceil(this.sortedHouseholds.length / PER_PAGE)); },
  get hhRows() {
    const page = Math.min(this.hh.page, this.hhPages);
    return this.sortedHouseholds.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  },

  openEdit(id) {
    this.hh.menu = null;
    const h = this.household(id);
    this.edit = { id, name: h.name, phone: h.phone, postcode: h.postcode, adults: h.adults, children: h.children,
      diets: [...h.diets], pet: h.pet, notes: h.notes };
  },

  saveEdit() {
    const e = this.edit;
    this.busy(() => {
      const h = this.household(e.id);
      Object.assign(h, { name: e.name.trim(), phone: e.phone.trim(), postcode: e.postcode.trim().toUpperCase(),
        adults: Number(e.adults), children: Number(e.children), diets: DIETS.filter(d => e.diets.includes(d)), pet: e.pet, notes: e.notes });
      this.edit = null;
      this.toast(`${h.name}'s household saved`);
    });
  },

  // ------------------------------------------------------------ stock
  itemsIn(cat) { return this.stock.filter(s => s.category === cat); },
  toggleCat(cat) { this.openCats = this.openCats.includes(cat) ? this.openCats.filter(c => c !== cat) : [...this.openCats, cat]; },
  donationText(d) { return d.lines.map(([id, n]) => `${n} × ${(this.stock.find(s => s.id === id) || { name: id }).name}`).join(', '); },
  get donationList() { return [...this.donations].reverse(); },
}));

window.Alpine = Alpine;
Alpine.start();
