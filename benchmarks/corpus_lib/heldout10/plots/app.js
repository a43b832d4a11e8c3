// Greenrow Allotments: rent a plot, borrow tools, sign up for work days.
// Plain JavaScript over Shoelace components; the "server" is a fixture with fake latency.

const KEYS = {
  account: 'greenrow.account',
  newsDismissed: 'greenrow.newsletter-dismissed',
};

const PRICES = { small: 60, medium: 80, large: 120 };
const SIZE_LABEL = { small: 'Small · 5 m²', medium: 'Medium · 10 m²', large: 'Large · 20 m²' };
const AREA_LABEL = { N: 'North field', S: 'South field', O: 'Orchard' };
const ADDONS = { compost: 15, locker: 12 };
const PAGE = 6;
const WORKDAY_PAGE = 3;

// [name, size, raised beds, water tap, status]
const PLOTS = [
  ['N1', 'small', true, false, 'free'],
  ['N2', 'small', false, false, 'taken'],
  ['N3', 'medium', false, true, 'yours'],
  ['N4', 'medium', true, true, 'free'],
  ['N5', 'large', false, false, 'free'],
  ['N6', 'large', true, true, 'free'],
  ['N7', 'medium', false, true, 'free'],
  ['N8', 'small', true, true, 'taken'],
  ['S1', 'small', false, true, 'free'],
  ['S2', 'medium', true, false, 'yours'],
  ['S3', 'large', true, false, 'free'],
  ['S4', 'small', true, true, 'free'],
  ['S5', 'medium', true, true, 'taken'],
  ['O1', 'large', false, true, 'free'],
  ['O2', 'medium', false, false, 'free'],
  ['O3', 'small', false, true, 'free'],
].map(([name, size, raised, tap, status]) => ({ id: name.toLowerCase(), name, size, raised, tap, status, area: AREA_LABEL[name[0]] }));

let rentals = [
  { id: 1, plotId: 'n3', season: '2024/25', kind: 'full', compost: false, locker: false, price: 80 },
  { id: 2, plotId: 's2', season: '2025/26', kind: 'full', compost: false, locker: false, price: 80 },
];

const TOOLS = [
  ['spade', 'Spade', 'Hand tools', 4],
  ['fork', 'Garden fork', 'Hand tools', 4],
  ['hoe', 'Dutch hoe', 'Hand tools', 2],
  ['loppers', 'Loppers', 'Hand tools', 2],
  ['rotavator', 'Rotavator', 'Power tools', 2],
  ['hedge-trimmer', 'Hedge trimmer', 'Power tools', 2],
  ['strimmer', 'Strimmer', 'Power tools', 1],
  ['wheelbarrow', 'Wheelbarrow', 'Wheelbarrows & carts', 4],
  ['cart', 'Garden cart', 'Wheelbarrows & carts', 1],
].map(([id, name, group, total]) => ({ id, name, group, total, free: total }));
const TOOL_GROUPS = ['Hand tools', 'Power tools', 'Wheelbarrows & carts'];
const bookings = [];

let workdays = [
  { id: 1, date: 'Sat 13 Sep', title: 'Hedge laying', where: 'North field boundary', places: 10, going: 6, mine: '' },
  { id: 2, date: 'Sat 20 Sep', title: 'Pond clearing', where: 'Wildlife pond', places: 12, going: 8, mine: '' },
  { id: 3, date: 'Sun 28 Sep', title: 'Apple harvest', where: 'Orchard', places: 15, going: 11, mine: '' },
  { id: 4, date: 'Sat 4 Oct', title: 'Rebuilding the compost bays', where: 'South field', places: 8, going: 3, mine: '' },
  { id: 5, date: 'Sat 11 Oct', title: 'Bulb planting', where: 'Main gate', places: 10, going: 2, mine: '' },
];

let nextId = 100;
let shownPlots = PAGE;
let shownDays = WORKDAY_PAGE;
let loaded = false;

const $ = sel => document.querySelector(sel);
const later = ms => new Promise(res => setTimeout(res, ms));
const money = v => '£' + Number(v).toFixed(2);
const esc = s => String(s).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const plotById = id => PLOTS.find(p => p.id === id);
const TASK_LABEL = { digging: 'Digging', carrying: 'Carrying', tea: 'Tea and cake', anything: 'Anything' };
const DAY_LABEL = { '2025-09-13': 'Sat 13 Sep', '2025-09-14': 'Sun 14 Sep', '2025-09-20': 'Sat 20 Sep', '2025-09-21': 'Sun 21 Sep' };

