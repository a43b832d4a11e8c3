// <inkwell-app>: the shell (navbar, tabs, loading, this month's promo) and the price list.
import { LitElement, html } from 'lit';
import { PRODUCTS, PAPERS, FINISHES, money } from './store.js';
import './queue.js';
import './job-modal.js';
import './quote-form.js';

class InkwellApp extends LitElement {
  static properties = {
    loading: { state: true },
    view: { state: true },
    promo: { state: true },
  };

  constructor() {
    super();
    this.loading = true;
    this.view = 'queue';
    this.promo = false;
  }

  createRenderRoot() {
    return this; // light DOM, so Bulma's styles apply
  }

  connectedCallback() {
    super.connectedCallback();
    setTimeout(() => {
      this.loading = false;
      if (!sessionStorage.getItem('inkwell.promo.closed')) setTimeout(() => (this.promo = true), 2500);
    }, 1500);
    window.addEventListener('show-view', e => (this.view = e.detail));
  }

  closePromo() {
    sessionStorage.setItem('inkwell.promo.closed', '1');
    this.promo = false;
  }

  tab(id, label, icon) {
    return html`<li class=${this.view === id ? 'is-active' : ''}>
      <a href="#" @click=${e => { e.preventDefault(); this.view = id; }}>
        <span class="icon is-small"><i class="bi ${icon}"></i></span><span>${label}</span>
      </a>
    </li>`;
  }

  render() {
    return html`
      <nav class="navbar is-dark" aria-label="main navigation">
        <div class="navbar-brand">
          <span class="navbar-item has-text-weight-bold"><i class="bi bi-printer-fill mr-2"></i>Inkwell Print &amp; Copy</span>
        </div>
        <div class="navbar-end">
          <span class="navbar-item is-size-7">Mon 7 Dec 2026 · Counter · Dev</span>
        </div>
      </nav>
      <section class="section pt-4">
        ${this.loading
          ? html`<div class="loading-box">
              <p class="mb-2 has-text-grey">Fetching the queue…</p>
              <progress class="progress is-small is-dark" max="100"></progress>
              <div class="skeleton-block" style="height:2.2rem"></div>
              <div class="skeleton-lines"><div></div><div></div><div></div><div></div><div></div></div>
            </div>`
          : html`
              <div class="tabs is-boxed mb-4">
                <ul>
                  ${this.tab('queue', 'Job queue', 'bi-list-task')}
                  ${this.tab('quote', 'New quote', 'bi-plus-square')}
                  ${this.tab('prices', 'Price list', 'bi-tags')}
                </ul>
              </div>
              <job-queue ?hidden=${this.view !== 'queue'}></job-queue>
              <quote-form ?hidden=${this.view !== 'quote'}></quote-form>
              ${this.view === 'prices' ? this.priceList() : ''}
              <job-modal></job-modal>
            `}
      </section>
      ${this.promo
        ? html`<div class="notification is-link promo" role="region" aria-label="This month">
            <button class="delete" aria-label="Dismiss" @click=${() => this.closePromo()}></button>
            <strong>New: same-day business cards!</strong><br />
            Orders in by 11am can be collected after 4pm. Mention it to customers at the counter.
          </div>`
        : ''}
    `;
  }

  priceList() {
    return html`<div class="content">
      <p class="has-text-grey">Prices for single-sided colour on 130gsm silk. Double-sided +40%. 170gsm gloss +10%,
        350gsm card +20%. Lamination 15p per item, round corners 5p per item. Rush (ready within 2 working days) +25%.
        Trade accounts get their discount on the total.</p>
      <table class="table is-narrow">
        <thead><tr><th>Product</th><th>Quantities and prices</th></tr></thead>
        <tbody>
          ${Object.values(PRODUCTS).map(
            p => html`<tr><td>${p.name}</td><td>${Object.entries(p.breaks).map(([q, v]) => `${q}: ${money(v)}`).join(' · ')}</td></tr>`
          )}
        </tbody>
      </table>
      <p class="is-size-7 has-text-grey">Papers: ${Object.values(PAPERS).map(p => p.name).join(', ')}. Finishes: ${Object.values(FINISHES).join(', ')}.</p>
    </div>`;
  }
}
customElements.define('inkwell-app', InkwellApp);
