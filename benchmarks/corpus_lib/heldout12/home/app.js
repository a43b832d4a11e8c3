/* Hearthlight smart-home app: plain JavaScript over Bootstrap 5 (bundle build, data API + JS API). */
'use strict';

const { Modal, Offcanvas, Toast, Tab } = bootstrap;

const KEY = 'hearthlight.alder-close.v1';
const SEEN_KEY = 'hearthlight.whats-new-5.2';
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MAIN_ROOMS = 3; // the rest go in the "More" menu
const SCHEDULES_SHOWN = 5;

const clone = o => JSON.parse(JSON.stringify(o));
const esc = s => String(s).replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
const $ = (sel, root = document) => root.querySelector(sel);
const $$ = (sel, root = document) => [...root.querySelectorAll(sel)];

// ------------------------------------------------------------------------------------------ state
const saved = JSON.parse(localStorage.getItem(KEY) || 'null');
const rooms = HOME_SEED.rooms;
let devices = saved ? saved.devices : clone(HOME_SEED.devices);
let scenes = saved ? saved.scenes : clone(HOME_SEED.scenes);
let schedules = saved ? saved.schedules : clone(HOME_SEED.schedules);
let showAllSchedules = false;

function persist() {
  localStorage.setItem(KEY, JSON.stringify({ devices, scenes, schedules }));
}
const device = id => devices.find(d => d.id === id);
const roomOf = d => rooms.find(r => r.id === d.room);
const fullName = d => `${roomOf(d).name} · ${d.name}`;

function toast(text, icon = 'check-circle') {
  const el = document.createElement('div');
  el.className = 'toast align-items-center text-bg-dark border-0';
  el.setAttribute('role', 'status');
  el.innerHTML = `<div class="d-flex"><div class="toast-body"><i class="bi bi-${icon} me-2"></i>${esc(text)}</div>
    <button type="button" class="btn-close btn-close-white me-2 m-auto" data-bs-dismiss="toast" aria-label="Close"></button></div>`;
  $('#toasts').append(el);
  el.addEventListener('hidden.bs.toast', () => el.remove());
  new Toast(el, { delay: 2600 }).show();
}

// ------------------------------------------------------------------------------------------ status strip
function renderStatus() {
  const lightsOn = devices.filter(d => d.kind === 'light' && d.on).length;
  const unlocked = devices.filter(d => d.kind === 'lock' && !d.locked).length;
  const t = device('h-thermo');
  $('#status-hub').textContent = 'Hub online';
  $('#status-lights').textContent = lightsOn ? `${lightsOn} ${lightsOn === 1 ? 'light' : 'lights'} on` : 'No lights on';
  $('#status-doors').textContent = unlocked ? `${unlocked} ${unlocked === 1 ? 'door' : 'doors'} unlocked` : 'All doors locked';
  $('#status-heating').textContent = t.mode === 'off' ? 'Heating off' : `Heating: ${modeName(t.mode)} · ${t.target.toFixed(1)}°C`;
}
const TONES = { warm: 'Warm white', neutral: 'Neutral', cool: 'Daylight' };
const modeName = m => ({ heat: 'Heat', eco: 'Eco', off: 'Off' }[m]);

