// Northfield Water Lab: clients, tests, samples and the cold-store map. Kept in localStorage.

export const TODAY = '2026-11-05'; // the lab's clock is pinned: Thu 5 Nov 2026, 10:05
const KEY = 'northfield.samples.v4';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const CLIENTS = {
  ashby: { name: 'Ashby Parish Council', email: 'clerk@ashby-pc.example.org' },
  brookfield: { name: 'Brookfield Farm', email: 'office@brookfieldfarm.example.com' },
  riverside: { name: 'Riverside Leisure Centre', email: 'pool@riverside-lc.example.org' },
  marlow: { name: 'Marlow Estates', email: 'estates@marlow.example.co.uk' },
  stannes: { name: "St Anne's Primary School", email: 'bursar@st-annes.example.sch.uk' },
  kestrel: { name: 'Kestrel Environmental', email: 'lab@kestrel-env.example.com' },
  dunmore: { name: 'Dunmore Golf Club', email: 'greens@dunmore.example.com' },
  hollins: { name: 'Hollins Dairy', email: 'quality@hollinsdairy.example.com' },
};

export const TESTS = {
  ph: { name: 'pH', unit: '', min: 6.5, max: 9.5, matrix: ['water', 'soil'] },
  cond: { name: 'Conductivity', unit: 'µS/cm', max: 2500, matrix: ['water'] },
  nitrate: { name: 'Nitrate', unit: 'mg/L', max: 50, matrix: ['water', 'soil'] },
  turbidity: { name: 'Turbidity', unit: 'NTU', max: 4, matrix: ['water'] },
  coliforms: { name: 'Coliform bacteria', unit: 'cfu/100 mL', max: 0, matrix: ['water'] },
  ecoli: { name: 'E. coli', unit: 'cfu/100 mL', max: 0, matrix: ['water'] },
  lead: { name: 'Lead', unit: 'µg/L', max: 10, matrix: ['water', 'soil'] },
  organic: { name: 'Organic matter', unit: '%', matrix: ['soil'] },
};

export const LABS = {
  calder: 'Calder Analytical (metals)',
  pennine: 'Pennine Micro Labs (microbiology)',
  westway: 'Westway Soil Services',
};

export const UNITS = { F1: 'Fridge 1', F2: 'Fridge 2', CR: 'Cold room' };
export const RACKS = 'ABC';
export const POSITIONS = 6;

export const DISPOSAL = {
  drain: 'Down the drain (non-hazardous)',
  clinical: 'Clinical waste bin',
  returned: 'Returned to the client',
};

export const STATUS = {
  received: { label: 'Awaiting tests', badge: 'text-bg-secondary' },
  testing: { label: 'In testing', badge: 'text-bg-info' },
  complete: { label: 'Ready to report', badge: 'text-bg-success' },
  review: { label: 'Needs review', badge: 'text-bg-danger' },
  reported: { label: 'Reported', badge: 'text-bg-light border' },
  disposed: { label: 'Disposed', badge: 'text-bg-dark' },
};

// ------------------------------------------------------------------------------------------ dates
function parse(iso) {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}
export function fmtDate(iso) {
  if (!iso) return '';
  const d = parse(iso);
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}
export function addDays(iso, n) {
  const d = parse(iso);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
export function addWorkingDays(iso, n) {
  const d = parse(iso);
  while (n > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) n--;
  }
  return d.toISOString().slice(0, 10);
}
export function slotName(slot) {
  return slot ? `${UNITS[slot.slice(0, 2)]} · ${slot.slice(3)}` : '—';
}

