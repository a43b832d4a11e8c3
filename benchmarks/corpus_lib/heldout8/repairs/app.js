// SpokeShop: the workshop queue of a bike repair shop. Lit 3 components + Shoelace 2.
import { LitElement, html, css, nothing } from 'lit';
import { repeat } from 'lit/directives/repeat.js';

// "Today" is pinned so promised dates and takings are the same on every run.
const TODAY = '2025-09-16';
const DAY_MS = 24 * 60 * 60 * 1000;
const STORE_KEY = 'spokeshop.data.v2';
const SETTINGS_KEY = 'spokeshop.settings.v2';
const WHATS_NEW_KEY = 'spokeshop.whatsnew.2-4';
const PAGE = 8;
const COLLECTED_PAGE = 6;

const SERVICES = [
  { id: 'puncture', name: 'Puncture repair', price: 12 },
  { id: 'brakes', name: 'Brake adjustment', price: 15 },
  { id: 'gears', name: 'Gear tune', price: 20 },
  { id: 'chain', name: 'Chain replacement', price: 18 },
  { id: 'wheel', name: 'Wheel true', price: 22 },
  { id: 'service', name: 'Full service', price: 65 },
  { id: 'ebike', name: 'E-bike diagnostics', price: 35 },
];

const SEED_PARTS = [
  { id: 'tube700', name: 'Inner tube 700c', price: 6, stock: 14 },
  { id: 'tube26', name: 'Inner tube 26"', price: 6, stock: 9 },
  { id: 'pads', name: 'Brake pads (pair)', price: 9, stock: 20 },
  { id: 'chain11', name: 'Chain, 11-speed', price: 28, stock: 5 },
  { id: 'tyre', name: 'Tyre 700×28c', price: 32, stock: 6 },
  { id: 'cables', name: 'Cable & housing set', price: 11, stock: 12 },
];

const BIKES = [
  { id: 'road', name: 'Road bike' },
  { id: 'hybrid', name: 'Hybrid' },
  { id: 'mtb', name: 'Mountain bike' },
  { id: 'ebike', name: 'E-bike' },
  { id: 'folding', name: 'Folding bike' },
  { id: 'kids', name: 'Kids bike' },
  { id: 'cargo', name: 'Cargo bike' },
];

const STATUS = {
  waiting: { label: 'Booked in', variant: 'neutral' },
  working: { label: 'In progress', variant: 'warning' },
  ready: { label: 'Ready for pickup', variant: 'success' },
};

const METHODS = { card: 'Card', cash: 'Cash', online: 'Paid online' };

