import { html } from 'lit';
import {
  state, job, client, translator, eligible, activeJobs, assign, deliver, cancelJob, addJob, priceFor, nextRef,
  SUBJECTS, PAIRS_INTO, PAIRS_OUT, BASE_RATE, TODAY, pairLabel, pairLong, fmtDay, gbp, words,
} from './store.js';
import { Light, toast } from './ui.js';

const blankJob = () => ({ client: '', title: '', pair: '', subject: 'general', words: '', rush: false, due: '', notes: '' });

// every modal of the board: assign, deliver, cancel, new job
class WhDialogs extends Light {
  static properties = { name: { state: true }, ref: { state: true }, form: { state: true }, busy: { state: true } };

  constructor() {
    super();
    this.name = null;
    this.ref = null;
    this.form = blankJob();
    this.busy = false;
    window.addEventListener('wh-dialog', e => this.open(e.detail));
    window.addEventListener('keydown', e => {
      if (e.key === 'Escape' && this.name) this.close();
    });
  }

  firstUpdated() {
    // the two pickers are built once and refilled each time a dialog opens
    const TomSelect = window.TomSelect;
    this.trPicker = new TomSelect(this.querySelector('#assign-translator'), {
      placeholder: 'Pick a translator…',
      dropdownParent: 'body',
      maxOptions: 50,
      render: {
        option: d => `<div><strong>${d.name}</strong> <span class="has-text-grey is-size-7">£${d.rate.toFixed(2)}/word · ${d.active} open job${d.active === 1 ? '' : 's'}</span></div>`,
        item: d => `<div>${d.name}</div>`,
        no_results: () => '<div class="no-results">No translator for this pair</div>',
      },
      valueField: 'id',
      labelField: 'name',
      searchField: ['name'],
      onChange: v => {
        this.form = { ...this.form, translator: v };
      },
    });
    this.clientPicker = new TomSelect(this.querySelector('#new-client'), {
      placeholder: 'Start typing a client…',
      dropdownParent: 'body',
      options: state.clients.map(c => ({ value: c.id, text: c.name })),
      onChange: v => {
        this.form = { ...this.form, client: v };
      },
    });
  }

  open({ name, ref }) {
    this.name = name;
    this.ref = ref || null;
    this.busy = false;
    if (name === 'assign') {
      const j = job(ref);
      this.form = { translator: '', notify: true };
      this.trPicker.clear(true);
      this.trPicker.clearOptions();
      this.trPicker.addOptions(
        eligible(j)
          .filter(t => t.id !== j.translator)
          .map(t => ({ id: t.id, name: t.name, rate: t.rate, active: activeJobs(t.id) })),
      );
      this.trPicker.refreshOptions(false);
      this.trPicker.close();
    } else if (name === 'new') {
      this.form = blankJob();
      this.clientPicker.clear(true);
    } else if (name === 'cancel') {
      this.form = { reason: '' };
    } else {
      this.form = { email: true };
    }
  }

  close() {
    this.name = null;
    this.trPicker && this.trPicker.close();
    this.clientPicker && this.clientPicker.close();
  }

  set(k, v) {
    this.form = { ...this.form, [k]: v };
  }

  // ------------------------------------------------------------------ actions
  async doAssign() {
    const j = job(this.ref);
    const t = translator(this.form.translator);
    this.busy = true;
    await new Promise(r => setTimeout(r, 500));
    assign(j.ref, t.id);
    this.close();
    toast(`${t.name} is on ${j.ref}${this.form.notify ? ' – brief emailed' : ''}.`);
  }

  async doDeliver() {
    const j = job(this.ref);
    this.busy = true;
    await new Promise(r => setTimeout(r, 400));
    deliver(j.ref);
    this.close();
    toast(`${j.ref} delivered to ${client(j.client).name}.`);
  }

  doCancel() {
    const j = job(this.ref);
    cancelJob(j.ref, this.form.reason);
    this.close();
    toast(`${j.ref} cancelled.`, 'info');
  }

  get newValid() {
    const f = this.form;
    return f.client && f.title.trim() && f.pair && Number(f.words) > 0 && f.due && f.due >= TODAY;
  }