// ------------------------------------------------------------------------------------------ rooms
function renderRoomTabs() {
  const tabs = rooms.slice(0, MAIN_ROOMS).map((r, i) => `
    <li class="nav-item" role="presentation">
      <button class="nav-link${i === 0 ? ' active' : ''}" id="room-tab-${r.id}" data-bs-toggle="tab" data-bs-target="#room-${r.id}" type="button" role="tab" aria-controls="room-${r.id}" aria-selected="${i === 0}">
        <i class="bi bi-${r.icon} me-1"></i>${esc(r.name)}</button>
    </li>`);
  const more = rooms.slice(MAIN_ROOMS).map(r => `
    <li><button class="dropdown-item" id="room-tab-${r.id}" data-bs-toggle="tab" data-bs-target="#room-${r.id}" type="button" role="tab" aria-controls="room-${r.id}" aria-selected="false">
      <i class="bi bi-${r.icon} me-2"></i>${esc(r.name)}</button></li>`);
  $('#room-tabs').innerHTML = tabs.join('') + `
    <li class="nav-item dropdown">
      <button class="nav-link dropdown-toggle" data-bs-toggle="dropdown" type="button" aria-expanded="false" id="more-rooms">More rooms</button>
      <ul class="dropdown-menu">${more.join('')}</ul>
    </li>`;
  $('#room-panes').innerHTML = rooms.map((r, i) => `
    <div class="tab-pane fade${i === 0 ? ' show active' : ''}" id="room-${r.id}" role="tabpanel" aria-labelledby="room-tab-${r.id}" tabindex="0" data-room="${r.id}">
      <div class="d-flex align-items-center mb-3">
        <h2 class="h5 mb-0">${esc(r.name)}</h2>
        <span class="ms-3 small text-body-secondary room-summary"></span>
        ${devices.some(d => d.room === r.id && d.kind === 'light') ? `<button class="btn btn-outline-secondary btn-sm ms-auto" data-room-action="lights-off" data-room="${r.id}"><i class="bi bi-lightbulb-off me-1"></i>All lights off</button>` : ''}
      </div>
      <div class="row g-3 device-grid"></div>
    </div>`).join('');
  rooms.forEach(renderRoom);
}

function renderRoom(r) {
  const pane = $(`#room-${r.id}`);
  const list = devices.filter(d => d.room === r.id);
  $('.device-grid', pane).innerHTML = list.map(cardHtml).join('');
  const on = list.filter(d => d.kind === 'light' && d.on).length;
  $('.room-summary', pane).textContent = `${list.length} devices · ${on ? on + (on === 1 ? ' light' : ' lights') + ' on' : 'lights off'}`;
}

function menuHtml(d) {
  const items = [];
  if (d.kind === 'light') items.push(`<li><button class="dropdown-item" data-action="brightness"><i class="bi bi-brightness-high me-2"></i>Brightness &amp; colour</button></li>`);
  items.push(`<li><button class="dropdown-item" data-action="rename"><i class="bi bi-pencil me-2"></i>Rename</button></li>`);
  items.push(`<li><button class="dropdown-item" data-action="info"><i class="bi bi-info-circle me-2"></i>Device info</button></li>`);
  return `<div class="dropdown">
      <button class="btn btn-sm btn-light" type="button" data-bs-toggle="dropdown" aria-expanded="false" aria-label="Options for ${esc(d.name)}" title="Options"><i class="bi bi-three-dots"></i></button>
      <ul class="dropdown-menu dropdown-menu-end">${items.join('')}</ul>
    </div>`;
}