const DAYS = [
  { short: 'Mon', long: 'Monday' },
  { short: 'Tue', long: 'Tuesday' },
  { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' },
  { short: 'Fri', long: 'Friday' },
  { short: 'Sat', long: 'Saturday' },
  { short: 'Sun', long: 'Sunday' },
];

const job = (ticket, customer, phone, bike, services, status, promised, parts = []) => ({
  ticket, customer, phone, bike, services, status, promised, parts, notes: '',
});

const SEED_JOBS = [
  job(1031, 'Jo Baker', '07700 900111', 'Hybrid', ['service'], 'ready', '2025-09-15'),
  job(1033, 'Marcus Lee', '07700 900222', 'Road bike', ['gears'], 'ready', '2025-09-16'),
  job(1035, 'Ana Costa', '07700 900333', 'Kids bike', ['puncture'], 'ready', '2025-09-16', [{ id: 'tube26', qty: 1 }]),
  job(1036, 'Dev Patel', '07700 900444', 'Mountain bike', ['brakes', 'wheel'], 'working', '2025-09-17'),
  job(1037, 'Hannah Wright', '07700 900555', 'E-bike', ['ebike'], 'working', '2025-09-17'),
  job(1038, 'Tom Fischer', '07700 900666', 'Hybrid', ['puncture', 'brakes'], 'working', '2025-09-17'),
  job(1039, 'Chloe Martin', '07700 900456', 'Road bike', ['service'], 'waiting', '2025-09-18'),
  job(1040, "Sam O'Neill", '07700 900777', 'Folding bike', ['gears'], 'waiting', '2025-09-18'),
  job(1041, 'Lena Novak', '07700 900888', 'Road bike', ['chain'], 'waiting', '2025-09-18'),
  job(1042, 'Ravi Kumar', '07700 900999', 'Mountain bike', ['service'], 'waiting', '2025-09-19'),
  job(1043, 'Emma Stone', '07700 900123', 'Cargo bike', ['brakes'], 'waiting', '2025-09-19'),
  job(1044, 'Felix Brandt', '07700 900135', 'Hybrid', ['puncture'], 'waiting', '2025-09-19'),
];

const SEED_COLLECTED = [
  { ticket: 1034, customer: 'Ben Carter', bike: 'Mountain bike', total: 48, method: 'card', date: '2025-09-16' },
  { ticket: 1032, customer: 'Grace Hill', bike: 'Hybrid', total: 27, method: 'cash', date: '2025-09-15' },
  { ticket: 1030, customer: 'Olu Adeyemi', bike: 'Road bike', total: 20, method: 'card', date: '2025-09-15' },
  { ticket: 1029, customer: 'Mia Novak', bike: 'Kids bike', total: 18, method: 'cash', date: '2025-09-13' },
  { ticket: 1028, customer: 'Isaac Reed', bike: 'E-bike', total: 35, method: 'online', date: '2025-09-13' },
  { ticket: 1027, customer: 'Priti Das', bike: 'Road bike', total: 85, method: 'card', date: '2025-09-12' },
  { ticket: 1026, customer: 'Noah Green', bike: 'Hybrid', total: 12, method: 'cash', date: '2025-09-12' },
];

// ------------------------------------------------------------------ helpers
const toDate = s => new Date(s + 'T00:00:00Z');
const addDays = (s, n) => new Date(toDate(s).getTime() + n * DAY_MS).toISOString().slice(0, 10);
const weekday = s => DAYS[(toDate(s).getUTCDay() + 6) % 7].short;
const fmtWeekday = s =>
  toDate(s).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const money = n => '£' + n.toFixed(2);
const bikeName = id => BIKES.find(b => b.id === id)?.name ?? 'Bike';
const serviceName = id => (SERVICES.find(s => s.id === id) || { name: id }).name;
const validPhone = phone => /^0\d{10}$/.test(phone);
const servicesTotal = ids => ids.reduce((sum, id) => sum + (SERVICES.find(s => s.id === id)?.price || 0), 0);

function addWorkingDays(from, n, closed) {
  let d = from;
  let left = n;
  while (left > 0) {
    d = addDays(d, 1);
    if (!closed.has(weekday(d))) left -= 1;
  }
  return d;
}

function toast(message, variant = 'success', icon = 'check2-circle') {
  const alert = Object.assign(document.createElement('sl-alert'), {
    variant,
    closable: true,
    duration: 3500,
  });
  alert.innerHTML = `<sl-icon name="${icon}" slot="icon"></sl-icon>`;
  alert.append(message);
  document.body.append(alert);
  return alert.toast();
}

function loadData() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORE_KEY));
    if (saved && Array.isArray(saved.jobs)) return saved;
  } catch {
    /* start afresh */
  }
  return {
    jobs: structuredClone(SEED_JOBS),
    collected: structuredClone(SEED_COLLECTED),
    parts: structuredClone(SEED_PARTS),
  };
}

const defaultSettings = () => ({ closedDays: new Set(['Mon', 'Sun']), turnaround: 2, sms: true });

function loadSettings() {
  try {
    const saved = JSON.parse(localStorage.getItem(SETTINGS_KEY));
    if (!saved) return defaultSettings();
    return { ...defaultSettings(), ...saved, closedDays: new Set(saved.closedDays) };
  } catch {
    return defaultSettings(); // unreadable settings: fall back to the defaults
  }
}

// ------------------------------------------------------------------ <job-card>
class JobCard extends LitElement {
  static properties = {
    job: { attribute: false },
    parts: { attribute: false },
  };

  static styles = css`
    :host {
      display: block;
    }
    .card {
      display: grid;
      grid-template-columns: 5.5rem 1fr 13rem 11rem;
      gap: 0.75rem;
      align-items: center;
      background: #fff;
      border: 1px solid var(--sl-color-neutral-200);
      border-radius: var(--sl-border-radius-large);
      padding: 0.8rem 1rem;
    }
    :host(:hover) .card {
      border-color: var(--sl-color-primary-300);
      box-shadow: var(--sl-shadow-small);
    }
    .ticket {
      font-size: 1.3rem;
      font-weight: 700;
      color: var(--sl-color-neutral-700);
    }
    .who {
      font-size: 1rem;
    }
    .phone,
    .bike,
    .promised {
      color: var(--sl-color-neutral-600);
      font-size: 0.875rem;
    }
    .tags {
      margin-top: 0.3rem;
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
    }
    .side {
      text-align: right;
    }
    .total {
      font-weight: 600;
      font-size: 1.05rem;
    }
    .actions {
      display: flex;
      justify-content: flex-end;
      align-items: center;
      gap: 0.25rem;
    }
    /* the "more" menu shows only on the hovered card (or while it is open) */
    .more {
      visibility: hidden;
    }
    :host(:hover) .more,
    .more[open],
    .more:focus-within {
      visibility: visible;
    }
  `;

  _emit(action) {
    this.dispatchEvent(
      new CustomEvent('job-action', { detail: { action, ticket: this.job.ticket }, bubbles: true, composed: true }),
    );
  }

