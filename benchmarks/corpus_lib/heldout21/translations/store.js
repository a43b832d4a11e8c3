// Wordhouse Translations: job board data and persistence.
// Seed data lives here; what the desk changes is kept in localStorage as edits on top of it.

export const TODAY = '2026-10-15'; // Thu 15 Oct 2026
export const WEEK_END = '2026-10-18'; // the Sunday that closes this week
const KEY = 'wordhouse.board.v2';

export const VAT_RATE = 0.2;
export const BASE_RATE = 0.16; // client price per word, general text
export const SUBJECTS = {
  general: { label: 'General', extra: 0 },
  marketing: { label: 'Marketing', extra: 0 },
  technical: { label: 'Technical', extra: 0.02 },
  legal: { label: 'Legal', extra: 0.03 },
  medical: { label: 'Medical', extra: 0.04 },
};
export const RUSH_FACTOR = 1.25;
export const MINIMUM_CHARGE = 40;

export const LANGS = {
  EN: 'English', FR: 'French', DE: 'German', ES: 'Spanish', IT: 'Italian', PT: 'Portuguese',
  PL: 'Polish', NL: 'Dutch', JA: 'Japanese', ZH: 'Chinese', AR: 'Arabic',
};
export const PAIRS_INTO = ['AR>EN', 'ZH>EN', 'NL>EN', 'FR>EN', 'DE>EN', 'IT>EN', 'JA>EN', 'PL>EN', 'PT>EN', 'ES>EN'];
export const PAIRS_OUT = ['EN>FR', 'EN>DE', 'EN>ES'];
export const pairLabel = p => p.replace('>', ' → ');
export const pairLong = p => p.split('>').map(c => LANGS[c]).join(' to ');

export const STATUS = {
  new: 'Unassigned', assigned: 'Assigned', review: 'In review', delivered: 'Delivered',
  invoiced: 'Invoiced', cancelled: 'Cancelled',
};
export const OPEN = ['new', 'assigned', 'review'];

// price to the client for a piece of work
export function priceFor({ words, rush = false, subject = 'general' }) {
  const perWord = BASE_RATE + (SUBJECTS[subject] ? SUBJECTS[subject].extra : 0);
  let p = Math.max(MINIMUM_CHARGE, words * perWord);
  if (rush) p = p * RUSH_FACTOR;
  return Math.round(p * 100) / 100;
}

const CLIENTS = [
  { id: 'K1', name: 'Halden Legal LLP', contact: 'Fiona Halden', discount: 10 },
  { id: 'K2', name: 'Brightwater Foods Ltd', contact: 'Sam Okafor', discount: 0 },
  { id: 'K3', name: 'Northgate University Press', contact: 'Dr Ruth Ames', discount: 0 },
  { id: 'K4', name: 'Alder & Finch Architects', contact: 'Tom Alder', discount: 0 },
  { id: 'K5', name: 'Meridian Medical Devices', contact: 'Priya Nair', discount: 5 },
  { id: 'K6', name: 'Cobalt Games Studio', contact: 'Jess Kwan', discount: 0 },
  { id: 'K7', name: "St Bride's Housing Trust", contact: 'Colin Reeve', discount: 0 },
  { id: 'K8', name: 'Fenwick Motors', contact: 'Alan Fenwick', discount: 0 },
];

