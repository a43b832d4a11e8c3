// Lingua Hall: autumn-term enrolment for a language school. Plain JS + Shoelace 2; state in localStorage.

const TODAY = '2025-08-25';
const ONLINE_DISCOUNT = 40;
const PROMO = { code: 'AUTUMN10', percent: 10, until: '2025-08-31' };
const MIN_AGE = 16;
const PAGE = 6;

const KEYS = { state: 'lingua.state.v3', account: 'lingua.account', promo: 'lingua.promo-seen' };

const COURSES = [
  { id: 'ara-a1', language: 'Arabic', level: 'A1', title: 'Arabic A1', days: 'Tue', start: '10:00', end: '12:00', startDate: '2025-09-09', weeks: 12, fee: 330, seats: 10, teacher: 'Samira Haddad' },
  { id: 'eng-b2', language: 'English', level: 'B2', title: 'English B2 · Exam preparation', days: 'Mon & Thu', start: '17:00', end: '18:30', startDate: '2025-09-08', weeks: 12, fee: 400, seats: 6, teacher: 'Helen Price' },
  { id: 'fre-a2', language: 'French', level: 'A2', title: 'French A2', days: 'Mon & Wed', start: '18:00', end: '19:30', startDate: '2025-09-08', weeks: 10, fee: 360, seats: 6, teacher: 'Luc Moreau' },
  { id: 'fre-b2', language: 'French', level: 'B2', title: 'French B2 · Conversation', days: 'Fri', start: '17:30', end: '19:30', startDate: '2025-09-12', weeks: 10, fee: 340, seats: 4, teacher: 'Amélie Roux' },
  { id: 'ger-a1', language: 'German', level: 'A1', title: 'German A1 · Morning', days: 'Mon & Wed', start: '10:00', end: '11:30', startDate: '2025-09-08', weeks: 10, fee: 340, seats: 8, teacher: 'Jonas Weber' },
  { id: 'ger-a2', language: 'German', level: 'A2', title: 'German A2 · Evening', days: 'Tue & Thu', start: '19:00', end: '20:30', startDate: '2025-09-09', weeks: 10, fee: 350, seats: 3, teacher: 'Jonas Weber' },
  { id: 'ger-b1', language: 'German', level: 'B1', title: 'German B1 · Evening', days: 'Mon & Wed', start: '18:00', end: '19:30', startDate: '2025-09-08', weeks: 10, fee: 360, seats: 5, teacher: 'Katrin Vogel' },
  { id: 'ger-c1', language: 'German', level: 'C1', title: 'German C1', days: 'Thu', start: '18:30', end: '21:00', startDate: '2025-09-11', weeks: 10, fee: 420, seats: 2, teacher: 'Katrin Vogel' },
  { id: 'ita-a1', language: 'Italian', level: 'A1', title: 'Italian A1', days: 'Tue', start: '18:00', end: '20:00', startDate: '2025-09-09', weeks: 10, fee: 300, seats: 0, teacher: 'Marco Bellini' },
  { id: 'jpn-a1', language: 'Japanese', level: 'A1', title: 'Japanese A1', days: 'Sat', start: '10:00', end: '12:30', startDate: '2025-09-13', weeks: 12, fee: 380, seats: 0, teacher: 'Yuki Tanaka' },
  { id: 'man-a1', language: 'Mandarin', level: 'A1', title: 'Mandarin A1', days: 'Thu', start: '18:00', end: '20:00', startDate: '2025-09-11', weeks: 12, fee: 360, seats: 5, teacher: 'Li Wei' },
  { id: 'por-a1', language: 'Portuguese', level: 'A1', title: 'Portuguese A1', days: 'Wed', start: '19:00', end: '20:30', startDate: '2025-09-10', weeks: 10, fee: 310, seats: 9, teacher: 'Inês Costa' },
  { id: 'spa-a1', language: 'Spanish', level: 'A1', title: 'Spanish A1 · Morning', days: 'Tue & Thu', start: '09:30', end: '11:00', startDate: '2025-09-09', weeks: 10, fee: 320, seats: 7, teacher: 'Lucía Ortega' },
  { id: 'spa-b1', language: 'Spanish', level: 'B1', title: 'Spanish B1 · Evening', days: 'Tue & Thu', start: '18:30', end: '20:00', startDate: '2025-09-09', weeks: 10, fee: 320, seats: 4, teacher: 'Lucía Ortega' },
];

