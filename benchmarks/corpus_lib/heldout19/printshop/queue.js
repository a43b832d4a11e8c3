// <job-queue>: the jobs table with status tabs, search, paging and a hover menu on each row.
import { LitElement, html } from 'lit';
import { store, STATUSES, fmtDate, money, TODAY } from './store.js';

const PAGE = 10;
const TABS = [
  { id: 'open', label: 'Open jobs', match: s => ['queued', 'printing', 'finishing', 'ready'].includes(s) },
  { id: 'quote', label: 'Quotes', match: s => s === 'quote' },
  { id: 'ready', label: 'Ready to collect', match: s => s === 'ready' },
  { id: 'done', label: 'Collected', match: s => s === 'collected' },
  { id: 'all', label: 'All', match: () => true },
];
const TAG = {
  quote: 'is-light',
  queued: 'is-info is-light',
  printing: 'is-warning',
  finishing: 'is-warning is-light',
  ready: 'is-success',
  collected: 'is-white',
  cancelled: 'is-danger is-light',
};

export function openJob(ref, panel = 'details') {
  window.dispatchEvent(new CustomEvent('open-job', { detail: { ref, panel } }));
}

class JobQueue extends LitElement {
  static properties = {
    tab: { state: true },
    query: { state: true },
    q: { state: true },
    page: { state: true },
    searching: { state: true },
  };

  constructor() {
    super();
    this.tab = 'open';
    this.query = '';
    this.q = '';
    this.page = 1;
    this.searching = false;
    this._onChange = () => this.requestUpdate();
  }
  createRenderRoot() {
    return this;
  }
  connectedCallback() {
    super.connectedCallback();
    store.addEventListener('change', this._onChange);
  }
  disconnectedCallback() {
    store.removeEventListener('change', this._onChange);
    super.disconnectedCallback();
  }

  onInput(e) {
    this.query = e.target.value;
    this.searching = true;
    clearTimeout(this._t);
    this._t = setTimeout(() => {
      this.q = this.query.trim().toLowerCase();
      this.page = 1;
      this.searching = false;
    }, 400);
  }

  get rows() {
    const t = TABS.find(x => x.id === this.tab);
    return store.jobs
      .filter(j => t.match(j.status))
      .filter(j => {
        if (!this.q) return true;
        const c = store.customer(j.customerId);
        return [j.ref, j.title, j.summary, c ? c.name : ''].some(f => f.toLowerCase().includes(this.q));
      })
      .sort((a, b) => (this.tab === 'done' || this.tab === 'all' ? b.due.localeCompare(a.due) : a.due.localeCompare(b.due)) || a.ref.localeCompare(b.ref));
  }

  dueTag(j) {
    if (['collected', 'cancelled', 'quote'].includes(j.status)) return '';
    if (j.due < TODAY) return html`<span class="tag is-danger is-light ml-1">late</span>`;
    if (j.due === TODAY) return html`<span class="tag is-danger ml-1">today</span>`;
    return j.rush ? html`<span class="tag is-warning is-light ml-1">rush</span>` : '';
  }

  menu(j) {
    const item = (label, panel) => html`<a href="#" class="dropdown-item" role="menuitem"
      @click=${e => { e.preventDefault(); e.stopPropagation(); openJob(j.ref, panel); }}>${label}</a>`;
    return html`<div class="dropdown is-hoverable is-right row-menu" @click=${e => e.stopPropagation()}>
      <div class="dropdown-trigger">
        <button class="button is-small is-white" aria-haspopup="true" aria-label="More for ${j.ref}">
          <span class="icon"><i class="bi bi-three-dots"></i></span>
        </button>
      </div>
      <div class="dropdown-menu" role="menu">
        <div class="dropdown-content">
          ${item('Open job', 'details')}
          ${j.status === 'ready' ? item('Hand over…', 'handover') : ''}
          ${['queued', 'printing', 'finishing', 'quote'].includes(j.status) ? item('Change due date…', 'due') : ''}
          ${j.status === 'collected' ? item('Reprint (our mistake)…', 'reprint') : ''}
        </div>
      </div>
    </div>`;
  }

  render() {
    const rows = this.rows;
    const pages = Math.max(1, Math.ceil(rows.length / PAGE));
    const page = Math.min(this.page, pages);
    const shown = rows.slice((page - 1) * PAGE, page * PAGE);
    const count = id => store.jobs.filter(j => TABS.find(t => t.id === id).match(j.status)).length;
    return html`
      <div class="level mb-3">
        <div class="level-left">
          <div class="tabs is-toggle is-small mb-0">
            <ul>
              ${TABS.map(
                t => html`<li class=${this.tab === t.id ? 'is-active' : ''}>
                  <a href="#" @click=${e => { e.preventDefault(); this.tab = t.id; this.page = 1; }}>${t.label}
                    <span class="tag is-rounded is-small ml-1">${count(t.id)}</span></a>
                </li>`
              )}
            </ul>
          </div>
        </div>
        <div class="level-right">
          <div class="control has-icons-left ${this.searching ? 'is-loading' : ''}">
            <input class="input is-small" type="search" style="width:18rem" placeholder="Ref, customer or job…" aria-label="Search jobs"
                   .value=${this.query} @input=${e => this.onInput(e)} />
            <span class="icon is-small is-left"><i class="bi bi-search"></i></span>
          </div>
        </div>
      </div>

      <table class="table is-fullwidth is-hoverable queue" id="queue-table">
        <thead>
          <tr><th>Ref</th><th>Customer</th><th>Job</th><th>Due</th><th>Status</th><th class="has-text-right">Price</th><th></th></tr>
        </thead>
        <tbody>
          ${shown.map(j => {
            const c = store.customer(j.customerId);
            return html`<tr class="job-row" data-ref=${j.ref} @click=${() => openJob(j.ref)}>
              <td class="ref">${j.ref}</td>
              <td class="customer">${c ? c.name : '—'}</td>
              <td><span class="title-text">${j.title}</span><br /><span class="is-size-7 has-text-grey summary">${j.summary}</span></td>
              <td class="due">${fmtDate(j.due)}${this.dueTag(j)}</td>
              <td><span class="tag status ${TAG[j.status]}">${STATUSES[j.status]}</span></td>
              <td class="has-text-right price">${money(j.price)}</td>
              <td class="has-text-right">${this.menu(j)}</td>
            </tr>`;
          })}
          ${shown.length ? '' : html`<tr><td colspan="7" class="has-text-grey">No jobs here.</td></tr>`}
        </tbody>
      </table>

      <nav class="pagination is-small is-right" role="navigation" aria-label="pagination">
        <a href="#" class="pagination-previous ${page === 1 ? 'is-disabled' : ''}" aria-label="Previous page"
           @click=${e => { e.preventDefault(); if (page > 1) this.page = page - 1; }}>Previous</a>
        <a href="#" class="pagination-next ${page === pages ? 'is-disabled' : ''}" aria-label="Next page"
           @click=${e => { e.preventDefault(); if (page < pages) this.page = page + 1; }}>Next</a>
        <ul class="pagination-list">
          ${Array.from({ length: pages }, (_, i) => i + 1).map(
            n => html`<li><a href="#" class="pagination-link ${n === page ? 'is-current' : ''}" aria-label="Page ${n}"
              aria-current=${n === page ? 'page' : 'false'} @click=${e => { e.preventDefault(); this.page = n; }}>${n}</a></li>`
          )}
        </ul>
      </nav>
      <p class="is-size-7 has-text-grey">${rows.length} jobs</p>
    `;
  }
}
customElements.define('job-queue', JobQueue);
