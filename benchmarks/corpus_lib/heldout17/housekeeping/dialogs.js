// The dialogs of the board: sign-in, inspection, out of order, fault report, assignment, lost property.
import { SUPERVISORS, ATTENDANTS, STAFF, FAULT_TYPES, WHERE, TODAY } from './data.js';
import { state, save, room, signIn, staffName, esc, wait } from './store.js';
import { passInspection, sendBack, takeOutOfOrder, assign, who } from './actions.js';
import { renderAll } from './render.js';

const $ = sel => document.querySelector(sel);

export function toast(message, variant = 'success', icon = 'check2-circle') {
  const alert = Object.assign(document.createElement('sl-alert'), {
    variant, closable: true, duration: 4000,
    innerHTML: `<sl-icon slot="icon" name="${icon}"></sl-icon>${esc(message)}`,
  });
  document.body.append(alert);
  return alert.toast();
}

const roomOptions = () => state.rooms.map(r => `<sl-option value="r${r.no}">Room ${r.no} · ${r.type}</sl-option>`).join('');
const opts = (list, label = x => x.name) => list.map(x => `<sl-option value="${x.id}">${esc(label(x))}</sl-option>`).join('');

// run an action behind the button's spinner, as the front desk system takes a moment to answer
async function busy(btn, fn) {
  btn.loading = true;
  await wait(450);
  try { fn(); } finally { btn.loading = false; }
}

// ------------------------------------------------------------------ sign in
export function setupSignIn(onSigned) {
  const dlg = $('#dlg-signin');
  $('#signin-who').innerHTML = SUPERVISORS.map(s => `<sl-radio value="${s.id}">${s.name} · ${s.role}</sl-radio>`).join('');
  dlg.addEventListener('sl-request-close', e => { if (e.target === dlg) e.preventDefault(); });
  $('#signin-who').addEventListener('sl-change', () => { $('#signin-go').disabled = !$('#signin-who').value; });
  $('#signin-go').addEventListener('click', () => {
    signIn(SUPERVISORS.find(s => s.id === $('#signin-who').value));
    dlg.hide();
    onSigned();
  });
}

export function askWhoIsUsing() {
  $('#signin-who').value = '';
  $('#signin-go').disabled = true;
  $('#dlg-signin').show();
}

// ------------------------------------------------------------------ inspection
const CHECKS = ['Bed made with fresh linen', 'Bathroom cleaned and restocked', 'Floor vacuumed, under the bed too',
  'Minibar and tea tray restocked', 'Mirrors and windows smear-free', 'Lights, TV and remote working'];
let inspecting = null;

export function openInspect(no) {
  const r = room(no);
  inspecting = no;
  $('#dlg-inspect').label = `Inspect room ${no}`;
  $('#inspect-info').textContent = `${r.type} · cleaned by ${staffName(r.attendant) || 'the late shift'}`;
  $('#inspect-list').innerHTML = CHECKS.map(c => `<sl-checkbox>${c}</sl-checkbox>`).join('');
  $('#inspect-note').value = '';
  updateInspect();
  $('#dlg-inspect').show();
}

function updateInspect() {
  const boxes = [...document.querySelectorAll('#inspect-list sl-checkbox')];
  $('#inspect-pass').disabled = !boxes.every(b => b.checked);
  $('#inspect-back').disabled = !$('#inspect-note').value.trim();
}

function setupInspect() {
  const dlg = $('#dlg-inspect');
  dlg.addEventListener('sl-change', updateInspect);
  dlg.addEventListener('sl-input', updateInspect);
  $('#inspect-pass').addEventListener('click', e => busy(e.currentTarget, () => {
    const r = room(inspecting);
    passInspection(r);
    save(); renderAll(); dlg.hide();
    toast(`Room ${r.no} passed inspection: ready to let`);
  }));
  $('#inspect-back').addEventListener('click', e => busy(e.currentTarget, () => {
    const r = room(inspecting);
    sendBack(r, $('#inspect-note').value.trim());
    save(); renderAll(); dlg.hide();
    toast(`Room ${r.no} sent back to ${staffName(r.attendant) || 'the floor'} for recleaning`, 'warning', 'arrow-clockwise');
  }));
}

// ------------------------------------------------------------------ out of order
let oooRoom = null;

export function openOutOfOrder(no) {
  oooRoom = no;
  $('#dlg-ooo').label = `Take room ${no} out of order`;
  $('#ooo-reason').value = '';
  $('#ooo-details').value = '';
  $('#ooo-until').value = '';
  $('#ooo-go').disabled = true;
  $('#dlg-ooo').show();
}

function setupOutOfOrder() {
  const dlg = $('#dlg-ooo');
  const update = () => { $('#ooo-go').disabled = !($('#ooo-reason').value && $('#ooo-until').value); };
  dlg.addEventListener('sl-change', update);
  dlg.addEventListener('sl-input', update);
  $('#ooo-cancel').addEventListener('click', () => dlg.hide());
  $('#ooo-go').addEventListener('click', e => busy(e.currentTarget, () => {
    const r = room(oooRoom);
    if (!takeOutOfOrder(r, { reason: $(`#ooo-reason sl-option[value="${$('#ooo-reason').value}"]`).textContent.trim(), details: $('#ooo-details').value.trim(), until: $('#ooo-until').value })) return;
    save(); renderAll(); dlg.hide();
    toast(`Room ${r.no} is out of order; the front desk will not let it`, 'warning', 'exclamation-triangle');
  }));
}