function cardHtml(d) {
  let body = '';
  let attrs = '';
  if (d.kind === 'light') {
    attrs = `data-on="${d.on}"`;
    body = `
      <div class="form-check form-switch fs-5 mb-1">
        <input class="form-check-input" type="checkbox" role="switch" id="sw-${d.id}" data-action="power" ${d.on ? 'checked' : ''} aria-label="${esc(d.name)} power">
      </div>
      <p class="state mb-0">${d.on ? `On · ${d.brightness}%` : 'Off'}</p>
      <p class="small text-body-secondary mb-0"><i class="bi bi-circle-fill tone-dot tone-${d.tone} me-1"></i><span class="tone-label">${TONES[d.tone]}</span></p>`;
  } else if (d.kind === 'plug') {
    attrs = `data-on="${d.on}"`;
    body = `
      <div class="form-check form-switch fs-5 mb-1">
        <input class="form-check-input" type="checkbox" role="switch" id="sw-${d.id}" data-action="power" ${d.on ? 'checked' : ''} aria-label="${esc(d.name)} power">
      </div>
      <p class="state mb-0">${d.on ? 'On' : 'Off'}</p>`;
  } else if (d.kind === 'lock') {
    attrs = `data-locked="${d.locked}"`;
    body = `
      <p class="state mb-2"><span class="badge ${d.locked ? 'text-bg-success' : 'text-bg-danger'} lock-state">${d.locked ? 'Locked' : 'Unlocked'}</span>
        <span class="small text-body-secondary ms-2"><i class="bi bi-battery-half"></i> ${d.battery}%</span></p>
      <button class="btn btn-sm ${d.locked ? 'btn-outline-danger' : 'btn-outline-success'}" data-action="${d.locked ? 'unlock' : 'lock'}">
        <i class="bi bi-${d.locked ? 'unlock' : 'lock'} me-1"></i>${d.locked ? 'Unlock' : 'Lock'}</button>`;
  } else if (d.kind === 'thermostat') {
    attrs = `data-mode="${d.mode}" data-target="${d.target.toFixed(1)}"`;
    body = `
      <p class="mb-2 small text-body-secondary">Now ${d.current.toFixed(1)}°C</p>
      <div class="d-flex align-items-center gap-2 mb-2">
        <button class="btn btn-outline-secondary btn-sm" data-action="temp-down" aria-label="Lower target temperature" title="Lower"><i class="bi bi-dash-lg"></i></button>
        <span class="target fs-4 fw-semibold">${d.target.toFixed(1)}°C</span>
        <button class="btn btn-outline-secondary btn-sm" data-action="temp-up" aria-label="Raise target temperature" title="Raise"><i class="bi bi-plus-lg"></i></button>
      </div>
      <div class="d-flex align-items-center gap-2">
        <label class="small" for="mode-${d.id}">Mode</label>
        <select class="form-select form-select-sm w-auto" id="mode-${d.id}" data-action="mode">
          ${['heat', 'eco', 'off'].map(m => `<option value="${m}" ${d.mode === m ? 'selected' : ''}>${modeName(m)}</option>`).join('')}
        </select>
      </div>
      <p class="state small mb-0 mt-2 text-body-secondary">${thermoText(d)}</p>`;
  } else if (d.kind === 'sensor') {
    body = `<p class="mb-0"><span class="fs-4 fw-semibold">${d.temp.toFixed(1)}°C</span> <span class="text-body-secondary ms-2">${d.humidity}% humidity</span></p>`;
  }
  const icon = { light: 'lightbulb', plug: 'plug', lock: 'door-closed', thermostat: 'thermometer-half', sensor: 'snow' }[d.kind];
  return `<div class="col-md-4">
    <div class="card device-card h-100" data-id="${d.id}" data-kind="${d.kind}" ${attrs}>
      <div class="card-body">
        <div class="d-flex align-items-start mb-2">
          <i class="bi bi-${icon} device-icon me-2"></i>
          <h3 class="h6 mb-0 device-name flex-grow-1">${esc(d.name)}</h3>
          ${menuHtml(d)}
        </div>
        ${body}
      </div>
    </div>
  </div>`;
}

const thermoText = d => (d.mode === 'off' ? 'Heating is off' : `${modeName(d.mode)} · heating to ${d.target.toFixed(1)}°C`);

function refresh(d) {
  renderRoom(roomOf(d));
  renderStatus();
}

// delegated device actions
let thermoTimer = null;
let pendingLock = null;
let pendingLockName = '';
let editing = null;

