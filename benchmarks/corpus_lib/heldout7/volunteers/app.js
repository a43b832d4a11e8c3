// HelpingHands: volunteer shift sign-up for a food bank (Alpine.js 3 + Bulma 1 + Tom Select 2).
'use strict';

const TODAY = '2025-10-10';
const STATE_KEY = 'hh.state';
const SKILLS_KEY = 'hh.skills';
const PROFILE_KEY = 'hh.profile';
const APPEAL_KEY = 'hh.appealDismissed';
const PER_DAY = 3;

const LOCATIONS = ['Eastfield warehouse', 'Riverside Hall', "St Mark's church", 'Mobile van'];
const ROLES = ['Warehouse sorting', 'Kitchen', 'Delivery driver', 'Van helper', 'Front desk'];
const WEEKS = [
  { title: '11 – 17 October', from: '2025-10-11', to: '2025-10-17' },
  { title: '18 – 24 October', from: '2025-10-18', to: '2025-10-24' },
];

// id, date, start, end, role, location, capacity, taken, waitlist
const SHIFTS = [
  ['s1', '2025-10-11', '09:00', '12:00', 'Warehouse sorting', 'Eastfield warehouse', 8, 3, 0],
  ['s3', '2025-10-11', '09:30', '13:30', 'Van helper', 'Mobile van', 2, 2, 2],
  ['s2', '2025-10-11', '11:30', '14:30', 'Kitchen', 'Riverside Hall', 4, 2, 0],
  ['s4', '2025-10-11', '10:00', '14:00', 'Delivery driver', 'Eastfield warehouse', 4, 3, 0],
  ['s6', '2025-10-11', '11:00', '14:00', 'Front desk', "St Mark's church", 3, 1, 0],
  ['s5', '2025-10-11', '13:00', '16:00', 'Warehouse sorting', 'Eastfield warehouse', 8, 6, 0],
  ['s7', '2025-10-12', '12:00', '15:00', 'Kitchen', "St Mark's church", 4, 1, 0],
  ['s8', '2025-10-13', '09:00', '12:00', 'Warehouse sorting', 'Eastfield warehouse', 8, 2, 0],
  ['s9', '2025-10-13', '10:00', '13:00', 'Front desk', 'Riverside Hall', 2, 0, 0],
  ['s11', '2025-10-14', '10:00', '14:00', 'Delivery driver', 'Eastfield warehouse', 4, 1, 0],
  ['s10', '2025-10-14', '13:30', '16:30', 'Front desk', "St Mark's church", 3, 2, 0],
  ['s12', '2025-10-15', '17:00', '20:00', 'Kitchen', 'Riverside Hall', 4, 3, 0],
  ['s13', '2025-10-15', '18:00', '21:00', 'Warehouse sorting', 'Eastfield warehouse', 6, 2, 0],
  ['s14', '2025-10-16', '09:30', '13:30', 'Van helper', 'Mobile van', 2, 1, 0],
  ['s15', '2025-10-16', '10:00', '13:00', 'Kitchen', 'Eastfield warehouse', 3, 3, 1],
  ['s16', '2025-10-17', '09:00', '12:00', 'Front desk', 'Riverside Hall', 2, 1, 0],
  ['s17', '2025-10-18', '09:00', '12:00', 'Warehouse sorting', 'Eastfield warehouse', 8, 4, 0],
  ['s19', '2025-10-18', '10:00', '13:00', 'Kitchen', 'Riverside Hall', 4, 2, 0],
  ['s20', '2025-10-18', '10:00', '14:00', 'Delivery driver', 'Eastfield warehouse', 4, 4, 3],
  ['s18', '2025-10-18', '13:00', '16:00', 'Warehouse sorting', 'Eastfield warehouse', 8, 5, 0],
  ['s21', '2025-10-20', '10:00', '14:00', 'Delivery driver', 'Eastfield warehouse', 4, 2, 0],
  ['s22', '2025-10-20', '10:00', '13:00', 'Front desk', "St Mark's church", 3, 1, 0],
  ['s24', '2025-10-21', '09:00', '12:00', 'Warehouse sorting', 'Eastfield warehouse', 8, 3, 0],
  ['s25', '2025-10-22', '16:00', '19:00', 'Delivery driver', 'Eastfield warehouse', 3, 2, 0],
  ['s26', '2025-10-22', '17:00', '20:00', 'Kitchen', 'Riverside Hall', 4, 1, 0],
  ['s28', '2025-10-23', '10:00', '14:00', 'Delivery driver', 'Eastfield warehouse', 4, 4, 0],
  ['s27', '2025-10-23', '11:00', '15:00', 'Kitchen', "St Mark's church", 4, 2, 0],
  ['s29', '2025-10-24', '09:00', '13:00', 'Delivery driver', 'Eastfield warehouse', 4, 1, 0],
  ['s30', '2025-10-24', '09:30', '13:30', 'Van helper', 'Mobile van', 2, 0, 0],
].map(([id, date, start, end, role, location, capacity, taken, waitlist]) =>
  ({ id, date, start, end, role, location, capacity, taken, waitlist }));