  async doCreate() {
    if (!this.newValid) return;
    this.busy = true;
    await new Promise(r => setTimeout(r, 500));
    const j = addJob({ ...this.form, words: Number(this.form.words) });
    this.close();
    toast(`${j.ref} created for ${client(j.client).name}.`);
  }

  // ------------------------------------------------------------------ templates
  modal(name, title, body, foot) {
    return html`<div class="modal ${this.name === name ? 'is-active' : ''}" data-dialog=${name}>
      <div class="modal-background" @click=${() => this.close()}></div>
      <div class="modal-card" role="dialog" aria-modal="true" aria-label=${title}>
        <header class="modal-card-head">
          <p class="modal-card-title">${title}</p>
          <button class="delete" aria-label="Close" @click=${() => this.close()}></button>
        </header>
        <section class="modal-card-body">${body}</section>
        <footer class="modal-card-foot is-justify-content-flex-end"><div class="buttons">${foot}</div></footer>
      </div>
    </div>`;
  }

  assignDialog() {
    const j = this.name === 'assign' ? job(this.ref) : null;
    const title = j ? (j.translator ? `Change translator · ${j.ref}` : `Assign ${j.ref}`) : 'Assign';
    return this.modal(
      'assign',
      title,
      html`${j
          ? html`<p class="mb-3"><strong>${j.title}</strong><br /><span class="has-text-grey">${client(j.client).name} · ${pairLong(j.pair)} ·
              ${words(j.words)} words · due ${fmtDay(j.due)}</span></p>
              ${j.translator ? html`<p class="mb-3 is-size-7">Now with ${translator(j.translator).name}.</p>` : ''}`
          : ''}
        <div class="field">
          <label class="label" for="assign-translator">Translator</label>
          <div class="control"><select id="assign-translator"></select></div>
          <p class="help">Only translators who work in this pair and are available are listed.</p>
        </div>
        <label class="checkbox"><input type="checkbox" .checked=${this.form.notify !== false} @change=${e => this.set('notify', e.target.checked)} /> Email the brief to the translator</label>`,
      html`<button class="button" @click=${() => this.close()}>Cancel</button>
        <button class="button is-primary ${this.busy ? 'is-loading' : ''}" ?disabled=${!this.form.translator} @click=${() => this.doAssign()}>Assign</button>`,
    );
  }

  deliverDialog() {
    const j = this.name === 'deliver' ? job(this.ref) : null;
    return this.modal(
      'deliver',
      'Deliver to client',
      j
        ? html`<p>Mark <strong>${j.ref}</strong> (${j.title}) as delivered to ${client(j.client).name}?</p>
            <p class="is-size-7 has-text-grey mt-2">The job then moves to Invoicing.</p>
            <label class="checkbox mt-3"><input type="checkbox" .checked=${this.form.email !== false} @change=${e => this.set('email', e.target.checked)} /> Email ${client(j.client).contact} the download link</label>`
        : '',
      html`<button class="button" @click=${() => this.close()}>Not yet</button>
        <button class="button is-success ${this.busy ? 'is-loading' : ''}" @click=${() => this.doDeliver()}>Yes, it's delivered</button>`,
    );
  }

  cancelDialog() {
    const j = this.name === 'cancel' ? job(this.ref) : null;
    return this.modal(
      'cancel',
      'Cancel job',
      j
        ? html`<p class="mb-3">Cancel <strong>${j.ref}</strong> (${j.title})?</p>
            <div class="field"><label class="label" for="cancel-reason">Reason</label>
              <div class="select is-fullwidth"><select id="cancel-reason" .value=${this.form.reason || ''} @change=${e => this.set('reason', e.target.value)}>
                <option value="">Choose a reason…</option><option>Client withdrew</option><option>Duplicate job</option><option>No translator available</option><option>Other</option>
              </select></div></div>`
        : '',
      html`<button class="button" @click=${() => this.close()}>Keep job</button>
        <button class="button is-danger" ?disabled=${!this.form.reason} @click=${() => this.doCancel()}>Cancel job</button>`,
    );
  }