$('#room-panes').addEventListener('click', e => {
  const roomBtn = e.target.closest('[data-room-action="lights-off"]');
  if (roomBtn) return roomLightsOff(roomBtn.dataset.room);
  const btn = e.target.closest('[data-action]');
  if (!btn || btn.tagName === 'SELECT' || btn.type === 'checkbox') return;
  const card = btn.closest('.device-card');
  const d = device(card.dataset.id);
  const action = btn.dataset.action;
  if (action === 'temp-up' || action === 'temp-down') {
    d.target = Math.min(28, Math.max(10, d.target + (action === 'temp-up' ? 0.5 : -0.5)));
    $('.target', card).textContent = `${d.target.toFixed(1)}°C`;
    $('.state', card).textContent = 'Saving…';
    clearTimeout(thermoTimer);
    thermoTimer = setTimeout(() => {
      persist();
      refresh(d);
    }, 800);
  } else if (action === 'unlock') {
    pendingLock = devices.find(x => x.kind === 'lock' && x.room === d.room);
    pendingLockName = $('.device-name', card).textContent;
    $('#unlock-title').textContent = `Unlock ${pendingLockName}?`;
    Modal.getOrCreateInstance('#unlock-modal').show();
  } else if (action === 'lock') {
    d.locked = true;
    persist();
    refresh(d);
    toast(`${d.name} locked`, 'lock');
  } else if (action === 'brightness') {
    editing = d;
    $('#brightness-title').textContent = `${d.name} · brightness`;
    $('#brightness-range').value = d.brightness;
    $('#brightness-out').textContent = `${d.brightness}%`;
    $(`#tone-${d.tone}`).checked = true;
    Modal.getOrCreateInstance('#brightness-modal').show();
  } else if (action === 'rename') {
    editing = d;
    $('#rename-title').textContent = `Rename ${d.name}`;
    $('#rename-input').value = d.name;
    Modal.getOrCreateInstance('#rename-modal').show();
  } else if (action === 'info') {
    $('#info-title').textContent = d.name;
    $('#info-body').innerHTML = `<dl class="row mb-0"><dt class="col-5">Room</dt><dd class="col-7">${esc(roomOf(d).name)}</dd>
      <dt class="col-5">Type</dt><dd class="col-7">${d.kind}</dd><dt class="col-5">Device ID</dt><dd class="col-7"><code>${d.id}</code></dd>
      <dt class="col-5">Firmware</dt><dd class="col-7">2.14.3</dd></dl>`;
    Modal.getOrCreateInstance('#info-modal').show();
  }
});

$('#room-panes').addEventListener('change', e => {
  const el = e.target;
  const card = el.closest('.device-card');
  if (!card) return;
  const d = device(card.dataset.id);
  if (el.dataset.action === 'power') {
    d.on = el.checked;
    persist();
    refresh(d);
    toast(`${d.name} turned ${d.on ? 'on' : 'off'}`, d.on ? 'lightbulb' : 'lightbulb-off');
  } else if (el.dataset.action === 'mode') {
    d.mode = el.value;
    persist();
    refresh(d);
    toast(`Heating set to ${modeName(d.mode)}`, 'thermometer-half');
  }
});

function roomLightsOff(roomId) {
  const lights = devices.filter(d => d.room === roomId && d.kind === 'light');
  lights.forEach(d => { d.on = false; });
  persist();
  renderRoom(rooms.find(r => r.id === roomId));
  renderStatus();
  toast(`All ${rooms.find(r => r.id === roomId).name.toLowerCase()} lights off`, 'lightbulb-off');
}

$('#unlock-confirm').addEventListener('click', () => {
  const d = pendingLock;
  d.locked = false;
  persist();
  refresh(d);
  Modal.getInstance('#unlock-modal').hide();
  toast(`${pendingLockName} unlocked`, 'unlock');
});

$('#brightness-range').addEventListener('input', e => {
  $('#brightness-out').textContent = `${e.target.value}%`;
});
$('#brightness-apply').addEventListener('click', () => {
  const d = editing;
  d.brightness = Number($('#brightness-range').value);
  d.tone = $('input[name=tone]').value;
  d.on = true;
  persist();
  refresh(d);
  Modal.getInstance('#brightness-modal').hide();
  toast(`${d.name} set to ${d.brightness}%`, 'brightness-high');
});

$('#rename-form').addEventListener('submit', e => {
  e.preventDefault();
  const name = $('#rename-input').value.trim();
  if (!name) return;
  const id = editing.id;
  devices.map(d => (d.id === id ? { ...d, name } : d));
  persist();
  refresh(editing);
  Modal.getInstance('#rename-modal').hide();
  toast(`Renamed to ${name}`, 'pencil');
});

