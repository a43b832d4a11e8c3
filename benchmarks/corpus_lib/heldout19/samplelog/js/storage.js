// Storage: the cold-store map. Click a position to see what is in it and act on the sample.
import { store, CLIENTS, UNITS, RACKS, POSITIONS, STATUS, statusOf, slotName } from './store.js';
import { esc } from './ui.js';
import { sampleAction } from './samples.js';

let root;
let picked = null;

function panel() {
  if (!picked) return '<p class="text-muted small mb-0">Click a position to see the sample in it.</p>';
  const id = store.slots[picked];
  if (!id) return `<h3 class="h6">${slotName(picked)}</h3><p class="text-muted small mb-0">Free.</p>`;
  const s = store.sample(id);
  return `<h3 class="h6">${slotName(picked)}</h3>
    <p class="mb-1 fw-semibold">${s.id}</p>
    <p class="small mb-1">${esc(CLIENTS[s.client].name)} · ${esc(s.point)}</p>
    <p class="small mb-3"><span class="badge ${STATUS[statusOf(s)].badge}">${STATUS[statusOf(s)].label}</span> · ${s.matrix}</p>
    <div class="d-flex flex-wrap gap-2">
      <button class="btn btn-sm btn-outline-secondary" data-act="details" data-id="${s.id}">Details</button>
      <button class="btn btn-sm btn-outline-secondary" data-act="move" data-id="${s.id}">Move…</button>
      <button class="btn btn-sm btn-outline-danger" data-act="dispose" data-id="${s.id}">Dispose…</button>
    </div>`;
}

export function renderStorage(el) {
  root = el || root;
  const units = Object.entries(UNITS)
    .map(
      ([code, name]) => `<div class="col-md-4"><div class="card"><div class="card-body">
        <h3 class="h6">${name}</h3>
        ${[...RACKS]
          .map(
            r => `<div class="d-flex align-items-center gap-1 mb-1"><span class="rack-letter">${r}</span>
              ${Array.from({ length: POSITIONS }, (_, i) => {
                const slot = `${code}-${r}${i + 1}`;
                const id = store.slots[slot];
                return `<button type="button" class="slot ${id ? 'full' : ''} ${picked === slot ? 'picked' : ''}" data-slot="${slot}"
                  aria-label="${name} ${r}${i + 1}${id ? ': ' + id : ', free'}" title="${id ? id : 'Free'}">${i + 1}</button>`;
              }).join('')}
            </div>`
          )
          .join('')}
      </div></div></div>`
    )
    .join('');
  root.innerHTML = `<div class="row g-3">
      <div class="col-lg-9"><div class="row g-3">${units}</div>
        <p class="small text-muted mt-2"><span class="slot full d-inline-block"></span> occupied · <span class="slot d-inline-block"></span> free</p></div>
      <div class="col-lg-3"><div class="card"><div class="card-body" id="slot-panel">${panel()}</div></div></div>
    </div>`;
}

export function initStorage(el) {
  root = el;
  renderStorage(el);
  el.addEventListener('click', e => {
    const b = e.target.closest('[data-slot]');
    if (b) {
      picked = b.dataset.slot;
      renderStorage();
      return;
    }
    const a = e.target.closest('[data-act]');
    if (a) sampleAction(a.dataset.act, a.dataset.id);
  });
  store.addEventListener('change', () => renderStorage());
}
