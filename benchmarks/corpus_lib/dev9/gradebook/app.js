// Markbook: one class's gradebook. "Today" is pinned to Thursday 13 March 2025.
const { createApp } = Vue;
const TODAY = '2025-03-13';
const STORE = 'markbook.9b';
const PAGE_SIZE = 10;
const wait = ms => new Promise(r => setTimeout(r, ms));

// one decimal place, as on the report cards
const round1 = x => Math.floor(x * 10) / 10;
const letter = pct => (pct == null ? '–' : pct >= 90 ? 'A' : pct >= 80 ? 'B' : pct >= 70 ? 'C' : pct >= 60 ? 'D' : 'F');
const byLast = (a, b) => a.last.localeCompare(b.last) || a.first.localeCompare(b.first);

createApp({
  data() {
    return {
      tabs: ['Grades', 'Assessments', 'Students', 'Report'],
      tab: 'Grades',
      loading: true,
      announce: false,
      assessments: [],
      students: [],
      query: '',
      missingOnly: false,
      sort: { key: 'name', dir: 1 },
      page: 1,
      editing: null,
      menu: null,
      showNew: false,
      newA: { name: '', max: 20, weight: 10, due: TODAY },
      newError: '',
      weightFor: null,
      weightDraft: 0,
      confirm: null,
      newS: { first: '', last: '' },
      notesFor: null,
      noteDraft: '',
      reportLoading: false,
      distOpen: false,
      compareLoading: false,
      compareText: '',
      toast: '',
    };
  },
  computed: {
    visible() {
      const q = this.query.trim().toLowerCase();
      let list = this.students;
      if (this.missingOnly) list = list.filter(s => this.hasMissing(s));
      else if (q) list = list.filter(s => this.fullName(s).toLowerCase().includes(q));
      const { key, dir } = this.sort;
      const cmp = key === 'final' ? (a, b) => (this.finalOf(a) ?? -1) - (this.finalOf(b) ?? -1) : byLast;
      return [...list].sort((a, b) => dir * cmp(a, b));
    },
    pages() { return Math.max(1, Math.ceil(this.visible.length / PAGE_SIZE)); },
    pageRows() { return this.visible.slice((this.page - 1) * PAGE_SIZE, this.page * PAGE_SIZE); },
    classAverage() {
      const f = this.students.map(this.rawFinal).filter(x => x != null);
      return f.length ? round1(f.reduce((a, b) => a + b, 0) / f.length) : null;
    },
    below60() { return this.students.filter(s => (this.finalOf(s) ?? 100) < 60).length; },
    missingCount() { return this.students.filter(this.hasMissing).length; },
    dist() {
      const d = { A: 0, B: 0, C: 0, D: 0, F: 0 };
      for (const s of this.students) { const g = this.letterOf(s); if (g in d) d[g]++; }
      return d;
    },
    noteReady() { return this.noteDraft.trim().length > 0 && this.noteDraft.length <= 200; },
  },
  methods: {
    fullName(s) { return `${s.first} ${s.last}`; },
    hasMissing(s) { return this.assessments.some(a => s.scores[a.id] == null); },
    rawFinal(s) {
      let num = 0, den = 0;
      for (const a of this.assessments) {
        const v = s.scores[a.id];
        if (v == null) continue;
        num += (a.weight * v) / a.max;
        den += a.weight;
      }
      return den ? (100 * num) / den : null;
    },
    finalOf(s) { const x = this.rawFinal(s); return x == null ? null : round1(x); },
    letterOf(s) { return letter(this.finalOf(s)); },
    fmt(x) { return x == null ? '–' : x.toFixed(1); },
    fmtDate(d) { return new Date(d + 'T12:00').toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }); },
    gradeClass(g) { return { A: 'is-success', B: 'is-info', C: 'is-link is-light', D: 'is-warning', F: 'is-danger' }[g] || ''; },
    sortIcon(key) { return this.sort.key !== key ? 'bi-arrow-down-up' : this.sort.dir > 0 ? 'bi-sort-up' : 'bi-sort-down'; },
    sortBy(key) {
      this.sort = this.sort.key === key ? { key, dir: -this.sort.dir } : { key, dir: 1 };
      this.page = 1;
    },
    save() {
      localStorage.setItem(STORE, JSON.stringify({ assessments: this.assessments, students: this.students }));
    },
    notify(msg) {
      this.toast = msg;
      clearTimeout(this._t);
      this._t = setTimeout(() => (this.toast = ''), 2500);
    },
    async openTab(t) {
      this.tab = t;
      this.menu = null;
      if (t === 'Report') {
        this.reportLoading = true;
        this.compareText = '';
        await wait(1500);
        this.reportLoading = false;
      }
    },

    // grades
    startEdit(s, a) { this.editing = { sid: s.id, aid: a.id, value: s.scores[a.id] ?? '' }; },
    commitScore() {
      const e = this.editing;
      if (!e) return;
      this.editing = null;
      const a = this.assessments.find(x => x.id === e.aid);
      const s = this.students.find(x => x.id === e.sid);
      const v = e.value === '' || e.value == null ? null : Number(e.value);
      if (v != null && (Number.isNaN(v) || v < 0 || v > a.max)) { this.notify(`Score must be between 0 and ${a.max}`); return; }
      s.scores[a.id] = v;
      this.save();
    },

    // assessments
    addAssessment() {
      const f = this.newA;
      if (!f.name.trim() || !(f.max > 0) || !(f.weight > 0)) { this.newError = 'Name, max points and weight are required.'; return; }
      const id = 'a' + Date.now().toString(36);
      this.assessments.push({ id, name: f.name.trim(), max: f.max, weight: f.weight, due: f.due || TODAY });
      this.save();
      this.newA = { name: '', max: 20, weight: 10, due: TODAY };
      this.newError = '';
      this.showNew = false;
      this.notify('Assessment added');
    },
    openWeight(a) { this.menu = null; this.weightFor = a; this.weightDraft = a.weight; },
    saveWeight() {
      if (!(this.weightDraft > 0)) return;
      this.weightFor.weight = this.weightDraft;
      this.weightFor = null;
      this.notify('Weight saved');
    },
    askDelete(a) {
      this.menu = null;
      this.confirm = {
        question: `Remove ${a.name}? Its scores are deleted too.`, action: 'Remove',
        run: () => {
          this.assessments = this.assessments.filter(x => x !== a);
          for (const s of this.students) delete s.scores[a.id];
          this.save();
          this.notify(`${a.name} removed`);
        },
      };
    },

    // students
    askArchive(s) {
      this.confirm = {
        question: `Archive ${this.fullName(s)}? They leave the gradebook but their marks are kept.`, action: 'Archive',
        run: () => {
          this.students = this.students.filter(x => x !== s);
          if (this.notesFor === s) this.notesFor = null;
          this.save();
        },
      };
    },
    addStudent() {
      const first = this.newS.first.trim(), last = this.newS.last.trim();
      if (!first || !last) return;
      const id = Math.max(0, ...this.students.map(s => s.id)) + 1;
      const s = { id, first, lastName: last, scores: {}, notes: [] };
      this.students = [...this.students, s].sort(byLast);
      this.save();
      this.newS = { first: '', last: '' };
      this.notify(`${first} ${last} added`);
    },
    openNotes(s) { this.notesFor = s; this.noteDraft = ''; },
    saveNote() {
      if (!this.noteReady) return;
      (this.notesFor.notes ||= []).push(this.noteDraft.trim());
      this.noteDraft = '';
      this.save();
      this.notify('Note saved');
    },

    // report
    async compare() {
      this.compareLoading = true;
      try {
        const res = await fetch('data/class_9a.json');
        if (!res.ok) throw new Error(res.status);
        const other = await res.json();
        this.compareText = `9A average: ${other.average.toFixed(1)}% (${other.students} students)`;
      } catch {
        this.compareText = 'Comparison unavailable right now.';
      }
      this.compareLoading = false;
    },
  },
  directives: { focus: { mounted: el => el.focus() } },
  async mounted() {
    document.addEventListener('click', () => (this.menu = null));
    setTimeout(() => (this.announce = true), 800);
    const saved = JSON.parse(localStorage.getItem(STORE) || 'null');
    const [data] = await Promise.all([saved || fetch('data/class-9b.json').then(r => r.json()), wait(1000)]);
    this.assessments = data.assessments;
    this.students = data.students.sort(byLast);
    this.loading = false;
  },
}).mount('#app');
