// Wrenmouth Sailing Club boat bookings: plain custom elements (no framework) over Bootstrap 5 CSS
// (no Bootstrap JS) and Tom Select 2 (complete UMD build, bootstrap5 theme).
const TODAY = '2026-07-11'; // pinned: Saturday
const KEY = { boats: 'wrenmouth.boats', bookings: 'wrenmouth.bookings', tide: 'wrenmouth.tide-seen' };
const SESSIONS = { Morning: '09:00–12:00', Afternoon: '13:00–16:00', Evening: '17:00–20:00' };

const SEED_BOATS = [
  ['L-1', 'Puffin', 'Laser', 'out', 'Broken tiller extension'], ['L-2', 'Kestrel', 'Laser'], ['L-3', 'Sprite', 'Laser'],
  ['L-4', 'Merlin', 'Laser'], ['F-1', 'Tern', 'RS Feva'], ['F-2', 'Wren', 'RS Feva'], ['F-3', 'Dunlin', 'RS Feva'],
  ['W-1', 'Gannet', 'Wayfarer'], ['W-2', 'Curlew', 'Wayfarer'], ['K-1', 'Osprey', 'Hawk 20 keelboat'],
  ['K-2', 'Shearwater', 'Hawk 20 keelboat'], ['T-1', 'Pip', 'Topper'],
].map(([id, name, cls, status = 'ok', problem = '']) => ({ id, name, cls, status, problem, keel: cls.includes('keelboat') }));

const MEMBERS = [
  ['1187', 'Jo Hale'], ['2044', 'Ravi Nair'], ['2045', 'Meg Nair'], ['3310', 'Owen Pryce'], ['1502', 'Carla Ruiz'],
  ['2871', 'Mark Ellis'], ['0419', 'Bea Lunn'], ['0472', 'Sunita Rao'], ['4471', 'Finn Doyle'], ['3902', 'Hana Sato'],
];
const MEMBER_BY_NO = Object.fromEntries(MEMBERS.map(([no, name]) => [no, { no, name }]));