// ------------------------------------------------------------------ faults
export function openFault(no) {
  $('#fault-room').value = no ? 'r' + no : '';
  $('#fault-type').value = '';
  $('#fault-text').value = '';
  $('#fault-priority').value = 'normal';
  $('#fault-go').disabled = true;
  $('#dlg-fault').show();
}

function setupFault() {
  const dlg = $('#dlg-fault');
  $('#fault-room').innerHTML = roomOptions();
  $('#fault-type').innerHTML = FAULT_TYPES.map((t, i) => `<sl-radio-button value="t${i}">${esc(t)}</sl-radio-button>`).join('');
  const update = () => {
    $('#fault-go').disabled = !($('#fault-room').value && $('#fault-type').value && $('#fault-text').value.trim());
  };
  dlg.addEventListener('sl-change', update);
  dlg.addEventListener('sl-input', update);
  $('#fault-cancel').addEventListener('click', () => dlg.hide());
  $('#fault-go').addEventListener('click', e => busy(e.currentTarget, () => {
    const f = {
      ref: 'F-' + state.nextFault++,
      room: $('#fault-room').value.slice(1),
      type: FAULT_TYPES[Number($('#fault-type').value.slice(1))],
      text: $('#fault-text').value.trim(),
      priority: $('#fault-priority').value === 'Urgent' ? 'urgent' : 'normal',
      by: who(), date: TODAY, status: 'open',
    };
    state.faults.unshift(f);
    save(); renderAll(); dlg.hide();
    toast(`${f.ref} sent to maintenance for room ${f.room}`, 'primary', 'tools');
  }));
}

// ------------------------------------------------------------------ assignment
function setupAssign() {
  const dlg = $('#dlg-assign');
  $('#assign-btn').addEventListener('click', () => {
    const n = state.selected.size;
    const load = id => state.rooms.filter(r => r.attendant === id && (r.status === 'dirty' || r.status === 'progress')).length;
    $('#assign-who').innerHTML = opts(ATTENDANTS, a => `${a.name} (${load(a.id)} rooms to clean)`);
    $('#assign-who').value = '';
    $('#assign-go').disabled = true;
    $('#assign-info').textContent = `Rooms ${[...state.selected].sort().join(', ')}`;
    dlg.label = `Assign ${n} room${n === 1 ? '' : 's'}`;
    dlg.show();
  });
  $('#assign-who').addEventListener('sl-change', () => { $('#assign-go').disabled = !$('#assign-who').value; });
  $('#assign-cancel').addEventListener('click', () => dlg.hide());
  $('#assign-go').addEventListener('click', e => busy(e.currentTarget, () => {
    const nos = [...state.selected];
    assign(nos, $('#assign-who').value);
    state.selected.clear();
    renderAll(); dlg.hide();
    toast(`${nos.length} room${nos.length === 1 ? '' : 's'} assigned to ${staffName(nos.length && room(nos[0]).attendant)}`);
  }));
}

// ------------------------------------------------------------------ lost property
export function openLost() {
  for (const id of ['#lost-room', '#lost-item', '#lost-where', '#lost-by']) $(id).value = '';
  $('#lost-store').value = 'cupboard';
  $('#lost-go').disabled = true;
  $('#dlg-lost').show();
}

let returning = null;
export function openReturn(ref) {
  const item = state.lost.find(i => i.ref === ref);
  returning = ref;
  $('#dlg-return').label = `Return ${ref}`;
  $('#return-info').textContent = `${item.item}, found in room ${item.room} on ${item.date.slice(8)}/${item.date.slice(5, 7)}.`;
  $('#return-to').value = '';
  $('#return-id').checked = false;
  $('#return-go').disabled = true;
  $('#dlg-return').show();
}

function setupLost() {
  const dlg = $('#dlg-lost');
  $('#lost-room').innerHTML = roomOptions();
  $('#lost-where').innerHTML = WHERE.map((w, i) => `<sl-option value="w${i}">${w}</sl-option>`).join('');
  $('#lost-by').innerHTML = opts(STAFF);
  const update = () => {
    $('#lost-go').disabled = !($('#lost-room').value && $('#lost-item').value.trim() && $('#lost-by').value);
  };
  dlg.addEventListener('sl-change', update);
  dlg.addEventListener('sl-input', update);
  $('#lost-cancel').addEventListener('click', () => dlg.hide());
  $('#lost-go').addEventListener('click', e => busy(e.currentTarget, () => {
    const where = $('#lost-where').value;
    const item = {
      ref: 'LP-' + state.nextLost++, date: TODAY, room: $('#lost-room').value.slice(1),
      item: $('#lost-item').value.trim(), where: where ? WHERE[Number(where.slice(1))] : 'Not recorded',
      foundBy: state.user.id, store: $('#lost-store').value, returned: null,
    };
    state.lost.unshift(item);
    save(); renderAll(); dlg.hide();
    toast(`${item.ref} logged: ${item.item} from room ${item.room}`);
  }));

  const rdlg = $('#dlg-return');
  const rupdate = () => { $('#return-go').disabled = !($('#return-to').value.trim() && $('#return-id').checked); };
  rdlg.addEventListener('sl-change', rupdate);
  rdlg.addEventListener('sl-input', rupdate);
  $('#return-cancel').addEventListener('click', () => rdlg.hide());
  $('#return-go').addEventListener('click', e => busy(e.currentTarget, () => {
    const item = state.lost.find(i => i.ref === returning);
    item.returned = { to: $('#return-to').value.trim(), date: TODAY };
    save(); renderAll(); rdlg.hide();
    toast(`${item.ref} handed back to ${item.returned.to}`);
  }));
}

export function setupDialogs() {
  setupInspect();
  setupOutOfOrder();
  setupFault();
  setupAssign();
  setupLost();
}