function load(key, fallback) {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : fallback;
  } catch (e) {
    return fallback;
  }
}

function toast(message, variant = 'success', delay = 0) {
  setTimeout(() => {
    const alert = Object.assign(document.createElement('sl-alert'), {
      variant,
      closable: true,
      duration: 4000,
      innerHTML: `<sl-icon slot="icon" name="${variant === 'danger' ? 'exclamation-octagon' : 'check2-circle'}"></sl-icon>${esc(message)}`,
    });
    document.body.append(alert);
    alert.toast();
  }, delay);
}

// ------------------------------------------------------------------------------------------------ plots
function filters() {
  return {
    q: $('#f-q').value.trim().toLowerCase(),
    size: $('#f-size').value === 'any' ? '' : $('#f-size').value,
    raised: $('#f-raised').checked,
    tap: $('#f-tap').checked,
  };
}

function filteredPlots() {
  const f = filters();
  return PLOTS.filter(p =>
    (!f.q || p.name.toLowerCase().includes(f.q)) &&
    (!f.tap || p.tap) &&
    (!f.raised || p.raised && (!f.size || p.size === f.size))
  );
}

function plotCard(p) {
  const badges = [
    p.raised ? '<sl-badge variant="success" pill>Raised beds</sl-badge>' : '',
    p.tap ? '<sl-badge variant="primary" pill>Water tap</sl-badge>' : '',
  ].join('');
  let action;
  if (p.status === 'free') action = `<sl-button size="small" variant="primary" data-rent="${p.id}">Rent this plot</sl-button>`;
  else if (p.status === 'yours') action = '<sl-badge variant="warning">Yours</sl-badge>';
  else action = '<sl-button size="small" disabled>Taken</sl-button>';
  const status = { free: 'Available', yours: 'Rented by you', taken: 'Taken' }[p.status];
  return `
    <sl-card class="plot-card" data-plot="${p.name}" data-status="${p.status}">
      <h3>Plot ${p.name}</h3>
      <p class="area">${p.area} · ${SIZE_LABEL[p.size]}</p>
      <div class="badges">${badges}</div>
      <p class="price"><strong>${money(PRICES[p.size])}</strong> a year</p>
      <div slot="footer"><span class="status">${status}</span>${action}</div>
    </sl-card>`;
}

function renderPlots() {
  if (!loaded) return;
  const list = filteredPlots();
  const free = list.filter(p => p.status === 'free').length;
  $('#plot-count').textContent = `${list.length} ${list.length === 1 ? 'plot' : 'plots'} · ${free} available`;
  $('#plots').innerHTML = list.slice(0, shownPlots).map(plotCard).join('') || '<p class="muted">No plots match.</p>';
  const more = $('#more-plots');
  more.hidden = list.length <= shownPlots;
  more.textContent = `Show more plots (${list.length - shownPlots})`;
}

// ------------------------------------------------------------------------------------------- renting
let renting = null;
function readRentForm() {
  return {
    kind: $('#rent-season').value,
    compost: $('#rent-compost').value === 'yes', // posted as compost=yes
    locker: $('#rent-locker').checked,
  };
}

function priceFor(plot, opts) {
  let total = PRICES[plot.size] * (opts.kind === 'half' ? 0.5 : 1);
  if (opts.compost) total += ADDONS.compost;
  if (opts.locker) total += ADDONS.locker;
  return total;
}

function updateRentTotal() {
  if (!renting) return;
  $('#rent-total').textContent = money(priceFor(renting, readRentForm()));
  $('#rent-confirm').disabled = !$('#rent-rules').checked;
}

function openRent(plot) {
  renting = plot;
  const dlg = $('#rent-dialog');
  dlg.label = `Rent Plot ${plot.name}`;
  $('#rent-summary').textContent = `${plot.area} · ${SIZE_LABEL[plot.size]} · ${money(PRICES[plot.size])} a year. The season starts on 1 October.`;
  $('#rent-season').value = 'full';
  $('#rent-compost').checked = true;
  $('#rent-locker').checked = false;
  $('#rent-rules').checked = false;
  updateRentTotal();
  dlg.show();
}