  _total() {
    const parts = this.job.parts.reduce((sum, p) => sum + p.qty * (this.parts.find(x => x.id === p.id)?.price || 0), 0);
    return servicesTotal(this.job.services) + parts;
  }

  render() {
    const j = this.job;
    const st = STATUS[j.status];
    let action = nothing;
    if (j.status === 'waiting') action = html`<sl-button size="small" @click=${() => this._emit('start')}>Start work</sl-button>`;
    if (j.status === 'working') action = html`<sl-button size="small" variant="primary" outline @click=${() => this._emit('finish')}>Finish</sl-button>`;
    if (j.status === 'ready') action = html`<sl-button size="small" variant="success" @click=${() => this._emit('handover')}>Hand over</sl-button>`;
    return html`
      <div class="card">
        <div class="ticket">#${j.ticket}</div>
        <div class="main">
          <div class="who"><strong class="customer">${j.customer}</strong> · <span class="phone">${j.phone}</span></div>
          <div class="bike">${j.bike}</div>
          <div class="tags">
            ${j.services.map(id => html`<sl-tag size="small" variant="primary">${serviceName(id)}</sl-tag>`)}
            ${j.parts.map(p => html`<sl-tag size="small">${p.qty} × ${this.parts.find(x => x.id === p.id)?.name}</sl-tag>`)}
          </div>
        </div>
        <div class="side">
          <sl-badge class="status" variant=${st.variant} pill>${st.label}</sl-badge>
          <div class="promised">Promised ${fmtWeekday(j.promised)}</div>
          <div class="total">${money(this._total())}</div>
        </div>
        <div class="actions">
          ${action}
          <sl-dropdown class="more" placement="bottom-end" hoist @sl-select=${e => this._emit(e.detail.item.value)}>
            <sl-icon-button slot="trigger" name="three-dots-vertical" label="More for #${j.ticket}"></sl-icon-button>
            <sl-menu>
              <sl-menu-item value="edit">Edit details</sl-menu-item>
              <sl-menu-item value="part">Add part</sl-menu-item>
              <sl-divider></sl-divider>
              <sl-menu-item value="cancel">Cancel job</sl-menu-item>
            </sl-menu>
          </sl-dropdown>
        </div>
      </div>
    `;
  }
}

// ------------------------------------------------------------------ <spoke-app>
class SpokeApp extends LitElement {
  static properties = {
    loading: { state: true },
    jobs: { state: true },
    collected: { state: true },
    parts: { state: true },
    settings: { state: true },
    settingsDirty: { state: true },
    filter: { state: true },
    query: { state: true },
    shown: { state: true },
    loadingMore: { state: true },
    collectedShown: { state: true },
    form: { state: true },
    formError: { state: true },
    creating: { state: true },
    dialog: { state: true },
    busy: { state: true },
    tested: { state: true },
    payment: { state: true },
    partChoice: { state: true },
    partQty: { state: true },
    partError: { state: true },
    draft: { state: true },
    editError: { state: true },
    whatsNew: { state: true },
  };

  static styles = css`
    :host {
      display: block;
    }
    .stats {
      display: flex;
      gap: 1.5rem;
      margin: 1rem 0 0.25rem;
      color: var(--sl-color-neutral-700);
    }
    .stats strong {
      color: var(--sl-color-neutral-900);
    }
    .toolbar {
      display: flex;
      gap: 1rem;
      align-items: end;
      margin: 0.5rem 0 0.75rem;
    }
    .toolbar sl-input {
      width: 20rem;
    }
    .queue {
      max-height: calc(100vh - 300px);
      min-height: 260px;
      overflow-y: auto;
      padding-right: 0.4rem;
      display: flex;
      flex-direction: column;
      gap: 0.5rem;
    }
    .more-jobs {
      text-align: center;
      padding: 0.5rem 0 1rem;
    }
    .loading,
    .empty {
      text-align: center;
      padding: 3rem 0;
      color: var(--sl-color-neutral-600);
    }
    .loading sl-spinner {
      font-size: 2.5rem;
      --indicator-color: var(--shop-accent, teal);
    }
    form,
    .panel {
      background: #fff;
      border: 1px solid var(--sl-color-neutral-200);
      border-radius: var(--sl-border-radius-large);
      padding: 1.25rem 1.5rem;
    }
    .grid2 {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: 1rem 1.5rem;
    }
    fieldset {
      border: none;
      padding: 0;
      margin: 1rem 0 0;
    }
    legend {
      font-size: var(--sl-input-label-font-size-medium);
      margin-bottom: 0.4rem;
    }
    .services {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: 0.4rem 1.5rem;
    }
    .quote {
      margin: 1.25rem 0 0.75rem;
      font-size: 1.15rem;
    }
    .form-actions {
      display: flex;
      align-items: center;
      gap: 1.5rem;
      margin-top: 1rem;
    }
    .error {
      color: var(--sl-color-danger-600);
      font-size: 0.9rem;
      margin-top: 0.5rem;
    }
    table {
      width: 100%;
      border-collapse: collapse;
      background: #fff;
    }
    th,
    td {
      text-align: left;
      padding: 0.55rem 0.75rem;
      border-bottom: 1px solid var(--sl-color-neutral-200);
    }
    th {
      font-weight: 600;
      color: var(--sl-color-neutral-600);
      font-size: 0.85rem;
    }
    td.num,
    th.num {
      text-align: right;
    }
    .day-toggles {
      display: flex;
      gap: 0.4rem;
      margin: 0.4rem 0 0.5rem;
    }
    .day-toggle {
      position: relative;
      cursor: pointer;
    }
    .day-toggle input {
      position: absolute;
      opacity: 0;
      width: 1px;
      height: 1px;
      pointer-events: none;
    }
    .day-toggle span {
      display: inline-block;
      min-width: 3.2rem;
      text-align: center;
      padding: 0.45rem 0.6rem;
      border: 1px solid var(--sl-color-neutral-300);
      border-radius: var(--sl-border-radius-medium);
      background: #fff;
    }
    .day-toggle input:checked + span {
      background: var(--sl-color-primary-600);
      border-color: var(--sl-color-primary-600);
      color: #fff;
    }
    .day-toggle input:focus-visible + span {
      outline: 2px solid var(--sl-color-primary-400);
      outline-offset: 2px;
    }
    .settings-block {
      margin-bottom: 1.5rem;
    }
    .settings-block sl-input {
      max-width: 18rem;
    }
    .muted {
      color: var(--sl-color-neutral-600);
      font-size: 0.9rem;
    }
    sl-tab-panel::part(base) {
      padding-top: 0.5rem;
    }
  `;