const TRANSLATORS = [
  { id: 'T01', name: 'Claire Dubois', pairs: ['FR>EN'], rate: 0.09, email: 'claire@duboislang.fr', backOn: null },
  { id: 'T02', name: 'Markus Weber', pairs: ['DE>EN'], rate: 0.1, email: 'mweber@posteo.de', backOn: null },
  { id: 'T03', name: 'Lucía Ortega', pairs: ['ES>EN', 'EN>ES'], rate: 0.09, email: 'lucia.ortega@gmail.com', backOn: null },
  { id: 'T04', name: 'Giulia Romano', pairs: ['IT>EN'], rate: 0.09, email: 'giulia@romano-traduzioni.it', backOn: null },
  { id: 'T05', name: 'Rui Carvalho', pairs: ['ES>EN', 'PT>EN'], rate: 0.08, email: 'rui.carvalho@sapo.pt', backOn: '2026-10-05' },
  { id: 'T06', name: 'Anna Kowalczyk', pairs: ['PL>EN'], rate: 0.08, email: 'anna.k@wp.pl', backOn: null },
  { id: 'T07', name: 'Pieter de Vries', pairs: ['NL>EN', 'DE>EN'], rate: 0.1, email: 'pieter@devries-vertalingen.nl', backOn: null },
  { id: 'T08', name: 'Haruki Sato', pairs: ['JA>EN'], rate: 0.13, email: 'h.sato@outlook.jp', backOn: '2026-10-30' },
  { id: 'T09', name: 'Mei Lin', pairs: ['ZH>EN'], rate: 0.12, email: 'meilin.translates@gmail.com', backOn: null },
  { id: 'T10', name: 'Omar Haddad', pairs: ['FR>EN', 'AR>EN'], rate: 0.11, email: 'omar@haddadlanguage.co.uk', backOn: null },
  { id: 'T11', name: 'Sophie Martin', pairs: ['EN>FR'], rate: 0.1, email: 'sophie.martin@free.fr', backOn: null },
  { id: 'T12', name: 'Jonas Berg', pairs: ['EN>DE'], rate: 0.1, email: 'jonas@berg-uebersetzung.de', backOn: null },
];

// ref, client, title, pair, subject, words, rush, due, status, translator, deliveredOn, invoice
const J = (n, client, title, pair, subject, words, rush, due, status, tr = null, deliveredOn = null, invoice = null) => ({
  ref: 'JB-' + n, client, title, pair, subject, words, rush, due, status, translator: tr, deliveredOn, invoice,
  notes: '', created: '2026-09-' + String(10 + (n % 20)).padStart(2, '0'),
});
const SEED_JOBS = [
  J(4101, 'K3', 'Chapter 3: Medieval trade routes', 'DE>EN', 'general', 6200, false, '2026-09-25', 'invoiced', 'T02', '2026-09-24', 'INV-2026-028'),
  J(4102, 'K2', 'Label copy, oat drinks range', 'EN>FR', 'marketing', 900, false, '2026-09-28', 'invoiced', 'T11', '2026-09-27', 'INV-2026-029'),
  J(4103, 'K5', 'Instructions for use, rev C', 'EN>DE', 'medical', 2400, false, '2026-09-30', 'invoiced', 'T12', '2026-09-29', 'INV-2026-030'),
  J(4104, 'K8', 'Dealer newsletter, September', 'EN>ES', 'marketing', 1100, false, '2026-10-01', 'invoiced', 'T03', '2026-09-30', 'INV-2026-031'),
  J(4105, 'K8', 'Extended warranty terms', 'EN>ES', 'legal', 1500, false, '2026-10-02', 'invoiced', 'T03', '2026-10-01', 'INV-2026-031'),
  J(4106, 'K1', 'Witness statement (Müller)', 'DE>EN', 'legal', 2000, false, '2026-10-08', 'delivered', 'T02', '2026-10-08'),
  J(4107, 'K2', 'Recipe cards, set of 12', 'EN>FR', 'marketing', 1325, false, '2026-10-07', 'delivered', 'T11', '2026-10-07'),
  J(4108, 'K1', 'Share purchase agreement, schedule 2', 'FR>EN', 'legal', 1350, false, '2026-10-09', 'delivered', 'T10', '2026-10-09'),
  J(4109, 'K5', 'Clinical summary, trial 7', 'ZH>EN', 'medical', 1800, false, '2026-10-06', 'delivered', 'T09', '2026-10-06'),
  J(4110, 'K4', 'Planning objection letters', 'NL>EN', 'general', 780, false, '2026-10-05', 'cancelled'),
  J(4111, 'K1', 'Letter from the Tribunale di Milano', 'IT>EN', 'legal', 500, false, '2026-10-12', 'delivered', 'T04', '2026-10-12'),
  J(4112, 'K7', 'Tenant handbook, Polish edition', 'PL>EN', 'general', 3400, false, '2026-10-16', 'review', 'T06'),
  J(4113, 'K2', 'Allergen notice for stores', 'EN>DE', 'general', 600, false, '2026-10-13', 'delivered', 'T12', '2026-10-13'),
  J(4114, 'K6', 'Patch notes 2.4', 'JA>EN', 'technical', 1450, true, '2026-10-14', 'assigned', 'T08'),
  J(4115, 'K3', 'Conference abstracts (batch 2)', 'ES>EN', 'general', 2100, false, '2026-10-16', 'assigned', 'T03'),
  J(4116, 'K5', 'Adverse event report #2291', 'DE>EN', 'medical', 950, true, '2026-10-15', 'review', 'T07'),
  J(4117, 'K4', 'Competition brief, Lyon library', 'FR>EN', 'technical', 2600, false, '2026-10-23', 'new'),
  J(4118, 'K8', 'Owner survey results', 'PL>EN', 'general', 1200, false, '2026-10-19', 'assigned', 'T06'),
  J(4119, 'K7', 'Resident letters (Portuguese)', 'PT>EN', 'general', 1650, false, '2026-10-26', 'new'),
  J(4120, 'K6', 'In-game dialogue, act 1', 'JA>EN', 'marketing', 5200, false, '2026-11-06', 'assigned', 'T08'),
  J(4121, 'K3', 'Book proposal: Hanseatic cities', 'DE>EN', 'general', 3900, false, '2026-10-22', 'assigned', 'T07'),
  J(4122, 'K5', 'Software UI strings v5', 'EN>FR', 'technical', 2750, false, '2026-10-21', 'assigned', 'T11'),
  J(4123, 'K1', 'Power of attorney (Arabic)', 'AR>EN', 'legal', 700, true, '2026-10-17', 'assigned', 'T10'),
  J(4124, 'K2', 'Supplier contract summary', 'ES>EN', 'legal', 1900, false, '2026-10-20', 'new'),
  J(4125, 'K6', 'Store page and trailer script', 'EN>DE', 'marketing', 1100, true, '2026-10-18', 'review', 'T12'),
  J(4126, 'K8', 'Service bulletin SB-114', 'IT>EN', 'technical', 850, false, '2026-10-22', 'new'),
  J(4127, 'K4', 'Site survey notes, Utrecht', 'NL>EN', 'technical', 1300, false, '2026-10-28', 'assigned', 'T07'),
  J(4128, 'K7', 'Board minutes, September', 'AR>EN', 'general', 2200, false, '2026-10-30', 'new'),
  J(4129, 'K3', 'Exhibition catalogue essays', 'FR>EN', 'general', 4800, false, '2026-11-13', 'assigned', 'T01'),
  J(4130, 'K5', 'Patient questionnaire', 'EN>ES', 'medical', 650, false, '2026-10-27', 'review', 'T03'),
  J(4131, 'K2', 'Web shop FAQ', 'EN>FR', 'marketing', 1750, false, '2026-11-02', 'new'),
  J(4132, 'K4', 'Heritage statement, Porto', 'PT>EN', 'technical', 2300, false, '2026-11-09', 'new'),
];
for (const j of SEED_JOBS) j.price = priceFor(j);

