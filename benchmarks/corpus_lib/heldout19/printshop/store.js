// Inkwell Print & Copy: jobs, customers, the price list and the rules for rush work. Kept in localStorage.

export const TODAY = '2026-12-07'; // the shop's clock is pinned: Mon 7 Dec 2026
const KEY = 'inkwell.queue.v3';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const PRODUCTS = {
  'flyer-a5': { name: 'A5 flyers', sides: true, breaks: { 100: 28, 250: 45, 500: 68, 1000: 98 } },
  'flyer-a4': { name: 'A4 flyers & menus', sides: true, breaks: { 50: 30, 100: 44, 250: 85, 500: 140 } },
  cards: { name: 'Business cards', sides: true, breaks: { 100: 22, 250: 32, 500: 45, 1000: 60 } },
  invites: { name: 'A6 invitations with envelopes', sides: true, breaks: { 50: 45, 100: 70, 150: 95 } },
  'poster-a2': { name: 'A2 posters', sides: false, breaks: { 5: 55, 10: 95, 25: 200, 50: 360 } },
  'booklet-a5': { name: 'A5 booklets, 16 pages', sides: false, breaks: { 25: 90, 50: 150, 100: 260, 250: 560 } },
  thesis: { name: 'Thesis binding, hardback', sides: false, paper: false, breaks: { 1: 38, 2: 76, 3: 114, 5: 180 } },
};

export const PAPERS = {
  130: { name: '130gsm silk', factor: 1 },
  170: { name: '170gsm gloss', factor: 1.1 },
  350: { name: '350gsm card', factor: 1.2 },
};

export const FINISHES = {
  none: 'None',
  matt: 'Matt lamination',
  gloss: 'Gloss lamination',
  corners: 'Round corners',
};
const FINISH_EACH = { none: 0, matt: 0.15, gloss: 0.15, corners: 0.05 };

export const STATUSES = {
  quote: 'Quote',
  queued: 'To print',
  printing: 'On the press',
  finishing: 'Finishing',
  ready: 'Ready to collect',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

// ------------------------------------------------------------------------------------------- dates
function parse(iso) {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}
export function fmtDate(iso) {
  if (!iso) return '';
  const d = parse(iso);
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}
export function workingDaysUntil(iso, from = TODAY) {
  let n = 0;
  const d = parse(from);
  const end = parse(iso);
  while (d < end) {
    d.setUTCDate(d.getUTCDate() + 1);
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) n++;
  }
  return n;
}
export function isRush(iso, from = TODAY) {
  return !!iso && workingDaysUntil(iso, from) <= 2;
}
export function addWorkingDays(iso, n) {
  const d = parse(iso);
  while (n > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) n--;
  }
  return d.toISOString().slice(0, 10);
}

// ------------------------------------------------------------------------------------------- prices
export const money = n => '£' + Number(n).toFixed(2);
const round2 = n => Math.round(n * 100) / 100;

export function breakdown(spec, discount = 0) {
  const p = PRODUCTS[spec.product];
  if (!p || !p.breaks[spec.qty]) return null;
  const base = p.breaks[spec.qty];
  const sides = p.sides && spec.sides === 'double' ? base * 0.4 : 0;
  const paper = p.paper === false ? 0 : (base + sides) * (PAPERS[spec.paper].factor - 1);
  const finish = (FINISH_EACH[spec.finish] || 0) * spec.qty;
  const sub = base + sides + paper + finish;
  const rush = spec.rush ? sub * 0.25 : 0;
  const off = (sub + rush) * (discount / 100);
  return { base, sides, paper, finish, rush, off, total: round2(sub + rush - off) };
}

export function priceFor(spec, discount = 0) {
  const b = breakdown(spec, discount);
  return b ? b.total : 0;
}

export function describe(spec) {
  const p = PRODUCTS[spec.product];
  let s = `${spec.qty} × ${p.name}`;
  if (p.sides) s += spec.sides === 'double' ? ', double-sided' : ', single-sided';
  if (p.paper !== false) s += `, ${PAPERS[spec.paper].name}`;
  if (spec.finish && spec.finish !== 'none') s += `, ${FINISHES[spec.finish].toLowerCase()}`;
  return s;
}

