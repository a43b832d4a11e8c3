// The librarian's and register-keeper's state, saved in localStorage.
import { reactive } from 'vue';
import { SEED_MEMBERS, SEED_SCORES, SEED_REHEARSALS, SEED_CONCERT } from './data.js';

export const TODAY = '2026-10-13'; // Tuesday: rehearsal night
export const TERM = 'Autumn 2026';
const KEY = 'eastgate-choir';

export const state = reactive({ loading: true, members: [], scores: [], rehearsals: [], concert: null });

// ------------------------------------------------------------------------------------------------ helpers
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const parse = s => { const [y, m, d] = s.split('-').map(Number); return new Date(y, m - 1, d); };
export const fmtDate = s => { if (!s) return ''; const d = parse(s); return `${d.getDate()} ${MON[d.getMonth()]} ${d.getFullYear()}`; };
export const fmtShort = s => { const d = parse(s); return `${d.getDate()} ${MON[d.getMonth()]}`; };
export const fmtLong = s => { const d = parse(s); return `${DAY[d.getDay()]} ${d.getDate()} ${MON[d.getMonth()]} ${d.getFullYear()}`; };
export const money = n => `£${Number(n).toFixed(2)}`;
export const fullName = m => `${m.first} ${m.last}`;
export const memberById = id => state.members.find(m => m.id === id);
export const scoreById = id => state.scores.find(s => s.id === id);
export const scoreLabel = s => `${s.title} (${s.composer.split(',')[0].split(' ').slice(-1)[0]})`;
export const onLeave = m => !!m.leaveUntil && m.leaveUntil > TODAY;
export const loansOf = m => state.scores.flatMap(s => s.loans.filter(l => l.memberId === m.id).map(l => ({ ...l, score: s })));

// register codes as stored: P present · A apologies · X absent
const CODES = { present: 'P', apology: 'A', absent: 'X' };
export const DECODE = { P: 'present', A: 'apologies', X: 'absent' };

export function attendance(m) {
  const held = state.rehearsals.filter(r => r.date <= TODAY && r.marks[m.id]);
  return { present: held.filter(r => r.marks[m.id] === 'P').length, of: held.length };
}
export const tonight = () => state.rehearsals.find(r => r.date === TODAY) || null;

// ------------------------------------------------------------------------------------------------ persistence
export function load() {
  return new Promise(resolve => setTimeout(() => {
    let saved = null;
    try { saved = JSON.parse(localStorage.getItem(KEY)); } catch { saved = null; }
    const src = saved || { members: SEED_MEMBERS, scores: SEED_SCORES, rehearsals: SEED_REHEARSALS, concert: SEED_CONCERT };
    state.members = src.members.map(m => ({ ...m }));
    state.scores = src.scores.map(s => ({ ...s, loans: s.loans.map(l => ({ ...l })) }));
    state.rehearsals = src.rehearsals.map(r => ({ ...r, marks: { ...r.marks } }));
    state.concert = { ...src.concert, pieces: [...src.concert.pieces] };
    state.loading = false;
    resolve();
  }, 1300));
}

export function save() {
  localStorage.setItem(KEY, JSON.stringify({
    members: state.members, scores: state.scores, rehearsals: state.rehearsals, concert: state.concert,
  }));
}

// ------------------------------------------------------------------------------------------------ actions
export function saveRegister(marks) {
  const coded = {};
  for (const [id, v] of Object.entries(marks)) if (v) coded[id] = CODES[v] || 'X';
  const r = tonight();
  if (r) r.marks = coded;
  else state.rehearsals.push({ date: TODAY, marks: coded });
  save();
}

export function lendCopy(score, copy, memberId) {
  const s = state.scores.find(x => x.title === score.title);
  s.loans.push({ copy: Number(copy), memberId, since: TODAY });
  save();
  return s;
}

export function returnCopies(memberId, scoreId = null) {
  let n = 0;
  for (const s of state.scores) {
    if (scoreId && s.id !== scoreId) continue;
    const keep = s.loans.filter(l => l.memberId !== memberId);
    n += s.loans.length - keep.length;
    s.loans = keep;
  }
  save();
  return n;
}

export const RATES = { full: 60, conc: 30, student: 20 };
export const rateOf = key => RATES[key] ?? RATES.full;