  newDialog() {
    const f = this.name === 'new' ? this.form : blankJob();
    const n = Number(f.words) || 0;
    const quote = n > 0 ? priceFor({ words: n, rush: f.rush, subject: f.subject }) : 0;
    const perWord = BASE_RATE + SUBJECTS[f.subject || 'general'].extra;
    return this.modal(
      'new',
      'New job',
      html`<p class="is-size-7 has-text-grey mb-3">Will be filed as ${this.name === 'new' ? nextRef() : ''}.</p>
        <div class="field">
          <label class="label" for="new-client">Client</label>
          <div class="control"><select id="new-client"><option value="">Start typing a client…</option></select></div>
        </div>
        <div class="field"><label class="label" for="new-title">Job title</label>
          <div class="control"><input class="input" id="new-title" .value=${f.title} @input=${e => this.set('title', e.target.value)} placeholder="e.g. Annual report, chapters 1–3" /></div></div>
        <div class="columns">
          <div class="column"><div class="field"><label class="label" for="new-pair">Languages</label>
            <div class="select is-fullwidth"><select id="new-pair" .value=${f.pair} @change=${e => this.set('pair', e.target.value)}>
              <option value="">Choose…</option>
              <optgroup label="Into English">${PAIRS_INTO.map(p => html`<option value=${p} ?selected=${f.pair === p}>${pairLong(p)}</option>`)}</optgroup>
              <optgroup label="Out of English">${PAIRS_OUT.map(p => html`<option value=${p} ?selected=${f.pair === p}>${pairLong(p)}</option>`)}</optgroup>
            </select></div></div></div>
          <div class="column"><div class="field"><label class="label" for="new-subject">Subject area</label>
            <div class="select is-fullwidth"><select id="new-subject" .value=${f.subject} @change=${e => this.set('subject', e.target.value)}>
              ${Object.entries(SUBJECTS).map(([k, s]) => html`<option value=${k} ?selected=${f.subject === k}>${s.label}${s.extra ? ` (+${Math.round(s.extra * 100)}p/word)` : ''}</option>`)}
            </select></div></div></div>
        </div>
        <div class="columns">
          <div class="column"><div class="field"><label class="label" for="new-words">Word count</label>
            <div class="control"><input class="input" id="new-words" type="number" min="1" step="1" .value=${String(f.words)} @input=${e => this.set('words', e.target.value)} /></div></div></div>
          <div class="column"><div class="field"><label class="label" for="new-due">Client deadline</label>
            <div class="control"><input class="input" id="new-due" type="date" min=${TODAY} .value=${f.due} @input=${e => this.set('due', e.target.value)} @change=${e => this.set('due', e.target.value)} /></div></div></div>
        </div>
        <label class="checkbox mb-3"><input type="checkbox" .checked=${f.rush} @change=${e => this.set('rush', e.target.checked)} /> Rush job (+25%)</label>
        <div class="field"><label class="label" for="new-notes">Notes for the translator</label>
          <div class="control"><textarea class="textarea" id="new-notes" rows="2" .value=${f.notes} @input=${e => this.set('notes', e.target.value)}></textarea></div></div>
        <div class="notification is-light quote" aria-live="polite">
          Quote to client: <strong class="quote-total">${gbp(quote)}</strong>
          ${n > 0 ? html`<span class="is-size-7 has-text-grey">(${words(n)} words × £${perWord.toFixed(2)}${f.rush ? ' + 25% rush' : ''}${quote === 40 ? ', minimum charge' : ''})</span>` : ''}
        </div>`,
      html`<button class="button" @click=${() => this.close()}>Cancel</button>
        <button class="button is-primary ${this.busy ? 'is-loading' : ''}" ?disabled=${!this.newValid} @click=${() => this.doCreate()}>Create job</button>`,
    );
  }

  render() {
    return html`${this.assignDialog()}${this.deliverDialog()}${this.cancelDialog()}${this.newDialog()}`;
  }
}
customElements.define('wh-dialogs', WhDialogs);
