// The desk's smaller dialogs: check in, check out, payments, extra nights, cancelling, a booking, a pitch.
import {
  state, TODAY, fmt, fmtLong, money, esc, addDays, departs, total, balance, nightly, pitchOf, isFree, typeName,
  checkIn, checkOut, save,
} from './store.js';
import { party } from './views.js';
import { openModal, closeModal, toast, fieldError, $ } from './ui.js';

const summary = b => `<p><strong>${esc(b.guest)}</strong> · ${b.ref} · pitch <strong>${b.pitch}</strong><br>
  <span class="has-text-grey">${fmtLong(b.arrive)} to ${fmtLong(departs(b))} · ${party(b)}</span></p>`;

export function checkInDialog(b, onDone) {
  const m = openModal({
    id: 'check-in', title: `Check in · ${b.pitch}`,
    body: `${summary(b)}
      <div class="field mt-4"><label class="label" for="ci-reg">Vehicle registration</label>
        <div class="control"><input class="input reg" id="ci-reg" placeholder="e.g. AB12 CDE" autocomplete="off"></div>
        <p class="help">Needed for the barrier camera.</p></div>
      ${balance(b) > 0 ? `<div class="notification is-warning is-light">${money(balance(b))} still to pay; it can be taken at check-out.</div>` : ''}`,
    foot: `<button class="button" data-close>Not yet</button><button class="button is-success" id="ci-go" disabled>Confirm arrival</button>`,
  });
  const reg = $('#ci-reg', m.el);
  reg.addEventListener('input', () => { $('#ci-go', m.el).disabled = reg.value.replace(/\s/g, '').length < 2; });
  $('#ci-go', m.el).addEventListener('click', () => {
    checkIn(b.pitch, reg.value);
    closeModal();
    toast(`${b.guest} checked in on ${b.pitch}`);
    onDone();
  });
  setTimeout(() => reg.focus(), 50);
}

export function checkOutDialog(b, onDone) {
  const m = openModal({
    id: 'check-out', title: `Check out · ${b.pitch}`,
    body: `${summary(b)}${balance(b) > 0 ? `<div class="notification is-danger is-light">${money(balance(b))} is still owed.</div>` : '<p>Nothing left to pay.</p>'}`,
    foot: `<button class="button" data-close>Not yet</button><button class="button is-link" id="co-go">Check out</button>`,
  });
  $('#co-go', m.el).addEventListener('click', () => { checkOut(b.ref); closeModal(); toast(`${b.guest} checked out of ${b.pitch}`); onDone(); });
}

export function paymentDialog(b, onDone) {
  const due = balance(b);
  const m = openModal({
    id: 'payment', title: `Take payment · ${b.ref}`,
    body: `${summary(b)}
      <table class="table is-narrow"><tr><td>Total</td><td class="has-text-right">${money(total(b))}</td></tr>
        <tr><td>Paid so far</td><td class="has-text-right">${money(b.paid)}</td></tr>
        <tr><th>Balance</th><th class="has-text-right">${money(due)}</th></tr></table>
      <div class="field"><label class="label" for="pay-amount">Amount (£)</label>
        <div class="control"><input class="input" id="pay-amount" type="number" step="0.01" min="0.01" value="${due.toFixed(2)}"></div></div>
      <div class="field"><p class="label">Paid by</p>
        <div class="control radios">
          <label class="radio"><input type="radio" name="pay-method" value="card"> Card</label>
          <label class="radio"><input type="radio" name="pay-method" value="cash"> Cash</label>
          <label class="radio"><input type="radio" name="pay-method" value="bank"> Bank transfer</label>
        </div></div>`,
    foot: `<button class="button" data-close>Cancel</button><button class="button is-success" id="pay-go" disabled>Take ${money(due)}</button>`,
  });
  const el = m.el;
  const check = () => {
    const amt = Number($('#pay-amount', el).value);
    const method = $('input[name=pay-method]:checked', el);
    const bad = !(amt > 0) ? 'Enter an amount' : amt > due + 1e-9 ? `More than the balance of ${money(due)}` : '';
    fieldError($('#pay-amount', el), bad);
    $('#pay-go', el).textContent = `Take ${money(amt > 0 ? amt : 0)}`;
    $('#pay-go', el).disabled = !!bad || !method;
  };
  el.addEventListener('input', check);
  el.addEventListener('change', check);
  $('#pay-go', el).addEventListener('click', () => {
    const amt = Math.round(Number($('#pay-amount', el).value) * 100) / 100;
    const method = $('input[name=pay-method]:checked', el).value;
    b.paid = Math.round((b.paid + amt) * 100) / 100;
    b.payments.push({ date: TODAY, amount: amt, method });
    save();
    closeModal();
    toast(`${money(amt)} taken from ${b.guest} (${method})`);
    onDone();
  });
}

