// Dates and small helpers for the food bank desk.
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const parse = iso => { const [y, m, d] = iso.split('-').map(Number); return new Date(y, m - 1, d); };
const pad = n => String(n).padStart(2, '0');

export const isoLocal = dt => `${dt.getFullYear()}-${pad(dt.getMonth() + 1)}-${pad(dt.getDate())}`;
export const dateShort = iso => { const d = parse(iso); return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`; };
export const dayDate = iso => { const d = parse(iso); return `${DAYS[d.getDay()]} ${d.getDate()} ${MONTHS[d.getMonth()]}`; };
export const dayDateYear = iso => `${dayDate(iso)} ${iso.slice(0, 4)}`;

export function addMonths(iso, n) {
  const d = parse(iso);
  d.setMonth(d.getMonth() + n);
  return isoLocal(d);
}

export const surname = name => name.split(' ').slice(-1)[0];
export const slug = s => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
export const people = h => `${h.adults} adult${h.adults === 1 ? '' : 's'}, ${h.children} ${h.children === 1 ? 'child' : 'children'}`;

// the desk clock: 10:15 when the page opens, moving on with real time
const started = Date.now();
export function clock() {
  const mins = 10 * 60 + 15 + Math.floor((Date.now() - started) / 60000);
  return `${pad(Math.floor(mins / 60))}:${pad(mins % 60)}`;
}

export const wait = ms => new Promise(r => setTimeout(r, ms));
