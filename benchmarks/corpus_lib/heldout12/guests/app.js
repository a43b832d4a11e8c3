/* Vowbook guest list: Vue 3 (global build, in-DOM template) over Bulma, with Tom Select for the pickers. */
const { createApp, nextTick } = Vue;

const STORE = 'vowbook.ivy-sam.v1';
const COOKIES = 'vowbook.cookies';
const TODAY = new Date(2026, 2, 10); // Tue 10 Mar 2026
const PAGE_SIZE = 12;
const MEALS = ['Beef', 'Fish', 'Vegetarian', "Children's"];

const surnameKey = n => {
  const parts = n.trim().split(/\s+/);
  return (parts[parts.length - 1] + ' ' + n).toLowerCase();
};
const fmtDay = d => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
const clone = o => JSON.parse(JSON.stringify(o));

// A thin v-model wrapper around Tom Select.
const TomSelectField = {
  props: {
    modelValue: { default: '' },
    options: { type: Array, default: () => [] },
    id: String,
    placeholder: String,
    create: { type: Boolean, default: false },
    search: { type: Boolean, default: true },
  },
  emits: ['update:modelValue'],
  template: `<div class="ts-field"><select :id="id" ref="el" autocomplete="off"></select></div>`,
  mounted() {
    const settings = {
      options: clone(this.options),
      items: this.modelValue ? [this.modelValue] : [],
      valueField: 'value',
      labelField: 'text',
      searchField: ['text'],
      placeholder: this.placeholder,
      create: this.create,
      createOnBlur: this.create,
      maxOptions: 200,
      render: {
        option_create: (data, escape) => `<div class="create">Add new household <strong>${escape(data.input)}</strong>…</div>`,
        no_results: () => '<div class="no-results">Nobody to choose</div>',
      },
      onChange: v => this.$emit('update:modelValue', v),
    };
    if (!this.search) settings.controlInput = null;
    this.ts = new TomSelect(this.$refs.el, settings);
  },
  watch: {
    options(list) {
      const keep = this.ts.getValue();
      this.ts.clearOptions();
      this.ts.addOptions(clone(list));
      if (keep && list.some(o => o.value === keep)) this.ts.setValue(keep, true);
      this.ts.refreshOptions(false);
    },
    modelValue(v) {
      if ((v || '') !== this.ts.getValue()) this.ts.setValue(v || '', true);
    },
  },
  beforeUnmount() {
    this.ts.destroy();
  },
};

