/* Wayfarer: a trip itinerary planner. Vue 3 (global build, in-DOM template) + Bootstrap 5 + Tom Select.
   State lives in localStorage; the itinerary "comes from the server" after a short delay. */

const TODAY = '2025-09-30';

const KEYS = {
  trip: 'wayfarer.trip',
  items: 'wayfarer.items',
  packing: 'wayfarer.packing.',
  privacy: 'wayfarer.privacy',
};

const TRAVELLERS = [
  { id: 'marta', name: 'Marta' },
  { id: 'ana', name: 'Ana' },
  { id: 'tomas', name: 'Tomás' },
  { id: 'joao', name: 'João' },
];

const CATEGORIES = {
  sight: { label: 'Sightseeing', icon: 'bi-camera' },
  museum: { label: 'Museum', icon: 'bi-bank' },
  'food-drink': { label: 'Food & drink', icon: 'bi-cup-hot' },
  transport: { label: 'Transport', icon: 'bi-train-front' },
  stay: { label: 'Stay', icon: 'bi-house-door' },
  nightlife: { label: 'Nightlife', icon: 'bi-music-note-beamed' },
};

// the filter menu of the plan
const CATEGORY_FILTERS = [
  { key: 'sight', label: 'Sightseeing', icon: 'bi-camera' },
  { key: 'museum', label: 'Museums', icon: 'bi-bank' },
  { key: 'food', label: 'Food & drink', icon: 'bi-cup-hot' },
  { key: 'transport', label: 'Transport', icon: 'bi-train-front' },
  { key: 'stay', label: 'Stays', icon: 'bi-house-door' },
  { key: 'nightlife', label: 'Nightlife', icon: 'bi-music-note-beamed' },
];

const SEED_TRIP = {
  slug: 'lisbon-porto',
  name: 'Lisbon & Porto',
  start: '2025-10-12',
  end: '2025-10-18',
  days: ['2025-10-12', '2025-10-13', '2025-10-14', '2025-10-15', '2025-10-16', '2025-10-17', '2025-10-18'],
  split: 2,
  budget: 2000,
};

let seq = 0;
const A = (date, time, title, category, cost, place, people, notes = '') =>
  ({ id: 'a' + String(++seq).padStart(2, '0'), date, time, title, category, cost, place, people, notes });

const SEED_ITEMS = [
  A('2025-10-12', '07:55', 'Flight TP1351 London → Lisbon', 'transport', 186, 'Heathrow T2', ['marta', 'ana'], 'Seats 14A–B'),
  A('2025-10-12', '14:00', 'Check in: Casa do Largo', 'stay', 420, 'Largo do Chafariz de Dentro, Alfama', ['marta', 'ana'], '3 nights, paid'),
  A('2025-10-12', '16:00', 'Alfama walk', 'sight', 0, 'Miradouro de Santa Luzia', ['marta', 'ana']),
  A('2025-10-12', '20:00', 'Dinner at Taberna da Rua das Flores', 'food-drink', 55, 'Rua das Flores 103', ['marta', 'ana']),
  A('2025-10-13', '09:30', 'Pastéis de Belém breakfast', 'food-drink', 12, 'Rua de Belém 84', ['marta', 'ana']),
  A('2025-10-13', '11:00', 'Belém Tower', 'sight', 16, 'Av. Brasília, Belém', ['marta', 'ana'], 'Buy the combined ticket'),
  A('2025-10-13', '12:30', 'Jerónimos Monastery', 'museum', 24, 'Praça do Império', ['marta', 'ana']),
  A('2025-10-13', '15:00', 'MAAT', 'museum', 22, 'Av. Brasília, Belém', ['marta']),
  A('2025-10-14', '09:40', 'Train to Sintra', 'transport', 9.2, 'Rossio station', ['marta', 'ana']),
  A('2025-10-14', '11:30', 'Pena Palace', 'sight', 40, 'Sintra', ['marta', 'ana'], 'Timed entry 11:30'),
  A('2025-10-14', '20:00', 'Fado dinner at Clube de Fado', 'nightlife', 70, 'Rua São João da Praça 86', ['marta', 'ana']),
  A('2025-10-15', '09:09', 'Alfa Pendular to Porto', 'transport', 62, 'Santa Apolónia', ['marta', 'ana'], 'Coach 4'),
  A('2025-10-15', '13:00', 'Check in: Ribeira flat', 'stay', 360, 'Cais da Ribeira 20, Porto', ['marta', 'ana'], '3 nights, paid'),
  A('2025-10-15', '15:00', 'Livraria Lello', 'sight', 20, 'Rua das Carmelitas 144', ['marta', 'ana']),
  A('2025-10-15', '18:00', "Port tasting at Graham's", 'food-drink', 50, 'Vila Nova de Gaia', ['marta']),
  A('2025-10-16', '08:15', 'Douro valley tour', 'sight', 190, 'Pick-up at the flat', ['marta', 'ana'], 'Lunch included'),
  A('2025-10-17', '10:30', 'Serralves Museum', 'museum', 26, 'Rua Dom João de Castro 210', ['marta', 'ana']),
  A('2025-10-17', '20:00', 'Francesinha at Café Santiago', 'food-drink', 30, 'Rua de Passos Manuel 226', ['marta', 'ana']),
  A('2025-10-18', '11:00', 'Check out', 'stay', 0, 'Ribeira flat', ['marta', 'ana']),
  A('2025-10-18', '15:25', 'Flight TP1334 Porto → London', 'transport', 142, 'Porto airport', ['marta', 'ana']),
];

