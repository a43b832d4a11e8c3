// The three views of the bookings desk, rendered as HTML strings into #view.
import { PITCH_TYPES } from './data.js';
import {
  state, TODAY, fmt, fmtLong, money, esc, addDays, departs, total, balance, people, pitchOf, occupant, typeName,
} from './store.js';

export const PER_PAGE = 10;
export const listState = { q: '', show: 'current', page: 1 };

const party = b => [
  `${b.adults} adult${b.adults == 1 ? '' : 's'}`,
  b.children > 0 ? `${b.children} child${b.children == 1 ? '' : 'ren'}` : '',
  b.dogs > 0 ? `${b.dogs} dog${b.dogs == 1 ? '' : 's'}` : '',
].filter(Boolean).join(' · ');

const STATUS = {
  booked: ['Booked', 'is-info is-light'],
  arrived: ['On site', 'is-success'],
  departed: ['Departed', 'is-light'],
  cancelled: ['Cancelled', 'is-danger is-light'],
};
const tag = b => `<span class="tag status ${STATUS[b.status][1]}">${STATUS[b.status][0]}</span>`;

// ------------------------------------------------------------------------------------------------ today
export function renderToday() {
  const arrivals = state.bookings.filter(b => b.arrive === TODAY && b.status !== 'cancelled')
    .sort((a, b) => a.pitch.localeCompare(b.pitch, 'en', { numeric: true }));
  const leaving = state.bookings.filter(b => departs(b) === TODAY && ['arrived', 'departed'].includes(b.status))
    .sort((a, b) => a.pitch.localeCompare(b.pitch, 'en', { numeric: true }));
  const onSite = state.bookings.filter(b => b.status === 'arrived').length;
  const freeTonight = state.pitches.filter(p => !occupant(p.id, TODAY) && !(p.outOfUse && p.outOfUse.from <= TODAY && p.outOfUse.until >= TODAY)).length;
  const row = b => `
    <tr data-ref="${b.ref}" class="arrival-row">
      <td><strong>${b.pitch}</strong></td>
      <td>${esc(b.guest)}<br><span class="is-size-7 has-text-grey">${b.ref}</span></td>
      <td>${party(b)}</td>
      <td>${b.nights} night${b.nights == 1 ? '' : 's'} · leaves ${fmt(departs(b))}</td>
      <td class="bal">${balance(b) > 0 ? `<span class="has-text-danger">${money(balance(b))} due</span>` : 'Paid'}</td>
      <td class="st">${b.status === 'booked' ? '<span class="tag is-warning is-light">Expected</span>' : `<span class="tag is-success">Arrived${b.reg ? ' · ' + esc(b.reg) : ''}</span>`}</td>
      <td class="has-text-right">${b.status === 'booked'
        ? `<button class="button is-small is-success" data-action="checkin" data-ref="${b.ref}" data-pitch="${b.pitch}">Check in</button>` : ''}</td>
    </tr>`;
  const leaveRow = b => `
    <tr data-ref="${b.ref}" class="departure-row">
      <td><strong>${b.pitch}</strong></td>
      <td>${esc(b.guest)}<br><span class="is-size-7 has-text-grey">${b.ref}</span></td>
      <td>${esc(b.reg || '—')}</td>
      <td class="bal">${balance(b) > 0 ? `<span class="has-text-danger">${money(balance(b))} due</span>` : 'Paid'}</td>
      <td class="st">${b.status === 'departed' ? '<span class="tag is-light">Left</span>' : '<span class="tag is-success">On site</span>'}</td>
      <td class="has-text-right">${b.status === 'arrived'
        ? `<button class="button is-small is-link is-outlined" data-action="checkout" data-ref="${b.ref}">Check out</button>` : ''}</td>
    </tr>`;
  return `
    <div class="columns is-mobile stats">
      <div class="column"><div class="box"><p class="heading">Arriving today</p><p class="title" id="stat-arriving">${arrivals.filter(b => b.status === 'booked').length}</p></div></div>
      <div class="column"><div class="box"><p class="heading">Leaving today</p><p class="title" id="stat-leaving">${leaving.filter(b => b.status === 'arrived').length}</p></div></div>
      <div class="column"><div class="box"><p class="heading">Parties on site</p><p class="title" id="stat-onsite">${onSite}</p></div></div>
      <div class="column"><div class="box"><p class="heading">Pitches free tonight</p><p class="title" id="stat-free">${freeTonight}</p></div></div>
    </div>
    <div class="box">
      <h2 class="title is-5">Arrivals · ${fmtLong(TODAY)}</h2>
      <table class="table is-fullwidth is-hoverable" id="arrivals"><thead><tr><th>Pitch</th><th>Guest</th><th>Party</th><th>Stay</th><th>Balance</th><th>Status</th><th></th></tr></thead>
      <tbody>${arrivals.map(row).join('') || '<tr><td colspan="7">No arrivals today.</td></tr>'}</tbody></table>
    </div>
    <div class="box">
      <h2 class="title is-5">Departures · leave by 11:00</h2>
      <table class="table is-fullwidth is-hoverable" id="departures"><thead><tr><th>Pitch</th><th>Guest</th><th>Vehicle</th><th>Balance</th><th>Status</th><th></th></tr></thead>
      <tbody>${leaving.map(leaveRow).join('') || '<tr><td colspan="6">No departures today.</td></tr>'}</tbody></table>
    </div>`;
}