// ------------------------------------------------------------------------------------------ scenes
function renderScenes() {
  $('#scene-list').innerHTML = scenes.map(s => `
    <div class="col-md-3">
      <div class="card scene-card h-100" data-scene="${esc(s.name)}">
        <div class="card-body d-flex flex-column">
          <i class="bi bi-${s.icon} fs-3 text-warning mb-2"></i>
          <h3 class="h6 scene-name">${esc(s.name)}</h3>
          <p class="small text-body-secondary flex-grow-1 scene-desc">${s.special === 'away' ? 'Lights and plugs off, doors locked, heating to Eco' : `${s.actions.length} devices`}</p>
          <button class="btn btn-sm btn-outline-primary align-self-start" data-run="${s.id}" aria-label="Run ${esc(s.name)}"><i class="bi bi-play-fill me-1"></i>Run</button>
        </div>
      </div>
    </div>`).join('');
}

let pendingScene = null;
$('#scene-list').addEventListener('click', e => {
  const btn = e.target.closest('[data-run]');
  if (!btn) return;
  const s = scenes.find(x => x.id === btn.dataset.run);
  if (s.special === 'away') {
    pendingScene = s;
    $('#scene-confirm-title').textContent = `Run ${s.name}?`;
    $('#scene-confirm-body').textContent = 'Every light and plug will be switched off, all doors and the side gate locked, and the heating set to Eco.';
    Modal.getOrCreateInstance('#scene-confirm-modal').show();
  } else {
    runScene(s);
  }
});
$('#scene-confirm-run').addEventListener('click', () => {
  Modal.getInstance('#scene-confirm-modal').hide();
  runScene(pendingScene);
});

function runScene(s) {
  if (s.special === 'away') {
    for (const d of devices) {
      if (d.kind === 'light' || d.kind === 'plug') d.on = false;
      if (d.kind === 'lock') d.locked = true;
      if (d.kind === 'thermostat') d.mode = 'eco';
    }
  } else {
    for (const [id, on] of s.actions) {
      const d = device(id);
      if (d) d.on = on;
    }
  }
  persist();
  rooms.forEach(renderRoom);
  renderStatus();
  toast(`${s.name} is running`, 'magic');
}

function renderSceneDevices() {
  const switchable = devices.filter(d => d.kind === 'light' || d.kind === 'plug');
  $('#scene-devices').innerHTML = rooms.map(r => {
    const list = switchable.filter(d => d.room === r.id);
    if (!list.length) return '';
    return `<fieldset class="mb-2"><legend class="fs-6 fw-semibold mb-1">${esc(r.name)}</legend>` + list.map(d => `
      <div class="d-flex align-items-center gap-2 py-1 border-bottom scene-dev">
        <div class="form-check flex-grow-1 mb-0">
          <input class="form-check-input" type="checkbox" name="device" value="${d.id}" id="sd-${d.id}">
          <label class="form-check-label" for="sd-${d.id}">${esc(fullName(d))}</label>
        </div>
        <select class="form-select form-select-sm w-auto" id="sa-${d.id}" aria-label="What ${esc(fullName(d))} does" disabled>
          <option value="on">Turn on</option><option value="off">Turn off</option>
        </select>
      </div>`).join('') + '</fieldset>';
  }).join('');
}

function sceneFormChanged() {
  const picked = $$('#scene-devices input[name=device]:checked');
  for (const box of $$('#scene-devices input[name=device]')) $(`#sa-${box.value}`).disabled = !box.checked;
  $('#scene-picked').textContent = picked.length ? `${picked.length} ${picked.length === 1 ? 'device' : 'devices'} chosen` : 'No devices chosen';
  $('#scene-create').disabled = !($('#scene-name').value.trim() && picked.length);
}

