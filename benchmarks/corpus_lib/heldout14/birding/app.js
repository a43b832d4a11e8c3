// Fieldnotes: a birder's log of outings, sightings, year list and life list.
// Plain ES modules over Bootstrap 5's ESM build (Popper through the import map) and Tom Select's ESM build.
import { Modal, Toast } from '../../node_modules/bootstrap/dist/js/bootstrap.esm.min.js';
import TomSelect from '../../node_modules/tom-select/dist/esm/tom-select.complete.js';
import { SPECIES, SPECIES_GROUPS, ORDER, SITES, seedOutings, seedSightings } from './data.js';

const TODAY = '2026-05-10'; // Sunday
const PAGE = 6; // outings shown at a time
const LIFE_PAGE = 25;
const STORE_KEY = 'fieldnotes.v1';
const PROMO_KEY = 'fieldnotes.bigday-answered';

const $ = (sel, root = document) => root.querySelector(sel);
const $$ = (sel, root = document) => [...root.querySelectorAll(sel)];
const esc = s => String(s).replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function fmtLong(iso) {
  const [y, m, d] = iso.split('-').map(Number);
  const wd = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${DAYS[wd]} ${d} ${MONTHS[m - 1]} ${y}`;
}
function fmtDate(iso) {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}
function fmtMinutes(n) {
  const h = Math.floor(n / 60), m = n % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m}` : `${h} h`;
}
const byNewest = (a, b) => (a.date === b.date ? b.start.localeCompare(a.start) : b.date.localeCompare(a.date));

// ------------------------------------------------------------------------------------------ state
const state = {
  outings: [],
  sightings: [],
  sites: [],
  nextOuting: 19,
  nextSighting: 1,
  shown: PAGE,
  site: '',
  expanded: new Set(),
  lifersOnly: false,
  lifeQuery: '',
  lifePage: 1,
};

function load() {
  const saved = JSON.parse(localStorage.getItem(STORE_KEY) || 'null');
  if (saved) {
    Object.assign(state, saved);
  } else {
    state.outings = seedOutings();
    state.sightings = seedSightings();
    state.sites = [...SITES];
    state.nextSighting = state.sightings.length + 1;
  }
}
function save() {
  const { outings, sightings, sites, nextOuting, nextSighting } = state;
  localStorage.setItem(STORE_KEY, JSON.stringify({ outings, sightings, sites, nextOuting, nextSighting }));
}

const sightingsOf = outingId =>
  state.sightings.filter(s => s.outingId === outingId).sort((a, b) => ORDER[a.species] - ORDER[b.species]);
const outingsNewestFirst = () => [...state.outings].sort(byNewest);

function visibleOutings() {
  const sorted = outingsNewestFirst();
  const page = sorted.slice(0, state.shown);
  return state.site ? page.filter(o => o.site === state.site) : page;
}

// the first record of every species ever seen: its life list entry
function firstRecords() {
  const first = {};
  for (const o of outingsNewestFirst()) {
    for (const s of sightingsOf(o.id)) {
      if (!first[s.species]) first[s.species] = o;
    }
  }
  return first;
}

function yearRecords(year) {
  const first = {};
  for (const o of state.outings.filter(x => x.date.startsWith(year))) {
    for (const s of sightingsOf(o.id)) {
      if (!first[s.species] || o.date < first[s.species].date) first[s.species] = o;
    }
  }
  return first;
}

// ------------------------------------------------------------------------------------------ toasts
function toast(text, kind = 'success') {
  const el = document.createElement('div');
  el.className = `toast align-items-center text-bg-${kind} border-0`;
  el.setAttribute('role', 'status');
  el.innerHTML = `<div class="d-flex"><div class="toast-body">${esc(text)}</div>
    <button type="button" class="btn-close btn-close-white me-2 m-auto" data-bs-dismiss="toast" aria-label="Close"></button></div>`;
  $('#toasts').append(el);
  el.addEventListener('hidden.bs.toast', () => el.remove());
  new Toast(el, { delay: 3500 }).show();
}

