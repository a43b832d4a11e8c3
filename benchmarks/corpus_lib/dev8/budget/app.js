import { TODAY, CATEGORIES, TRANSACTIONS, RECURRING } from './data.js';

const PAGE_SIZE = 8;
const KEYS = { tx: 'hearth.tx', limits: 'hearth.limits', recurring: 'hearth.recurring', goal: 'hearth.goal' };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const $ = sel => document.querySelector(sel);
const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const money = n => eur.format(n);
const signed = n => (n < 0 ? '−' : '+') + eur.format(Math.abs(n));
const esc = s => String(s).replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));

function load(key, fallback) {
  try {
    const v = JSON.parse(localStorage.getItem(key));
    return v ?? structuredClone(fallback);
  } catch {
    return structuredClone(fallback);
  }
}
const store = (key, value) => localStorage.setItem(key, JSON.stringify(value));

const state = {
  tx: load(KEYS.tx, TRANSACTIONS),
  limits: load(KEYS.limits, Object.fromEntries(CATEGORIES.map(c => [c.id, c.limit]))),
  recurring: load(KEYS.recurring, RECURRING),
  goal: load(KEYS.goal, null),
  month: TODAY.slice(0, 7),
  page: 1,
  query: '',
  filters: { categories: [], min: null },
  editingLimit: null,
  openTx: null,
};

const catName = id => CATEGORIES.find(c => c.id === id)?.name || 'Uncategorised';
const monthLabel = ym => `${MONTHS[Number(ym.slice(5)) - 1]} ${ym.slice(0, 4)}`;
const fmtDay = iso => `${Number(iso.slice(8))} ${SHORT[Number(iso.slice(5, 7)) - 1]}`;
const shiftMonth = (ym, d) => {
  const [y, m] = ym.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1 + d, 1));
  return `${t.getUTCFullYear()}-${String(t.getUTCMonth() + 1).padStart(2, '0')}`;
};

function monthTx(ym = state.month) {
  return state.tx
    .filter(t => t.date.startsWith(ym))
    .sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}
const isSpending = t => t.category !== 'income';
const spentIn = list => -list.filter(isSpending).reduce((s, t) => s + t.amount, 0);

function toast(message, variant = 'success') {
  const alert = Object.assign(document.createElement('sl-alert'), { variant, closable: true, duration: 3000 });
  alert.innerHTML = `<sl-icon slot="icon" name="${variant === 'success' ? 'check2-circle' : 'info-circle'}"></sl-icon>${esc(message)}`;
  document.body.append(alert);
  customElements.whenDefined('sl-alert').then(() => alert.toast());
}

// ---------------------------------------------------------------- header
function renderHeader() {
  $('#month-label').textContent = monthLabel(state.month);
  $('#next-month').disabled = state.month >= TODAY.slice(0, 7);
  $('#month-spent').textContent = `Spent in ${monthLabel(state.month)}: ${money(spentIn(monthTx()))}`;
}

// ---------------------------------------------------------------- transactions
function passesFilters(t) {
  const f = state.filters;
  if (f.categories.length) return f.categories.includes(t.category || 'none');
  if (f.min) return -t.amount >= f.min;
  return true;
}
const matchesQuery = (t, q) => `${t.payee} ${t.note}`.toLowerCase().includes(q);

