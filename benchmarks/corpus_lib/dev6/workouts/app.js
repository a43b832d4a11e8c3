// Liftlog: a training diary. Alpine.js + Bulma + Tom Select. State in localStorage, fake server latency.
const KEY = 'dev6-workouts';
const TODAY = '2025-03-12';      // pinned "today" (a Wednesday) so dates in the checks are stable
const WEEK_START = '2025-03-10'; // Monday of this week
const WEEK_END = '2025-03-16';

const CARDIO = ['Cycling', 'Rowing', 'Running', 'Swimming'];
const EXERCISES = [
  'Arnold press', 'Back squat', 'Barbell row', 'Bench press', 'Bicep curl', 'Box jump', 'Bulgarian split squat',
  'Cable fly', 'Calf raise', 'Chest dip', 'Chin-up', 'Clean and jerk', 'Cycling', 'Deadlift', 'Dumbbell fly',
  'Face pull', "Farmer's carry", 'Front squat', 'Goblet squat', 'Good morning', 'Hack squat', 'Hammer curl',
  'Hanging knee raise', 'Hip thrust', 'Incline bench press', 'Kettlebell swing', 'Lat pulldown', 'Leg curl',
  'Leg extension', 'Leg press', 'Lunge', 'Overhead press', 'Pendlay row', 'Power clean', 'Preacher curl',
  'Pull-up', 'Push press', 'Push-up', 'Rack pull', 'Reverse fly', 'Romanian deadlift', 'Rowing', 'Running',
  'Russian twist', 'Seated row', 'Shrug', 'Skull crusher', 'Snatch', 'Step-up', 'Sumo deadlift', 'Swimming',
  'T-bar row', 'Thruster', 'Tricep pushdown', 'Upright row', 'Walking lunge', 'Zercher squat',
];

function seed() {
  const rows = [
    ['2025-02-03', 'Back squat', 5, 5, 85], ['2025-02-03', 'Bench press', 5, 5, 80], ['2025-02-05', 'Deadlift', 3, 5, 120],
    ['2025-02-05', 'Leg press', 3, 10, 140], ['2025-02-07', 'Overhead press', 5, 5, 45], ['2025-02-07', 'Barbell row', 4, 8, 60],
    ['2025-02-10', 'Back squat', 5, 5, 88], ['2025-02-10', 'Bench press', 5, 5, 85], ['2025-02-12', 'Front squat', 3, 6, 70],
    ['2025-02-12', 'Leg curl', 3, 12, 40], ['2025-02-14', 'Deadlift', 3, 5, 125], ['2025-02-14', 'Lat pulldown', 3, 10, 55],
    ['2025-02-17', 'Back squat', 5, 5, 90], ['2025-02-17', 'Bench press', 5, 5, 90], ['2025-02-19', 'Leg press', 3, 10, 150],
    ['2025-02-19', 'Hip thrust', 3, 10, 90], ['2025-02-21', 'Overhead press', 5, 5, 47.5], ['2025-02-21', 'Chin-up', 3, 8, 0],
    ['2025-02-24', 'Back squat', 5, 5, 92.5], ['2025-02-24', 'Bench press', 5, 3, 95], ['2025-02-26', 'Deadlift', 3, 5, 130],
    ['2025-02-26', 'Seated row', 3, 10, 50], ['2025-02-28', 'Incline bench press', 3, 8, 65], ['2025-02-28', 'Face pull', 3, 15, 20],
    ['2025-03-03', 'Back squat', 5, 5, 95], ['2025-03-03', 'Hammer curl', 3, 10, 14], ['2025-03-05', 'Bench press', 3, 3, 100],
    ['2025-03-05', 'Skull crusher', 3, 10, 25], ['2025-03-07', 'Deadlift', 3, 3, 135], ['2025-03-07', 'Calf raise', 4, 12, 60],
    ['2025-03-10', 'Back squat', 5, 3, 100], ['2025-03-10', 'Walking lunge', 3, 12, 20],
    ['2025-03-11', "Farmer's carry", 4, 1, 32], ['2025-03-11', 'Overhead press', 5, 3, 50],
  ];
  return {
    entries: rows.map(([date, exercise, sets, reps, weight], i) => ({ id: i + 1, date, exercise, sets, reps, weight, notes: '' })),
    nextId: rows.length + 1,
    goal: 4,
    lb: false,
    plan: [
      ['Mon', 'Push day', true], ['Tue', 'Pull day', true], ['Wed', 'Leg day', false], ['Thu', 'Mobility', false],
      ['Fri', 'Upper body', false], ['Sat', 'Long run', false], ['Sun', 'Rest and stretch', false],
    ].map(([day, title, done], i) => ({ id: i + 1, day, title, done })),
  };
}

