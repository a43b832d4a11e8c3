// MeterMate: a household's own log of electricity, gas and water readings (plain JS + Bootstrap 5).
'use strict';

const TODAY = '2025-03-18';
const READINGS_KEY = 'metermate.readings';
const TARIFF_KEY = 'metermate.tariffs';
const REMINDER_KEY = 'metermate.reminder';
const PROMPT_KEY = 'metermate.promptDismissed';

const METERS = {
  electricity: { name: 'Electricity', serial: 'E17K04521', unit: 'kWh', icon: 'bi-lightning-charge', tint: 'warning' },
  gas: { name: 'Gas', serial: 'G4A 88213', unit: 'm³', icon: 'bi-fire', tint: 'danger' },
  water: { name: 'Water', serial: 'W-330917', unit: 'm³', icon: 'bi-droplet', tint: 'primary' },
};
const METER_ORDER = ['electricity', 'gas', 'water'];

const SEED_READINGS = [
  { id: 'R-1001', meter: 'water', date: '2024-06-03', value: 598, source: 'You' },
  { id: 'R-1002', meter: 'water', date: '2024-09-02', value: 621, source: 'You' },
  { id: 'R-1003', meter: 'electricity', date: '2024-09-15', value: 3120, source: 'You' },
  { id: 'R-1004', meter: 'gas', date: '2024-09-15', value: 9012, source: 'You' },
  { id: 'R-1005', meter: 'electricity', date: '2024-10-15', value: 3388, source: 'You' },
  { id: 'R-1006', meter: 'gas', date: '2024-10-15', value: 9140, source: 'You' },
  { id: 'R-1007', meter: 'electricity', date: '2024-11-14', value: 3702, source: 'Engineer' },
  { id: 'R-1008', meter: 'gas', date: '2024-11-14', value: 9395, source: 'Engineer' },
  { id: 'R-1009', meter: 'water', date: '2024-12-02', value: 684, source: 'You' },
  { id: 'R-1010', meter: 'electricity', date: '2024-12-15', value: 4075, source: 'You' },
  { id: 'R-1011', meter: 'gas', date: '2024-12-15', value: 9622, source: 'You' },
  { id: 'R-1012', meter: 'electricity', date: '2025-01-15', value: 4460, source: 'You' },
  { id: 'R-1013', meter: 'gas', date: '2025-01-15', value: 9830, source: 'You' },
  { id: 'R-1014', meter: 'electricity', date: '2025-02-15', value: 4801, source: 'You' },
  { id: 'R-1015', meter: 'gas', date: '2025-02-15', value: 9987, source: 'You' },
  { id: 'R-1016', meter: 'water', date: '2025-03-03', value: 671, source: 'You' },
  { id: 'R-1017', meter: 'water', date: '2025-03-03', value: 671, source: 'You' },
];

const DEFAULT_TARIFFS = {
  electricity: { rate: 24.86, standing: 60.97 },
  gas: { rate: 6.34, standing: 31.43, factor: 11.18 },
  water: { rate: 198.0, standing: 29.1 },
};

const DEFAULT_REMINDER = { day: 15, channel: 'email' };

// ------------------------------------------------------------------------------------------ state
function load(key, fallback) {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : structuredClone(fallback);
  } catch (e) {
    return structuredClone(fallback);
  }
}

let readings = load(READINGS_KEY, SEED_READINGS);
let tariffs = load(TARIFF_KEY, DEFAULT_TARIFFS);
let reminder = load(REMINDER_KEY, DEFAULT_REMINDER);
let filter = 'all';
let shown = 8;
let readingsLoaded = false;
let nextId = 1 + Math.max(...readings.map(r => Number(r.id.slice(2))));

function saveReadings() {
  localStorage.setItem(READINGS_KEY, JSON.stringify(readings));
}
function saveTariffs() {
  localStorage.setItem('metermate.tariff', JSON.stringify(tariffs));
}
function saveReminder() {
  localStorage.setItem(REMINDER_KEY, JSON.stringify(reminder));
}

