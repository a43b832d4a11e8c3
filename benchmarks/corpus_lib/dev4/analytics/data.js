// Pulse analytics: deterministic demo data, shared by the dashboard and the report page.
// "Today" is pinned to Monday 2025-03-10; data exists up to yesterday.
const TODAY = new Date(2025, 2, 10);
const FIRST_DAY = new Date(2024, 11, 1);
const LAST_DAY = new Date(2025, 2, 9);
const CHANNELS = ['Web', 'iOS', 'Android', 'Partner'];
const COLORS = { Web: '#0d6efd', iOS: '#6f42c1', Android: '#198754', Partner: '#fd7e14' };
const METRICS = { revenue: 'Revenue', orders: 'Orders', aov: 'Avg. order value' };
const BASE = { Web: 38, iOS: 22, Android: 17, Partner: 9 };
const PRICE = { Web: 54, iOS: 61, Android: 47, Partner: 88 };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const addDays = (d, n) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
const iso = d => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const parseIso = s => { const [y, m, d] = s.split('-').map(Number); return new Date(y, m - 1, d); };
const short = d => `${MONTHS[d.getMonth()]} ${d.getDate()}`;
const rangeLabel = (a, b) => `${short(a)} – ${short(b)}, ${b.getFullYear()}`;
const dayCount = (a, b) => Math.round((b - a) / 86400000) + 1;
const money = n => '$' + Math.round(n).toLocaleString('en-US');
const money2 = n => '$' + n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function dayData(d) {
  const i = Math.round((d - FIRST_DAY) / 86400000);
  const weekend = d.getDay() === 0 || d.getDay() === 6;
  const out = {};
  CHANNELS.forEach((ch, c) => {
    let orders = BASE[ch] + ((i * 37 + c * 11) % 17) - (weekend ? 6 : 0);
    if (ch === 'Web' && d.getMonth() === 1 && d.getDate() === 14) orders += 41; // Valentine's sale
    const revenue = orders * PRICE[ch] + ((i * 13 + c * 7) % 50);
    out[ch] = { orders, revenue };
  });
  return out;
}

// rows of {date, revenue, orders, aov, byChannel} for every day in [from, to] (inclusive)
function series(from, to, channels) {
  const rows = [];
  for (let d = new Date(from); d <= to; d = addDays(d, 1)) {
    if (d < FIRST_DAY || d > LAST_DAY) continue;
    const dd = dayData(d);
    const byChannel = {};
    let revenue = 0, orders = 0;
    channels.forEach(ch => { byChannel[ch] = dd[ch]; revenue += dd[ch].revenue; orders += dd[ch].orders; });
    rows.push({ date: iso(d), day: new Date(d), revenue, orders, aov: orders ? Math.round((revenue / orders) * 100) / 100 : 0, byChannel });
  }
  return rows;
}
function fmtMetric(metric, v) { return metric === 'orders' ? v.toLocaleString('en-US') : metric === 'aov' ? money2(v) : money(v); }
