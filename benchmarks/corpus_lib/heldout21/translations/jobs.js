import { html } from 'lit';
import {
  state, onChange, client, translator, STATUS, OPEN, TODAY, WEEK_END, PAIRS_INTO, PAIRS_OUT,
  pairLabel, pairLong, fmtDay, gbp, words,
} from './store.js';
import { Light, openJob, dialog } from './ui.js';

const PAGE = 10;
const TABS = [
  ['open', 'Open'],
  ['new', 'Unassigned'],
  ['week', 'Due this week'],
  ['delivered', 'Delivered'],
  ['all', 'All jobs'],
];
const TAG = { new: 'is-warning', assigned: 'is-info', review: 'is-link', delivered: 'is-success', invoiced: 'is-light', cancelled: 'is-danger is-light' };

class WhJobs extends Light {
  static properties = { tab: { state: true }, q: { state: true }, pair: { state: true }, page: { state: true }, menu: { state: true } };

  constructor() {
    super();
    this.tab = sessionStorage.getItem('wordhouse.tab') || 'open';
    this.q = '';
    this.pair = '';
    this.page = 1;
    this.menu = null;
    this.closeMenu = e => {
      if (!e.target.closest('.dropdown')) this.menu = null;
    };
  }

  connectedCallback() {
    super.connectedCallback();
    this.off = onChange(() => this.requestUpdate());
    document.addEventListener('click', this.closeMenu);
  }

  disconnectedCallback() {
    super.disconnectedCallback();
    this.off();
    document.removeEventListener('click', this.closeMenu);
  }

  get rows() {
    const q = this.q.trim().toLowerCase();
    let rows = state.jobs.filter(j => {
      if (this.tab === 'open') return OPEN.includes(j.status);
      if (this.tab === 'new') return j.status === 'new';
      if (this.tab === 'week') return OPEN.includes(j.status) && j.due < WEEK_END;
      if (this.tab === 'delivered') return j.status === 'delivered';
      return true;
    });
    if (this.pair) rows = rows.filter(j => j.pair === this.pair);
    if (q) {
      rows = rows.filter(j =>
        [j.ref, j.title, client(j.client).name, j.translator ? translator(j.translator).name : '']
          .join(' ')
          .toLowerCase()
          .includes(q),
      );
    }
    if (this.tab === 'delivered') return rows.sort((a, b) => b.deliveredOn.localeCompare(a.deliveredOn) || a.ref.localeCompare(b.ref));
    if (this.tab === 'all') return rows.sort((a, b) => b.ref.localeCompare(a.ref));
    return rows.sort((a, b) => a.due.localeCompare(b.due) || a.ref.localeCompare(b.ref));
  }

  setTab(t) {
    this.tab = t;
    this.page = 1;
    sessionStorage.setItem('wordhouse.tab', t);
  }

  onSearch(e) {
    clearTimeout(this.searchTimer);
    const v = e.target.value;
    this.searchTimer = setTimeout(() => {
      this.q = v;
      this.page = 1;
    }, 300);
  }

  toggleMenu(e, ref) {
    e.stopPropagation();
    this.menu = this.menu === ref ? null : ref;
  }

  act(e, what, j) {
    e.preventDefault();
    this.menu = null;
    if (what === 'open') openJob(j.ref);
    else dialog(what, { ref: j.ref });
  }

  menuItems(j) {
    const items = [['open', 'Open job sheet']];
    if (j.status === 'new') items.push(['assign', 'Assign translator…']);
    if (j.status === 'assigned' || j.status === 'review') items.push(['assign', 'Change translator…']);
    if (j.status === 'assigned' || j.status === 'review') items.push(['deliver', 'Mark as delivered']);
    if (OPEN.includes(j.status)) items.push(['cancel', 'Cancel job…']);
    return items;
  }

  renderRow(j) {
    const overdue = OPEN.includes(j.status) && j.due < TODAY;
    const t = j.translator ? translator(j.translator) : null;
    return html`<tr data-ref=${j.ref} class="job-row">
      <td class="ref"><a href="#/jobs" @click=${e => { e.preventDefault(); openJob(j.ref); }}>${j.ref}</a></td>
      <td class="what"><span class="client">${client(j.client).name}</span><br /><span class="job-title is-size-7 has-text-grey">${j.title}</span></td>
      <td class="pair" title=${pairLong(j.pair)}>${pairLabel(j.pair)}</td>
      <td class="words has-text-right">${words(j.words)}</td>
      <td class="translator">${t ? t.name : html`<span class="has-text-grey-light">—</span>`}</td>
      <td class="due ${overdue ? 'has-text-danger has-text-weight-semibold' : ''}">${fmtDay(j.due)}${j.rush ? html` <span class="tag is-danger is-light is-rounded">rush</span>` : ''}</td>
      <td><span class="tag status ${TAG[j.status]}">${STATUS[j.status]}</span></td>
      <td class="price has-text-right">${gbp(j.price)}</td>
      <td class="has-text-right">
        <div class="dropdown is-right ${this.menu === j.ref ? 'is-active' : ''}">
          <div class="dropdown-trigger">
            <button class="button is-small is-white" aria-haspopup="true" aria-expanded=${this.menu === j.ref ? 'true' : 'false'}
              aria-label="Actions for ${j.ref}" @click=${e => this.toggleMenu(e, j.ref)}>
              <i class="bi bi-three-dots-vertical"></i>
            </button>
          </div>
          <div class="dropdown-menu" role="menu">
            <div class="dropdown-content">
              ${this.menuItems(j).map(
                ([what, label]) => html`<a href="#/jobs" class="dropdown-item" role="menuitem" @click=${e => this.act(e, what, j)}>${label}</a>`,
              )}
            </div>
          </div>
        </div>
      </td>
    </tr>`;
  }

