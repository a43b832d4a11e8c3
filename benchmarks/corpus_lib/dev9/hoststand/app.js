// Tablekeep host stand: tonight's bookings, the walk-in waitlist and the floor plan.
// "Now" is pinned to Saturday 17 May 2025, 18:30, so the service always looks the same.
const NOW = { date: '2025-05-17', time: '18:30' };
const KEY_BOOKINGS = 'tablekeep.bookings';
const KEY_WAITLIST = 'tablekeep.waitlist';
const KEY_WALKINS = 'tablekeep.walkins';

const SEED_BOOKINGS = [
  { id: 1, time: '17:30', guest: 'Amir Haddad', party: 2, table: 'T2', status: 'seated', phone: '07700 900201' },
  { id: 2, time: '18:00', guest: 'Tom Reyes', party: 4, table: 'T5', status: 'booked', phone: '07700 900202' },
  { id: 3, time: '18:00', guest: 'Sofia Marin', party: 2, table: 'T1', status: 'seated', phone: '07700 900203' },
  { id: 4, time: '18:30', guest: 'Wei Chen', party: 3, table: 'T4', status: 'booked', phone: '07700 900204' },
  { id: 5, time: '18:45', guest: 'Hannah Berg', party: 6, table: 'T9', status: 'booked', phone: '07700 900205' },
  { id: 6, time: '19:00', guest: 'Noah Becker', party: 2, table: 'T3', status: 'booked', phone: '07700 900206' },
  { id: 7, time: '19:00', guest: 'Julia Costa', party: 4, table: 'T6', status: 'booked', phone: '07700 900207' },
  { id: 8, time: '19:15', guest: 'Kofi Mensah', party: 5, table: 'T10', status: 'booked', phone: '07700 900208' },
  { id: 9, time: '19:30', guest: 'Emma Larsen', party: 2, table: 'T1', status: 'booked', phone: '07700 900209' },
  { id: 10, time: '19:45', guest: 'Lucas Moreau', party: 8, table: 'T11', status: 'booked', phone: '07700 900210' },
  { id: 11, time: '20:00', guest: 'Ines Duarte', party: 2, table: 'T7', status: 'cancelled', phone: '07700 900211' },
  { id: 12, time: '20:30', guest: 'Daniel Kim', party: 4, table: 'T8', status: 'booked', phone: '07700 900212' },
  { id: 13, time: '21:00', guest: 'Ruth Adeyemi', party: 3, table: 'T12', status: 'booked', phone: '07700 900213' },
  { id: 14, time: '21:30', guest: 'Marta Lindqvist', party: 2, table: 'T3', status: 'booked', phone: '07700 900214' },
];
const SEED_WAITLIST = [
  { name: 'Patel', size: 3, added: '18:10', quote: 20 },
  { name: 'Nguyen', size: 2, added: '18:20', quote: 15 },
];

const wait = ms => new Promise(r => setTimeout(r, ms));
const byTime = (a, b) => a.time.localeCompare(b.time) || a.id - b.id;
const load = (key, seed) => {
  try { return JSON.parse(localStorage.getItem(key)) ?? structuredClone(seed); } catch { return structuredClone(seed); }
};

