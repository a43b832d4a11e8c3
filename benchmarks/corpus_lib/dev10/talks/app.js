// Trackboard: the programme committee's talk scheduler for a two-day conference. State lives in localStorage.
'use strict';

const TODAY = '2025-10-01'; // pinned
const KEY = { talks: 'trackboard.talks', chairs: 'trackboard.chairs', travel: 'trackboard.travel', published: 'trackboard.published' };
const DAYS = [{ key: '2025-10-14', label: 'Tue 14 Oct' }, { key: '2025-10-15', label: 'Wed 15 Oct' }];
const ROOMS = ['Main hall', 'Room B', 'Room C'];
const SLOTS = ['09:00', '09:45', '10:30', '11:15', '12:00'];
const LAST = SLOTS.length - 1;
const HOTEL = { from: '2025-10-12', to: '2025-10-16' };

const T = (title, speaker, track, status, day, room, slot) =>
  ({ title, speaker, track, status, sched: day ? { day, room, slot } : null });
const SEED_TALKS = [
  T('Designing for Failure', 'Omar Farouk', 'Architecture', 'accepted'),
  T('Postgres Tuning', 'Priya Raman', 'Data', 'accepted', '2025-10-15', 'Main hall', '11:15'),
  T('Kubernetes Cost Control', 'Lars Berg', 'Cloud', 'accepted', '2025-10-14', 'Room B', '10:30'),
  T('Blockchain for Cats', 'Tom Okoye', 'Fun', 'pending'),
  T('GraphQL in Practice', 'Mei Lin', 'APIs', 'accepted', '2025-10-14', 'Room C', '09:45'),
  T('Observability 101', 'Ana Souza', 'Ops', 'accepted', '2025-10-14', 'Main hall', '09:00'),
  T('Cloud Bills Explained', 'Diego Ramos', 'Cloud', 'pending'),
  T('Accessible Forms', 'Elif Demir', 'Frontend', 'accepted', '2025-10-14', 'Main hall', '09:45'),
  T('Type-safe SQL', 'Ravi Menon', 'Data', 'accepted', '2025-10-14', 'Room B', '09:00'),
  T('CSS Layout Tricks', 'Sofia Greco', 'Frontend', 'pending'),
  T('Event Sourcing Lessons', 'Kai Müller', 'Architecture', 'accepted', '2025-10-15', 'Room B', '09:45'),
  T('Feature Flags at Scale', 'Fatima Zahra', 'Ops', 'accepted', '2025-10-15', 'Main hall', '09:00'),
  T('WebAssembly Outside the Browser', 'Hana Sato', 'Runtime', 'pending'),
  T('Rust at the Edge', 'Lina Costa', 'Runtime', 'pending'),
  T('Serverless Costs', 'Jonas Weber', 'Cloud', 'accepted'),
  T('Zero-Downtime Migrations', 'Priya Raman', 'Data', 'accepted'),
  T('Testing Legacy Code', 'Tom Okoye', 'Practices', 'pending'),
  T('Design Tokens', 'Elif Demir', 'Frontend', 'rejected'),
  T('Chaos Engineering Day One', 'Lars Berg', 'Ops', 'accepted', '2025-10-14', 'Room C', '11:15'),
  T('Streaming with Kafka', 'Ravi Menon', 'Data', 'pending'),
  T('Micro-frontends Revisited', 'Sofia Greco', 'Frontend', 'pending'),
  T('Green Software', 'Ana Souza', 'Practices', 'accepted', '2025-10-15', 'Room B', '10:30'),
  T('Incident Reviews That Work', 'Fatima Zahra', 'Ops', 'pending'),
  T('Search That Scales', 'Kai Müller', 'Data', 'rejected'),
  T('Mentoring Juniors', 'Mei Lin', 'Practices', 'accepted', '2025-10-15', 'Main hall', '10:30'),
].map((t, i) => ({ id: i + 1, ...t }));
// talks imported before co-speakers existed have no `co` list
SEED_TALKS.forEach(t => { if (t.id > 4) t.co = []; });
SEED_TALKS.find(t => t.title === 'Observability 101').co = ['Hana Sato'];