function renderTransactions() {
  const rows = monthTx().filter(passesFilters);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  state.page = Math.min(state.page, pages);
  const pageRows = rows.slice((state.page - 1) * PAGE_SIZE, state.page * PAGE_SIZE);
  const q = state.query.trim().toLowerCase();
  const shown = q ? pageRows.filter(t => matchesQuery(t, q)) : pageRows;

  $('#tx-body').innerHTML = shown.map(t => `
    <tr class="tx-row" tabindex="0" data-id="${t.id}" data-payee="${esc(t.payee)}">
      <td class="date">${fmtDay(t.date)}</td>
      <td><div class="payee">${esc(t.payee)}</div>${t.note ? `<div class="note">${esc(t.note)}</div>` : ''}</td>
      <td><sl-tag size="small" variant="${t.category ? 'neutral' : 'warning'}" pill>${esc(catName(t.category))}</sl-tag></td>
      <td class="num ${t.amount > 0 ? 'in' : ''}">${signed(t.amount)}</td>
    </tr>`).join('');
  $('#tx-empty').hidden = shown.length > 0;
  $('#pager-nav').hidden = Boolean(q);
  $('#page-label').textContent = `Page ${state.page} of ${pages}`;
  $('#page-prev').disabled = state.page <= 1;
  $('#page-next').disabled = state.page >= pages;

  const filtered = state.filters.categories.length || state.filters.min;
  $('#filtered-total').textContent = filtered
    ? `Filtered: ${rows.length} transactions · ${money(spentIn(rows))} spent`
    : '';
  renderChips();
}

function renderChips() {
  const f = state.filters;
  const chips = f.categories.map(c => ({ key: 'cat:' + c, label: c === 'none' ? 'Uncategorised' : catName(c) }));
  if (f.min) chips.push({ key: 'min', label: `≥ ${money(f.min)}` });
  $('#chips').innerHTML = chips.map(c => `<sl-tag size="small" variant="primary" removable data-key="${c.key}">${esc(c.label)}</sl-tag>`).join('');
}

function renderFilterPanel() {
  const cats = [...CATEGORIES.map(c => ({ id: c.id, name: c.name })), { id: 'none', name: 'Uncategorised' }];
  $('#filter-cats').innerHTML = cats.map(c =>
    `<sl-checkbox size="small" value="${c.id}" ${state.filters.categories.includes(c.id) ? 'checked' : ''}>${esc(c.name)}</sl-checkbox>`).join('');
  $('#filter-min').value = state.filters.min ?? '';
}

function applyFilters() {
  const categories = [...document.querySelectorAll('#filter-cats sl-checkbox')].filter(c => c.checked).map(c => c.value);
  const min = parseFloat($('#filter-min').value);
  state.filters = { categories, min: Number.isFinite(min) && min > 0 ? min : null };
  state.page = 1;
  $('#filter-panel').hidden = true;
  renderTransactions();
}

function openTx(id) {
  const t = state.tx.find(x => x.id === id);
  if (!t) return;
  state.openTx = t;
  $('#d-payee').textContent = t.payee;
  $('#d-date').textContent = `${fmtDay(t.date)} ${t.date.slice(0, 4)}`;
  $('#d-amount').textContent = signed(t.amount);
  $('#d-category').value = t.category || 'none';
  $('#d-note').value = t.note;
  $('#tx-drawer').show();
}

function saveTx() {
  const t = state.openTx;
  if (!t) return;
  const cat = $('#d-category').value;
  t.category = cat === 'none' ? '' : cat;
  t.note = $('#d-note').value.trim();
  store(KEYS.tx, state.tx);
  $('#tx-drawer').hide();
  renderAll();
  toast('Transaction saved');
}

function askDeleteTx() {
  const t = state.openTx;
  if (!t) return;
  $('#delete-text').textContent = `${t.payee} · ${signed(t.amount)} on ${fmtDay(t.date)} ${t.date.slice(0, 4)}`;
  $('#delete-dialog').show();
}

function deleteTx() {
  const t = state.openTx;
  if (t) {
    state.tx = state.tx.filter(x => x.id !== t.id);
    store(KEYS.tx, state.tx);
    state.openTx = null;
  }
  $('#delete-dialog').hide();
  $('#tx-drawer').hide();
  renderAll();
  toast('Transaction deleted');
}

// ---------------------------------------------------------------- budgets
function categorySpent(id) {
  return monthTx()
    .filter(t => t.category === id)
    .reduce((sum, t) => sum + Math.abs(t.amount), 0);
}

