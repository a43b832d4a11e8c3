// Pieces of the Pawshare page: a sitter card, a request row, the pets panel.
import { html } from 'lit';

const money = n => Number(n).toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });
const BADGE = { Pending: 'warning', Accepted: 'success', Cancelled: 'neutral', Declined: 'danger' };

export function sitterCard(app, s) {
  const fav = app.isFav(s);
  const cheapest = Math.min(...Object.values(s.prices));
  return html`<sl-card class="sitter-card" data-sitter=${s.name}>
    <div class="head"><h3>${s.name}</h3>
      <sl-icon-button name=${fav ? 'heart-fill' : 'heart'} style=${fav ? 'color:#e11d48' : ''}
        label=${fav ? `Remove ${s.name} from favourites` : `Save ${s.name} to favourites`} @click=${() => app.toggleFav(s)}></sl-icon-button></div>
    <div class="muted">${s.area} · ★ ${s.rating} (${s.reviews} reviews)</div>
    <div class="tags">${Object.keys(s.prices).map(k => html`<sl-tag size="small" variant="primary">${k}</sl-tag>`)}</div>
    <div>from <strong>${money(cheapest)}</strong></div>
    <sl-button slot="footer" size="small" @click=${() => app.openProfile(s)}>View profile</sl-button>
  </sl-card>`;
}

export function requestRow(app, r) {
  const s = app.sitter(r.sitter);
  return html`<div class="request-row" data-request=${r.id} data-sitter=${s.name}>
    <div class="grow">
      <div><strong class="req-sitter">${s.name}</strong> · <span class="req-service">${r.service}</span> for <span class="req-pet">${r.pet}</span></div>
      <div class="muted req-when">${app.describe(r)}</div>
      ${r.messages.map(m => html`<div class="msg req-msg">You: ${m}</div>`)}
    </div>
    <strong class="req-price">${money(r.price)}</strong>
    <sl-badge class="req-status" variant=${BADGE[r.status] || 'neutral'}>${r.status}</sl-badge>
    ${r.status === 'Cancelled' ? html`<span style="width:40px"></span>` : html`
    <sl-dropdown placement="bottom-end">
      <sl-icon-button slot="trigger" name="three-dots" label=${`Options for your request with ${s.name}`}></sl-icon-button>
      <sl-menu @sl-select=${e => app.onRequestMenu(e, r)}>
        <sl-menu-item value="message">Message ${s.name.split(' ')[0]}</sl-menu-item>
        <sl-divider></sl-divider>
        <sl-menu-item value="cancel">Cancel request</sl-menu-item>
      </sl-menu>
    </sl-dropdown>`}
  </div>`;
}

export function petsPanel(app) {
  const f = app.petForm;
  const set = patch => (app.petForm = { ...app.petForm, ...patch });
  return html`<div id="pets">
    ${app.pets.map(p => html`<div class="pet-row" data-pet=${p.name}><sl-icon name=${p.kind === 'Cat' ? 'emoji-smile' : 'emoji-heart-eyes'}></sl-icon>
      <div class="grow"><strong class="pet-name">${p.name}</strong> <span class="muted">${p.kind}${p.age != null ? `, ${p.age} years old` : ''}</span></div></div>`)}
  </div>
  <sl-details summary="Add a pet" style="margin-top:1rem; max-width: 560px">
    <div class="form-grid">
      <sl-input label="Pet's name" .value=${f.name} @sl-input=${e => set({ name: e.target.value })}></sl-input>
      <sl-select label="Type of animal" .value=${f.kind} @sl-change=${e => set({ kind: e.target.value })}>
        ${['Dog', 'Cat', 'Rabbit', 'Other'].map(k => html`<sl-option value=${k}>${k}</sl-option>`)}
      </sl-select>
      <sl-input label="Age (years)" type="number" min="0" .value=${f.age} @sl-input=${e => set({ age: e.target.value })}></sl-input>
      <div><sl-button variant="primary" ?disabled=${!(f.name.trim() && f.kind)} @click=${() => app.addPet()}>Save pet</sl-button></div>
    </div>
  </sl-details>`;
}