// ------------------------------------------------------------------------------------------- seed
const CUSTOMERS = [
  { id: 'c01', name: 'Harbour Cafe', discount: 15 },
  { id: 'c02', name: 'Kettle Yard Gallery', discount: 10 },
  { id: 'c03', name: 'The Old Anchor', discount: 10 },
  { id: 'c04', name: 'Brightside Dental', discount: 10 },
  { id: 'c05', name: "St Brendan's Church", discount: 0 },
  { id: 'c06', name: 'Tom Beckett', discount: 0 },
  { id: 'c07', name: 'Sophie Henderson', discount: 0 },
  { id: 'c08', name: 'Dr Amara Nwosu', discount: 0 },
  { id: 'c09', name: 'Liam Okoye', discount: 0 },
  { id: 'c10', name: 'Grace Fenwick', discount: 0 },
  { id: 'c11', name: 'Marlow Rowing Club', discount: 10 },
  { id: 'c12', name: "Pippa's Florist", discount: 15 },
  { id: 'c13', name: 'Northgate Primary PTA', discount: 0 },
  { id: 'c14', name: 'Harbour Yoga Studio', discount: 0 },
  { id: 'c15', name: 'Jack Whitlow', discount: 0 },
  { id: 'c16', name: 'Eastgate Estate Agents', discount: 15 },
];

