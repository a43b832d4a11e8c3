// Second Chance Shelter: adoption listings, visits and applications.
// "Today" is pinned so the page looks the same every day.
const TODAY = '2025-04-12'; // Saturday
const PAGE = 8;
const CLOSED_DAYS = [0, 6]; // the shelter's closed days (0 = Sunday … 6 = Saturday)
const SAVED_KEY = 'scs.saved';
const VISITS_KEY = 'scs.visits';
const APPS_KEY = 'scs.applications';
const NEWS_KEY = 'scs.newsletter';

const PETS = [
  { id: 'rex', name: 'Rex', species: 'dog', breed: 'German Shepherd mix', age: 4, sex: 'Male', kids: true, bg: '#f3e3d3' },
  { id: 'luna', name: 'Luna', species: 'cat', breed: 'Domestic shorthair', age: 2, sex: 'Female', kids: true, bg: '#e4e9f5' },
  { id: 'bruno', name: 'Bruno', species: 'dog', breed: 'Boxer', age: 8, sex: 'Male', kids: true, bg: '#f5e6c8' },
  { id: 'mochi', name: 'Mochi', species: 'cat', breed: 'Ragdoll', age: 1, sex: 'Female', kids: true, bg: '#efe4f4' },
  { id: 'thumper', name: 'Thumper', species: 'rabbit', breed: 'Holland Lop', age: 3, sex: 'Male', kids: true, bg: '#e3f2e1' },
  { id: 'daisy', name: 'Daisy', species: 'dog', breed: 'Beagle', age: 6, sex: 'Female', kids: true, bg: '#f7ecd9' },
  { id: 'shadow', name: 'Shadow', species: 'cat', breed: 'Bombay', age: 5, sex: 'Male', kids: false, bg: '#e0e0e0' },
  { id: 'hazel', name: 'Hazel', species: 'small', breed: 'Guinea pig', age: 1, sex: 'Female', kids: true, bg: '#f6efdc' },
  { id: 'milo', name: 'Milo', species: 'dog', breed: 'Jack Russell Terrier', age: 3, sex: 'Male', kids: false, bg: '#f3e3d3' },
  { id: 'pepper', name: 'Pepper', species: 'cat', breed: 'Tabby', age: 4, sex: 'Female', kids: true, bg: '#f4e8dc' },
  { id: 'clover', name: 'Clover', species: 'rabbit', breed: 'Lionhead', age: 2, sex: 'Female', kids: true, bg: '#e3f2e1' },
  { id: 'biscuit', name: 'Biscuit', species: 'dog', breed: 'Cocker Spaniel', age: 7, sex: 'Male', kids: true, bg: '#f5e6c8' },
  { id: 'ginger', name: 'Ginger', species: 'cat', breed: 'Maine Coon', age: 10, sex: 'Male', kids: false, bg: '#f8e1cc' },
  { id: 'oscar', name: 'Oscar', species: 'dog', breed: 'Greyhound', age: 9, sex: 'Male', kids: true, bg: '#e8e4f0' },
];
const SPECIES = { dog: 'Dog', cat: 'Cat', rabbit: 'Rabbit', small: 'Small animal' };
const byId = id => PETS.find(p => p.id === id);

const BASE_FEE = { dog: 150, cat: 90, rabbit: 40, small: 40 };
function adoptionFee(pet) {
  const base = BASE_FEE[pet.species];
  return pet.age > 8 ? base / 2 : base; // seniors are half price
}

// ------------------------------------------------------------------ dates
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function parseISO(s) { const [y, m, d] = s.split('-').map(Number); return new Date(y, m - 1, d); }
function dayOf(s) { return parseISO(s).getDay(); }
function fmtDate(s) { const d = parseISO(s); return `${DAYS[d.getDay()]} ${d.getDate()} ${MONTHS[d.getMonth()]}`; }

// ------------------------------------------------------------------ storage
function loadJSON(key, fallback) {
  try { const v = JSON.parse(localStorage.getItem(key)); return v ?? fallback; } catch { return fallback; }
}
function loadSaved() {
  const raw = loadJSON(SAVED_KEY, []);
  return new Set(Array.isArray(raw) ? raw : []); // older versions stored an object here
}
let saved = loadSaved();
let visits = loadJSON(VISITS_KEY, [
  { ref: 'V-1041', petId: 'daisy', pet: 'Daisy', date: '2025-04-17', time: '14:00' },
  { ref: 'V-1042', petId: 'shadow', pet: 'Shadow', date: '2025-04-15', time: '10:00' },
]);
let apps = loadJSON(APPS_KEY, []);
function saveFavourites() { localStorage.setItem(SAVED_KEY, JSON.stringify(saved)); }
function saveVisits() { localStorage.setItem(VISITS_KEY, JSON.stringify(visits)); }
function saveApps() { localStorage.setItem(APPS_KEY, JSON.stringify(apps)); }

