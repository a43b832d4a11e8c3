// Lane Ahead Driving School: the office diary. One Lit element (rendering into the light DOM so that Bootstrap's
// styles and data attributes apply) holds the state; the views are plain template functions in other modules.
import { LitElement, html } from 'lit';
import { TODAY, INSTRUCTORS, PACKAGES, HOURLY_RATE, seedPupils, seedLessons, seedPayments } from './data.js';
import { addDays, dayShort, endTime, freeStarts, minutesAhead, debounce } from './util.js';
import { diaryView } from './diary.js';
import { pupilsView, paymentsView, pupilPanel } from './pupils.js';
import { lessonModals, addPupilModal, cookieBanner, toasts, tiles } from './modals.js';

const KEY = 'lane-ahead-diary-v2';
const surname = p => p.name.split(' ').slice(-1)[0];

class DiaryApp extends LitElement {
  static properties = {
    loading: { state: true }, tab: { state: true }, day: { state: true }, pupils: { state: true },
    lessons: { state: true }, payments: { state: true }, book: { state: true }, act: { state: true },
    panel: { state: true }, list: { state: true }, np: { state: true }, notes: { state: true }, cookies: { state: true },
  };

  createRenderRoot() { return this; }

  constructor() {
    super();
    this.loading = true;
    this.tab = 'diary';
    this.day = TODAY;
    this.list = { q: '', instructor: '', status: '', page: 1 };
    this.notes = [];
    this.cookies = localStorage.getItem('lane-ahead-cookies') || 'ask-later';
    this.panel = null;
    this.act = null;
    this.resetBook();
    this.resetNewPupil();
    const saved = JSON.parse(localStorage.getItem(KEY) || 'null');
    if (saved) Object.assign(this, saved);
    else { this.pupils = seedPupils(); this.lessons = seedLessons(this.pupils); this.payments = seedPayments(this.pupils); }
    this.nextLesson = saved ? saved.nextLesson : 601;
    this.nextPupil = saved ? saved.nextPupil : 325;
    this.nextPayment = saved ? saved.nextPayment : 2104;
    this.search = debounce(q => { this.list = { ...this.list, q, page: 1 }; }, 350);
  }

  connectedCallback() {
    super.connectedCallback();
    setTimeout(() => { this.loading = false; }, 900);
    if (this.cookies === 'ask-later') setTimeout(() => { this.cookies = 'ask'; }, 1500);
  }

  persist() {
    const { pupils, lessons, payments, nextLesson, nextPupil, nextPayment } = this;
    localStorage.setItem(KEY, JSON.stringify({ pupils, lessons, payments, nextLesson, nextPupil, nextPayment }));
  }

  // ---------------------------------------------------------------- lookups
  pupil(id) { return this.pupils.find(p => p.id === id); }
  instructor(id) { return INSTRUCTORS.find(i => i.id === id); }
  lesson(id) { return this.lessons.find(l => l.id === id); }
  first(p) { return p.name.split(' ')[0]; }

  get sortedPupils() {
    return [...this.pupils].sort((a, b) => surname(a).localeCompare(surname(b)) || a.name.localeCompare(b.name));
  }

  get filteredPupils() {
    const q = this.list.q.trim().toLowerCase();
    return this.sortedPupils.filter(p => {
      if (q && !p.name.toLowerCase().includes(q) && !p.phone.replace(/\s/g, '').includes(q.replace(/\s/g, ''))) return false;
      if (this.list.status) return p.status === this.list.status;
      return !this.list.instructor || p.instructor === this.list.instructor;
    });
  }

  nextLessonOf(p) {
    return this.lessons.filter(l => l.pupil === p.id && l.status === 'booked' && minutesAhead(l) > 0)
      .sort((a, b) => minutesAhead(a) - minutesAhead(b))[0];
  }

  // ---------------------------------------------------------------- ui helpers
  modal(id) { return window.bootstrap.Modal.getOrCreateInstance(this.querySelector('#' + id)); }

  toast(text, kind = 'success') {
    const id = Math.random().toString(36).slice(2);
    this.notes = [...this.notes, { id, text, kind }];
    setTimeout(() => { this.notes = this.notes.filter(n => n.id !== id); }, 4000);
  }

  async busy(fn) {
    this.saving = true; this.requestUpdate();
    await new Promise(r => setTimeout(r, 500));
    this.saving = false;
    fn();
    this.persist();
    this.requestUpdate();
  }