const PACK_GROUPS = ['Documents', 'Clothes', 'Toiletries', 'Tech', 'Other'];
const SEED_PACKING = [
  ['Documents', 'Passport', true], ['Documents', 'Boarding passes', true], ['Documents', 'Travel insurance card', false],
  ['Documents', 'Euro cash', true],
  ['Clothes', 'Walking shoes', true], ['Clothes', 'T-shirts ×5', false], ['Clothes', 'Jumper', false],
  ['Clothes', 'Swimwear', false], ['Clothes', 'Smart outfit for the fado night', false],
  ['Toiletries', 'Toothbrush', false], ['Toiletries', 'Sun cream', false], ['Toiletries', 'Medication', true],
  ['Tech', 'Phone charger', false], ['Tech', 'Travel adapter (EU)', false], ['Tech', 'Power bank', false],
  ['Tech', 'Headphones', false],
  ['Other', 'Sunglasses', false], ['Other', 'Reusable water bottle', false],
].map(([group, name, packed], i) => ({ id: 'p' + (i + 1), group, name, packed }));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const parseISO = iso => { const [y, m, d] = iso.split('-').map(Number); return new Date(y, m - 1, d); };
const toISO = dt => `${dt.getFullYear()}-${String(dt.getMonth() + 1).padStart(2, '0')}-${String(dt.getDate()).padStart(2, '0')}`;
const addDays = (iso, n) => { const dt = parseISO(iso); dt.setDate(dt.getDate() + n); return toISO(dt); };
// every date of a trip, first to last
function datesBetween(start, end) {
  const out = [];
  for (let x = start; x < end; x = addDays(x, 1)) out.push(x);
  return out;
}
const dayCount = (start, end) => Math.round((parseISO(end) - parseISO(start)) / 86400000) + 1;

function load(key, seed) {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : structuredClone(seed);
  } catch {
    return structuredClone(seed);
  }
}
const store = (key, value) => localStorage.setItem(key, JSON.stringify(value));

const money = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

// widgets that Vue does not own
const TS = {};
let activityModal = null;
let privacyModal = null;

