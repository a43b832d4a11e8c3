// Motorpool: a depot's vehicles, service log, fuel and service reminders.
// "Today" is pinned to Wednesday 11 June 2025 so that due dates and reminders stay stable.
const TODAY = '2025-06-11';
const STORE = 'motorpool.v1';
const PAGE_SIZE = 8;
const CURRENT_MONTH = '2025-06';
const TYPE_LABELS = { oil: 'Oil change', tyres: 'Tyres', brakes: 'Brakes', inspection: 'Inspection' };
// what each kind of job does to the vehicle's next-service date and mileage
const SERVICE_TYPES = {
  oil: { resetsService: true, km: 15000, months: 12 },
  tyres: { resetsService: false },
  brakes: { resetsService: false },
};

const SEED = {
  vehicles: [
    { reg: 'KX-214', model: 'Ford Transit', odometer: 88050, driver: 'J. Moreno', status: 'active', nextDate: '2025-12-02', nextKm: 102100 },
    { reg: 'LM-903', model: 'Toyota Corolla', odometer: 61210, driver: 'A. Singh', status: 'active', nextDate: '2025-09-15', nextKm: 75000 },
    { reg: 'VB-552', model: 'VW Crafter', odometer: 143900, driver: 'P. Novak', status: 'active', nextDate: '2025-10-25', nextKm: 144500 },
    { reg: 'RT-118', model: 'Renault Kangoo', odometer: 45300, driver: 'L. Brandt', status: 'active', nextDate: '2026-02-11', nextKm: 58000 },
    { reg: 'HN-377', model: 'Skoda Octavia', odometer: 102470, driver: 'M. Okafor', status: 'active', nextDate: '2025-11-20', nextKm: 111300 },
    { reg: 'PD-640', model: 'Ford Ranger', odometer: 77880, driver: '', status: 'workshop', nextDate: '2026-01-15', nextKm: 90400 },
    { reg: 'ZE-025', model: 'Nissan Leaf', odometer: 33120, driver: 'S. Kowalski', status: 'active', nextDate: '2025-11-02', nextKm: 47400 },
    { reg: 'GA-781', model: 'Mercedes Sprinter', odometer: 190340, driver: 'T. Haas', status: 'active', nextDate: '2025-05-30', nextKm: 199000 },
    { reg: 'CW-309', model: 'Toyota Hilux', odometer: 120600, driver: 'R. Das', status: 'active', nextDate: '2025-06-25', nextKm: 132900 },
    { reg: 'FJ-455', model: 'Peugeot Partner', odometer: 58000, driver: 'E. Laine', status: 'active', nextDate: '2025-09-21', nextKm: 70200 },
    { reg: 'SB-220', model: 'Fiat Ducato', odometer: 210450, driver: '', status: 'retired', nextDate: '2025-03-01', nextKm: 215000 },
    { reg: 'MQ-717', model: 'Hyundai Ioniq 5', odometer: 21800, driver: 'D. Ruiz', status: 'active', nextDate: '2026-01-30', nextKm: 48900 },
  ],
  entries: [
    ['2025-06-02', 'KX-214', 'oil', 87100, 145], ['2025-05-28', 'LM-903', 'tyres', 60900, 420],
    ['2025-05-20', 'HN-377', 'brakes', 101800, 310], ['2025-05-14', 'KX-214', 'inspection', 86500, 95],
    ['2025-05-02', 'ZE-025', 'tyres', 32400, 510], ['2025-04-25', 'VB-552', 'oil', 139500, 165],
    ['2025-04-12', 'VB-552', 'brakes', 139100, 380], ['2025-04-03', 'CW-309', 'oil', 117900, 150],
    ['2025-03-21', 'FJ-455', 'oil', 55200, 130], ['2025-03-10', 'GA-781', 'tyres', 184000, 690],
    ['2025-02-26', 'KX-214', 'brakes', 82300, 340], ['2025-02-11', 'RT-118', 'oil', 43000, 120],
    ['2025-01-30', 'MQ-717', 'inspection', 18900, 85], ['2025-01-15', 'PD-640', 'oil', 75400, 140],
    ['2024-12-09', 'KX-214', 'oil', 78950, 138], ['2024-11-18', 'HN-377', 'oil', 96300, 135],
  ].map(([date, reg, type, odometer, cost], i) => ({ id: i + 1, date, reg, type, odometer, cost })),
  snoozes: {},
};