  goDay(n) { this.day = n === 0 ? TODAY : addDays(this.day, n); }

  // ---------------------------------------------------------------- booking
  resetBook() {
    this.book = { q: '', pupil: null, instructor: '', date: '', hours: '', start: '', pickup: 'home', other: '' };
  }

  openBook() {
    this.resetBook();
    this.modal('m-book').show();
  }

  setBook(change) {
    const b = { ...this.book, ...change };
    if ('pupil' in change && change.pupil) b.instructor = this.pupil(change.pupil).instructor;
    if (!('start' in change)) {
      const free = this.bookStarts(b);
      if (!free.includes(b.start)) b.start = '';
    }
    this.book = b;
  }

  bookStarts(b = this.book) {
    if (!b.pupil || !b.instructor || !b.date || !b.hours) return [];
    return freeStarts(this.lessons, b.instructor, b.date, b.hours);
  }

  get bookReady() {
    const b = this.book;
    return b.pupil && b.instructor && b.date && b.hours && b.start && (b.pickup === 'home' || b.other.trim());
  }

  saveBooking() {
    const b = this.book;
    this.busy(() => {
      const p = this.pupil(b.pupil);
      const l = { id: 'L-' + this.nextLesson++, date: b.date, start: b.start, hours: b.hours, pupil: p.id,
        instructor: b.instructor, pickup: b.pickup === 'home' ? '' : b.other.trim(), status: 'booked', kind: 'lesson' };
      this.lessons = [...this.lessons, l];
      this.modal('m-book').hide();
      this.toast(`Lesson booked: ${p.name}, ${dayShort(l.date)} ${l.start}–${endTime(l)} with ${this.instructor(l.instructor).name}`);
    });
  }

  // ---------------------------------------------------------------- lesson actions
  openAct(kind, l) {
    const d = kind === 'cancel' ? { reason: '', charge: minutesAhead(l) < 48 * 60, confirm: false }
      : kind === 'move' ? { date: '', start: '' } : { notes: '', skills: [] };
    this.act = { kind, id: l.id, ...d };
    this.modal('m-' + kind).show();
  }

  setAct(change) { this.act = { ...this.act, ...change }; }

  markDone() {
    this.busy(() => {
      const l = this.lesson(this.act.id);
      const p = this.pupil(l.pupil);
      p.balance -= parseInt(l.hours);
      this.lessons = this.lessons.map(x => x.id === l.id ? { ...x, status: 'done', report: this.act.notes } : x);
      this.pupils = [...this.pupils];
      this.modal('m-done').hide();
      this.toast(`${p.name}'s lesson marked as done`);
    });
  }

  moveStarts() {
    const l = this.act && this.lesson(this.act.id);
    return l && this.act.date ? freeStarts(this.lessons, l.instructor, this.act.date, l.hours, l.id) : [];
  }

  moveLesson() {
    this.busy(() => {
      const l = this.lesson(this.act.id);
      const { date, start } = this.act;
      this.lessons = this.lessons.map(x => x.id === l.id ? { date, start, ...x } : x);
      this.modal('m-move').hide();
      this.toast(`${this.pupil(l.pupil).name}'s lesson moved to ${dayShort(date)} at ${start}`);
    });
  }

  cancelLesson() {
    this.busy(() => {
      const l = this.lesson(this.act.id);
      const p = this.pupil(l.pupil);
      const charged = this.act.charge;
      if (charged) p.balance -= Number(l.hours);
      this.lessons = this.lessons.map(x => x.id === l.id ? { ...x, status: 'cancelled', cancel: { reason: this.act.reason, charged } } : x);
      this.pupils = [...this.pupils];
      this.modal('m-cancel').hide();
      this.toast(`${p.name}'s lesson on ${dayShort(l.date)} cancelled${charged ? ' and charged' : ''}`, 'warning');
    });
  }

  // ---------------------------------------------------------------- pupils
  openPupil(id, tab = 'details') {
    this.panel = { id, tab, pay: null, result: null };
    window.bootstrap.Offcanvas.getOrCreateInstance(this.querySelector('#oc-pupil')).show();
  }

  setPanel(change) { this.panel = { ...this.panel, ...change }; }

