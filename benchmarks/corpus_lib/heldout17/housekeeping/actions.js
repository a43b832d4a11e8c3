// Changes to rooms, shared by the row menus, the dialogs and the drawer.
import { state, save, staffName, clock } from './store.js';

// which status a room may move to from each status (the board refuses anything else)
const ALLOWED = {
  dirty: ['progress', 'clean', 'ooo'],
  progress: ['clean', 'dirty', 'ooo'],
  clean: ['inspected', 'ooo'],
  inspected: ['dirty', 'ooo'],
  ooo: ['dirty'],
};

export function setStatus(r, to, text) {
  if (!(ALLOWED[r.status] || []).includes(to)) return false;
  r.status = to;
  r.history.push({ at: clock(), text });
  return true;
}

export function who() {
  return state.user ? state.user.name : 'someone';
}

export function startCleaning(r) {
  const name = staffName(r.attendant) || who();
  return setStatus(r, 'progress', `Cleaning started by ${name}`);
}

export function markClean(r) {
  const name = staffName(r.attendant) || who();
  const ok = setStatus(r, 'clean', `Marked clean by ${name}`);
  if (ok) r.reclean = '';
  return ok;
}

export function passInspection(r) {
  const ok = setStatus(r, 'inspected', `Inspected by ${who()}`);
  if (ok) { r.inspectedBy = who(); r.reclean = ''; }
  return ok;
}

export function sendBack(r, note) {
  const ok = setStatus(r, 'dirty', `Sent back by ${who()}: ${note}`);
  if (ok) { r.reclean = note; r.inspectedBy = null; }
  return ok;
}

export function takeOutOfOrder(r, ooo) {
  const ok = setStatus(r, 'ooo', `Taken out of order by ${who()} (${ooo.reason})`);
  if (ok) r.ooo = ooo;
  return ok;
}

export function backInService(r) {
  const ok = setStatus(r, 'dirty', `Back in service (${who()}), needs a clean`);
  if (ok) r.ooo = null;
  return ok;
}

export function assign(nos, attendant) {
  for (const no of nos) {
    const r = state.rooms.find(x => x.no === no);
    r.attendant = attendant;
    r.history.push({ at: clock(), text: `Assigned to ${staffName(attendant)} by ${who()}` });
  }
  save();
}
