// Bookings desk of Larchfield Farm Campsite: plain JavaScript over Bulma, with Tom Select for pitch pickers.
import { state, load, bookingOf, pitchOf, fmtLong, TODAY } from './store.js';
import { renderToday, renderBookings, renderPitches, listState } from './views.js';
import { newBooking, movePitch } from './booking-modals.js';
import {
  checkInDialog, checkOutDialog, paymentDialog, extendDialog, cancelDialog, viewDialog, pitchDialog,
} from './desk-modals.js';
import { $, $$, cookieBanner } from './ui.js';

const VIEWS = { today: renderToday, bookings: renderBookings, pitches: renderPitches };
const view = $('#view');

function current() { const h = location.hash.slice(1); return VIEWS[h] ? h : 'today'; }

function render() {
  if (!state.loaded) return;
  const name = current();
  $$('#tabs li').forEach(li => li.classList.toggle('is-active', li.dataset.view === name));
  const scroll = $('#plan-scroll') ? $('#plan-scroll').scrollLeft : 0;
  view.innerHTML = VIEWS[name]();
  if ($('#plan-scroll')) $('#plan-scroll').scrollLeft = scroll;
}

function closeMenus(except = null) {
  $$('.row-menu.is-active').forEach(d => { if (d !== except) d.classList.remove('is-active'); });
}

view.addEventListener('click', e => {
  const t = e.target.closest('[data-action]');
  if (!t) { closeMenus(); return; }
  e.preventDefault();
  const b = t.dataset.ref ? bookingOf(t.dataset.ref) : null;
  switch (t.dataset.action) {
    case 'menu': {
      const dd = t.closest('.dropdown');
      closeMenus(dd);
      dd.classList.toggle('is-active');
      return;
    }
    case 'page':
      if (t.classList.contains('is-disabled')) return;
      listState.page = Number(t.dataset.page);
      render();
      window.scrollTo(0, 0);
      return;
    case 'checkin': checkInDialog(b, render); break;
    case 'check-out': checkOutDialog(b, render); break;
    case 'view': viewDialog(b); break;
    case 'pay': paymentDialog(b, render); break;
    case 'extend': extendDialog(b, render); break;
    case 'move': movePitch(b, render); break;
    case 'cancel': cancelDialog(b, render); break;
    case 'pitch': pitchDialog(pitchOf(t.dataset.pitch), render); break;
    default: break;
  }
  closeMenus();
});

let typing = null;
view.addEventListener('input', e => {
  if (e.target.id !== 'q') return;
  clearTimeout(typing);
  typing = setTimeout(() => {
    listState.q = e.target.value;
    listState.page = 1;
    const pos = e.target.selectionStart;
    render();
    const q = $('#q');
    q.focus();
    q.setSelectionRange(pos, pos);
  }, 250);
});
view.addEventListener('change', e => {
  if (e.target.id === 'show') { listState.show = e.target.value; listState.page = 1; render(); }
});
document.addEventListener('click', e => { if (!e.target.closest('.row-menu')) closeMenus(); });

window.addEventListener('hashchange', render);
$('#new-booking-btn').addEventListener('click', () => newBooking(render));
$('#today-label').textContent = fmtLong(TODAY);

cookieBanner();
load().then(() => {
  $('#loading').hidden = true;
  view.hidden = false;
  $('#new-booking-btn').disabled = false;
  render();
});