async function confirmRent() {
  const plot = renting;
  const opts = readRentForm();
  const btn = $('#rent-confirm');
  btn.loading = true;
  await later(900);
  rentals.push({ id: nextId++, plotId: plot.id, season: '2025/26', ...opts, price: priceFor(plot, opts) });
  plot.status = 'yours';
  btn.loading = false;
  $('#rent-dialog').hide();
  renting = null;
  renderPlots();
  renderRentals();
  toast(`Plot ${plot.name} is yours from 1 October`, 'success', 700);
}

// ------------------------------------------------------------------------------------------- rentals
function rentalItem(r) {
  const plot = plotById(r.plotId);
  const when = r.season === '2025/26' ? 'starts 1 Oct 2025' : 'ends 30 Sep 2025';
  const kind = r.kind === 'half' ? 'Half year' : 'Full year';
  const extras = [r.compost ? 'compost delivery' : '', r.locker ? 'tool locker' : ''].filter(Boolean).join(', ') || 'no extras';
  const canRenew = r.season === '2024/25' && !rentals.some(x => x.plotId === r.plotId && x.season === '2025/26');
  const actions = r.season === '2025/26'
    ? `<sl-button size="small" variant="danger" outline data-cancel="${r.id}">Cancel rental</sl-button>`
    : canRenew ? `<sl-button size="small" variant="primary" data-renew="${r.id}">Renew for 2025/26</sl-button>` : '';
  return `
    <sl-details class="rental" data-plot="${plot.name}" data-season="${r.season}" summary="Plot ${plot.name} · ${kind} ${r.season} · ${when}">
      <div class="r-body">
        <div>
          <div>${plot.area} · ${SIZE_LABEL[plot.size]} · ${extras}</div>
          <div>Price <strong class="r-price">${money(r.price)}</strong></div>
        </div>
        <div class="r-actions">${actions}</div>
      </div>
    </sl-details>`;
}

function renderRentals() {
  $('#rentals').innerHTML = rentals.map(rentalItem).join('') || '<p class="muted">You have no plots.</p>';
  const due = rentals.filter(r => r.season === '2025/26').reduce((s, r) => s + r.price, 0);
  $('#rentals-due').textContent = `Due for 2025/26: ${money(due)}`;
}

let cancelling = null;
function askCancel(rental) {
  cancelling = rental;
  $('#cancel-text').textContent = `Plot ${plotById(rental.plotId).name} will go back to the list and your ${money(rental.price)} will be refunded.`;
  $('#cancel-dialog').show();
}
async function doCancel() {
  const r = cancelling;
  $('#cancel-yes').loading = true;
  await later(600);
  rentals = rentals.filter(x => x.id !== r.id);
  plotById(r.plotId).status = 'free';
  $('#cancel-yes').loading = false;
  $('#cancel-dialog').hide();
  cancelling = null;
  renderRentals();
  renderPlots();
  toast('Rental cancelled. Your refund is on its way.');
}

let renewing = null;
function askRenew(rental) {
  renewing = rental;
  $('#renew-text').textContent = `Keep Plot ${plotById(rental.plotId).name} for 2025/26 on the same terms (${rental.kind === 'half' ? 'half year' : 'full year'}, ${money(rental.price)}).`;
  $('#renew-dialog').show();
}
async function doRenew() {
  const old = renewing;
  const plot = plotById(old.plot);
  const next = { id: nextId++, plotId: plot.id, season: '2025/26', kind: old.kind, compost: false, locker: old.locker };
  next.price = priceFor(plot, next);
  $('#renew-yes').loading = true;
  await later(700);
  rentals.push(next);
  $('#renew-yes').loading = false;
  $('#renew-dialog').hide();
  renewing = null;
  renderRentals();
  toast(`Plot ${plot.name} renewed for 2025/26`);
}

