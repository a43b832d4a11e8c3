// Pulse Studio: class booking. "Today" is pinned to Monday 10 March 2025.
const TODAY = '2025-03-10';
const PAGE = 5;
const KEY = 'pulse.state.v1';

const DAYS = [
  { key: 'mon', label: 'Mon 10 Mar' },
  { key: 'tue', label: 'Tue 11 Mar' },
  { key: 'wed', label: 'Wed 12 Mar' },
  { key: 'thu', label: 'Thu 13 Mar' },
];

const CLASSES = [
  { id: 'm1', day: 'mon', time: '07:00', name: 'Spin 45', coach: 'Maya Reyes', cost: 1, spots: 4, waitlist: [] },
  { id: 'm2', day: 'mon', time: '09:30', name: 'Yin Yoga', coach: 'Tom Ikeda', cost: 1, spots: 6, waitlist: [] },
  { id: 'm3', day: 'mon', time: '12:15', name: 'Core Express', coach: 'Maya Reyes', cost: 1, spots: 0, waitlist: ['u41', 'u17'] },
  { id: 'm4', day: 'mon', time: '17:00', name: 'Kettlebell Strength', coach: 'Omar Said', cost: 1, spots: 3, waitlist: [] },
  { id: 'm5', day: 'mon', time: '18:00', name: 'Reformer Pilates', coach: 'Lena Brandt', cost: 2, spots: 2, waitlist: [] },
  { id: 'm6', day: 'mon', time: '19:15', name: 'Evening Stretch', coach: 'Tom Ikeda', cost: 1, spots: 1, waitlist: [] },
  { id: 'm7', day: 'mon', time: '20:30', name: 'Boxing Basics', coach: 'Omar Said', cost: 1, spots: 5, waitlist: [] },
  { id: 't1', day: 'tue', time: '06:45', name: 'Rowing Intervals', coach: 'Lena Brandt', cost: 1, spots: 7, waitlist: [] },
  { id: 't2', day: 'tue', time: '08:00', name: 'Power Yoga', coach: 'Tom Ikeda', cost: 1, spots: 5, waitlist: [] },
  { id: 't3', day: 'tue', time: '12:30', name: 'Lunch Spin', coach: 'Maya Reyes', cost: 1, spots: 9, waitlist: [] },
  // imported from the old booking system: no waitlist array
  { id: 't4', day: 'tue', time: '18:30', name: 'HIIT Circuit', coach: 'Omar Said', cost: 1, spots: 0 },
  { id: 'w1', day: 'wed', time: '07:00', name: 'Spin 45', coach: 'Maya Reyes', cost: 1, spots: 3, waitlist: [] },
  { id: 'w2', day: 'wed', time: '10:00', name: 'Mobility Flow', coach: 'Tom Ikeda', cost: 1, spots: 10, waitlist: [] },
  { id: 'w3', day: 'wed', time: '18:00', name: 'Reformer Pilates', coach: 'Lena Brandt', cost: 2, spots: 1, waitlist: [] },
  { id: 'h1', day: 'thu', time: '07:30', name: 'Barre Burn', coach: 'Lena Brandt', cost: 1, spots: 4, waitlist: [] },
  { id: 'h2', day: 'thu', time: '19:00', name: 'Vinyasa Yoga', coach: 'Tom Ikeda', cost: 1, spots: 6, waitlist: [] },
];

const SEED_BOOKINGS = [
  { id: 'b1', classId: 't1', name: 'Rowing Intervals', when: 'Tue 11 Mar, 06:45', cost: 1 },
  { id: 'b2', classId: 'w3', name: 'Reformer Pilates', when: 'Wed 12 Mar, 18:00', cost: 2 },
];

function load() {
  try { return JSON.parse(localStorage.getItem(KEY)) || null; } catch { return null; }
}

const api = {
  timetable: () => new Promise(r => setTimeout(() => r(JSON.parse(JSON.stringify(CLASSES))), 1100)),
  page: (list, from, n) => new Promise(r => setTimeout(() => r(list.slice(from, from + n)), 600)),
};

