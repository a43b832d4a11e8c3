/* ChoreWheel: a household chores rota. Vue 3 (global build, in-DOM template) + Bulma + Tom Select. */
(() => {
  'use strict';

  // "Today" is pinned so the week and the turns are the same on every run.
  const TODAY = '2025-02-10'; // a Monday
  const DAY_MS = 24 * 60 * 60 * 1000;
  const KEYS = {
    state: 'chorewheel.state.v1',
    settings: 'chorewheel.settings.v1',
    reminders: 'chorewheel.reminders.v1',
    promo: 'chorewheel.promo.dismissed',
  };
  const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

  const MEMBERS = [
    { id: 0, name: 'Alex', color: '#f4a261' },
    { id: 1, name: 'Sam', color: '#8ecae6' },
    { id: 2, name: 'Jordan', color: '#b5e48c' },
    { id: 3, name: 'Riley', color: '#f7b2d9' },
  ];

  const SEED_CHORES = [
    { id: 'bins', name: 'Take out the bins', freq: 'weekly', weekday: 0, points: 5, rotation: [1, 0], start: '2025-01-13' },
    { id: 'cat', name: 'Feed the cat', freq: 'daily', points: 3, rotation: [3, 2], start: '2025-01-07' },
    { id: 'washup', name: 'Wash up', freq: 'daily', points: 4, rotation: [0, 1, 2, 3], start: '2025-02-03' },
    { id: 'hoover', name: 'Hoover the lounge', freq: 'weekly', weekday: 2, points: 8, rotation: [0, 2, 1], start: '2025-01-22' },
    { id: 'laundry', name: 'Do a load of laundry', freq: 'every3', points: 6, rotation: [1, 2], start: '2025-02-07' },
    { id: 'mop', name: 'Mop the kitchen floor', freq: 'weekly', weekday: 3, points: 7, rotation: [1, 2], start: '2025-02-06' },
    { id: 'bathroom', name: 'Clean the bathroom', freq: 'weekly', weekday: 5, points: 10, rotation: [2, 1, 0, 3], start: '2025-01-18' },
    { id: 'sheets', name: 'Change the bed sheets', freq: 'weekly', weekday: 6, points: 6, rotation: [3, 0], start: '2025-02-02' },
  ];

  const SEED_POINTS = { 0: 20, 1: 30, 2: 25, 3: 15 };

  // ------------------------------------------------------------ dates
  const toDate = s => new Date(s + 'T00:00:00Z');
  const addDays = (s, n) => new Date(toDate(s).getTime() + n * DAY_MS).toISOString().slice(0, 10);
  const daysBetween = (a, b) => Math.round((toDate(b) - toDate(a)) / DAY_MS);
  const weekdayIndex = s => (toDate(s).getUTCDay() + 6) % 7; // Monday = 0
  const fmt = (s, opts) => toDate(s).toLocaleDateString('en-GB', { ...opts, timeZone: 'UTC' });
  const mod = (a, n) => ((a % n) + n) % n;

  // the dates in the week starting `weekStart` on which a chore falls
  function datesInWeek(chore, weekStart) {
    const out = [];
    if (chore.freq === 'daily') {
      for (let i = 0; i < 7; i++) out.push(addDays(weekStart, i));
    } else if (chore.freq === 'weekly') {
      out.push(addDays(weekStart, mod(chore.weekday - weekdayIndex(weekStart), 7)));
    } else {
      const every = chore.freq === 'every2' ? 2 : 3;
      let d = chore.start;
      if (d < weekStart) d = addDays(d, Math.ceil(daysBetween(d, weekStart) / every) * every);
      const last = addDays(weekStart, 6);
      for (; d < last; d = addDays(d, every)) out.push(d);
    }
    return out.filter(d => d >= chore.start);
  }

  // whose turn it is, from the chore's rota alone
  function rotaAssignee(chore, date) {
    const days = daysBetween(chore.start, date);
    const step = chore.freq === 'daily' ? 1 : chore.freq === 'weekly' ? 7 : chore.freq === 'every2' ? 2 : 3;
    return chore.rotation[mod(Math.floor(days / step), chore.rotation.length)];
  }

  const load = (key, fallback) => {
    try {
      const raw = localStorage.getItem(key);
      return raw ? JSON.parse(raw) : fallback;
    } catch {
      return fallback;
    }
  };

  // ------------------------------------------------------------ <member-picker>: Tom Select in a Vue component
  const MemberPicker = {
    props: {
      modelValue: { type: [Array, Number, null], default: null },
      options: { type: Array, required: true },
      multiple: Boolean,
      inputId: String,
      placeholder: String,
    },
    emits: ['update:modelValue'],
    template: '<div class="member-picker"><select ref="el" :id="inputId" :multiple="multiple"></select></div>',
    mounted() {
      const initial = this.modelValue === null ? [] : [].concat(this.modelValue).map(String);
      this.ts = new TomSelect(this.$refs.el, {
        options: this.options.map(m => ({ value: String(m.id), text: m.name })),
        items: initial,
        maxItems: this.multiple ? null : 1,
        placeholder: this.placeholder,
        plugins: this.multiple ? ['remove_button'] : [],
        dropdownParent: 'body',
        hideSelected: this.multiple,
        onChange: value => {
          if (this.multiple) this.$emit('update:modelValue', value.map(Number));
          else this.$emit('update:modelValue', value === '' ? null : Number(value));
        },
      });
    },
    beforeUnmount() {
      if (this.ts) this.ts.destroy();
    },
  };

  // ------------------------------------------------------------ the app
  const saved = load(KEYS.state, null);
  const storedSettings = load(KEYS.settings, {});
  const storedReminders = load(KEYS.reminders, {});

  const app = Vue.createApp({
    data() {
      const settings = { household: '12 Elm Road', weekStart: 'mon', ...storedSettings };
      return {
        today: TODAY,
        members: MEMBERS,
        weekdays: WEEKDAYS,
        reminderTimes: ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'],
        chores: saved ? saved.chores : structuredClone(SEED_CHORES),
        points: saved ? saved.points : { ...SEED_POINTS },
        done: saved ? saved.done : {},
        skipped: saved ? saved.skipped : {},
        overrides: saved ? saved.overrides : {},
        settings,
        draft: { ...settings },
        reminders: { on: true, time: '18:00', ...storedReminders },
        savedFlash: false,
        tab: 'week',
        loading: true,
        who: '',
        openDays: { [TODAY]: true },
        menuFor: null,
        swap: null,
        skipAsk: null,
        editDraft: null,
        resetAsk: false,
        promo: false,
        addOpen: false,
        adding: false,
        formError: '',
        form: this.emptyForm(),
        pickerKey: 0,
        toasts: [],
      };
    },

    computed: {
      weekStart() {
        const wd = weekdayIndex(TODAY);
        return this.settings.weekStart === 'sun' ? addDays(TODAY, -((wd + 1) % 7)) : addDays(TODAY, -wd);
      },
      weekRangeLabel() {
        return `${fmt(this.weekStart, { day: 'numeric', month: 'short' })} – ${fmt(addDays(this.weekStart, 6), { day: 'numeric', month: 'short' })}`;
      },
      occurrences() {
        const all = [];
        for (const chore of this.chores) {
          for (const date of datesInWeek(chore, this.weekStart)) {
            const key = `${chore.id}@${date}`;
            const assignee = key in this.overrides ? this.overrides[key] : rotaAssignee(chore, date);
            all.push({ key, chore, date, assignee, done: !!this.done[key], skipped: !!this.skipped[key] });
          }
        }
        return all;
      },
      week() {
        const occs = this.who ? this.occurrences.filter(o => o.assignee === this.who) : this.occurrences;
        return Array.from({ length: 7 }, (_, i) => {
          const date = addDays(this.weekStart, i);
          return {
            date,
            label: fmt(date, { weekday: 'long', day: 'numeric', month: 'short' }),
            occs: occs.filter(o => o.date === date),
          };
        });
      },
      leaderboard() {
        return [...this.members].sort((a, b) => this.points[b.id] - this.points[a.id]);
      },
      canAdd() {
        return this.form.name.trim() !== '' && this.form.rotation.length > 0 && !this.adding;
      },
      settingsChanged() {
        return this.draft.household !== this.settings.household || this.draft.weekStart !== this.settings.weekStart;
      },
    },

    watch: {
      reminders: {
        handler(value) {
          localStorage.setItem(KEYS.reminders, JSON.stringify(value));
        },
      },
    },

    mounted() {
      // pretend to fetch the rota
      setTimeout(() => {
        this.loading = false;
      }, 1000);
      if (!localStorage.getItem(KEYS.promo)) {
        setTimeout(() => {
          this.promo = true;
        }, 1300);
      }
      document.addEventListener('click', () => {
        this.menuFor = null;
      });
    },

    methods: {
      emptyForm() {
        return { name: '', freq: 'weekly', weekday: 0, start: TODAY, points: 3, rotation: [] };
      },
      persist() {
        localStorage.setItem(
          KEYS.state,
          JSON.stringify({ chores: this.chores, points: this.points, done: this.done, skipped: this.skipped, overrides: this.overrides }),
        );
      },
      memberName(id) {
        return (MEMBERS.find(m => m.id === id) || { name: '?' }).name;
      },
      memberColor(id) {
        return (MEMBERS.find(m => m.id === id) || { color: '#ddd' }).color;
      },
      shortDay(date) {
        return fmt(date, { weekday: 'short' });
      },
      longDay(date) {
        return fmt(date, { weekday: 'short', day: 'numeric', month: 'short' });
      },
      freqLabel(c) {
        if (c.freq === 'daily') return 'Every day';
        if (c.freq === 'weekly') return `Every ${WEEKDAYS[c.weekday]}`;
        return c.freq === 'every2' ? 'Every 2 days' : 'Every 3 days';
      },
      countThisWeek(c) {
        return datesInWeek(c, this.weekStart).length;
      },
      doneCount(memberId) {
        return this.occurrences.filter(o => o.done && o.assignee === memberId).length;
      },
      isOpen(date) {
        return !!this.openDays[date];
      },
      toggleDay(date) {
        this.openDays = { ...this.openDays, [date]: !this.openDays[date] };
      },
      toggleMenu(key) {
        this.menuFor = this.menuFor === key ? null : key;
      },

      toast(message, undo = null) {
        const id = Date.now() + Math.random();
        this.toasts.push({ id, message, undo });
        setTimeout(() => this.dropToast(id), 4000);
      },
      dropToast(id) {
        this.toasts = this.toasts.filter(t => t.id !== id);
      },

      // -------------------------------------------------------- this week
      markDone(occ) {
        this.done[occ.key] = true;
        const who = rotaAssignee(occ.chore, occ.date);
        this.points[who] += occ.chore.points;
        this.persist();
        this.toast(`${occ.chore.name}: +${occ.chore.points} points for ${this.memberName(who)}.`, () => {
          delete this.done[occ.key];
          this.points[who] -= occ.chore.points;
          this.persist();
        });
      },
      openSwap(occ) {
        this.menuFor = null;
        this.swap = { occ, to: null };
      },
      doSwap() {
        const { occ, to } = this.swap;
        if (to === null) return;
        this.overrides[occ.key] = to;
        this.persist();
        this.swap = null;
        this.toast(`${this.memberName(to)} will do ${occ.chore.name.toLowerCase()} on ${this.longDay(occ.date)}.`);
      },
      askSkip(occ) {
        this.menuFor = null;
        this.skipAsk = occ;
      },
      doSkip() {
        const occ = this.skipAsk;
        this.skipped[occ.key] = true;
        this.persist();
        this.skipAsk = null;
        this.toast(`${occ.chore.name} skipped on ${this.longDay(occ.date)}.`);
      },

      // -------------------------------------------------------- all chores
      addChore() {
        if (!this.canAdd) return;
        const f = this.form;
        const points = Number(f.points);
        if (!(points >= 1 && points <= 20)) {
          this.formError = 'Points must be between 1 and 20.';
          return;
        }
        this.formError = '';
        this.adding = true;
        setTimeout(() => {
          let start = f.freq === 'daily' ? TODAY : f.start || TODAY;
          if (f.freq === 'weekly') start = addDays(TODAY, mod(f.weekday - weekdayIndex(TODAY), 7));
          const base = f.name.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-');
          this.chores.push({
            id: `${base}-${Date.now().toString(36)}`,
            name: f.name.trim(),
            freq: f.freq,
            weekday: f.weekday,
            points,
            rotation: [...f.rotation],
            start,
          });
          this.persist();
          this.adding = false;
          this.toast(`${f.name.trim()} added to the rota.`);
          this.form = this.emptyForm();
          this.pickerKey += 1; // a fresh, empty picker
        }, 500);
      },
      openEdit(chore) {
        this.editDraft = { id: chore.id, name: chore.name, points: chore.points };
      },
      saveEdit() {
        const d = this.editDraft;
        if (!d.name.trim() || !(d.points >= 1 && d.points <= 20)) return;
        let chore = this.chores.find(c => c.id === d.id);
        chore = { ...chore, name: d.name.trim(), points: Number(d.points) };
        this.persist();
        this.editDraft = null;
        this.toast(`${chore.name} saved.`);
      },

      // -------------------------------------------------------- points
      resetPoints() {
        for (const m of MEMBERS) this.points[m.id] = 0;
        this.persist();
        this.resetAsk = false;
        this.toast('Points reset for a new week.');
      },

      // -------------------------------------------------------- settings
      saveSettings() {
        this.settings = { ...this.draft };
        localStorage.setItem(KEYS.settings, JSON.stringify(this.settings));
        this.toast('Settings saved.');
      },
      flashSaved() {
        this.savedFlash = true;
        clearTimeout(this.flashTimer);
        this.flashTimer = setTimeout(() => {
          this.savedFlash = false;
        }, 2000);
      },

      closePromo() {
        localStorage.setItem(KEYS.promo, '1');
        this.promo = false;
      },
    },
  });

  app.component('member-picker', MemberPicker);
  app.mount('#app');
})();
