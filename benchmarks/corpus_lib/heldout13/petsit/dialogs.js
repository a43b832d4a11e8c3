// The Pawshare dialogs: winter offer, sitter profile, booking request, cancel confirmation, message.
import { html, nothing } from 'lit';
import { REVIEWS, TODAY, UNIT } from './data.js';

const money = n => Number(n).toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });

export function dialogs(app) {
  const d = app.dialog, p = app.profile, r = app.req;
  const reviews = p ? REVIEWS[p.id] || [] : [];
  return html`
    <sl-dialog label="Winter offer" ?open=${d === 'promo'} @sl-after-hide=${e => app.onHide(e, 'promo')}>
      <p>Going away for the holidays? Get <strong>10% off</strong> your first overnight stay with code <strong>SNUG10</strong>.</p>
      <sl-button slot="footer" @click=${() => { sessionStorage.setItem('pawshare-promo', '1'); app.dialog = null; }}>No thanks</sl-button>
      <sl-button slot="footer" variant="primary" @click=${() => { sessionStorage.setItem('pawshare-promo', '1'); app.dialog = null; }}>Remind me later</sl-button>
    </sl-dialog>

    <sl-dialog label=${p ? p.name : 'Sitter'} ?open=${d === 'profile'} @sl-after-hide=${e => app.onHide(e, 'profile')} style="--width: 560px">
      ${p ? html`<p>${p.bio}</p><p class="muted">${p.area} · ★ ${p.rating} (${p.reviews} reviews)</p>
        <ul>${Object.entries(p.prices).map(([k, v]) => html`<li>${k}: ${money(v)} a ${UNIT[k]}</li>`)}</ul>
        <h4>Reviews</h4>
        ${(app.moreReviews ? reviews : reviews.slice(0, 2)).map(t => html`<p class="msg">${t}</p>`)}
        ${reviews.length > 2 && !app.moreReviews ? html`<sl-button size="small" variant="text" @click=${() => (app.moreReviews = true)}>Show more reviews</sl-button>` : nothing}`
        : nothing}
      <sl-button slot="footer" variant="primary" @click=${() => app.startRequest(p)}>Request a booking</sl-button>
    </sl-dialog>

    <sl-dialog label=${r ? `Request a booking with ${r.sitter.name}` : 'Request a booking'} ?open=${d === 'request'}
      @sl-after-hide=${e => app.onHide(e, 'request')} style="--width: 560px">
      ${r ? html`<div class="form-grid">
        <sl-select label="Which pet?" placeholder="Choose a pet" .value=${r.pet} @sl-change=${e => app.setReq({ pet: e.target.value })}>
          ${app.pets.map(pt => html`<sl-option value=${pt.name}>${pt.name} (${pt.kind})</sl-option>`)}
        </sl-select>
        <sl-radio-group label="Service" .value=${r.service} @sl-change=${e => app.setReq({ service: e.target.value })}>
          ${Object.entries(r.sitter.prices).map(([k, v]) => html`<sl-radio value=${k}>${k} (${money(v)} a ${UNIT[k]})</sl-radio>`)}
        </sl-radio-group>
        ${r.service ? html`
          <div class="date-field"><label for="req-from">${r.service === 'Overnight stay' ? 'Drop-off day' : 'First day'}</label>
            <input type="date" id="req-from" min=${TODAY} .value=${r.from} @input=${e => app.setReq({ from: e.target.value })}></div>
          ${r.service === 'Overnight stay'
            ? html`<div class="date-field"><label for="req-to">Pick-up day</label>
                <input type="date" id="req-to" min=${TODAY} .value=${r.to} @input=${e => app.setReq({ to: e.target.value })}></div>`
            : html`<sl-input type="number" min="1" max="30" label=${`Number of ${UNIT[r.service]}s`} .value=${r.visits}
                @sl-input=${e => app.setReq({ visits: e.target.value })}></sl-input>`}
          <div class="estimate" id="estimate">Estimate: ${app.reqCount} × ${money(r.sitter.prices[r.service])} = ${money(app.reqPrice)}</div>` : nothing}
      </div>` : nothing}
      <sl-button slot="footer" variant="primary" ?disabled=${!app.reqOk} ?loading=${app.sending} @click=${() => app.sendRequest()}>Send request</sl-button>
    </sl-dialog>

    <sl-dialog label="Cancel this request?" ?open=${d === 'cancel'} @sl-after-hide=${e => app.onHide(e, 'cancel')}>
      ${app.cancelFor ? html`<p>Your request with ${app.sitter(app.cancelFor.sitter).name} (${app.describe(app.cancelFor)}) will be cancelled.</p>` : nothing}
      <sl-button slot="footer" @click=${() => (app.dialog = null)}>Keep it</sl-button>
      <sl-button slot="footer" variant="danger" @click=${() => app.confirmCancel()}>Yes, cancel it</sl-button>
    </sl-dialog>

    <sl-dialog label=${app.msgFor ? `Message ${app.sitter(app.msgFor.sitter).name}` : 'Message'} ?open=${d === 'message'}
      @sl-after-hide=${e => app.onHide(e, 'message')}>
      <sl-textarea label="Your message" .value=${app.draft} @sl-input=${e => (app.draft = e.target.value)}></sl-textarea>
      <sl-button slot="footer" variant="primary" ?disabled=${!app.draft.trim()} @click=${() => app.sendMsg()}>Send</sl-button>
    </sl-dialog>`;
}
