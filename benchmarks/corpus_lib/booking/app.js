// Appointment booking: Bootstrap 5 (btn-check toggles, accordion, tooltip, modals, validation), plain JS.
const PRICES = { initial: 95, followup: 60, sports: 70 };
const NAMES = { initial: 'Initial assessment', followup: 'Follow-up', massage: 'Sports massage' };
const DAYS = [['2025-06-02', 'Mon 2 Jun'], ['2025-06-03', 'Tue 3 Jun'], ['2025-06-04', 'Wed 4 Jun'], ['2025-06-05', 'Thu 5 Jun'], ['2025-06-06', 'Fri 6 Jun']];
const TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30'];
const $ = id => document.getElementById(id);
const form = $('bookingForm');
const state = { service: null, day: null, time: null };

document.querySelectorAll('[data-bs-toggle="tooltip"]').forEach(el => new bootstrap.Tooltip(el));

// ---- days and (fake) availability API
$('days').innerHTML = DAYS.map(([iso, label]) => `
  <input type="radio" class="btn-check" name="day" id="day-${iso}" value="${iso}" autocomplete="off">
  <label class="btn btn-outline-secondary" for="day-${iso}">${label}</label>`).join('');

function fetchSlots(iso) {
  return new Promise((resolve, reject) => setTimeout(() => {
    try {
      const [y, m, d] = iso.split('-').map(Number);
      const weekday = new Date(y, m - 1, d).getDay();
      const busy = new Set(TIMES.filter((t, i) => (i * 7 + d) % 5 === 0));
      if (weekday === 5) busy.forEach(t => busy.delete(t.toUpperCase()));
      const closing = weekday === 5 ? TIMES.indexOf(busy.values().next().value).slice(0) : TIMES.length;
      resolve(TIMES.slice(0, closing).map(t => ({ t, free: !busy.has(t) })));
    } catch (e) { reject(e); }
  }, 900));
}

$('days').addEventListener('change', async e => {
  state.day = e.target.value;
  state.time = null;
  $('slots').innerHTML = '<div class="d-flex align-items-center gap-2 text-secondary"><div class="spinner-border spinner-border-sm" role="status"></div> Loading free times…</div>';
  renderSummary();
  const slots = await fetchSlots(state.day);
  if (state.day !== e.target.value) return;
  $('slots').innerHTML = '<div class="slot-grid" role="group" aria-label="Time">' + slots.map(s => `
    <input type="radio" class="btn-check" name="time" id="t-${s.t}" value="${s.t}" ${s.free ? '' : 'disabled'} autocomplete="off">
    <label class="btn btn-sm btn-outline-success" for="t-${s.t}">${s.t}</label>`).join('') + '</div>';
});
$('slots').addEventListener('change', e => { state.time = e.target.value; renderSummary(); });

document.querySelectorAll('input[name=service]').forEach(r => r.addEventListener('change', () => { state.service = r.value; renderSummary(); }));
['therapist', 'hotstone', 'friend', 'towel'].forEach(id => $(id).addEventListener('change', renderSummary));

// "Bring a friend" needs a named therapist (paired sessions are planned per therapist)
$('therapist').addEventListener('changed', () => { $('friend').disabled = $('therapist').value === 'Any'; });

function total() {
  let sum = state.service ? PRICES[state.service] : 0;
  for (const id of ['hotstone', 'friend', 'towel']) if ($(id).checked) sum += Number($(id).value);
  return sum;
}
function renderSummary() {
  const rows = [
    ['Service', state.service ? NAMES[state.service] : '—'],
    ['Therapist', $('therapist').value === 'Any' ? 'Any therapist' : $('therapist').value],
    ['Day', state.day ? DAYS.find(d => d[0] === state.day)[1] : '—'],
    ['Time', state.time || '—'],
  ];
  if ($('hotstone').checked) rows.push(['Extra', 'Hot stone']);
  if ($('friend').checked) rows.push(['Extra', 'Paired session']);
  $('summary').innerHTML = rows.map(([k, v]) => `<dt class="col-5 fw-normal text-secondary">${k}</dt><dd class="col-7 mb-1">${v}</dd>`).join('');
  $('total').textContent = '$' + total().toFixed(2);
}
renderSummary();

form.addEventListener('submit', e => {
  e.preventDefault();
  form.classList.add('was-validated');
  const missing = [];
  if (!state.service) missing.push('a service');
  if (!state.day || !state.time) missing.push('a day and time');
  $('formError').textContent = missing.length ? 'Please choose ' + missing.join(' and ') + '.' : '';
  if (!form.checkValidity() || missing.length) return;
  const data = Object.fromEntries(new FormData(form));
  $('doneText').textContent = `${NAMES[state.service]} on ${DAYS.find(d => d[0] === state.day)[1]} at ${state.time}. Reference RP-${state.day.slice(8)}${state.time.replace(':', '')}.`;
  $('doneEmail').textContent = `A confirmation was sent to ${data.email}.`;
  $('donePhone').textContent = `We'll text a reminder to ${$('phone').value}.`;
  bootstrap.Modal.getOrCreateInstance('#doneModal').show();
});
