// Results: pick a test, type in the results for the samples waiting for it, save them in one go.
import { store, CLIENTS, TESTS, fmtDate } from './store.js';
import { esc, toast, tomSelect, busy } from './ui.js';

let root;
let testTs;
let current = '';

function waiting(testId) {
  return store.samples
    .filter(s => !s.disposed && !s.reported && s.tests.includes(testId) && !s.sentOut[testId])
    .filter(s => s.results[testId] === undefined || s.results[testId] === null)
    .sort((a, b) => a.id.localeCompare(b.id));
}

function limitText(t) {
  if (t.min !== undefined && t.max !== undefined) return `${t.min} to ${t.max}`;
  if (t.max !== undefined) return `at most ${t.max} ${t.unit}`;
  return 'no limit';
}

function renderTable() {
  const box = root.querySelector('#results-box');
  if (!current) {
    box.innerHTML = '<p class="text-muted">Choose a test to see the samples waiting for it.</p>';
    return;
  }
  const t = TESTS[current];
  const list = waiting(current);
  box.innerHTML = `
    <p class="small text-muted mb-2">${list.length} sample${list.length === 1 ? '' : 's'} waiting · limit ${esc(limitText(t))}</p>
    <div class="results-scroll border rounded bg-white" id="results-scroll">
      <table class="table table-sm align-middle mb-0" id="results-table">
        <thead class="table-light sticky-top"><tr><th>Sample</th><th>Client</th><th>Sampling point</th><th>Sampled</th><th style="width:11rem">${esc(t.name)}${t.unit ? ' (' + esc(t.unit) + ')' : ''}</th></tr></thead>
        <tbody>
          ${list
            .map(
              s => `<tr data-id="${s.id}">
                <td class="fw-semibold">${s.id}</td><td>${esc(CLIENTS[s.client].name)}</td><td>${esc(s.point)}</td><td>${fmtDate(s.sampledAt)}</td>
                <td><input type="number" step="any" min="0" class="form-control form-control-sm result-input" data-id="${s.id}"
                      ${t.min !== undefined ? `data-min="${t.min}"` : ''} ${t.max !== undefined ? `data-max="${t.max}"` : ''}
                      aria-label="${esc(t.name)} for ${s.id}"></td>
              </tr>`
            )
            .join('') || '<tr><td colspan="5" class="text-muted">Nothing is waiting for this test.</td></tr>'}
        </tbody>
      </table>
    </div>
    <div class="d-flex justify-content-end mt-3">
      <button type="button" class="btn btn-primary" id="save-results" disabled>Save results</button>
    </div>`;
}

function filled() {
  return [...root.querySelectorAll('.result-input')].filter(i => i.value.trim() !== '');
}

export function initResults(el) {
  root = el;
  root.innerHTML = `
    <div class="row g-3 align-items-end mb-3">
      <div class="col-md-5">
        <label class="form-label" for="result-test">Test</label>
        <select id="result-test" placeholder="Choose a test"><option value=""></option>
          ${Object.entries(TESTS).map(([id, t]) => `<option value="${id}">${t.name}</option>`).join('')}
        </select>
      </div>
      <div class="col-md-7 small text-muted">Results are typed in the units shown. Anything over its limit is flagged for review before the report goes out.</div>
    </div>
    <div id="results-box"></div>`;
  testTs = tomSelect('#result-test', {
    onChange: v => {
      current = v;
      renderTable();
    },
  });
  renderTable();
  root.addEventListener('input', e => {
    if (!e.target.classList.contains('result-input')) return;
    const n = filled().length;
    const btn = root.querySelector('#save-results');
    btn.disabled = n === 0;
    btn.textContent = n ? `Save ${n} result${n > 1 ? 's' : ''}` : 'Save results';
  });
  root.addEventListener('click', e => {
    const btn = e.target.closest('#save-results');
    if (!btn) return;
    const inputs = filled();
    busy(btn, true);
    setTimeout(() => {
      const n = store.saveResults(current, inputs);
      toast(`${n} ${TESTS[current].name} result${n > 1 ? 's' : ''} saved`);
      renderTable();
    }, 700);
  });
  store.addEventListener('change', () => {
    if (!root.querySelector('.result-input:focus')) renderTable();
  });
}