function host() {
  return {
    ready: false,
    tab: 'bookings',
    bookings: [],
    waitlist: [],
    walkins: [],
    tables: [],
    rooms: [],
    query: '',
    statusFilter: '',
    menu: null,
    toast: '',
    toastTimer: null,
    cookiesOk: sessionStorage.getItem('tablekeep.cookies') === 'ok',
    newOpen: false,
    form: {},
    formError: '',
    saving: false,
    editOpen: false,
    edit: {},
    editIndex: -1,
    cancelTarget: null,
    floorLoading: false,
    roomsOpen: false,
    roomsLoading: false,
    slots: Array.from({ length: 23 }, (_, i) => {
      const m = 17 * 60 + i * 15;
      return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    }),
    tableIds: ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8', 'T9', 'T10', 'T11', 'T12'],

    async init() {
      this.waitlist = load('tablekeep.wait', SEED_WAITLIST);
      this.walkins = load(KEY_WALKINS, []);
      await wait(1200); // the booking service is slow on a Saturday night
      this.bookings = load(KEY_BOOKINGS, SEED_BOOKINGS).sort(byTime);
      this.ready = true;
    },

    get filtered() {
      const q = this.query.trim().toLowerCase();
      return this.bookings.filter(b =>
        (!q || b.guest.toLowerCase().includes(q)) && (!this.statusFilter || b.status === this.statusFilter));
    },
    get activeBookings() {
      return this.bookings.filter(b => b.status === 'booked' || b.status === 'seated');
    },
    get covers() {
      const list = this.activeBookings;
      let total = 0;
      for (let i = 0; i < list.length - 1; i++) total += list[i].party;
      return total;
    },
    get seatedCount() {
      return this.bookings.filter(b => b.status === 'seated').length + this.walkins.length;
    },

    badgeClass(s) {
      return { booked: 'text-bg-primary', seated: 'text-bg-success', cancelled: 'text-bg-secondary', 'no-show': 'text-bg-warning' }[s];
    },
    statusLabel(s) {
      return { booked: 'Booked', seated: 'Seated', cancelled: 'Cancelled', 'no-show': 'No-show' }[s];
    },
    notify(msg) {
      this.toast = msg;
      clearTimeout(this.toastTimer);
      this.toastTimer = setTimeout(() => (this.toast = ''), 2500);
    },
    persist() {
      this.bookings.sort(byTime);
      localStorage.setItem(KEY_BOOKINGS, JSON.stringify(this.bookings));
    },
    acceptCookies() {
      sessionStorage.setItem('tablekeep.cookies', 'ok');
      this.cookiesOk = true;
    },

    // -- bookings
    openNew() {
      this.form = { guest: '', phone: '', party: 2, date: NOW.date, time: '19:00', notes: '' };
      this.formError = '';
      this.newOpen = true;
    },
    async saveNew() {
      const f = this.form;
      const phoneOk = /^0[0-9 ]{9,12}$/.test(f.phone.trim());
      if (!f.guest.trim() || !phoneOk || !(f.party >= 1) || !f.date) {
        this.formError = 'Please check the details.';
        return;
      }
      this.saving = true;
      await wait(600);
      this.saving = false;
      if (f.date === NOW.date) {
        const id = Math.max(0, ...this.bookings.map(b => b.id)) + 1;
        this.bookings.push({ id, time: f.time, guest: f.guest.trim(), party: f.party, table: this.suggestTable(f.party),
          status: 'booked', phone: f.phone.trim(), notes: f.notes });
        this.persist();
      }
      this.newOpen = false;
      this.notify(`Reservation saved for ${f.guest.trim()}`);
    },
    suggestTable(party) {
      if (party <= 2) return 'T1';
      if (party <= 4) return 'T5';
      return party <= 6 ? 'T9' : 'T11';
    },
    seat(b) {
      this.menu = null;
      b.status = 'seated';
      this.persist();
      this.notify(`${b.guest} seated at ${b.table}`);
    },
    markNoShow(b) {
      this.menu = null;
      const item = this.bookings.find(x => x.id === b.id);
      if (!item) return;
      item.status = 'no-show';
      this.persist();
      this.notify(`${item.guest} marked as no-show`);
    },
    openEdit(b, i) {
      this.menu = null;
      this.edit = { ...b };
      this.editIndex = i;
      this.editOpen = true;
    },
    saveEdit() {
      const target = this.bookings[this.editIndex];
      Object.assign(target, { party: this.edit.party, time: this.edit.time, table: this.edit.table });
      this.persist();
      this.editOpen = false;
      this.notify('Booking updated');
    },
    askCancel(b) {
      this.menu = null;
      this.cancelTarget = b;
    },
    confirmCancel() {
      this.cancelTarget.status = 'cancelled';
      this.persist();
      this.notify(`Booking for ${this.cancelTarget.guest} cancelled`);
      this.cancelTarget = null;
    },

    // -- waitlist
    waitForm: { name: '', size: 2 },
    addWait() {
      const name = this.waitForm.name.trim();
      if (!name || !(this.waitForm.size >= 1)) return;
      this.waitlist.push({ name, size: this.waitForm.size, added: NOW.time, quote: 10 + 5 * this.waitlist.length });
      localStorage.setItem(KEY_WAITLIST, JSON.stringify(this.waitlist));
      this.waitForm = { name: '', size: 2 };
      this.notify(`${name} added to the waitlist`);
    },
    removeWait(w) {
      this.waitlist = this.waitlist.filter(x => x !== w);
      localStorage.setItem(KEY_WAITLIST, JSON.stringify(this.waitlist));
    },
    async seatWalkIn(w) {
      if (!this.tables.length) this.tables = (await (await fetch('data/floor.json')).json()).tables;
      const t = this.tables.filter(t => t.seats >= w.size && !this.occupant(t.id)).sort((a, b) => a.seats - b.seats)[0];
      if (!t) { this.notify('No free table fits this party'); return; }
      this.walkins.push({ name: w.name, table: t.id });
      localStorage.setItem(KEY_WALKINS, JSON.stringify(this.walkins));
      this.removeWait(w);
      this.notify(`${w.name} seated at ${t.id}`);
    },

    // -- floor plan
    occupant(id) {
      const b = this.bookings.find(b => b.table === id && b.status === 'seated');
      if (b) return b.guest;
      const w = this.walkins.find(w => w.table === id);
      return w ? `${w.name} (walk-in)` : '';
    },
    async openFloor() {
      this.tab = 'floor';
      this.floorLoading = true;
      const [res] = await Promise.all([fetch('data/floor.json'), wait(1000)]);
      this.tables = (await res.json()).tables;
      this.floorLoading = false;
    },
    async toggleRooms() {
      this.roomsOpen = !this.roomsOpen;
      if (!this.roomsOpen || this.rooms.length) return;
      this.roomsLoading = true;
      try {
        const [res] = await Promise.all([fetch('data/private_rooms.json'), wait(700)]);
        this.rooms = res.ok ? (await res.json()).rooms : [];
      } catch {
        this.rooms = [];
      }
      this.roomsLoading = false;
    },
  };
}