function renderBudgets() {
  $('#budget-body').innerHTML = CATEGORIES.filter(c => c.id !== 'income').map(c => {
    const limit = state.limits[c.id];
    const spent = categorySpent(c.id);
    const remaining = limit - spent;
    const pct = Math.min(100, Math.round((spent / limit) * 100));
    const limitCell = state.editingLimit === c.id
      ? `<sl-input class="limit-input" size="small" type="number" min="0" step="10" value="${limit}" label="${esc(c.name)} limit" data-cat="${c.id}"></sl-input>`
      : `<span class="limit-amount" data-edit="${c.id}" title="Click to edit">${money(limit)}</span><sl-icon-button name="pencil" label="Edit limit for ${esc(c.name)}" data-edit="${c.id}"></sl-icon-button>`;
    return `<tr data-cat="${c.id}">
      <td>${esc(c.name)}</td>
      <td class="num limit-cell">${limitCell}</td>
      <td class="num spent">${money(spent)}</td>
      <td class="num remaining ${remaining < 0 ? 'over' : ''}">${money(remaining)}</td>
      <td class="bar-col"><sl-progress-bar value="${pct}" class="${pct >= 100 ? 'over' : ''}" label="${esc(c.name)} budget used"></sl-progress-bar></td>
    </tr>`;
  }).join('');
  const input = document.querySelector('.limit-input');
  if (input) customElements.whenDefined('sl-input').then(() => input.updateComplete).then(() => input.focus());
  renderGoal();
}

function commitLimit(input) {
  if (state.editingLimit !== input.dataset.cat) return;
  const value = parseFloat(input.value);
  if (Number.isFinite(value) && value >= 0) {
    state.limits[input.dataset.cat] = value;
    store(KEYS.limits, state.limits);
  }
  state.editingLimit = null;
  renderBudgets();
}

function renderGoal() {
  $('#goal-line').textContent = state.goal ? `Goal: ${money(state.goal)} a month` : 'No savings goal set yet.';
}

// ---------------------------------------------------------------- recurring
function renderRecurring() {
  const active = state.recurring.filter(r => r.active);
  $('#rec-body').innerHTML = active.map(r => `
    <tr data-rec="${r.id}">
      <td class="payee">${esc(r.payee)}</td>
      <td>${esc(catName(r.category))}</td>
      <td>${esc(r.every)}</td>
      <td class="num">${money(r.amount)}</td>
      <td class="num"><sl-button size="small" data-stop="${r.id}">Stop</sl-button></td>
    </tr>`).join('');
  $('#rec-total').textContent = `Monthly recurring total: ${money(active.reduce((s, r) => s + r.amount, 0))}`;
  const stopped = state.recurring.filter(r => !r.active);
  $('#rec-stopped').summary = `Stopped payments (${stopped.length})`;
  $('#rec-stopped-list').innerHTML = stopped.map(r => `<li>${esc(r.payee)} · ${money(r.amount)}</li>`).join('');
}

let pendingStop = null;

function askStop(id) {
  pendingStop = state.recurring.find(r => r.id === id) || null;
  if (!pendingStop) return;
  $('#stop-text').textContent = `${pendingStop.payee} (${money(pendingStop.amount)} a month) won't be added to future months.`;
  $('#stop-dialog').show();
}

// ---------------------------------------------------------------- reports
let reportTimer = null;

function showReport() {
  $('#report').hidden = true;
  $('#report-loading').hidden = false;
  $('#compare-out').innerHTML = '';
  clearTimeout(reportTimer);
  reportTimer = setTimeout(renderReport, 1500);
}

function renderReport() {
  const list = monthTx();
  const spent = spentIn(list);
  $('#report-title').textContent = `${monthLabel(state.month)}: ${money(spent)} spent`;
  const byCat = CATEGORIES.filter(c => c.id !== 'income')
    .map(c => ({ c, v: -list.filter(t => t.category === c.id).reduce((s, t) => s + t.amount, 0) }))
    .filter(x => x.v > 0)
    .sort((a, b) => b.v - a.v);
  const max = Math.max(...byCat.map(x => x.v), 1);
  $('#report-bars').innerHTML = byCat.map(({ c, v }) => `
    <div class="bar-row"><span class="bar-name">${esc(c.name)}</span>
      <span class="bar"><span style="width:${(v / max) * 100}%"></span></span>
      <span class="bar-val">${money(v)}</span></div>`).join('');
  $('#report-loading').hidden = true;
  $('#report').hidden = false;
}