// ref, customer, product, qty, sides, paper, finish, due, status, title, paid
const JOB_ROWS = [
  ['PJ-3080', 'c16', 'flyer-a4', 250, 'double', 170, 'none', '2026-11-24', 'collected', 'Open house flyers', 'all'],
  ['PJ-3081', 'c01', 'flyer-a5', 250, 'single', 130, 'none', '2026-11-25', 'collected', 'Autumn menu', 'all'],
  ['PJ-3082', 'c13', 'poster-a2', 5, 'single', 130, 'none', '2026-11-26', 'collected', 'Quiz night posters', 'all'],
  ['PJ-3083', 'c04', 'cards', 500, 'double', 350, 'matt', '2026-11-27', 'collected', 'Appointment cards', 'all'],
  ['PJ-3084', 'c11', 'flyer-a5', 500, 'double', 130, 'none', '2026-11-27', 'cancelled', 'Open day flyers', 0],
  ['PJ-3085', 'c12', 'cards', 250, 'double', 350, 'corners', '2026-11-30', 'collected', 'Loyalty cards', 'all'],
  ['PJ-3086', 'c03', 'flyer-a4', 100, 'double', 350, 'gloss', '2026-12-01', 'collected', 'Christmas party menus', 'all'],
  ['PJ-3087', 'c15', 'thesis', 1, 'single', 130, 'none', '2026-12-01', 'collected', 'Dissertation', 'all'],
  ['PJ-3088', 'c16', 'flyer-a4', 250, 'double', 170, 'none', '2026-12-01', 'collected', 'Property flyers', 'all'],
  ['PJ-3089', 'c13', 'flyer-a5', 500, 'single', 130, 'none', '2026-12-02', 'collected', 'Christmas fair', 'all'],
  ['PJ-3091', 'c06', 'cards', 250, 'double', 350, 'none', '2026-12-03', 'collected', 'Business cards', 'all'],
  ['PJ-3093', 'c12', 'cards', 500, 'double', 350, 'corners', '2026-12-04', 'collected', 'Gift tags', 'all'],
  ['PJ-3095', 'c07', 'invites', 100, 'double', 350, 'none', '2026-12-07', 'ready', 'Wedding invitations', 40],
  ['PJ-3097', 'c11', 'poster-a2', 5, 'single', 170, 'none', '2026-12-07', 'ready', 'Regatta posters', 'all'],
  ['PJ-3099', 'c05', 'booklet-a5', 50, 'single', 130, 'none', '2026-12-07', 'ready', 'Carol service booklets', 0],
  ['PJ-3100', 'c15', 'cards', 100, 'single', 350, 'corners', '2026-12-08', 'finishing', 'Business cards', 0],
  ['PJ-3102', 'c16', 'flyer-a4', 500, 'double', 170, 'matt', '2026-12-09', 'printing', 'Winter lettings brochure', 0],
  ['PJ-3104', 'c01', 'flyer-a5', 500, 'single', 130, 'none', '2026-12-10', 'queued', 'Spring menu', 0],
  ['PJ-3105', 'c04', 'cards', 250, 'double', 350, 'none', '2026-12-08', 'printing', 'Reminder cards', 0],
  ['PJ-3106', 'c14', 'flyer-a5', 250, 'double', 130, 'none', '2026-12-11', 'queued', 'Class timetable', 0],
  ['PJ-3108', 'c02', 'poster-a2', 10, 'single', 170, 'matt', '2026-12-09', 'printing', 'Exhibition posters', 0],
  ['PJ-3109', 'c13', 'poster-a2', 5, 'single', 130, 'none', '2026-12-14', 'queued', 'Nativity posters', 0],
  ['PJ-3110', 'c09', 'thesis', 2, 'single', 130, 'none', '2026-12-10', 'queued', 'Thesis, 2 copies', 0],
  ['PJ-3111', 'c12', 'flyer-a5', 1000, 'double', 170, 'none', '2026-12-15', 'queued', 'New year offers', 0],
  ['PJ-3112', 'c08', 'thesis', 3, 'single', 130, 'none', '2026-12-11', 'queued', 'PhD thesis, 3 copies', 0],
  ['PJ-3113', 'c03', 'flyer-a4', 100, 'double', 350, 'none', '2026-12-17', 'quote', 'New year menus', 0],
  ['PJ-3114', 'c11', 'flyer-a5', 250, 'single', 130, 'none', '2026-12-18', 'quote', 'Membership drive', 0],
  ['PJ-3115', 'c10', 'booklet-a5', 100, 'single', 170, 'none', '2026-12-16', 'quote', 'Order of service, Fenwick–Adeyemi wedding', 0],
  ['PJ-3116', 'c16', 'cards', 500, 'double', 350, 'matt', '2026-12-14', 'quote', 'Staff cards', 0],
  ['PJ-3117', 'c02', 'flyer-a5', 250, 'double', 170, 'none', '2026-12-11', 'finishing', 'Private view invitations', 0],
];

function seed() {
  const jobs = JOB_ROWS.map(([ref, customerId, product, qty, sides, paper, finish, due, status, title, paid]) => {
    const c = CUSTOMERS.find(x => x.id === customerId);
    const spec = { customerId, product, qty, sides, paper: String(paper), finish, due, rush: ref === 'PJ-3105' };
    const price = priceFor(spec, c.discount);
    const amount = paid === 'all' ? price : paid;
    return {
      ref,
      ...spec,
      title,
      summary: describe(spec),
      status,
      price,
      paid: amount,
      payments: amount ? [{ method: 'card', amount, on: '2026-11-20', note: paid === 'all' ? '' : 'deposit' }] : [],
      history: [{ on: '2026-11-20', text: 'Job created' }],
      created: '2026-11-20',
    };
  });
  return { jobs, customers: CUSTOMERS.map(c => ({ ...c })) };
}

// ------------------------------------------------------------------------------------------- store
class Store extends EventTarget {
  constructor() {
    super();
    const saved = JSON.parse(localStorage.getItem(KEY) || 'null');
    const s = saved || seed();
    this.jobs = s.jobs;
    this.customers = s.customers;
  }

  save() {
    localStorage.setItem(KEY, JSON.stringify({ jobs: this.jobs, customers: this.customers }));
    this.dispatchEvent(new Event('change'));
  }