// ------------------------------------------------------------------------------------------ helpers
const $ = sel => document.querySelector(sel);
const esc = s => String(s).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function fmtDate(iso) {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}
function shortDate(iso) {
  const [, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]}`;
}
function daysBetween(a, b) {
  return Math.round((Date.parse(b + 'T00:00:00Z') - Date.parse(a + 'T00:00:00Z')) / 86400000);
}
const num = n => Number(n).toLocaleString('en-GB');
const money = pence => '£' + (Math.round(pence) / 100).toFixed(2);
function ordinal(n) {
  if (n % 100 >= 11 && n % 100 <= 13) return n + 'th';
  return n + ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] || 'th');
}

function byDateDesc(a, b) {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  const mo = METER_ORDER.indexOf(a.meter) - METER_ORDER.indexOf(b.meter);
  if (mo) return mo;
  return a.id < b.id ? -1 : 1;
}

function meterReadings(meter) {
  // oldest first
  return readings.filter(r => r.meter === meter)
    .sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1));
}

// the reading just before r on the same meter (readings of the same day count in list order)
function previousOf(r) {
  const list = meterReadings(r.meter);
  const i = list.findIndex(x => x.id === r.id);
  return i > 0 ? list[i - 1] : null;
}

function lastBefore(meter, date) {
  const list = meterReadings(meter).filter(r => r.date <= date);
  return list.length ? list[list.length - 1] : null;
}

function periodCost(meter, used, days) {
  const t = tariffs[meter];
  const units = meter === 'gas' ? used * t.factor : used;
  return units * t.rate + days * t.standing;
}

// ------------------------------------------------------------------------------------------ toast
let toast;
function notify(msg) {
  $('#toast-body').textContent = msg;
  toast = toast || new bootstrap.Toast($('#toast'), { delay: 2600 });
  toast.show();
}

// ------------------------------------------------------------------------------------------ overview
function renderOverview() {
  const wrap = $('#meter-cards');
  wrap.innerHTML = METER_ORDER.map(key => {
    const m = METERS[key];
    const list = meterReadings(key);
    const last = list[list.length - 1];
    const prev = list[list.length - 2];
    let period = '<span class="text-secondary">Not enough readings yet</span>';
    if (last && prev) {
      const used = last.value - prev.value;
      const cost = periodCost(key, used, daysBetween(prev.date, last.date));
      period = `<span>Last period ${shortDate(prev.date)} – ${fmtDate(last.date)}</span><br>
        <span class="fw-semibold"><span class="period-used">${num(used)} ${m.unit}</span> · <span class="period-cost">${money(cost)}</span></span>`;
    }
    const odd = list.some(r => { const p = previousOf(r); return p && r.value < p.value; });
    return `
      <div class="col-md-4">
        <article class="card h-100 meter-card" data-meter="${key}">
          <div class="card-body d-flex flex-column">
            <div class="d-flex align-items-center mb-3">
              <span class="meter-icon bg-${m.tint}-subtle text-${m.tint}-emphasis me-2"><i class="bi ${m.icon}"></i></span>
              <div>
                <h2 class="h5 mb-0">${m.name}</h2>
                <div class="small text-secondary">Meter ${esc(m.serial)}</div>
              </div>
            </div>
            <div class="small text-secondary">Last reading</div>
            <div class="display-value"><span class="last-value">${last ? num(last.value) : '—'}</span> <small class="fs-6 text-secondary">${m.unit}</small></div>
            <div class="small text-secondary mb-3">on <span class="last-date">${last ? fmtDate(last.date) : '—'}</span></div>
            <div class="small period mb-3">${period}</div>
            ${odd ? '<div class="alert alert-warning py-1 px-2 small mb-3"><i class="bi bi-exclamation-triangle"></i> One reading looks lower than the one before it</div>' : ''}
            <button class="btn btn-outline-success mt-auto submit-for" data-meter="${key}" type="button">Submit reading</button>
          </div>
        </article>
      </div>`;
  }).join('');
  wrap.querySelectorAll('.submit-for').forEach(b => b.addEventListener('click', () => openReadingModal(b.dataset.meter)));
  const due = new Date(Date.UTC(2025, 2 + (18 > reminder.day ? 1 : 0), reminder.day));
  $('#next-due').innerHTML = `<i class="bi bi-bell"></i> Next reminder: ${fmtDate(due.toISOString().slice(0, 10))} by ${reminder.channel === 'text' ? 'text' : 'email'}`;
}

// ------------------------------------------------------------------------------------------ readings
function renderReadings() {
  const all = readings.filter(r => filter === 'all' || r.meter === filter).sort(byDateDesc);
  const rows = all.slice(0, shown);
  $('#readings-body').innerHTML = rows.map(r => {
    const m = METERS[r.meter];
    const p = previousOf(r);
    let used = '—', cost = '—', cls = '';
    if (p) {
      const u = r.value - p.value;
      used = (u < 0 ? '−' : '') + num(Math.abs(u)) + ' ' + m.unit;
      cls = u < 0 ? ' negative' : '';
      cost = u < 0 ? '—' : money(periodCost(r.meter, u, daysBetween(p.date, r.date)));
    }
    const label = `${m.name.toLowerCase()} reading on ${fmtDate(r.date)}`;
    return `
      <tr class="reading-row" data-id="${r.id}" data-meter="${r.meter}" data-date="${r.date}">
        <td class="r-date">${fmtDate(r.date)}</td>
        <td class="r-meter"><i class="bi ${m.icon} text-${m.tint}"></i> ${m.name}</td>
        <td class="r-value text-end font-monospace">${num(r.value)}</td>
        <td class="r-used text-end${cls}">${used}${cls ? ' <span class="badge text-bg-danger-subtle border border-danger-subtle text-danger-emphasis">Check this reading</span>' : ''}</td>
        <td class="r-cost text-end">${cost}</td>
        <td class="r-source small text-secondary">${esc(r.source)}</td>
        <td class="text-end">
          <div class="dropdown">
            <button class="btn btn-sm btn-light dropdown-toggle" type="button" data-bs-toggle="dropdown" aria-expanded="false" aria-label="Actions for ${label}" title="More actions">
              <i class="bi bi-three-dots"></i>
            </button>
            <ul class="dropdown-menu dropdown-menu-end">
              <li><button class="dropdown-item act-edit" type="button" data-id="${r.id}"><i class="bi bi-pencil me-2"></i>Correct reading</button></li>
              <li><button class="dropdown-item text-danger act-remove" type="button" data-id="${r.id}"><i class="bi bi-trash me-2"></i>Remove reading</button></li>
            </ul>
          </div>
        </td>
      </tr>`;
  }).join('');
  $('#readings-body').querySelectorAll('.act-edit').forEach(b => b.addEventListener('click', () => openEdit(b.dataset.id)));
  $('#readings-body').querySelectorAll('.act-remove').forEach(b => b.addEventListener('click', () => openRemove(b.dataset.id)));
  $('#more-readings').classList.toggle('d-none', rows.length >= all.length);
  $('#readings-count').textContent = `Showing ${rows.length} of ${all.length} readings`;
}

document.querySelectorAll('#meter-filter .nav-link').forEach(b => b.addEventListener('click', () => {
  document.querySelectorAll('#meter-filter .nav-link').forEach(x => x.classList.toggle('active', x === b));
  filter = b.dataset.filter;
  shown = 8;
  renderReadings();
}));

$('#more-readings').addEventListener('click', () => {
  const btn = $('#more-readings');
  btn.disabled = true;
  btn.innerHTML = '<span class="spinner-border spinner-border-sm me-1"></span> Loading…';
  setTimeout(() => {
    shown += 8;
    btn.disabled = false;
    btn.textContent = 'Show older readings';
    renderReadings();
  }, 650);
});

$('#tab-readings').addEventListener('shown.bs.tab', () => {
  if (readingsLoaded) return;
  setTimeout(() => {
    readingsLoaded = true;
    $('#readings-loading').classList.add('d-none');
    $('#readings-card').classList.remove('d-none');
    renderReadings();
  }, 800);
});

// ------------------------------------------------------------------------------------------ submit a reading
const readingModal = new bootstrap.Modal($('#reading-modal'));
const form = $('#reading-form');
const meterSelect = $('#rf-meter');
const dateInput = $('#rf-date');
const valueInput = $('#rf-value');
const lastEl = $('#rf-last');

function updateLast() {
  const meter = meterSelect.value;
  $('#rf-unit').textContent = meter ? METERS[meter].unit : '';
  const last = meter && dateInput.value ? lastBefore(meter, dateInput.value) : null;
  lastEl.dataset.value = last ? String(last.value) : '0';
  lastEl.textContent = last ? `Last reading: ${num(last.value)} ${METERS[meter].unit} on ${fmtDate(last.date)}` : '';
  $('#rf-error').textContent = '';
  $('#rf-save').disabled = !(meter && dateInput.value && /^\d+$/.test(valueInput.value.trim()));
}

function openReadingModal(meter) {
  form.reset();
  meterSelect.value = meter || '';
  dateInput.value = TODAY;
  updateLast();
  readingModal.show();
}

['change', 'input'].forEach(ev => {
  meterSelect.addEventListener(ev, updateLast);
  dateInput.addEventListener(ev, updateLast);
  valueInput.addEventListener(ev, updateLast);
});
$('#reading-modal').addEventListener('shown.bs.modal', () => valueInput.focus());
$('#nav-submit').addEventListener('click', () => openReadingModal(''));

form.addEventListener('submit', ev => {
  ev.preventDefault();
  if ($('#rf-save').disabled) return;
  const meter = meterSelect.value;
  if (dateInput.value > TODAY) {
    $('#rf-error').textContent = "The date can't be in the future.";
    return;
  }
  if (valueInput.value <= lastEl.dataset.value) {
    $('#rf-error').textContent = `That's lower than your last reading (${num(lastEl.dataset.value)} ${METERS[meter].unit}). Check the digits and try again.`;
    return;
  }
  const data = Object.fromEntries(new FormData(form));
  const btn = $('#rf-save');
  btn.disabled = true;
  btn.innerHTML = '<span class="spinner-border spinner-border-sm me-1"></span> Saving…';
  setTimeout(() => {
    const r = { id: 'R-' + nextId++, meter, date: data.date || TODAY, value: Number(data.value), source: 'You' };
    readings.push(r);
    saveReadings();
    btn.textContent = 'Save reading';
    readingModal.hide();
    renderOverview();
    if (readingsLoaded) renderReadings();
    const p = previousOf(r);
    notify(p ? `Reading saved: ${num(r.value - p.value)} ${METERS[meter].unit} used since ${fmtDate(p.date)}.` : 'Reading saved.');
  }, 900);
});