const SEED_STATE = {
  enrolments: [{ id: 'e-1041', courseId: 'ita-a1', student: 'Clara Martin', dob: '1988-05-12', attendance: 'in-person', fee: 300, status: 'enrolled' }],
  seats: Object.fromEntries(COURSES.map(c => [c.id, c.seats])),
  saved: ['fre-b2'],
};

const SEED_ACCOUNT = {
  name: 'Clara Martin', email: 'clara.martin@example.com', phone: '07700 900123', dob: '1988-05-12',
  contact: 'email', news: true,
};

// ------------------------------------------------------------------------------------------ helpers
const $ = sel => document.querySelector(sel);
const load = (key, seed) => {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : structuredClone(seed);
  } catch {
    return structuredClone(seed);
  }
};
const store = (key, value) => localStorage.setItem(key, JSON.stringify(value));
const esc = s => String(s).replace(/[&<>"']/g, ch => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]);
const euro = n => '€' + Number(n).toFixed(2);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const fmtDay = iso => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };
function fmtDate(iso, year = false) {
  const [y, m, d] = iso.split('-').map(Number);
  const dt = new Date(y, m - 1, d);
  return `${WEEKDAYS[dt.getDay()]} ${d} ${MONTHS[m - 1]}${year ? ' ' + y : ''}`;
}

function notify(message, variant = 'primary', icon = 'info-circle') {
  const alert = Object.assign(document.createElement('sl-alert'), {
    variant, closable: true, duration: 3500,
    innerHTML: `<sl-icon name="${icon}" slot="icon"></sl-icon>${esc(message)}`,
  });
  document.body.append(alert);
  return alert.toast();
}

const isEvening = c => Number(c.start.split(':')[0]) > 18;

// age in whole years on a given day
function ageOn(dob, day) {
  const [by, bm, bd] = dob.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  let age = y - by;
  if (m < bm || d < bd) age--;
  return age;
}

// what the student is charged
function feeFor(course, attendance, withCode) {
  let fee = course.fee;
  if (attendance === 'Online') fee -= ONLINE_DISCOUNT;
  if (withCode) fee = Math.round(fee * (100 - PROMO.percent)) / 100;
  return fee;
}

// ------------------------------------------------------------------------------------------ state
let state = load(KEYS.state, SEED_STATE);
let account = { ...SEED_ACCOUNT, ...load(KEYS.account, {}) };
let loaded = false;
let shown = PAGE;
const course = id => COURSES.find(c => c.id === id);
const saveState = () => store(KEYS.state, state);
const enrolmentFor = c => state.enrolments.find(e => e.courseId === c.id && e.student === account.name);

// ------------------------------------------------------------------------------------------ catalogue
function filters() {
  return {
    q: $('#search').value.trim().toLowerCase(),
    language: $('#f-language').value,
    level: $('#f-level').value,
    evening: $('#f-evening').checked,
    saved: $('#f-saved').checked,
  };
}

function matching() {
  const f = filters();
  return COURSES.filter(c =>
    (!f.q || `${c.title} ${c.language} ${c.teacher}`.toLowerCase().includes(f.q)) &&
    (f.language === 'all' || !f.language || c.language === f.language) &&
    (f.level === 'any' || !f.level || c.level === f.level) &&
    (!f.evening || isEvening(c)) &&
    (!f.saved || state.saved.includes(c.id)));
}

function seatBadge(c) {
  const n = state.seats[c.id];
  if (n <= 0) return `<sl-badge class="seats" variant="danger" pill>Full</sl-badge>`;
  return `<sl-badge class="seats" variant="${n <= 3 ? 'warning' : 'success'}" pill>${n} seat${n === 1 ? '' : 's'} left</sl-badge>`;
}

function actionButton(c) {
  const mine = enrolmentFor(c);
  if (mine && mine.status === 'enrolled') return `<sl-button size="small" disabled><sl-icon slot="prefix" name="check2"></sl-icon>Enrolled</sl-button>`;
  if (mine) return `<sl-button size="small" disabled><sl-icon slot="prefix" name="hourglass-split"></sl-icon>On waitlist</sl-button>`;
  if (state.seats[c.id] <= 0) return `<sl-button size="small" variant="neutral" outline class="wait-btn" data-id="${c.id}">Join waitlist</sl-button>`;
  return `<sl-button size="small" variant="primary" class="enrol-btn" data-id="${c.id}">Enrol</sl-button>`;
}

function card(c) {
  const saved = state.saved.includes(c.id);
  return `
  <sl-card class="course-card" data-course="${c.id}">
    <div slot="header" class="card-head"><span class="lang">${esc(c.language)} · ${c.level}</span>${seatBadge(c)}</div>
    <h4 class="course-title">${esc(c.title)}</h4>
    <div class="meta">
      <div><sl-icon name="calendar3"></sl-icon> ${c.days} · ${c.start}–${c.end}</div>
      <div><sl-icon name="flag"></sl-icon> Starts ${fmtDate(c.startDate)} · ${c.weeks} weeks</div>
      <div><sl-icon name="person"></sl-icon> ${esc(c.teacher)}</div>
    </div>
    <div slot="footer" class="card-foot">
      <div class="left">
        <span class="price-tag">€${c.fee}</span>
        <sl-tooltip content="${saved ? 'Remove from saved' : 'Save for later'}">
          <sl-icon-button class="save-btn" data-id="${c.id}" name="${saved ? 'heart-fill' : 'heart'}"
            label="${saved ? `Remove ${esc(c.title)} from saved` : `Save ${esc(c.title)}`}"></sl-icon-button>
        </sl-tooltip>
      </div>
      ${actionButton(c)}
    </div>
  </sl-card>`;
}

function renderCatalogue() {
  if (!loaded) return;
  const list = matching();
  const visible = list.slice(0, shown);
  $('#course-grid').innerHTML = visible.map(card).join('') ||
    '<p class="empty">No courses match these filters.</p>';
  $('#course-count').textContent = list.length > visible.length
    ? `Showing ${visible.length} of ${list.length} courses`
    : `${list.length} course${list.length === 1 ? '' : 's'}`;
  const more = $('#show-more');
  more.hidden = list.length <= visible.length;
  more.textContent = `Show more courses (${list.length - visible.length})`;
}

function filtersChanged() {
  shown = PAGE;
  renderCatalogue();
}

// ------------------------------------------------------------------------------------------ my enrolments
function renderMine() {
  const enrolled = state.enrolments.filter(e => e.status === 'enrolled');
  const waiting = state.enrolments.filter(e => e.status === 'waitlisted');
  $('#total-due').textContent = euro(enrolled.reduce((s, e) => s + e.fee, 0));
  $('#enrolled-heading').textContent = `Enrolled (${enrolled.length})`;
  $('#waitlist-heading').textContent = `Waitlist (${waiting.length})`;
  $('#enrolled-list').innerHTML = enrolled.map(e => {
    const c = course(e.courseId);
    return `
    <sl-details class="enrol-item" data-enrolment="${e.id}" data-course="${c.id}">
      <div slot="summary" class="sum"><strong>${esc(c.title)}</strong><span class="muted">${c.days} ${c.start}–${c.end}</span>
        <sl-tag size="small" pill class="student">${esc(e.student)}</sl-tag></div>
      <dl>
        <dt>Student</dt><dd class="d-student">${esc(e.student)}</dd>
        <dt>Date of birth</dt><dd class="d-dob">${e.dob ? fmtDay(e.dob) : '—'}</dd>
        <dt>Attendance</dt><dd class="d-attendance">${e.attendance === 'online' ? 'Online' : 'In person'}</dd>
        <dt>First lesson</dt><dd>${fmtDate(c.startDate, true)}, ${c.start}</dd>
        <dt>Teacher</dt><dd>${esc(c.teacher)}</dd>
        <dt>Fee</dt><dd class="d-fee">${euro(e.fee)}</dd>
      </dl>
      <sl-button size="small" variant="danger" outline class="withdraw-btn" data-enrolment="${e.id}">
        <sl-icon slot="prefix" name="box-arrow-left"></sl-icon>Withdraw</sl-button>
    </sl-details>`;
  }).join('') || '<p class="empty">You are not enrolled in any course yet.</p>';
  $('#waitlist-list').innerHTML = waiting.map(e => {
    const c = course(e.courseId);
    return `<sl-card class="wait-item" data-course="${c.id}"><strong>${esc(c.title)}</strong> · ${c.days} ${c.start}–${c.end}
      <div class="muted small">We will email ${esc(e.email)} as soon as a place opens.</div></sl-card>`;
  }).join('') || '<p class="empty">You are not on any waitlist.</p>';
}

function renderAll() {
  renderCatalogue();
  renderMine();
}

// ------------------------------------------------------------------------------------------ enrol dialog
let current = null;
let codeApplied = false;

function renderPrice() {
  const c = current;
  const online = $('#enrol-attendance').value === 'online';
  let fee = c.fee;
  const rows = [`<dt>Course fee</dt><dd>${euro(c.fee)}</dd>`];
  if (online) {
    fee -= ONLINE_DISCOUNT;
    rows.push(`<dt>Online attendance</dt><dd>−${euro(ONLINE_DISCOUNT)}</dd>`);
  }
  if (codeApplied) {
    const off = Math.round(fee * PROMO.percent) / 100;
    fee -= off;
    rows.push(`<dt>Code ${PROMO.code} (−${PROMO.percent}%)</dt><dd>−${euro(off)}</dd>`);
  }
  rows.push(`<dt class="total">Total</dt><dd class="total" id="enrol-total">${euro(fee)}</dd>`);
  $('#enrol-price').innerHTML = rows.join('');
}

function updateConfirm() {
  const other = $('#enrol-who').value === 'other';
  const ok = $('#enrol-terms').checked &&
    (!other || ($('#enrol-student').value.trim() && $('#enrol-dob').value));
  $('#enrol-confirm').disabled = !ok;
}

function openEnrol(c) {
  current = c;
  codeApplied = false;
  const dlg = $('#enrol-dialog');
  dlg.label = `Enrol in ${c.title}`;
  $('#enrol-summary').textContent = `${c.days} ${c.start}–${c.end} · starts ${fmtDate(c.startDate, true)} · ${c.weeks} weeks with ${c.teacher}`;
  $('#who-me').textContent = `Me (${account.name})`;
  $('#enrol-who').value = 'me';
  $('#other-fields').hidden = true;
  $('#enrol-student').value = '';
  $('#enrol-dob').value = '';
  $('#enrol-attendance').value = 'in-person';
  $('#enrol-code').value = '';
  $('#code-msg').textContent = '';
  $('#code-msg').className = 'code-msg';
  $('#enrol-terms').checked = false;
  $('#enrol-error').open = false;
  $('#enrol-confirm').loading = false;
  renderPrice();
  updateConfirm();
  dlg.show();
}

function applyCode() {
  const code = $('#enrol-code').value.trim().toUpperCase();
  const msg = $('#code-msg');
  if (code === PROMO.code && TODAY <= PROMO.until) {
    codeApplied = true;
    msg.textContent = `Code ${PROMO.code} applied: ${PROMO.percent}% off.`;
    msg.className = 'code-msg ok';
  } else {
    codeApplied = false;
    msg.textContent = code ? "That code isn't valid." : 'Enter a code first.';
    msg.className = 'code-msg bad';
  }
  renderPrice();
}

function confirmEnrol() {
  const c = current;
  const other = $('#enrol-who').value === 'other';
  const student = other ? $('#enrol-student').value.trim().replace(/\s+/g, ' ') : account.name;
  const attendance = $('#enrol-attendance').value;
  const btn = $('#enrol-confirm');
  btn.loading = true;
  $('#enrol-error').open = false;
  setTimeout(() => {
    btn.loading = false;
    if (other && ageOn($('#enrol-dob').value, c.startDate) < MIN_AGE) {
      $('#enrol-error').querySelector('span').textContent = `Students must be at least ${MIN_AGE} when the course starts (${fmtDate(c.startDate, true)}).`;
      $('#enrol-error').open = true;
      return;
    }
    if (state.enrolments.some(e => e.courseId === c.id && e.student === student && e.status === 'enrolled')) {
      $('#enrol-error').querySelector('span').textContent = `${student} is already enrolled in this course.`;
      $('#enrol-error').open = true;
      return;
    }
    state.enrolments.push({
      id: 'e-' + Date.now().toString(36), courseId: c.id, student, dob: other ? $('#enrol-dob').value : account.dob, attendance,
      fee: feeFor(c, attendance, codeApplied), status: 'enrolled',
    });
    state.seats[c.id] -= 1;
    saveState();
    renderAll();
    $('#enrol-dialog').hide();
    notify(other ? `${student} is enrolled in ${c.title}.` : `You're enrolled in ${c.title}.`, 'success', 'check2-circle');
  }, 800);
}

// ------------------------------------------------------------------------------------------ waitlist
function openWaitlist(c) {
  current = c;
  $('#wait-dialog').label = `Join the waitlist for ${c.title}`;
  $('#wait-summary').textContent = `${c.title} is full. We'll let you know as soon as a place opens, in the order people joined.`;
  $('#wait-email').value = account.email;
  $('#wait-sms').checked = false;
  $('#wait-dialog').show();
}

function confirmWaitlist() {
  const c = current;
  const email = $('#wait-email').value.trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    $('#wait-email').setCustomValidity('Enter an email address.');
    $('#wait-email').reportValidity();
    return;
  }
  state.enrolments.push({ id: 'w-' + Date.now().toString(36), courseId: c.id, student: account.name, email, sms: $('#wait-sms').checked, status: 'waitlist' });
  saveState();
  renderAll();
  $('#wait-dialog').hide();
  notify(`You're on the waitlist for ${c.title}.`, 'primary', 'hourglass-split');
}