// ---------------------------------------------------------------------------------------------- shed
function renderShed() {
  $('#tool-bookings').innerHTML = bookings.length
    ? bookings.map(b => {
      const tool = TOOLS.find(t => t.id === b.tool);
      return `<li class="tool-booking" data-tool="${tool.name}" data-day="${b.day}">${tool.name} · ${DAY_LABEL[b.day]}</li>`;
    }).join('')
    : '<li class="muted">Nothing booked.</li>';
  const openGroups = [...document.querySelectorAll('#tool-groups sl-details[open]')].map(d => d.dataset.group);
  const firstRender = !document.querySelector('#tool-groups sl-details');
  $('#tool-groups').innerHTML = TOOL_GROUPS.map(g => {
    const open = firstRender ? g === 'Hand tools' : openGroups.includes(g);
    const rows = TOOLS.filter(t => t.group === g).map(t => `
      <div class="tool-row" data-tool="${t.name}">
        <span class="t-name">${t.name}</span>
        <span class="t-free">${t.free} of ${t.total} free</span>
        <sl-button size="small" data-book="${t.id}" ${t.free === 0 ? 'disabled' : ''}>Book</sl-button>
      </div>`).join('');
    return `<sl-details class="tool-group" data-group="${g}" summary="${g}" ${open ? 'open' : ''}>${rows}</sl-details>`;
  }).join('');
}

function openBooking(tool) {
  const dlg = $('#book-dialog');
  const day = $('#book-day');
  const confirm = $('#book-confirm');
  dlg.label = `Book the ${tool.name}`;
  day.value = '';
  confirm.disabled = true;
  confirm.addEventListener('click', async () => {
    confirm.loading = true;
    await later(600);
    bookings.push({ id: nextId++, tool: tool.id, day: day.value });
    tool.free -= 1;
    confirm.loading = false;
    dlg.hide();
    renderShed();
    toast(`${tool.name} booked for ${DAY_LABEL[day.value]}`, 'success', 400);
  });
  dlg.show();
}

// ----------------------------------------------------------------------------------------- work days
function renderWorkdays() {
  $('#workdays').innerHTML = workdays.slice(0, shownDays).map(w => {
    const left = w.places - w.going;
    const action = w.mine
      ? `<sl-tag variant="success" class="w-going">You're going · ${esc(w.mine)}</sl-tag>`
      : `<sl-button size="small" variant="primary" data-signup="${w.id}" ${left === 0 ? 'disabled' : ''}>Sign up</sl-button>`;
    return `
      <sl-card class="workday" data-workday="${esc(w.title)}">
        <div class="w-body">
          <div>
            <h3>${esc(w.title)}</h3>
            <div class="muted">${w.date} · 10 am – 2 pm · ${esc(w.where)}</div>
            <div class="w-left">${left} ${left === 1 ? 'spot' : 'spots'} left</div>
          </div>
          <div>${action}</div>
        </div>
      </sl-card>`;
  }).join('');
  const more = $('#more-days');
  more.hidden = workdays.length <= shownDays;
  more.textContent = `Show more work days (${workdays.length - shownDays})`;
}

let signingUp = null;
function openSignup(w) {
  signingUp = w;
  $('#signup-dialog').label = `Sign up: ${w.title}`;
  $('#signup-text').textContent = `${w.date}, 10 am – 2 pm at the ${w.where}.`;
  $('#signup-task').value = '';
  $('#signup-confirm').disabled = true;
  $('#signup-dialog').show();
}
async function confirmSignup() {
  const day = { ...workdays.find(w => w.id === signingUp.id) };
  day.going += 1;
  day.mine = TASK_LABEL[$('#signup-task').value];
  $('#signup-confirm').loading = true;
  await later(700);
  $('#signup-confirm').loading = false;
  $('#signup-dialog').hide();
  renderWorkdays();
  toast(`Thanks! See you on ${day.date}.`, 'success', 500);
}

// ------------------------------------------------------------------------------------------- account
function accountValues() {
  return { contact: $('#acc-contact').value, phone: $('#acc-phone').value, news: $('#acc-news').checked };
}
let savedAccount = { contact: '', phone: '', news: false };
function accountDirty() {
  const now = accountValues();
  return Object.keys(now).some(k => now[k] !== savedAccount[k]);
}
async function saveAccount() {
  const btn = $('#acc-save');
  btn.loading = true;
  await later(600);
  savedAccount = accountValues();
  localStorage.setItem(KEYS.account, JSON.stringify(savedAccount));
  btn.loading = false;
  btn.disabled = true;
  toast('Your details were saved');
}