// ------------------------------------------------------------------------------------------------ bookings
export function filteredBookings() {
  const q = listState.q.trim().toLowerCase();
  return state.bookings
    .filter(b => listState.show === 'all' ? true : listState.show === 'current' ? ['booked', 'arrived'].includes(b.status) : b.status === listState.show)
    .filter(b => !q || b.guest.toLowerCase().includes(q) || b.ref.toLowerCase().includes(q) || b.pitch.toLowerCase() === q)
    .sort((a, b) => a.arrive.localeCompare(b.arrive) || a.ref.localeCompare(b.ref));
}

export function renderBookings() {
  const list = filteredBookings();
  const pages = Math.max(1, Math.ceil(list.length / PER_PAGE));
  listState.page = Math.min(listState.page, pages);
  const shown = list.slice((listState.page - 1) * PER_PAGE, listState.page * PER_PAGE);
  const menu = b => `
    <div class="dropdown is-right row-menu">
      <div class="dropdown-trigger">
        <button class="button is-small is-white" aria-haspopup="true" aria-label="Actions for ${b.ref}" data-action="menu"><i class="bi bi-three-dots"></i></button>
      </div>
      <div class="dropdown-menu" role="menu"><div class="dropdown-content">
        <a href="#" class="dropdown-item" data-action="view" data-ref="${b.ref}">View booking</a>
        ${['booked', 'arrived'].includes(b.status) ? `
        <a href="#" class="dropdown-item" data-action="pay" data-ref="${b.ref}">Take payment</a>
        <a href="#" class="dropdown-item" data-action="extend" data-ref="${b.ref}">Add nights</a>
        <a href="#" class="dropdown-item" data-action="move" data-ref="${b.ref}">Move to another pitch</a>
        <hr class="dropdown-divider">
        <a href="#" class="dropdown-item has-text-danger" data-action="cancel" data-ref="${b.ref}">Cancel booking</a>` : ''}
      </div></div>
    </div>`;
  const row = b => `
    <tr data-ref="${b.ref}" class="booking-row">
      <td><a href="#" data-action="view" data-ref="${b.ref}">${b.ref}</a></td>
      <td class="guest">${esc(b.guest)}</td>
      <td class="pitch"><strong>${b.pitch}</strong></td>
      <td class="arrive">${fmt(b.arrive)}</td>
      <td class="leave">${fmt(departs(b))}</td>
      <td class="party">${party(b)}</td>
      <td class="total has-text-right">${money(total(b))}</td>
      <td class="balance has-text-right">${balance(b) > 0 ? money(balance(b)) : '<span class="has-text-success">Paid</span>'}</td>
      <td>${tag(b)}</td>
      <td class="has-text-right">${menu(b)}</td>
    </tr>`;
  const pageLinks = Array.from({ length: pages }, (_, i) => i + 1).map(n => `
    <li><a href="#" class="pagination-link${n === listState.page ? ' is-current' : ''}" data-action="page" data-page="${n}"
      aria-label="Page ${n}"${n === listState.page ? ' aria-current="page"' : ''}>${n}</a></li>`).join('');
  return `
    <div class="level toolbar">
      <div class="level-left">
        <div class="field has-addons mb-0">
          <p class="control has-icons-left"><input class="input" id="q" type="search" placeholder="Guest, booking ref or pitch" aria-label="Search bookings" value="${esc(listState.q)}">
          <span class="icon is-left"><i class="bi bi-search"></i></span></p>
        </div>
        <div class="field ml-3 mb-0"><div class="select"><select id="show" aria-label="Show">
          <option value="current"${listState.show === 'current' ? ' selected' : ''}>Upcoming &amp; on site</option>
          <option value="all"${listState.show === 'all' ? ' selected' : ''}>All bookings</option>
          <option value="departed"${listState.show === 'departed' ? ' selected' : ''}>Departed</option>
          <option value="cancelled"${listState.show === 'cancelled' ? ' selected' : ''}>Cancelled</option>
        </select></div></div>
      </div>
      <div class="level-right"><span class="has-text-grey" id="count">${list.length} booking${list.length === 1 ? '' : 's'}</span></div>
    </div>
    <div class="box p-0">
      <table class="table is-fullwidth is-hoverable" id="bookings"><thead><tr><th>Ref</th><th>Guest</th><th>Pitch</th><th>Arrive</th><th>Leave</th><th>Party</th><th class="has-text-right">Total</th><th class="has-text-right">Balance</th><th>Status</th><th></th></tr></thead>
      <tbody>${shown.map(row).join('') || '<tr><td colspan="10" class="has-text-centered has-text-grey">No bookings found.</td></tr>'}</tbody></table>
    </div>
    <nav class="pagination is-small" role="navigation" aria-label="pagination">
      <a href="#" class="pagination-previous${listState.page === 1 ? ' is-disabled' : ''}" data-action="page" data-page="${listState.page - 1}">Previous</a>
      <a href="#" class="pagination-next${listState.page === pages ? ' is-disabled' : ''}" data-action="page" data-page="${listState.page + 1}">Next page</a>
      <ul class="pagination-list">${pageLinks}</ul>
    </nav>`;
}