// ------------------------------------------------------------------------------------------ seed
// id, client, matrix, point, sampled, received, tests, results ("ph=7.2 nitrate=12"), location, reported, disposed
const ROWS = [
  ['S-26-0401', 'ashby', 'water', 'Village pond', '2026-10-12T09:10', '2026-10-12', 'ph nitrate', 'ph=7.9 nitrate=18', '', '2026-10-16', 'drain'],
  ['S-26-0402', 'kestrel', 'soil', 'Site B, trial pit 2', '2026-10-12T11:30', '2026-10-13', 'ph lead organic', 'ph=6.8 lead=4.1 organic=5.2', 'F2-A5', '2026-10-20', ''],
  ['S-26-0403', 'dunmore', 'water', 'Irrigation lake', '2026-10-13T08:45', '2026-10-13', 'ph nitrate turbidity', 'ph=8.1 nitrate=22 turbidity=3.1', '', '2026-10-19', 'drain'],
  ['S-26-0404', 'hollins', 'water', 'Borehole supply', '2026-10-14T07:30', '2026-10-14', 'ph coliforms ecoli', 'ph=7.3 coliforms=0 ecoli=0', '', '2026-10-16', 'clinical'],
  ['S-26-0405', 'kestrel', 'soil', 'Site B, trial pit 3', '2026-10-14T10:00', '2026-10-15', 'ph lead', 'ph=7.1 lead=3.6', 'F2-A6', '2026-10-21', ''],
  ['S-26-0406', 'riverside', 'water', 'Pool 1 outlet', '2026-10-15T07:00', '2026-10-15', 'ph turbidity coliforms ecoli', 'ph=7.4 turbidity=0.4 coliforms=0 ecoli=0', '', '2026-10-19', 'clinical'],
  ['S-26-0407', 'stannes', 'water', 'Kitchen tap', '2026-10-15T09:20', '2026-10-15', 'ph lead', 'ph=7.5 lead=2', '', '2026-10-21', 'drain'],
  ['S-26-0408', 'brookfield', 'water', 'Borehole', '2026-10-16T08:00', '2026-10-16', 'ph nitrate', 'ph=7.2 nitrate=38', '', '2026-10-22', 'drain'],
  ['S-26-0409', 'marlow', 'water', 'Borehole 1', '2026-10-16T10:40', '2026-10-16', 'ph nitrate coliforms', 'ph=7.0 nitrate=27 coliforms=0', '', '2026-10-22', 'drain'],
  ['S-26-0410', 'dunmore', 'soil', 'Green 7', '2026-10-16T13:00', '2026-10-19', 'ph organic', 'ph=6.4 organic=7.8', '', '2026-10-23', 'returned'],
  ['S-26-0411', 'ashby', 'water', 'Playing field standpipe', '2026-10-19T09:00', '2026-10-19', 'ph coliforms ecoli', 'ph=7.6 coliforms=0 ecoli=0', 'F1-A1', '2026-10-22', ''],
  ['S-26-0412', 'hollins', 'water', 'Parlour wash-down', '2026-10-19T07:15', '2026-10-19', 'coliforms ecoli', 'coliforms=2 ecoli=0', 'F1-A3', '2026-10-23', ''],
  ['S-26-0413', 'kestrel', 'soil', 'Site C, borehole log 1', '2026-10-20T10:00', '2026-10-20', 'ph lead organic', 'ph=7.4 lead=5.5 organic=3.9', 'F2-B1', '2026-10-27', ''],
  ['S-26-0414', 'riverside', 'water', 'Pool 2 outlet', '2026-10-21T07:00', '2026-10-21', 'ph turbidity coliforms ecoli', 'ph=7.5 turbidity=0.3 coliforms=0 ecoli=0', 'F1-A4', '2026-10-23', ''],
  ['S-26-0415', 'dunmore', 'water', 'Clubhouse tap', '2026-10-21T09:30', '2026-10-21', 'ph lead', 'ph=7.7 lead=1.2', 'F1-A5', '2026-10-27', ''],
  ['S-26-0416', 'brookfield', 'water', 'Stream, north field', '2026-10-22T08:10', '2026-10-22', 'nitrate turbidity', 'nitrate=29 turbidity=2.2', 'F1-A6', '2026-10-28', ''],
  ['S-26-0417', 'marlow', 'water', 'Borehole 1', '2026-10-22T10:00', '2026-10-22', 'ph nitrate coliforms', 'ph=7.1 nitrate=26 coliforms=0', 'F2-B2', '2026-10-28', ''],
  ['S-26-0418', 'ashby', 'water', 'Village pond', '2026-10-23T09:00', '2026-10-23', 'ph nitrate turbidity', 'ph=8.0 nitrate=19 turbidity=3.4', 'F1-A2', '2026-10-29', ''],
  ['S-26-0419', 'stannes', 'water', 'Drinking fountain', '2026-10-23T09:15', '2026-10-23', 'coliforms ecoli', 'coliforms=0 ecoli=0', 'F1-B2', '2026-10-27', ''],
  ['S-26-0420', 'kestrel', 'soil', 'Site C, borehole log 2', '2026-10-23T11:00', '2026-10-26', 'ph lead', 'ph=7.0 lead=6.2', 'F2-B3', '2026-10-30', ''],
  ['S-26-0421', 'riverside', 'water', 'Pool 1 outlet', '2026-10-27T07:00', '2026-10-27', 'ph turbidity coliforms ecoli', 'ph=7.3 turbidity=0.5 coliforms=0 ecoli=0', 'F1-B1', '', ''],
  ['S-26-0422', 'hollins', 'water', 'Borehole supply', '2026-10-27T07:30', '2026-10-27', 'ph nitrate coliforms ecoli', 'ph=7.4 nitrate=31 coliforms=0 ecoli=0', 'F1-B4', '2026-10-30', ''],
  ['S-26-0423', 'dunmore', 'water', 'Irrigation lake', '2026-10-27T08:30', '2026-10-27', 'ph nitrate turbidity', 'ph=8.3 nitrate=24 turbidity=5.6', 'F1-B5', '', ''],
  ['S-26-0424', 'ashby', 'water', 'Playing field standpipe', '2026-10-28T09:00', '2026-10-28', 'ph coliforms ecoli', 'ph=7.5 coliforms=0 ecoli=0', 'F1-B6', '2026-11-02', ''],
  ['S-26-0425', 'kestrel', 'soil', 'Site D, spoil heap', '2026-10-28T13:00', '2026-10-29', 'ph lead organic', 'ph=6.9 organic=4.4', 'F2-B4', '', ''],
  ['S-26-0426', 'stannes', 'water', 'Kitchen tap', '2026-10-29T09:10', '2026-10-29', 'ph lead', 'ph=7.6 lead=1.8', 'F1-C1', '2026-11-03', ''],
  ['S-26-0427', 'riverside', 'water', 'Pool 2 outlet', '2026-10-29T07:00', '2026-10-29', 'ph turbidity coliforms ecoli', 'ph=7.4 turbidity=0.4 coliforms=0 ecoli=0', 'F1-C2', '2026-11-02', ''],
  ['S-26-0428', 'hollins', 'water', 'Borehole supply', '2026-10-30T07:30', '2026-10-30', 'ph nitrate lead coliforms', 'ph=7.5 nitrate=33 coliforms=0', 'F1-C3', '', ''],
  ['S-26-0429', 'dunmore', 'soil', 'Green 12', '2026-10-30T12:00', '2026-11-02', 'ph organic', 'ph=6.2', 'F2-B5', '', ''],
  ['S-26-0430', 'brookfield', 'water', 'Cattle trough', '2026-11-02T08:00', '2026-11-02', 'coliforms ecoli', 'coliforms=14 ecoli=3', 'F1-C4', '', ''],
  ['S-26-0431', 'ashby', 'water', 'Village pond', '2026-11-02T09:30', '2026-11-02', 'ph nitrate', 'ph=7.8', 'F1-C5', '', ''],
  ['S-26-0432', 'marlow', 'water', 'Borehole 1', '2026-11-02T10:00', '2026-11-02', 'ph nitrate ecoli coliforms', 'ph=7.0', 'F1-C6', '', ''],
  ['S-26-0433', 'kestrel', 'soil', 'Site D, trench 1', '2026-11-02T14:00', '2026-11-03', 'ph lead', '', 'F2-B6', '', ''],
  ['S-26-0434', 'hollins', 'water', 'Borehole supply', '2026-11-03T07:30', '2026-11-03', 'ph nitrate coliforms', 'ph=7.4 coliforms=0', 'F2-A1', '', ''],
  ['S-26-0435', 'dunmore', 'water', 'Irrigation lake', '2026-11-03T08:20', '2026-11-03', 'ph nitrate turbidity', 'ph=8.2 turbidity=4.8', 'F2-A2', '', ''],
  ['S-26-0436', 'stannes', 'water', 'Kitchen tap', '2026-11-03T09:05', '2026-11-03', 'ph coliforms ecoli', 'ph=7.6 coliforms=0', 'F2-A3', '', ''],
  ['S-26-0437', 'ashby', 'water', 'Playing field standpipe', '2026-11-03T09:40', '2026-11-03', 'ph nitrate ecoli', 'ph=7.5', 'F2-A4', '', ''],
  ['S-26-0438', 'riverside', 'water', 'Pool 1 outlet', '2026-11-03T07:00', '2026-11-03', 'ph turbidity coliforms ecoli', 'ph=7.2 turbidity=0.6', 'F2-C2', '', ''],
  ['S-26-0439', 'marlow', 'water', "Well 3, keeper's cottage", '2026-11-03T11:15', '2026-11-03', 'ph nitrate lead', 'ph=6.9 lead=3.2', 'F2-C3', '', ''],
  ['S-26-0440', 'hollins', 'water', 'Parlour wash-down', '2026-11-04T07:15', '2026-11-04', 'coliforms ecoli', '', 'F2-C4', '', ''],
  ['S-26-0441', 'brookfield', 'water', 'Borehole', '2026-11-04T08:00', '2026-11-04', 'ph nitrate', 'ph=7.3', 'F2-C5', '', ''],
  ['S-26-0442', 'dunmore', 'water', 'Clubhouse tap', '2026-11-04T08:50', '2026-11-04', 'ph ecoli lead', 'ph=7.7', 'F2-C6', '', ''],
  ['S-26-0443', 'brookfield', 'water', 'Stream, north field', '2026-11-04T08:30', '2026-11-04', 'nitrate turbidity', 'turbidity=2.6', 'CR-A1', '', ''],
  ['S-26-0444', 'ashby', 'water', 'Village pond', '2026-11-04T09:20', '2026-11-04', 'ph nitrate turbidity', '', 'CR-A2', '', ''],
  ['S-26-0445', 'kestrel', 'soil', 'Site D, trench 2', '2026-11-04T13:30', '2026-11-05', 'ph nitrate lead', '', 'CR-A3', '', ''],
  ['S-26-0446', 'riverside', 'water', 'Pool 2 outlet', '2026-11-05T07:00', '2026-11-05', 'ph turbidity coliforms ecoli', '', 'CR-A4', '', ''],
];