export function extendDialog(b, onDone) {
  const m = openModal({
    id: 'extend', title: `Add nights · ${b.ref}`,
    body: `${summary(b)}
      <div class="field"><label class="label" for="ex-n">Extra nights</label>
        <div class="field has-addons">
          <p class="control"><button class="button" type="button" data-step="-1" aria-label="Fewer nights"><i class="bi bi-dash"></i></button></p>
          <p class="control"><input class="input has-text-centered nights" id="ex-n" type="number" min="1" max="14" value="1"></p>
          <p class="control"><button class="button" type="button" data-step="1" aria-label="More nights"><i class="bi bi-plus"></i></button></p>
        </div></div>
      <div class="notification is-light" id="ex-quote"></div>`,
    foot: `<button class="button" data-close>Cancel</button><button class="button is-link" id="ex-go">Add nights</button>`,
  });
  const el = m.el;
  const n = () => Number($('#ex-n', el).value);
  const extraCost = k => k * pitchOf(b.pitch).rate;
  const update = () => {
    const k = n();
    const free = k >= 1 && isFree(b.pitch, departs(b), k, b.ref);
    $('#ex-quote', el).innerHTML = k >= 1
      ? `New departure <strong>${fmtLong(addDays(b.arrive, b.nights + k))}</strong> · extra ${money(extraCost(k))} · new total <strong>${money(total(b) + extraCost(k))}</strong>
         ${free ? '' : `<br><span class="has-text-danger">${b.pitch} is not free for those nights.</span>`}`
      : 'Choose how many nights to add.';
    $('#ex-go', el).disabled = !free;
  };
  el.addEventListener('click', e => {
    const s = e.target.closest('[data-step]');
    if (!s) return;
    $('#ex-n', el).value = Math.max(1, Math.min(14, n() + Number(s.dataset.step)));
    update();
  });
  el.addEventListener('input', update);
  update();
  $('#ex-go', el).addEventListener('click', () => {
    const k = n();
    b.total = total(b) + extraCost(k);
    b.nights += k;
    save();
    closeModal();
    toast(`${b.guest} now leaves ${fmtLong(departs(b))}`);
    onDone();
  });
}

export function cancelDialog(b, onDone) {
  const m = openModal({
    id: 'cancel-booking', title: `Cancel booking ${b.ref}?`,
    body: `${summary(b)}
      <div class="field"><label class="label" for="cx-reason">Reason</label>
        <div class="control"><div class="select"><select id="cx-reason">
          <option value="">Choose…</option><option value="guest">Guest cancelled</option><option value="weather">Weather</option>
          <option value="duplicate">Duplicate booking</option><option value="other">Other</option></select></div></div></div>
      ${b.paid > 0 ? `<label class="checkbox"><input type="checkbox" id="cx-refund"> Refund the ${money(b.paid)} already paid</label>` : ''}`,
    foot: `<button class="button" data-close>Keep booking</button><button class="button is-danger" id="cx-go" disabled>Yes, cancel it</button>`,
  });
  const el = m.el;
  $('#cx-reason', el).addEventListener('change', e => { $('#cx-go', el).disabled = !e.target.value; });
  $('#cx-go', el).addEventListener('click', () => {
    b.status = 'cancelled';
    b.cancelReason = $('#cx-reason', el).value;
    b.cancelledOn = TODAY;
    if ($('#cx-refund', el) && $('#cx-refund', el).checked) { b.payments.push({ date: TODAY, amount: -b.paid, method: 'refund' }); b.paid = 0; }
    save();
    closeModal();
    toast(`Booking ${b.ref} cancelled; ${b.pitch} is free again`, 'is-warning');
    onDone();
  });
}