const SEED_BOOKINGS = [
  ['BK-301', 'L-3', '2026-07-11', 'Afternoon', '1187', []],
  ['BK-302', 'W-1', '2026-07-18', 'Morning', '2044', ['Ravi Nair', 'Meg Nair']],
  ['BK-303', 'F-1', '2026-07-12', 'Morning', '3310', []],
  ['BK-304', 'K-1', '2026-07-12', 'Afternoon', '1502', ['Carla Ruiz', 'Hana Sato'], 'RYA Keelboat Level 2'],
  ['BK-305', 'F-2', '2026-07-14', 'Evening', '2871', []],
  ['BK-306', 'W-2', '2026-07-15', 'Afternoon', '0419', ['Bea Lunn', 'Jo Hale']],
  ['BK-307', 'L-2', '2026-07-16', 'Morning', '1187', []],
  ['BK-308', 'K-2', '2026-07-19', 'Morning', '1502', ['Carla Ruiz', 'Owen Pryce'], 'RYA Day Skipper'],
  ['BK-309', 'L-4', '2026-07-13', 'Afternoon', '3310', []],
  ['BK-310', 'F-3', '2026-07-20', 'Evening', '3902', ['Hana Sato']],
  ['BK-311', 'T-1', '2026-07-11', 'Morning', '4471', []],
  ['BK-312', 'W-1', '2026-07-12', 'Afternoon', '2044', ['Ravi Nair']],
].map(([id, boat, date, session, member, crew, qual = '']) => ({ id, boat, date, session, member, crew, qual }));

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayLabel = iso => { const d = new Date(iso + 'T12:00:00Z'); return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`; };
const esc = s => String(s).replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));

function load(key, seed) {
  try { const v = JSON.parse(localStorage.getItem(key)); if (v) return v; } catch (e) { /* ignore */ }
  return structuredClone(seed);
}

// ------------------------------------------------------------------ store
const store = new (class extends EventTarget {
  ready = false;
  boats = [];
  bookings = [];
  init() {
    setTimeout(() => {
      this.boats = load(KEY.boats, SEED_BOATS);
      this.bookings = load(KEY.bookings, SEED_BOOKINGS);
      this.ready = true;
      this.changed();
    }, 800);
  }
  save() {
    localStorage.setItem(KEY.boats, JSON.stringify(this.boats));
    localStorage.setItem(KEY.bookings, JSON.stringify(this.bookings));
  }
  changed() { this.dispatchEvent(new Event('change')); }
  boat(id) { return this.boats.find(b => b.id === id); }
  sortedBoats() { return [...this.boats].sort((a, b) => a.name.localeCompare(b.name)); }
  nextId() { return 'BK-' + (Math.max(300, ...this.bookings.map(b => Number(b.id.slice(3)))) + 1); }
})();

const toast = (text, undo) => document.querySelector('toast-stack').show(text, undo);
const confirmBox = opts => document.getElementById('confirm').ask(opts);

// ------------------------------------------------------------------ fleet
class FleetGrid extends HTMLElement {
  connectedCallback() {
    this.render();
    store.addEventListener('change', () => this.render());
    this.addEventListener('click', e => {
      const rep = e.target.closest('.report-btn');
      if (rep) document.querySelector('report-dialog').open(rep.dataset.id);
      const back = e.target.closest('.back-btn');
      if (back) {
        const boat = store.boat(back.dataset.id);
        boat.status = 'ok'; boat.problem = '';
        store.save(); store.changed();
        toast(`${boat.name} is back in service.`);
      }
    });
  }
  render() {
    if (!store.ready) {
      this.innerHTML = `<div class="row g-3">${'<div class="col-3"><div class="card placeholder-glow placeholder-card"><div class="card-body"><span class="placeholder col-7"></span><span class="placeholder col-4"></span></div></div></div>'.repeat(8)}</div>`;
      return;
    }
    this.innerHTML = `<div class="row g-3">${store.sortedBoats().map(b => `
      <div class="col-3">
        <div class="card boat-card h-100 ${b.status === 'out' ? 'border-danger' : ''}" data-boat="${b.id}">
          <div class="card-body">
            <div class="d-flex">
              <h3 class="h6 mb-1 flex-grow-1 boat-name">${esc(b.name)}</h3>
              ${b.status === 'ok' ? `<button type="button" class="btn btn-sm btn-link text-danger p-0 report-btn" data-id="${b.id}" aria-label="Report a problem with ${esc(b.name)}" title="Report a problem"><i class="bi bi-exclamation-triangle"></i></button>` : ''}
            </div>
            <p class="small text-body-secondary mb-2">${esc(b.cls)} · ${b.id}</p>
            <span class="badge boat-status ${b.status === 'ok' ? 'text-bg-success' : 'text-bg-danger'}">${b.status === 'ok' ? 'Available' : 'Out of service'}</span>
            ${b.status === 'out' ? `<p class="small mt-2 mb-1 boat-problem">${esc(b.problem)}</p><button type="button" class="btn btn-sm btn-outline-success back-btn" data-id="${b.id}">Back in service</button>` : ''}
          </div>
        </div>
      </div>`).join('')}</div>`;
  }
}

class ReportDialog extends HTMLElement {
  connectedCallback() {
    this.innerHTML = `
      <div class="modal" tabindex="-1" role="dialog" aria-modal="true" aria-labelledby="report-title">
        <div class="modal-dialog"><div class="modal-content">
          <div class="modal-header"><h5 class="modal-title" id="report-title"></h5><button type="button" class="btn-close" data-close aria-label="Close"></button></div>
          <div class="modal-body">
            <label class="form-label" for="report-text">What's wrong with it?</label>
            <textarea class="form-control" id="report-text" rows="3"></textarea>
            <div class="form-text">The boat is taken out of service until the bosun signs it off.</div>
          </div>
          <div class="modal-footer"><button type="button" class="btn btn-outline-secondary" data-close>Cancel</button><button type="button" class="btn btn-danger" data-ok disabled>Take out of service</button></div>
        </div></div>
      </div>`;
    this.modal = this.querySelector('.modal');
    this.text = this.querySelector('#report-text');
    this.ok = this.querySelector('[data-ok]');
    this.text.addEventListener('input', () => { this.ok.disabled = !this.text.value.trim(); });
    this.querySelectorAll('[data-close]').forEach(b => b.addEventListener('click', () => this.close()));
    this.ok.addEventListener('click', () => this.submit());
  }
  open(id) {
    this.boatId = id;
    this.querySelector('#report-title').textContent = `Report a problem with ${store.boat(id).name}`;
    this.ok.disabled = true;
    this.modal.classList.add('d-block', 'show');
    this.text.focus();
  }
  close() { this.modal.classList.remove('d-block', 'show'); this.text.value = ''; }
  submit() {
    const boat = store.boat(this.boatId);
    this.close();
    boat.status = 'out';
    boat.problem = this.text.value.trim();
    store.save(); store.changed();
    toast(`${boat.name} taken out of service.`);
  }
}

// ------------------------------------------------------------------ bookings
class BookingList extends HTMLElement {
  openDays = new Set([TODAY]);
  connectedCallback() {
    this.render();
    store.addEventListener('change', () => this.render());
    this.addEventListener('click', e => {
      const head = e.target.closest('.accordion-button');
      if (head) {
        const d = head.dataset.date;
        this.openDays.has(d) ? this.openDays.delete(d) : this.openDays.add(d);
        this.render();
        return;
      }
      const edit = e.target.closest('.edit-btn');
      if (edit) document.querySelector('booking-panel').open(edit.dataset.id);
      const cancel = e.target.closest('.cancel-btn');
      if (cancel) this.cancel(cancel.dataset.id);
    });
  }
  async cancel(id) {
    const bk = store.bookings.find(b => b.id === id);
    const boat = store.boat(bk.boat);
    const yes = await confirmBox({
      title: 'Cancel this booking?',
      body: `${boat.name}, ${dayLabel(bk.date)}, ${bk.session.toLowerCase()} (${bk.id}).`,
      ok: 'Yes, cancel it', cancel: 'Keep booking', danger: true,
    });
    if (!yes) return;
    const at = store.bookings.indexOf(bk);
    store.bookings.splice(at, 1);
    store.save(); store.changed();
    toast(`Booking ${bk.id} (${boat.name}, ${dayLabel(bk.date)}) cancelled.`, () => {
      store.bookings.splice(at, 0, bk);
      store.changed();
    });
  }
  show(date) { this.openDays.add(date); this.render(); }
  render() {
    if (!store.ready) {
      this.innerHTML = '<p class="placeholder-glow"><span class="placeholder col-6"></span><br><span class="placeholder col-4"></span></p>';
      return;
    }
    const upcoming = store.bookings.filter(b => b.date >= TODAY).sort((a, b) => (a.date + a.session).localeCompare(b.date + b.session));
    const days = [...new Set(upcoming.map(b => b.date))].sort();
    if (!days.length) { this.innerHTML = '<p class="text-body-secondary">No bookings yet.</p>'; return; }
    this.innerHTML = `<div class="accordion">${days.map(d => {
      const list = upcoming.filter(b => b.date === d);
      const open = this.openDays.has(d);
      return `<div class="accordion-item day-group" data-date="${d}">
        <h3 class="accordion-header"><button class="accordion-button ${open ? '' : 'collapsed'}" type="button" data-date="${d}" aria-expanded="${open}">
          ${d === TODAY ? 'Today, ' : ''}${dayLabel(d)} · ${list.length} booking${list.length === 1 ? '' : 's'}</button></h3>
        <div class="accordion-collapse collapse ${open ? 'show' : ''}"><ul class="list-group list-group-flush">
          ${list.map(b => {
            const boat = store.boat(b.boat);
            const m = MEMBER_BY_NO[b.member];
            return `<li class="list-group-item d-flex align-items-center booking" data-booking="${b.id}" data-boat="${b.boat}" data-date="${b.date}" data-session="${b.session}">
              <div class="flex-grow-1">
                <strong class="bk-boat">${esc(boat.name)}</strong> <span class="text-body-secondary small">${esc(boat.cls)}</span> ·
                <span class="bk-session">${b.session}</span> <span class="small text-body-secondary">${SESSIONS[b.session]}</span>
                <div class="small">Member <span class="bk-member">${esc(b.member)}</span>${m ? ' (' + esc(m.name) + ')' : ''}${b.crew.length ? ' · crew: <span class="bk-crew">' + esc(b.crew.join(', ')) + '</span>' : ''}${b.qual ? ' · skipper: <span class="bk-qual">' + esc(b.qual) + '</span>' : ''} · <span class="text-body-secondary">${b.id}</span></div>
              </div>
              <div class="row-actions">
                <button type="button" class="btn btn-sm btn-outline-secondary edit-btn" data-id="${b.id}" aria-label="Change booking ${b.id}" title="Change booking ${b.id}"><i class="bi bi-pencil"></i></button>
                <button type="button" class="btn btn-sm btn-outline-danger cancel-btn" data-id="${b.id}" aria-label="Cancel booking ${b.id}" title="Cancel booking ${b.id}"><i class="bi bi-x-lg"></i></button>
              </div>
            </li>`;
          }).join('')}
        </ul></div></div>`;
    }).join('')}</div>`;
  }
}

// ------------------------------------------------------------------ booking panel (off-canvas)
class BookingPanel extends HTMLElement {
  connectedCallback() {
    this.innerHTML = `
      <div class="offcanvas offcanvas-end" tabindex="-1" role="dialog" aria-modal="true" aria-labelledby="bk-title" style="width: 460px">
        <div class="offcanvas-header border-bottom"><h5 class="offcanvas-title" id="bk-title">Book a boat</h5><button type="button" class="btn-close" data-close aria-label="Close"></button></div>
        <div class="offcanvas-body">
          <form novalidate>
            <div class="mb-3"><label class="form-label" for="bkBoat">Boat</label><select id="bkBoat" placeholder="Search the fleet…"></select></div>
            <div class="mb-3"><label class="form-label" for="bkDate">Day</label><input class="form-control" type="date" id="bkDate" min="${TODAY}"></div>
            <div class="mb-3">
              <div class="form-label">Session</div>
              <div class="btn-group w-100" role="group" aria-label="Session">
                ${Object.entries(SESSIONS).map(([s, t]) => `<input type="radio" class="btn-check" name="session" id="ses-${s}" value="${s}"><label class="btn btn-outline-primary" for="ses-${s}" title="${t}">${s}</label>`).join('')}
              </div>
            </div>
            <div class="mb-3">
              <label class="form-label" for="bkMember">Membership number</label>
              <input class="form-control" id="bkMember" inputmode="numeric" autocomplete="off">
              <div class="invalid-feedback">Membership numbers have four digits, as on your card.</div>
            </div>
            <div class="mb-3 d-none" id="qual-field">
              <label class="form-label" for="bkQual">Skipper's qualification</label>
              <select class="form-select" id="bkQual"><option value="">Choose…</option><option>RYA Keelboat Level 2</option><option>RYA Day Skipper</option><option>Club keelboat check-out</option></select>
              <div class="form-text">Keelboats need a qualified skipper aboard.</div>
            </div>
            <div class="mb-3"><label class="form-label" for="bkCrew">Crew (optional)</label><select id="bkCrew" multiple placeholder="Members or guests…"></select></div>
            <div class="alert alert-danger d-none" id="bk-error" role="alert"></div>
            <button class="btn btn-primary" type="submit" id="bk-submit" disabled>Book boat</button>
          </form>
        </div>
      </div>
      <div class="offcanvas-backdrop fade d-none"></div>`;
    this.panel = this.querySelector('.offcanvas');
    this.backdrop = this.querySelector('.offcanvas-backdrop');
    this.form = this.querySelector('form');
    this.member = this.querySelector('#bkMember');
    this.date = this.querySelector('#bkDate');
    this.qual = this.querySelector('#bkQual');
    this.error = this.querySelector('#bk-error');
    this.submitBtn = this.querySelector('#bk-submit');
    this.boatSelect = new TomSelect('#bkBoat', { maxOptions: null, disabledField: 'disabled', onChange: () => this.validate() });
    this.crewSelect = new TomSelect('#bkCrew', {
      plugins: ['remove_button'], create: true, closeAfterSelect: true, maxOptions: null,
      options: MEMBERS.map(([no, name]) => ({ value: no, text: name })),
      render: { option_create: (data, e) => `<div class="create">Add guest <strong>${e(data.input)}</strong>…</div>` },
    });
    this.member.addEventListener('blur', () => { this.touched = true; this.validate(); });
    this.form.addEventListener('input', () => this.validate());
    this.form.addEventListener('change', () => this.validate());
    this.form.addEventListener('submit', e => { e.preventDefault(); this.submit(); });
    this.querySelector('[data-close]').addEventListener('click', () => this.close());
    this.backdrop.addEventListener('click', () => this.close());
  }
  open(editId = null) {
    this.editId = editId;
    const bk = editId ? store.bookings.find(b => b.id === editId) : null;
    this.boatSelect.clearOptions();
    this.boatSelect.addOptions(store.sortedBoats().map(b => ({ value: b.id, text: `${b.name} · ${b.cls}${b.status === 'out' ? ' (out of service)' : ''}`, disabled: b.status === 'out' })));
    this.boatSelect.setValue(bk ? bk.boat : '', true);
    this.date.value = bk ? bk.date : TODAY;
    this.form.querySelectorAll('[name=session]').forEach(r => { r.checked = !!bk && r.value === bk.session; });
    this.member.value = bk ? bk.member : '';
    this.qual.value = bk ? bk.qual : '';
    this.crewSelect.clear(true);
    if (bk) for (const name of bk.crew) {
      const m = MEMBERS.find(([, n]) => n === name);
      if (!m) this.crewSelect.addOption({ value: name, text: name });
      this.crewSelect.addItem(m ? m[0] : name, true);
    }
    this.touched = false;
    this.error.classList.add('d-none');
    this.querySelector('#bk-title').textContent = bk ? `Change booking ${bk.id}` : 'Book a boat';
    this.submitBtn.textContent = bk ? 'Save changes' : 'Book boat';
    this.validate();
    this.backdrop.classList.remove('d-none'); this.backdrop.classList.add('show');
    this.panel.classList.add('show');
  }
  close() {
    this.panel.classList.remove('show');
    this.backdrop.classList.add('d-none'); this.backdrop.classList.remove('show');
  }
  values() {
    const session = this.form.querySelector('[name=session]:checked');
    return { boat: this.boatSelect.getValue(), date: this.date.value, session: session ? session.value : '', member: this.member.value, qual: this.qual.value, crew: [...this.crewSelect.getValue()] };
  }
  validate() {
    const f = this.values();
    const boat = store.boat(f.boat);
    const keel = !!boat && boat.keel;
    this.querySelector('#qual-field').classList.toggle('d-none', !keel);
    const memberOk = /^\d{4}$/.test(f.member.trim());
    this.member.classList.toggle('is-invalid', !!this.touched && !memberOk);
    this.submitBtn.disabled = !(boat && f.date >= TODAY && f.session && memberOk && (!keel || f.qual));
  }
  submit() {
    const f = this.values();
    this.submitBtn.disabled = true;
    this.submitBtn.innerHTML = '<span class="spinner-border spinner-border-sm me-1"></span>Checking…';
    setTimeout(() => {
      const boat = store.boat(f.boat);
      const clash = store.bookings.find(b => b.id !== this.editId && b.boat === f.boat && b.date === f.date);
      this.submitBtn.textContent = this.editId ? 'Save changes' : 'Book boat';
      this.validate();
      if (clash) {
        this.error.textContent = `${boat.name} is already booked for that session on ${dayLabel(f.date)}.`;
        this.error.classList.remove('d-none');
        return;
      }
      const data = {
        boat: f.boat, date: f.date, session: f.session, member: String(parseInt(f.member, 10)),
        crew: f.crew.map(v => MEMBER_BY_NO[v]?.name).filter(Boolean), qual: boat.keel ? f.qual : '',
      };
      let bk;
      if (this.editId) {
        bk = store.bookings.find(b => b.id === this.editId);
        Object.assign(bk, data);
      } else {
        bk = { id: store.nextId(), ...data };
        store.bookings.push(bk);
      }
      store.save();
      this.close();
      document.querySelector('booking-list').show(bk.date);
      store.changed();
      toast(`${boat.name} ${this.editId ? 'booking changed' : 'booked'}: ${dayLabel(bk.date)}, ${bk.session.toLowerCase()}.`);
    }, 600);
  }
}

// ------------------------------------------------------------------ dialogs and toasts
class ClubDialog extends HTMLElement {
  connectedCallback() {
    this.innerHTML = `
      <div class="modal" tabindex="-1" role="dialog" aria-modal="true">
        <div class="modal-dialog modal-dialog-centered"><div class="modal-content">
          <div class="modal-header"><h5 class="modal-title"></h5></div>
          <div class="modal-body"></div>
          <div class="modal-footer"><button type="button" class="btn btn-outline-secondary" data-no></button><button type="button" class="btn" data-yes></button></div>
        </div></div>
      </div>`;
    this.modal = this.querySelector('.modal');
    this.querySelector('[data-yes]').addEventListener('click', () => this.done(true));
    this.querySelector('[data-no]').addEventListener('click', () => this.done(false));
  }
  ask({ title, body, ok, cancel, danger }) {
    this.querySelector('.modal-title').textContent = title;
    this.querySelector('.modal-body').innerHTML = body;
    const yes = this.querySelector('[data-yes]'), no = this.querySelector('[data-no]');
    yes.textContent = ok; yes.className = `btn ${danger ? 'btn-danger' : 'btn-primary'}`;
    no.textContent = cancel || ''; no.classList.toggle('d-none', !cancel);
    this.modal.setAttribute('aria-label', title);
    this.modal.classList.add('d-block', 'show');
    return new Promise(res => { this.resolve = res; });
  }
  done(v) { this.modal.classList.remove('d-block', 'show'); if (this.resolve) this.resolve(v); this.resolve = null; }
}

class ToastStack extends HTMLElement {
  show(text, undo) {
    const el = document.createElement('div');
    el.className = 'toast show align-items-center text-bg-dark border-0 mb-2';
    el.setAttribute('role', 'status');
    el.innerHTML = `<div class="d-flex"><div class="toast-body">${esc(text)}</div>${undo ? '<button type="button" class="btn btn-sm btn-link text-warning undo">Undo</button>' : ''}<button type="button" class="btn-close btn-close-white me-2 m-auto" aria-label="Close"></button></div>`;
    const remove = () => el.remove();
    el.querySelector('.btn-close').addEventListener('click', remove);
    if (undo) el.querySelector('.undo').addEventListener('click', () => { undo(); remove(); });
    this.append(el);
    setTimeout(remove, 7000);
  }
}

customElements.define('fleet-grid', FleetGrid);
customElements.define('report-dialog', ReportDialog);
customElements.define('booking-list', BookingList);
customElements.define('booking-panel', BookingPanel);
customElements.define('club-dialog', ClubDialog);
customElements.define('toast-stack', ToastStack);

// ------------------------------------------------------------------ start
document.querySelector('#regatta-banner .btn-close').addEventListener('click', () => document.getElementById('regatta-banner').remove());
const newBtn = document.getElementById('new-booking');
newBtn.addEventListener('click', () => document.querySelector('booking-panel').open());
store.addEventListener('change', () => { newBtn.disabled = !store.ready; });
store.init();
if (!sessionStorage.getItem(KEY.tide)) {
  setTimeout(async () => {
    await document.getElementById('tide').ask({
      title: 'Tides and weather this weekend',
      body: '<p>Low water is at 13:40 today and 14:25 tomorrow: the slipway is unusable for about an hour either side.</p><p class="mb-0">Gusts of 22 knots are forecast on Sunday afternoon. Juniors sail in the morning session only.</p>',
      ok: 'Understood',
    });
    sessionStorage.setItem(KEY.tide, '1');
  }, 1100);
}
