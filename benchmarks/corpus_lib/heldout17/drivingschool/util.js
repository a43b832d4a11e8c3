// Dates, times and the free-slot search of the diary.
import { TODAY, NOW_MIN } from './data.js';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const parse = iso => { const [y, m, d] = iso.split('-').map(Number); return new Date(Date.UTC(y, m - 1, d)); };
const iso = dt => dt.toISOString().slice(0, 10);

export const weekday = d => parse(d).getUTCDay();
export const addDays = (d, n) => { const dt = parse(d); dt.setUTCDate(dt.getUTCDate() + n); return iso(dt); };
export const dayLong = d => { const dt = parse(d); return `${DAYS[dt.getUTCDay()]} ${dt.getUTCDate()} ${MONTHS[dt.getUTCMonth()]}`; };
export const dayShort = d => { const dt = parse(d); return `${DAYS[dt.getUTCDay()].slice(0, 3)} ${dt.getUTCDate()} ${MONTHS[dt.getUTCMonth()]}`; };
export const dateLong = d => { const dt = parse(d); return `${dt.getUTCDate()} ${MONTHS[dt.getUTCMonth()]} ${dt.getUTCFullYear()}`; };

export const toMin = t => { const [h, m] = t.split(':').map(Number); return h * 60 + m; };
export const toTime = m => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
export const endTime = l => toTime(toMin(l.start) + Number(l.hours) * 60);
export const hoursText = h => { const n = Number(h); return n === 1 ? '1 hour' : `${String(n).replace('.5', '½').replace(/^0½/, '½')} hours`; };
export const balanceText = h => `${Number(h).toFixed(1).replace('.0', '')} h`;
export const money = n => '£' + Number(n).toFixed(2);

// minutes from now until a lesson starts (the office clock is pinned to 10:40 today)
export function minutesAhead(l) {
  const days = (parse(l.date) - parse(TODAY)) / 86400000;
  return days * 1440 + toMin(l.start) - NOW_MIN;
}

// opening hours: Monday to Friday 08:00-18:00, Saturday 09:00-14:00, no lessons on Sundays
export function openingHours(date) {
  const wd = weekday(date);
  if (wd === 0) return null;
  return wd === 6 ? [9 * 60, 14 * 60] : [8 * 60, 18 * 60];
}

// start times (every half hour) at which an instructor is free for a lesson of the given length
export function freeStarts(lessons, instructor, date, hours, ignoreId = null) {
  const open = openingHours(date);
  if (!open || !date || !hours) return [];
  const len = Number(hours) * 60;
  const busy = lessons
    .filter(l => l.instructor === instructor && l.date === date && l.status !== 'cancelled' && l.id !== ignoreId)
    .map(l => [toMin(l.start), toMin(l.start) + Number(l.hours) * 60]);
  const out = [];
  for (let t = open[0]; t + len < open[1]; t += 30) {
    if (date === TODAY && t <= NOW_MIN) continue;
    if (busy.some(([a, b]) => t < b && t + len > a)) continue;
    out.push(toTime(t));
  }
  return out;
}

export function debounce(fn, ms) {
  let timer = null;
  return (...args) => { clearTimeout(timer); timer = setTimeout(() => fn(...args), ms); };
}
