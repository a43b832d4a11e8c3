// Intake: log a sample as it arrives at the front desk.
import { store, CLIENTS, TESTS, UNITS, TODAY, fmtDate, addDays, addWorkingDays, slotName } from './store.js';
import { esc, toast, tomSelect, busy } from './ui.js';

let clientTs, testsTs, slotTs;
const form = () => document.getElementById('intake-form');

function dueDate(urgent) {
  return urgent ? addDays(TODAY, 2) : addWorkingDays(TODAY, 5);
}

function values() {
  const f = form();
  return {
    client: clientTs.getValue(),
    matrix: f.querySelector('input[name=matrix]:checked')?.value || '',
    point: f.querySelector('#point').value.trim(),
    sampledOn: f.querySelector('#sampled-on').value,
    sampledTime: f.querySelector('#sampled-time').value,
    tests: testsTs.getValue(),
    containers: Number(f.querySelector('#containers').value),
    temp: f.querySelector('#temp').value,
    onIce: f.querySelector('#on-ice').checked,
    urgent: f.querySelector('#tat-urgent').checked,
    location: slotTs.getValue(),
  };
}

function refresh() {
  const v = values();
  const ok = v.client && v.matrix && v.tests.length && v.sampledOn && v.sampledOn <= TODAY && v.location;
  document.getElementById('log-btn').disabled = !ok;
  document.getElementById('due-text').textContent = fmtDate(dueDate(v.urgent));
  document.getElementById('next-id').textContent = store.nextId();
  const warm = v.temp !== '' && Number(v.temp) > 8;
  document.getElementById('temp-warning').hidden = !warm;
}

function fillTests(matrix) {
  testsTs.clear(true);
  testsTs.clearOptions();
  for (const [id, t] of Object.entries(TESTS)) if (t.matrix.includes(matrix)) testsTs.addOption({ value: id, text: t.name });
  testsTs.refreshOptions(false);
  testsTs.enable();
}

function fillSlots() {
  slotTs.clear(true);
  slotTs.clearOptions();
  slotTs.clearOptionGroups();
  for (const [code, name] of Object.entries(UNITS)) slotTs.addOptionGroup(code, { label: name });
  for (const slot of store.freeSlots()) slotTs.addOption({ value: slot, text: slotName(slot), unit: slot.slice(0, 2) });
  slotTs.refreshOptions(false);
}

