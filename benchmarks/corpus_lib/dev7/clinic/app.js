/* Maple Street Clinic front desk: Shoelace 2 components driven by plain JS. State lives in localStorage. */
const TODAY = '2025-06-10'; // a Tuesday, pinned so that ages and the schedule are stable
const KEY = 'dev7-clinic';
const DOCTORS = { 1: 'Dr. Amara Osei', 2: 'Dr. Lucas Berg', 3: 'Dr. Mei Tanaka' };
const REASONS = { checkup: 'Check-up', followup: 'Follow-up', vaccination: 'Vaccination', new: 'New patient consultation' };
const TIMES = [];
for (let m = 8 * 60; m < 17 * 60; m += 30) TIMES.push(String(Math.floor(m / 60)).padStart(2, '0') + ':' + (m % 60 ? '30' : '00'));

const NAMES = [
  ['Aaron Blake', '1979-02-11'], ['Alicia Moreno', '1992-07-23'], ['Ben Carter', '1985-11-30'], ['Chloe Dubois', '2001-05-06'],
  ['Daniel Kim', '1968-12-19'], ['Ella Novak', '1995-03-14'], ['Farah Aziz', '1987-03-14'], ['George Whitman', '1950-08-01'],
  ['Hannah Price', '1988-04-02'], ['Hannah Pryce', '1991-10-17'], ['Isaac Mensah', '1976-06-25'], ['Jana Horvat', '1999-01-09'],
  ['Karl Lindqvist', '1964-09-13'], ['Lena Fischer', '1983-02-28'], ['Liam O\'Connor', '2010-07-04'], ['Maya Patel', '1997-12-01'],
  ['Mohammed Ali', '1972-04-18'], ['Nadia Rahman', '1990-09-02'], ['Noah Schmidt', '2015-03-22'], ['Olivia Brown', '1981-05-30'],
  ['Omar Haddad', '1969-10-10'], ['Paula Souza', '1986-08-08'], ['Priya Shah', '1993-06-15'], ['Quentin Roy', '1958-01-27'],
  ['Rosa Martinez', '1977-11-11'], ['Samuel Osei', '2004-02-14'], ['Sofia Rossi', '1989-09-29'], ['Tariq Nasser', '1974-03-03'],
  ['Uma Iyer', '1998-10-21'], ['Victor Lang', '1961-06-06'], ['Wen Li', '1994-04-12'], ['Xavier Dupont', '1982-12-24'],
  ['Yara Haddad', '2008-05-19'], ['Yusuf Demir', '1970-07-07'], ['Zainab Bello', '1996-08-16'], ['Zara Ahmed', '1984-01-31'],
];

function seed() {
  const patients = NAMES.map(([name, dob], i) => ({
    id: i + 1, name, dob, phone: '07700 9' + String(10000 + i * 137).slice(-5), allergies: name === 'Omar Haddad' ? 'Latex' : '', notes: '',
  }));
  const pid = n => patients.find(p => p.name === n).id;
  const appts = [
    [1, '09:00', 'Omar Haddad', 'checkup'], [1, '11:00', 'Lena Fischer', 'vaccination'], [1, '14:00', 'Nadia Rahman', 'followup'],
    [1, '15:30', 'George Whitman', 'checkup'], [2, '09:30', 'Priya Shah', 'followup'], [2, '11:00', 'Ben Carter', 'checkup'],
    [3, '10:00', 'Maya Patel', 'new'],
  ].map(([doctorId, time, n, reason], i) => ({ id: i + 1, doctorId, date: TODAY, time, patientId: pid(n), reason, arrived: false, smsSent: false }));
  appts.push({ id: 8, doctorId: 1, date: '2025-06-11', time: '09:00', patientId: pid('Wen Li'), reason: 'checkup', arrived: false, smsSent: false });
  return { patients, appts, nextAppt: 9, nextPatient: patients.length + 1 };
}

let state;
try { state = JSON.parse(localStorage.getItem(KEY)); } catch (e) { state = null; }
if (!state || !state.appts) { state = seed(); localStorage.setItem(KEY, JSON.stringify(state)); }
const save = () => localStorage.setItem(KEY, JSON.stringify(state));

const $ = id => document.getElementById(id);
const esc = s => String(s).replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
const patient = id => state.patients.find(p => p.id === id);
const wait = ms => new Promise(r => setTimeout(r, ms));

