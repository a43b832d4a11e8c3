import './shoelace-setup.js';
import Alpine from '../../node_modules/alpinejs/dist/module.esm.js';
import '../../node_modules/@shoelace-style/shoelace/cdn/shoelace.js';
import { TODAY, NOW, MONTH_END, CLINICIANS, SLOTS, HOURS, REASONS, VACCINES, seed } from './data.js';

const KEY = 'riverside-book-v2';
const wait = ms => new Promise(r => setTimeout(r, ms));
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const parse = iso => { const [y, m, d] = iso.split('-').map(Number); return new Date(Date.UTC(y, m - 1, d)); };
const iso = dt => dt.toISOString().slice(0, 10);
const addDays = (s, n) => { const d = parse(s); d.setUTCDate(d.getUTCDate() + n); return iso(d); };
const addYear = s => { const [y, m, d] = s.split('-'); return `${Number(y) + 1}-${m}-${d}`; };
export const shortDate = s => { if (!s) return '—'; const d = parse(s); return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCFullYear()}`; };
const longDate = s => { const d = parse(s); return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`; };
const slug = s => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const escapeHtml = s => s.replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));

function toast(message, variant = 'success', icon = 'check2') {
  const el = Object.assign(document.createElement('sl-alert'), { variant, closable: true, duration: 4000 });
  el.innerHTML = `<sl-icon slot="icon" name="${icon}"></sl-icon>${escapeHtml(message)}`;
  document.body.append(el);
  return el.toast();
}

function freshBooking() {
  return { open: false, query: '', petId: '', clinician: 'sousa', date: TODAY, minutes: 20, slot: '', reason: '', notes: '', saving: false };
}