const SEED_MINE = [
  { shiftId: 's10', party: 1, note: '' },
  { shiftId: 's17', party: 1, note: '' },
  { shiftId: 's27', party: 1, note: '' },
];

const PAST = [
  { date: '2025-09-27', role: 'Warehouse sorting', location: 'Eastfield warehouse', hours: 3 },
  { date: '2025-09-20', role: 'Kitchen', location: "St Mark's church", hours: 4 },
  { date: '2025-09-13', role: 'Warehouse sorting', location: 'Eastfield warehouse', hours: 3 },
  { date: '2025-08-30', role: 'Front desk', location: 'Riverside Hall', hours: 3 },
  { date: '2025-08-16', role: 'Kitchen', location: 'Riverside Hall', hours: 3 },
  { date: '2025-07-19', role: 'Warehouse sorting', location: 'Eastfield warehouse', hours: 3 },
  { date: '2025-06-21', role: 'Van helper', location: 'Mobile van', hours: 4 },
  { date: '2025-05-10', role: 'Kitchen', location: "St Mark's church", hours: 4 },
  { date: '2025-03-15', role: 'Warehouse sorting', location: 'Eastfield warehouse', hours: 3.5 },
];

const SKILL_SUGGESTIONS = ['First aid', 'Food hygiene certificate', 'Full driving licence', 'Heavy lifting',
  'Cooking for groups', 'Safeguarding training', 'Spanish', 'Polish', 'Arabic'];
const DEFAULT_SKILLS = ['First aid', 'Full driving licence'];
const DEFAULT_PROFILE = { emergencyName: 'Alex Ellis', emergencyPhone: '07700 900321', days: ['Wed', 'Sat'] };

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const d8 = iso => new Date(iso + 'T12:00:00Z');

function readJSON(key, fallback) {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : fallback;
  } catch (e) {
    return fallback;
  }
}

// Tom Select instances live outside Alpine's reactive data
let locationTS = null, skillsTS = null, swapTS = null;

