// Ridgeway Primary school buses: Alpine.js 3 component over Bootstrap 5 (bundle), Tom Select 2 for the stop picker.
const KEY = 'rw-buses';
const clone = o => JSON.parse(JSON.stringify(o));
const wait = ms => new Promise(r => setTimeout(r, ms));

document.addEventListener('alpine:init', () => {
  Alpine.data('buses', () => ({
    loading: true, tab: 'routes', routes: [], pupils: [], drivers: [], driverDraft: {}, savingDrivers: false,
    search: '', shown: 10, toasts: [],
    newStop: {}, moving: null, moveTo: '', savingMove: false, absentFor: null, removing: null,
    timeEdit: null, noticeFor: null, noticeText: '', sendingNotice: false, ts: null,

    init() {
      setTimeout(() => {
        const saved = JSON.parse(localStorage.getItem(KEY) || 'null') || clone(window.RW_SEED);
        this.routes = saved.routes; this.pupils = saved.pupils; this.drivers = saved.drivers;
        this.routes.forEach(r => { this.newStop[r.id] = { name: '', time: '' }; this.driverDraft[r.id] = r.driver; });
        this.loading = false;
        this.$nextTick(() => this.setupStopPicker());
      }, 1000);
      setTimeout(() => { if (!sessionStorage.getItem('rw-closure')) this.modal('closureModal').show(); }, 1300);
    },
    persist() { localStorage.setItem(KEY, JSON.stringify({ routes: this.routes, pupils: this.pupils, drivers: this.drivers })); },
    modal(ref) { return bootstrap.Modal.getOrCreateInstance(this.$refs[ref]); },
    toast(text) {
      const id = Date.now() + Math.random();
      this.toasts.push({ id, text });
      setTimeout(() => (this.toasts = this.toasts.filter(t => t.id !== id)), 3500);
    },
    closureSeen() { sessionStorage.setItem('rw-closure', '1'); this.modal('closureModal').hide(); },

    // ---- routes
    stopById(id) { for (const r of this.routes) { const s = r.stops.find(x => x.id === id); if (s) return { route: r, stop: s }; } return null; },
    pupilsOn(r) { const ids = r.stops.map(s => s.id); return this.pupils.filter(p => ids.includes(p.stop)); },
    pupilsAt(s) { return this.pupils.filter(p => p.stop === s.id).length; },
    riding(r) { return this.pupilsOn(r).filter(p => !p.absentTomorrow).length; },
    moveStop(r, i, dir) {
      const j = i + dir, a = r.stops[i], b = r.stops[j];
      [a.time, b.time] = [b.time, a.time];
      r.stops.splice(i, 1); r.stops.splice(j, 0, a);
      this.persist();
    },
    stopOk(r) { const s = this.newStop[r.id]; return s && s.name.trim() && /^\d{2}:\d{2}$/.test(s.time); },
    addStop(r) {
      const s = this.newStop[r.id];
      const stop = { id: r.id.toLowerCase() + Date.now(), name: s.name.trim(), time: s.time };
      const at = r.stops.findIndex(x => x.time > stop.time);
      r.stops.splice(at < 0 ? r.stops.length : at, 0, stop);
      this.newStop[r.id] = { name: '', time: '' };
      this.persist(); this.toast(`${stop.name} added to Route ${r.id}`);
      this.ts && this.refreshStopPicker();
    },
    askRemove(r, n) { this.removing = { route: r, n }; this.modal('removeModal').show(); },
    doRemove() {
      const { route, n } = this.removing;
      const gone = route.stops.splice(n, 1)[0];
      this.pupils.forEach(p => { if (p.stop === gone.id) p.stop = route.stops[0].id; });
      this.persist(); this.modal('removeModal').hide(); this.toast('Stop removed');
      this.refreshStopPicker();
    },
    editTime(r, s) { this.timeEdit = { route: r, stop: s, value: s.time }; this.modal('timeModal').show(); },
    saveTime() {
      const { route, stop, value } = this.timeEdit;
      stop.time = value;
      route.stops.sort((a, b) => a.time.localeCompare(b.time));
      this.modal('timeModal').hide(); this.toast(`${stop.name} now ${value}`);
    },
    openNotice(r) { this.noticeFor = r; this.noticeText = ''; this.modal('noticeModal').show(); },
    async sendMessage() {
      this.sendingNotice = true; await wait(900);
      this.noticeFor.lastNotice = { text: this.noticeText.trim(), families: this.families(this.noticeFor) };
      this.persist(); this.sendingNotice = false; this.modal('noticeModal').hide();
      this.toast(`Message sent to ${this.families(this.noticeFor)} families`);
    },
    families(r) { return r ? new Set(this.pupilsOn(r).map(p => p.last)).size : 0; },

    // ---- pupils
    get sortedPupils() { return [...this.pupils].sort((a, b) => (a.last + a.first).localeCompare(b.last + b.first)); },
    get matching() {
      const q = this.search.trim().toLowerCase();
      return this.sortedPupils.filter(p => !q || `${p.first} ${p.last}`.toLowerCase().startsWith(q));
    },
    get visiblePupils() { return this.matching.slice(0, this.shown); },
    stopLabel(p) { const f = this.stopById(p.stop); return f ? `Route ${f.route.id} · ${f.stop.name}` : 'No stop'; },
    setupStopPicker() {
      this.ts = new TomSelect(this.$refs.stopPicker, {
        valueField: 'id', labelField: 'label', searchField: ['label'], optgroupField: 'route', lockOptgroupOrder: true,
        placeholder: 'Type a stop name…', onChange: v => (this.moveTo = v),
      });
      this.refreshStopPicker();
    },
    refreshStopPicker() {
      this.ts.clearOptions(); this.ts.clearOptionGroups();
      this.routes.forEach(r => {
        this.ts.addOptionGroup(r.id, { label: `Route ${r.id} · ${r.name}` });
        r.stops.forEach(s => this.ts.addOption({ id: s.id, label: `Route ${r.id} · ${s.name}`, route: r.id }));
      });
    },
    startMove(p) { this.moving = p; this.ts.clear(true); this.moveTo = ''; this.modal('moveModal').show(); },
    async saveMove() {
      this.savingMove = true; await wait(800);
      this.moving.stop = this.moveTo; this.persist();
      this.savingMove = false; this.modal('moveModal').hide(); this.toast(`${this.moving.first} ${this.moving.last} moved to ${this.stopLabel(this.moving)}`);
    },
    askAbsent(p) { this.absentFor = p; this.modal('absentModal').show(); },
    markAbsent() {
      this.absentFor.absent = true; this.persist();
      this.modal('absentModal').hide(); this.toast(`${this.absentFor.first} won't ride tomorrow`);
    },

    // ---- drivers
    driversChanged() { return this.routes.some(r => this.driverDraft[r.id] !== r.driver); },
    async saveDrivers() {
      this.savingDrivers = true; await wait(800);
      this.routes.forEach(r => (r.driver = this.driverDraft[r.id]));
      this.persist(); this.savingDrivers = false; this.toast('Drivers saved');
    },
  }));
});
