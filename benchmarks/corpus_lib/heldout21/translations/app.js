import { html } from 'lit';
import { Light, sleep } from './ui.js';
import './jobs.js';
import './drawer.js';
import './dialogs.js';
import './translators.js';
import './invoicing.js';

const VIEWS = { jobs: 'Jobs', translators: 'Translators', invoicing: 'Invoicing' };

class WhApp extends Light {
  static properties = { view: { state: true }, loading: { state: true }, toasts: { state: true }, cookies: { state: true } };

  constructor() {
    super();
    this.view = this.viewFromHash();
    this.loading = true;
    this.toasts = [];
    this.cookies = localStorage.getItem('wordhouse.cookies') || '';
    this.showBanner = false;
    window.addEventListener('hashchange', () => (this.view = this.viewFromHash()));
    window.addEventListener('wh-toast', e => this.addToast(e.detail));
  }

  viewFromHash() {
    const v = location.hash.replace('#/', '');
    return VIEWS[v] ? v : 'jobs';
  }

  async firstUpdated() {
    await sleep(1300); // the board comes from the office server
    this.loading = false;
    if (!this.cookies) {
      await sleep(700);
      this.showBanner = true;
      this.requestUpdate();
    }
  }

  addToast({ message, kind }) {
    const t = { id: Math.random(), message, kind };
    this.toasts = [...this.toasts, t];
    setTimeout(() => (this.toasts = this.toasts.filter(x => x !== t)), 4500);
  }

  chooseCookies(choice) {
    localStorage.setItem('wordhouse.cookies', choice);
    this.cookies = choice;
    this.showBanner = false;
  }

  go(v) {
    location.hash = '#/' + v;
  }

  render() {
    return html`
      <nav class="navbar is-dark" aria-label="Main">
        <div class="navbar-brand">
          <span class="navbar-item has-text-weight-bold"><i class="bi bi-translate mr-2"></i>Wordhouse Translations</span>
        </div>
        <div class="navbar-menu is-active">
          <div class="navbar-start">
            ${Object.entries(VIEWS).map(
              ([k, label]) => html`<a class="navbar-item ${this.view === k ? 'is-active' : ''}" href="#/${k}"
                aria-current=${this.view === k ? 'page' : 'false'}>${label}</a>`,
            )}
          </div>
          <div class="navbar-end">
            <span class="navbar-item is-size-7">Thu 15 Oct 2026 · Project desk (Hannah)</span>
          </div>
        </div>
      </nav>
      <main class="section pt-4">
        ${this.loading
          ? html`<div class="loading-board" aria-busy="true">
              <progress class="progress is-small is-info" max="100">Loading</progress>
              ${[1, 2, 3, 4, 5, 6].map(() => html`<div class="skeleton-block mb-2" style="height:32px"></div>`)}
            </div>`
          : this.view === 'jobs'
            ? html`<wh-jobs></wh-jobs>`
            : this.view === 'translators'
              ? html`<wh-translators></wh-translators>`
              : html`<wh-invoicing></wh-invoicing>`}
      </main>
      <wh-job-drawer></wh-job-drawer>
      <wh-dialogs></wh-dialogs>
      <div class="toasts" aria-live="polite">
        ${this.toasts.map(
          t => html`<div class="notification is-${t.kind === 'error' ? 'danger' : t.kind === 'info' ? 'info' : 'success'} is-light toast" role="status">
            <button class="delete" aria-label="Dismiss" @click=${() => (this.toasts = this.toasts.filter(x => x !== t))}></button>
            ${t.message}
          </div>`,
        )}
      </div>
      ${this.showBanner
        ? html`<div class="cookie-banner" role="region" aria-label="Cookie notice">
            <div class="container is-flex is-align-items-center is-justify-content-space-between">
              <p class="mr-4">
                <strong>Cookies on the project desk.</strong> We use essential cookies to keep you signed in, and
                optional ones to measure how the desk is used. See our <a href="#/jobs">cookie policy</a>.
              </p>
              <div class="buttons is-flex-shrink-0">
                <button class="button is-light" @click=${() => this.chooseCookies('essential')}>Essential only</button>
                <button class="button is-info" @click=${() => this.chooseCookies('all')}>Accept all</button>
              </div>
            </div>
          </div>`
        : ''}
    `;
  }
}
customElements.define('wh-app', WhApp);