$('#new-scene').addEventListener('click', () => {
  $('#scene-name').value = '';
  renderSceneDevices();
  sceneFormChanged();
  Modal.getOrCreateInstance('#scene-modal').show();
});
$('#scene-form').addEventListener('input', sceneFormChanged);
$('#scene-form').addEventListener('change', sceneFormChanged);
$('#scene-form').addEventListener('submit', e => {
  e.preventDefault();
  const name = $('#scene-name').value.trim();
  const actions = $('#scene-form').querySelectorAll('input[name=device]:checked')
    .map(box => [box.value, $(`#sa-${box.value}`).value === 'on']);
  scenes.splice(scenes.length - 1, 0, { id: 'scene-' + Date.now(), name, icon: 'stars', actions });
  persist();
  renderScenes();
  Modal.getInstance('#scene-modal').hide();
  toast(`Scene "${name}" created`, 'magic');
});

// ------------------------------------------------------------------------------------------ schedules
function daysText(days) {
  const k = [...days].sort().join('');
  if (k === '0123456') return 'Every day';
  if (k === '01234') return 'Weekdays';
  if (k === '56') return 'Weekends';
  return [...days].sort().map(i => DAYS[i]).join(', ');
}

function renderSchedules() {
  const sorted = [...schedules].sort((a, b) => a.time.localeCompare(b.time));
  const list = showAllSchedules ? sorted : sorted.slice(0, SCHEDULES_SHOWN);
  $('#schedule-list').innerHTML = list.map(s => {
    const d = device(s.device);
    return `<li class="list-group-item d-flex align-items-center gap-3 schedule-row" data-schedule="${s.id}" data-device="${esc(fullName(d))}">
      <span class="fs-5 fw-semibold sch-time">${s.time}</span>
      <div class="flex-grow-1">
        <div class="sch-what">${esc(fullName(d))}: switch ${s.action}</div>
        <div class="small text-body-secondary"><span class="sch-days">${daysText(s.days)}</span> · <span class="sch-status">${s.enabled ? 'Active' : 'Paused'}</span></div>
      </div>
      <div class="form-check form-switch mb-0">
        <input class="form-check-input" type="checkbox" role="switch" data-toggle-schedule="${s.id}" ${s.enabled ? 'checked' : ''} aria-label="Schedule ${esc(fullName(d))} at ${s.time} active">
      </div>
    </li>`;
  }).join('');
  const btn = $('#show-all-schedules');
  btn.classList.toggle('d-none', schedules.length <= SCHEDULES_SHOWN);
  btn.textContent = showAllSchedules ? 'Show fewer' : `Show all schedules (${schedules.length})`;
}

$('#show-all-schedules').addEventListener('click', () => {
  showAllSchedules = !showAllSchedules;
  renderSchedules();
});

$('#schedule-list').addEventListener('change', e => {
  const input = e.target.closest('[data-toggle-schedule]');
  if (!input) return;
  const id = Number(input.dataset.toggleSchedule);
  const s = { ...schedules.find(x => x.id === id) };
  s.enabled = input.checked;
  input.closest('.schedule-row').querySelector('.sch-status').textContent = s.enabled ? 'Active' : 'Paused';
  persist();
  toast(s.enabled ? 'Schedule turned on' : 'Schedule paused', 'clock');
});

function scheduleFormChanged() {
  const ok = $('#sch-device').value && $('#sch-time').value && $$('#sch-days input:checked').length;
  $('#sch-save').disabled = !ok;
}