function seed() {
  const samples = ROWS.map(([id, client, matrix, point, sampledAt, received, tests, res, location, reported, disposed]) => {
    const results = {};
    for (const kv of res.split(' ').filter(Boolean)) {
      const [k, v] = kv.split('=');
      results[k] = Number(v);
    }
    const flags = {};
    for (const [k, v] of Object.entries(results)) {
      const t = TESTS[k];
      flags[k] = (t.max !== undefined && v > t.max) || (t.min !== undefined && v < t.min);
    }
    return {
      id, client, matrix, point, sampledAt, received,
      tests: tests.split(' '),
      results, flags, sentOut: {},
      containers: matrix === 'soil' ? 1 : 2,
      temp: matrix === 'soil' ? 6.0 : 4.5,
      onIce: matrix === 'water',
      urgent: false,
      due: addWorkingDays(received, 5),
      location: disposed ? null : location,
      reported: reported || null,
      disposed: disposed ? { on: addDays(reported, 7), route: disposed } : null,
      custody: [{ on: received, text: 'Received at the front desk' }],
    };
  });
  const slots = {};
  for (const s of samples) if (s.location) slots[s.location] = s.id;
  return { samples, slots };
}

// ------------------------------------------------------------------------------------------ store
export function allResultsIn(s) {
  return s.tests.every(t => s.results[t] !== undefined && s.results[t] !== null);
}
export function statusOf(s) {
  if (s.disposed) return 'disposed';
  if (s.reported) return 'reported';
  if (allResultsIn(s)) return Object.values(s.flags).some(Boolean) ? 'review' : 'complete';
  return Object.values(s.results).some(v => v !== null) ? 'testing' : 'received';
}
export function canRelease(s) {
  return !s.reported && !s.disposed && s.results.length === s.tests.length;
}