function showSavings() {
  const list = monthTx();
  const income = list.filter(t => t.category === 'income').reduce((s, t) => s + t.amount, 0);
  const saved = income - spentIn(list);
  $('#savings-text').textContent = `You saved ${money(saved)} in ${monthLabel(state.month)}.`;
  $('#savings-detail').textContent = income > 0
    ? `That is ${Math.round((saved / income) * 100)}% of this month's income of ${money(income)}.`
    : 'No income recorded this month.';
  $('#savings-dialog').show();
}

async function compareLastYear() {
  const out = $('#compare-out');
  out.innerHTML = '<sl-spinner></sl-spinner>';
  const [y, m] = state.month.split('-');
  const lastYear = `${Number(y) - 1}-${m}`;
  try {
    const res = await fetch(`data/summary_${Number(y) - 1}.json`);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const data = await res.json();
    const prev = data.months[lastYear];
    if (!prev) throw new Error('no data for ' + lastYear);
    const now = spentIn(monthTx());
    const diff = now - prev.spent;
    out.innerHTML = `<p class="compare-line">${monthLabel(lastYear)}: ${money(prev.spent)} spent · this year ${money(Math.abs(diff))} ${diff >= 0 ? 'more' : 'less'}</p>`;
  } catch (err) {
    console.error('compare failed', err);
    out.innerHTML = '<sl-alert variant="warning" open><sl-icon slot="icon" name="exclamation-triangle"></sl-icon>Last year\'s figures aren\'t available for this month.</sl-alert>';
  }
}

// ---------------------------------------------------------------- wiring
function renderAll() {
  renderHeader();
  renderTransactions();
  renderBudgets();
  renderRecurring();
  if ($('#tabs').querySelector('sl-tab[panel=reports]')?.active) showReport();
}

function fillCategorySelects() {
  const opts = CATEGORIES.map(c => `<sl-option value="${c.id}">${esc(c.name)}</sl-option>`).join('');
  $('#d-category').innerHTML = opts + '<sl-option value="none">Uncategorised</sl-option>';
  $('#add-category').innerHTML = CATEGORIES.filter(c => c.id !== 'income').map(c => `<sl-option value="${c.id}">${esc(c.name)}</sl-option>`).join('');
}