// ------------------------------------------------------------------------------------------ correct a reading
const editModal = new bootstrap.Modal($('#edit-modal'));
let editing = null;

function openEdit(id) {
  const r = readings.find(x => x.id === id);
  editing = { ...r };
  $('#ef-what').textContent = `${METERS[r.meter].name} meter · ${fmtDate(r.date)} · currently ${num(r.value)} ${METERS[r.meter].unit}`;
  $('#ef-unit').textContent = METERS[r.meter].unit;
  $('#ef-value').value = String(r.value);
  $('#ef-error').textContent = '';
  editModal.show();
}

$('#edit-form').addEventListener('submit', ev => {
  ev.preventDefault();
  const raw = $('#ef-value').value.trim();
  if (!/^\d+$/.test(raw)) {
    $('#ef-error').textContent = 'Enter the digits shown on the meter.';
    return;
  }
  const v = Number(raw);
  const prev = previousOf(editing);
  if (prev && v < prev.value) {
    $('#ef-error').textContent = `It can't be lower than the reading before it (${num(prev.value)} on ${fmtDate(prev.date)}).`;
    return;
  }
  const target = readings.find(r => r.date === editing.date);
  target.value = v;
  target.source = 'Corrected';
  saveReadings();
  editModal.hide();
  renderReadings();
  renderOverview();
  notify(`${METERS[editing.meter].name} reading for ${fmtDate(editing.date)} corrected.`);
});