export function viewDialog(b) {
  openModal({
    id: 'view-booking', title: `Booking ${b.ref}`,
    body: `${summary(b)}
      <table class="table is-narrow is-fullwidth">
        <tr><td>Phone</td><td>${esc(b.phone)}</td></tr><tr><td>Email</td><td>${esc(b.email || '—')}</td></tr>
        <tr><td>Pitch</td><td class="v-pitch">${b.pitch} (${typeName(pitchOf(b.pitch))})</td></tr>
        <tr><td>Vehicle</td><td>${esc(b.reg || '—')}</td></tr>
        <tr><td>Total</td><td class="v-total">${money(total(b))}</td></tr><tr><td>Paid</td><td class="v-paid">${money(b.paid)}</td></tr>
        <tr><td>Notes</td><td class="v-notes">${esc(b.notes || '—').replace(/\n/g, '<br>')}</td></tr>
      </table>
      <p class="label">Payments</p>
      <ul class="v-payments">${b.payments.map(p => `<li>${fmt(p.date)} · ${money(p.amount)} · ${p.method}</li>`).join('') || '<li class="has-text-grey">None recorded here (deposits taken online).</li>'}</ul>`,
    foot: `<button class="button" data-close>Close</button>`,
  });
}

export function pitchDialog(p, onDone) {
  const coming = state.bookings.filter(b => b.pitch === p.id && ['booked', 'arrived'].includes(b.status))
    .sort((a, b) => a.arrive.localeCompare(b.arrive));
  const o = p.outOfUse || { from: TODAY, until: '', reason: '' };
  const m = openModal({
    id: 'pitch', title: `Pitch ${p.id}`,
    body: `<p>${typeName(p)} · up to ${p.max} people · ${p.electric ? 'electric hook-up' : 'no electric'} · ${money(p.rate)} a night</p>
      <p class="label mt-3">Bookings</p>
      <ul class="mb-3">${coming.map(b => `<li>${fmt(b.arrive)}–${fmt(departs(b))} · ${esc(b.guest)} (${b.ref})</li>`).join('') || '<li class="has-text-grey">None</li>'}</ul>
      <label class="checkbox"><input type="checkbox" id="pt-ooo"${p.outOfUse ? ' checked' : ''}> Out of use (repairs, flooding, resting the grass)</label>
      <div id="pt-fields" class="mt-3"${p.outOfUse ? '' : ' hidden'}>
        <div class="columns">
          <div class="column field"><label class="label" for="pt-from">From</label><input class="input" type="date" id="pt-from" value="${o.from}"></div>
          <div class="column field"><label class="label" for="pt-until">Until (last night)</label><input class="input" type="date" id="pt-until" value="${o.until}"></div>
        </div>
        <div class="field"><label class="label" for="pt-reason">Reason</label><input class="input" id="pt-reason" value="${esc(o.reason)}"></div>
      </div>`,
    foot: `<button class="button" data-close>Close</button><button class="button is-link" id="pt-save">Save pitch</button>`,
  });
  const el = m.el;
  $('#pt-ooo', el).addEventListener('change', e => { $('#pt-fields', el).hidden = !e.target.checked; });
  $('#pt-save', el).addEventListener('click', () => {
    if (!$('#pt-ooo', el).checked) { p.outOfUse = null; save(); closeModal(); toast(`${p.id} is back in use`); onDone(); return; }
    const from = $('#pt-from', el).value;
    const until = $('#pt-until', el).value;
    const reason = $('#pt-reason', el).value.trim();
    let bad = '';
    if (!from || !until) bad = 'Give both dates';
    else if (until < from) bad = 'The last night is before the first';
    const clash = !bad && coming.find(b => b.arrive <= until && departs(b) > from);
    if (clash) bad = `${clash.guest} is booked ${fmt(clash.arrive)}–${fmt(departs(clash))}: move them first`;
    fieldError($('#pt-until', el), bad);
    if (!reason) { fieldError($('#pt-reason', el), 'Say why, for the wardens'); return; }
    fieldError($('#pt-reason', el), '');
    if (bad) return;
    p.outOfUse = { from, until, reason };
    save();
    closeModal();
    toast(`${p.id} out of use ${fmt(from)}–${fmt(until)}`);
    onDone();
  });
}