const SEED_CHAIRS = { '2025-10-14|Main hall': 'Ana Souza', '2025-10-14|Room B': 'Lars Berg' };
const SEED_TRAVEL = {
  'Omar Farouk': { arrival: '', departure: '2025-10-16' },
  'Priya Raman': { arrival: '', departure: '2025-10-16' },
};

const load = (k, seed) => { try { return JSON.parse(localStorage.getItem(k)) ?? structuredClone(seed); } catch { return structuredClone(seed); } };
const save = (k, v) => localStorage.setItem(k, JSON.stringify(v));
const wait = ms => new Promise(r => setTimeout(r, ms));
const nice = s => new Date(s + 'T12:00:00').toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });

function trackboard() {
  return {
    DAYS, ROOMS, SLOTS,
    tab: 'subs', day: DAYS[0].key, query: '', shown: 10, menuFor: null, help: false,
    talks: load(KEY.talks, SEED_TALKS), chairs: load(KEY.chairs, SEED_CHAIRS),
    travel: load(KEY.travel, SEED_TRAVEL), published: load(KEY.published, []),
    speakers: [], travelReady: false, openSpeaker: null, drafts: {}, travelError: {},
    confirm: null, sched: null, schedForm: { day: '', room: '', slot: '' },
    co: null, coText: '', coPick: null, toastText: '', toastTimer: null,

    async init() {
      setTimeout(() => { this.help = true; }, 600);
      const res = await fetch('data/speakers.json');
      this.speakers = (await res.json()).speakers;
    },
    toast(text) {
      this.toastText = text;
      clearTimeout(this.toastTimer);
      this.toastTimer = setTimeout(() => { this.toastText = ''; }, 3500);
    },
    persist() { save(KEY.talks, this.talks); },

    // -- submissions
    get filteredSubs() {
      const q = this.query.trim().toLowerCase();
      return this.talks.filter(t => !q || (t.title + ' ' + t.speaker).toLowerCase().includes(q));
    },
    get shownSubs() { return this.filteredSubs.slice(0, this.shown); },
    get pendingCount() { return this.talks.filter(t => t.status === 'pending').length; },
    statusText(t) {
      if (t.status !== 'accepted') return t.status === 'pending' ? 'Pending' : 'Rejected';
      return t.sched ? `${DAYS.find(d => d.key === t.sched.day).label} · ${t.sched.room} · ${t.sched.slot}` : 'Accepted';
    },
    ask(kind, t) {
      this.menuFor = null;
      const texts = {
        accept: ['Accept talk', `Accept “${t.title}” by ${t.speaker}? The speaker is emailed.`, 'Accept'],
        reject: ['Reject talk', `Reject “${t.title}” by ${t.speaker}? The speaker is emailed.`, 'Reject'],
        unschedule: ['Unschedule talk', `Take “${t.title}” out of the schedule?`, 'Unschedule'],
      }[kind];
      this.confirm = { kind, talk: t, title: texts[0], text: texts[1], ok: texts[2] };
    },
    confirmOk() {
      const { kind, talk } = this.confirm;
      this.confirm = null;
      if (kind === 'accept') { talk.status = 'accepted'; this.persist(); this.toast(`“${talk.title}” accepted`); }
      if (kind === 'reject') { talk.status = 'rejected'; this.persist(); this.toast(`“${talk.title}” rejected`); }
      if (kind === 'unschedule') this.unschedule(talk);
    },

    // -- scheduling
    talkAt(day, room, slot) {
      return this.talks.find(t => t.sched && t.sched.day === day && t.sched.room === room && t.sched.slot === slot);
    },
    talksIn(day, room) {
      return this.talks.filter(t => t.sched && t.sched.day === day && t.sched.room === room)
        .sort((a, b) => a.sched.slot.localeCompare(b.sched.slot));
    },
    freeSlots(day, room) {
      if (!day || !room) return [];
      const out = [];
      for (let i = 0; i < LAST; i++) if (!this.talkAt(day, room, SLOTS[i])) out.push(SLOTS[i]);
      return out;
    },
    openSchedule(t) { this.menuFor = null; this.sched = { talk: t }; this.schedForm = { day: '', room: '', slot: '' }; },
    saveSchedule() {
      const { day, room, slot } = this.schedForm;
      const last = this.talksIn(day, room).at(-1);
      const closes = slot > last.sched.slot;
      this.sched.talk.sched = { day, room, slot };
      this.persist();
      this.sched = null;
      this.toast(closes ? `Scheduled at ${slot}, now the last talk in ${room}` : `Scheduled in ${room} at ${slot}`);
    },
    move(t, delta) {
      const i = SLOTS.indexOf(t.sched.slot) + delta;
      if (i < 0 || i >= LAST) return;
      const other = this.talkAt(t.sched.day, t.sched.room, SLOTS[i]);
      if (other) other.sched = { ...other.sched, slot: t.sched.slot };
      t.sched = { ...t.sched, slot: SLOTS[i] };
      this.persist();
    },
    unschedule(t) {
      const notify = [t.speaker, ...t.co].join(', ');
      t.sched = null;
      this.persist();
      this.toast(`Unscheduled; ${notify} will be told`);
    },
    chairOf(day, room) { return this.chairs[`${day}|${room}`] || ''; },
    setChair(day, room, name) {
      this.chairs[`${day}|${room}`] = name;
      save(KEY.chairs, this.chairs);
      this.toast(`${name} chairs ${room}`);
    },
    speakerMatches(text) {
      const q = text.trim().toLowerCase();
      return this.speakers.filter(s => s.toLowerCase().includes(q) && s !== text).slice(0, 6);
    },
    readyToPublish(day) {
      return !this.published.includes(day) && ROOMS.every(r => this.chairs[day + r]);
    },
    publish(day) {
      this.published.push(day);
      save(KEY.published, this.published);
      this.toast(`${this.dayLabel(day)} published`);
    },
    dayLabel(day) { return DAYS.find(d => d.key === day).label; },

    // -- co-speakers
    async openCo(t) {
      this.menuFor = null;
      this.co = { talk: t, state: 'loading', directory: [] };
      this.coText = ''; this.coPick = null;
      await wait(600);
      try {
        const res = await fetch('data/speaker-directory.json');
        if (!res.ok) throw new Error(res.status);
        this.co.directory = (await res.json()).speakers;
        this.co.state = 'ready';
      } catch { this.co.state = 'error'; }
    },
    directoryMatches(text) {
      const q = text.trim().toLowerCase();
      return (this.co?.directory || []).filter(s => s.toLowerCase().includes(q)).slice(0, 6);
    },
    saveCo() {
      const t = this.co.talk;
      t.co = [...(t.co || []), this.coPick];
      this.persist();
      this.co = null;
      this.toast(`Co-speaker added to “${t.title}”`);
    },

    // -- speakers' travel
    async openSpeakers() {
      this.tab = 'speakers';
      if (this.travelReady) return;
      await wait(1000);
      this.travelReady = true;
    },
    draft(s) {
      if (!this.drafts[s]) this.drafts[s] = { arrival: '', departure: '', ...(this.travel[s] || {}) };
      return this.drafts[s];
    },
    travelSummary(s) {
      const t = this.travel[s];
      return t && t.arrival ? `arrives ${nice(t.arrival)}` : 'no arrival date';
    },
    saveTravel(s) {
      const d = this.draft(s);
      if (!d.arrival) { this.travelError[s] = 'Arrival date is required.'; return; }
      if (!(d.arrival > HOTEL.from && d.arrival <= HOTEL.to)) { this.travelError[s] = 'Arrival must be inside the hotel block.'; return; }
      if (d.departure && d.departure < d.arrival) { this.travelError[s] = 'Departure is before arrival.'; return; }
      this.travelError[s] = '';
      this.travel[s] = { arrival: d.arrival, departure: d.departure };
      save(KEY.travel, this.travel);
      this.toast(`Travel saved for ${s}`);
    },
  };
}
