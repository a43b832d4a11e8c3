// Fleetline vehicles console: a wide, tall data grid fed by a slow API, filters, bulk depot assignment,
// an edit side panel, retire confirmation, CSV export. A service reminder toast shows once data is in.
(function () {
  'use strict';
  const $ = (s) => document.querySelector(s);
  const later = (ms) => new Promise((r) => setTimeout(r, ms));
  const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));

  const MODELS = ['Ford Transit', 'Mercedes Sprinter', 'Renault Master', 'VW Crafter', 'Iveco Daily', 'Fiat Ducato'];
  const DRIVERS = ['A. Boateng', 'K. Nowak', 'L. Ferreira', 'D. Ahmed', 'S. Jensen', 'P. Murphy', 'T. Ito', 'M. Rossi', 'E. Costa', 'N. Haddad'];
  const DEPOTS = ['North', 'South', 'East'];
  const WORKSHOP = new Set([4, 11, 18, 23]);
  const RETIRED = new Set([9, 20]);
  const vehicles = Array.from({ length: 30 }, (_, i) => {
    const n = i + 1;
    return {
      id: `FL-${1000 + n}`, plate: `KX${String(20 + (n % 5)).padStart(2, '0')} ${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(66 + ((n * 7) % 24))}${String.fromCharCode(67 + ((n * 3) % 23))}`,
      model: MODELS[n % MODELS.length], driver: DRIVERS[n % DRIVERS.length], depot: DEPOTS[n % DEPOTS.length],
      status: RETIRED.has(n) ? 'Retired' : WORKSHOP.has(n) ? 'In workshop' : 'In service',
      odometer: 30000 + ((n * 7919) % 90000), lastService: `2025-0${1 + (n % 5)}-1${n % 9}`, nextService: `2025-0${6 + (n % 4)}-2${n % 9}`,
      fuelCard: `FC-${7700 + n * 13}`, notes: n % 4 === 0 ? 'Tail-lift inspected in May' : n % 5 === 0 ? 'Winter tyres in storage' : '',
    };
  });
  let statusFilter = '';
  let query = '';
  const selected = new Set();
  let editing = null;

  const km = (v) => `${v.toLocaleString('en-GB')} km`;
  function shown() {
    return vehicles.filter((v) => (!statusFilter || v.status === statusFilter) &&
      (!query || (v.id + ' ' + v.plate + ' ' + v.driver + ' ' + v.model).toLowerCase().includes(query)));
  }
  function render() {
    const list = shown();
    $('#count').textContent = `${list.length} vehicles`;
    $('#rows').innerHTML = list.map((v) => `
      <tr data-id="${v.id}">
        <td class="c-sel"><input type="checkbox" class="sel" data-id="${v.id}" aria-label="Select ${v.id}"${selected.has(v.id) ? ' checked' : ''}></td>
        <td>${v.id}</td><td>${esc(v.plate)}</td><td>${esc(v.model)}</td><td class="c-driver">${esc(v.driver)}</td>
        <td class="c-depot" data-depot="${esc(v.depot)}">${esc(v.depot)}</td>
        <td><span class="st status-${v.status.toLowerCase().replace(/ /g, '-')}">${v.status}</span></td>
        <td class="c-odo">${km(v.odometer)}</td><td>${v.lastService}</td><td>${v.nextService}</td><td>${v.fuelCard}</td><td>${esc(v.notes)}</td>
        <td class="c-actions">${v.status === 'Retired' ? '' : `<button class="btn edit" data-id="${v.id}" aria-label="Edit ${v.id}">Edit</button>
          <button class="btn retire" data-id="${v.id}" aria-label="Retire ${v.id}">Retire</button>`}</td>
      </tr>`).join('');
    renderBulk();
  }
  function skeleton() { $('#rows').innerHTML = Array(9).fill('<tr class="skel">' + '<td>&nbsp;</td>'.repeat(13) + '</tr>').join(''); }

  // ------------------------------------------------------------------------ toolbar
  $('#filters-toggle').addEventListener('click', () => {
    const f = $('#filters');
    f.hidden = !f.hidden;
    $('#filters-toggle').setAttribute('aria-expanded', String(!f.hidden));
  });
  $('#filters').addEventListener('click', async (e) => {
    const chip = e.target.closest('.chip');
    if (!chip) return;
    for (const c of document.querySelectorAll('.chip')) c.classList.toggle('on', c === chip);
    $('#count').textContent = 'Updating…';
    skeleton();
    await later(1200);
    statusFilter = chip.dataset.status;
    render();
  });
  let searchTimer = null;
  $('#search').addEventListener('input', () => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => { query = $('#search').value.trim().toLowerCase(); render(); }, 400);
  });
  $('#more').addEventListener('click', (e) => {
    e.stopPropagation();
    const m = $('#more-menu');
    m.hidden = !m.hidden;
    $('#more').setAttribute('aria-expanded', String(!m.hidden));
  });
  document.addEventListener('click', (e) => {
    if (!e.target.closest('#more-menu')) $('#more-menu').hidden = true;
    if (!e.target.closest('#depot-menu') && !e.target.closest('#assign')) $('#depot-menu').hidden = true;
  });
  $('#more-menu').addEventListener('click', async (e) => {
    const b = e.target.closest('[data-act]');
    if (!b) return;
    $('#more-menu').hidden = true;
    if (b.dataset.act === 'export') {
      const st = $('#export-status');
      st.textContent = 'Preparing export…';
      await later(2000);
      st.textContent = `Export ready: vehicles-2025-06-11.csv (${vehicles.length} rows)`;
    } else {
      $('#export-status').textContent = b.dataset.act === 'print' ? 'Sent to printer.' : 'Import is available to administrators only.';
    }
  });

  // ------------------------------------------------------------------------ selection and bulk depot
  $('#rows').addEventListener('change', (e) => {
    if (!e.target.classList.contains('sel')) return;
    if (e.target.checked) selected.add(e.target.dataset.id); else selected.delete(e.target.dataset.id);
    renderBulk();
  });
  function renderBulk() {
    $('#bulk').hidden = selected.size === 0;
    $('#bulk-count').textContent = `${selected.size} selected`;
  }
  $('#assign').addEventListener('click', () => { $('#depot-menu').hidden = !$('#depot-menu').hidden; });
  $('#bulk-clear').addEventListener('click', () => { selected.clear(); render(); });
  $('#depot-menu').addEventListener('click', async (e) => {
    const b = e.target.closest('[data-depot]');
    if (!b) return;
    $('#depot-menu').hidden = true;
    const ids = [...selected];
    await later(300);
    const v = vehicles.find((x) => ids.includes(x.id));
    if (v) v.depot = b.dataset.depot;
    selected.clear();
    render();
  });

  // ------------------------------------------------------------------------ edit panel
  const panel = $('#panel');
  $('#rows').addEventListener('click', (e) => {
    const ed = e.target.closest('.edit');
    const rt = e.target.closest('.retire');
    if (ed) openEditor(vehicles.find((v) => v.id === ed.dataset.id));
    if (rt) openRetire(vehicles.find((v) => v.id === rt.dataset.id));
  });
  function openEditor(v) {
    editing = v;
    $('#panel-title').textContent = `Edit ${v.id}`;
    $('#e-plate').value = v.plate; $('#e-model').value = v.model; $('#e-driver').value = v.driver;
    $('#e-odometer').value = String(v.odometer); $('#e-next').value = v.nextService; $('#e-card').value = v.fuelCard;
    $('#e-notes').value = v.notes;
    panel.classList.add('open');
    panel.setAttribute('aria-hidden', 'false');
  }
  function closeEditor() { panel.classList.remove('open'); panel.setAttribute('aria-hidden', 'true'); editing = null; }
  $('#panel-close').addEventListener('click', closeEditor);
  $('#panel-cancel').addEventListener('click', closeEditor);
  $('#panel-save').addEventListener('click', async () => {
    const patch = {
      plate: $('#e-plate').value.trim(), model: $('#e-model').value.trim(), driver: $('#e-driver').value.trim(),
      odometerKm: Number($('#e-odometer').value.replace(/[^\d]/g, '')), nextService: $('#e-next').value.trim(),
      fuelCard: $('#e-card').value.trim(), notes: $('#e-notes').value,
    };
    const btn = $('#panel-save');
    btn.disabled = true; btn.textContent = 'Saving…';
    await later(400);
    Object.assign(editing, patch);
    btn.disabled = false; btn.textContent = 'Save vehicle';
    closeEditor();
    render();
  });

  // ------------------------------------------------------------------------ retire
  let retiring = null;
  function openRetire(v) { retiring = v; $('#confirm-title').textContent = `Retire ${v.id}?`; $('#confirm').hidden = false; }
  $('#confirm-cancel').addEventListener('click', () => { $('#confirm').hidden = true; });
  $('#confirm-ok').addEventListener('click', () => {
    retiring.status = 'Retired';
    $('#confirm').hidden = true;
    render();
  });

  // ------------------------------------------------------------------------ toast
  $('#toast-close').addEventListener('click', () => { $('#toast').hidden = true; });

  // ------------------------------------------------------------------------ boot
  skeleton();
  setTimeout(() => { render(); $('#toast').hidden = false; }, 2000);
})();
