// Hivekeeper: a beekeeper's log of hives, inspections and honey harvests.
// Vue 3 (ES module browser build, template compiled in the page) over Shoelace 2 web components.
import '../../node_modules/@shoelace-style/shoelace/cdn/shoelace.js';
import { setBasePath } from '../../node_modules/@shoelace-style/shoelace/cdn/utilities/base-path.js';
import { createApp } from '../../node_modules/vue/dist/vue.esm-browser.prod.js';

setBasePath('../../node_modules/@shoelace-style/shoelace/cdn');

const TODAY = '2026-06-20'; // Saturday
const DUE_AFTER_DAYS = 10; // a hive is due when it has not been inspected for 10 days or more
const APIARY_CAPACITY = 8; // stands per apiary
const STORE_KEY = 'hivekeeper.v2';
const ALERT_KEY = 'hivekeeper.swarm-alert-seen';

const APIARIES = [
  { id: 'orchard', name: 'Orchard' },
  { id: 'heath', name: 'Heath Lane' },
];
// international queen marking colours: years ending 1 or 6 white, 2/7 yellow, 3/8 red, 4/9 green, 5/0 blue
const QUEEN_COLOURS = ['White', 'Yellow', 'Red', 'Green', 'Blue'];
function queenColour(year) {
  return QUEEN_COLOURS[year % 5];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// option values of Shoelace selects cannot hold spaces: keys in the selects, words on screen
const LABELS = {
  honey: { spring: 'Spring blossom', summer: 'Summer', heather: 'Heather' },
  queenCells: { none: 'None yet', removed: 'Cells removed', split: 'Split made', swarmed: 'Colony swarmed' },
  reasons: { died: 'Colony died', combined: 'Combined with another colony', sold: 'Sold or given away' },
  origins: { nuc: 'Nucleus colony', swarm: 'Caught swarm', split: 'Split from own hive' },
};

function toDays(iso) {
  const [y, m, d] = iso.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86400000;
}
function fromDays(n) {
  return new Date(n * 86400000).toISOString().slice(0, 10);
}
function fmtShort(iso) {
  const [, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]}`;
}
function strengthFor(frames) {
  return frames >= 6 ? 'Strong' : frames >= 3 ? 'Medium' : 'Weak';
}

function seedHives() {
  const rows = [
    // id, number, name, apiary, queen year, status
    ['h1', 1, 'Clover', 'orchard', 2025, 'active'],
    ['h2', 2, 'Bramble', 'orchard', 2024, 'active'],
    ['h3', 3, 'Heather', 'orchard', 2025, 'active'],
    ['h4', 4, 'Linden', 'orchard', 2023, 'active'],
    ['h5', 5, 'Gorse', 'heath', 2024, 'active'],
    ['h6', 6, 'Sorrel', 'orchard', 2024, 'active'],
    ['h7', 7, 'Willow', 'orchard', 2025, 'active'],
    ['h8', 8, 'Nettle', 'orchard', 2025, 'active'],
    ['h9', 9, 'Bilberry', 'heath', 2024, 'queenless'],
    ['h10', 10, 'Broom', 'heath', 2025, 'active'],
    ['h11', 11, 'Ling', 'heath', 2024, 'active'],
    ['h12', 12, 'Bracken', 'heath', 2023, 'active'],
  ];
  const stored = { 2023: 'Red', 2024: 'Green', 2025: 'Blue' }; // as marked on the queens
  return rows.map(([id, no, name, apiary, year, status]) => ({
    id, no, name: `Hive ${no} · ${name}`, apiary, status,
    queen: status === 'queenless' ? null : { year, colour: stored[year], source: 'Own queen cell' },
    lostQueen: status === 'queenless' ? { year, colour: stored[year] } : null,
    boxes: no % 3 === 0 ? 'Brood box + 2 supers' : 'Brood box + 1 super',
    archivedReason: '',
  }));
}

function seedInspections() {
  // hive: last inspection, how many (weekly, going back), the brood frames of the newest ones
  const plan = {
    h1: ['2026-06-14', 9, [7, 7, 6]], h2: ['2026-06-10', 8, [5, 6, 5]], h3: ['2026-06-16', 9, [8, 7, 7]],
    h4: ['2026-06-13', 8, [4, 5, 5]], h5: ['2026-06-08', 7, [5, 4, 4]], h6: ['2026-06-12', 8, [2, 3, 3]],
    h7: ['2026-06-18', 10, [8, 8, 7]], h8: ['2026-06-05', 7, [5, 5, 4]], h9: ['2026-06-11', 6, [2, 3, 4]],
    h10: ['2026-06-15', 8, [7, 6, 6]], h11: ['2026-06-02', 6, [4, 4, 3]], h12: ['2026-06-17', 8, [2, 2, 3]],
  };
  const stores = ['Adequate', 'Adequate', 'Heavy', 'Low', 'Adequate'];
  const notes = {
    'h9:0': 'No eggs, no queen seen. Torn-down queen cells: probably queenless.',
    'h9:1': 'Queen not seen, a few eggs on one frame.',
    'h3:0': 'Added a second super. Very busy.',
    'h7:0': 'Capped spring honey in the super.',
    'h6:0': 'Small colony, fed 1 l syrup.',
    'h12:0': 'Chalkbrood on two frames.',
  };
  const out = [];
  let n = 1;
  for (const [hiveId, [last, count, recent]] of Object.entries(plan)) {
    for (let k = 0; k < count; k++) {
      const date = fromDays(toDays(last) - 7 * k);
      const frames = k < recent.length ? recent[k] : Math.max(1, recent[recent.length - 1] - Math.floor((k - 2) / 2));
      const queenless = hiveId === 'h9' && k === 0;
      out.push({
        id: `i${n++}`, hiveId, date,
        queenSeen: !queenless && hiveId !== 'h9' ? (k % 3 !== 2) : false,
        eggs: !queenless,
        broodFrames: frames,
        stores: stores[(k + Number(hiveId.slice(1))) % stores.length],
        temper: 3 + ((k + Number(hiveId.slice(1))) % 3),
        queenCells: hiveId === 'h3' && k === 3 ? 'Cells removed' : '',
        notes: notes[`${hiveId}:${k}`] || '',
      });
    }
  }
  return out;
}

function seedHarvests() {
  return [
    { id: 'y1', date: '2025-05-24', hives: ['h1', 'h3'], supers: 2, weightKg: 20, honey: 'Spring blossom' },
    { id: 'y2', date: '2025-06-21', hives: ['h7'], supers: 1, weightKg: 10.5, honey: 'Spring blossom' },
    { id: 'y3', date: '2025-07-26', hives: ['h1', 'h4', 'h7'], supers: 4, weightKg: 41, honey: 'Summer' },
    { id: 'y4', date: '2025-08-30', hives: ['h5', 'h10'], supers: 2, weightKg: 25, honey: 'Heather' },
    { id: 'y5', date: '2026-05-23', hives: ['h1', 'h3'], supers: 2, weightKg: 21.5, honey: 'Spring blossom' },
    { id: 'y6', date: '2026-06-06', hives: ['h7'], supers: 1, weightKg: 11, honey: 'Spring blossom' },
    { id: 'y7', date: '2026-06-13', hives: ['h10'], supers: 1, weightKg: 6, honey: 'Spring blossom' },
  ];
}

function toast(message, variant = 'success') {
  const icon = { success: 'check2-circle', warning: 'exclamation-triangle', primary: 'info-circle' }[variant];
  const alert = Object.assign(document.createElement('sl-alert'), {
    variant, closable: true, duration: 3500,
  });
  alert.innerHTML = `<sl-icon slot="icon" name="${icon}"></sl-icon>`;
  alert.append(message);
  document.body.append(alert);
  return alert.toast();
}

const blankInspection = () => ({
  hiveId: '', date: TODAY, queenSeen: false, eggs: false, broodFrames: 0, stores: '', temper: 0,
  queenCellsFound: false, queenCells: '', notes: '',
});

const app = createApp({
  template: '#app-template',
  data() {
    return {
      loading: true,
      tab: 'hives',
      hives: [],
      inspections: [],
      harvests: [],
      nextId: 1,
      apiaries: APIARIES,
      labels: LABELS,
      capacity: APIARY_CAPACITY,
      today: TODAY,
      swarmAlertOpen: false,
      dueOnly: false,
      // inspections tab
      inspHive: 'all',
      inspShown: 8,
      // harvest tab
      season: '2026',
      // drawers and dialogs
      drawer: false,
      form: blankInspection(),
      saving: false,
      dialog: null, // 'harvest' | 'move' | 'queen' | 'archive' | 'addHive'
      target: null,
      harvestForm: null,
      moveTo: '',
      queenForm: { year: '', source: '' },
      archiveReason: '',
      archiveIdx: -1,
      hiveForm: null,
    };
  },
  computed: {
    activeHives() {
      return this.hives.filter(h => h.status !== 'archived');
    },
    statActive() { return this.activeHives.length; },
    statDue() { return this.activeHives.filter(h => this.isDue(h)).length; },
    statQueenless() { return this.activeHives.filter(h => h.status === 'queenless').length; },
    honeyThisYear() {
      return this.harvests.filter(h => h.date.startsWith('2026')).reduce((s, h) => s + h.weightKg, 0);
    },
    inspectionRows() {
      const rows = this.inspections
        .filter(i => this.inspHive === 'all' || i.hiveId === this.inspHive)
        .sort((a, b) => (a.date === b.date ? Number(b.id.slice(1)) - Number(a.id.slice(1)) : b.date.localeCompare(a.date)));
      return rows;
    },
    inspVisible() { return this.inspectionRows.slice(0, this.inspShown); },
    seasonHarvests() {
      return this.harvests.filter(h => h.date.startsWith(this.season)).sort((a, b) => b.date.localeCompare(a.date));
    },
    seasonTotal() { return this.seasonHarvests.reduce((s, h) => s + h.weightKg, 0); },
    seasonByHoney() {
      const t = {};
      for (const h of this.seasonHarvests) t[h.honey] = (t[h.honey] || 0) + h.weightKg;
      return Object.entries(t);
    },
    inspectionValid() {
      const f = this.form;
      return !!f.hiveId && !!f.date && f.date <= TODAY && !!f.stores && (!f.queenCellsFound || !!f.queenCells);
    },
    harvestValid() {
      const f = this.harvestForm;
      return !!f && f.hives.length > 0 && !!f.date && f.date <= TODAY && Number(f.supers) > 0 &&
        Number(f.weight) > 0 && !!f.honey;
    },
    hiveFormValid() {
      const f = this.hiveForm;
      return !!f && f.name.trim().length > 2 && !!f.apiary && !!f.origin && !!f.year &&
        this.hivesIn(f.apiary).length < APIARY_CAPACITY;
    },
    formHive() { return this.hives.find(h => h.id === this.form.hiveId) || null; },
  },
  created() {
    const saved = JSON.parse(localStorage.getItem(STORE_KEY) || 'null');
    setTimeout(() => {
      if (saved) Object.assign(this, saved);
      else {
        this.hives = seedHives();
        this.inspections = seedInspections();
        this.harvests = seedHarvests();
        this.nextId = this.inspections.length + 1;
      }
      this.loading = false;
      if (!sessionStorage.getItem(ALERT_KEY)) setTimeout(() => { this.swarmAlertOpen = true; }, 800);
    }, 1200);
  },
  methods: {
    save() {
      const { hives, inspections, harvests, nextId } = this;
      localStorage.setItem(STORE_KEY, JSON.stringify({ hives, inspections, harvests, nextId }));
    },
    dismissAlert() {
      this.swarmAlertOpen = false;
      sessionStorage.setItem(ALERT_KEY, '1');
    },
    fmtShort,
    hiveName(id) { const h = this.hives.find(x => x.id === id); return h ? h.name : id; },
    hivesIn(apiaryId) {
      return this.activeHives.filter(h => h.apiary === apiaryId).sort((a, b) => a.no - b.no);
    },
    shownIn(apiaryId) {
      const list = this.hivesIn(apiaryId);
      return this.dueOnly ? list.filter(h => this.isDue(h)) : list;
    },
    apiarySummary(a) {
      const all = this.hivesIn(a.id).length;
      if (this.dueOnly) return `${a.name} apiary · ${this.shownIn(a.id).length} of ${all} hives due`;
      return `${a.name} apiary · ${all} hive${all === 1 ? '' : 's'}`;
    },
    lastInspection(hiveId) {
      let best = null;
      for (const i of this.inspections) {
        if (i.hiveId !== hiveId) continue;
        if (!best || i.date > best.date || (i.date === best.date && Number(i.id.slice(1)) > Number(best.id.slice(1)))) best = i;
      }
      return best;
    },
    daysSince(hive) {
      const last = this.lastInspection(hive.id);
      return last ? toDays(TODAY) - toDays(last.date) : Infinity;
    },
    isDue(hive) { return this.daysSince(hive) > DUE_AFTER_DAYS; },
    lastLabel(hive) {
      const d = this.daysSince(hive);
      if (d === Infinity) return 'Never inspected';
      if (d === 0) return 'Inspected today';
      if (d === 1) return 'Inspected yesterday';
      return `Inspected ${d} days ago (${fmtShort(this.lastInspection(hive.id).date)})`;
    },
    strength(hive) {
      const last = this.lastInspection(hive.id);
      return last ? strengthFor(last.broodFrames) : '—';
    },
    queenLabel(hive) {
      if (hive.status === 'queenless' || !hive.queen) return 'Queenless';
      return `${hive.queen.colour} · ${hive.queen.year}`;
    },
    inspSummary(i) {
      const bits = [];
      bits.push(i.queenSeen ? 'Queen seen' : 'Queen not seen');
      bits.push(i.eggs ? 'eggs' : 'no eggs');
      bits.push(`${i.broodFrames} frame${i.broodFrames === 1 ? '' : 's'} of brood`);
      bits.push(`stores ${i.stores.toLowerCase()}`);
      if (i.temper) bits.push(`temper ${i.temper}/5`);
      if (i.queenCells) bits.push(`queen cells: ${i.queenCells.toLowerCase()}`);
      return bits.join(' · ');
    },

    // ------------------------------------------------------------- inspections
    openInspection(hiveId = '') {
      this.form = blankInspection();
      if (hiveId) this.pickHive(hiveId);
      this.drawer = true;
    },
    pickHive(hiveId) {
      this.form.hiveId = hiveId;
      const last = this.lastInspection(hiveId);
      this.form.broodFrames = last ? last.broodFrames : 0; // start from the last count
    },
    frames(delta) {
      this.form.broodFrames = Math.min(11, Math.max(0, this.form.broodFrames + delta));
    },
    saveInspection() {
      if (!this.inspectionValid || this.saving) return;
      const f = this.form;
      const hive = this.formHive;
      const prev = this.lastInspection(hive.id) || {};
      this.saving = true;
      setTimeout(() => {
        this.inspections.push({
          id: `i${this.nextId++}`, hiveId: hive.id, date: f.date, queenSeen: f.queenSeen, eggs: f.eggs,
          broodFrames: f.broodFrames || prev.broodFrames, // keep the last count if none was given
          stores: f.stores, temper: f.temper, queenCells: f.queenCellsFound ? LABELS.queenCells[f.queenCells] : '', notes: f.notes.trim(),
        });
        if (hive.status === 'queenless' && (f.queenSeen || f.eggs)) {
          hive.status = 'active';
          hive.queen = hive.queen || { ...hive.lostQueen, source: 'Found again' };
        }
        this.save();
        this.saving = false;
        this.drawer = false;
        toast(`Inspection saved for ${hive.name}`);
      }, 700);
    },
    showOlder() { this.inspShown += 8; },

    // ------------------------------------------------------------- hive actions
    hiveAction(event, hive, idx) {
      const action = event.detail.item.value;
      this.target = hive;
      if (action === 'move') {
        this.moveTo = '';
        this.dialog = 'move';
      } else if (action === 'queen') {
        this.queenForm = { year: '', source: '' };
        this.dialog = 'queen';
      } else if (action === 'queenless') {
        hive.lostQueen = hive.queen;
        hive.queen = null;
        hive.status = 'queenless';
        this.save();
        toast(`${hive.name} marked as queenless`, 'warning');
      } else if (action === 'archive') {
        this.archiveReason = '';
        this.archiveIdx = idx;
        this.dialog = 'archive';
      }
    },
    moveHive() {
      const hive = this.target;
      if (!this.moveTo || this.moveTo === hive.apiary) return;
      hive.apiary = this.moveTo;
      this.save();
      this.dialog = null;
      toast(`${hive.name} moved to ${APIARIES.find(a => a.id === hive.apiary).name}`);
    },
    saveQueen() {
      const hive = this.target;
      const year = Number(this.queenForm.year);
      if (!year) return;
      hive.queen = { year, colour: queenColour(year), source: this.queenForm.source || 'Not recorded' };
      hive.status = 'active';
      this.save();
      this.dialog = null;
      toast(`New queen recorded for ${hive.name}`);
    },
    archiveHive() {
      if (!this.archiveReason) return;
      const hive = this.hives[this.archiveIdx];
      hive.status = 'archived';
      hive.archivedReason = LABELS.reasons[this.archiveReason];
      this.save();
      this.dialog = null;
      toast(`${this.target.name} archived`, 'primary');
    },
    openAddHive() {
      const next = Math.max(...this.hives.map(h => h.no)) + 1;
      this.hiveForm = { name: `Hive ${next} · `, apiary: '', origin: '', year: '' };
      this.dialog = 'addHive';
    },
    addHive() {
      if (!this.hiveFormValid) return;
      const f = this.hiveForm;
      const no = Math.max(...this.hives.map(h => h.no)) + 1;
      const year = Number(f.year);
      this.hives.push({
        id: `h${no}`, no, name: f.name.trim(), apiary: f.apiary, status: 'active',
        queen: { year, colour: queenColour(year), source: LABELS.origins[f.origin] }, lostQueen: null,
        boxes: 'Brood box', archivedReason: '',
      });
      this.save();
      this.dialog = null;
      toast(`${f.name.trim()} added to ${APIARIES.find(a => a.id === f.apiary).name}`);
    },

    // ------------------------------------------------------------- harvests
    openHarvest() {
      this.harvestForm = { hives: [], date: TODAY, supers: '', weight: '', honey: '' };
      this.dialog = 'harvest';
    },
    saveHarvest() {
      if (!this.harvestValid || this.saving) return;
      const f = this.harvestForm;
      this.saving = true;
      setTimeout(() => {
        this.harvests.push({
          id: `y${this.harvests.length + 1}`, date: f.date, hives: [...f.hives], supers: Number(f.supers),
          weightKg: Number.parseInt(f.weight, 10), honey: LABELS.honey[f.honey],
        });
        this.save();
        this.saving = false;
        this.dialog = null;
        this.season = f.date.slice(0, 4);
        toast(`Harvest recorded: ${f.weight} kg of ${LABELS.honey[f.honey].toLowerCase()} honey`);
      }, 600);
    },
    kg(n) { return `${n.toFixed(1)} kg`; },
    closeDialog(name) { if (this.dialog === name) this.dialog = null; },
  },
});
app.config.compilerOptions.isCustomElement = tag => tag.startsWith('sl-');

Promise.all(['sl-button', 'sl-drawer', 'sl-dialog', 'sl-select', 'sl-details', 'sl-rating', 'sl-tab-group'].map(t => customElements.whenDefined(t)))
  .then(() => app.mount('#app'));