function load() {
  try {
    const s = JSON.parse(localStorage.getItem(KEY));
    if (s && Array.isArray(s.entries)) return s;
  } catch (e) { /* use the seed */ }
  return seed();
}

const blankForm = () => ({ exercise: '', sets: '', reps: '', weight: '', duration: '', distance: '', date: TODAY, notes: '' });
let exercisePicker = null; // the Tom Select instance (kept outside Alpine's reactivity)

document.addEventListener('alpine:init', () => {
  Alpine.data('liftlog', () => ({
    state: load(),
    tabs: ['Log', 'History', 'Records', 'Plan'],
    tab: 'Log',
    form: blankForm(),
    saving: false,
    filter: '',
    deleting: null,
    toast: '',
    toastTimer: null,

    init() {
      this.save();
      exercisePicker = new TomSelect(this.$refs.exercise, {
        options: EXERCISES.map(name => ({ name })),
        valueField: 'name', labelField: 'name', searchField: ['name'],
        maxOptions: 8, create: false, placeholder: 'Search exercises…',
        onChange: v => { this.form.exercise = v; },
      });
    },
    save() { localStorage.setItem(KEY, JSON.stringify(this.state)); },
    flash(msg) {
      this.toast = msg;
      clearTimeout(this.toastTimer);
      this.toastTimer = setTimeout(() => { this.toast = ''; }, 1500);
    },
    fmtW(kg) {
      if (!kg) return 'bodyweight';
      return this.state.lb ? `${Math.round(kg * 2.20462 * 10) / 10} lb` : `${kg} kg`;
    },

    get kind() { return CARDIO.includes(this.form.exercise) ? 'cardio' : 'strength'; },
    get weightError() {
      const w = this.form.weight;
      if (w !== '' && !Number(w)) return 'Enter a weight in kg.';
      return '';
    },
    get canSubmit() {
      if (!this.form.exercise || this.saving) return false;
      return Number(this.form.sets) > 0 && Number(this.form.reps) > 0 && this.form.weight !== '' && !this.weightError;
    },
    get weekCount() {
      const days = new Set(this.state.entries.filter(e => e.date > WEEK_START && e.date <= WEEK_END).map(e => e.date));
      return days.size;
    },
    get lastSummary() {
      const e = this.state.entries[this.state.entries.length - 1];
      return e ? `${e.date}: ${e.exercise}` : 'Nothing logged yet.';
    },
    get filtered() {
      const q = this.filter.trim().toLowerCase();
      return q ? this.state.entries.filter(e => e.exercise.toLowerCase().startsWith(q)) : this.state.entries;
    },
    get records() {
      const best = {};
      for (const e of this.state.entries) {
        if (e.duration || !e.weight) continue;
        if (!best[e.exercise] || e.weight > best[e.exercise].weight) best[e.exercise] = e;
      }
      return Object.values(best).sort((a, b) => a.exercise.localeCompare(b.exercise));
    },
    get planSorted() { return [...this.state.plan].sort((a, b) => (a.done - b.done) || (a.id - b.id)); },
    get deletingText() {
      const e = this.deleting === null ? null : this.filtered[this.deleting];
      return e ? `${e.date} · ${e.exercise}` : '';
    },

    logWorkout() {
      if (!this.canSubmit) return;
      const f = this.form;
      const entry = { id: this.state.nextId++, date: f.date || TODAY, exercise: f.exercise, notes: f.notes.trim() };
      if (this.kind === 'cardio') Object.assign(entry, { duration: Number(f.duration), distance: Number(f.distance) || 0 });
      else Object.assign(entry, { sets: Number(f.sets), reps: Number(f.reps), weight: Number(f.weight) });
      this.saving = true;
      // the sync takes a moment; the form simply waits
      setTimeout(() => {
        this.state.entries.push(entry);
        this.state.entries.sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
        this.save();
        this.saving = false;
        this.form = blankForm();
        exercisePicker.clear(true);
        this.flash(`Logged ${entry.exercise}`);
      }, 2000);
    },
    setGoal(n) {
      this.state.goal = Math.max(1, Math.min(14, n));
      this.save();
    },
    askDelete(i) { this.deleting = i; },
    confirmDelete() {
      this.state.entries.splice(this.deleting, 1);
      this.deleting = null;
      this.save();
      this.flash('Entry deleted');
    },
    togglePlan(p) {
      p.done = !p.done;
      this.save();
    },
  }));
});