// ------------------------------------------------------------------------------------------ remove a reading
const removeModal = new bootstrap.Modal($('#remove-modal'));
let removing = null;

function openRemove(id) {
  removing = readings.find(x => x.id === id);
  $('#remove-what').textContent = `${METERS[removing.meter].name} · ${fmtDate(removing.date)} · ${num(removing.value)} ${METERS[removing.meter].unit}. Costs and usage will be worked out again without it.`;
  removeModal.show();
}

$('#remove-yes').addEventListener('click', () => {
  readings = readings.filter(r => r.id !== removing.id);
  saveReadings();
  removeModal.hide();
  renderReadings();
  renderOverview();
  notify('Reading removed.');
});

// ------------------------------------------------------------------------------------------ tariffs
const TARIFF_FIELDS = {
  electricity: [['rate', 'Unit rate', 'p per kWh'], ['standing', 'Standing charge', 'p a day']],
  gas: [['rate', 'Unit rate', 'p per kWh'], ['standing', 'Standing charge', 'p a day']],
  water: [['rate', 'Volume charge', 'p per m³'], ['standing', 'Standing charge', 'p a day']],
};
const openTariffs = new Set();

function renderTariffs() {
  const acc = $('#tariff-accordion');
  acc.innerHTML = METER_ORDER.map(key => {
    const m = METERS[key];
    const rows = TARIFF_FIELDS[key].map(([field, label, unit]) => `
      <li class="list-group-item d-flex align-items-center tariff-row" data-fuel="${key}" data-field="${field}">
        <span class="me-auto">${label}</span>
        <span class="tariff-value fw-semibold me-3" data-tariff="${key}.${field}">${tariffs[key][field].toFixed(2)}${unit}</span>
        <button class="btn btn-sm btn-outline-secondary edit-btn" type="button" aria-label="Edit ${m.name.toLowerCase()} ${label.toLowerCase()}" title="Edit ${label.toLowerCase()}"><i class="bi bi-pencil"></i></button>
      </li>`).join('');
    const extra = key === 'gas'
      ? `<li class="list-group-item d-flex small text-secondary"><span class="me-auto">Conversion (from your bill)</span><span>${tariffs.gas.factor} kWh per m³</span></li>` : '';
    const open = openTariffs.has(key);
    return `
      <div class="accordion-item">
        <h2 class="accordion-header">
          <button class="accordion-button${open ? '' : ' collapsed'}" type="button" data-bs-toggle="collapse" data-bs-target="#tariff-${key}">
            <i class="bi ${m.icon} me-2"></i>${m.name}
          </button>
        </h2>
        <div id="tariff-${key}" class="accordion-collapse collapse${open ? ' show' : ''}" data-fuel="${key}">
          <ul class="list-group list-group-flush">${rows}${extra}</ul>
        </div>
      </div>`;
  }).join('');
  acc.querySelectorAll('.accordion-collapse').forEach(c => {
    c.addEventListener('show.bs.collapse', () => openTariffs.add(c.dataset.fuel));
    c.addEventListener('hide.bs.collapse', () => openTariffs.delete(c.dataset.fuel));
  });
  acc.querySelectorAll('.tariff-row .edit-btn').forEach(b => b.addEventListener('click', () => startTariffEdit(b.closest('.tariff-row'))));
}

