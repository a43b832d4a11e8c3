import { html } from 'lit';
import { state, onChange, translator, activeJobs, isAway, setAvailability, pairLabel, fmtDay, TODAY } from './store.js';
import { Light, toast } from './ui.js';

class WhTranslators extends Light {
  static properties = { editing: { state: true }, form: { state: true }, q: { state: true } };

  constructor() {
    super();
    this.editing = null;
    this.form = { away: false, backOn: '' };
    this.q = '';
  }

  connectedCallback() {
    super.connectedCallback();
    this.off = onChange(() => this.requestUpdate());
  }

  disconnectedCallback() {
    super.disconnectedCallback();
    this.off();
  }

  edit(t) {
    this.editing = t.id;
    this.form = { away: isAway(t), backOn: isAway(t) ? t.backOn : '' };
  }

  get valid() {
    return !this.form.away || (this.form.backOn && this.form.backOn > TODAY);
  }

  save() {
    const t = translator(this.editing);
    setAvailability(t.id, this.form.away ? this.form.backOn : null);
    this.editing = null;
    toast(this.form.away ? `${t.name} marked away until ${fmtDay(this.form.backOn)}.` : `${t.name} is available.`);
  }

  card(t) {
    const away = isAway(t);
    return html`<div class="column is-one-third-desktop is-half-tablet">
      <div class="card translator-card" data-id=${t.id}>
        <div class="card-content">
          <div class="is-flex is-justify-content-space-between">
            <p class="title is-6 mb-1">${t.name}</p>
            <button class="button is-small is-white hover-action" aria-label="Edit availability for ${t.name}" title="Availability"
              @click=${() => this.edit(t)}><i class="bi bi-calendar-event"></i></button>
          </div>
          <p class="is-size-7 has-text-grey mb-2">${t.email}</p>
          <div class="tags mb-2">${t.pairs.map(p => html`<span class="tag is-light">${pairLabel(p)}</span>`)}</div>
          <p class="is-size-7">£${t.rate.toFixed(2)} per word · ${activeJobs(t.id)} open job${activeJobs(t.id) === 1 ? '' : 's'}</p>
          <p class="availability mt-2">${away
            ? html`<span class="tag is-warning">Away · back ${fmtDay(t.backOn)}</span>`
            : html`<span class="tag is-success is-light">Available</span>`}</p>
        </div>
      </div>
    </div>`;
  }

  render() {
    const q = this.q.trim().toLowerCase();
    const list = state.translators.filter(t => !q || (t.name + ' ' + t.pairs.join(' ')).toLowerCase().includes(q));
    const t = this.editing ? translator(this.editing) : null;
    return html`
      <div class="level mb-3">
        <div class="level-left"><h1 class="title is-4 mb-0">Translators</h1></div>
        <div class="level-right">
          <input class="input" type="search" placeholder="Find a translator or pair" aria-label="Find a translator" style="width:260px"
            @input=${e => (this.q = e.target.value)} />
        </div>
      </div>
      <div class="columns is-multiline">${list.map(x => this.card(x))}</div>
      <div class="modal ${t ? 'is-active' : ''}">
        <div class="modal-background" @click=${() => (this.editing = null)}></div>
        <div class="modal-card" role="dialog" aria-modal="true" aria-label="Availability">
          <header class="modal-card-head"><p class="modal-card-title">Availability${t ? ` · ${t.name}` : ''}</p>
            <button class="delete" aria-label="Close" @click=${() => (this.editing = null)}></button></header>
          <section class="modal-card-body">
            <div class="field">
              <div class="control">
                <label class="radio mr-4"><input type="radio" name="avail" .checked=${!this.form.away} @change=${() => (this.form = { ...this.form, away: false })} /> Available for work</label>
                <label class="radio"><input type="radio" name="avail" .checked=${this.form.away} @change=${() => (this.form = { ...this.form, away: true })} /> Away</label>
              </div>
            </div>
            <div class="field">
              <label class="label" for="back-on">Back on</label>
              <div class="control"><input class="input" id="back-on" type="date" min=${TODAY} ?disabled=${!this.form.away}
                .value=${this.form.backOn} @input=${e => (this.form = { ...this.form, backOn: e.target.value })} @change=${e => (this.form = { ...this.form, backOn: e.target.value })} /></div>
              <p class="help">The first day they can take work again.</p>
            </div>
          </section>
          <footer class="modal-card-foot is-justify-content-flex-end"><div class="buttons">
            <button class="button" @click=${() => (this.editing = null)}>Cancel</button>
            <button class="button is-primary" ?disabled=${!this.valid} @click=${() => this.save()}>Save</button>
          </div></footer>
        </div>
      </div>
    `;
  }
}
customElements.define('wh-translators', WhTranslators);