// ------------------------------------------------------------------------------------------ stats
function renderStats() {
  const years = new Set(state.sightings.filter(s => outing(s.outingId).date.startsWith('2026')).map(s => s.species));
  const life = new Set(state.sightings.map(s => s.species));
  $('#stat-year strong').textContent = years.size;
  $('#stat-life strong').textContent = life.size;
  $('#stat-month strong').textContent = state.outings.filter(o => o.date.startsWith('2026-05')).length;
}
const outing = id => state.outings.find(o => o.id === id);

// ------------------------------------------------------------------------------------------ outings
const speciesPickers = new Map();

function outingHeader(o) {
  const list = sightingsOf(o.id);
  const birds = list.reduce((n, s) => n + s.count, 0);
  return `<span class="o-date">${fmtLong(o.date)}</span><span class="mx-1">&middot;</span><span class="o-site">${esc(o.site)}</span>
    <span class="badge rounded-pill text-bg-success ms-3 o-species">${list.length} species</span>
    <span class="text-secondary small ms-2 o-birds">${birds} birds</span>`;
}

function sightingRow(s, idx) {
  return `<tr class="sighting" data-id="${s.id}" data-species="${esc(s.species)}">
    <td class="s-species">${esc(s.species)}</td>
    <td class="s-count text-end">${esc(s.count)}</td>
    <td class="s-breeding">${s.breeding ? esc(s.breeding) : '<span class="text-secondary">—</span>'}</td>
    <td class="s-notes small">${esc(s.notes || '')}</td>
    <td class="row-actions text-end text-nowrap">
      <button type="button" class="btn btn-sm btn-link p-1 edit-sighting" aria-label="Edit ${esc(s.species)}" title="Edit ${esc(s.species)}"><i class="bi bi-pencil"></i></button>
      <button type="button" class="btn btn-sm btn-link text-danger p-1 remove-sighting" data-index="${idx}" aria-label="Remove ${esc(s.species)}" title="Remove ${esc(s.species)}"><i class="bi bi-trash3"></i></button>
    </td>
  </tr>`;
}

function outingCard(o) {
  const list = sightingsOf(o.id);
  const open = state.expanded.has(o.id);
  return `<div class="accordion-item outing" data-outing="${o.id}" data-date="${o.date}">
    <div class="accordion-header d-flex align-items-center">
      <button class="accordion-button ${open ? '' : 'collapsed'}" type="button" data-bs-toggle="collapse" data-bs-target="#c-${o.id}" aria-expanded="${open}" aria-controls="c-${o.id}">
        ${outingHeader(o)}
      </button>
      <div class="dropdown px-2">
        <button class="btn btn-sm btn-light" type="button" data-bs-toggle="dropdown" aria-expanded="false" aria-label="Options for ${fmtDate(o.date)} at ${esc(o.site)}" title="Outing options"><i class="bi bi-three-dots"></i></button>
        <ul class="dropdown-menu dropdown-menu-end">
          <li><button class="dropdown-item delete-outing" type="button"><i class="bi bi-trash3 me-2"></i>Delete outing</button></li>
        </ul>
      </div>
    </div>
    <div id="c-${o.id}" class="accordion-collapse collapse ${open ? 'show' : ''}">
      <div class="accordion-body">
        <p class="o-meta text-secondary small mb-2">Started ${o.start} &middot; ${fmtMinutes(o.minutes)} &middot; party of ${o.party}</p>
        <table class="table table-sm align-middle sightings mb-3">
          <thead><tr><th>Species</th><th class="text-end">Count</th><th>Breeding evidence</th><th>Notes</th><th><span class="visually-hidden">Actions</span></th></tr></thead>
          <tbody>${list.map(sightingRow).join('') || '<tr><td colspan="5" class="text-secondary">No sightings yet.</td></tr>'}</tbody>
        </table>
        <form class="add-sighting row g-2 align-items-end" autocomplete="off">
          <div class="col-md-4">
            <label class="form-label small mb-1" for="sp-${o.id}">Species</label>
            <select id="sp-${o.id}" name="species"></select>
          </div>
          <div class="col-md-2">
            <label class="form-label small mb-1" for="ct-${o.id}">Count</label>
            <div class="input-group input-group-sm">
              <button class="btn btn-outline-secondary step" type="button" data-step="-1" aria-label="Fewer birds">−</button>
              <input class="form-control text-center" id="ct-${o.id}" name="count" type="number" min="1" value="1">
              <button class="btn btn-outline-secondary step" type="button" data-step="1" aria-label="More birds">+</button>
            </div>
          </div>
          <div class="col-md-2">
            <label class="form-label small mb-1" for="br-${o.id}">Breeding evidence</label>
            <select class="form-select form-select-sm" id="br-${o.id}" name="breeding">${breedingOptions('')}</select>
          </div>
          <div class="col-md-3">
            <label class="form-label small mb-1" for="nt-${o.id}">Notes</label>
            <input class="form-control form-control-sm" id="nt-${o.id}" name="notes" type="text">
          </div>
          <div class="col-md-1 d-grid">
            <button class="btn btn-sm btn-success add-btn" type="submit" disabled>Add</button>
          </div>
        </form>
      </div>
    </div>
  </div>`;
}