const $ = sel => document.querySelector(sel);
const wait = ms => new Promise(r => setTimeout(r, ms));
const esc = s => String(s).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = n => '€' + n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const km = n => n.toLocaleString('en-GB') + ' km';
const day = d => new Date(d + 'T12:00').toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const addDays = (d, n) => { const x = new Date(d + 'T12:00'); x.setDate(x.getDate() + n); return x.toISOString().slice(0, 10); };
const addMonths = (d, n) => { const x = new Date(d + 'T12:00'); x.setMonth(x.getMonth() + n); return x.toISOString().slice(0, 10); };
const monthKey = (y, m) => `${y}-${m}`;
const monthName = key => new Date(key + '-15T12:00').toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });

let state = JSON.parse(localStorage.getItem(STORE) || 'null') || structuredClone(SEED);
const ui = { page: 1, reg: 'all', type: 'all', fuelReg: 'all', month: CURRENT_MONTH, fuel: [], drawerReg: null, deleting: null };
const save = () => localStorage.setItem(STORE, JSON.stringify(state));
const vehicle = reg => state.vehicles.find(v => v.reg === reg);

function toast(message, variant = 'success') {
  const el = Object.assign(document.createElement('sl-alert'), { variant, closable: true, duration: 2500 });
  el.innerHTML = `<sl-icon slot="icon" name="check2-circle"></sl-icon>${esc(message)}`;
  document.body.append(el);
  customElements.whenDefined('sl-alert').then(() => el.toast());
}

// ------------------------------------------------------------------ vehicles
function renderVehicles() {
  const row = v => `<tr data-reg="${v.reg}">
      <td><button class="reg-link" data-open="${v.reg}">${v.reg}</button></td><td>${esc(v.model)}</td>
      <td class="odo">${km(v.odometer)}</td><td class="driver">${esc(v.driver || '—')}</td>
      <td class="status status-${v.status}">${{ active: 'Active', workshop: 'In workshop', retired: 'Retired' }[v.status]}</td>
      <td>${day(v.nextDate)} or ${km(v.nextKm)}</td></tr>`;
  $('#vehicles-table tbody').innerHTML = state.vehicles.filter(v => v.status !== 'retired').map(row).join('');
  const retired = state.vehicles.filter(v => v.status === 'retired');
  $('#retired').summary = `Retired vehicles (${retired.length})`;
  $('#retired tbody').innerHTML = retired.map(row).join('');
}

function openDrawer(reg) {
  const v = vehicle(reg);
  ui.drawerReg = reg;
  const d = $('#drawer');
  d.label = `${v.reg} · ${v.model}`;
  $('#d-odo').value = String(v.odometer);
  $('#d-driver').value = v.driver;
  $('#d-status').value = v.status;
  d.show();
}

function saveDrawer() {
  const v = vehicle(ui.drawerReg);
  const draft = { ...v, odometer: Number($('#d-odo').value), driver: $('#d-driver').value.trim(), status: $('#d-status').value };
  if (!(draft.odometer >= v.odometer)) {
    toast('The odometer cannot go backwards', 'danger');
    return;
  }
  Object.assign(v, { odometer: draft.odometer, status: draft.status });
  save();
  renderAll();
  $('#drawer').hide();
  toast(`${v.reg} saved`);
}

