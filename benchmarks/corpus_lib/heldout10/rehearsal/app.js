/* Loudhouse Studios: book rehearsal rooms for your band. Alpine.js component over Bootstrap 5. */

const TODAY = '2025-10-13'; // Monday 13 October 2025

const KEYS = {
  bookings: 'loudhouse.bookings',
  promo: 'loudhouse.promo-seen',
};

const ROOMS = [
  { key: 'garage', name: 'The Garage', day: 12, peak: 16, blurb: 'Four-piece room with a 2 kW PA, vocal mics and a house drum riser.' },
  { key: 'big', name: 'Big Room', day: 15, peak: 20, blurb: 'Our largest room: stage lighting, 4 kW PA, space for eight.' },
  { key: 'booth', name: 'Drum Booth', day: 8, peak: 10, blurb: 'Treated room for one or two drummers. Practice pads on request.' },
];

const GEAR = {
  kit: { label: 'Drum kit', price: 5 },
  bass: { label: 'Bass amp', price: 4 },
  guitar: { label: 'Guitar amp', price: 4 },
  mics: { label: 'Two extra mics', price: 3 },
};

// the band's own bookings (what the server would send back)
const MY_BOOKINGS = [
  { id: 1, room: 'garage', date: '2025-10-02', start: 19, hours: 2, gear: [], price: 32, status: 'booked' },
  { id: 2, room: 'garage', date: '2025-10-09', start: 19, hours: 2, gear: [], price: 32, status: 'booked' },
  { id: 3, room: 'big', date: '2025-10-15', start: 19, hours: 3, gear: [], price: 60, status: 'booked' },
  { id: 4, room: 'garage', date: '2025-10-18', start: 14, hours: 3, gear: [], price: 48, status: 'booked' },
  { id: 5, room: 'booth', date: '2025-10-25', start: 11, hours: 2, gear: [], price: 20, status: 'booked' },
  { id: 6, room: 'big', date: '2025-11-04', start: 18, hours: 3, gear: [], price: 60, status: 'booked' },
];

// other bands' bookings: only the occupancy is visible
const OTHERS = [
  { room: 'big', date: '2025-10-13', start: 19, hours: 3 },
  { room: 'garage', date: '2025-10-13', start: 12, hours: 2 },
  { room: 'booth', date: '2025-10-14', start: 18, hours: 2 },
  { room: 'big', date: '2025-10-15', start: 14, hours: 3 },
  { room: 'booth', date: '2025-10-16', start: 10, hours: 2 },
  { room: 'garage', date: '2025-10-16', start: 18, hours: 4 },
  { room: 'big', date: '2025-10-16', start: 12, hours: 2 },
  { room: 'big', date: '2025-10-17', start: 19, hours: 4 },
  { room: 'garage', date: '2025-10-19', start: 12, hours: 3 },
  { room: 'booth', date: '2025-10-21', start: 14, hours: 2 },
  { room: 'garage', date: '2025-10-23', start: 12, hours: 2 },
];

const INSTRUMENTS = ['Vocals', 'Guitar', 'Bass', 'Drums', 'Keys', 'Other'];

const pad = n => String(n).padStart(2, '0');
const parseISO = iso => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
};
const toISO = d => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const addDays = (iso, n) => {
  const d = parseISO(iso);
  d.setDate(d.getDate() + n);
  return toISO(d);
};
const later = ms => new Promise(res => setTimeout(res, ms));
const modal = id => bootstrap.Modal.getOrCreateInstance(document.getElementById(id));

function loadBookings() {
  const fresh = () => MY_BOOKINGS.map(b => ({ ...b, gear: [...b.gear] }));
  try {
    const saved = JSON.parse(localStorage.getItem(KEYS.bookings) || 'null');
    if (!saved) return fresh();
    // local changes (cancelled, moved, gear) win over the studio's copy
    return fresh().map(b => saved.find(s => s.id === b.id) || b);
  } catch (e) {
    return fresh();
  }
}

