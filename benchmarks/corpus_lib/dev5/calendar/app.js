// Calendar: Alpine.js + Bulma. The week grid is an <svg> rendered from state; state in localStorage.
const TODAY = '2025-03-10';                      // pinned "today" (a Monday)
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const H0 = 8, H1 = 18, COLW = 110, ROWH = 40, GUT = 60, HEAD = 30;
const EVENT_MENU = ['Edit', 'Delete'];
const DURATIONS = [{ min: 15, label: '15 min' }, { min: 30, label: '30 min' }, { min: 45, label: '45 min' },
  { min: 60, label: '1 hour' }, { min: 90, label: '1.5 hours' }, { min: 120, label: '2 hours' }];
const PALETTE = [{ name: 'Blue', color: '#3273dc' }, { name: 'Teal', color: '#0ca678' }, { name: 'Orange', color: '#f08c00' }, { name: 'Purple', color: '#7048e8' }];
const TITLE_RE = /^[\w\s&,.:()\-]{1,60}$/;

const pad = n => String(n).padStart(2, '0');
const parse = s => { const [d, t] = s.split('T'); const [y, m, dd] = d.split('-').map(Number); return new Date(y, m - 1, dd, 12); };
const iso = d => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const addDays = (s, n) => { const d = parse(s); d.setDate(d.getDate() + n); return iso(d); };
const mondayOf = s => { const d = parse(s); const wd = (d.getDay() + 6) % 7; return addDays(s, -wd); };
const dayLabel = s => { const d = parse(s); return `${DAYS[(d.getDay() + 6) % 7]} ${d.getDate()} ${MONTHS[d.getMonth()]}`; };
const hm = min => `${pad(Math.floor(min / 60))}:${pad(min % 60)}`;
const esc = s => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function seedEvents() {
  return [
    { id: 1, cal: 'work', title: 'Team standup', date: '2025-03-10', start: 540, duration: 30, guests: [] },
    { id: 2, cal: 'work', title: '1:1 with Priya', date: '2025-03-11', start: 660, duration: 60, guests: ['priya@example.com'] },
    { id: 3, cal: 'work', title: 'Lunch & learn', date: '2025-03-12', start: 720, duration: 60, guests: [], rsvp: { going: 4, mine: null } },
    { id: 4, cal: 'work', title: 'Sprint demo', date: '2025-03-13', start: 900, duration: 60, guests: [] },
    { id: 5, cal: 'personal', title: 'Yoga', date: '2025-03-15', start: 540, duration: 60, guests: [] },
    { id: 6, cal: 'work', title: 'Quarterly planning', date: '2025-03-18', start: 600, duration: 120, guests: [] },
  ];
}