const BREEDING = ['Singing male', 'Pair in suitable habitat', 'Nest building', 'Carrying food', 'Recently fledged young'];
function breedingOptions(current) {
  return ['<option value="">None</option>', ...BREEDING.map(b => `<option${b === current ? ' selected' : ''}>${b}</option>`)].join('');
}

function setupPicker(o) {
  const form = $(`.outing[data-outing="${o.id}"] form.add-sighting`);
  if (!form || speciesPickers.has(o.id)) return;
  const ts = new TomSelect(form.species, {
    options: SPECIES.map(s => ({ value: s.name, text: s.name, group: s.group })),
    optgroups: SPECIES_GROUPS.map(([g]) => ({ value: g, label: g })),
    optgroupField: 'group',
    placeholder: 'Type a species…',
    dropdownParent: 'body',
    onChange: v => { form.querySelector('.add-btn').disabled = !v; },
  });
  speciesPickers.set(o.id, ts);
}

function renderOutings() {
  for (const ts of speciesPickers.values()) ts.destroy();
  speciesPickers.clear();
  const rows = visibleOutings();
  $('#outings').innerHTML = rows.map(outingCard).join('') ||
    '<p class="text-secondary p-3 mb-0">No outings to show.</p>';
  for (const o of rows) if (state.expanded.has(o.id)) setupPicker(o);
  $('#more-outings').hidden = rows.length < state.shown;
  $('#outing-count').textContent = state.site ? `${rows.length} outing${rows.length === 1 ? '' : 's'} at ${state.site}` : `${state.outings.length} outings`;
  renderStats();
}

function sightingFromForm(f) {
  return {
    species: f.species.value,
    count: f.count.value,
    notes: f.notes.value.trim(),
  };
}

// ------------------------------------------------------------------------------------------ lists
function renderYearList() {
  const first = yearRecords('2026');
  const life = firstRecords();
  let names = Object.keys(first).sort((a, b) => ORDER[a] - ORDER[b]);
  const lifers = names.filter(n => life[n] && life[n].date.startsWith('2026'));
  if (state.lifersOnly) names = lifers;
  $('#year-count').textContent = state.lifersOnly
    ? `${names.length} lifer${names.length === 1 ? '' : 's'} in 2026`
    : `${names.length} species in 2026, ${lifers.length} of them new`;
  $('#year-body').innerHTML = names.map(n => `<tr class="year-row" data-species="${esc(n)}">
      <td>${esc(n)} ${lifers.includes(n) ? '<span class="badge text-bg-warning ms-1">Lifer</span>' : ''}</td>
      <td>${fmtDate(first[n].date)}</td><td>${esc(first[n].site)}</td></tr>`).join('');
}

function renderLifeList() {
  const first = firstRecords();
  const counts = {};
  for (const s of state.sightings) counts[s.species] = (counts[s.species] || 0) + 1;
  const q = state.lifeQuery.trim().toLowerCase();
  const names = Object.keys(first).filter(n => !q || n.toLowerCase().includes(q)).sort((a, b) => ORDER[a] - ORDER[b]);
  const pages = Math.max(1, Math.ceil(names.length / LIFE_PAGE));
  state.lifePage = Math.min(state.lifePage, pages);
  const start = (state.lifePage - 1) * LIFE_PAGE;
  $('#life-count').textContent = `${names.length} species` + (names.length > LIFE_PAGE ? ` · showing ${start + 1}–${Math.min(names.length, start + LIFE_PAGE)}` : '');
  $('#life-body').innerHTML = names.slice(start, start + LIFE_PAGE).map(n => `<tr class="life-row" data-species="${esc(n)}">
      <td>${esc(n)}</td><td class="l-first">${fmtDate(first[n].date)}</td><td class="l-site">${esc(first[n].site)}</td><td class="text-end">${counts[n]}</td></tr>`).join('');
  $('#life-pages').innerHTML = pages <= 1 ? '' : Array.from({ length: pages }, (_, i) => i + 1).map(p =>
    `<li class="page-item ${p === state.lifePage ? 'active' : ''}"><button class="page-link" type="button" data-page="${p}" aria-label="Life list page ${p}">${p}</button></li>`).join('');
}