// ------------------------------------------------------------------ helpers
const $ = s => document.querySelector(s);
const esc = s => String(s).replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
const wait = ms => new Promise(r => setTimeout(r, ms));

function toast(message, variant = 'primary', icon = 'info-circle') {
  const alert = Object.assign(document.createElement('sl-alert'), {
    variant, closable: true, duration: 3000,
    innerHTML: `<sl-icon slot="icon" name="${icon}"></sl-icon>${esc(message)}`,
  });
  document.body.append(alert);
  return alert.toast();
}

// ------------------------------------------------------------------ listings
let filtered = [];
let shown = 0;
let loaded = false;

function cardHtml(p) {
  const isSaved = saved.has(p.id);
  return `
  <sl-card class="pet-card" data-id="${p.id}">
    <div slot="image" class="pet-photo" style="background:${p.bg}"><span class="initial">${esc(p.name[0])}</span><span class="species">${SPECIES[p.species]}</span></div>
    <div class="pet-head">
      <strong class="pet-name">${esc(p.name)}</strong>
      <sl-icon-button class="heart" name="${isSaved ? 'heart-fill' : 'heart'}" label="Save ${esc(p.name)}" data-id="${p.id}"></sl-icon-button>
    </div>
    <div class="pet-meta">${esc(p.breed)} · ${p.age} ${p.age === 1 ? 'year' : 'years'} · ${p.sex}</div>
    ${p.kids ? '<sl-tag size="small" variant="success" pill>Child-friendly</sl-tag>' : '<sl-tag size="small" pill>Adults only</sl-tag>'}
    <div slot="footer" class="pet-actions">
      <sl-button size="small" data-action="visit" data-id="${p.id}">Book a visit</sl-button>
      <sl-button size="small" variant="primary" data-action="adopt" data-id="${p.id}">Adopt</sl-button>
    </div>
  </sl-card>`;
}

function applyFilters() {
  const species = $('#species').value || 'all';
  const kids = $('#kids').checked;
  filtered = PETS.filter(p => (species === 'all' || p.species === species) && (!kids || p.kids));
  shown = 0;
  const box = $('#pets');
  if (!filtered.length) {
    box.innerHTML = '<div class="empty">No animals match your filters right now. Check back soon!</div>';
  } else {
    box.innerHTML = '<div class="grid" id="grid"></div>';
    appendPage();
  }
  updateCount();
}

function appendPage() {
  const batch = filtered.slice(shown, shown + PAGE);
  $('#grid').insertAdjacentHTML('beforeend', batch.map(cardHtml).join(''));
  shown += batch.length;
  updateCount();
}

function updateCount() {
  $('#count').textContent = `Showing ${shown} of ${filtered.length} ${filtered.length === 1 ? 'animal' : 'animals'}`;
  $('#more').style.display = shown >= filtered.length ? 'none' : '';
}

function refreshHearts() {
  document.querySelectorAll('.heart').forEach(h => { h.name = saved.has(h.dataset.id) ? 'heart-fill' : 'heart'; });
  $('#saved-count').textContent = String(saved.size);
  renderSaved();
}

function toggleSave(id) {
  const pet = byId(id);
  if (saved.has(id)) { saved.delete(id); toast(`${pet.name} removed from your saved animals`); }
  else { saved.add(id); toast(`${pet.name} saved`, 'success', 'heart-fill'); }
  saveFavourites();
  refreshHearts();
}

function renderSaved() {
  const list = [...saved].map(byId).filter(Boolean);
  $('#saved-list').innerHTML = list.length
    ? list.map(p => `<div class="row saved-row" data-id="${p.id}"><span class="who saved-name">${esc(p.name)}</span>
        <span>${esc(p.breed)}</span><sl-button size="small" class="ref" data-unsave="${p.id}">Remove</sl-button></div>`).join('')
    : '<div class="empty">No saved animals yet. Tap the heart on an animal to keep it here.</div>';
}

// ------------------------------------------------------------------ visits
let visitMode = 'new'; // 'new' | 'reschedule'
let visitPet = null;
let visitRef = null;

function sortedVisits() { return [...visits].sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time)); }

function renderVisits() {
  const list = sortedVisits();
  $('#visit-list').innerHTML = list.length
    ? list.map((v, i) => `
      <div class="row visit-row" data-ref="${v.ref}" data-pet="${esc(v.pet)}">
        <span class="who">${esc(v.pet)}</span>
        <span class="when">${fmtDate(v.date)} · ${v.time}</span>
        <span class="ref">Ref ${v.ref}</span>
        <sl-dropdown placement="bottom-end">
          <sl-icon-button slot="trigger" name="three-dots" label="Options for ${esc(v.pet)}'s visit"></sl-icon-button>
          <sl-menu data-ref="${v.ref}">
            <sl-menu-item value="reschedule">Reschedule</sl-menu-item>
            <sl-menu-item value="cancel">Cancel visit</sl-menu-item>
          </sl-menu>
        </sl-dropdown>
      </div>`).join('')
    : '<div class="empty">No visits booked.</div>';
}

