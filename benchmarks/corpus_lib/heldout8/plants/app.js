/* Leafy: a houseplant watering tracker. Plain JS + Bootstrap 5. State lives in localStorage. */
(() => {
  'use strict';

  // "Today" is pinned so the schedule is the same on every run.
  const TODAY = '2025-05-22';
  const DAY_MS = 24 * 60 * 60 * 1000;
  const KEYS = {
    plants: 'leafy.plants.v1',
    history: 'leafy.history.v1',
    settings: 'leafy.settings.v1',
    cookies: 'leafy.cookies',
  };
  const HISTORY_PAGE = 8;

  const ROOMS = [
    { id: 'living', label: 'Living room' },
    { id: 'bedroom', label: 'Bedroom' },
    { id: 'kitchen', label: 'Kitchen' },
    { id: 'bathroom', label: 'Bathroom' },
    { id: 'office', label: 'Home office' },
  ];

  const SEED_PLANTS = [
    { id: 'boston-fern', name: 'Boston fern', room: 'bathroom', interval: 3, last: '2025-05-19', amount: 250 },
    { id: 'peace-lily', name: 'Peace lily', room: 'living', interval: 7, last: '2025-05-16', amount: 200 },
    { id: 'snake-plant', name: 'Snake plant', room: 'bedroom', interval: 14, last: '2025-05-12', amount: 150 },
    { id: 'calathea', name: 'Calathea', room: 'bedroom', interval: 5, last: '2025-05-18', amount: 200 },
    { id: 'pothos', name: 'Pothos', room: 'office', interval: 7, last: '2025-05-15', amount: 200 },
    { id: 'zz-plant', name: 'ZZ plant', room: 'office', interval: 21, last: '2025-05-05', amount: 150 },
    { id: 'basil', name: 'Basil', room: 'kitchen', interval: 2, last: '2025-05-18', amount: 100 },
    { id: 'aloe-vera', name: 'Aloe vera', room: 'kitchen', interval: 14, last: '2025-05-01', amount: 100 },
    { id: 'fiddle-leaf-fig', name: 'Fiddle-leaf fig', room: 'living', interval: 10, last: '2025-05-14', amount: 400 },
    { id: 'golden-barrel-cactus', name: 'Golden barrel cactus', room: 'living', interval: 28, last: '2025-04-30', amount: 50 },
  ];

  const DEFAULT_SETTINGS = {
    units: 'ml',
    reminders: { time: '08:00', channel: 'push' },
    holiday: { on: false, until: '' },
  };

  // ---------------------------------------------------------------- dates
  const toDate = s => new Date(s + 'T00:00:00Z');
  const addDays = (s, n) => new Date(toDate(s).getTime() + n * DAY_MS).toISOString().slice(0, 10);
  const daysBetween = (a, b) => Math.round((toDate(b) - toDate(a)) / DAY_MS);
  const fmtDay = s => toDate(s).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const fmtWeekday = s =>
    toDate(s).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

  // ---------------------------------------------------------------- state
  const load = (key, fallback) => {
    try {
      const raw = localStorage.getItem(key);
      return raw ? JSON.parse(raw) : fallback;
    } catch {
      return fallback;
    }
  };

  let plants = load(KEYS.plants, null) || structuredClone(SEED_PLANTS);
  let history = load(KEYS.history, null) || seedHistory(plants);
  const settings = Object.assign(structuredClone(DEFAULT_SETTINGS), load(KEYS.settings, {}));
  const filters = { q: '', room: 'all', thirsty: false };
  let historyShown = HISTORY_PAGE;
  let loaded = false;

  function seedHistory(list) {
    const out = [];
    let n = 1;
    for (const p of list) {
      for (let d = p.last; d >= '2025-04-01'; d = addDays(d, -p.interval)) {
        out.push({ id: 'h' + n++, plantId: p.id, name: p.name, room: p.room, date: d, ml: p.amount });
      }
    }
    return sortHistory(out);
  }

  function sortHistory(list) {
    return list.sort((a, b) => (a.date === b.date ? a.name.localeCompare(b.name) : a.date < b.date ? 1 : -1));
  }

  function savePlants() {
    localStorage.setItem(KEYS.plants, JSON.stringify(plants));
    localStorage.setItem(KEYS.history, JSON.stringify(history));
  }

  function saveSettings() {
    const { units, reminders } = settings;
    localStorage.setItem(KEYS.settings, JSON.stringify({ units, reminders }));
  }

  // ---------------------------------------------------------------- helpers
  const $ = sel => document.querySelector(sel);
  const esc = s => String(s).replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
  const roomLabel = id => (ROOMS.find(r => r.id === id) || { label: id }).label;
  const nextWatering = p => addDays(p.last, p.interval);
  const dueIn = p => daysBetween(TODAY, nextWatering(p));
  const needsWater = p => dueIn(p) <= 0;
  const byNext = (a, b) => dueIn(a) - dueIn(b) || a.name.localeCompare(b.name);

  function fmtAmount(ml) {
    if (settings.units === 'floz') return (ml / 29.5735).toFixed(1) + ' fl oz';
    return ml + ' ml';
  }

  function statusText(p) {
    const n = dueIn(p);
    if (n < 0) return `Overdue by ${-n} day${n === -1 ? '' : 's'}`;
    if (n === 0) return 'Due today';
    if (n === 1) return 'Due tomorrow';
    return `Next watering in ${n} days`;
  }

  function statusClass(p) {
    const n = dueIn(p);
    if (n < 0) return 'text-danger';
    if (n === 0) return 'text-warning-emphasis';
    return 'text-success';
  }

  function iconFor(name) {
    const n = name.toLowerCase();
    if (n.includes('cactus') || n.includes('aloe')) return 'bi-brightness-high';
    if (n.includes('basil') || n.includes('herb') || n.includes('mint')) return 'bi-basket';
    if (n.includes('lily') || n.includes('orchid')) return 'bi-flower3';
    if (n.includes('fern') || n.includes('fig')) return 'bi-tree';
    return 'bi-flower2';
  }

  function newId(name) {
    const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'plant';
    return `${base}-${Date.now().toString(36)}`;
  }

  const NAME_PATTERN = /^[\p{L}\p{N} .-]+$/u;
  const validName = name => name.length <= 40 && NAME_PATTERN.test(name);

  function toast(message, variant = 'success') {
    const el = document.createElement('div');
    el.className = `toast align-items-center text-bg-${variant} border-0`;
    el.setAttribute('role', 'status');
    el.innerHTML = `<div class="d-flex"><div class="toast-body">${esc(message)}</div>
      <button type="button" class="btn-close btn-close-white me-2 m-auto" data-bs-dismiss="toast" aria-label="Close"></button></div>`;
    $('#toasts').appendChild(el);
    const t = new bootstrap.Toast(el, { delay: 3500 });
    el.addEventListener('hidden.bs.toast', () => el.remove());
    t.show();
  }

  const confirmModal = new bootstrap.Modal('#confirm-modal');
  let confirmAction = null;
  function confirmDialog({ title, body, ok, variant = 'danger' }, action) {
    $('#confirm-title').textContent = title;
    $('#confirm-body').innerHTML = body;
    const btn = $('#confirm-ok');
    btn.textContent = ok;
    btn.className = `btn btn-${variant}`;
    confirmAction = action;
    confirmModal.show();
  }
  $('#confirm-ok').addEventListener('click', () => {
    const action = confirmAction;
    confirmAction = null;
    confirmModal.hide();
    if (action) action();
  });

  // ---------------------------------------------------------------- rendering: plants
  function visiblePlants() {
    const q = filters.q.trim().toLowerCase();
    const inRoom = p => filters.room === 'all' || p.room === filters.room;
    return plants
      .filter(p => inRoom(p) || (filters.thirsty && needsWater(p)))
      .filter(p => !q || p.name.toLowerCase().includes(q))
      .sort(byNext);
  }

  function plantCard(p) {
    return `
      <div class="col-md-6 col-lg-4">
        <div class="card plant-card h-100" data-plant="${p.id}">
          <div class="card-body">
            <div class="d-flex align-items-start">
              <span class="plant-emoji text-success" aria-hidden="true"><i class="bi ${iconFor(p.name)}"></i></span>
              <div class="flex-grow-1 ms-2">
                <h3 class="h5 card-title mb-0 plant-name">${esc(p.name)}</h3>
                <div class="small text-body-secondary"><span class="room">${esc(roomLabel(p.room))}</span> · every <span class="every">${p.interval}</span> days</div>
              </div>
              <div class="dropdown">
                <button class="btn btn-sm btn-light" type="button" data-bs-toggle="dropdown" aria-expanded="false" aria-label="More actions for ${esc(p.name)}">
                  <i class="bi bi-three-dots"></i>
                </button>
                <ul class="dropdown-menu dropdown-menu-end">
                  <li><button class="dropdown-item" type="button" data-action="edit"><i class="bi bi-pencil me-2"></i>Edit plant</button></li>
                  <li><button class="dropdown-item" type="button" data-action="move"><i class="bi bi-arrow-left-right me-2"></i>Move to another room</button></li>
                  <li><hr class="dropdown-divider"></li>
                  <li><button class="dropdown-item text-danger" type="button" data-action="delete"><i class="bi bi-trash me-2"></i>Delete plant</button></li>
                </ul>
              </div>
            </div>
            <p class="mt-3 mb-1 fw-semibold next-water ${statusClass(p)}">${statusText(p)}</p>
            <p class="small mb-0 text-body-secondary">Last watered <span class="last">${fmtDay(p.last)}</span> · <span class="amount">${fmtAmount(p.amount)}</span></p>
          </div>
          <div class="card-footer bg-transparent border-0 pt-0 pb-3 px-3">
            <button class="btn btn-outline-primary btn-sm w-100" type="button" data-action="water"><i class="bi bi-droplet"></i> Log watering</button>
          </div>
        </div>
      </div>`;
  }

  function renderPlants() {
    if (!loaded) return;
    const list = visiblePlants();
    $('#plant-grid').innerHTML = list.map(plantCard).join('');
    $('#plant-grid').hidden = false;
    $('#no-plants').hidden = list.length > 0;
    const due = plants.filter(needsWater).length;
    $('#summary').textContent = `${plants.length} plant${plants.length === 1 ? '' : 's'} · ${due} need${due === 1 ? 's' : ''} water today`;
    const badge = $('#due-badge');
    badge.textContent = due;
    badge.hidden = due === 0;
  }

  function renderSchedule() {
    const due = plants.filter(needsWater).sort(byNext);
    $('#due-list').innerHTML = due.length
      ? due.map(p => `<li class="list-group-item d-flex" data-plant="${p.id}"><span><i class="bi ${iconFor(p.name)} text-success me-1"></i>${esc(p.name)}</span>
          <span class="ms-auto small ${statusClass(p)}">${statusText(p)}</span></li>`).join('')
      : '<li class="list-group-item text-body-secondary">Nothing to water today.</li>';
    $('#btn-water-all').disabled = due.length === 0;
    const soon = plants.filter(p => dueIn(p) >= 1 && dueIn(p) <= 7).sort(byNext);
    const days = [...new Set(soon.map(nextWatering))];
    $('#upcoming-list').innerHTML = days.length
      ? days.map(d => `<li class="list-group-item"><div class="small text-body-secondary">${fmtWeekday(d)}</div>
          ${soon.filter(p => nextWatering(p) === d).map(p => `<span class="badge text-bg-light border me-1">${esc(p.name)}</span>`).join('')}</li>`).join('')
      : '<li class="list-group-item text-body-secondary">Nothing due in the next 7 days.</li>';
  }

  function renderHistory() {
    const rows = history.slice(0, historyShown);
    $('#history-body').innerHTML = rows.map(h => `
      <tr data-entry="${h.id}" data-plant="${h.plantId}" data-date="${h.date}">
        <td>${fmtWeekday(h.date)}</td>
        <td>${esc(h.name)}</td>
        <td class="text-body-secondary">${esc(roomLabel(h.room))}</td>
        <td>${fmtAmount(h.ml)}</td>
        <td class="text-end"><button class="btn btn-sm btn-link text-danger row-delete" type="button" data-action="delete-entry"
              aria-label="Delete ${esc(h.name)} watering on ${fmtDay(h.date)}" title="Delete entry"><i class="bi bi-trash"></i></button></td>
      </tr>`).join('');
    $('#history-count').textContent = `Showing ${rows.length} of ${history.length} waterings`;
    $('#btn-history-more').hidden = rows.length >= history.length;
  }

  function renderHoliday() {
    const h = settings.holiday;
    const note = $('#holiday-note');
    note.hidden = !(h && h.on && h.until);
    if (!note.hidden) $('#holiday-text').textContent = `Holiday mode is on until ${fmtWeekday(h.until)}: reminders are paused.`;
    $('#holiday-on').checked = !!(h && h.on);
    $('#holiday-until').value = (h && h.until) || '';
    $('#holiday-until').disabled = !(h && h.on);
  }

  function renderSettings() {
    $('#units-' + settings.units).checked = true;
    $('#btn-save-units').disabled = true;
    $('#remind-time').value = settings.reminders.time;
    const ch = document.getElementById('ch-' + settings.reminders.channel);
    if (ch) ch.checked = true;
    renderHoliday();
  }

  function renderAll() {
    renderPlants();
    renderSchedule();
    renderHistory();
  }

  // ---------------------------------------------------------------- plant actions
  function waterPlant(p, button) {
    if (button) {
      button.disabled = true;
      button.innerHTML = '<span class="spinner-border spinner-border-sm"></span> Saving…';
    }
    setTimeout(() => {
      p.last = TODAY;
      history.unshift({ id: 'h' + Date.now(), plantId: p.id, name: p.name, room: p.room, date: TODAY, ml: p.amount });
      sortHistory(history);
      savePlants();
      renderAll();
      toast(`${p.name} watered. Next watering in ${p.interval} day${p.interval === 1 ? '' : 's'}.`);
    }, 600);
  }

  function onWater(p, button) {
    const n = dueIn(p);
    if (n >= 1) {
      const when = n === 1 ? `until tomorrow (${fmtWeekday(nextWatering(p))})` : `for another ${n} days`;
      confirmDialog(
        {
          title: `Water ${p.name} early?`,
          body: `<p>${esc(p.name)} isn't due ${when}. Watering too often can rot the roots.</p>`,
          ok: 'Water anyway',
          variant: 'primary',
        },
        () => waterPlant(p, button),
      );
      return;
    }
    waterPlant(p, button);
  }

  const editModal = new bootstrap.Modal('#edit-modal');
  const editForm = $('#edit-form');
  let editing = null;
  function openEdit(p) {
    editing = p;
    $('#edit-title').textContent = `Edit ${p.name}`;
    editForm.elements.name.value = p.name;
    editForm.elements.every.value = p.interval;
    editForm.elements.amount.value = p.amount;
    editModal.show();
  }
  editForm.addEventListener('submit', e => {
    e.preventDefault();
    if (!editing) return;
    const fd = new FormData(editForm);
    const name = String(fd.get('name') || '').trim();
    if (!validName(name)) {
      editForm.elements.name.classList.add('is-invalid');
      return;
    }
    editForm.elements.name.classList.remove('is-invalid');
    editing.name = name;
    editing.interval = Number(fd.get('interval')) || editing.interval;
    editing.amount = Number(fd.get('amount')) || editing.amount;
    savePlants();
    renderAll();
    editModal.hide();
    toast(`${name} updated.`);
    editing = null;
  });

  const moveModal = new bootstrap.Modal('#move-modal');
  const moveSelect = $('#move-room');
  const moveBtn = $('#btn-move');
  function openMove(plant) {
    $('#move-title').textContent = `Move ${plant.name}`;
    moveSelect.value = plant.room;
    const room = moveSelect.value;
    moveBtn.onclick = () => {
      const label = roomLabel(moveSelect.value);
      plant.room = room;
      savePlants();
      renderAll();
      moveModal.hide();
      toast(`${plant.name} moved to the ${label.toLowerCase()}.`);
    };
    moveModal.show();
  }

  function onDelete(p) {
    confirmDialog(
      {
        title: `Delete ${p.name}?`,
        body: `<p>${esc(p.name)} will be removed from your plants. Its watering history is kept.</p>`,
        ok: 'Yes, delete',
      },
      () => {
        plants = plants.filter(x => x !== p);
        savePlants();
        renderAll();
        toast(`${p.name} deleted.`, 'secondary');
      },
    );
  }

  $('#plant-grid').addEventListener('click', e => {
    const btn = e.target.closest('[data-action]');
    if (!btn) return;
    const card = btn.closest('[data-plant]');
    const p = plants.find(x => x.id === card.dataset.plant);
    if (!p) return;
    const action = btn.dataset.action;
    if (action === 'water') onWater(p, btn);
    else if (action === 'edit') openEdit(p);
    else if (action === 'move') openMove(p);
    else if (action === 'delete') onDelete(p);
  });

  // ---------------------------------------------------------------- new plant
  const newModal = new bootstrap.Modal('#new-modal');
  const newForm = $('#new-form');
  const newError = $('#new-error');
  function resetNewForm() {
    newForm.reset();
    newForm.elements.every.value = 7;
    newForm.elements.amount.value = 200;
    newError.textContent = '';
    $('#btn-save-new').disabled = true;
    $('#btn-save-new').textContent = 'Save plant';
  }
  $('#btn-new-plant').addEventListener('click', () => {
    resetNewForm();
    newModal.show();
  });
  newForm.addEventListener('input', () => {
    $('#btn-save-new').disabled = !(newForm.elements.name.value.trim() && newForm.elements.last.value);
    newError.textContent = '';
  });
  newForm.addEventListener('submit', e => {
    e.preventDefault();
    const fd = new FormData(newForm);
    const name = String(fd.get('name') || '').trim();
    const every = Number(fd.get('every'));
    const amount = Number(fd.get('amount')) || 200;
    const last = String(fd.get('last') || '');
    if (!name || !last) return;
    if (!validName(name)) {
      newError.textContent = "That doesn't look like a plant name.";
      return;
    }
    if (!(every >= 1 && every <= 60)) {
      newError.textContent = 'Choose between 1 and 60 days.';
      return;
    }
    if (last > TODAY) {
      newError.textContent = "The last watering can't be in the future.";
      return;
    }
    const btn = $('#btn-save-new');
    btn.disabled = true;
    btn.innerHTML = '<span class="spinner-border spinner-border-sm"></span> Saving…';
    setTimeout(() => {
      const p = { id: newId(name), name, room: fd.get('room'), interval: every, last, amount };
      plants.push(p);
      history.push({ id: 'h' + Date.now(), plantId: p.id, name, room: p.room, date: last, ml: amount });
      sortHistory(history);
      savePlants();
      renderAll();
      newModal.hide();
      toast(`${name} added to your plants.`);
    }, 800);
  });

  // ---------------------------------------------------------------- filters
  let searchTimer = null;
  $('#search').addEventListener('input', e => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => {
      filters.q = e.target.value;
      renderPlants();
    }, 300);
  });
  $('#room-filter').addEventListener('change', e => {
    filters.room = e.target.value;
    renderPlants();
  });
  $('#thirsty-only').addEventListener('change', e => {
    filters.thirsty = e.target.checked;
    renderPlants();
  });

  // ---------------------------------------------------------------- schedule
  $('#btn-water-all').addEventListener('click', () => {
    const due = plants.filter(needsWater);
    if (!due.length) return;
    confirmDialog(
      {
        title: `Log watering for ${due.length} plants?`,
        body: `<p>${due.map(p => esc(p.name)).join(', ')} will be marked as watered today.</p>`,
        ok: `Water all ${due.length}`,
        variant: 'primary',
      },
      () => {
        for (const p of due) {
          p.last = TODAY;
          history.unshift({ id: 'h' + Date.now() + p.id, plantId: p.id, name: p.name, room: p.room, date: TODAY, ml: p.amount });
        }
        sortHistory(history);
        savePlants();
        renderAll();
        toast(`Watered ${due.length} plants.`);
      },
    );
  });

  // ---------------------------------------------------------------- history
  $('#btn-history-more').addEventListener('click', e => {
    const btn = e.currentTarget;
    btn.disabled = true;
    btn.innerHTML = '<span class="spinner-border spinner-border-sm"></span> Loading…';
    setTimeout(() => {
      historyShown += HISTORY_PAGE;
      btn.disabled = false;
      btn.textContent = 'Load more';
      renderHistory();
    }, 600);
  });
  $('#history-body').addEventListener('click', e => {
    const btn = e.target.closest('[data-action="delete-entry"]');
    if (!btn) return;
    const entry = history.find(h => h.id === btn.closest('tr').dataset.entry);
    if (!entry) return;
    confirmDialog(
      {
        title: 'Remove this entry?',
        body: `<p>${esc(entry.name)}, watered on ${fmtWeekday(entry.date)}.</p>`,
        ok: 'Remove',
      },
      () => {
        history = history.filter(h => h !== entry);
        const plant = plants.find(p => p.id === entry.plantId);
        if (plant) {
          const rest = history.filter(h => h.plantId === plant.id);
          if (rest.length) plant.last = rest[0].date;
        }
        savePlants();
        renderAll();
        toast('Entry removed.', 'secondary');
      },
    );
  });

  // ---------------------------------------------------------------- settings
  const unitsForm = $('#units-form');
  unitsForm.addEventListener('change', () => {
    $('#btn-save-units').disabled = unitsForm.elements.units.value === settings.units;
  });
  unitsForm.addEventListener('submit', e => {
    e.preventDefault();
    settings.units = unitsForm.elements.units.value;
    saveSettings();
    $('#btn-save-units').disabled = true;
    renderAll();
    toast('Preferences saved.');
  });

  $('#reminders-form').addEventListener('submit', e => {
    e.preventDefault();
    const f = e.currentTarget.elements;
    settings.reminders = { time: f.time.value, channel: f.channel.value || 'push' };
    saveSettings();
    toast(`Reminders at ${settings.reminders.time}.`);
  });

  $('#holiday-on').addEventListener('change', e => {
    $('#holiday-until').disabled = !e.target.checked;
  });
  $('#holiday-form').addEventListener('submit', e => {
    e.preventDefault();
    const on = $('#holiday-on').checked;
    const until = $('#holiday-until').value;
    if (on && (!until || until <= TODAY)) {
      $('#holiday-until').classList.add('is-invalid');
      return;
    }
    $('#holiday-until').classList.remove('is-invalid');
    settings.holiday = { on, until: on ? until : '' };
    saveSettings();
    renderHoliday();
    toast(on ? `Holiday mode on until ${fmtWeekday(until)}.` : 'Holiday mode off.');
  });

  // ---------------------------------------------------------------- cookie banner
  function setupCookies() {
    if (localStorage.getItem(KEYS.cookies)) return;
    const banner = $('#cookie-banner');
    setTimeout(() => {
      banner.hidden = false;
    }, 1600);
    const decide = value => {
      localStorage.setItem(KEYS.cookies, value);
      banner.hidden = true;
    };
    $('#cookie-accept').addEventListener('click', () => decide('all'));
    $('#cookie-necessary').addEventListener('click', () => decide('necessary'));
  }

  // ---------------------------------------------------------------- start
  const roomOptions = ROOMS.map(r => `<option value="${r.id}">${r.label}</option>`).join('');
  $('#room-filter').insertAdjacentHTML('beforeend', roomOptions);
  $('#new-room').innerHTML = roomOptions;
  moveSelect.innerHTML = roomOptions;
  renderSettings();
  renderSchedule();
  renderHistory();
  setupCookies();
  // pretend to fetch the plants
  setTimeout(() => {
    loaded = true;
    $('#plants-loading').hidden = true;
    renderPlants();
  }, 1200);
})();