  job(ref) {
    return this.jobs.find(j => j.ref === ref);
  }
  customer(id) {
    return this.customers.find(c => c.id === id);
  }
  discountFor(job) {
    return this.customer(job.customerId)?.discount || 0;
  }
  nextRef() {
    return 'PJ-' + (Math.max(...this.jobs.map(j => Number(j.ref.slice(3)))) + 1);
  }
  log(job, text) {
    job.history.push({ on: TODAY, text });
  }

  addCustomer(name) {
    const id = 'c' + String(this.customers.length + 1).padStart(2, '0');
    const c = { id, name: name.trim(), discount: 0 };
    this.customers.push(c);
    this.save();
    return c;
  }

  createJob(spec, status) {
    const c = this.customer(spec.customerId);
    const job = {
      ref: this.nextRef(),
      ...spec,
      rush: isRush(spec.due),
      title: spec.title.trim() || PRODUCTS[spec.product].name,
      summary: describe(spec),
      status,
      price: 0,
      paid: 0,
      payments: [],
      history: [],
      created: TODAY,
    };
    job.price = priceFor(job, c.discount);
    this.log(job, status === 'quote' ? 'Quote saved' : 'Approved at the counter');
    if (job.finish !== 'none') this.log(job, `Finishing: ${FINISHES[job.finish].toLowercase()} after printing`);
    this.jobs.push(job);
    this.save();
    return job;
  }

  advance(ref) {
    const job = this.job(ref);
    const next = {
      queued: 'printing',
      printing: job.finish && job.finish !== 'none' ? 'finishing' : 'ready',
      finishing: 'ready',
    }[job.status];
    job.status = next;
    this.log(job, `Moved to ${STATUSES[next]}`);
    this.save();
    return next;
  }

  approve(ref, { deposit, method }) {
    const job = this.job(ref);
    job.status = 'queued';
    if (deposit > 0) {
      job.payments.push({ method, amount: deposit, on: TODAY, note: 'deposit' });
      job.paid += deposit;
    }
    this.log(job, 'Quote accepted');
    this.save();
  }

  handOver(ref, { method, amount }) {
    const job = this.job(ref);
    if (amount > 0) job.payments.push({ method, amount, on: TODAY });
    job.paid = amount;
    job.status = 'collected';
    this.log(job, 'Collected');
    this.save();
  }

  reprice(job) {
    job.price = priceFor(job);
  }

  changeDue(ref, due) {
    const job = this.job(ref);
    const was = job.due;
    job.due = due;
    job.rush = isRush(due, job.created);
    this.reprice(job);
    this.log(job, `Due date moved from ${fmtDate(was)} to ${fmtDate(due)}`);
    this.save();
  }

  changeQty(ref, qty) {
    const job = this.job(ref);
    const was = job.qty;
    job.qty = qty;
    job.summary = describe(job);
    this.reprice(job);
    this.log(job, `Quantity changed from ${was} to ${qty}`);
    this.save();
  }

  reprint(ref, { due, reason }) {
    const job = this.job(ref);
    const copy = Object.assign(job, {
      ref: this.nextRef(),
      status: 'queued',
      due,
      rush: false,
      price: 0,
      paid: 0,
      payments: [],
      reprintOf: job.ref,
      history: [{ on: TODAY, text: `Reprint of ${job.ref}: ${reason}` }],
      created: TODAY,
    });
    this.jobs.push(copy);
    this.save();
    return copy;
  }

  cancel(ref, reason) {
    const job = this.job(ref);
    job.status = 'cancelled';
    this.log(job, `Cancelled: ${reason}`);
    this.save();
  }
}

export const store = new Store();

// toasts: Bulma notifications stacked at the top right
export function toast(message, kind = 'is-success') {
  let box = document.getElementById('toasts');
  if (!box) {
    box = Object.assign(document.createElement('div'), { id: 'toasts' });
    document.body.append(box);
  }
  const n = document.createElement('div');
  n.className = `notification ${kind} is-light toast`;
  n.setAttribute('role', 'status');
  n.textContent = message;
  box.append(n);
  setTimeout(() => n.remove(), 4000);
}