// ------------------------------------------------------------------ service log
function filteredEntries() {
  let rows = state.entries;
  if (ui.reg !== 'all') rows = rows.filter(e => e.reg === ui.reg);
  if (ui.type !== 'all') rows = state.entries.filter(e => e.type === ui.type);
  return [...rows].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

function renderService() {
  const rows = filteredEntries();
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  ui.page = Math.min(ui.page, pages);
  const shown = rows.slice((ui.page - 1) * PAGE_SIZE, ui.page * PAGE_SIZE);
  $('#service-table tbody').innerHTML = shown.map(e => `<tr data-entry="${e.id}" data-reg="${e.reg}">
      <td>${day(e.date)}</td><td class="reg">${e.reg}</td><td class="type">${TYPE_LABELS[e.type]}</td>
      <td>${km(e.odometer)}</td><td class="cost">${money(e.cost)}</td>
      <td><sl-dropdown placement="bottom-end">
        <sl-icon-button slot="trigger" name="three-dots" label="Actions for ${e.reg} on ${day(e.date)}"></sl-icon-button>
        <sl-menu><sl-menu-item value="delete" data-delete="${e.id}">Delete</sl-menu-item></sl-menu>
      </sl-dropdown></td></tr>`).join('') || '<tr><td colspan="6" class="muted">No entries match.</td></tr>';
  $('#entry-count').textContent = `${rows.length} ${rows.length === 1 ? 'entry' : 'entries'}`;
  $('#page-label').textContent = `Page ${ui.page} of ${pages}`;
  $('#prev-page').disabled = ui.page === 1;
  $('#next-page').disabled = ui.page === pages;
}

function openLog() {
  $('#l-reg').value = '';
  $('#l-type').value = '';
  $('#l-date').value = TODAY;
  $('#l-odo').value = '';
  $('#l-cost').value = '';
  $('#l-error').hidden = true;
  $('#log-dialog').show();
}

function saveLog() {
  const e = {
    id: Math.max(0, ...state.entries.map(x => x.id)) + 1,
    reg: $('#l-reg').value, type: $('#l-type').value, date: $('#l-date').value,
    odometer: Number($('#l-odo').value), cost: Number($('#l-cost').value),
  };
  if (!e.reg || !e.type || !e.date || !(e.odometer > 0) || !(e.cost >= 0) || $('#l-cost').value === '') {
    $('#l-error').textContent = 'Fill in vehicle, type, date, odometer and cost.';
    $('#l-error').hidden = false;
    return;
  }
  const v = vehicle(e.reg);
  if (SERVICE_TYPES[e.type].resetsService) {
    v.nextDate = addMonths(e.date, SERVICE_TYPES[e.type].months);
    v.nextKm = e.odometer + SERVICE_TYPES[e.type].km;
  }
  v.odometer = Math.max(v.odometer, e.odometer);
  state.entries.push(e);
  save();
  ui.page = 1;
  renderAll();
  $('#log-dialog').hide();
  toast(`${TYPE_LABELS[e.type]} logged for ${e.reg}`);
}

// ------------------------------------------------------------------ fuel
async function loadFuel(key) {
  ui.month = key;
  $('#month-label').textContent = monthName(key);
  $('#fuel-loading').hidden = false;
  $('#fuel-body').hidden = true;
  $('#fuel-error').hidden = true;
  try {
    const [res] = await Promise.all([fetch(`data/fuel-${key}.json`), wait(1000)]);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    ui.fuel = (await res.json()).fillups;
    $('#fuel-body').hidden = false;
    renderFuel();
  } catch {
    $('#fuel-error').textContent = `Could not load fuel records for ${monthName(key)}.`;
    $('#fuel-error').hidden = false;
  } finally {
    $('#fuel-loading').hidden = true;
  }
}

function renderFuel() {
  const rows = ui.fuel.filter(f => ui.fuelReg === 'all' || f.reg === ui.fuelReg);
  $('#fuel-table tbody').innerHTML = rows.map(f => `<tr><td>${day(f.date)}</td><td>${f.reg}</td>
      <td>${f.litres.toFixed(1)} L</td><td>${money(f.cost)}</td><td>${km(f.odometer)}</td></tr>`).join('');
  $('#fuel-total').textContent = money(rows.reduce((s, f) => s + f.cost, 0));
  $('#fuel-count').textContent = rows.length;
  // consumption between the first and the last fill-up of the vehicle this month
  let avg = '—';
  if (ui.fuelReg !== 'all' && rows.length >= 2) {
    const distance = rows.at(-1).odometer - rows[0].odometer;
    const litres = rows.slice(0).reduce((s, f) => s + f.litres, 0);
    avg = `${((100 * litres) / distance).toFixed(1)} L/100 km`;
  }
  $('#fuel-avg').textContent = avg;
}

function prevMonth() {
  const [y, m] = ui.month.split('-').map(Number);
  loadFuel(m === 1 ? monthKey(y - 1, 12) : monthKey(y, m - 1));
}

// ------------------------------------------------------------------ reminders
function reminders() {
  const horizon = addDays(TODAY, 30);
  return state.vehicles
    .filter(v => v.status !== 'retired' && (v.nextDate <= horizon || v.odometer >= v.nextKm - 1000))
    .map(v => ({ v, snoozeUntil: state.snoozes[v.reg] }));
}

function renderReminders() {
  const list = reminders();
  const open = list.filter(r => !r.snoozeUntil || r.snoozeUntil <= TODAY);
  $('#rem-count').textContent = open.length;
  $('#reminders-table tbody').innerHTML = list.map(({ v, snoozeUntil }) => {
    const due = v.nextDate < TODAY ? `Overdue since ${day(v.nextDate)}`
      : v.odometer >= v.nextKm - 1000 ? `Due in ${km(v.nextKm - v.odometer)}` : `Due ${day(v.nextDate)}`;
    return `<tr data-reminder="${v.reg}"><td>${v.reg}</td><td>${esc(v.model)}</td>
      <td class="due">${due}${snoozeUntil ? ` <sl-tag size="small" class="snoozed">Snoozed until ${day(snoozeUntil)}</sl-tag>` : ''}</td>
      <td><sl-dropdown placement="bottom-end">
        <sl-icon-button slot="trigger" name="three-dots" label="Reminder actions for ${v.reg}"></sl-icon-button>
        <sl-menu>
          <sl-menu-item data-log="${v.reg}">Log service</sl-menu-item>
          <sl-menu-item data-snooze="${v.reg}" ${snoozeUntil !== null ? 'disabled' : ''}>Snooze 7 days</sl-menu-item>
        </sl-menu></sl-dropdown></td></tr>`;
  }).join('') || '<tr><td colspan="4" class="muted">Nothing due.</td></tr>';
}

// ------------------------------------------------------------------ wiring
function renderAll() {
  renderVehicles();
  renderService();
  renderReminders();
}

function fillRegOptions() {
  const opts = state.vehicles.filter(v => v.status !== 'retired')
    .map(v => `<sl-option value="${v.reg}">${v.reg} · ${esc(v.model)}</sl-option>`).join('');
  $('#f-reg').innerHTML = `<sl-option value="all">All vehicles</sl-option>${opts}`;
  $('#fuel-reg').innerHTML = `<sl-option value="all">All vehicles</sl-option>${opts}`;
  $('#l-reg').innerHTML = opts;
}

document.addEventListener('click', ev => {
  const open = ev.target.closest('[data-open]');
  if (open) openDrawer(open.dataset.open);
});
document.addEventListener('sl-select', ev => {
  const item = ev.detail.item;
  if (item.dataset.delete) {
    ui.deleting = state.entries.find(e => e.id === Number(item.dataset.delete));
    $('#del-text').textContent = `${TYPE_LABELS[ui.deleting.type]} for ${ui.deleting.reg} on ${day(ui.deleting.date)} will be removed from the log.`;
    $('#del-dialog').show();
  } else if (item.dataset.log) {
    openLog();
    $('#l-reg').value = item.dataset.log;
  } else if (item.dataset.snooze) {
    state.snoozes[item.dataset.snooze] = addDays(TODAY, 7);
    save();
    renderReminders();
    toast(`Reminder for ${item.dataset.snooze} snoozed for 7 days`);
  }
});

$('#del-ok').addEventListener('click', () => {
  state.entries = state.entries.filter(e => e !== ui.deleting);
  save();
  renderService();
  $('#del-dialog').hide();
  toast('Entry deleted');
});
$('#del-keep').addEventListener('click', () => $('#del-dialog').hide());
$('#d-save').addEventListener('click', saveDrawer);
$('#d-close').addEventListener('click', () => $('#drawer').hide());
$('#log-btn').addEventListener('click', openLog);
$('#l-cancel').addEventListener('click', () => $('#log-dialog').hide());
$('#l-save').addEventListener('click', saveLog);
$('#prev-page').addEventListener('click', () => { ui.page--; renderService(); });
$('#next-page').addEventListener('click', () => { ui.page++; renderService(); });
$('#f-reg').addEventListener('sl-change', ev => { ui.reg = ev.target.value; ui.page = 1; renderService(); });
$('#f-type').addEventListener('sl-change', ev => { ui.type = ev.target.value; ui.page = 1; renderService(); });
$('#fuel-reg').addEventListener('sl-change', ev => { ui.fuelReg = ev.target.value; renderFuel(); });
$('#prev-month').addEventListener('click', prevMonth);

let fuelLoaded = false;
$('#tabs').addEventListener('sl-tab-show', ev => {
  if (ev.detail.name === 'fuel' && !fuelLoaded) {
    fuelLoaded = true;
    loadFuel(CURRENT_MONTH);
  }
});

(async function start() {
  fillRegOptions();
  renderService();
  renderReminders();
  await wait(1500); // the vehicle register is a slow service
  $('#vehicles-loading').hidden = true;
  $('#vehicles-table').hidden = false;
  renderVehicles();
})();
