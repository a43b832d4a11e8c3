// Northside Clinic patient portal (Shoelace 2, plain JS). State in localStorage; "API" calls are timers.
const USER = { name: 'Jordan Lee' };
const TODAY = '2025-03-10'; // demo data is pinned to this date
const KEY = 'northside.appointments';
const FAMILY_KEY = 'northside.family';
const DRAFT_KEY = 'northside.draft';
const DEPTS = { gp: 'General practice', derm: 'Dermatology', physio: 'Physiotherapy', paeds: 'Paediatrics' };
const WEEKDAY_SLOTS = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '14:00', '14:30', '15:00', '15:30'];
const SATURDAY_SLOTS = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
const TAKEN = { '2025-03-17': ['09:00', '09:30'], '2025-04-14': ['11:00', '14:30'], '2025-03-12': ['10:00'] };

const $ = id => document.getElementById(id);
const wait = ms => new Promise(r => setTimeout(r, ms));
const esc = s => String(s).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function load(key, fallback) {
  try { const v = JSON.parse(localStorage.getItem(key)); return v ?? fallback; } catch { return fallback; }
}
let appts = load(KEY, [
  { id: 1, ref: 'NC-1001', patient: 'Jordan Lee', dept: 'gp', date: '2025-03-18', time: '09:30', reason: 'Annual check-up', status: 'Booked' },
  { id: 2, ref: 'NC-1002', patient: 'Jordan Lee', dept: 'physio', date: '2025-03-25', time: '14:00', reason: 'Knee pain follow-up', status: 'Booked' },
  { id: 3, ref: 'NC-0977', patient: 'Jordan Lee', dept: 'gp', date: '2024-10-02', time: '10:00', reason: 'Flu vaccination', status: 'Completed' },
]);
let family = load(FAMILY_KEY, [{ name: 'Mia Lee', dob: '2019-08-14', rel: 'child' }]);
const saveAppts = () => localStorage.setItem(KEY, JSON.stringify(appts));

function notify(message, variant = 'success') {
  const alert = Object.assign(document.createElement('sl-alert'), { variant, closable: true, duration: 3000 });
  alert.innerHTML = `<sl-icon slot="icon" name="${variant === 'danger' ? 'exclamation-octagon' : 'check2-circle'}"></sl-icon>${esc(message)}`;
  document.body.append(alert);
  return alert.toast();
}

// ------------------------------------------------------------------ family
function renderFamily() {
  $('familyList').innerHTML = `<li>${esc(USER.name)} (you)</li>` +
    family.map(f => `<li>${esc(f.name)} · born ${f.dob} · ${f.rel}</li>`).join('');
  const sel = $('patient');
  const current = sel.value;
  sel.innerHTML = `<sl-option value="me">${esc(USER.name)} (me)</sl-option>` +
    family.map((f, i) => `<sl-option value="f${i}">${esc(f.name)}</sl-option>`).join('');
  sel.value = current || 'me';
}
function patientName() {
  const v = $('patient').value;
  return v === 'me' ? USER.name : family[Number(v.slice(1))].name;
}

function famValid() {
  return $('famName').value.trim().length > 1 && !!$('famDob').value && $('famDob').checkValidity() && $('famGuardian').checked;
}
function wireFamily() {
  $('addFamily').addEventListener('click', () => { $('familyForm').reset?.(); $('familyDialog').show(); });
  $('famCancel').addEventListener('click', () => $('familyDialog').hide());
  for (const ev of ['sl-input', 'sl-change']) {
    $('familyDialog').addEventListener(ev, () => { $('famSave').disabled = !famValid(); });
  }
  $('famSave').addEventListener('click', () => {
    if (!famValid()) return;
    family.push({ name: $('famName').value.trim(), dob: $('famDob').value, rel: $('famRel').value });
    localStorage.setItem(FAMILY_KEY, JSON.stringify(family));
    renderFamily();
    $('famName').value = ''; $('famDob').value = ''; $('famGuardian').checked = false; $('famSave').disabled = true;
    $('familyDialog').hide();
    notify('Family member added.');
  });
}

// ------------------------------------------------------------------ booking wizard
let step = 1;
let slotsFor = null; // the date/department the shown slots belong to