// ---------------------------------------------------------------------------------------------- wire up
async function init() {
  const used = ['sl-tab-group', 'sl-tab', 'sl-tab-panel', 'sl-input', 'sl-select', 'sl-option', 'sl-checkbox', 'sl-switch',
    'sl-card', 'sl-button', 'sl-badge', 'sl-dialog', 'sl-radio-group', 'sl-radio-button', 'sl-details', 'sl-tag', 'sl-alert', 'sl-skeleton', 'sl-icon'];
  await Promise.all(used.map(t => customElements.whenDefined(t)));

  // account
  savedAccount = { ...savedAccount, ...load(KEYS.account, {}) };
  $('#acc-contact').value = savedAccount.contact;
  $('#acc-phone').value = savedAccount.phone;
  $('#acc-news').checked = savedAccount.news;
  const onAccount = () => { $('#acc-save').disabled = !accountDirty(); };
  $('#acc-contact').addEventListener('sl-input', onAccount);
  $('#acc-phone').addEventListener('sl-input', onAccount);
  $('#acc-news').addEventListener('sl-change', onAccount);
  $('#acc-save').addEventListener('click', saveAccount);

  // filters
  const refilter = () => { shownPlots = PAGE; renderPlots(); };
  $('#f-q').addEventListener('sl-input', refilter);
  $('#f-q').addEventListener('sl-clear', refilter);
  ['#f-size', '#f-raised', '#f-tap'].forEach(s => $(s).addEventListener('sl-change', refilter));
  $('#more-plots').addEventListener('click', () => { shownPlots += PAGE; renderPlots(); });
  $('#plots').addEventListener('click', e => {
    const btn = e.target.closest('[data-rent]');
    if (btn && !btn.disabled) openRent(plotById(btn.dataset.rent));
  });

  // rent dialog
  ['#rent-season', '#rent-compost', '#rent-locker', '#rent-rules'].forEach(s => $(s).addEventListener('sl-change', updateRentTotal));
  $('#rent-cancel').addEventListener('click', () => $('#rent-dialog').hide());
  $('#rent-confirm').addEventListener('click', confirmRent);

  // rentals
  $('#rentals').addEventListener('click', e => {
    const c = e.target.closest('[data-cancel]');
    if (c) askCancel(rentals.find(r => r.id === Number(c.dataset.cancel)));
    const n = e.target.closest('[data-renew]');
    if (n) askRenew(rentals.find(r => r.id === Number(n.dataset.renew)));
  });
  $('#cancel-keep').addEventListener('click', () => $('#cancel-dialog').hide());
  $('#cancel-yes').addEventListener('click', doCancel);
  $('#renew-no').addEventListener('click', () => $('#renew-dialog').hide());
  $('#renew-yes').addEventListener('click', doRenew);

  // shed
  $('#tool-groups').addEventListener('click', e => {
    const b = e.target.closest('[data-book]');
    if (b && !b.disabled) openBooking(TOOLS.find(t => t.id === b.dataset.book));
  });
  $('#book-day').addEventListener('sl-change', () => { $('#book-confirm').disabled = !$('#book-day').value; });
  $('#book-cancel').addEventListener('click', () => $('#book-dialog').hide());

  // work days
  $('#workdays').addEventListener('click', e => {
    const b = e.target.closest('[data-signup]');
    if (b && !b.disabled) openSignup(workdays.find(w => w.id === Number(b.dataset.signup)));
  });
  $('#more-days').addEventListener('click', () => { shownDays += WORKDAY_PAGE; renderWorkdays(); });
  $('#signup-task').addEventListener('sl-change', () => { $('#signup-confirm').disabled = !$('#signup-task').value; });
  $('#signup-cancel').addEventListener('click', () => $('#signup-dialog').hide());
  $('#signup-confirm').addEventListener('click', confirmSignup);

  // newsletter pop-up, once until answered
  const closeNews = () => { localStorage.setItem(KEYS.newsDismissed, '1'); $('#news-dialog').hide(); };
  $('#news-no').addEventListener('click', closeNews);
  $('#news-yes').addEventListener('click', () => { closeNews(); toast('Thanks for subscribing'); });
  if (!localStorage.getItem(KEYS.newsDismissed)) setTimeout(() => $('#news-dialog').show(), 1500);

  renderRentals();
  renderShed();
  renderWorkdays();
  await later(1300); // plots come from the committee's spreadsheet
  loaded = true;
  renderPlots();
}

init();