class Store extends EventTarget {
  constructor() {
    super();
    const saved = JSON.parse(localStorage.getItem(KEY) || 'null');
    const s = saved || seed();
    this.samples = s.samples;
    this.slots = s.slots;
  }
  save() {
    localStorage.setItem(KEY, JSON.stringify({ samples: this.samples, slots: this.slots }));
    this.dispatchEvent(new Event('change'));
  }
  sample(id) {
    return this.samples.find(s => s.id === id);
  }
  nextId() {
    const max = Math.max(...this.samples.map(s => Number(s.id.slice(5))));
    return 'S-26-' + String(max + 1).padStart(4, '0');
  }
  freeSlots() {
    const out = [];
    for (const u of Object.keys(UNITS))
      for (const r of RACKS)
        for (let p = 1; p <= POSITIONS; p++) {
          const slot = `${u}-${r}${p}`;
          if (!this.slots[slot]) out.push(slot);
        }
    return out;
  }

  logSample(data) {
    const s = {
      id: this.nextId(),
      ...data,
      results: {},
      flags: {},
      sentOut: {},
      reported: null,
      disposed: null,
      received: TODAY,
      custody: [{ on: TODAY, text: 'Received at the front desk' }],
    };
    this.samples.push(s);
    this.slots[s.location] = s.id;
    this.save();
    return s;
  }