  constructor() {
    super();
    const data = loadData();
    this.jobs = data.jobs;
    this.collected = data.collected;
    this.parts = data.parts;
    this.settings = loadSettings();
    this.settingsDirty = false;
    this.loading = true;
    this.filter = 'all';
    this.query = '';
    this.shown = PAGE;
    this.loadingMore = false;
    this.collectedShown = COLLECTED_PAGE;
    this.form = this._emptyForm();
    this.formError = '';
    this.creating = false;
    this.dialog = null;
    this.busy = false;
    this.tested = false;
    this.payment = 'card';
    this.partChoice = '';
    this.partQty = 1;
    this.partError = '';
    this.draft = null;
    this.editError = '';
    this.whatsNew = false;
  }

  _emptyForm() {
    return { customer: '', phone: '', bike: '', services: [], dropOff: TODAY, agreed: false };
  }

  firstUpdated() {
    // pretend to fetch the queue
    setTimeout(() => {
      this.loading = false;
    }, 1100);
    if (!localStorage.getItem(WHATS_NEW_KEY)) {
      setTimeout(() => {
        this.whatsNew = true;
      }, 1500);
    }
  }

  _persist() {
    localStorage.setItem(STORE_KEY, JSON.stringify({ jobs: this.jobs, collected: this.collected, parts: this.parts }));
  }

  _job(ticket) {
    return this.jobs.find(j => j.ticket === ticket);
  }

  _jobTotal(j) {
    const parts = j.parts.reduce((sum, p) => sum + p.qty * (this.parts.find(x => x.id === p.id)?.price || 0), 0);
    return servicesTotal(j.services) + parts;
  }

  _updateJob(ticket, changes) {
    this.jobs = this.jobs.map(j => (j.ticket === ticket ? { ...j, ...changes } : j));
  }

  get visibleJobs() {
    const q = this.query.trim().toLowerCase();
    return this.jobs
      .filter(j => this.filter === 'all' || j.status === this.filter)
      .filter(j => !q || `${j.customer} ${j.bike}`.toLowerCase().includes(q))
      .sort((a, b) => a.ticket - b.ticket);
  }

  get takingsToday() {
    return this.collected.filter(c => c.date === TODAY).reduce((sum, c) => sum + c.total, 0);
  }

  // ---------------------------------------------------------------- dialogs
  _open(kind, ticket) {
    this.dialog = { kind, ticket };
  }

  _close() {
    this.dialog = null;
    this.busy = false;
  }

  _afterHide(e) {
    if (e.target !== e.currentTarget) return; // selects and dropdowns inside a dialog fire sl-after-hide too
    if (e.currentTarget.classList.contains('whats-new')) {
      localStorage.setItem(WHATS_NEW_KEY, '1');
      this.whatsNew = false;
      return;
    }
    this.dialog = null;
    this.busy = false;
  }

