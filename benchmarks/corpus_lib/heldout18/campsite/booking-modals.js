// New booking and moving a booking to another pitch: the two forms with a Tom Select pitch picker.
import { EXTRA_PERSON, DOG } from './data.js';
import {
  state, TODAY, fmt, fmtLong, money, esc, addDays, departs, pitchOf, isFree, unfit, typeName, nextRef, save,
} from './store.js';
import { openModal, closeModal, toast, fieldError, $ } from './ui.js';

const pitchOption = p => ({
  id: p.id, max: p.max, rate: p.rate, electric: p.electric,
  label: `${p.id} · ${typeName(p)} · ${p.electric ? 'electric' : 'no electric'} · up to ${p.max} · £${p.rate}/night`,
});

function pitchPicker(select, placeholder) {
  return new TomSelect(select, {
    valueField: 'id', labelField: 'label', searchField: ['id', 'label'], options: [], maxOptions: 50,
    placeholder, allowEmptyOption: false, create: false,
    render: {
      option: (d, e) => `<div><strong>${e(d.id)}</strong> <span class="has-text-grey">${e(d.label.slice(d.id.length + 3))}</span></div>`,
      item: (d, e) => `<div>${e(d.label)}</div>`,
      no_results: () => '<div class="no-results">No free pitch matches</div>',
    },
  });
}

const PHONE = /^(\+44\s?|0)\d[\d\s]{8,12}$/;

export function newBooking(onDone) {
  const m = openModal({
    id: 'new-booking', title: 'New booking', wide: true,
    body: `
      <div class="columns">
        <div class="column">
          <div class="field"><label class="label" for="nb-guest">Lead guest</label>
            <div class="control"><input class="input" id="nb-guest" autocomplete="off"></div></div>
          <div class="field"><label class="label" for="nb-phone">Phone</label>
            <div class="control"><input class="input" id="nb-phone" type="tel"></div></div>
          <div class="field"><label class="label" for="nb-email">Email <span class="has-text-grey is-size-7">(optional)</span></label>
            <div class="control"><input class="input" id="nb-email" type="email"></div></div>
        </div>
        <div class="column">
          <div class="field"><label class="label" for="nb-arrive">Arriving</label>
            <div class="control"><input class="input" id="nb-arrive" type="date" min="${TODAY}"></div></div>
          <div class="field"><label class="label" for="nb-nights">Nights</label>
            <div class="field has-addons mb-0">
              <p class="control"><button class="button" type="button" data-step="-1" aria-label="One night fewer"><i class="bi bi-dash"></i></button></p>
              <p class="control"><input class="input has-text-centered nights" id="nb-nights" type="number" min="1" max="21" value="1"></p>
              <p class="control"><button class="button" type="button" data-step="1" aria-label="One night more"><i class="bi bi-plus"></i></button></p>
            </div></div>
          <div class="columns is-mobile party-grid">
            <div class="column field"><label class="label" for="nb-adults">Adults</label><input class="input" id="nb-adults" type="number" min="1" max="8" value="2"></div>
            <div class="column field"><label class="label" for="nb-children">Children</label><input class="input" id="nb-children" type="number" min="0" max="8" value="0"></div>
            <div class="column field"><label class="label" for="nb-dogs">Dogs</label><input class="input" id="nb-dogs" type="number" min="0" max="2" value="0"></div>
          </div>
        </div>
      </div>
      <div class="field"><label class="label" for="nb-pitch">Pitch</label>
        <div class="control"><select id="nb-pitch"></select></div></div>
      <div class="notification is-light quote" id="nb-quote">Choose dates and a pitch to see the price.</div>
      <p class="is-size-7 has-text-grey">Two people are included in the pitch price; each extra person is ${money(EXTRA_PERSON)} a night and each dog ${money(DOG)} a night.</p>`,
    foot: `<button class="button" data-close>Cancel</button>
           <button class="button is-success" id="nb-create" disabled>Create booking</button>`,
  });
  const el = m.el;
  const v = id => $(`#${id}`, el).value.trim();
  const ts = pitchPicker($('#nb-pitch', el), 'Choose the arrival date first');
  ts.disable();

  function refreshPitches() {
    const arrive = v('nb-arrive');
    const nights = Number(v('nb-nights'));
    const keep = ts.getValue();
    ts.clearOptions();
    if (!arrive || arrive < TODAY || !(nights >= 1)) { ts.disable(); ts.settings.placeholder = 'Choose the arrival date first'; ts.inputState(); return; }
    ts.enable();
    const free = state.pitches.filter(p => isFree(p.id, arrive, nights));
    ts.addOptions(free.map(pitchOption));
    ts.settings.placeholder = `${free.length} pitches free ${fmt(arrive)}–${fmt(addDays(arrive, nights))}`;
    ts.inputState();
    if (keep && free.some(p => p.id === keep)) ts.setValue(keep, true);
    else ts.clear(true);
    ts.refreshOptions(false);
  }

  function check() {
    const errs = {};
    const p = pitchOf(ts.getValue());
    const [adults, children, dogs, nights] = ['nb-adults', 'nb-children', 'nb-dogs', 'nb-nights'].map(id => Number(v(id)));
    if (v('nb-phone') && !PHONE.test(v('nb-phone'))) errs['nb-phone'] = 'Enter a UK phone number';
    if (v('nb-email') && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v('nb-email'))) errs['nb-email'] = 'Enter a valid email address';
    if (!(nights >= 1 && nights <= 21)) errs['nb-nights'] = 'Between 1 and 21 nights';
    if (!(adults >= 1)) errs['nb-adults'] = 'At least one adult';
    if (p) { const why = unfit(p, adults, children, dogs); if (why) errs['nb-pitch'] = why; }
    for (const id of ['nb-phone', 'nb-email', 'nb-adults']) fieldError($(`#${id}`, el), errs[id]);
    fieldError($('#nb-nights', el).closest('.field.has-addons').querySelector('input'), errs['nb-nights']);
    fieldError($('#nb-pitch', el), errs['nb-pitch']);
    const quote = $('#nb-quote', el);
    if (p && !errs['nb-pitch'] && nights >= 1) {
      const night = p.rate + EXTRA_PERSON * Math.max(0, adults + children - 2) + DOG * dogs;
      quote.innerHTML = `${nights} night${nights === 1 ? '' : 's'} × ${money(night)} = <strong id="nb-total">${money(night * nights)}</strong>`;
    } else quote.textContent = 'Choose dates and a pitch to see the price.';
    const ok = !Object.keys(errs).length && v('nb-guest') && v('nb-phone') && v('nb-arrive') >= TODAY && p;
    $('#nb-create', el).disabled = !ok;
    return ok;
  }

  el.addEventListener('click', e => {
    const s = e.target.closest('[data-step]');
    if (!s) return;
    const n = $('#nb-nights', el);
    n.value = Math.max(1, Math.min(21, Number(n.value || 1) + Number(s.dataset.step)));
    refreshPitches(); check();
  });
  el.addEventListener('input', e => { if (['nb-arrive', 'nb-nights'].includes(e.target.id)) refreshPitches(); check(); });
  el.addEventListener('change', e => { if (e.target.id === 'nb-arrive') refreshPitches(); check(); });
  ts.on('change', check);

  $('#nb-create', el).addEventListener('click', () => {
    if (!check()) return;
    const p = pitchOf(ts.getValue());
    const b = {
      ref: nextRef(), guest: v('nb-guest'), phone: v('nb-phone'), email: v('nb-email'), pitch: p.id, arrive: v('nb-arrive'),
      nights: Number(v('nb-nights')), adults: Number(v('nb-adults')), children: Number(v('nb-children')),
      dogs: Number(v('nb-dogs')), status: 'booked', paid: 0, reg: '', notes: '', payments: [],
    };
    b.total = (p.rate + EXTRA_PERSON * Math.max(0, b.adults + b.children - 2) + DOG * b.dogs) * b.nights;
    state.bookings.push(b);
    save();
    closeModal();
    toast(`Booking ${b.ref} created: ${b.guest}, ${p.id}, ${fmtLong(b.arrive)} for ${b.nights} night${b.nights === 1 ? '' : 's'}`);
    onDone();
  });
  setTimeout(() => $('#nb-guest', el).focus(), 50);
}

