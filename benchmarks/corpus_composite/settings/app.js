// Tally workspace settings: general form with an unsaved-changes bar, notification preferences,
// API keys and members. Data comes from a (simulated) slow API.
(function () {
  'use strict';
  const $ = (s) => document.querySelector(s);
  const later = (ms) => new Promise((r) => setTimeout(r, ms));

  const state = {
    settings: { name: 'Acme', slug: 'acme', description: 'Planning boards for the Acme product team.',
      sessionTimeout: 30, guestAccess: false, require2fa: false, region: 'eu' },
    notifications: [
      ['Mentions', 'When someone @mentions you', true], ['Assigned to you', 'When a card is assigned to you', true],
      ['Comments on your cards', 'Replies and new comments', true], ['Due soon', 'A day before a card is due', true],
      ['Overdue cards', 'Every morning while a card is overdue', false], ['Board invitations', 'When you are added to a board', true],
      ['Status changes', 'When a card you follow moves', false], ['New members', 'When someone joins the workspace', false],
      ['Automations', 'When an automation fails', true], ['Integrations', 'When an integration disconnects', true],
      ['Security alerts', 'New sign-ins and key changes', true], ['Billing', 'Receipts and failed payments', true],
      ['Product news', 'New features, once a month', false], ['Tips', 'Getting-started tips', false],
      ['Weekly digest', 'A summary of your boards every Monday', false], ['Survey invitations', 'Occasional research requests', false],
    ].map(([title, desc, on]) => ({ title, desc, on })),
    keys: [
      { name: 'prod-api', prefix: 'tk_live_8f2a', created: '12 Jan 2024', lastUsedMin: 1 },
      { name: 'ci-deploy', prefix: 'tk_live_c41d', created: '3 Feb 2024', lastUsedMin: 60 },
      { name: 'analytics-ro', prefix: 'tk_live_07be', created: '19 Feb 2024', lastUsedMin: 57600 },
      { name: 'zapier-sync', prefix: 'tk_live_a9e0', created: '2 Mar 2024', lastUsedMin: 180 },
      { name: 'backup-job', prefix: 'tk_live_5b13', created: '9 Mar 2024', lastUsedMin: 1440 },
      { name: 'mobile-app', prefix: 'tk_live_d270', created: '21 Apr 2024', lastUsedMin: 300 },
      { name: 'legacy-import', prefix: 'tk_live_11aa', created: '30 Apr 2024', lastUsedMin: Infinity },
      { name: 'grafana', prefix: 'tk_live_e6f4', created: '6 May 2024', lastUsedMin: 720 },
      { name: 'staging-bot', prefix: 'tk_test_3c90', created: '14 May 2024', lastUsedMin: 2880 },
      { name: 'webhook-relay', prefix: 'tk_live_72dd', created: '2 Jun 2024', lastUsedMin: 4320 },
      { name: 'sandbox', prefix: 'tk_test_0f81', created: '17 Jun 2024', lastUsedMin: 10080 },
      { name: 'old-ci', prefix: 'tk_live_9a9a', created: '1 Jul 2024', lastUsedMin: Infinity },
    ].map((k) => ({ ...k, status: 'Active' })),
    members: [['Mira Chen', 'Owner'], ['Tom Okafor', 'Admin'], ['Ana Ruiz', 'Member'], ['Jonas Berg', 'Member'], ['Priya Raman', 'Billing']],
  };

  // ---------------------------------------------------------------------------------- tabs
  let loadedNotif = false, loadedKeys = false;
  function showTab(name) {
    for (const b of document.querySelectorAll('.tab')) b.classList.toggle('active', b.dataset.tab === name);
    for (const p of document.querySelectorAll('.panel')) p.hidden = p.id !== 'tab-' + name;
    if (name === 'notifications' && !loadedNotif) { loadedNotif = true; loadNotifications(); }
    if (name === 'keys' && !loadedKeys) { loadedKeys = true; loadKeys(); }
    if (name === 'members') renderMembers();
  }
  document.querySelector('.side').addEventListener('click', (e) => {
    const b = e.target.closest('.tab');
    if (b) showTab(b.dataset.tab);
  });

  // ---------------------------------------------------------------------------------- general
  const form = $('#general-form');
  const f = (n) => form.elements.namedItem(n);

  function fillForm() {
    const s = state.settings;
    f('name').value = s.name; f('slug').value = s.slug; f('description').value = s.description;
    f('sessionTimeout').value = s.sessionTimeout;
    $('#f-guests').checked = s.guestAccess; $('#f-2fa').checked = s.require2fa;
    for (const r of form.querySelectorAll('input[name=region]')) r.checked = r.value === s.region;
  }
  function renderPolicy() {
    const s = state.settings;
    $('#ws-name').textContent = s.name;
    $('#policy').textContent = `Policy: sessions expire after ${s.sessionTimeout} minutes · guest access ${s.guestAccess ? 'on' : 'off'} · two-factor sign-in ${s.require2fa ? 'required' : 'optional'}`;
  }
  function collect() {
    const els = form.elements;
    return {
      name: els.namedItem('name').value.trim(),
      slug: els.namedItem('slug').value.trim(),
      description: els.namedItem('description').value,
      sessionTimeout: Number(els.namedItem('sessionTimeout').value) || 30,
      guestAccess: els.guestAccess?.checked ?? false,
      require2fa: els.require2fa.checked,
      region: (form.querySelector('input[name=region]:checked') || {}).value || 'eu',
    };
  }
  form.addEventListener('input', () => { $('#savebar').hidden = false; $('#saved-note').hidden = true; });
  form.addEventListener('submit', (e) => e.preventDefault());
  $('#discard').addEventListener('click', () => { fillForm(); $('#savebar').hidden = true; });
  $('#save').addEventListener('click', async () => {
    const next = collect();
    const btn = $('#save');
    btn.disabled = true; btn.textContent = 'Saving…';
    await later(300);
    state.settings = next;
    renderPolicy();
    btn.disabled = false; btn.textContent = 'Save changes';
    $('#savebar').hidden = true;
    $('#saved-note').hidden = false;
  });
  $('#adv-toggle').addEventListener('click', () => {
    const adv = $('#advanced');
    const open = !adv.classList.contains('open');
    adv.classList.toggle('open', open);
    $('#adv-toggle').textContent = open ? 'Hide advanced settings' : 'Show advanced settings';
    $('#adv-toggle').setAttribute('aria-expanded', String(open));
  });

  // ---------------------------------------------------------------------------------- notifications
  async function loadNotifications() {
    await later(1200);
    const list = $('#notif-list');
    list.innerHTML = state.notifications.map((n, i) => `
      <label class="notif-row"><span>${n.title}<small>${n.desc}</small></span>
        <input type="checkbox" data-i="${i}"${n.on ? ' checked' : ''}></label>`).join('');
    $('#notif-loading').hidden = true;
    list.hidden = false;
  }
  $('#notif-list').addEventListener('change', async (e) => {
    const i = Number(e.target.dataset.i);
    const n = state.notifications[i];
    n.on = e.target.checked;
    await later(200);
    $('#notif-status').textContent = `${n.title} emails turned ${n.on ? 'on' : 'off'}`;
  });

  // ---------------------------------------------------------------------------------- API keys
  let shown = [];
  let pending = null;
  const ago = (m) => m === Infinity ? 'Never' : m < 60 ? `${m} min ago` : m < 1440 ? `${Math.round(m / 60)} h ago` : `${Math.round(m / 1440)} days ago`;
  async function loadKeys() {
    await later(1500);
    renderKeys();
    $('#keys-loading').hidden = true;
    $('#keys-wrap').hidden = false;
  }
  function renderKeys() {
    shown = [...state.keys].sort((a, b) => a.lastUsedMin - b.lastUsedMin);
    $('#keys-body').innerHTML = shown.map((k, i) => `
      <tr data-key="${k.name}">
        <td>${k.name}</td><td><code>${k.prefix}…</code></td><td>${k.created}</td><td>${ago(k.lastUsedMin)}</td>
        <td><span class="badge ${k.status === 'Active' ? 'active' : 'revoked'}">${k.status}</span></td>
        <td>${k.status === 'Active' ? `<button class="revoke" data-index="${i}" aria-label="Revoke ${k.name}">Revoke</button>` : ''}</td>
      </tr>`).join('');
  }
  $('#keys-body').addEventListener('click', (e) => {
    const btn = e.target.closest('.revoke');
    if (!btn) return;
    pending = Number(btn.dataset.index);
    $('#confirm-title').textContent = `Revoke ${shown[pending].name}?`;
    openOverlay($('#confirm'));
  });
  $('#confirm-cancel').addEventListener('click', () => closeOverlay($('#confirm')));
  $('#confirm-ok').addEventListener('click', async () => {
    const key = state.keys[pending];
    closeOverlay($('#confirm'));
    await later(250);
    key.status = 'Revoked';
    renderKeys();
    $('#keys-status').textContent = `Key ${key.name} revoked.`;
  });

  // ---------------------------------------------------------------------------------- members
  function renderMembers() {
    $('#members').innerHTML = state.members.map(([n, r]) => `<li><span>${n}</span><span class="hint">${r}</span></li>`).join('');
  }
  const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{3,}$/i;
  function validateInvite() { $('#inv-send').disabled = !EMAIL.test($('#inv-email').value.trim()); }
  $('#inv-email').addEventListener('input', validateInvite);
  $('#invite-open').addEventListener('click', () => {
    $('#inv-email').value = ''; $('#inv-msg').value = ''; validateInvite();
    $('#invite-body').scrollTop = 0;
    openOverlay($('#invite'));
  });
  $('#invite-close').addEventListener('click', () => closeOverlay($('#invite')));
  $('#inv-send').addEventListener('click', async () => {
    const email = $('#inv-email').value.trim();
    const role = document.querySelector('input[name=role]:checked').value;
    closeOverlay($('#invite'));
    await later(300);
    state.members.push([email, role + ' · invited']);
    renderMembers();
    $('#members-status').textContent = `Invitation sent to ${email} as ${role}`;
  });

  // ---------------------------------------------------------------------------------- overlays
  function openOverlay(o) { o.hidden = false; requestAnimationFrame(() => requestAnimationFrame(() => o.classList.add('open'))); }
  function closeOverlay(o) { o.classList.remove('open'); setTimeout(() => { o.hidden = true; }, 300); }

  // ---------------------------------------------------------------------------------- announcement
  $('#whatsnew-close').addEventListener('click', () => { $('#whatsnew').hidden = true; });

  // ---------------------------------------------------------------------------------- boot
  (async function boot() {
    await later(1500);
    fillForm();
    renderPolicy();
    $('#boot').hidden = true;
    $('#app').hidden = false;
    await later(600);
    $('#whatsnew').hidden = false;
  })();
})();