// ------------------------------------------------------------------------------------------ events
function wireOutings() {
  const list = $('#outings');
  list.addEventListener('shown.bs.collapse', e => {
    const id = e.target.id.slice(2);
    state.expanded.add(id);
    setupPicker(outing(id));
  });
  list.addEventListener('hidden.bs.collapse', e => state.expanded.delete(e.target.id.slice(2)));

  list.addEventListener('click', e => {
    const step = e.target.closest('.step');
    if (step) {
      const input = step.closest('.input-group').querySelector('input');
      input.value = Math.max(1, Number(input.value || 1) + Number(step.dataset.step));
      return;
    }
    const card = e.target.closest('.outing');
    if (!card) return;
    const o = outing(card.dataset.outing);
    if (e.target.closest('.edit-sighting')) {
      openEditSighting(e.target.closest('.sighting').dataset.id);
    } else if (e.target.closest('.remove-sighting')) {
      const row = e.target.closest('.sighting');
      const btn = e.target.closest('.remove-sighting');
      askConfirm({
        title: `Remove ${row.dataset.species}?`,
        body: `Remove ${row.dataset.species} from ${fmtLong(o.date)} at ${o.site}?`,
        button: 'Remove',
        run: () => {
          state.sightings.splice(Number(btn.dataset.index), 1);
          save();
          renderOutings();
          toast(`${row.dataset.species} removed`, 'secondary');
        },
      });
    } else if (e.target.closest('.delete-outing')) {
      const n = sightingsOf(o.id).length;
      askConfirm({
        title: 'Delete this outing?',
        body: `${fmtLong(o.date)} at ${o.site} and its ${n} sighting${n === 1 ? '' : 's'} will be deleted.`,
        button: 'Delete outing',
        run: () => {
          state.outings = state.outings.filter(x => x.id !== o.id);
          state.sightings = state.sightings.filter(s => s.outingId !== o.id);
          save();
          renderOutings();
          toast('Outing deleted', 'secondary');
        },
      });
    }
  });

  list.addEventListener('submit', e => {
    e.preventDefault();
    const form = e.target;
    const o = outing(form.closest('.outing').dataset.outing);
    if (!form.species.value || Number(form.count.value) < 1) return;
    const already = sightingsOf(o.id).some(s => s.species === form.species.value);
    if (already) {
      toast(`${form.species.value} is already on this outing — edit its count instead`, 'warning');
      return;
    }
    const s = { id: `s${state.nextSighting++}`, outingId: o.id, ...sightingFromForm(form) };
    const isNewForYear = o.date.startsWith('2026') && !state.sightings.some(x => x.species === s.species && outing(x.outingId).date.startsWith('2026'));
    state.sightings.push(s);
    save();
    renderOutings();
    toast(`${s.species} added${isNewForYear ? ' — new for your 2026 list!' : ''}`);
  });

  $('#more-outings').addEventListener('click', () => { state.shown += PAGE; renderOutings(); });
  $('#site-filter').addEventListener('change', e => {
    state.site = e.target.value;
    state.shown = PAGE;
    renderOutings();
  });
}

// confirm dialog
let pendingConfirm = null;
function askConfirm(opts) {
  pendingConfirm = opts;
  $('#confirm-title').textContent = opts.title;
  $('#confirm-body').textContent = opts.body;
  $('#confirm-go').textContent = opts.button;
  Modal.getOrCreateInstance('#confirmModal').show();
}