function addDays(iso, n) { const d = new Date(iso + 'T12:00:00Z'); d.setUTCDate(d.getUTCDate() + n); return d.toISOString().slice(0, 10); }
function dayLabel(iso) {
  return new Date(iso + 'T12:00:00Z').toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
function fmtDate(iso) { return new Date(iso + 'T12:00:00Z').toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }); }
function ageOn(dob, today) {
  return Number(today.slice(0, 4)) - Number(dob.slice(0, 4));
}

function toast(message, variant = 'success') {
  const a = Object.assign(document.createElement('sl-alert'), { variant, closable: true, duration: 2500 });
  a.innerHTML = `<sl-icon slot="icon" name="check2-circle"></sl-icon>${esc(message)}`;
  document.body.append(a);
  customElements.whenDefined('sl-alert').then(() => a.toast());
}

// ------------------------------------------------------------------------------------------ schedule
let day = TODAY;
let loaded = false;

function renderSlots() {
  $('day-label').textContent = dayLabel(day);
  if (!loaded) return;
  const doc = Number($('doctor').value);
  const box = $('slots');
  box.innerHTML = '';
  for (const t of TIMES) {
    const a = state.appts.find(x => x.doctorId === doc && x.date === day && x.time === t);
    const b = document.createElement('button');
    b.className = 'slot ' + (a ? 'booked' : 'free');
    b.innerHTML = a
      ? `<span class="time">${t}</span><span class="who">${esc(patient(a.patientId).name)}</span><span class="tag">${REASONS[a.reason]}${a.arrived ? ' · arrived' : ''}</span>`
      : `<span class="time">${t}</span><span class="who">Free</span>`;
    b.addEventListener('click', () => (a ? openAppt(a.id) : openBooking(doc, t)));
    box.append(b);
  }
}

$('doctor').addEventListener('sl-change', renderSlots);
$('prev-day').addEventListener('click', () => { day = addDays(day, -1); renderSlots(); });
$('next-day').addEventListener('click', () => { day = addDays(day, 1); renderSlots(); });

// the schedule arrives from the "server" after a moment; reception's notice comes a little later and
// pushes the grid down
function startSchedule() {
  renderSlots();
  setTimeout(() => { loaded = true; renderSlots(); }, 900);
  setTimeout(() => {
  $('notice').innerHTML = '<sl-alert variant="primary" open><sl-icon slot="icon" name="info-circle"></sl-icon>' +
    'Reception note: the 12:00–13:00 lunch slots stay bookable for urgent cases only.</sl-alert>';
  }, 1700);
}

// ------------------------------------------------------------------------------------------ booking
let booking = null;
let chosenPatient = null;
let searchTimer = null;

function openBooking(doc, time) {
  booking = { doctorId: doc, date: day, time };
  chosenPatient = null;
  $('book-dialog').label = `Book ${time} with ${DOCTORS[doc]}`;
  $('book-when').textContent = dayLabel(day);
  $('book-patient-q').value = '';
  $('book-results').innerHTML = '';
  $('book-chosen').textContent = '';
  $('book-reason').value = 'checkup';
  $('book-confirm').disabled = true;
  $('book-dialog').show();
}

$('book-patient-q').addEventListener('sl-input', () => {
  chosenPatient = null;
  $('book-confirm').disabled = true;
  $('book-chosen').textContent = '';
  clearTimeout(searchTimer);
  searchTimer = setTimeout(() => {
    const q = $('book-patient-q').value.trim().toLowerCase();
    const res = q.length < 2 ? [] : state.patients.filter(p => p.name.toLowerCase().includes(q)).slice(0, 6);
    $('book-results').innerHTML = res.map(p => `<button type="button" data-id="${p.id}">${esc(p.name)}<small>born ${p.dob}</small></button>`).join('');
  }, 450);
});
$('book-results').addEventListener('click', e => {
  const b = e.target.closest('button[data-id]');
  if (!b) return;
  chosenPatient = patient(Number(b.dataset.id));
  $('book-results').innerHTML = '';
  $('book-chosen').textContent = 'Patient: ' + chosenPatient.name;
  $('book-confirm').disabled = false;
});
$('book-cancel').addEventListener('click', () => $('book-dialog').hide());
$('book-confirm').addEventListener('click', async () => {
  if (!chosenPatient || !booking) return;
  $('book-confirm').loading = true;
  await wait(3000);
  state.appts.push({ id: state.nextAppt++, ...booking, patientId: chosenPatient.id, reason: $('book-reason').value, arrived: false, smsSent: false });
  save();
  $('book-confirm').loading = false;
  $('book-dialog').hide();
  renderSlots();
  toast(`Booked ${chosenPatient.name} at ${booking.time}`);
});