  render() {
    const rows = this.rows;
    const pages = Math.max(1, Math.ceil(rows.length / PAGE));
    const page = Math.min(this.page, pages);
    const shown = rows.slice((page - 1) * PAGE, page * PAGE);
    const count = t => state.jobs.filter(j => (t === 'open' ? OPEN.includes(j.status) : j.status === t)).length;
    return html`
      <div class="level mb-3">
        <div class="level-left"><h1 class="title is-4 mb-0">Jobs</h1></div>
        <div class="level-right">
          <button class="button is-primary" @click=${() => dialog('new')}><i class="bi bi-plus-lg mr-1"></i>New job</button>
        </div>
      </div>
      <div class="tabs is-boxed mb-3" role="tablist">
        <ul>
          ${TABS.map(
            ([k, label]) => html`<li class=${this.tab === k ? 'is-active' : ''}>
              <a role="tab" aria-selected=${this.tab === k ? 'true' : 'false'} href="#/jobs" @click=${e => { e.preventDefault(); this.setTab(k); }}>
                ${label}${k === 'open' || k === 'new' || k === 'delivered' ? html` <span class="tag is-rounded ml-1">${count(k)}</span>` : ''}
              </a>
            </li>`,
          )}
        </ul>
      </div>
      <div class="field is-grouped mb-3">
        <div class="control has-icons-left is-expanded">
          <input class="input" type="search" placeholder="Search ref, client, title or translator" aria-label="Search jobs" @input=${this.onSearch} />
          <span class="icon is-left"><i class="bi bi-search"></i></span>
        </div>
        <div class="control">
          <div class="select">
            <select aria-label="Language pair" @change=${e => { this.pair = e.target.value; this.page = 1; }}>
              <option value="">All language pairs</option>
              <optgroup label="Into English">${PAIRS_INTO.map(p => html`<option value=${p}>${pairLabel(p)}</option>`)}</optgroup>
              <optgroup label="Out of English">${PAIRS_OUT.map(p => html`<option value=${p}>${pairLabel(p)}</option>`)}</optgroup>
            </select>
          </div>
        </div>
      </div>
      <div class="jobs-wrap">
        <table class="table is-fullwidth is-hoverable is-narrow jobs-table" id="jobs">
          <thead>
            <tr><th>Ref</th><th>Client / job</th><th>Pair</th><th class="has-text-right">Words</th><th>Translator</th><th>Due</th><th>Status</th><th class="has-text-right">Price</th><th><span class="is-sr-only">Actions</span></th></tr>
          </thead>
          <tbody>
            ${shown.length ? shown.map(j => this.renderRow(j)) : html`<tr><td colspan="9" class="has-text-centered has-text-grey py-5">No jobs match.</td></tr>`}
          </tbody>
        </table>
      </div>
      <div class="is-flex is-justify-content-space-between is-align-items-center">
        <p class="is-size-7 has-text-grey" id="jobs-count">${rows.length} job${rows.length === 1 ? '' : 's'}${rows.length ? html` · showing ${(page - 1) * PAGE + 1}–${(page - 1) * PAGE + shown.length}` : ''}</p>
        <nav class="pagination is-small" role="navigation" aria-label="Pages">
          <button class="pagination-previous" ?disabled=${page === 1} @click=${() => (this.page = page - 1)}>Previous</button>
          <button class="pagination-next" ?disabled=${page === pages} @click=${() => (this.page = page + 1)}>Next page</button>
          <ul class="pagination-list">
            ${Array.from({ length: pages }, (_, i) => i + 1).map(
              n => html`<li><button class="pagination-link ${n === page ? 'is-current' : ''}" aria-label="Page ${n}"
                aria-current=${n === page ? 'page' : 'false'} @click=${() => (this.page = n)}>${n}</button></li>`,
            )}
          </ul>
        </nav>
      </div>
    `;
  }
}
customElements.define('wh-jobs', WhJobs);