// ------------------------------------------------------------------------------------------------ pitch plan
export function renderPitches() {
  const nights = Array.from({ length: 14 }, (_, i) => addDays(TODAY, i));
  const cell = (p, night) => {
    if (p.outOfUse && p.outOfUse.from <= night && p.outOfUse.until >= night) return `<td class="ooo" data-night="${night}" title="${esc(p.outOfUse.reason)}">Out of use</td>`;
    const b = occupant(p.id, night);
    if (!b) return `<td class="free" data-night="${night}"></td>`;
    return `<td class="occ ${b.status}" data-night="${night}" data-ref="${b.ref}" title="${esc(b.guest)} · ${b.ref}">${esc(b.guest.split(' ').slice(-1)[0])}</td>`;
  };
  const rows = state.pitches.map(p => `
    <tr data-pitch="${p.id}">
      <th class="pitch-name"><button class="button is-small is-white" data-action="pitch" data-pitch="${p.id}">${p.id}</button>
        <span class="is-size-7 has-text-grey">${typeName(p)}${p.electric ? ' · <i class="bi bi-plug" title="Electric hook-up"></i>' : ''}</span></th>
      ${nights.map(n => cell(p, n)).join('')}
    </tr>`).join('');
  return `
    <div class="level">
      <div class="level-left"><p>Nights from <strong>${fmtLong(TODAY)}</strong> · click a pitch for its details</p></div>
      <div class="level-right legend">
        <span class="tag is-success">On site</span><span class="tag is-info is-light">Booked</span><span class="tag ooo-tag">Out of use</span>
      </div>
    </div>
    <div class="plan-scroll" id="plan-scroll">
      <table class="table is-bordered is-narrow plan" id="plan">
        <thead><tr><th class="pitch-name">Pitch</th>${nights.map(n => `<th>${fmt(n).replace(' ', '<br>')}</th>`).join('')}</tr></thead>
        <tbody>${rows}</tbody>
      </table>
    </div>
    <p class="is-size-7 has-text-grey mt-2">${Object.values(PITCH_TYPES).map(t => `${t.name}: ${t.note}`).join(' · ')}</p>`;
}

export { party, people };