const SEED_INVOICES = [
  { no: 'INV-2026-028', client: 'K3', date: '2026-09-26', jobs: ['JB-4101'] },
  { no: 'INV-2026-029', client: 'K2', date: '2026-09-29', jobs: ['JB-4102'] },
  { no: 'INV-2026-030', client: 'K5', date: '2026-10-01', jobs: ['JB-4103'] },
  { no: 'INV-2026-031', client: 'K8', date: '2026-10-05', jobs: ['JB-4104', 'JB-4105'] },
];

const listeners = new Set();
export const onChange = fn => { listeners.add(fn); return () => listeners.delete(fn); };
const emit = () => listeners.forEach(fn => fn());

let saved = {};
try { saved = JSON.parse(localStorage.getItem(KEY) || '{}'); } catch { saved = {}; }
saved.edits = saved.edits || {};
saved.added = saved.added || [];
saved.translators = saved.translators || {};
saved.invoices = saved.invoices || [];

export const state = {
  clients: CLIENTS,
  translators: TRANSLATORS.map(t => ({ ...t, ...(saved.translators[t.id] || {}) })),
  jobs: [...SEED_JOBS.map(j => ({ ...j, ...(saved.edits[j.ref] || {}) })), ...saved.added],
  invoices: [],
};
state.invoices = [...SEED_INVOICES, ...saved.invoices].map(inv => ({ ...inv, ...invoiceTotals(inv) }));