// ------------------------------------------------------------------------------------------ withdraw
let withdrawing = null;
function openWithdraw(id) {
  withdrawing = state.enrolments.find(e => e.id === id);
  const c = course(withdrawing.courseId);
  $('#withdraw-dialog').label = `Withdraw from ${c.title}?`;
  $('#withdraw-text').textContent = `${withdrawing.student} will lose the place and ${euro(withdrawing.fee)} will be refunded.`;
  $('#withdraw-dialog').show();
}

function confirmWithdraw() {
  const enrolment = withdrawing;
  const c = course(enrolment.courseId);
  state.enrolments = state.enrolments.filter(e => e.id !== enrolment.id);
  state.seats[enrolment.id] += 1;
  saveState();
  renderAll();
  $('#withdraw-dialog').hide();
  notify(`Withdrawn from ${c.title}. Your refund is on its way.`, 'neutral', 'box-arrow-left');
}

// ------------------------------------------------------------------------------------------ account
function accountForm() {
  return {
    email: $('#acc-email').value.trim(),
    phone: $('#acc-phone').value.trim(),
    contact: $('#acc-contact').value,
    news: $('#acc-news').checked,
  };
}
function fillAccount() {
  $('#acc-name').value = account.name;
  $('#acc-email').value = account.email;
  $('#acc-phone').value = account.phone;
  $('#acc-dob').value = fmtDate(account.dob, true);
  $('#acc-contact').value = account.contact;
  $('#acc-news').checked = account.news;
  accountDirty();
}
function accountDirty() {
  const f = accountForm();
  const dirty = ['email', 'phone', 'contact', 'news'].some(k => f[k] !== account[k]);
  $('#acc-save').disabled = !dirty;
  $('#acc-reset').disabled = !dirty;
  return dirty;
}
function saveAccount(ev) {
  ev.preventDefault();
  const f = accountForm();
  const err = $('#acc-error');
  err.hidden = true;
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(f.email)) {
    err.textContent = 'Enter a valid email address.';
    err.hidden = false;
    return;
  }
  if (f.phone.replace(/\D/g, '').length < 10 || /[^\d +()-]/.test(f.phone)) {
    err.textContent = 'Enter a phone number with at least 10 digits.';
    err.hidden = false;
    return;
  }
  const btn = $('#acc-save');
  btn.loading = true;
  setTimeout(() => {
    account = { ...account, ...f };
    store(KEYS.account, account);
    btn.loading = false;
    accountDirty();
    notify('Your details are saved.', 'success', 'check2-circle');
  }, 600);
}