  moveSample(id, to, reason) {
    const s = this.sample(id);
    const from = slotName(s.location);
    this.slots[to] = s.id;
    s.location = to;
    delete this.slots[s.location];
    s.custody.push({ on: TODAY, text: `Moved from ${from} to ${slotName(to)}${reason ? ' (' + reason + ')' : ''}` });
    this.save();
  }

  addTests(id, tests) {
    const s = this.sample(id);
    s.tests = [...s.tests, ...tests.filter(t => !s.tests.includes(t))];
    s.custody.push({ on: TODAY, text: `Tests added: ${tests.map(t => TESTS[t].name).join(', ')}` });
    this.save();
  }

  sendOut(id, { lab, tests, ref }) {
    const s = this.sample(id);
    for (const t of tests) s.sentOut[t] = { lab, ref, on: TODAY };
    s.custody.push({ on: TODAY, text: `${tests.map(t => TESTS[t].name).join(', ')} sent to ${LABS[lab]} (${ref})` });
    this.save();
  }

  dispose(id, route) {
    const s = this.sample(id);
    delete this.slots[s.location];
    s.location = null;
    s.disposed = { on: TODAY, route };
    s.custody.push({ on: TODAY, text: `Disposed: ${DISPOSAL[route]}` });
    this.save();
  }

  release(id, emailed) {
    const s = this.sample(id);
    s.reported = TODAY;
    s.custody.push({ on: TODAY, text: emailed ? 'Report released and emailed to the client' : 'Report released' });
    this.save();
  }

  saveResults(testId, inputs) {
    let n = 0;
    for (const el of inputs) {
      if (el.value.trim() === '') continue;
      const s = this.sample(el.dataset.id);
      const v = parseFloat(el.value) || null;
      s.results[testId] = v;
      s.flags[testId] = el.value > el.dataset.max || el.value < el.dataset.min;
      n++;
    }
    this.save();
    return n;
  }
}

export const store = new Store();