function validateVisit(date, time) {
  if (!date || !time) return 'Choose a date and a time.';
  if (date < TODAY) return 'That date has already passed.';
  if (CLOSED_DAYS.includes(dayOf(date))) return "We're closed on that day. Please pick another date.";
  return '';
}

function openVisitDialog(mode, pet, ref) {
  visitMode = mode; visitPet = pet; visitRef = ref;
  const dlg = $('#visit-dlg');
  dlg.label = mode === 'new' ? `Book a visit with ${pet.name}` : `Reschedule your visit with ${pet.name}`;
  $('#visit-intro').innerHTML = mode === 'new'
    ? `Come and meet <strong>${esc(pet.name)}</strong> at the shelter. A member of staff will be with you.`
    : `Pick a new date and time for your visit with <strong>${esc(pet.name)}</strong> (ref ${ref}).`;
  $('#visit-submit').textContent = mode === 'new' ? 'Request visit' : 'Save new time';
  $('#visit-date').value = '';
  $('#visit-time').value = '';
  $('#visit-error').open = false;
  updateVisitButton();
  dlg.show();
}

function updateVisitButton() {
  $('#visit-submit').disabled = !($('#visit-date').value && $('#visit-time').value);
}

async function submitVisit() {
  const date = $('#visit-date').value;
  const time = $('#visit-time').value;
  const err = validateVisit(date, time);
  const alert = $('#visit-error');
  if (err) { alert.textContent = err; alert.open = true; return; }
  alert.open = false;
  const btn = $('#visit-submit');
  btn.loading = true;
  await wait(800);
  btn.loading = false;
  if (visitMode === 'new') {
    const ref = 'V-' + (Math.max(1042, ...visits.map(v => Number(v.ref.slice(2)))) + 1);
    visits.push({ ref, petId: visitPet.id, pet: visitPet.name, date, time });
    toast(`Visit requested: ${visitPet.name}, ${fmtDate(date)} at ${time}`, 'success', 'calendar-check');
  } else {
    const v = visits.find(x => x.ref === visitRef);
    Object.assign(v, { date });
    toast(`Visit moved to ${fmtDate(date)} at ${time}`, 'success', 'calendar-check');
  }
  saveVisits();
  renderVisits();
  $('#visit-dlg').hide();
}

let cancelRef = null;
function askCancel(ref) {
  const v = visits.find(x => x.ref === ref);
  cancelRef = ref;
  $('#cancel-text').textContent = `${v.pet}'s visit on ${fmtDate(v.date)} at ${v.time} will be cancelled.`;
  $('#cancel-dlg').show();
}
function confirmCancel() {
  visits = visits.filter(v => v.ref !== cancelRef);
  saveVisits();
  renderVisits();
  $('#cancel-dlg').hide();
  toast('Visit cancelled');
}

// ------------------------------------------------------------------ adoption wizard
let wizPet = null;
let wizStep = 1;
const STEP_TITLES = { 1: 'About you', 2: 'Your home', 3: 'Review and send' };
const HOMES = { flat: 'Flat or apartment', garden: 'House with a garden', house: 'House without a garden' };

function openWizard(pet) {
  wizPet = pet; wizStep = 1;
  for (const id of ['#ap-name', '#ap-email', '#ap-phone']) $(id).value = '';
  $('#ap-home').value = '';
  $('#ap-pets').checked = false;
  $('#ap-terms').checked = false;
  $('#adopt-dlg').label = `Adopt ${pet.name}`;
  showStep();
  $('#adopt-dlg').show();
}

function stepValid() {
  if (wizStep === 1) return $('#ap-name').value.trim().length > 1 && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test($('#ap-email').value.trim());
  if (wizStep === 2) return !!$('#ap-home').value;
  return $('#ap-terms').checked;
}

function showStep() {
  document.querySelectorAll('#adopt-dlg [data-step]').forEach(s => { s.hidden = Number(s.dataset.step) !== wizStep; });
  $('#wiz-step').textContent = `Step ${wizStep} of 3 · ${STEP_TITLES[wizStep]}`;
  $('#wiz-back').style.display = wizStep === 1 ? 'none' : '';
  $('#wiz-next').textContent = wizStep === 3 ? 'Submit application' : 'Continue';
  if (wizStep === 3) {
    $('#ap-review').innerHTML = `
      <dt>Animal</dt><dd>${esc(wizPet.name)} (${esc(wizPet.breed)})</dd>
      <dt>Applicant</dt><dd>${esc($('#ap-name').value.trim())}, ${esc($('#ap-email').value.trim())}</dd>
      <dt>Home</dt><dd>${HOMES[$('#ap-home').value]}${$('#ap-pets').checked ? ', with other pets' : ''}</dd>
      <dt>Adoption fee</dt><dd id="ap-fee">€${adoptionFee(wizPet)}</dd>`;
  }
  $('#wiz-next').disabled = !stepValid();
}