// ------------------------------------------------------------------------------------------ wiring
async function start() {
  await Promise.all(['sl-card', 'sl-button', 'sl-select', 'sl-option', 'sl-dialog', 'sl-radio-group', 'sl-input',
    'sl-checkbox', 'sl-switch', 'sl-details', 'sl-alert', 'sl-tab-group'].map(t => customElements.whenDefined(t)));

  const langs = [...new Set(COURSES.map(c => c.language))];
  $('#f-language').insertAdjacentHTML('beforeend', langs.map(l => `<sl-option value="${l}">${l}</sl-option>`).join(''));

  $('#search').addEventListener('sl-input', filtersChanged);
  $('#f-language').addEventListener('sl-change', filtersChanged);
  $('#f-level').addEventListener('sl-change', filtersChanged);
  $('#f-evening').addEventListener('sl-change', filtersChanged);
  $('#f-saved').addEventListener('sl-change', filtersChanged);
  $('#show-more').addEventListener('click', () => {
    shown += PAGE;
    renderCatalogue();
  });

  $('#course-grid').addEventListener('click', ev => {
    const save = ev.target.closest('.save-btn');
    if (save) {
      const id = save.dataset.id;
      const c = course(id);
      const was = state.saved.includes(id);
      state.saved = was ? state.saved.filter(x => x !== id) : [...state.saved, id];
      saveState();
      renderCatalogue();
      notify(was ? `${c.title} removed from your saved courses.` : `${c.title} saved for later.`, 'primary', was ? 'heart' : 'heart-fill');
      return;
    }
    const enrol = ev.target.closest('.enrol-btn');
    if (enrol) return openEnrol(course(enrol.dataset.id));
    const wait = ev.target.closest('.wait-btn');
    if (wait) return openWaitlist(course(wait.dataset.id));
  });

  $('#enrol-who').addEventListener('sl-change', () => {
    $('#other-fields').hidden = $('#enrol-who').value !== 'other';
    updateConfirm();
  });
  $('#enrol-attendance').addEventListener('sl-change', renderPrice);
  $('#enrol-apply').addEventListener('click', applyCode);
  $('#enrol-code').addEventListener('keydown', e => { if (e.key === 'Enter') applyCode(); });
  for (const id of ['#enrol-terms', '#enrol-student', '#enrol-dob']) {
    $(id).addEventListener('sl-change', updateConfirm);
    $(id).addEventListener('sl-input', updateConfirm);
  }
  $('#enrol-cancel').addEventListener('click', () => $('#enrol-dialog').hide());
  $('#enrol-confirm').addEventListener('click', confirmEnrol);

  $('#wait-cancel').addEventListener('click', () => $('#wait-dialog').hide());
  $('#wait-confirm').addEventListener('click', confirmWaitlist);
  $('#wait-email').addEventListener('sl-input', () => $('#wait-email').setCustomValidity(''));

  $('#enrolled-list').addEventListener('click', ev => {
    const b = ev.target.closest('.withdraw-btn');
    if (b) openWithdraw(b.dataset.enrolment);
  });
  $('#withdraw-keep').addEventListener('click', () => $('#withdraw-dialog').hide());
  $('#withdraw-yes').addEventListener('click', confirmWithdraw);

  for (const id of ['#acc-email', '#acc-phone', '#acc-contact', '#acc-news']) {
    $(id).addEventListener('sl-input', accountDirty);
    $(id).addEventListener('sl-change', accountDirty);
  }
  $('#account-form').addEventListener('submit', saveAccount);
  $('#acc-reset').addEventListener('click', fillAccount);

  // promotional pop-up, once per visit
  const promo = $('#promo');
  const seen = () => sessionStorage.setItem(KEYS.promo, '1');
  promo.addEventListener('sl-after-hide', seen);
  $('#promo-no').addEventListener('click', () => promo.hide());
  $('#promo-go').addEventListener('click', () => promo.hide());
  if (!sessionStorage.getItem(KEYS.promo)) setTimeout(() => promo.show(), 1500);

  fillAccount();
  renderMine();
  // the timetable comes from the server a moment later
  setTimeout(() => {
    loaded = true;
    $('#loading').remove();
    renderCatalogue();
  }, 1300);
}

start();