  _onJobAction(e) {
    const { action, ticket } = e.detail;
    const j = this._job(ticket);
    if (!j) return;
    if (action === 'start') {
      this._updateJob(ticket, { status: 'working' });
      this._persist();
      toast(`Work started on #${ticket}.`, 'primary', 'wrench');
    } else if (action === 'finish') {
      this.tested = false;
      this._open('finish', ticket);
    } else if (action === 'handover') {
      this.payment = 'card';
      this._open('handover', ticket);
    } else if (action === 'part') {
      this.partChoice = '';
      this.partQty = 1;
      this.partError = '';
      this._open('part', ticket);
    } else if (action === 'edit') {
      this.draft = { customer: j.customer, phone: j.phone, promised: j.promised, notes: j.notes };
      this.editError = '';
      this._open('edit', ticket);
    } else if (action === 'cancel') {
      this._open('cancel', ticket);
    }
  }

  _finish() {
    const t = this.dialog.ticket;
    this.busy = true;
    setTimeout(() => {
      this._updateJob(t, { status: 'ready' });
      this._persist();
      const j = this._job(t);
      this._close();
      toast(
        this.settings.sms ? `#${t} is ready for pickup. We've texted ${j.customer.split(' ')[0]}.` : `#${t} is ready for pickup.`,
      );
    }, 700);
  }

  _handover() {
    const t = this.dialog.ticket;
    const j = this._job(t);
    this.busy = true;
    setTimeout(() => {
      const entry = { ticket: t, customer: j.customer, bike: j.bike, total: this._jobTotal(j), method: this.payment, date: TODAY };
      this.jobs = this.jobs.filter(x => x.ticket !== t);
      this.collected = [entry, ...this.collected];
      this._persist();
      this._close();
      toast(`#${t} handed over: ${money(entry.total)} paid by ${METHODS[entry.method].toLowerCase()}.`);
    }, 700);
  }

  _addPart() {
    const t = this.dialog.ticket;
    const part = this.parts.find(p => p.id === this.partChoice);
    const qty = Number(this.partQty);
    if (!part) return;
    if (!(qty >= 1)) {
      this.partError = 'Enter a quantity of at least 1.';
      return;
    }
    if (qty > part.stock) {
      this.partError = `Only ${part.stock} in stock.`;
      return;
    }
    const j = this._job(t);
    const existing = j.parts.find(p => p.id === part.id);
    const parts = existing
      ? j.parts.map(p => (p.id === part.id ? { ...p, qty: p.qty + qty } : p))
      : [...j.parts, { id: part.id, qty }];
    this._updateJob(t, { parts });
    this.parts = this.parts.map(p => (p.id === part.id ? { ...p, stock: p.stock - qty } : p));
    this._persist();
    this._close();
    toast(`Added ${qty} × ${part.name} to #${t}.`);
  }

  _saveEdit() {
    const t = this.dialog.ticket;
    if (!this.draft.customer.trim()) return;
    if (!validPhone(this.draft.phone)) {
      this.editError = 'Enter a UK phone number, like 07700 900123.';
      return;
    }
    this._updateJob(t, { ...this.draft, customer: this.draft.customer.trim() });
    this._persist();
    this._close();
    toast(`#${t} updated.`);
  }

  _cancelJob() {
    const t = this.dialog.ticket;
    this.jobs = this.jobs.filter(j => j.ticket !== t);
    this._persist();
    this._close();
    toast(`Ticket #${t} cancelled.`, 'neutral', 'x-circle');
  }

  // ---------------------------------------------------------------- queue
  _showMore() {
    this.loadingMore = true;
    setTimeout(() => {
      this.shown += PAGE;
      this.loadingMore = false;
    }, 600);
  }

  // ---------------------------------------------------------------- new repair
  _setForm(changes) {
    this.form = { ...this.form, ...changes };
    this.formError = '';
  }

  _onBike(e) {
    this._setForm({ bike: e.target.value });
  }

  _toggleService(id, on) {
    const services = on ? [...this.form.services, id] : this.form.services.filter(s => s !== id);
    this._setForm({ services });
  }

  get canCreate() {
    const f = this.form;
    return f.customer.trim() && f.phone.trim() && f.bike && f.services.length > 0 && f.agreed && !this.creating;
  }

  _create() {
    const f = this.form;
    if (!validPhone(f.phone)) {
      this.formError = 'Enter a UK phone number, like 07700 900123.';
      return;
    }
    this.creating = true;
    setTimeout(() => {
      const ticket = Math.max(1044, ...this.jobs.map(j => j.ticket), ...this.collected.map(c => c.ticket)) + 1;
      const promised = addWorkingDays(f.dropOff || TODAY, this.settings.turnaround, this.settings.closedDays);
      const created = {
        ticket,
        customer: f.customer.trim(),
        phone: f.phone.trim(),
        bike: bikeName(f.bikeType),
        services: [...f.services],
        status: 'waiting',
        promised,
        parts: [],
        notes: '',
      };
      this.jobs = [...this.jobs, created];
      this._persist();
      this.creating = false;
      this.form = this._emptyForm();
      this.filter = 'all';
      this.query = '';
      this.renderRoot.querySelector('sl-tab-group').show('queue');
      toast(`Ticket #${ticket} created for ${created.customer}.`);
    }, 800);
  }

