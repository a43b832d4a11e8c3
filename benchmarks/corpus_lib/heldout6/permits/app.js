// ParkPass: residents' parking permits, visitor vouchers and account settings (Alpine.js + Tom Select).
// "Today" is pinned: Monday 3 November 2025.
const TODAY = '2025-11-03';
const KEYS = { permits: 'parkpass.permits', vouchers: 'parkpass.vouchers', hours: 'parkpass.hours',
  account: 'parkpass.account', prefs: 'parkpass.prefs', cookies: 'parkpass.cookies' };

const ZONES = { A: { name: 'Zone A – Old Town', rate: 12 }, B: { name: 'Zone B – Riverside', rate: 10 }, C: { name: 'Zone C – Northgate', rate: 8 } };
const MAKES = ['Audi', 'BMW', 'Citroën', 'Dacia', 'Fiat', 'Ford', 'Honda', 'Hyundai', 'Kia', 'Mazda', 'Mercedes-Benz', 'MG',
  'Nissan', 'Peugeot', 'Renault', 'Seat', 'Skoda', 'Tesla', 'Toyota', 'Vauxhall', 'Volkswagen', 'Volvo'];

const SEED_PERMITS = [
  { id: 'PP-2024-0988', plate: 'EB-318-K', make: 'Ford', fuel: 'Petrol', zone: 'A', start: '2024-12-01', end: '2025-05-31', paid: 72, status: 'Expired' },
  { id: 'PP-2025-0117', plate: 'EB-318-K', make: 'Ford', fuel: 'Petrol', zone: 'A', start: '2025-06-01', end: '2025-11-30', paid: 72, status: 'Active' },
  { id: 'PP-2025-0342', plate: 'EB-902-T', make: 'Kia', fuel: 'Hybrid', zone: 'B', start: '2025-09-01', end: '2026-02-28', paid: 60, status: 'Active' },
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = n => String(n).padStart(2, '0');
const iso = d => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
function parse(s) { const [y, m, d] = s.split('-').map(Number); return new Date(y, m - 1, d); }
function fmtDate(s) { if (!s) return ''; const d = parse(s); return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`; }
// the day before the same date `months` later
function endFor(start, months) { const d = parse(start); return iso(new Date(d.getFullYear(), d.getMonth() + Number(months), d.getDate() - 1)); }
// last day of the month `months` after the month of `end`
function extendEnd(end, months) { const d = parse(end); return iso(new Date(d.getFullYear(), d.getMonth() + months + 1, 0)); }

function price(zone, months, fuel) {
  if (!ZONES[zone]) return 0;
  const paidMonths = months === 12 ? 11 : months; // a year's permit has one month free
  const total = ZONES[zone].rate * paidMonths;
  return fuel === 'Electric' ? total / 2 : total;
}

function load(key, fallback) {
  try { const v = JSON.parse(localStorage.getItem(key)); return v ?? fallback; } catch { return fallback; }
}
const wait = ms => new Promise(r => setTimeout(r, ms));

// the council's voucher service answers with strings
function fetchVouchers() {
  return wait(800).then(() => load(KEYS.vouchers, [
    { id: 'V-2201', plate: 'GH-19-XT', date: '2025-11-05', hours: '2' },
    { id: 'V-2202', plate: 'KT-402-A', date: '2025-11-12', hours: '3' },
  ]));
}

document.addEventListener('alpine:init', () => {
  Alpine.data('parkpass', () => ({
    view: 'permits',
    menu: null,
    modal: null,
    target: null,
    vtarget: null,
    busy: false,
    toasts: [],
    cookiesChosen: !!localStorage.getItem(KEYS.cookies),

    // permits
    loadingPermits: true,
    permits: load(KEYS.permits, SEED_PERMITS),
    showPast: false,
    renewMonths: 6,
    newPlate: '',

    // apply
    makes: MAKES,
    fuels: ['Petrol', 'Diesel', 'Hybrid', 'Electric'],
    step: 1,
    form: { plate: '', make: '', fuel: 'Petrol', zone: '', start: '', months: '6', resident: false },
    applyError: '',
    paying: false,
    issued: null,

    // vouchers
    loadingVouchers: true,
    vouchers: [],
    hoursLeft: load(KEYS.hours, 18),
    vform: { plate: '', date: '', hours: 1 },
    voucherError: '',

    // account
    open: null,
    editing: null,
    draft: '',
    fieldError: '',
    account: load(KEYS.account, { email: 'jordan.reyes@example.com', phone: '07700 900123' }),
    prefs: load(KEYS.prefs, { email: true, sms: false }),

    async init() {
      const route = () => { this.view = (location.hash || '#permits').slice(1); this.menu = null; };
      window.addEventListener('hashchange', route);
      route();
      fetchVouchers().then(v => { this.vouchers = v; this.loadingVouchers = false; });
      await wait(1000);
      this.loadingPermits = false;
    },

    fmtDate, endFor, price,
    money(n) { return '€' + Number(n).toFixed(2); },
    zoneName(z) { return ZONES[z] ? ZONES[z].name : ''; },
    plateOk(p) { return /^[A-Z0-9][A-Z0-9 -]{3,9}$/i.test((p || '').trim()); },
    toast(text) {
      const id = Math.random();
      this.toasts.push({ id, text });
      setTimeout(() => { this.toasts = this.toasts.filter(t => t.id !== id); }, 3000);
    },
    chooseCookies(choice) { localStorage.setItem(KEYS.cookies, choice); this.cookiesChosen = true; },
    savePermits() { localStorage.setItem(KEYS.permits, JSON.stringify(this.permits)); },

    get currentPermits() {
      return this.permits.filter(p => p.status !== 'Expired').sort((a, b) => b.end.localeCompare(a.end));
    },
    get pastPermits() { return this.permits.filter(p => p.status === 'Expired'); },

    // ------------------------------------------------------------ permit actions
    openRenew(p) { this.menu = null; this.target = p; this.renewMonths = 6; this.modal = 'renew'; },
    async renew() {
      this.busy = true;
      await wait(1000);
      const p = this.permits.find(x => x.id === this.target.id);
      p.paid += price(p.zone, this.renewMonths, p.fuel);
      p.end = extendEnd(p.end, this.renewMonths);
      this.busy = false;
      this.savePermits();
      this.modal = null;
      this.toast(`Permit ${p.id} renewed until ${fmtDate(p.end)}`);
    },
    openVehicle(p) { this.menu = null; this.target = p; this.newPlate = ''; this.modal = 'vehicle'; },
    changeVehicle() {
      const p = this.permits.find(x => x.id === this.target.id);
      p.plate = this.newPlate.trim().toUpperCase();
      this.savePermits();
      this.modal = null;
      this.toast(`Vehicle updated on ${p.id}`);
    },
    openCancel(p) { this.menu = null; this.target = p; this.modal = 'cancel'; },
    cancelPermit() {
      const p = this.permits.find(x => x.plate === this.target.plate);
      p.status = 'Cancelled';
      p.end = TODAY;
      this.savePermits();
      this.modal = null;
      this.toast(`Permit ${this.target.id} cancelled`);
    },

    // ------------------------------------------------------------ apply
    initMake(el) {
      new TomSelect(el, {
        options: MAKES.map(m => ({ value: m, text: m })),
        maxOptions: 50,
        onChange: v => { this.form.make = v; },
      });
    },
    initZone(el) {
      new TomSelect(el, { onChange: v => { this.form.zone = v; } });
    },
    get step1Valid() { return this.plateOk(this.form.plate) && !!this.form.make; },
    get applyTotal() { return price(this.form.zone, this.form.months, this.form.fuel); },
    toStep3() {
      this.applyError = '';
      if (this.form.start <= TODAY) { this.applyError = "The start date can't be in the past."; return; }
      this.step = 3;
    },
    async pay() {
      this.paying = true;
      await wait(1200);
      const n = this.permits.length;
      const permit = {
        id: 'PP-2025-' + String(400 + n).padStart(4, '0'),
        plate: this.form.plate.trim().toUpperCase(), make: this.form.make, fuel: this.form.fuel, zone: this.form.zone,
        start: this.form.start, end: endFor(this.form.start, this.form.months), paid: this.applyTotal, status: 'Active',
      };
      this.permits.push(permit);
      this.savePermits();
      this.issued = permit;
      this.paying = false;
      this.step = 4;
    },
    resetApply() {
      this.step = 1;
      this.form = { plate: '', make: '', fuel: 'Petrol', zone: '', start: '', months: '6', resident: false };
    },

    // ------------------------------------------------------------ vouchers
    bookVoucher() {
      this.voucherError = '';
      if (this.vform.date < TODAY) { this.voucherError = 'Choose today or a later date.'; return; }
      if (this.vform.hours > this.hoursLeft) { this.voucherError = 'You do not have enough visitor hours left.'; return; }
      const v = { id: 'V-' + (2201 + this.vouchers.length), plate: this.vform.plate.trim().toUpperCase(), date: this.vform.date, hours: this.vform.hours };
      this.vouchers.push(v);
      this.hoursLeft -= v.hours;
      this.saveVouchers();
      this.toast(`Voucher booked for ${v.plate} on ${fmtDate(v.date)}`);
      this.vform = { plate: '', date: '', hours: 1 };
    },
    openCancelVoucher(v) { this.menu = null; this.vtarget = v; this.modal = 'cancel-voucher'; },
    cancelVoucher() {
      const v = this.vtarget;
      this.vouchers = this.vouchers.filter(x => x.id !== v.id);
      this.hoursLeft += v.hours;
      this.saveVouchers();
      this.modal = null;
      this.toast('Voucher cancelled');
    },
    saveVouchers() {
      localStorage.setItem(KEYS.vouchers, JSON.stringify(this.vouchers));
      localStorage.setItem(KEYS.hours, JSON.stringify(this.hoursLeft));
    },

    // ------------------------------------------------------------ account
    startEdit(field) { this.editing = field; this.draft = this.account[field]; this.fieldError = ''; },
    saveField() {
      const value = this.draft.trim();
      if (this.editing === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) { this.fieldError = 'Enter a valid email address.'; return; }
      if (this.editing === 'phone' && !/^\+?[0-9 ]{10,16}$/.test(value)) { this.fieldError = 'Enter a valid mobile number.'; return; }
      this.account[this.editing] = value;
      localStorage.setItem(KEYS.account, JSON.stringify(this.account));
      this.editing = null;
      this.toast('Contact details saved');
    },
    savePrefs() {
      const prefs = { ...this.prefs, updatedAt: TODAY.toISOString() };
      localStorage.setItem(KEYS.prefs, JSON.stringify({ email: prefs.email, sms: prefs.sms, updatedAt: prefs.updatedAt }));
      this.toast('Reminder preferences saved');
    },
  }));
});