function showStep(n) {
  step = n;
  document.querySelectorAll('.step').forEach(s => { s.hidden = Number(s.dataset.step) !== n; });
  document.querySelectorAll('.steps span').forEach(s => s.classList.toggle('current', Number(s.dataset.s) === n));
  $('back').hidden = n === 1;
  $('next').hidden = n === 3;
  $('submit').hidden = n !== 3;
  validate();
}

function validate() {
  if (step === 1) $('next').disabled = !$('dept').value;
  if (step === 2) $('next').disabled = !($('date').value && $('date').checkValidity() && $('slot').value && slotsFor === $('date').value);
  if (step === 3) {
    const mobileOk = !$('sms').checked || ($('mobile').value.trim() && $('mobile').checkValidity());
    $('submit').disabled = !($('consent').checked && mobileOk);
  }
}

let slotTimer;
function dateChanged() {
  clearTimeout(slotTimer);
  $('slot').hidden = true;
  $('slot').value = '';
  slotsFor = null;
  const date = $('date').value;
  if (!date || !$('date').checkValidity()) { $('slotStatus').hidden = true; validate(); return; }
  $('slotStatus').hidden = false;
  $('slotStatus').innerHTML = '<sl-spinner></sl-spinner> Checking availability…';
  slotTimer = setTimeout(() => loadSlots(date), 1200);
  validate();
}

function loadSlots(date) {
  const dept = $('dept').value;
  const dow = new Date(date + 'T12:00:00').getDay();
  let slots = WEEKDAY_SLOTS;
  if (dow === 0 || (dow === 6 && dept !== 'Physiotherapy')) {
    $('slotStatus').innerHTML = '<sl-icon name="calendar-x"></sl-icon> The clinic is closed on this day. Please choose another date.';
    validate();
    return;
  }
  if (dow === 6) slots = SATURDAY_SLOTS;
  const taken = TAKEN[date] || [];
  $('slot').innerHTML = slots.map(t =>
    `<sl-radio-button value="${t}" ${taken.includes(t) ? 'disabled' : ''}>${t}</sl-radio-button>`).join('');
  $('slot').hidden = false;
  slotsFor = date;
  $('slotStatus').innerHTML = `${slots.length - taken.filter(t => slots.includes(t)).length} times available on ${date}. Greyed-out times are taken.`;
  validate();
}

const booking = {
  draft: null,
  collect() {
    this.draft = { patient: $('patient').value, dept: $('dept').value, date: $('date').value, reason: $('reason').value };
  },
  saveDraft() {
    this.collect();
    $('saveDraft').loading = true;
    setTimeout(function () {
      localStorage.setItem(DRAFT_KEY, JSON.stringify(this.draft));
      $('saveDraft').loading = false;
      notify('Draft saved. You can come back to it later.');
    }, 800);
  },
  restore() {
    const d = load(DRAFT_KEY, null);
    if (!d || typeof d !== 'object') return;
    if (d.patient) $('patient').value = d.patient;
    if (d.dept) $('dept').value = d.dept;
    if (d.date) $('date').value = d.date;
    if (d.reason) $('reason').value = d.reason;
  },
};

async function submit() {
  validate();
  if ($('submit').disabled) return;
  $('submit').loading = true;
  await wait(1500);
  const id = Math.max(0, ...appts.map(a => a.id)) + 1;
  const appt = {
    id, ref: `NC-${1000 + id}`, patient: USER.name, dept: $('dept').value, date: $('date').value,
    time: $('slot').value, reason: $('reason').value.trim().slice(0, 50), status: 'Requested',
    sms: $('sms').checked ? $('mobile').value.trim() : '',
  };
  appts.push(appt);
  saveAppts();
  localStorage.removeItem(DRAFT_KEY);
  $('submit').loading = false;
  resetWizard();
  renderAppts();
  $('tabs').show('mine');
  notify(`Appointment requested — reference ${appt.ref}. We'll confirm by email.`);
}

function resetWizard() {
  $('dept').value = '';
  $('date').value = '';
  $('slot').value = '';
  $('slot').hidden = true;
  $('slotStatus').hidden = true;
  $('reason').value = '';
  $('sms').checked = false;
  $('mobile').hidden = true;
  $('mobile').value = '';
  $('consent').checked = false;
  showStep(1);
}