function calendarApp() {
  return {
    EVENT_MENU, DURATIONS, PALETTE,
    events: JSON.parse(localStorage.getItem('cal.events') || 'null') || seedEvents(),
    calendars: JSON.parse(localStorage.getItem('cal.calendars') || 'null') || [{ id: 'work', name: 'Work', color: '#3273dc' }, { id: 'personal', name: 'Personal', color: '#48c78e' }],
    published: localStorage.getItem('cal.published') || '',
    weekStart: mondayOf(TODAY), loadedWeek: null, view: 'Week',
    form: null, durFocus: 3, pop: null, menu: null, palette: false, share: false, termsRead: false, agreed: false,
    drag: null,

    init() { this.loadWeek(600); },
    persist() {
      localStorage.setItem('cal.events', JSON.stringify(this.events));
      localStorage.setItem('cal.calendars', JSON.stringify(this.calendars));
    },
    loadWeek(ms) {
      const w = this.weekStart;
      this.loadedWeek = null;
      clearTimeout(this._lw);
      this._lw = setTimeout(() => { if (this.weekStart === w) this.loadedWeek = w; }, ms);  // no spinner: the grid is just empty meanwhile
    },
    shiftWeek(n) { this.weekStart = addDays(this.weekStart, 7 * n); this.closeAll(); this.loadWeek(3000); },
    goToday() { this.weekStart = mondayOf(TODAY); this.loadWeek(600); },
    rangeLabel() {
      const a = parse(this.weekStart), b = parse(addDays(this.weekStart, 6));
      const right = a.getMonth() === b.getMonth() ? b.getDate() : `${MONTHS[b.getMonth()]} ${b.getDate()}`;
      return `${MONTHS[a.getMonth()]} ${a.getDate()} – ${right}, ${b.getFullYear()}`;
    },
    ev(id) { return this.events.find(e => e.id === id) || {}; },
    color(e) { const c = this.calendars.find(x => x.id === e.cal); return c ? c.color : '#999'; },
    whenLabel(e) { return `${dayLabel(e.date)}, ${hm(e.start)}–${hm(e.start + e.duration)}`; },
    longWhen(e) { return e.date ? this.whenLabel(e) : ''; },
    shortWhen(e) { return `${dayLabel(e.date)} ${hm(e.start)}`; },
    guestText(e) { const n = (e.guests || []).length; return n ? `${n} guest${n === 1 ? '' : 's'}` : 'No guests'; },
    goingCount(e) { return e.rsvp.going + (e.rsvp.mine === 'Going' ? 1 : 0); },

    weekSvg() {
      let out = '';
      for (let d = 0; d < 7; d++) {
        const date = addDays(this.weekStart, d), pd = parse(date);
        out += `<text class="dayhead" x="${GUT + d * COLW + 8}" y="20">${DAYS[d].slice(0, 3)} ${pd.getDate()}</text>`;
        for (let h = H0; h < H1; h++) {
          out += `<rect class="slot" x="${GUT + d * COLW}" y="${HEAD + (h - H0) * ROWH}" width="${COLW}" height="${ROWH}" aria-label="${dayLabel(date)}, ${pad(h)}:00" data-date="${date}" data-min="${h * 60}"></rect>`;
        }
      }
      for (let h = H0; h < H1; h++) out += `<text class="hour" x="8" y="${HEAD + (h - H0) * ROWH + 14}">${pad(h)}:00</text>`;
      if (this.loadedWeek === this.weekStart) {
        for (const e of this.events) {
          const d = Math.round((parse(e.date) - parse(this.weekStart)) / 864e5);
          if (d < 0 || d > 6) continue;
          const x = GUT + d * COLW + 3, y = HEAD + (e.start - H0 * 60) / 60 * ROWH + 1, h = Math.max(18, e.duration / 60 * ROWH - 2);
          out += `<g class="event" role="button" tabindex="0" data-id="${e.id}" data-cal="${e.cal}" aria-label="${esc(e.title)}, ${this.whenLabel(e)}">`
              + `<rect x="${x}" y="${y}" width="${COLW - 6}" height="${h}" rx="4" fill="${this.color(e)}"></rect>`
              + `<text x="${x + 6}" y="${y + 14}">${esc(e.title)}</text></g>`;
        }
      }
      return out;
    },
    svgPoint(evt) {
      const r = document.getElementById('week').getBoundingClientRect();
      return { x: evt.clientX - r.left, y: evt.clientY - r.top };
    },
    slotAt(p) {
      const d = Math.floor((p.x - GUT) / COLW), h = Math.floor((p.y - HEAD) / ROWH) + H0;
      if (d < 0 || d > 6 || h < H0 || h >= H1) return null;
      return { date: addDays(this.weekStart, d), min: h * 60 };
    },
    onDown(evt) {
      const g = evt.target.closest('.event');
      if (!g || evt.button !== 0) return;
      this.drag = { id: Number(g.dataset.id), g, x0: evt.clientX, y0: evt.clientY, moved: false };
      document.getElementById('week').setPointerCapture(evt.pointerId);
    },
    onMove(evt) {
      const d = this.drag;
      if (!d) return;
      const dx = evt.clientX - d.x0, dy = evt.clientY - d.y0;
      if (Math.abs(dx) + Math.abs(dy) > 5) d.moved = true;
      if (d.moved) d.g.setAttribute('transform', `translate(${dx} ${dy})`);
    },
    onUp(evt) {
      const d = this.drag;
      this.drag = null;
      if (d && d.moved) {
        const s = this.slotAt(this.svgPoint(evt));
        const e = this.ev(d.id);
        d.g.removeAttribute('transform');
        if (s) { e.date = s.date; e.start = s.min; this.persist(); }
        return;
      }
      if (d) { this.openPop(d.id, evt); return; }
      const slot = evt.target.closest('.slot');
      if (slot && evt.button === 0) this.openForm(slot.dataset.date, Number(slot.dataset.min));
    },
    openPop(id, evt) {
      this.menu = null;
      this.pop = { id, x: Math.min(evt.clientX + 12, window.innerWidth - 280), y: Math.min(evt.clientY + 12, window.innerHeight - 200) };
    },
    closeAll() { this.pop = null; this.menu = null; this.palette = false; },
    onContext(evt) {
      const g = evt.target.closest('.event');
      if (!g) return;
      this.openMenu(Number(g.dataset.id), evt.clientX, evt.clientY);
    },
    onSvgKey(evt) {
      const g = evt.target.closest && evt.target.closest('.event');
      if (!g) return;
      if (evt.key === 'ContextMenu' || (evt.shiftKey && evt.key === 'F10')) {
        evt.preventDefault();
        const r = g.getBoundingClientRect();
        this.openMenu(Number(g.dataset.id), r.left + 20, r.bottom);
      } else if (evt.key === 'Enter') {
        const r = g.getBoundingClientRect();
        this.openPop(Number(g.dataset.id), { clientX: r.left, clientY: r.bottom });
      }
    },
    openMenu(id, x, y) {
      this.pop = null;
      this.menu = { id, x, y };
      this.$nextTick(() => { const b = this.$refs.ctx.querySelector('button'); if (b) b.focus(); });
    },
    menuKey(evt) {
      const items = [...this.$refs.ctx.querySelectorAll('button')];
      const i = items.indexOf(document.activeElement);
      if (evt.key === 'ArrowDown') { evt.preventDefault(); items[(i + 1) % items.length].focus(); }
      if (evt.key === 'ArrowUp') { evt.preventDefault(); items[(i - 1 + items.length) % items.length].focus(); }
    },
    menuAction(item) {
      const e = this.ev(this.menu.id);
      this.menu = null;
      if (item === 'Delete') this.events = this.events.filter(x => x.id !== e.id);
      if (item === 'Duplicate') this.events.push({ ...e, id: this.nextId(), start: e.start + e.duration, guests: [...e.guests], rsvp: undefined });
      if (item === 'Edit') { this.pop = { id: e.id, x: 400, y: 200 }; }
      this.persist();
    },
    nextId() { return Math.max(0, ...this.events.map(e => e.id)) + 1; },
    setRsvp(id, r) { const e = this.ev(id); e.rsvp.mine = e.rsvp.mine === r ? null : r; this.persist(); },

    // ---------------------------------------------------------------- new event
    openForm(date, min) {
      this.closeAll();
      this.durFocus = 3;
      this.form = { date, start: min, label: `${dayLabel(date)}, ${hm(min)}`, title: '', duration: 60, repeat: 'none', weeks: 1,
        guestDraft: '', guests: [], attendees: [] };
      this.$nextTick(() => document.getElementById('f-title').focus());
    },
    durKey(evt) {
      const items = [...evt.currentTarget.querySelectorAll('[role=option]')];
      if (evt.key === 'ArrowDown' || evt.key === 'ArrowRight') { evt.preventDefault(); this.durFocus = Math.min(items.length - 1, this.durFocus + 1); }
      else if (evt.key === 'ArrowUp' || evt.key === 'ArrowLeft') { evt.preventDefault(); this.durFocus = Math.max(0, this.durFocus - 1); }
      else if (evt.key === 'Enter' || evt.key === ' ') { evt.preventDefault(); this.form.duration = DURATIONS[this.durFocus].min; return; }
      else return;
      this.$nextTick(() => items[this.durFocus].focus());
    },
    addGuest() {
      const g = this.form.guestDraft.trim();
      if (/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(g) && !this.form.guests.includes(g)) this.form.guests.push(g);
      this.form.guestDraft = '';
    },
    titleValid() { return TITLE_RE.test(this.form.title.trim()); },
    saveEvent() {
      const f = this.form;
      this.form = null;
      const n = f.repeat === 'weekly' ? Math.max(1, Number(f.weeks) || 1) : 1;
      const made = [];
      let id = this.nextId();
      for (let i = 0; i < n - 1 || i === 0; i++) {
        made.push({ id: id++, cal: 'work', title: f.title.trim(), date: addDays(f.date, 7 * i), start: f.start, duration: f.duration,
          guests: [...f.attendees] });
      }
      setTimeout(() => { this.events.push(...made); this.persist(); }, 2000);   // saved "on the server"; no spinner
    },

    // ---------------------------------------------------------------- sidebar
    setColor(c, color) { c.color = color; this.palette = false; this.persist(); },
    openShare() { this.closeAll(); this.share = true; this.termsRead = false; this.agreed = false; },
    onTermsScroll(evt) { const t = evt.target; if (t.scrollTop + t.clientHeight >= t.scrollHeight - 4) this.termsRead = true; },
    publish() {
      setTimeout(() => { this.published = 'https://cal.example.com/p/acme-work-7f3k'; localStorage.setItem('cal.published', this.published); }, 2000);
    },

    // ---------------------------------------------------------------- month / agenda
    monthCells() {
      const first = '2025-03-01', lead = (parse(first).getDay() + 6) % 7, cells = [];
      for (let i = 0; i < lead; i++) cells.push({ key: 'b' + i });
      for (let d = 1; d <= 31; d++) { const date = `2025-03-${pad(d)}`; cells.push({ key: date, date, day: d, label: `March ${d}, 2025` }); }
      return cells;
    },
    openWeekOf(date) { this.weekStart = mondayOf(TODAY); this.view = 'Week'; this.loadWeek(1500); },
    agenda() { return this.events.filter(e => e.date >= TODAY).sort((a, b) => (a.date + hm(a.start)).localeCompare(b.date + hm(b.start))); },
  };
}