function startTariffEdit(row) {
  const fuel = row.dataset.fuel, field = row.dataset.field;
  const [, label, unit] = TARIFF_FIELDS[fuel].find(f => f[0] === field);
  row.innerHTML = `
    <form class="d-flex align-items-center w-100 gap-2 tariff-edit">
      <label class="me-auto" for="te-${fuel}-${field}">${label} (${unit.replace(/^p /, 'pence ')})</label>
      <input class="form-control form-control-sm" id="te-${fuel}-${field}" value="${tariffs[fuel][field].toFixed(2)}" inputmode="decimal" autocomplete="off">
      <button class="btn btn-sm btn-primary" type="submit">Save</button>
      <button class="btn btn-sm btn-link text-secondary cancel" type="button">Cancel</button>
    </form>`;
  const input = row.querySelector('input');
  input.focus();
  input.select();
  row.querySelector('.cancel').addEventListener('click', renderTariffs);
  row.querySelector('form').addEventListener('submit', ev => {
    ev.preventDefault();
    const v = parseFloat(input.value.replace(',', '.'));
    if (!(v > 0)) {
      input.classList.add('is-invalid');
      return;
    }
    tariffs[fuel][field] = Math.round(v * 100) / 100;
    saveTariffs();
    renderTariffs();
    renderOverview();
    if (readingsLoaded) renderReadings();
    notify(`${METERS[fuel].name} ${label.toLowerCase()} updated.`);
  });
}