const app = createApp({
  data() {
    return {
      MEALS,
      loading: true,
      tab: 'guests',
      guests: [],
      tables: [],
      caterer: { sentOn: '', total: 0 },
      search: '',
      showFilters: false,
      sideFilter: '',
      rsvpFilter: '',
      page: 1,
      openMenu: null,
      modal: null,
      saving: false,
      sending: false,
      rsvpForm: {},
      guestForm: {},
      removing: null,
      moving: null,
      seatChoice: {},
      seatError: {},
      toasts: [],
      cookiesAnswered: !!localStorage.getItem(COOKIES),
      rsvpFilterOptions: [
        { value: '', text: 'Any reply' },
        { value: 'yes', text: 'Attending' },
        { value: 'no', text: "Can't come" },
        { value: 'pending', text: 'Not replied yet' },
      ],
    };
  },
  computed: {
    counts() {
      const c = { yes: 0, no: 0, pending: 0 };
      for (const g of this.guests) c[g.rsvp]++;
      return c;
    },
    filtered() {
      const q = this.search.trim().toLowerCase();
      return this.guests
        .filter(g => !q || [g.name, g.household, g.email].some(s => s.toLowerCase().includes(q)))
        .filter(g => !this.sideFilter || g.side === this.sideFilter)
        .filter(g => !this.rsvpFilter || g.rsvp === this.rsvpFilter)
        .sort((a, b) => surnameKey(a.name).localeCompare(surnameKey(b.name)));
    },
    pages() {
      return Math.max(1, Math.ceil(this.filtered.length / PAGE_SIZE));
    },
    pageStart() {
      return (this.page - 1) * PAGE_SIZE;
    },
    paged() {
      return this.filtered.slice(this.pageStart, this.pageStart + PAGE_SIZE);
    },
    activeFilters() {
      return (this.sideFilter ? 1 : 0) + (this.rsvpFilter ? 1 : 0);
    },
    householdOptions() {
      const n = {};
      for (const g of this.guests) n[g.household] = (n[g.household] || 0) + 1;
      return Object.keys(n)
        .sort((a, b) => a.replace(/^The /, '').localeCompare(b.replace(/^The /, '')))
        .map(h => ({ value: h, text: `${h} (${n[h]})` }));
    },
    seatedIds() {
      return new Set(this.tables.flatMap(t => t.seats));
    },
    unseated() {
      return this.guests
        .filter(g => g.rsvp === 'yes' && !this.seatedIds.has(g.id))
        .sort((a, b) => surnameKey(a.name).localeCompare(surnameKey(b.name)));
    },
    unseatedOptions() {
      return this.unseated.map(g => ({ value: String(g.id), text: g.name }));
    },
    mealCounts() {
      const c = Object.fromEntries(MEALS.map(m => [m, 0]));
      for (const g of this.guests) if (g.meal) c[g.meal]++;
      return c;
    },
    mealTotal() {
      return MEALS.reduce((s, m) => s + this.mealCounts[m], 0);
    },
    dietGuests() {
      return this.guests.filter(g => g.rsvp === 'yes' && g.diet);
    },
    rsvpValid() {
      return this.rsvpForm.rsvp === 'no' || (this.rsvpForm.rsvp === 'yes' && !!this.rsvpForm.meal);
    },
    emailOk() {
      return !this.guestForm.email || /^[\w.+-]+@[\w-]+\.[a-z]{2,}$/i.test(this.guestForm.email.trim());
    },
    guestValid() {
      const f = this.guestForm;
      return !!(f.name && f.name.trim().length > 1 && f.side && f.household && this.emailOk);
    },
  },
  watch: {
    search() { this.page = 1; },
    sideFilter() { this.page = 1; },
    rsvpFilter() { this.page = 1; },
    pages(n) { if (this.page > n) this.page = n; },
  },
  created() {
    // the list "arrives" from the server a moment after the page opens
    setTimeout(() => {
      const saved = JSON.parse(localStorage.getItem(STORE) || 'null');
      this.guests = saved ? saved.guests : clone(window.SEED_GUESTS);
      this.tables = saved ? saved.tables : clone(window.SEED_TABLES);
      this.caterer = saved ? saved.caterer : { sentOn: '', total: 0 };
      this.loading = false;
    }, 1100);
    document.addEventListener('click', () => { this.openMenu = null; });
    document.addEventListener('keydown', e => {
      if (e.key === 'Escape') { this.openMenu = null; if (this.modal) this.closeModal(); }
    });
  },
  methods: {
    persist() {
      localStorage.setItem(STORE, JSON.stringify({ guests: this.guests, tables: this.tables, caterer: this.caterer }));
    },
    toast(text, kind = 'is-success') {
      const id = Date.now() + Math.random();
      this.toasts.push({ id, text, kind });
      setTimeout(() => { this.toasts = this.toasts.filter(t => t.id !== id); }, 2600);
    },
    answerCookies(choice) {
      localStorage.setItem(COOKIES, choice);
      this.cookiesAnswered = true;
    },
    rsvpText(r) {
      return { yes: 'Attending', no: "Can't come", pending: 'Not replied' }[r];
    },
    rsvpClass(r) {
      return { yes: 'is-success is-light', no: 'is-danger is-light', pending: 'is-warning is-light' }[r];
    },
    guestById(id) {
      return this.guests.find(g => g.id === Number(id));
    },
    tableName(id) {
      const t = this.tables.find(t => t.seats.includes(id));
      return t ? `${t.id} · ${t.name}` : '';
    },
    toggleMenu(id) {
      this.openMenu = this.openMenu === id ? null : id;
    },
    clearFilters() {
      this.sideFilter = '';
      this.rsvpFilter = '';
    },
    closeModal() {
      this.modal = null;
      this.saving = false;
    },

    // ---- replies
    openRsvp(g) {
      this.openMenu = null;
      this.rsvpForm = { id: g.id, name: g.name, rsvp: g.rsvp === 'pending' ? '' : g.rsvp, meal: g.meal, diet: g.diet };
      this.modal = 'rsvp';
    },
    saveRsvp() {
      const f = this.rsvpForm;
      this.saving = true;
      setTimeout(() => {
        const g = this.guestById(f.id);
        g.rsvp = f.rsvp;
        if (f.rsvp === 'yes') {
          g.meal = f.meal;
          g.diet = (f.diet || '').trim();
        } else {
          for (const t of this.tables) t.seats = t.seats.filter(id => id !== g.id);
        }
        this.persist();
        this.closeModal();
        this.toast(`Reply saved for ${g.name}`);
      }, 700);
    },

    // ---- add / edit
    openAdd() {
      this.guestForm = { id: null, name: '', email: '', side: '', household: '' };
      this.modal = 'guest';
    },
    openEdit(g) {
      this.openMenu = null;
      this.guestForm = { id: g.id, name: g.name, email: g.email, side: g.side, household: g.household };
      this.modal = 'guest';
    },
    saveGuest() {
      const f = this.guestForm;
      this.saving = true;
      setTimeout(() => {
        const fields = { name: f.name.trim(), email: (f.email || '').trim(), side: f.side, household: f.household };
        if (f.id) {
          const g = this.guestById(f.id);
          Object.assign(g, fields);
          this.persist();
          this.toast(`Saved ${g.name}`);
        } else {
          const id = Math.max(...this.guests.map(g => g.id)) + 1;
          this.guests.push({ id, ...fields, rsvp: 'pending', meal: '', diet: '' });
          this.persist();
          this.toast(`${fields.name} added to the guest list`);
        }
        this.closeModal();
      }, 600);
    },

    // ---- remove
    openRemove(g, index) {
      this.openMenu = null;
      this.removing = { guest: g, index };
      this.modal = 'remove';
    },
    confirmRemove() {
      const { guest, index } = this.removing;
      this.guests.splice(index, 1);
      for (const t of this.tables) t.seats = t.seats.filter(id => this.guests.some(g => g.id === id));
      this.persist();
      this.closeModal();
      this.toast(`${guest.name} removed from the guest list`);
    },

    // ---- seating
    hasRoom(t) {
      return t.seats.length + 1 < t.capacity;
    },
    seat(t) {
      const id = Number(this.seatChoice[t.id]);
      this.seatError[t.id] = '';
      if (!this.hasRoom(t)) {
        this.seatError[t.id] = `Table ${t.id} is full.`;
        return;
      }
      t.seats.push(id);
      this.seatChoice[t.id] = '';
      this.persist();
      this.toast(`${this.guestById(id).name} seated at Table ${t.id}`);
    },
    unseat(id, t) {
      t.seats = t.seats.filter(x => x !== id);
      this.persist();
      this.toast(`${this.guestById(id).name} no longer has a seat`, 'is-info');
    },
    openMove(id, from) {
      this.moving = { id, from, to: '' };
      this.modal = 'move';
    },
    confirmMove() {
      const { id, from } = this.moving;
      const to = this.tables.find(t => t.id === Number(this.moving.to));
      if (!to || !this.hasRoom(to)) return;
      to.seats.push(id);
      from.seats.splice(from.seats.indexOf(id), 1);
      this.persist();
      this.closeModal();
      this.toast(`${this.guestById(id).name} moved to Table ${to.id}`);
    },

    // ---- caterer
    openSend() {
      this.modal = 'send';
    },
    sendNumbers() {
      this.closeModal();
      this.sending = true;
      setTimeout(() => {
        this.caterer = { sentOn: fmtDay(TODAY), total: this.mealTotal };
        this.persist();
        this.sending = false;
        this.toast('Numbers sent to Hartwell Barn Catering');
      }, 900);
    },
  },
});
app.component('tom-select-field', TomSelectField);
app.mount('#app');