  savePayment() {
    const { pack: packId, method } = this.panel.pay;
    this.busy(() => {
      const p = this.pupil(this.panel.id);
      const pack = PACKAGES.find(x => x.id === packId);
      const hours = Math.round((pack.price / HOURLY_RATE) * 2) / 2; // hours bought, to the nearest half hour
      p.balance += hours;
      this.payments = [...this.payments, { id: 'PAY-' + this.nextPayment++, date: TODAY, pupil: p.id, pack: pack.id, amount: pack.price, method }];
      this.pupils = [...this.pupils];
      this.setPanel({ pay: null });
      this.toast(`£${pack.price.toFixed(2)} from ${p.name} by ${method.toLowerCase()}`);
    });
  }

  saveResult() {
    const { passed, faults } = this.panel.result;
    this.busy(() => {
      const p = this.pupil(this.panel.id);
      p.result = { passed: passed === 'yes', date: TODAY, faults: Number(faults) };
      p.status = passed === 'yes' ? 'passed' : 'learning';
      this.lessons = this.lessons.map(x => x.kind === 'test' && x.pupil === p.id && x.date === TODAY ? { ...x, status: 'done' } : x);
      if (passed !== 'yes') p.test = null;
      this.pupils = [...this.pupils];
      this.setPanel({ result: null });
      this.toast(passed === 'yes' ? `Congratulations to ${p.name}: test passed` : `Test result saved for ${p.name}`);
    });
  }

  resetNewPupil() {
    this.np = { first: '', last: '', phone: '', address: '', dob: '', licence: '', gearbox: '', instructor: '',
      theory: false, theoryDate: '', terms: false };
  }

  setNp(change) {
    const np = { ...this.np, ...change };
    if ('gearbox' in change && np.instructor && this.instructor(np.instructor).gearbox !== np.gearbox) np.instructor = '';
    this.np = np;
  }

  get npValid() {
    const n = this.np;
    return n.first.trim() && n.last.trim() && n.phone.trim() && n.address.trim() && n.gearbox && n.instructor && n.terms
      && /^[A-Z9]{5}\d{6}[A-Z9]{2}\d[A-Z]{2}$/.test(n.licence.trim().toUpperCase()) && (!n.theory || n.theoryDate);
  }

  savePupil() {
    const n = this.np;
    this.busy(() => {
      const p = { id: 'P-' + this.nextPupil++, name: `${n.first.trim()} ${n.last.trim()}`, instructor: n.instructor, balance: 0,
        status: 'learning', address: n.address.trim(), phone: n.phone.trim(), licence: n.licence.trim().toUpperCase(),
        theory: n.theory ? n.theoryDate : null, test: null, result: null, dob: n.dob };
      this.pupils = [...this.pupils, p];
      this.modal('m-add').hide();
      this.resetNewPupil();
      this.toast(`${p.name} added as a new pupil of ${this.instructor(p.instructor).name}`);
    });
  }

  setCookies(choice) {
    this.cookies = choice;
    localStorage.setItem('lane-ahead-cookies', choice);
  }

  render() {
    return html`
      <nav class="navbar navbar-dark bg-dark px-4">
        <span class="navbar-brand"><i class="bi bi-car-front-fill"></i> Lane Ahead Driving School</span>
        <span class="navbar-text">Office diary · Wednesday 14 October 2026 · 10:40</span>
      </nav>
      <div class="container-xl py-3">
        ${this.loading ? html`<div class="placeholder-glow" aria-busy="true">
            ${[1, 2, 3, 4, 5].map(() => html`<span class="placeholder col-12 placeholder-lg mb-3 d-block" style="height:3rem"></span>`)}
          </div>` : html`
          ${tiles(this)}
          <ul class="nav nav-tabs mb-3">
            ${[['diary', 'Diary'], ['pupils', 'Pupils'], ['payments', 'Payments']].map(([id, label]) => html`
              <li class="nav-item"><a href="#${id}" class="nav-link ${this.tab === id ? 'active' : ''}"
                @click=${e => { e.preventDefault(); this.tab = id; }}>${label}</a></li>`)}
          </ul>
          ${this.tab === 'diary' ? diaryView(this) : this.tab === 'pupils' ? pupilsView(this) : paymentsView(this)}`}
      </div>
      ${lessonModals(this)}
      ${addPupilModal(this)}
      ${pupilPanel(this)}
      ${toasts(this)}
      ${cookieBanner(this)}`;
  }
}

customElements.define('diary-app', DiaryApp);