document.addEventListener('alpine:init', () => {
  Alpine.data('volunteerApp', () => {
    const state = readJSON(STATE_KEY, null);
    const shifts = SHIFTS.map(s => ({ ...s }));
    if (state) {
      for (const s of shifts) {
        if (s.id in state.taken) s.taken = state.taken[s.id];
        if (s.id in state.waitlist) s.waitlist = state.waitlist[s.id];
      }
    }
    const storedProfile = readJSON(PROFILE_KEY, {});
    return {
      LOCATIONS, ROLES, WEEKS, PAST,
      tab: 'find',
      shifts,
      mine: state ? state.mine : structuredClone(SEED_MINE),
      waiting: state ? state.waiting : [],
      skills: readJSON(SKILLS_KEY, DEFAULT_SKILLS),
      skillsDraft: [],
      profile: { ...storedProfile, ...DEFAULT_PROFILE },
      draft: { emergencyName: '', emergencyPhone: '', days: [] },
      editingEmergency: false,
      filters: { location: '', role: '', openOnly: false },
      week: 0,
      loadingWeek: true,
      expanded: {},
      expanding: null,
      menuFor: null,
      showPast: false,
      open: { contact: false, emergency: false, skills: false, days: false },
      banner: false,
      toasts: [],
      signup: { open: false, step: 1, shift: null, waitlist: false, guests: 0, hygiene: false, licence: false, note: '', saving: false },
      swap: { open: false, from: null, to: '', saving: false },
      drop: { open: false, m: null },

      start() {
        this.draft.days = [...this.profile.days];
        this.$nextTick(() => {
          locationTS = new TomSelect(this.$refs.locationSelect, {
            allowEmptyOption: true,
            controlInput: '<input>',
            onChange: v => { this.filters.location = v; },
          });
          skillsTS = new TomSelect(this.$refs.skillsSelect, {
            create: true,
            persist: false,
            plugins: ['remove_button'],
            options: [...new Set([...SKILL_SUGGESTIONS, ...this.skills])].map(s => ({ value: s, text: s })),
            items: this.skills,
            onChange: v => { this.skillsDraft = Array.isArray(v) ? v : String(v).split(',').filter(Boolean); },
          });
          this.skillsDraft = [...this.skills];
        });
        setTimeout(() => {
          this.loadingWeek = false;
          if (!sessionStorage.getItem(APPEAL_KEY)) setTimeout(() => { this.banner = true; }, 1500);
        }, 1100);
      },

      // ---------------------------------------------------------------- helpers
      shift(id) { return this.shifts.find(s => s.id === id); },
      placesLeft(s) { return Math.max(0, s.capacity - s.taken); },
      isMine(id) { return this.mine.some(m => m.shiftId === id); },
      isWaiting(id) { return this.waiting.some(w => w.shiftId === id); },
      weekday(iso) { return WEEKDAYS[d8(iso).getUTCDay()]; },
      longDate(iso) { const d = d8(iso); return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`; },
      shortDate(iso) { const d = d8(iso); return `${WEEKDAYS[d.getUTCDay()].slice(0, 3)} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()].slice(0, 3)}`; },
      describe(s) { return s ? `${s.role} · ${this.shortDate(s.date)} · ${s.start}–${s.end} · ${s.location}` : ''; },
      duration(s) {
        const [h1, m1] = s.start.split(':').map(Number), [h2, m2] = s.end.split(':').map(Number);
        return (h2 * 60 + m2 - h1 * 60 - m1) / 60;
      },
      fmtHours(h) { return Number.isInteger(h) ? String(h) : h.toFixed(1); },
      ordinal(n) {
        if (n % 100 >= 11 && n % 100 <= 13) return n + 'th';
        return n + ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] || 'th');
      },
      notify(text) {
        const id = Date.now() + Math.random();
        this.toasts.push({ id, text });
        setTimeout(() => { this.toasts = this.toasts.filter(t => t.id !== id); }, 2800);
      },
      persist() {
        localStorage.setItem(STATE_KEY, JSON.stringify({
          taken: Object.fromEntries(this.shifts.map(s => [s.id, s.taken])),
          waitlist: Object.fromEntries(this.shifts.map(s => [s.id, s.waitlist])),
          mine: this.mine,
          waiting: this.waiting,
        }));
      },

      // ---------------------------------------------------------------- find a shift
      get weekTitle() { return WEEKS[this.week].title; },
      get filtered() {
        const w = WEEKS[this.week];
        return this.shifts
          .filter(s => s.date >= w.from && s.date <= w.to)
          .filter(s => !this.filters.location || s.location === this.filters.location)
          .filter(s => !this.filters.role || s.role === this.filters.role)
          .filter(s => !this.filters.openOnly || this.placesLeft(s) > 1);
      },
      get visibleCount() { return this.filtered.length; },
      get days() {
        const by = {};
        for (const s of this.filtered) (by[s.date] = by[s.date] || []).push(s);
        return Object.keys(by).sort().map(date => {
          const all = by[date].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
          const shown = this.expanded[date] ? all : all.slice(0, PER_DAY);
          return { date, shown, hidden: all.length - shown.length };
        });
      },
      moveWeek(delta) {
        this.week = Math.min(WEEKS.length - 1, Math.max(0, this.week + delta));
        this.loadingWeek = true;
        setTimeout(() => { this.loadingWeek = false; }, 900);
      },
      jumpTo(iso) {
        const i = WEEKS.findIndex(w => iso >= w.from && iso <= w.to);
        if (i >= 0 && i !== this.week) this.moveWeek(i - this.week);
      },
      expandDay(date) {
        this.expanding = date;
        setTimeout(() => {
          this.expanded = { ...this.expanded, [date]: true };
          this.expanding = null;
        }, 500);
      },
      dismissBanner() {
        this.banner = false;
        sessionStorage.setItem(APPEAL_KEY, '1');
      },
      showDriverShifts() {
        this.dismissBanner();
        this.filters.role = 'Delivery driver';
        if (this.week !== 1) this.moveWeek(1 - this.week);
        this.tab = 'find';
      },

      // ---------------------------------------------------------------- sign up / waiting list
      openSignup(s) {
        this.signup = { open: true, step: 1, shift: s, waitlist: this.placesLeft(s) === 0, guests: 0, hygiene: false, licence: false, note: '', saving: false };
      },
      closeSignup() {
        this.signup.open = false;
      },
      get maxGuests() {
        return this.signup.shift ? Math.min(2, this.placesLeft(this.signup.shift) - 1) : 0;
      },
      get canConfirm() {
        const su = this.signup;
        if (!su.shift || su.saving) return false;
        if (su.waitlist) return true;
        if (su.step !== 2) return false;
        if (su.shift.role === 'Kitchen' && !su.hygeine) return false;
        if (su.shift.role === 'Delivery driver' && !su.licence) return false;
        return true;
      },
      confirmSignup() {
        if (!this.canConfirm) return;
        const su = this.signup;
        su.saving = true;
        setTimeout(() => {
          const s = su.shift;
          if (su.waitlist) {
            const position = s.waitlist;
            s.waitlist += 1;
            this.waiting.push({ shiftId: s.id, position });
            this.notify(`You're on the waiting list for ${s.role}, ${this.shortDate(s.date)}.`);
          } else {
            s.taken += 1;
            this.mine.push({ shiftId: s.id, party: 1 + su.guests, note: su.note });
            this.notify(`You're signed up: ${s.role}, ${this.shortDate(s.date)} ${s.start}.`);
          }
          this.persist();
          su.saving = false;
          su.open = false;
        }, 800);
      },

      // ---------------------------------------------------------------- my shifts
      get mineSorted() {
        return [...this.mine].sort((a, b) => {
          const x = this.shift(a.shiftId), y = this.shift(b.shiftId);
          return (x.date + x.start) < (y.date + y.start) ? -1 : 1;
        });
      },
      get upcomingHours() {
        return this.mine.reduce((t, m) => t + this.duration(this.shift(m.shiftId)), 0);
      },
      get pastHours() {
        return PAST.reduce((t, p) => t + p.hours, 0);
      },
      askDrop(m) {
        this.menuFor = null;
        this.drop = { open: true, m };
      },
      confirmDrop() {
        const m = this.drop.m;
        this.shift(m.shiftId).taken -= m.party;
        this.mine = this.mine.filter(x => x.shiftId !== m.shiftId);
        this.persist();
        this.drop = { open: false, m: null };
        this.notify('You have dropped out. Thanks for letting us know.');
      },
      openSwap(m) {
        this.menuFor = null;
        const from = this.shift(m.shiftId);
        const choices = this.shifts.filter(s => s.role === from.role && s.id !== from.id && s.date > TODAY &&
          !this.isMine(s.id) && this.placesLeft(s) >= m.party);
        this.swap = { open: true, from: m, to: '', saving: false };
        if (swapTS) swapTS.destroy();
        this.$refs.swapSelect.innerHTML = '';
        swapTS = new TomSelect(this.$refs.swapSelect, {
          options: choices.map(s => ({ value: s.id, text: `${this.shortDate(s.date)} · ${s.start}–${s.end} · ${s.location}` })),
          maxItems: 1,
          onChange: v => { this.swap.to = v; },
        });
      },
      closeSwap() {
        this.swap.open = false;
      },
      confirmSwap() {
        const { from, to } = this.swap;
        this.swap.saving = true;
        setTimeout(() => {
          const old = this.shift(from.shiftId), next = this.shift(to);
          old.taken -= from.party;
          next.taken += from.party;
          const m = this.mine.find(x => x.shiftId === from.shiftId);
          m.shiftId = next.id;
          this.persist();
          this.swap = { open: false, from: null, to: '', saving: false };
          this.notify(`Swapped to ${next.role}, ${this.shortDate(next.date)} ${next.start}–${next.end}.`);
        }, 600);
      },

      // ---------------------------------------------------------------- profile
      toggle(section) {
        this.open[section] = !this.open[section];
      },
      editEmergency() {
        this.draft.emergencyName = this.profile.emergencyName;
        this.draft.emergencyPhone = this.profile.emergencyPhone;
        this.editingEmergency = true;
      },
      saveEmergency() {
        this.profile.emergencyName = this.draft.emergencyName.trim();
        this.profile.emergencyPhone = this.draft.emergencyPhone.trim();
        localStorage.setItem(PROFILE_KEY, JSON.stringify(this.profile));
        this.editingEmergency = false;
        this.notify('Emergency contact saved.');
      },
      get skillsDirty() {
        return [...this.skillsDraft].sort().join('|') !== [...this.skills].sort().join('|');
      },
      saveSkills() {
        this.skills = [...this.skillsDraft];
        localStorage.setItem(SKILLS_KEY, JSON.stringify(this.skills));
        this.notify('Skills saved.');
      },
      saveDays() {
        this.profile.days = [...this.draft.days];
        localStorage.setItem(PROFILE_KEY, JSON.stringify(this.profile));
        this.notify('Availability saved.');
      },
    };
  });
});
