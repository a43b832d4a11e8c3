// Fleetdesk: the rental counter's fleet, reservations, returns and damage log (Alpine.js + Tom Select).
const KEY = {
  cars: 'fleetdesk.cars',
  reservations: 'fleetdesk.reservations',
  returns: 'fleetdesk.returns',
  damage: 'fleetdesk.damage',
};
const PAGE = 8;
const DAY = 86400e3;

function load(key, seed) {
  try {
    return JSON.parse(localStorage.getItem(key)) ?? seed;
  } catch {
    return seed; // unreadable entry: start from the seed again
  }
}
const save = (key, value) => localStorage.setItem(key, JSON.stringify(value));
const later = (ms, fn) => new Promise(res => setTimeout(() => res(fn()), ms));

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const money = n => eur.format(Math.round(Number(n) * 100) / 100);
const dayMonth = iso => new Date(iso + 'T12:00:00').toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
const km = n => n.toLocaleString('en-GB') + ' km';
const daysBetween = (a, b) => Math.round((new Date(b + 'T12:00:00') - new Date(a + 'T12:00:00')) / DAY);

document.addEventListener('alpine:init', () => {
  Alpine.data('fleetdesk', () => ({
    view: 'fleet',
    moreOpen: false,
    keyNotice: false,
    toastText: '',
    // fleet
    loading: true,
    cars: [],
    loc: 'All locations',
    availOnly: false,
    query: '',
    sortKm: null, // null | 'asc' | 'desc'
    page: 1,
    menuFor: null,
    serviceIdx: null,
    // reservations
    resLoading: true,
    reservations: [],
    form: { customer: '', cls: 'Compact', from: '', to: '', extras: [] },
    creating: false,
    cancelAsk: null,
    seatsFree: 3,
    // returns
    retLoading: true,
    returns: [],
    ci: null,
    // damage
    reports: load(KEY.damage, SEED_DAMAGE),
    dmg: { plate: '', date: '', severity: 'Minor', text: '' },

    money,
    dayMonth,
    km,
    CLASSES,
    EXTRAS,
    VAT,

    async init() {
      setTimeout(() => (this.keyNotice = true), 500);
      this.$nextTick(() => this.initPickers());
      later(1000, () => load(KEY.reservations, SEED_RESERVATIONS)).then(r => {
        this.reservations = r;
        this.resLoading = false;
      });
      later(1200, () => load(KEY.returns, SEED_RETURNS)).then(r => {
        this.returns = r;
        this.retLoading = false;
      });
      this.cars = await later(1400, () => load(KEY.cars, CARS));
      this.loading = false;
    },

    initPickers() {
      this.customerPicker = new TomSelect(this.$refs.customer, {
        options: CUSTOMERS.map(n => ({ value: n, text: n })),
        maxOptions: 8,
        placeholder: 'Type a name…',
        onChange: v => (this.form.customer = v),
      });
      this.platePicker = new TomSelect(this.$refs.plate, {
        options: CARS.map(c => ({ value: c.plate, text: `${c.plate} · ${c.model}` })),
        maxOptions: 8,
        placeholder: 'Type a plate…',
        onChange: v => (this.dmg.plate = v),
      });
    },

    flash(text) {
      clearTimeout(this._t);
      this.toastText = text;
      this._t = setTimeout(() => (this.toastText = ''), 3500);
    },
    go(view) {
      this.view = view;
      this.moreOpen = false;
      this.menuFor = null;
    },

    // ------------------------------------------------------------------------- fleet
    get filtered() {
      let list = this.cars;
      if (this.loc !== 'All locations') list = list.filter(c => c.loc === this.loc);
      if (this.availOnly) list = this.cars.filter(c => c.status === 'available');
      const q = this.query.trim().toLowerCase();
      if (q) list = list.filter(c => (c.plate + ' ' + c.model).toLowerCase().includes(q));
      if (this.sortKm) list = [...list].sort((a, b) => (this.sortKm === 'asc' ? a.km - b.km : b.km - a.km));
      return list;
    },
    get pages() {
      return Math.max(1, Math.ceil(this.filtered.length / PAGE));
    },
    get pageCars() {
      const p = Math.min(this.page, this.pages);
      return this.filtered.slice((p - 1) * PAGE, p * PAGE);
    },
    toggleSort() {
      this.sortKm = this.sortKm === 'desc' ? 'asc' : 'desc';
      this.page = 1;
    },
    statusLabel(s) {
      return { available: 'Available', rented: 'On rent', service: 'In service' }[s];
    },
    statusClass(s) {
      return { available: 'is-success', rented: 'is-info', service: 'is-warning' }[s];
    },
    toggleMenu(plate) {
      this.menuFor = this.menuFor === plate ? null : plate;
    },
    askService(i) {
      this.menuFor = null;
      this.serviceIdx = i;
    },
    confirmService() {
      const car = this.cars[this.serviceIdx];
      car.status = 'service';
      this.serviceIdx = null;
      save(KEY.cars, this.cars);
      this.flash(`${car.plate} is booked in for service.`);
    },
    markAvailable(car) {
      this.menuFor = null;
      car.status = 'available';
      save(KEY.cars, this.cars);
      this.flash(`${car.plate} is available again.`);
    },
    reportDamageFor(car) {
      this.go('damage');
      this.platePicker.setValue(car.plate);
    },

    // ------------------------------------------------------------------------- reservations
    get days() {
      const { from, to } = this.form;
      if (!from || !to) return 0;
      return daysBetween(from, to);
    },
    get quote() {
      const d = this.days;
      const car = d * CLASSES[this.form.cls].daily; // net
      const extras = d * this.form.extras.reduce((s, x) => s + EXTRAS[x].daily, 0);
      const net = car + extras;
      const vat = net * VAT;
      return { days: d, car: car * (1 + VAT), extras, total: net + vat };
    },
    get canCreate() {
      return !!this.form.customer && this.form.from >= TODAY && this.days > 0 && !this.creating;
    },
    async createReservation() {
      if (!this.canCreate) return;
      this.creating = true;
      await later(700, () => null);
      const n = Math.max(...this.reservations.map(r => +r.ref.slice(2))) + 1;
      this.reservations.push({
        ref: `R-${n}`,
        customer: this.form.customer,
        cls: this.form.cls,
        from: this.form.from,
        to: this.form.to,
        extras: [...this.form.extras],
        total: Math.round(this.quote.total * 100) / 100,
        status: 'confirmed',
      });
      if (this.form.extras.includes('seat')) this.seatsFree--;
      save(KEY.reservations, this.reservations);
      this.flash(`Reservation R-${n} created for ${this.form.customer}.`);
      this.form = { customer: '', cls: 'Compact', from: '', to: '', extras: [] };
      this.customerPicker.clear(true);
      this.creating = false;
    },
    confirmCancel() {
      const r = this.cancelAsk;
      this.cancelAsk = null;
      // give reserved extras back to the pool
      r.extras.forEach(x => x === 'seat' && this.seatsFree++);
      r.status = 'cancelled';
      save(KEY.reservations, this.reservations);
      this.flash(`Reservation ${r.ref} cancelled.`);
    },

    // ------------------------------------------------------------------------- returns
    startCheckIn(r) {
      this.ci = { r, odometer: '', fuel: 'Full', fuelCharge: '' };
    },
    get ciValid() {
      if (!this.ci) return false;
      const o = parseInt(String(this.ci.odometer).replace(/[^\d]/g, ''), 10);
      return o >= this.ci.r.outKm;
    },
    completeReturn() {
      const r = this.ci.r;
      const invoice = r.prepaid + this.ci.fuelCharge;
      r.done = { km: parseInt(String(this.ci.odometer).replace(/[^\d]/g, ''), 10), fuel: this.ci.fuel, invoice };
      const car = this.cars.find(c => c.plate === r.plate);
      if (car) car.status = 'available';
      save(KEY.returns, this.returns);
      save(KEY.cars, this.cars);
      this.ci = null;
      this.flash(`${r.plate} checked in.`);
    },

    // ------------------------------------------------------------------------- damage
    get canSaveDamage() {
      return !!this.dmg.plate && this.dmg.text.trim().length > 0;
    },
    saveDamage() {
      if (!this.canSaveDamage) return;
      this.reports.unshift({ plate: this.dmg.plate, date: this.dmg.date || TODAY, severity: this.dmg.severity, text: this.dmg.text.trim() });
      localStorage.setItem(KEY.damage, this.reports);
      this.flash('Damage report saved.');
      this.dmg = { plate: '', date: '', severity: 'Minor', text: '' };
      this.platePicker.clear(true);
    },
  }));
});