Alpine.data('vetBook', () => ({
  loading: true,
  db: null,
  TODAY,
  clinicians: CLINICIANS,
  reasons: REASONS.map(r => ({ value: slug(r), label: r })),
  viewDate: TODAY,
  notice: false,
  booking: freshBooking(),
  cancelling: { open: false, target: null, reason: '', saving: false },
  rs: { open: false, appt: null, date: '', clinician: '', time: '', saving: false },
  petDlg: { open: false, petId: '', weight: '', vaccOpen: false, vaccine: '', given: TODAY, alert: '', busy: false },
  patientQuery: '',
  patientsShown: 12,
  selected: [],
  sendDlg: { open: false, saving: false },

  async init() {
    await wait(1000);
    const raw = localStorage.getItem(KEY);
    this.db = raw ? JSON.parse(raw) : seed();
    if (!raw) this.persist();
    this.loading = false;
    if (!sessionStorage.getItem('riverside-heat-seen')) setTimeout(() => { this.notice = true; }, 800);
  },
  persist() { localStorage.setItem(KEY, JSON.stringify(this.db)); },
  closeNotice() { this.notice = false; sessionStorage.setItem('riverside-heat-seen', '1'); },
  keepOpen(e) { if (e.detail && e.detail.source === 'overlay') e.preventDefault(); },

  // ---------------------------------------------------------------- lookups and formatting
  shortDate, longDate,
  petOf(a) { return this.db.pets.find(p => p.id === (a.pet || a)); },
  ownerOf(p) { return this.db.clients.find(c => c.id === p.owner); },
  clinicianName(id) { return (CLINICIANS.find(c => c.id === id) || {}).name || ''; },
  statusLabel(a) { return { booked: 'Booked', arrived: 'Waiting', seen: 'Seen', noshow: 'No-show', cancelled: 'Cancelled' }[a.status]; },
  statusVariant(a) { return { booked: 'neutral', arrived: 'warning', seen: 'success', noshow: 'danger', cancelled: 'neutral' }[a.status]; },
  latestWeight(p) { return p.weights[p.weights.length - 1]; },
  nextDue(p) { return p.vaccinations.length ? p.vaccinations[p.vaccinations.length - 1].due : ''; },
  age(p) {
    const [y, m] = p.born.split('-').map(Number);
    const months = (2026 - y) * 12 + (7 - m);
    return months >= 24 ? `${Math.floor(months / 12)} yrs` : `${months} mths`;
  },

  // ---------------------------------------------------------------- the day book
  shiftDay(n) { this.viewDate = addDays(this.viewDate, n); },
  dayList(clin) {
    return this.db.appointments.filter(a => a.date === this.viewDate && a.clinician === clin).sort((a, b) => a.time.localeCompare(b.time));
  },
  summaryFor(c) {
    const list = this.dayList(c.id).filter(a => a.status !== 'cancelled');
    if (HOURS[c.id] && HOURS[c.id][parse(this.viewDate).getUTCDay()]) return `${list.length} appointments · surgery in the morning`;
    return `${list.length} appointments`;
  },
  get todays() { return this.db.appointments.filter(a => a.date === TODAY && a.status !== 'cancelled'); },
  get waitingRoom() { return this.todays.filter(a => a.status === 'arrived').sort((a, b) => a.arrived.localeCompare(b.arrived)); },
  get vaccDueCount() {
    return this.db.pets.filter(p => p.vaccinations.length && p.vaccinations[0].due <= MONTH_END).length;
  },
  async apptAction(a, action) {
    if (action === 'checkin') {
      a.status = 'arrived';
      a.arrived = NOW;
      this.persist();
      toast(`${this.petOf(a).name} checked in for ${a.time} with ${this.clinicianName(a.clinician)}.`);
    } else if (action === 'seen') {
      a.status = 'seen';
      this.persist();
      toast(`${this.petOf(a).name} marked as seen.`);
    } else if (action === 'noshow') {
      a.status = 'noshow';
      this.persist();
      toast(`${this.petOf(a).name} marked as a no-show.`, 'warning', 'exclamation-triangle');
    } else if (action === 'cancel') {
      const p = this.petOf(a);
      this.cancelling = { open: true, saving: false, reason: '',
        target: { id: a.id, date: a.date, time: a.time, pet: p.name, clinician: this.clinicianName(a.clinician) } };
    } else if (action === 'reschedule') {
      this.rs = { open: true, appt: a, date: a.date, clinician: a.clinician, time: '', saving: false };
    }
  },
  async confirmCancel() {
    const t = this.cancelling.target;
    this.cancelling.saving = true;
    await wait(500);
    const a = this.db.appointments.find(x => x.date === t.date && x.time === t.time);
    a.status = 'cancelled';
    a.cancelReason = this.cancelling.reason;
    this.persist();
    this.cancelling.saving = false;
    this.cancelling.open = false;
    toast(`${t.pet}'s appointment at ${t.time} with ${t.clinician} has been cancelled.`);
  },

  // free start times for a clinician on a day (a 40-minute appointment needs the next slot free too)
  slotsFor(clin, date, minutes, ignoreId) {
    if (!this.db || !clin || !date) return [];
    const dow = parse(date).getUTCDay();
    if (dow === 0 || dow === 6) return [];
    const hours = (HOURS[clin] && HOURS[clin][dow]) || SLOTS;
    const taken = new Set();
    for (const a of this.db.appointments) {
      if (a.date !== date || a.clinician !== clin || a.status === 'cancelled' || a.id === ignoreId) continue;
      const i = SLOTS.indexOf(a.time);
      for (let k = 0; k < a.minutes / 20; k++) taken.add(SLOTS[i + k]);
    }
    return hours.filter((s, i) => {
      if (taken.has(s)) return false;
      if (minutes === 40) { const next = hours[i + 1]; return !!next && !taken.has(next) && SLOTS.indexOf(next) === SLOTS.indexOf(s) + 1; }
      return true;
    });
  },
  get freeSlots() { return this.slotsFor(this.booking.clinician, this.booking.date, this.booking.minutes); },
  get rsSlots() { return this.rs.appt ? this.slotsFor(this.rs.clinician, this.rs.date, this.rs.appt.minutes, this.rs.appt.id) : []; },

  // ---------------------------------------------------------------- booking
  openBooking() { this.booking = { ...freshBooking(), open: true }; },
  resetBooking() { this.booking = freshBooking(); },
  get petMatches() {
    const q = this.booking.query.trim().toLowerCase();
    if (q.length < 2 || !this.db) return [];
    return this.db.pets.filter(p => p.name.toLowerCase().includes(q) || this.ownerOf(p).name.toLowerCase().includes(q)).slice(0, 8);
  },
  petLabel(p) { return `${p.name} (${p.species}) · ${this.ownerOf(p).name}`; },
  pickPet(p) { this.booking.petId = p.id; this.booking.query = this.petLabel(p); },
  setBooking(k, v) { this.booking[k] = v; if (k === 'clinician' || k === 'date' || k === 'minutes') this.booking.slot = ''; },
  get bookingValid() { const b = this.booking; return !!(b.petId && b.clinician && b.date && b.slot && b.reason); },
  async book() {
    const b = this.booking;
    b.saving = true;
    await wait(600);
    const i = Number(b.slot.split('-')[1]);
    const pet = this.petOf(b.petId);
    const appt = {
      id: 'AP-' + this.db.nextAppt++, date: b.date, time: SLOTS[i], clinician: b.clinician, pet: pet.id,
      reason: REASONS.find(r => slug(r) === b.reason), minutes: b.minutes, status: 'booked', arrived: '',
      alerts: [...pet.alerts], notes: b.notes.trim(),
    };
    this.db.appointments.push(appt);
    this.persist();
    b.saving = false;
    b.open = false;
    toast(`${pet.name} booked with ${this.clinicianName(appt.clinician)} on ${shortDate(appt.date)}.`);
  },

  // ---------------------------------------------------------------- rescheduling
  async moveAppointment() {
    const a = this.rs.appt;
    this.rs.saving = true;
    await wait(500);
    a.movedFrom = `${shortDate(a.date)}, ${a.time}`;
    Object.assign(a, { date: this.rs.date, time: this.rs.time, clinician: this.booking.clinician });
    this.persist();
    this.rs.saving = false;
    this.rs.open = false;
    toast(`${this.petOf(a).name} moved to ${shortDate(a.date)} at ${a.time}.`);
  },

  // ---------------------------------------------------------------- patients
  get patientList() {
    const q = this.patientQuery.trim().toLowerCase();
    return [...this.db.pets]
      .filter(p => !q || p.name.toLowerCase().includes(q) || this.ownerOf(p).name.toLowerCase().includes(q))
      .sort((a, b) => a.name.localeCompare(b.name));
  },
  openPet(p) { this.petDlg = { open: true, petId: p.id, weight: '', vaccOpen: false, vaccine: '', given: TODAY, alert: '', busy: false }; },
  get dlgPet() { return this.petDlg.petId ? this.petOf(this.petDlg.petId) : null; },
  vaccinesFor(p) { return (VACCINES[p.species] || []).map((v, i) => ({ value: 'v' + i, label: v })); },
  async addWeight() {
    const p = this.dlgPet;
    const kg = Math.round(parseFloat(this.petDlg.weight) * 100) / 100;
    this.petDlg.busy = true;
    await wait(400);
    p.weights.push({ date: TODAY, kg });
    this.persist();
    this.petDlg.busy = false;
    this.petDlg.weight = '';
    toast(`${p.name}: ${kg} kg recorded.`);
  },
  async saveVaccination() {
    const p = this.dlgPet;
    const vaccine = this.vaccinesFor(p).find(v => v.value === this.petDlg.vaccine).label;
    this.petDlg.busy = true;
    await wait(500);
    p.vaccinations.push({ given: this.petDlg.given, vaccine, due: addYear(this.petDlg.given) });
    p.reminded = '';
    this.persist();
    this.petDlg.busy = false;
    this.petDlg.vaccOpen = false;
    toast(`${vaccine} recorded for ${p.name}. Next due ${shortDate(addYear(this.petDlg.given))}.`);
  },
  async addAlert() {
    const p = this.dlgPet;
    const text = this.petDlg.alert.trim();
    this.petDlg.busy = true;
    await wait(400);
    p.alerts.push(text);
    this.persist();
    this.petDlg.busy = false;
    this.petDlg.alert = '';
    toast(`Alert added to ${p.name}'s record.`);
  },

  // ---------------------------------------------------------------- reminders
  get dueList() {
    return this.db.pets.filter(p => this.nextDue(p) && this.nextDue(p) <= MONTH_END).sort((a, b) => this.nextDue(a).localeCompare(this.nextDue(b)));
  },
  isSelected(p) { return this.selected.includes(p.id); },
  toggle(p, on) { this.selected = on ? [...new Set([...this.selected, p.id])] : this.selected.filter(x => x !== p.id); },
  get allSelected() { return this.dueList.length > 0 && this.dueList.every(p => this.selected.includes(p.id)); },
  toggleAll(on) { this.selected = on ? this.dueList.map(p => p.id) : []; },
  async sendReminders() {
    this.sendDlg.saving = true;
    await wait(700);
    const n = this.selected.length;
    for (const id of this.selected) this.petOf(id).reminded = TODAY;
    this.persist();
    this.selected = [];
    this.sendDlg = { open: false, saving: false };
    toast(`${n} reminder${n === 1 ? '' : 's'} sent by text message.`);
  },
}));

// start Alpine once Shoelace's components are defined, so bound properties land on upgraded elements
const used = ['sl-button', 'sl-input', 'sl-select', 'sl-option', 'sl-dialog', 'sl-drawer', 'sl-details', 'sl-dropdown',
  'sl-menu', 'sl-menu-item', 'sl-icon-button', 'sl-badge', 'sl-tag', 'sl-tab-group', 'sl-radio-group', 'sl-radio-button',
  'sl-checkbox', 'sl-textarea', 'sl-alert', 'sl-spinner', 'sl-skeleton'];
Promise.all(used.map(t => customElements.whenDefined(t))).then(() => {
  window.Alpine = Alpine;
  Alpine.start();
});