  // ---------------------------------------------------------------- settings
  _toggleDay(day, on) {
    const closedDays = new Set(this.settings.closedDays);
    if (on) closedDays.add(day);
    else closedDays.delete(day);
    this.settings = { ...this.settings, closedDays };
    this.settingsDirty = true;
  }

  _setSetting(changes) {
    this.settings = { ...this.settings, ...changes };
    this.settingsDirty = true;
  }

  _saveSettings() {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ ...this.settings }));
    this.settingsDirty = false;
    toast('Shop settings saved.');
  }

  // ---------------------------------------------------------------- rendering
  render() {
    const readyCount = this.jobs.filter(j => j.status === 'ready').length;
    return html`
      <div class="stats" id="stats">
        <span><strong id="in-workshop">${this.jobs.length}</strong> bikes in the workshop</span>
        <span><strong>${readyCount}</strong> ready for pickup</span>
        <span>Taken today <strong id="takings">${money(this.takingsToday)}</strong></span>
      </div>
      <sl-tab-group>
        <sl-tab slot="nav" panel="queue">Queue</sl-tab>
        <sl-tab slot="nav" panel="new">New repair</sl-tab>
        <sl-tab slot="nav" panel="collected">Collected</sl-tab>
        <sl-tab slot="nav" panel="parts">Parts &amp; stock</sl-tab>
        <sl-tab slot="nav" panel="settings">Shop settings</sl-tab>
        <sl-tab-panel name="queue">${this._renderQueue()}</sl-tab-panel>
        <sl-tab-panel name="new">${this._renderNew()}</sl-tab-panel>
        <sl-tab-panel name="collected">${this._renderCollected()}</sl-tab-panel>
        <sl-tab-panel name="parts">${this._renderParts()}</sl-tab-panel>
        <sl-tab-panel name="settings">${this._renderSettings()}</sl-tab-panel>
      </sl-tab-group>
      ${this._renderDialogs()}
    `;
  }

  _renderQueue() {
    const list = this.visibleJobs;
    const page = list.slice(0, this.shown);
    return html`
      <div class="toolbar">
        <sl-input
          placeholder="Search name, bike or ticket no."
          label="Search the queue"
          clearable
          .value=${this.query}
          @sl-input=${e => {
            this.query = e.target.value;
            this.shown = PAGE;
          }}
        >
          <sl-icon name="search" slot="prefix"></sl-icon>
        </sl-input>
        <sl-radio-group
          label="Show"
          name="status-filter"
          .value=${this.filter}
          @sl-change=${e => {
            this.filter = e.target.value;
            this.shown = PAGE;
          }}
        >
          <sl-radio-button value="all">All</sl-radio-button>
          <sl-radio-button value="waiting">Booked in</sl-radio-button>
          <sl-radio-button value="working">In progress</sl-radio-button>
          <sl-radio-button value="ready">Ready for pickup</sl-radio-button>
        </sl-radio-group>
      </div>
      ${this.loading
        ? html`<div class="loading"><sl-spinner></sl-spinner><p>Loading the workshop queue…</p></div>`
        : html`
            <div class="queue" id="queue" @job-action=${this._onJobAction}>
              ${page.length === 0 ? html`<p class="empty">No jobs match.</p>` : nothing}
              ${repeat(
                page,
                j => j.ticket,
                j => html`<job-card .job=${j} .parts=${this.parts} data-ticket=${j.ticket} data-status=${j.status}></job-card>`,
              )}
              ${list.length > page.length
                ? html`<div class="more-jobs">
                    <sl-button ?loading=${this.loadingMore} @click=${this._showMore}>Show more jobs (${list.length - page.length})</sl-button>
                  </div>`
                : nothing}
            </div>
          `}
    `;
  }

  _renderNew() {
    const f = this.form;
    const quote = servicesTotal(f.services);
    return html`
      <form @submit=${e => e.preventDefault()}>
        <div class="grid2">
          <sl-input label="Customer name" autocomplete="off" .value=${f.customer} @sl-input=${e => this._setForm({ customer: e.target.value })}></sl-input>
          <sl-input label="Phone" type="tel" help-text="e.g. 07700 900123" .value=${f.phone} @sl-input=${e => this._setForm({ phone: e.target.value })}></sl-input>
          <sl-select label="Bike" placeholder="Choose a bike type" .value=${f.bike} @sl-change=${this._onBike}>
            ${BIKES.map(b => html`<sl-option value=${b.id}>${b.name}</sl-option>`)}
          </sl-select>
          <sl-input label="Drop-off date" type="date" .value=${f.dropOff} @sl-change=${e => this._setForm({ dropOff: e.target.value })}></sl-input>
        </div>
        <fieldset>
          <legend>Work needed</legend>
          <div class="services">
            ${SERVICES.map(
              s => html`<sl-checkbox .checked=${f.services.includes(s.id)} @sl-change=${e => this._toggleService(s.id, e.target.checked)}
                >${s.name} · ${money(s.price)}</sl-checkbox>`,
            )}
          </div>
        </fieldset>
        <div class="quote">Quote: <strong id="quote">${money(quote)}</strong></div>
        <sl-checkbox .checked=${f.agreed} @sl-change=${e => this._setForm({ agreed: e.target.checked })}>Customer has agreed to the quote</sl-checkbox>
        ${this.formError ? html`<div class="error" role="alert">${this.formError}</div>` : nothing}
        <div class="form-actions">
          <sl-button variant="primary" ?disabled=${!this.canCreate} ?loading=${this.creating} @click=${this._create}>Create ticket</sl-button>
          <span class="muted">Promised ${this.settings.turnaround} working days after drop-off.</span>
        </div>
      </form>
    `;
  }

  _renderCollected() {
    const rows = this.collected.slice(0, this.collectedShown);
    return html`
      <table id="collected">
        <thead><tr><th>Ticket</th><th>Customer</th><th>Bike</th><th>Collected</th><th>Payment</th><th class="num">Paid</th></tr></thead>
        <tbody>
          ${rows.map(
            c => html`<tr data-ticket=${c.ticket}>
              <td>#${c.ticket}</td><td>${c.customer}</td><td>${c.bike}</td><td>${fmtWeekday(c.date)}</td>
              <td class="method">${METHODS[c.method]}</td><td class="num">${money(c.total)}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      ${this.collected.length > rows.length
        ? html`<div class="more-jobs"><sl-button size="small" @click=${() => (this.collectedShown += COLLECTED_PAGE)}>Show older</sl-button></div>`
        : nothing}
    `;
  }

  _renderParts() {
    return html`
      <table id="parts">
        <thead><tr><th>Part</th><th class="num">Price</th><th class="num">In stock</th></tr></thead>
        <tbody>
          ${this.parts.map(
            p => html`<tr data-part=${p.id}><td>${p.name}</td><td class="num">${money(p.price)}</td><td class="num stock">${p.stock}</td></tr>`,
          )}
        </tbody>
      </table>
    `;
  }

  _renderSettings() {
    const s = this.settings;
    const closed = DAYS.filter(d => s.closedDays.has(d.short)).map(d => d.short);
    return html`
      <div class="panel">
        <div class="settings-block">
          <div>Days the workshop is closed</div>
          <div class="day-toggles" role="group" aria-label="Closed days">
            ${DAYS.map(
              d => html`<label class="day-toggle">
                <input type="checkbox" aria-label=${d.long} .checked=${s.closedDays.has(d.short)} @change=${e => this._toggleDay(d.short, e.target.checked)} />
                <span>${d.short}</span>
              </label>`,
            )}
          </div>
          <div class="muted" id="closed-summary">Closed on ${closed.length ? closed.join(', ') : 'no days'}</div>
        </div>
        <div class="settings-block">
          <sl-input
            type="number"
            min="1"
            max="10"
            label="Standard turnaround (working days)"
            .value=${String(s.turnaround)}
            @sl-input=${e => this._setSetting({ turnaround: Number(e.target.value) || 1 })}
          ></sl-input>
        </div>
        <div class="settings-block">
          <sl-switch .checked=${s.sms} @sl-change=${e => this._setSetting({ sms: e.target.checked })}>Text customers when their bike is ready</sl-switch>
        </div>
        <sl-button variant="primary" ?disabled=${!this.settingsDirty} @click=${this._saveSettings}>Save shop settings</sl-button>
      </div>
    `;
  }

  _renderDialogs() {
    const d = this.dialog;
    const j = d ? this._job(d.ticket) : null;
    const kind = j ? d.kind : null;
    return html`
      <sl-dialog class="whats-new" label="What's new in SpokeShop" ?open=${this.whatsNew} @sl-after-hide=${this._afterHide}>
        <p>Version 2.4 brings a few changes to the workshop screen:</p>
        <ul>
          <li>Jobs now have a <strong>Finish</strong> step with a test-ride check.</li>
          <li>Hand-overs record how the customer paid.</li>
          <li>Opening days live under <em>Shop settings</em>.</li>
        </ul>
        <sl-button slot="footer" variant="primary" @click=${e => e.target.closest('sl-dialog').hide()}>Got it</sl-button>
      </sl-dialog>

      <sl-dialog label=${j ? `Finish #${j.ticket}` : 'Finish'} ?open=${kind === 'finish'} @sl-after-hide=${this._afterHide}>
        ${kind === 'finish'
          ? html`<p>${j.customer} · ${j.bike}</p>
              <sl-textarea label="Work notes (optional)" rows="2"></sl-textarea>
              <p><sl-checkbox .checked=${this.tested} @sl-change=${e => (this.tested = e.target.checked)}>Test ride done</sl-checkbox></p>`
          : nothing}
        <sl-button slot="footer" @click=${this._close}>Not yet</sl-button>
        <sl-button slot="footer" variant="primary" ?disabled=${!this.tested} ?loading=${this.busy} @click=${this._finish}>Mark ready for pickup</sl-button>
      </sl-dialog>

      <sl-dialog label=${j ? `Hand over #${j.ticket}` : 'Hand over'} ?open=${kind === 'handover'} @sl-after-hide=${this._afterHide}>
        ${kind === 'handover'
          ? html`<p>${j.customer} · ${j.bike}</p>
              <p>Amount due: <strong>${money(this._jobTotal(j))}</strong></p>
              <sl-radio-group label="Payment" name="payment" .value=${this.payment} @change=${e => (this.payment = e.target.value)}>
                <sl-radio-button value="card">Card</sl-radio-button>
                <sl-radio-button value="cash">Cash</sl-radio-button>
                <sl-radio-button value="online">Paid online</sl-radio-button>
              </sl-radio-group>`
          : nothing}
        <sl-button slot="footer" @click=${this._close}>Back</sl-button>
        <sl-button slot="footer" variant="success" ?loading=${this.busy} @click=${this._handover}>Confirm handover</sl-button>
      </sl-dialog>

      <sl-dialog label=${j ? `Add part to #${j.ticket}` : 'Add part'} ?open=${kind === 'part'} @sl-after-hide=${this._afterHide}>
        ${kind === 'part'
          ? html`<sl-select label="Part" placeholder="Choose a part" hoist .value=${this.partChoice} @sl-change=${e => {
                this.partChoice = e.target.value;
                this.partError = '';
              }}>
                ${this.parts.map(p => html`<sl-option value=${p.id} ?disabled=${p.stock === 0}>${p.name} · ${money(p.price)} · ${p.stock} in stock</sl-option>`)}
              </sl-select>
              <p><sl-input type="number" label="Quantity" min="1" .value=${String(this.partQty)} @sl-input=${e => {
                this.partQty = e.target.value;
                this.partError = '';
              }}></sl-input></p>
              ${this.partError ? html`<div class="error">${this.partError}</div>` : nothing}`
          : nothing}
        <sl-button slot="footer" @click=${this._close}>Cancel</sl-button>
        <sl-button slot="footer" variant="primary" ?disabled=${!this.partChoice} @click=${this._addPart}>Add to job</sl-button>
      </sl-dialog>

      <sl-dialog label=${j ? `Edit #${j.ticket}` : 'Edit'} ?open=${kind === 'edit'} @sl-after-hide=${this._afterHide}>
        ${kind === 'edit' && this.draft
          ? html`<sl-input label="Customer name" .value=${this.draft.customer} @sl-input=${e => (this.draft = { ...this.draft, customer: e.target.value })}></sl-input>
              <p><sl-input label="Phone" type="tel" .value=${this.draft.phone} @sl-input=${e => (this.draft = { ...this.draft, phone: e.target.value })}></sl-input></p>
              <p><sl-input label="Promised for" type="date" .value=${this.draft.promised} @sl-change=${e => (this.draft = { ...this.draft, promised: e.target.value })}></sl-input></p>
              <sl-textarea label="Notes" rows="2" .value=${this.draft.notes} @sl-input=${e => (this.draft = { ...this.draft, notes: e.target.value })}></sl-textarea>
              ${this.editError ? html`<div class="error" role="alert">${this.editError}</div>` : nothing}`
          : nothing}
        <sl-button slot="footer" @click=${this._close}>Cancel</sl-button>
        <sl-button slot="footer" variant="primary" @click=${this._saveEdit}>Save changes</sl-button>
      </sl-dialog>

      <sl-dialog label=${j ? `Cancel ticket #${j.ticket}?` : 'Cancel ticket?'} ?open=${kind === 'cancel'} @sl-after-hide=${this._afterHide}>
        ${kind === 'cancel' ? html`<p>${j.customer}'s ${j.bike.toLowerCase()} will be taken off the queue. This can't be undone.</p>` : nothing}
        <sl-button slot="footer" @click=${this._close}>Keep job</sl-button>
        <sl-button slot="footer" variant="danger" @click=${this._cancelJob}>Yes, cancel job</sl-button>
      </sl-dialog>
    `;
  }
}

// Shoelace's components register themselves from shoelace.js; wait for the ones the templates set properties on.
await Promise.all(
  ['sl-input', 'sl-select', 'sl-checkbox', 'sl-dialog', 'sl-radio-group', 'sl-tab-group', 'sl-switch'].map(t =>
    customElements.whenDefined(t),
  ),
);
customElements.define('job-card', JobCard);
customElements.define('spoke-app', SpokeApp);