const app = Vue.createApp({
  data() {
    return {
      TODAY, PACK_GROUPS, CATEGORY_FILTERS,
      tabs: [
        { id: 'plan', label: 'Plan', icon: 'bi-map' },
        { id: 'budget', label: 'Budget', icon: 'bi-wallet2' },
        { id: 'packing', label: 'Packing', icon: 'bi-suitcase' },
        { id: 'settings', label: 'Trip settings', icon: 'bi-gear' },
      ],
      tab: 'plan',
      loaded: false,
      trip: load(KEYS.trip, SEED_TRIP),
      items: [],
      packing: [],
      draft: {},
      savingTrip: false,
      tripError: '',
      openDays: [],
      hidden: [],
      form: { id: null, title: '', date: '', time: '', cost: '', place: '', notes: '' },
      formCategory: '',
      saving: false,
      toasts: [],
      newItem: { name: '', group: 'Other' },
      showAllPacking: false,
      privacyMore: false,
      privacy: { stats: false, partners: false },
    };
  },
  computed: {
    days() {
      return this.trip.days;
    },
    dayCount() {
      return dayCount(this.trip.start, this.trip.end);
    },
    tripRange() {
      const a = parseISO(this.trip.start);
      const b = parseISO(this.trip.end);
      if (a.getMonth() === b.getMonth()) return `${a.getDate()}–${b.getDate()} ${MONTHS[b.getMonth()]} ${b.getFullYear()}`;
      return `${a.getDate()} ${MONTHS[a.getMonth()]} – ${b.getDate()} ${MONTHS[b.getMonth()]} ${b.getFullYear()}`;
    },
    travellerNames() {
      return 'Marta & Ana';
    },
    total() {
      return this.items.reduce((s, a) => s + a.cost, 0);
    },
    byCategory() {
      const m = {};
      for (const a of this.items) m[a.category] = (m[a.category] || 0) + a.cost;
      return Object.entries(m).map(([key, sum]) => ({ key, sum })).sort((x, y) => y.sum - x.sum);
    },
    packedCount() {
      return this.packing.filter(p => p.packed).length;
    },
    shownGroups() {
      const list = this.showAllPacking ? this.packing : this.packing.slice(0, 10);
      return PACK_GROUPS.map(name => ({ name, items: list.filter(p => p.group === name) })).filter(g => g.items.length);
    },
    tripDirty() {
      return ['name', 'start', 'end', 'split', 'budget'].some(k => this.draft[k] !== this.trip[k]);
    },
    costError() {
      const v = String(this.form.cost).trim();
      return v === '' || /^\d+([.,]\d{1,2})?$/.test(v) ? '' : 'Enter an amount like 12.50';
    },
    formValid() {
      return !!(this.form.title.trim() && this.form.date && this.formCategory && !this.costError);
    },
  },
  methods: {
    money(n) {
      return money.format(n);
    },
    fmtShort(iso) {
      const dt = parseISO(iso);
      return `${WEEKDAYS[dt.getDay()]} ${dt.getDate()} ${MONTHS[dt.getMonth()]}`;
    },
    fmtLong(iso) {
      const dt = parseISO(iso);
      return `${WEEKDAYS[dt.getDay()]} ${dt.getDate()} ${MONTHS[dt.getMonth()]} ${dt.getFullYear()}`;
    },
    catIcon(key) {
      return (CATEGORIES[key] || {}).icon || 'bi-dot';
    },
    catLabel(key) {
      return (CATEGORIES[key] || {}).label || key;
    },
    personName(id) {
      return (TRAVELLERS.find(t => t.id === id) || { name: id }).name;
    },
    cityOn(d) {
      return d < '2025-10-15' ? 'Lisbon' : 'Porto';
    },
    itemsOn(d) {
      return this.items.filter(a => a.date === d).sort((x, y) => (x.time || '99').localeCompare(y.time || '99'));
    },
    visibleOn(d) {
      return this.itemsOn(d).filter(a => !this.hidden.includes(a.category));
    },
    dayTotal(d) {
      return this.itemsOn(d).reduce((s, a) => s + a.cost, 0);
    },
    toggleDay(d) {
      this.openDays = this.openDays.includes(d) ? this.openDays.filter(x => x !== d) : [...this.openDays, d];
    },
    toggleCategory(key, show) {
      this.hidden = show ? this.hidden.filter(k => k !== key) : [...this.hidden, key];
    },
    toast(text, undo) {
      const id = Date.now() + Math.random();
      this.toasts.push({ id, text, undo });
      setTimeout(() => this.dropToast(id), undo ? 6000 : 3500);
    },
    dropToast(id) {
      this.toasts = this.toasts.filter(t => t.id !== id);
    },
    runUndo(t) {
      t.undo();
      this.dropToast(t.id);
    },
    saveItems() {
      store(KEYS.items, this.items);
    },

    // ------------------------------------------------------------- activities
    openAdd(day) {
      this.form = { id: null, title: '', date: day || '', time: '', cost: '', place: '', notes: '' };
      TS.category.clear(true);
      TS.people.setValue(['marta', 'ana'], true);
      this.formCategory = '';
      activityModal.show();
    },
    openEdit(a) {
      this.form = { id: a.id, title: a.title, date: a.date, time: a.time, cost: a.cost ? String(a.cost) : '', place: a.place, notes: a.notes };
      TS.category.setValue(a.category, true);
      TS.people.setValue(a.people, true);
      this.formCategory = a.category;
      activityModal.show();
    },
    saveActivity() {
      if (!this.formValid) return;
      const f = this.form;
      const data = {
        title: f.title.trim(),
        date: f.date,
        time: f.time,
        category: this.$refs.category.value,
        cost: f.cost.trim() === '' ? 0 : f.cost.trim().replace(',', '.'),
        place: f.place.trim(),
        people: [].concat(this.$refs.people.value || []),
        notes: f.notes.trim(),
      };
      this.saving = true;
      setTimeout(() => {
        if (f.id) {
          Object.assign(this.items.find(a => a.id === f.id), data);
          this.toast(`${data.title} updated`);
        } else {
          const id = 'a' + Date.now().toString(36);
          this.items.push({ id, ...data });
          this.toast(`${data.title} added to ${this.fmtShort(data.date)}`);
          if (!this.openDays.includes(data.date)) this.openDays = [...this.openDays, data.date];
        }
        this.saveItems();
        this.saving = false;
        activityModal.hide();
      }, 500);
    },
    moveTo(a, day) {
      a.date = day;
      this.saveItems();
      if (!this.openDays.includes(day)) this.openDays = [...this.openDays, day];
      this.toast(`${a.title} moved to ${this.fmtShort(day)}`);
    },
    remove(a) {
      const index = this.items.indexOf(a);
      this.items.splice(index, 1);
      this.saveItems();
      this.toast(`${a.title} deleted`, () => {
        this.items.splice(index, 0, a);
        this.saveItems();
      });
    },

    // ------------------------------------------------------------- packing
    addItem() {
      const name = this.newItem.name.trim();
      if (!name) return;
      this.packing.push({ id: 'p' + Date.now().toString(36), group: this.newItem.group, name, packed: false });
      this.newItem.name = '';
      this.showAllPacking = true;
      this.savePacking();
      this.toast(`${name} added to ${this.newItem.group}`);
    },
    savePacking() {
      store(KEYS.packing + this.trip.id, this.packing);
    },

    // ------------------------------------------------------------- trip settings
    resetDraft() {
      const { name, start, end, split, budget } = this.trip;
      this.draft = { name, start, end, split, budget };
      this.tripError = '';
    },
    saveTrip() {
      const d = this.draft;
      this.tripError = '';
      if (!d.name.trim()) return (this.tripError = 'Give the trip a name.');
      if (!d.start || !d.end || d.end < d.start) return (this.tripError = 'The trip must end on or after the day it starts.');
      if (!Number.isInteger(d.split) || d.split < 1 || d.split > 8) return (this.tripError = 'Split costs between 1 and 8 people.');
      if (typeof d.budget !== 'number' || d.budget < 0) return (this.tripError = 'Enter a budget in euros.');
      this.savingTrip = true;
      setTimeout(() => {
        let days = this.trip.days;
        if (d.start !== this.trip.start) {
          // the whole trip moves: shift every activity with it
          const shift = Math.round((parseISO(d.start) - parseISO(this.trip.start)) / 86400000);
          for (const a of this.items) a.date = addDays(a.date, shift);
          this.openDays = this.openDays.map(x => addDays(x, shift));
          this.saveItems();
        }
        if (d.start !== this.trip.start || d.end !== this.trip.end) days = datesBetween(d.start, d.end);
        this.trip = { ...this.trip, name: d.name.trim(), start: d.start, end: d.end, split: d.split, budget: d.budget, days };
        store(KEYS.trip, this.trip);
        this.resetDraft();
        this.savingTrip = false;
        this.toast('Trip saved');
      }, 600);
    },

    answerPrivacy(choice) {
      localStorage.setItem(KEYS.privacy, JSON.stringify({ choice, ...this.privacy }));
      privacyModal.hide();
    },
  },
  mounted() {
    this.resetDraft();
    const modalEl = document.getElementById('activity-modal');
    activityModal = bootstrap.Modal.getOrCreateInstance(modalEl);
    privacyModal = bootstrap.Modal.getOrCreateInstance(document.getElementById('privacy-modal'));

    TS.category = new TomSelect(this.$refs.category, {
      create: false, allowEmptyOption: false, maxOptions: null,
      render: {
        option: (d, esc) => `<div><i class="bi ${this.catIcon(d.value)} me-2"></i>${esc(d.text)}</div>`,
        item: (d, esc) => `<div><i class="bi ${this.catIcon(d.value)} me-2"></i>${esc(d.text)}</div>`,
      },
      onChange: v => (this.formCategory = v),
    });
    TS.people = new TomSelect(this.$refs.people, {
      plugins: ['remove_button'], create: false, maxItems: null, hidePlaceholder: true,
    });
    modalEl.addEventListener('shown.bs.modal', () => document.getElementById('f-title').focus());

    setTimeout(() => {
      this.items = load(KEYS.items, SEED_ITEMS);
      this.packing = load(KEYS.packing + this.trip.slug, SEED_PACKING);
      this.openDays = [this.trip.days[0]];
      this.loaded = true;
    }, 1100);
    if (!localStorage.getItem(KEYS.privacy)) setTimeout(() => privacyModal.show(), 1300);
  },
});

app.mount('#app');