// edit sighting
let editing = null;
function openEditSighting(id) {
  editing = state.sightings.find(s => s.id === id);
  const f = $('#sighting-form');
  $('#edit-title').textContent = `Edit ${editing.species}`;
  f.species.value = editing.species;
  f.count.value = editing.count;
  f.breeding.innerHTML = breedingOptions(editing.breeding);
  f.notes.value = editing.notes || '';
  Modal.getOrCreateInstance('#sightingModal').show();
}

// new outing
let sitePicker = null;
function openNewOuting() {
  const f = $('#outing-form');
  f.reset();
  f.date.value = TODAY;
  sitePicker.clear(true);
  $('#save-outing').disabled = true;
  Modal.getOrCreateInstance('#outingModal').show();
}

function wireModals() {
  $('#confirm-go').addEventListener('click', () => {
    const run = pendingConfirm && pendingConfirm.run;
    pendingConfirm = null;
    Modal.getInstance('#confirmModal').hide();
    if (run) run();
  });

  $('#sighting-form').addEventListener('submit', e => {
    e.preventDefault();
    const f = e.target;
    if (Number(f.count.value) < 1) return;
    Object.assign(editing, sightingFromForm(f));
    save();
    Modal.getInstance('#sightingModal').hide();
    renderOutings();
    toast(`${editing.species} updated`);
  });

  sitePicker = new TomSelect('#outing-site', {
    options: state.sites.map(s => ({ value: s, text: s })),
    create: true,
    placeholder: 'Choose or type a new site…',
    dropdownParent: 'body',
    onChange: v => { $('#save-outing').disabled = !v; },
  });

  $('#outing-form').addEventListener('submit', e => {
    e.preventDefault();
    const f = e.target;
    const site = sitePicker.getValue();
    if (!site || !f.date.value || f.date.value > TODAY) return;
    const btn = $('#save-outing');
    btn.disabled = true;
    btn.innerHTML = '<span class="spinner-border spinner-border-sm me-1"></span>Saving…';
    setTimeout(() => {
      const o = {
        id: `o${state.nextOuting++}`, date: f.date.value, site, start: f.start.value || '—',
        minutes: Number(f.duration.value), party: Math.max(1, Number(f.party.value) || 1),
      };
      state.outings.push(o);
      if (!state.sites.includes(site)) state.sites.push(site);
      state.expanded.add(o.id);
      save();
      btn.textContent = 'Save outing';
      Modal.getInstance('#outingModal').hide();
      state.site = '';
      $('#site-filter').value = '';
      rebuildSiteFilter();
      renderOutings();
      toast(`Outing at ${site} started — add your sightings`);
    }, 600);
  });

  $('#new-outing').addEventListener('click', openNewOuting);

  // promotion, once
  if (!localStorage.getItem(PROMO_KEY)) {
    setTimeout(() => Modal.getOrCreateInstance('#promo').show(), 1400);
    for (const b of $$('#promo [data-answer]')) {
      b.addEventListener('click', () => {
        localStorage.setItem(PROMO_KEY, b.dataset.answer);
        Modal.getInstance('#promo').hide();
        if (b.dataset.answer === 'join') toast('You are in! Big Day is Saturday 16 May.', 'primary');
      });
    }
  }
}

function rebuildSiteFilter() {
  const sel = $('#site-filter');
  sel.innerHTML = '<option value="">All sites</option>' +
    [...state.sites].sort().map(s => `<option${s === state.site ? ' selected' : ''}>${esc(s)}</option>`).join('');
}

function wireLists() {
  $('#tab-year').addEventListener('shown.bs.tab', renderYearList);
  $('#tab-life').addEventListener('shown.bs.tab', renderLifeList);
  $('#lifers-only').addEventListener('change', e => { state.lifersOnly = e.target.checked; renderYearList(); });
  $('#life-search').addEventListener('input', e => { state.lifeQuery = e.target.value; state.lifePage = 1; renderLifeList(); });
  $('#life-pages').addEventListener('click', e => {
    const b = e.target.closest('[data-page]');
    if (b) { state.lifePage = Number(b.dataset.page); renderLifeList(); }
  });
}

// ------------------------------------------------------------------------------------------ start
load();
setTimeout(() => {
  $('#loading').remove();
  $('#main').hidden = false;
  rebuildSiteFilter();
  wireOutings();
  wireModals();
  wireLists();
  renderOutings();
}, 900);