// ------------------------------------------------------------------------------------------ appointment drawer
let openId = null;

function renderAppt() {
  const a = state.appts.find(x => x.id === openId);
  if (!a) return;
  const p = patient(a.patientId);
  $('appt-drawer').label = p.name;
  $('appt-body').innerHTML = `<p><strong>${a.time}</strong>, ${esc(dayLabel(a.date))}<br>${DOCTORS[a.doctorId]}</p>
    <p>Reason: ${REASONS[a.reason]}</p><p>Phone: ${esc(p.phone)}</p>
    ${a.arrived ? '<sl-tag variant="success">Arrived</sl-tag> ' : ''}${a.smsSent ? '<sl-tag>Reminder sent</sl-tag>' : ''}`;
  $('appt-checkin').disabled = a.arrived;
}

function fillMoveTimes() {
  const a = state.appts.find(x => x.id === openId);
  const doc = Number($('move-doctor').value);
  const free = TIMES.filter(t => !state.appts.some(x => x.doctorId === doc && x.date === a.date && x.time === t));
  $('move-time').innerHTML = free.map(t => `<sl-option value="${t.replace(':', '')}">${t}</sl-option>`).join('');
  $('move-time').value = '';
  updateMoveBtn();
}

function updateMoveBtn() {
  const a = state.appts.find(x => x.id === openId);
  const newDoctor = Number($('move-doctor').value);
  const newTime = $('move-time').value;
  $('move-btn').disabled = !newTime || newDoctor === a.doctorId;
}

function openAppt(id) {
  openId = id;
  const a = state.appts.find(x => x.id === id);
  renderAppt();
  $('resched').open = false;
  $('move-doctor').value = String(a.doctorId);
  fillMoveTimes();
  $('appt-drawer').show();
}

$('move-doctor').addEventListener('sl-change', fillMoveTimes);
$('move-time').addEventListener('sl-change', updateMoveBtn);
$('move-btn').addEventListener('click', () => {
  const a = state.appts.find(x => x.id === openId);
  const v = $('move-time').value;
  a.doctorId = Number($('move-doctor').value);
  a.time = v.slice(0, 2) + ':' + v.slice(2);
  save();
  $('appt-drawer').hide();
  renderSlots();
  toast(`Moved to ${a.time} with ${DOCTORS[a.doctorId]}`);
});

$('appt-checkin').addEventListener('click', () => {
  const a = state.appts.find(x => x.id === openId);
  a.arrived = true;
  a.arrivedAt = '08:52';
  save();
  renderAppt(); renderSlots(); renderWaiting();
});

$('appt-sms').addEventListener('click', async () => {
  const a = state.appts.find(x => x.id === openId);
  const p = state.patients.find(x => x.id === a.patient);
  const number = '+44' + p.phone.replace(/\s+/g, '').slice(1);
  $('appt-sms').loading = true;
  await wait(1200);
  a.smsSent = number;
  save();
  $('appt-sms').loading = false;
  renderAppt();
  toast('Reminder sent to ' + p.name);
});

$('appt-cancel').addEventListener('click', () => {
  const a = state.appts.find(x => x.id === openId);
  $('cancel-text').textContent = `${patient(a.patientId).name}, ${a.time} with ${DOCTORS[a.doctorId]}. The patient will not be notified automatically.`;
  $('cancel-dialog').show();
});
$('cancel-keep').addEventListener('click', () => $('cancel-dialog').hide());
$('cancel-yes').addEventListener('click', () => {
  state.appts = state.appts.filter(x => x.id !== openId);
  save();
  $('cancel-dialog').hide();
  $('appt-drawer').hide();
  renderSlots(); renderWaiting();
  toast('Appointment cancelled', 'neutral');
});

// ------------------------------------------------------------------------------------------ waiting room
function renderWaiting() {
  const list = state.appts.filter(a => a.arrived && a.date === TODAY).sort((a, b) => a.time.localeCompare(b.time));
  $('waiting-count').textContent = list.length;
  $('waiting-list').innerHTML = list.length
    ? list.map(a => `<li><strong>${esc(patient(a.patientId).name)}</strong>, ${a.time} with ${DOCTORS[a.doctorId]} (arrived ${a.arrivedAt})</li>`).join('')
    : '<li class="muted">Nobody is waiting.</li>';
}