// ------------------------------------------------------------------------------------------ reminders
const dayInput = $('#reminder-day');
// reminders go out on a day that every month has
const dayOk = d => Number.isInteger(d) && d >= 1 && d < 28;
const readDay = () => Number(dayInput.value.trim());

function renderReminder() {
  $('#reminder-summary').innerHTML = `<i class="bi bi-bell me-1"></i>We'll remind you by <strong>${reminder.channel === 'text' ? 'text' : 'email'}</strong> on the <strong>${ordinal(reminder.day)}</strong> of each month.
    <span class="d-block small text-secondary">Any day from the 1st to the 28th, so it works in February too.</span>`;
  dayInput.value = String(reminder.day);
  $('#ch-email').checked = reminder.channel === 'email';
  $('#ch-text').checked = reminder.channel === 'text';
  syncDay();
}

function syncDay() {
  const d = readDay();
  $('#day-suffix').textContent = dayOk(d) ? ordinal(d).replace(/^\d+/, '') : '';
  $('#day-minus').disabled = !dayOk(d - 1);
  $('#day-plus').disabled = !dayOk(d + 1);
  $('#day-error').textContent = dayInput.value.trim() && !dayOk(d) ? 'Choose a day from the 1st to the 28th.' : '';
  reminderDirty();
}

function reminderDirty() {
  const ch = $('#ch-text').checked ? 'text' : 'email';
  const d = readDay();
  $('#save-reminder').disabled = !dayOk(d) || (d === reminder.day && ch === reminder.channel);
}
$('#day-minus').addEventListener('click', () => { dayInput.value = String(readDay() - 1); syncDay(); });
$('#day-plus').addEventListener('click', () => { dayInput.value = String(readDay() + 1); syncDay(); });
dayInput.addEventListener('input', syncDay);
$('#reminder-form').addEventListener('change', reminderDirty);
$('#reminder-form').addEventListener('submit', ev => {
  ev.preventDefault();
  if ($('#save-reminder').disabled) return;
  reminder = { day: readDay(), channel: $('#ch-text').checked ? 'text' : 'email' };
  saveReminder();
  renderReminder();
  renderOverview();
  notify('Reminder settings saved.');
});

// ------------------------------------------------------------------------------------------ reminder prompt
function dismissPrompt() {
  $('#reminder-prompt').classList.add('d-none');
  sessionStorage.setItem(PROMPT_KEY, '1');
}
$('#prompt-later').addEventListener('click', dismissPrompt);
$('#prompt-setup').addEventListener('click', () => {
  dismissPrompt();
  bootstrap.Tab.getOrCreateInstance($('#tab-household')).show();
  bootstrap.Collapse.getOrCreateInstance($('#hh-reminders')).show();
});

// ------------------------------------------------------------------------------------------ start
renderTariffs();
renderReminder();
setTimeout(() => {
  $('#overview-loading').classList.add('d-none');
  $('#meter-cards').classList.remove('d-none');
  $('#tips-card').classList.remove('d-none');
  renderOverview();
  if (!sessionStorage.getItem(PROMPT_KEY)) {
    setTimeout(() => $('#reminder-prompt').classList.remove('d-none'), 1300);
  }
}, 1100);