export function renderIntake(root) {
  root.innerHTML = `
  <form id="intake-form" class="row g-4" novalidate autocomplete="off">
    <div class="col-lg-8">
      <div class="card"><div class="card-body">
        <h2 class="h5 mb-3">Log a sample</h2>
        <div class="row g-3">
          <div class="col-md-7">
            <label class="form-label" for="client">Client</label>
            <select id="client" placeholder="Search clients…">
              <option value=""></option>
              ${Object.entries(CLIENTS).map(([id, c]) => `<option value="${id}">${esc(c.name)}</option>`).join('')}
            </select>
          </div>
          <div class="col-md-5">
            <div class="form-label" id="matrix-label">Sample type</div>
            <div class="btn-group" role="group" aria-labelledby="matrix-label">
              <input type="radio" class="btn-check" name="matrix" id="matrix-water" value="water">
              <label class="btn btn-outline-primary" for="matrix-water"><i class="bi bi-droplet"></i> Water</label>
              <input type="radio" class="btn-check" name="matrix" id="matrix-soil" value="soil">
              <label class="btn btn-outline-primary" for="matrix-soil"><i class="bi bi-bucket"></i> Soil</label>
            </div>
          </div>
          <div class="col-12">
            <label class="form-label" for="point">Sampling point</label>
            <input id="point" class="form-control" placeholder="e.g. Borehole 2, kitchen tap">
          </div>
          <div class="col-md-4">
            <label class="form-label" for="sampled-on">Sampled on</label>
            <input id="sampled-on" type="date" class="form-control" max="${TODAY}">
          </div>
          <div class="col-md-3">
            <label class="form-label" for="sampled-time">At</label>
            <input id="sampled-time" type="time" class="form-control">
          </div>
          <div class="col-md-5">
            <label class="form-label" for="containers">Containers</label>
            <div class="input-group" style="max-width:10rem">
              <button class="btn btn-outline-secondary" type="button" data-step="-1" aria-label="Fewer containers"><i class="bi bi-dash"></i></button>
              <input id="containers" class="form-control text-center" value="1" readonly>
              <button class="btn btn-outline-secondary" type="button" data-step="1" aria-label="More containers"><i class="bi bi-plus"></i></button>
            </div>
          </div>
          <div class="col-12">
            <label class="form-label" for="tests">Tests requested</label>
            <select id="tests" multiple placeholder="Choose the sample type first"></select>
          </div>
          <div class="col-md-4">
            <label class="form-label" for="temp">Temperature on arrival (°C)</label>
            <input id="temp" type="number" step="0.1" class="form-control">
            <div id="temp-warning" class="form-text text-danger" hidden>Above 8 °C: note it on the custody form.</div>
          </div>
          <div class="col-md-4 d-flex align-items-end">
            <div class="form-check form-switch mb-2">
              <input class="form-check-input" type="checkbox" role="switch" id="on-ice">
              <label class="form-check-label" for="on-ice">Arrived on ice</label>
            </div>
          </div>
          <div class="col-md-4">
            <label class="form-label" for="store-in">Store in</label>
            <select id="store-in" placeholder="Choose a free position"></select>
          </div>
          <div class="col-12">
            <div class="form-label">Turnaround</div>
            <div class="form-check form-check-inline">
              <input class="form-check-input" type="radio" name="tat" id="tat-standard" value="standard" checked>
              <label class="form-check-label" for="tat-standard">Standard (5 working days)</label>
            </div>
            <div class="form-check form-check-inline">
              <input class="form-check-input" type="radio" name="tat" id="tat-urgent" value="urgent">
              <label class="form-check-label" for="tat-urgent">Urgent (2 working days, +50%)</label>
            </div>
          </div>
        </div>
      </div></div>
    </div>
    <div class="col-lg-4">
      <div class="card sticky-top" style="top:1rem"><div class="card-body">
        <h2 class="h6 text-muted">Label preview</h2>
        <p class="fs-4 fw-semibold mb-1" id="next-id"></p>
        <p class="mb-3">Report due <strong id="due-text"></strong></p>
        <div class="d-flex gap-2 justify-content-end">
          <button type="reset" class="btn btn-outline-secondary">Clear</button>
          <button type="button" class="btn btn-primary" id="log-btn" disabled>Log sample</button>
        </div>
      </div></div>
    </div>
  </form>`;

  clientTs = tomSelect('#client', { onChange: refresh });
  testsTs = tomSelect('#tests', { plugins: ['remove_button'], onChange: refresh });
  testsTs.disable();
  slotTs = tomSelect('#store-in', { optgroupField: 'unit', lockOptgroupOrder: true, onChange: refresh });
  slotTs.disable();
  fillSlots();

  const f = form();
  f.addEventListener('change', e => {
    if (e.target.name === 'matrix') {
      fillTests(e.target.value);
      slotTs.enable();
    }
    refresh();
  });
  f.addEventListener('input', refresh);
  f.addEventListener('click', e => {
    const b = e.target.closest('[data-step]');
    if (!b) return;
    const input = f.querySelector('#containers');
    input.value = Math.min(12, Math.max(1, Number(input.value) + Number(b.dataset.step)));
    refresh();
  });
  f.addEventListener('reset', () =>
    setTimeout(() => {
      clientTs.clear(true);
      testsTs.clear(true);
      testsTs.disable();
      slotTs.clear(true);
      slotTs.disable();
      refresh();
    })
  );
  document.getElementById('log-btn').addEventListener('click', e => {
    const btn = e.currentTarget;
    const v = values();
    busy(btn, true, 'Logging…');
    setTimeout(() => {
      const s = store.logSample({
        client: v.client,
        matrix: v.matrix,
        point: v.point,
        sampledAt: v.sampledOn + (v.sampledTime ? 'T' + v.sampledTime : ''),
        tests: v.tests,
        containers: v.containers,
        temp: v.temp === '' ? null : Number(v.temp),
        onIce: v.onIce,
        urgent: v.urgent,
        due: dueDate(v.urgent),
        location: v.location,
      });
      busy(btn, false);
      toast(`<strong>${s.id}</strong> logged · label sent to the printer · due ${fmtDate(s.due)}`);
      f.reset();
      fillSlots();
    }, 700);
  });
  refresh();
}