async function wizardNext() {
  if (!stepValid()) return;
  if (wizStep < 3) { wizStep += 1; showStep(); return; }
  const btn = $('#wiz-next');
  btn.loading = true;
  await wait(1000);
  btn.loading = false;
  const ref = 'A-' + (2031 + apps.length);
  apps.push({ ref, petId: wizPet.id, pet: wizPet.name, fee: adoptionFee(wizPet), status: 'Received', date: TODAY });
  saveApps();
  renderApps();
  $('#adopt-dlg').hide();
  toast(`Application ${ref} sent. We'll be in touch within 3 days.`, 'success', 'check2-circle');
}

function renderApps() {
  $('#app-list').innerHTML = apps.length
    ? apps.map(a => `<div class="row app-row" data-pet="${esc(a.pet)}"><span class="who">${esc(a.pet)}</span>
        <span>Fee €${a.fee}</span><sl-badge variant="primary" pill>${a.status}</sl-badge><span class="ref">Ref ${a.ref}</span></div>`).join('')
    : '<div class="empty">No applications yet.</div>';
}

// ------------------------------------------------------------------ wiring
async function start() {
  await Promise.all(['sl-tab-group', 'sl-select', 'sl-checkbox', 'sl-dialog', 'sl-input', 'sl-radio-group', 'sl-button']
    .map(t => customElements.whenDefined(t)));

  $('#species').addEventListener('sl-change', () => loaded && applyFilters());
  $('#kids').addEventListener('sl-change', () => loaded && applyFilters());
  $('#more').addEventListener('click', async () => {
    const btn = $('#more');
    btn.loading = true;
    await wait(700);
    btn.loading = false;
    appendPage();
  });

  $('#pets').addEventListener('click', e => {
    const heart = e.target.closest('.heart');
    if (heart) { toggleSave(heart.dataset.id); return; }
    const btn = e.target.closest('[data-action]');
    if (!btn) return;
    const pet = byId(btn.dataset.id);
    if (btn.dataset.action === 'visit') openVisitDialog('new', pet);
    else openWizard(pet);
  });
  $('#saved-list').addEventListener('click', e => {
    const b = e.target.closest('[data-unsave]');
    if (b) toggleSave(b.dataset.unsave);
  });

  $('#visit-list').addEventListener('sl-select', e => {
    const ref = e.target.closest('sl-menu').dataset.ref;
    const v = visits.find(x => x.ref === ref);
    if (e.detail.item.value === 'reschedule') openVisitDialog('reschedule', byId(v.petId), ref);
    else askCancel(ref);
  });

  $('#visit-date').addEventListener('sl-input', updateVisitButton);
  $('#visit-date').addEventListener('sl-change', updateVisitButton);
  $('#visit-time').addEventListener('sl-change', updateVisitButton);
  $('#visit-submit').addEventListener('click', submitVisit);
  $('#visit-close').addEventListener('click', () => $('#visit-dlg').hide());
  $('#cancel-keep').addEventListener('click', () => $('#cancel-dlg').hide());
  $('#cancel-yes').addEventListener('click', confirmCancel);

  for (const id of ['#ap-name', '#ap-email', '#ap-phone']) $(id).addEventListener('sl-input', () => { $('#wiz-next').disabled = !stepValid(); });
  for (const id of ['#ap-home', '#ap-pets', '#ap-terms']) $(id).addEventListener('sl-change', () => { $('#wiz-next').disabled = !stepValid(); });
  $('#wiz-next').addEventListener('click', wizardNext);
  $('#wiz-back').addEventListener('click', () => { wizStep -= 1; showStep(); });

  $('#news-no').addEventListener('click', () => $('#news-dlg').hide());
  $('#news-yes').addEventListener('click', () => { $('#news-dlg').hide(); toast('Thanks! Check your inbox to confirm.'); });
  $('#news-dlg').addEventListener('sl-after-hide', e => { if (e.target.id === 'news-dlg') localStorage.setItem(NEWS_KEY, 'dismissed'); });

  $('#saved-count').textContent = String(saved.size);
  renderSaved();
  renderVisits();
  renderApps();

  // the animals come from the shelter's system, which is slow
  await wait(1200);
  loaded = true;
  applyFilters();
  if (!localStorage.getItem(NEWS_KEY)) setTimeout(() => $('#news-dlg').show(), 1500);
}

start();