export function movePitch(b, onDone) {
  const m = openModal({
    id: 'move-booking', title: `Move ${b.ref} to another pitch`,
    body: `
      <p><strong>${esc(b.guest)}</strong> is on <strong>${b.pitch}</strong>, ${fmtLong(b.arrive)} to ${fmtLong(departs(b))}.</p>
      <div class="field mt-3"><label class="label" for="mv-pitch">New pitch</label>
        <div class="control"><select id="mv-pitch"></select></div>
        <p class="help">Only pitches free for the whole stay and big enough for the party are listed. The price stays as agreed.</p></div>
      <div class="field"><label class="label" for="mv-note">Note for the guest record</label>
        <div class="control"><input class="input" id="mv-note" placeholder="e.g. pitch waterlogged"></div></div>`,
    foot: `<button class="button" data-close>Cancel</button><button class="button is-link" id="mv-go" disabled>Move booking</button>`,
  });
  const el = m.el;
  const ts = pitchPicker($('#mv-pitch', el), 'Choose a pitch');
  const free = state.pitches.filter(p => p.id !== b.pitch && isFree(p.id, b.arrive, b.nights, b.ref)
    && !unfit(p, b.adults, b.children, b.dogs));
  ts.addOptions(free.map(pitchOption));
  ts.on('change', () => { $('#mv-go', el).disabled = !ts.getValue(); });
  $('#mv-go', el).addEventListener('click', () => {
    const to = ts.getValue();
    const note = $('#mv-note', el).value.trim();
    const moved = { ...b, pitch: to, notes: [b.notes, `Moved from ${b.pitch} on ${fmt(TODAY)}${note ? ': ' + note : ''}`].filter(Boolean).join('\n') };
    state.bookings.map(x => (x.ref === b.ref ? moved : x));
    save();
    closeModal();
    toast(`${b.ref} moved from ${b.pitch} to ${to}`);
    onDone();
  });
}