// ------------------------------------------------------------------------------------------ patients
let patientTimer = null;
function renderPatients() {
  const q = $('patient-search').value.trim().toLowerCase();
  const rows = state.patients
    .filter(p => !q || p.name.toLowerCase().includes(q) || fmtDate(p.dob).toLowerCase().includes(q))
    .sort((a, b) => a.name.localeCompare(b.name));
  $('patient-table').querySelector('tbody').innerHTML = rows.length
    ? rows.map(p => `<tr data-id="${p.id}"><td><a>${esc(p.name)}</a></td><td>${p.dob}</td><td>${ageOn(p.dob, TODAY)}</td><td>${esc(p.phone)}</td></tr>`).join('')
    : '<tr><td colspan="4" class="muted">No patients found.</td></tr>';
}
$('patient-search').addEventListener('sl-input', () => { clearTimeout(patientTimer); patientTimer = setTimeout(renderPatients, 500); });
$('patient-search').addEventListener('sl-clear', renderPatients);

let recordId = null;
$('patient-table').addEventListener('click', e => {
  const tr = e.target.closest('tr[data-id]');
  if (!tr) return;
  recordId = Number(tr.dataset.id);
  const p = patient(recordId);
  $('record-drawer').label = p.name;
  $('record-body').innerHTML = `<p>Born ${p.dob} · Age ${ageOn(p.dob, TODAY)}</p><p>Phone ${esc(p.phone)}</p>` +
    `<p>Allergies: ${p.allergies ? esc(p.allergies) : '<span class="muted">none recorded</span>'}</p>`;
  $('rec-allergies').value = p.allergies;
  $('rec-notes').value = p.notes;
  $('notes-details').open = false;
  $('record-drawer').show();
});
$('rec-save').addEventListener('click', async () => {
  const p = patient(recordId);
  const draft = { ...p, allergies: $('rec-allergies').value.trim(), notes: $('rec-notes').value.trim() };
  $('rec-save').loading = true;
  await wait(800);
  Object.assign(p, draft);
  $('rec-save').loading = false;
  $('record-body').querySelector('p:last-child').innerHTML = 'Allergies: ' + (p.allergies ? esc(p.allergies) : '<span class="muted">none recorded</span>');
  toast('Record saved');
});

const PHONE_RE = /^0\d{4}\s?\d{6}$/;
function validateNewPatient() {
  const okName = $('np-name').value.trim().length > 1;
  const okDob = /^\d{4}-\d{2}-\d{2}$/.test($('np-dob').value);
  const okPhone = PHONE_RE.test($('np-phone').value.trim());
  $('np-phone').helpText = $('np-phone').value && !okPhone ? 'Enter a UK mobile like 07700 900123' : 'UK mobile, e.g. 07700 900123';
  $('np-save').disabled = !(okName && okDob && okPhone);
}
$('add-patient').addEventListener('click', () => {
  for (const id of ['np-name', 'np-dob', 'np-phone']) $(id).value = '';
  $('np-save').disabled = true;
  $('patient-dialog').show();
});
// the phone is checked when the field is left, like the other fields' server-side rules
$('np-phone').addEventListener('sl-blur', validateNewPatient);
$('np-name').addEventListener('sl-blur', validateNewPatient);
$('np-dob').addEventListener('sl-blur', validateNewPatient);
$('np-close').addEventListener('click', () => $('patient-dialog').hide());
$('np-save').addEventListener('click', () => {
  state.patients.push({ id: state.nextPatient++, name: $('np-name').value.trim(), dob: $('np-dob').value, phone: $('np-phone').value.trim(), allergies: '', notes: '' });
  save();
  $('patient-dialog').hide();
  renderPatients();
  toast('Patient added');
});

// ------------------------------------------------------------------------------------------ cookie bar
if (localStorage.getItem('dev7-clinic-cookies') === 'ok') $('cookie-bar').classList.add('gone');
$('cookie-ok').addEventListener('click', () => { localStorage.setItem('dev7-clinic-cookies', 'ok'); $('cookie-bar').classList.add('gone'); });

// ------------------------------------------------------------------------------------------ start
// the components load lazily (Shoelace's autoloader); their values exist only once they are defined
const USED = ['sl-input', 'sl-select', 'sl-option', 'sl-button', 'sl-dialog', 'sl-drawer', 'sl-details', 'sl-textarea', 'sl-tab-group', 'sl-badge'];
Promise.all(USED.map(t => customElements.whenDefined(t))).then(() => {
  startSchedule();
  renderWaiting();
  renderPatients();
});