function wire() {
  $('#prev-month').addEventListener('click', () => { state.month = shiftMonth(state.month, -1); state.page = 1; renderAll(); });
  $('#next-month').addEventListener('click', () => { state.month = shiftMonth(state.month, 1); state.page = 1; renderAll(); });

  let searchTimer = null;
  $('#search').addEventListener('sl-input', e => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => { state.query = e.target.value; state.page = 1; renderTransactions(); }, 300);
  });
  $('#search').addEventListener('sl-clear', () => { state.query = ''; renderTransactions(); });

  $('#filter-toggle').addEventListener('click', () => {
    const panel = $('#filter-panel');
    if (panel.hidden) renderFilterPanel();
    panel.hidden = !panel.hidden;
  });
  $('#filter-apply').addEventListener('click', applyFilters);
  $('#filter-clear').addEventListener('click', () => {
    state.filters = { categories: [], min: null };
    renderFilterPanel();
    state.page = 1;
    renderTransactions();
  });
  $('#chips').addEventListener('sl-remove', e => {
    const key = e.target.dataset.key;
    if (key === 'min') state.filters.min = null;
    else state.filters.categories = state.filters.categories.filter(c => 'cat:' + c !== key);
    renderTransactions();
  });

  $('#page-prev').addEventListener('click', () => { state.page--; renderTransactions(); });
  $('#page-next').addEventListener('click', () => { state.page++; renderTransactions(); });
  $('#tx-body').addEventListener('click', e => {
    const row = e.target.closest('tr.tx-row');
    if (row) openTx(row.dataset.id);
  });
  $('#tx-body').addEventListener('keydown', e => {
    const row = e.target.closest('tr.tx-row');
    if (row && e.key === 'Enter') openTx(row.dataset.id);
  });

  $('#d-save').addEventListener('click', saveTx);
  $('#d-delete').addEventListener('click', askDeleteTx);
  $('#delete-keep').addEventListener('click', () => $('#delete-dialog').hide());
  $('#delete-confirm').addEventListener('click', deleteTx);

  // budgets: inline limit editing
  $('#budget-body').addEventListener('click', e => {
    const btn = e.target.closest('[data-edit]');
    if (!btn) return;
    state.editingLimit = btn.dataset.edit;
    renderBudgets();
  });
  $('#budget-body').addEventListener('keydown', e => {
    const input = e.target.closest('.limit-input');
    if (!input) return;
    if (e.key === 'Enter') commitLimit(input);
    if (e.key === 'Escape') { state.editingLimit = null; renderBudgets(); }
  });
  $('#budget-body').addEventListener('sl-blur', e => {
    const input = e.target.closest('.limit-input');
    if (input) commitLimit(input);
  });

  $('#goal-save').addEventListener('click', () => {
    const v = parseFloat($('#goal-input').value);
    if (!Number.isFinite(v) || v <= 0) return;
    state.goal = v;
    store(KEYS.goal, v);
    renderGoal();
    toast('Savings goal saved');
  });

  // recurring
  $('#rec-body').addEventListener('click', e => {
    const btn = e.target.closest('[data-stop]');
    if (btn) askStop(btn.dataset.stop);
  });
  $('#stop-keep').addEventListener('click', () => $('#stop-dialog').hide());
  $('#stop-dialog').addEventListener('sl-after-hide', () => { pendingStop = null; });
  $('#stop-confirm').addEventListener('click', async () => {
    await $('#stop-dialog').hide();
    const item = pendingStop;
    if (!item) return;
    item.active = false;
    store(KEYS.recurring, state.recurring);
    renderRecurring();
    toast(`${item.payee} stopped`);
  });

  // reports
  $('#tabs').addEventListener('sl-tab-show', e => { if (e.detail.name === 'reports') showReport(); });
  $('#savings-btn').addEventListener('click', showSavings);
  $('#savings-close').addEventListener('click', () => $('#savings-dialog').hide());
  $('#compare-btn').addEventListener('click', compareLastYear);

  // add expense
  $('#add-expense').addEventListener('click', () => {
    const form = $('#add-form');
    form.reset();
    form.elements.date.value = TODAY;
    $('#add-dialog').show();
  });
  $('#add-cancel').addEventListener('click', () => $('#add-dialog').hide());
  $('#add-submit').addEventListener('click', () => {
    const form = $('#add-form');
    const amount = parseFloat(form.elements.amount.value);
    const payee = form.elements.payee.value.trim();
    const category = $('#add-category').value;
    const date = form.elements.date.value;
    if (!(amount > 0) || !payee || !category || !date) {
      form.reportValidity();
      return;
    }
    const id = 't' + Date.now();
    state.tx.push({ id, date, payee, category, amount: -Math.round(amount * 100) / 100, note: '' });
    store(KEYS.tx, state.tx);
    $('#add-dialog').hide();
    renderAll();
    toast('Expense added');
  });
}

function lateNotice() {
  setTimeout(() => {
    $('#notices').innerHTML = `<sl-alert variant="primary" open closable class="sync-notice">
      <sl-icon slot="icon" name="arrow-repeat"></sl-icon>
      <strong>Bank sync finished at 07:42.</strong> Your accounts are up to date.</sl-alert>`;
  }, 1200);
}

await Promise.all(['sl-tab-group', 'sl-drawer', 'sl-dialog', 'sl-input', 'sl-select'].map(t => customElements.whenDefined(t)));
fillCategorySelects();
wire();
renderAll();
lateNotice();