document.addEventListener('alpine:init', () => {
  Alpine.data('gym', () => ({
    DAYS,
    view: 'schedule',
    day: 'mon',
    q: '',
    loading: true,
    more: false,
    classes: [],
    visible: [],
    credits: 8,
    bookings: [],
    me: 'u99',
    menu: null,
    dialog: null,
    toast: '',
    cookiesOk: localStorage.getItem('pulse.cookies') === 'yes',

    async init() {
      const saved = load();
      this.credits = saved ? saved.credits : 8;
      this.bookings = saved ? saved.bookings : SEED_BOOKINGS.slice();
      this.classes = await api.timetable();
      for (const b of this.bookings) {
        const c = this.classes.find(x => x.id === b.classId);
        if (c && saved && saved.spotsTaken && saved.spotsTaken.includes(c.id)) c.spots -= 1;
      }
      this.loading = false;
      this.resetPage();
      document.addEventListener('click', () => { this.menu = null; });
    },
    save() {
      localStorage.setItem(KEY, JSON.stringify({
        credits: this.credits,
        bookings: this.bookings,
        spotsTaken: this.bookings.map(b => b.classId),
      }));
    },
    get filtered() {
      const q = this.q.trim();
      return this.classes.filter(c => c.day === this.day && (!q || c.name.includes(q)));
    },
    resetPage() { this.visible = this.filtered.slice(0, PAGE); },
    pickDay(d) { this.day = d; this.resetPage(); },
    async showMore() {
      this.more = true;
      const next = await api.page(this.filtered, this.visible.length, PAGE);
      this.visible = this.visible.concat(next);
      this.more = false;
    },
    spotsText(c) { return c.spots === 0 ? 'Full' : c.spots + (c.spots === 1 ? ' spot left' : ' spots left'); },
    isBooked(c) { return this.bookings.some(b => b.classId === c.id); },
    onWaitlist(c) { const i = (c.waitlist || []).indexOf(this.me); return i < 0 ? 0 : i + 1; },
    flash(msg) { this.toast = msg; setTimeout(() => { this.toast = ''; }, 2500); },
    askBook(c) {
      const label = DAYS.find(d => d.key === c.day).label;
      this.dialog = {
        title: 'Book ' + c.name + '?',
        body: label + ' at ' + c.time + ' with ' + c.coach + '. This uses ' + c.cost + (c.cost > 1 ? ' credits.' : ' credit.'),
        okLabel: 'Confirm booking',
        ok: () => this.book(c),
      };
    },
    book(c) {
      if (c.spots <= 1) { this.flash('Sorry, this class is full'); this.dialog = null; return; }
      if (this.credits < c.cost) { this.flash('Not enough credits'); this.dialog = null; return; }
      const label = DAYS.find(d => d.key === c.day).label.split(' ').slice(0, 3).join(' ');
      this.bookings.push({ id: 'b' + Date.now(), classId: c.id, name: c.name, when: label + ', ' + c.time, cost: c.cost });
      c.spots -= 1;
      this.credits -= 1;
      this.save();
      this.dialog = null;
      this.flash('Booked: ' + c.name);
    },
    joinWaitlist(c) {
      c.waitlist.push(this.me);
      this.flash('Added to the waitlist for ' + c.name);
    },
    askCancel(b) {
      this.menu = null;
      this.dialog = {
        title: 'Cancel ' + b.name + '?',
        body: 'Your ' + b.when + ' booking will be cancelled and the credits refunded.',
        okLabel: 'Yes, cancel',
        ok: () => this.cancel(b),
      };
    },
    cancel(b) {
      this.bookings = this.bookings.filter(x => x.id !== b.id);
      const c = this.classes.find(x => x.id === b.classId);
      if (c) c.spots += 1;
      this.credits += b.cost;
      this.dialog = null;
      this.flash('Booking cancelled');
    },
    acceptCookies() { localStorage.setItem('pulse.cookies', 'yes'); this.cookiesOk = true; },
  }));
});
