import { html } from 'lit';
import { state, onChange, client, job, raiseInvoice, invoiceTotals, nextInvoiceNo, fmtDay, fmtDate, gbp } from './store.js';
import { Light, toast } from './ui.js';

class WhInvoicing extends Light {
  static properties = { open: { state: true }, picked: { state: true }, confirm: { state: true }, busy: { state: true } };

  constructor() {
    super();
    this.open = new Set();
    this.picked = {};
    this.confirm = null;
    this.busy = false;
  }

  connectedCallback() {
    super.connectedCallback();
    this.off = onChange(() => this.requestUpdate());
  }

  disconnectedCallback() {
    super.disconnectedCallback();
    this.off();
  }

  get groups() {
    const by = {};
    for (const j of state.jobs.filter(x => x.status === 'delivered')) (by[j.client] = by[j.client] || []).push(j);
    return Object.entries(by)
      .map(([id, jobs]) => ({ client: client(id), jobs: jobs.sort((a, b) => a.ref.localeCompare(b.ref)) }))
      .sort((a, b) => a.client.name.localeCompare(b.client.name));
  }

  toggle(id) {
    const s = new Set(this.open);
    s.has(id) ? s.delete(id) : s.add(id);
    this.open = s;
  }

  pick(clientId, ref, on) {
    const cur = new Set(this.picked[clientId] || []);
    on ? cur.add(ref) : cur.delete(ref);
    this.picked = { ...this.picked, [clientId]: [...cur] };
  }

  pickAll(g, on) {
    this.picked = { ...this.picked, [g.client.id]: on ? g.jobs.map(j => j.ref) : [] };
  }

  async doRaise() {
    const { clientId, refs } = this.confirm;
    this.busy = true;
    await new Promise(r => setTimeout(r, 600));
    const inv = raiseInvoice(clientId, refs);
    this.busy = false;
    this.confirm = null;
    this.picked = { ...this.picked, [clientId]: [] };
    toast(`${inv.no} raised for ${client(clientId).name}: ${gbp(inv.total)}.`);
  }

  group(g) {
    const id = g.client.id;
    const isOpen = this.open.has(id);
    const picked = this.picked[id] || [];
    const sum = g.jobs.reduce((s, j) => s + j.price, 0);
    return html`<div class="card mb-3 client-group" data-client=${id}>
      <header class="card-header">
        <button class="card-header-title is-justify-content-space-between button is-white is-fullwidth" aria-expanded=${isOpen ? 'true' : 'false'}
          @click=${() => this.toggle(id)}>
          <span>${g.client.name}</span>
          <span class="has-text-weight-normal is-size-7">${g.jobs.length} delivered job${g.jobs.length === 1 ? '' : 's'} · ${gbp(sum)}
            <i class="bi ${isOpen ? 'bi-chevron-up' : 'bi-chevron-down'} ml-2"></i></span>
        </button>
      </header>
      ${isOpen
        ? html`<div class="card-content">
            <table class="table is-fullwidth is-narrow">
              <thead><tr>
                <th><label class="checkbox"><input type="checkbox" aria-label="Select all for ${g.client.name}" .checked=${picked.length === g.jobs.length}
                  @change=${e => this.pickAll(g, e.target.checked)} /></label></th>
                <th>Job</th><th>Delivered</th><th class="has-text-right">Price</th></tr></thead>
              <tbody>${g.jobs.map(
                j => html`<tr>
                  <td><input type="checkbox" aria-label="Include ${j.ref}" .checked=${picked.includes(j.ref)} @change=${e => this.pick(id, j.ref, e.target.checked)} /></td>
                  <td>${j.ref} · ${j.title}</td><td>${fmtDay(j.deliveredOn)}</td><td class="has-text-right">${gbp(j.price)}</td>
                </tr>`,
              )}</tbody>
            </table>
            <div class="is-flex is-justify-content-space-between is-align-items-center">
              <span class="is-size-7 has-text-grey">${g.client.discount ? `${g.client.name} has a ${g.client.discount}% volume discount.` : 'No discount agreed.'}</span>
              <button class="button is-primary is-small" ?disabled=${!picked.length}
                @click=${() => (this.confirm = { clientId: id, refs: [...picked] })}>Invoice selected (${picked.length})</button>
            </div>
          </div>`
        : ''}
    </div>`;
  }

  confirmDialog() {
    const c = this.confirm;
    const t = c ? invoiceTotals({ client: c.clientId, jobs: c.refs }) : null;
    const cl = c ? client(c.clientId) : null;
    return html`<div class="modal ${c ? 'is-active' : ''}">
      <div class="modal-background" @click=${() => (this.confirm = null)}></div>
      <div class="modal-card" role="dialog" aria-modal="true" aria-label="Raise invoice">
        <header class="modal-card-head"><p class="modal-card-title">Raise invoice ${c ? nextInvoiceNo() : ''}</p>
          <button class="delete" aria-label="Close" @click=${() => (this.confirm = null)}></button></header>
        <section class="modal-card-body">
          ${c
            ? html`<p class="mb-3">To <strong>${cl.name}</strong> (${cl.contact}) for ${c.refs.map(r => job(r).ref).join(', ')}.</p>
                <table class="table is-narrow invoice-sum">
                  <tbody>
                    <tr><th>Net</th><td class="has-text-right">${gbp(t.net)}</td></tr>
                    ${cl.discount ? html`<tr><th>Discount (${cl.discount}%)</th><td class="has-text-right">−${gbp(t.discount)}</td></tr>` : ''}
                    <tr><th>VAT 20%</th><td class="has-text-right">${gbp(t.vat)}</td></tr>
                    <tr><th>Total</th><td class="has-text-right"><strong>${gbp(t.total)}</strong></td></tr>
                  </tbody>
                </table>`
            : ''}
        </section>
        <footer class="modal-card-foot is-justify-content-flex-end"><div class="buttons">
          <button class="button" @click=${() => (this.confirm = null)}>Back</button>
          <button class="button is-primary ${this.busy ? 'is-loading' : ''}" @click=${() => this.doRaise()}>Send invoice${t ? ` for ${gbp(t.total)}` : ''}</button>
        </div></footer>
      </div>
    </div>`;
  }

  render() {
    const groups = this.groups;
    const invoices = [...state.invoices].sort((a, b) => b.no.localeCompare(a.no));
    return html`
      <h1 class="title is-4">Invoicing</h1>
      <h2 class="subtitle is-6 mb-2">Delivered, not yet invoiced</h2>
      ${groups.length ? groups.map(g => this.group(g)) : html`<p class="has-text-grey mb-4">Nothing waiting to be invoiced.</p>`}
      <h2 class="subtitle is-6 mt-5 mb-2">Invoices sent</h2>
      <table class="table is-fullwidth is-striped" id="invoices">
        <thead><tr><th>Invoice</th><th>Client</th><th>Date</th><th>Jobs</th><th class="has-text-right">Net</th><th class="has-text-right">VAT</th><th class="has-text-right">Total</th></tr></thead>
        <tbody>${invoices.map(
          i => html`<tr data-no=${i.no}><td class="no">${i.no}</td><td class="client">${client(i.client).name}</td><td>${fmtDate(i.date)}</td>
            <td class="jobs is-size-7">${i.jobs.join(', ')}</td><td class="has-text-right net">${gbp(i.net - i.discount)}</td>
            <td class="has-text-right vat">${gbp(i.vat)}</td><td class="has-text-right total">${gbp(i.total)}</td></tr>`,
        )}</tbody>
      </table>
      ${this.confirmDialog()}
    `;
  }
}
customElements.define('wh-invoicing', WhInvoicing);