function persist() {
  localStorage.setItem(KEY, JSON.stringify(saved));
}

export const job = ref => state.jobs.find(j => j.ref === ref);
export const client = id => state.clients.find(c => c.id === id);
export const translator = id => state.translators.find(t => t.id === id);
export const isAway = t => !!(t.backOn && t.backOn > TODAY);
export const activeJobs = id => state.jobs.filter(j => j.translator === id && OPEN.includes(j.status)).length;

export function updateJob(ref, changes) {
  const j = job(ref);
  Object.assign(j, changes);
  if (saved.added.includes(j)) {
    // added jobs are kept whole
  } else {
    saved.edits[ref] = { ...(saved.edits[ref] || {}), ...changes };
  }
  persist();
  emit();
  return j;
}

// translators who can take a job: they work in its language pair and are not away
export const eligible = j => state.translators.filter(t => t.pairs[0] === j.pair && !isAway(t));

export function assign(ref, translatorId) {
  const j = job(ref);
  return updateJob(ref, { translator: translatorId, status: j.status === 'new' ? 'assigned' : j.status });
}

export function setDeadline(ref, due) {
  return updateJob(ref, { due });
}

export function deliver(ref) {
  const j = job(ref);
  Object.assign(j, { status: 'delivered', deliveredOn: TODAY });
  persist();
  emit();
  return j;
}

export function cancelJob(ref, reason) {
  return updateJob(ref, { status: 'cancelled', notes: reason });
}

export function nextRef() {
  return 'JB-' + (Math.max(...state.jobs.map(j => Number(j.ref.slice(3)))) + 1);
}

export function addJob(form) {
  const j = {
    ref: nextRef(),
    client: form.client,
    title: form.title.trim(),
    pair: form.pair,
    subject: form.subject,
    words: form.words,
    rush: form.rush,
    due: form.due,
    status: 'new',
    translator: null,
    deliveredOn: null,
    invoice: null,
    notes: form.notes.trim(),
    created: TODAY,
    price: priceFor({ words: form.words, rush: form.rush }),
  };
  state.jobs.push(j);
  saved.added.push(j);
  persist();
  emit();
  return j;
}

export function setAvailability(id, backOn) {
  const t = translator(id);
  t.backOn = backOn;
  saved.translators[id] = { ...(saved.translators[id] || {}), backOn };
  persist();
  emit();
}

// money is added up in pence
export function invoiceTotals(inv) {
  const c = CLIENTS.find(x => x.id === inv.client);
  const jobs = inv.jobs.map(ref => (state.jobs || SEED_JOBS).find(j => j.ref === ref) || SEED_JOBS.find(j => j.ref === ref));
  const net = jobs.reduce((s, j) => s + Math.round(j.price * 100), 0);
  const discount = Math.round((net * (c ? c.discount : 0)) / 100);
  const vat = Math.round(net * VAT_RATE);
  const total = net - discount + vat;
  return { net: net / 100, discount: discount / 100, vat: vat / 100, total: total / 100 };
}

export function nextInvoiceNo() {
  const n = Math.max(...state.invoices.map(i => Number(i.no.slice(-3)))) + 1;
  return 'INV-2026-' + String(n).padStart(3, '0');
}

export function raiseInvoice(clientId, refs) {
  const inv = { no: nextInvoiceNo(), client: clientId, date: TODAY, jobs: [...refs] };
  saved.invoices.push(inv);
  for (const ref of refs) {
    const j = job(ref);
    Object.assign(j, { status: 'invoiced', invoice: inv.no });
    if (!saved.added.includes(j)) saved.edits[ref] = { ...(saved.edits[ref] || {}), status: 'invoiced', invoice: inv.no };
  }
  const full = { ...inv, ...invoiceTotals(inv) };
  state.invoices.push(full);
  persist();
  emit();
  return full;
}

// ---------------------------------------------------------------------------------------------- format
const D = iso => new Date(iso + 'T12:00:00');
export const fmtDay = iso => (iso ? D(iso).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' }) : '—');
export const fmtDate = iso => (iso ? D(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '—');
export const gbp = n => '£' + n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const words = n => n.toLocaleString('en-GB');