$('#add-schedule').addEventListener('click', () => {
  const switchable = devices.filter(d => d.kind === 'light' || d.kind === 'plug');
  $('#sch-device').innerHTML = '<option value="">Choose a device</option>' + rooms.map(r => {
    const list = switchable.filter(d => d.room === r.id);
    return list.length ? `<optgroup label="${esc(r.name)}">${list.map(d => `<option value="${d.id}">${esc(d.name)}</option>`).join('')}</optgroup>` : '';
  }).join('');
  $('#sch-time').value = '';
  $('#sch-on').checked = true;
  $('#sch-days').innerHTML = DAYS.map((day, i) => `
    <input type="checkbox" class="btn-check" id="day-${i}" value="${i}" autocomplete="off">
    <label class="btn btn-outline-secondary btn-sm" for="day-${i}">${day}</label>`).join('');
  scheduleFormChanged();
  Modal.getOrCreateInstance('#schedule-modal').show();
});
$('#schedule-form').addEventListener('input', scheduleFormChanged);
$('#schedule-form').addEventListener('change', scheduleFormChanged);
$('#schedule-form').addEventListener('submit', e => {
  e.preventDefault();
  const s = {
    id: Math.max(0, ...schedules.map(x => x.id)) + 1,
    device: $('#sch-device').value,
    action: $('input[name=sch-action]:checked').value,
    time: $('#sch-time').value,
    days: $$('#sch-days input:checked').map(i => Number(i.value)),
    enabled: true,
  };
  schedules.push(s);
  persist();
  renderSchedules();
  Modal.getInstance('#schedule-modal').hide();
  toast(`Schedule saved for ${s.time}`, 'clock');
});

// ------------------------------------------------------------------------------------------ energy
let energyLoaded = false;
function renderEnergy() {
  const period = $('#energy-period').value;
  const data = ENERGY[period];
  const kwh = id => data[id] || 0;
  const roomTotal = r => devices.filter(d => d.room === r.id).reduce((s, d) => s + kwh(d.id), 0);
  const total = rooms.reduce((s, r) => s + roomTotal(r), 0);
  $('#energy-total').textContent = `${total.toFixed(1)} kWh`;
  const open = new Set($$('#energy-rooms .accordion-collapse.show').map(el => el.id));
  $('#energy-rooms').innerHTML = rooms.map(r => {
    const list = devices.filter(d => d.room === r.id && kwh(d.id));
    const id = `energy-${r.id}`;
    const shown = open.has(id);
    return `<div class="accordion-item energy-room" data-room="${esc(r.name)}">
      <h3 class="accordion-header">
        <button class="accordion-button${shown ? '' : ' collapsed'}" type="button" data-bs-toggle="collapse" data-bs-target="#${id}" aria-expanded="${shown}" aria-controls="${id}">
          <span class="flex-grow-1">${esc(r.name)}</span><span class="me-3 room-kwh">${roomTotal(r).toFixed(1)} kWh</span>
        </button>
      </h3>
      <div id="${id}" class="accordion-collapse collapse${shown ? ' show' : ''}">
        <div class="accordion-body py-2">
          <table class="table table-sm mb-0"><tbody>${list.map(d => `<tr data-device="${esc(d.name)}"><td>${esc(d.name)}</td><td class="text-end">${kwh(d.id).toFixed(1)} kWh</td></tr>`).join('')}</tbody></table>
        </div>
      </div>
    </div>`;
  }).join('');
}
$('#energy-period').addEventListener('change', renderEnergy);
$('#tab-energy').addEventListener('shown.bs.tab', () => {
  if (energyLoaded) return;
  setTimeout(() => {
    energyLoaded = true;
    renderEnergy();
    $('#energy-loading').classList.add('d-none');
    $('#energy-body').classList.remove('d-none');
  }, 800);
});

// ------------------------------------------------------------------------------------------ start
setTimeout(() => {
  renderRoomTabs();
  renderScenes();
  renderSchedules();
  renderStatus();
  $('#connecting').classList.add('d-none');
  $('#main-content').classList.remove('d-none');
  if (!localStorage.getItem(SEEN_KEY)) {
    setTimeout(() => {
      const oc = Offcanvas.getOrCreateInstance('#whats-new');
      $('#whats-new').addEventListener('hidden.bs.offcanvas', () => localStorage.setItem(SEEN_KEY, '1'), { once: true });
      oc.show();
    }, 500);
  }
}, 1300);