function wireWizard() {
  $('next').addEventListener('click', () => { if (!$('next').disabled) showStep(step + 1); });
  $('back').addEventListener('click', () => showStep(step - 1));
  $('submit').addEventListener('click', submit);
  $('saveDraft').addEventListener('click', () => booking.saveDraft());
  $('date').addEventListener('sl-change', dateChanged);
  $('dept').addEventListener('sl-change', () => { if ($('date').value) dateChanged(); validate(); });
  $('sms').addEventListener('sl-change', () => { $('mobile').hidden = !$('sms').checked; validate(); });
  $('bookForm').addEventListener('sl-input', validate);
  $('bookForm').addEventListener('sl-change', validate);
}

// ------------------------------------------------------------------ my appointments
function renderAppts() {
  const showPast = $('showPast').checked;
  const list = appts
    .filter(a => showPast || a.date >= TODAY)
    .sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
  const badge = { Booked: 'success', Requested: 'primary', Cancelled: 'neutral', Completed: 'neutral' };
  $('apptList').innerHTML = list.map(a => `
    <sl-card class="appt" data-id="${a.id}">
      <div class="appt-row">
        <div class="info">
          <div class="title"><strong>${DEPTS[a.dept]}</strong> · ${esc(a.patient)}</div>
          <div class="when">${a.date} at ${a.time}</div>
          <div class="muted reason">Reason: ${esc(a.reason || '—')}</div>
          ${a.sms ? `<div class="muted">SMS reminder to ${esc(a.sms)}</div>` : ''}
          <div class="muted">Ref ${a.ref}</div>
        </div>
        <sl-badge variant="${badge[a.status]}" class="status">${a.status}</sl-badge>
        ${a.status === 'Booked' || a.status === 'Requested' ? `
        <sl-dropdown placement="bottom-end">
          <sl-icon-button slot="trigger" name="three-dots-vertical" label="Actions for ${DEPTS[a.dept]} on ${a.date}"></sl-icon-button>
          <sl-menu data-id="${a.id}">
            <sl-menu-item value="reschedule">Reschedule…</sl-menu-item>
            <sl-menu-item value="cancel">Cancel appointment</sl-menu-item>
          </sl-menu>
        </sl-dropdown>` : ''}
      </div>
    </sl-card>`).join('') || '<p class="muted">No appointments.</p>';
}

let acting = null;
function wireAppts() {
  $('showPast').addEventListener('sl-change', renderAppts);
  $('apptList').addEventListener('sl-select', e => {
    const menu = e.target.closest('sl-menu');
    acting = appts.find(a => a.id === Number(menu.dataset.id));
    const label = `${DEPTS[acting.dept]} on ${acting.date} at ${acting.time}`;
    if (e.detail.item.value === 'cancel') {
      $('cancelText').textContent = `${label} will be cancelled and the time released.`;
      $('cancelDialog').show();
    } else {
      $('rescheduleText').textContent = `Currently ${label}. The time stays the same.`;
      $('newDate').value = '';
      $('rescheduleDialog').show();
    }
  });
  $('cancelKeep').addEventListener('click', () => $('cancelDialog').hide());
  $('cancelYes').addEventListener('click', async () => {
    $('cancelYes').loading = true;
    await wait(700);
    acting.status = 'Cancelled';
    saveAppts();
    $('cancelYes').loading = false;
    $('cancelDialog').hide();
    renderAppts();
    notify('Appointment cancelled.');
  });
  $('rescheduleCancel').addEventListener('click', () => $('rescheduleDialog').hide());
  $('rescheduleSave').addEventListener('click', () => {
    const input = $('newDate');
    if (!input.value || !input.checkValidity()) { input.reportValidity(); return; }
    acting.date = input.value.toISOString().slice(0, 10);
    acting.status = 'Requested';
    saveAppts();
    $('rescheduleDialog').hide();
    renderAppts();
    notify('Reschedule requested.');
  });
}

// ------------------------------------------------------------------ start
(async () => {
  await Promise.all(['sl-select', 'sl-option', 'sl-input', 'sl-radio-group', 'sl-radio-button', 'sl-switch', 'sl-checkbox',
    'sl-dialog', 'sl-button', 'sl-tab-group', 'sl-textarea', 'sl-dropdown', 'sl-menu'].map(t => customElements.whenDefined(t)));
  $('userName').textContent = USER.name;
  renderFamily();
  wireFamily();
  wireWizard();
  wireAppts();
  renderAppts();
  booking.restore();
  showStep(1);
})();