document.addEventListener('alpine:init', () => {
  Alpine.data('studio', () => ({
    TODAY,
    GEAR,
    gearList: Object.entries(GEAR).map(([key, g]) => ({ key, ...g })),
    rooms: ROOMS,
    instruments: INSTRUMENTS,
    band: { name: 'The Static Hums' },
    tab: 'rooms',
    tabs: [
      { key: 'rooms', label: 'Rooms & availability', icon: 'bi-door-open' },
      { key: 'bookings', label: 'My bookings', icon: 'bi-calendar-check' },
      { key: 'band', label: 'Band', icon: 'bi-people' },
    ],
    bookings: loadBookings(),
    nextId: 100,
    viewDate: TODAY,
    gridLoading: true,
    hours: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22],
    startHours: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21],
    upcomingLimit: 5,
    form: { room: 'garage', date: '', start: 18, hours: 2, gear: [], repeat: false, weeks: 4 },
    formError: '',
    busy: false,
    moving: null,
    move: { date: '', start: 18 },
    moveError: '',
    gearFor: null,
    gearDraft: [],
    cancelling: null,
    members: [
      { id: 1, name: 'Mara Quinn', role: 'Vocals', admin: true },
      { id: 2, name: 'Dev Patel', role: 'Guitar' },
      { id: 3, name: 'Lou Brennan', role: 'Bass' },
      { id: 4, name: 'Kit Moreno', role: 'Drums' },
    ],
    invite: { email: '', role: '' },
    inviting: false,
    toasts: [],

    init() {
      this.nextId = Math.max(100, ...this.bookings.map(b => b.id + 1));
      setTimeout(() => { this.gridLoading = false; }, 1000);
      this.$watch('viewDate', () => {
        this.gridLoading = true;
        setTimeout(() => { this.gridLoading = false; }, 500);
      });
      if (!localStorage.getItem(KEYS.promo)) setTimeout(() => modal('promo-modal').show(), 1200);
    },

    // -- formatting
    money(v) {
      return '£' + Number(v).toFixed(2);
    },
    hh(h) {
      return `${pad(h)}:00`;
    },
    longDate(iso) {
      return parseISO(iso).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
    },
    addDays,
    ref(b) {
      return 'LH-' + (1000 + b.id);
    },
    roomName(key) {
      return ROOMS.find(r => r.key === key).name;
    },

    // -- lists
    get upcoming() {
      return this.bookings
        .filter(b => b.status === 'booked' && b.date >= TODAY)
        .sort((a, b) => a.date.localeCompare(b.date) || a.start - b.start);
    },
    get upcomingShown() {
      return this.upcoming.slice(0, this.upcomingLimit);
    },
    get past() {
      return this.bookings.filter(b => b.status === 'booked' && b.date < TODAY).sort((a, b) => b.date.localeCompare(a.date));
    },
    get cancelled() {
      return this.bookings.filter(b => b.status === 'cancelled');
    },
    get octoberSpend() {
      return this.bookings.filter(b => b.date.startsWith('2025-10')).reduce((sum, b) => sum + b.price, 0);
    },

    // -- availability and prices
    occupied() {
      return [...this.bookings.filter(b => b.status === 'booked'), ...OTHERS];
    },
    slotTaken(room, date, h) {
      return this.occupied().some(b => b.room === room && b.date === date && h >= b.start && h < b.start + b.hours);
    },
    clash(room, date, start, hours, ignoreId = null) {
      return this.bookings
        .filter(b => b.status === 'booked' && b.id !== ignoreId)
        .concat(OTHERS)
        .some(b => b.room === room && b.date === date && start < b.start + b.hours && b.start < start + hours);
    },
    price(roomKey, date, start, hours, gear) {
      const room = ROOMS.find(r => r.key === roomKey);
      const day = parseISO(date).getDay();
      const weekend = day === 6 || day === 7;
      let total = 0;
      for (let h = start; h < start + hours; h++) total += weekend || h >= 17 ? room.peak : room.day;
      return total + gear.reduce((sum, g) => sum + GEAR[g].price, 0);
    },
    get quoteText() {
      const f = this.form;
      if (!f.date) return '';
      const one = this.price(f.room, f.date, f.start, f.hours, f.gear);
      const weeks = f.repeat ? f.weeks : 1;
      const gear = f.gear.length ? ` including ${f.gear.map(g => GEAR[g].label.toLowerCase()).join(', ')}` : '';
      return weeks > 1
        ? `${this.money(one)} a session${gear}, ${weeks} weeks: ${this.money(one * weeks)}`
        : `${f.hours} hours${gear}: ${this.money(one)}`;
    },

    persist() {
      localStorage.setItem(KEYS.bookings, JSON.stringify(this.bookings));
    },
    toast(text, delay = 0) {
      setTimeout(() => {
        const id = Date.now() + Math.random();
        this.toasts.push({ id, text });
        setTimeout(() => { this.toasts = this.toasts.filter(t => t.id !== id); }, 4000);
      }, delay);
    },
    dismissPromo() {
      localStorage.setItem(KEYS.promo, '1');
      modal('promo-modal').hide();
    },

    // -- booking
    openBooking({ room = 'garage', date = '', start = 18 } = {}) {
      this.form = { room, date, start, hours: 2, gear: [], repeat: false, weeks: 4 };
      this.formError = '';
      bootstrap.Collapse.getOrCreateInstance(document.getElementById('b-gear'), { toggle: false }).hide();
      modal('book-modal').show();
    },
    async book() {
      const f = this.form;
      this.formError = '';
      if (f.date < TODAY) {
        this.formError = 'Pick a date from today on.';
        return;
      }
      if (f.start + f.hours > 23) {
        this.formError = 'We close at 11 pm: pick an earlier start or a shorter session.';
        return;
      }
      const weeks = f.repeat ? f.weeks : 1;
      const dates = [f.date];
      for (let w = 1; w < weeks - 1; w++) dates.push(addDays(f.date, 7 * w));
      const taken = dates.find(d => this.clash(f.room, d, f.start, f.hours));
      if (taken) {
        this.formError = `${this.roomName(f.room)} is already booked on ${this.longDate(taken)} at that time.`;
        return;
      }
      this.busy = true;
      await later(900);
      const created = dates.map((d, i) => ({
        id: this.nextId++,
        room: f.room,
        date: d,
        start: f.start,
        hours: f.hours,
        gear: [...f.gear],
        price: this.price(f.room, d, f.start, f.hours, f.gear),
        status: 'booked',
        series: dates.length > 1 ? { n: i + 1, of: weeks } : null,
      }));
      this.bookings = [...this.bookings, ...created];
      this.persist();
      this.busy = false;
      modal('book-modal').hide();
      this.toast(created.length > 1 ? `${created.length} sessions booked` : `${this.roomName(f.room)} booked for ${this.longDate(f.date)}`, 1200);
    },

    // -- reschedule
    openReschedule(b) {
      this.moving = b;
      this.move = { date: b.date, start: b.start };
      this.moveError = '';
      modal('move-modal').show();
    },
    async reschedule() {
      const b = this.moving;
      const m = this.move;
      this.moveError = '';
      if (!m.date || m.date < TODAY) {
        this.moveError = 'Pick a date from today on.';
        return;
      }
      if (m.start + b.hours > 23) {
        this.moveError = 'We close at 11 pm: pick an earlier start.';
        return;
      }
      if (this.clash(b.room, m.date, m.start, b.hours, b.id)) {
        this.moveError = `${this.roomName(b.room)} is already booked then. Pick another time.`;
        return;
      }
      this.busy = true;
      await later(700);
      b.date = m.date;
      b.start = m.start;
      b.price = this.price(b.room, b.date, b.start, b.hours, b.gear);
      this.persist();
      this.busy = false;
      modal('move-modal').hide();
      this.toast(`Moved to ${this.longDate(b.date)} at ${this.hh(b.start)}`, 800);
    },

    // -- gear
    openGear(b) {
      this.gearFor = b;
      this.gearDraft = [...b.gear];
      modal('gear-modal').show();
    },
    saveGear() {
      const b = this.gearFor;
      b.gear = [...this.gearDraft];
      b.price = this.price(b.room, b.date, b.start, b.hours, b.gear);
      this.persist();
      modal('gear-modal').hide();
      this.toast('Gear updated');
    },

    // -- cancel
    askCancel(b) {
      this.cancelling = b;
      modal('cancel-modal').show();
    },
    doCancel() {
      const b = this.cancelling;
      b.status = 'cancelled';
      this.persist();
      modal('cancel-modal').hide();
      this.toast(`Booking on ${this.longDate(b.date)} cancelled`);
    },

    // -- band
    get inviteValid() {
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(this.invite.email.trim()) && !!this.invite.role;
    },
    async sendInvite() {
      if (!this.inviteValid) return;
      this.inviting = true;
      await later(800);
      this.members.push({ id: Date.now(), email: this.invite.email.trim(), role: this.invite.role, pending: true });
      this.toast(`Invite sent to ${this.invite.email.trim()}`, 600);
      this.invite = { email: '', role: '' };
      this.inviting = false;
    },
    removeMember(m) {
      if (!confirm(`Remove ${m.name || m.email} from the band?`)) return;
      this.members = this.members.filter(x => x.id !== m.id);
    },
  }));
});
