// Postbox webmail: conversation list loaded late, hover actions per row, reading pane, compose window
// with recipient suggestions and a first-use tip, search.
(function () {
  'use strict';
  const $ = (s) => document.querySelector(s);
  const later = (ms) => new Promise((r) => setTimeout(r, ms));
  const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));

  const RAW = [
    ['Dana Whitfield', 'Re: Launch checklist', 'I moved the DNS switch to Tuesday, see the updated list', true],
    ['GitHub', '[tally/web] PR #482 merged', 'fix(auth): refresh tokens before expiry', false],
    ['Priya Raman', 'Quarterly review', 'Can we go through the numbers before Friday?', true],
    ['Calendar', 'Reminder: Design sync at 14:00', 'Room 3B · Video link inside', false],
    ['Tom Okafor', 'Lunch Thursday?', 'The new ramen place opened next to the office', true],
    ['Figma', 'Comments on Homepage v3', 'Lena left 3 comments', false],
    ['Linear', 'Weekly summary', '12 issues closed, 4 opened', false],
    ['Hetzner', 'Server maintenance 12 Jun', 'Planned network maintenance in FSN1', false],
    ['Ana Ruiz', 'Photos from the meetup', 'Here is the shared album', true],
    ['Stripe', 'Your payout is on the way', '€4,210.55 will arrive on 14 Jun', false],
    ['Slack', 'New sign-in from Chrome on Linux', 'If this was you, no action is needed', false],
    ['Notion', 'Page shared with you', 'Roadmap H2 was shared with you', false],
    ['Mo Haddad', 'Contract draft v2', 'Attached the redlined version', false],
    ['Airbnb', 'Your trip to Porto', 'Check-in instructions are now available', false],
    ['Dropbox', 'Storage almost full', 'You have used 95% of your space', false],
    ['Jonas Berg', 'Offsite agenda', 'Draft agenda for the offsite, comments welcome', false],
    ['Lena Vogel', 'Feedback on the proposal', 'Overall great, two small questions', false],
    ['Northbank', 'Your March statement', 'Your statement for March is ready', false],
    ['Zoom', 'Cloud recording available', 'The recording of "Planning" is ready', false],
    ['Google', 'Security alert', 'A new app has access to your account', false],
    ['Larkspur Print', 'Invoice 2291 from Larkspur Print', 'Amount due: $1,480.00 · due 30 Jun', false],
    ['Marta Silva', 'Conference tickets', 'Your two tickets for WebConf', false],
    ['Medium', 'Daily digest', 'Stories picked for you', false],
    ['Ikea', 'Order shipped', 'Your order 4471 is on its way', false],
  ];
  const messages = RAW.map(([from, subject, snippet, unread], i) => ({
    id: 'm' + i, from, subject, snippet, unread, starred: false, folder: 'inbox', date: `${12 - Math.floor(i / 3)} Jun`,
  }));
  const CONTACTS = [
    ['Ops team', 'ops@postbox.test'], ['Opsgenie alerts', 'alerts@opsgenie.test'], ['Dana Whitfield', 'dana@postbox.test'],
    ['Priya Raman', 'priya@postbox.test'], ['Tom Okafor', 'tom@postbox.test'], ['Jonas Berg', 'jonas@postbox.test'],
  ];
  const sent = [];
  const state = { folder: 'inbox', openId: null, query: null, loaded: false };

  // ------------------------------------------------------------------------------- list
  function visible() {
    if (state.folder === 'sent') return sent;
    if (state.query) {
      const q = state.query.toLowerCase();
      return messages.filter((m) => m.folder === 'inbox' && (m.subject + ' ' + m.from + ' ' + m.snippet).toLowerCase().includes(q));
    }
    if (state.folder === 'starred') return messages.filter((m) => m.starred && m.folder === 'inbox');
    return messages.filter((m) => m.folder === state.folder);
  }
  function renderFolders() {
    const count = (f) => messages.filter((m) => m.folder === f).length;
    $('[data-folder=starred]').textContent = `Starred (${messages.filter((m) => m.starred).length})`;
    $('[data-folder=snoozed]').textContent = `Snoozed (${count('snoozed')})`;
    $('[data-folder=archive]').textContent = `Archive (${count('archive')})`;
    for (const a of document.querySelectorAll('.folder')) a.classList.toggle('active', a.dataset.folder === state.folder && !state.query);
  }
  function renderList() {
    renderFolders();
    const unread = messages.filter((m) => m.folder === 'inbox' && m.unread).length;
    const head = $('#list-head');
    if (state.query) head.textContent = `Results for “${state.query}”`;
    else if (state.folder === 'inbox') head.textContent = `Inbox · ${unread} unread`;
    else head.textContent = $(`[data-folder=${state.folder}]`).textContent.replace(/ \(\d+\)$/, '');
    const rows = visible();
    $('#list').innerHTML = rows.length ? rows.map((m) => `
      <div class="row${m.unread ? ' unread' : ''}" role="listitem" data-id="${m.id}" data-sender="${esc(m.from)}">
        <span class="from">${m.starred ? '<span class="starred">★</span> ' : ''}${esc(m.from)}</span>
        <span class="subj">${esc(m.subject)} <span class="snip">— ${esc(m.snippet)}</span></span>
        <span class="date">${m.date}</span>
        ${state.folder === 'sent' ? '' : `<span class="actions">
          <button data-act="archive" aria-label="Archive message from ${esc(m.from)}" title="Archive">🗄</button>
          <button data-act="star" aria-label="Star message from ${esc(m.from)}" title="Star">☆</button>
          <button data-act="snooze" aria-label="Snooze message from ${esc(m.from)}" title="Snooze">⏰</button>
        </span>`}
      </div>`).join('') : '<p class="empty" style="padding:16px;color:#80868b">No conversations</p>';
  }
  function skeleton() { $('#list').innerHTML = '<div class="skel"></div>'.repeat(9); }

  let menuFor = null;
  $('#list').addEventListener('click', (e) => {
    const row = e.target.closest('.row');
    if (!row) return;
    const m = messages.find((x) => x.id === row.dataset.id) || sent.find((x) => x.id === row.dataset.id);
    const act = e.target.closest('[data-act]');
    if (act) {
      e.stopPropagation();
      if (act.dataset.act === 'archive') {
        m.folder = 'archive';
        if (state.openId === m.id) closeReader();
        renderList();
        toast('Conversation archived.', () => { m.folder = 'inbox'; renderList(); });
      } else if (act.dataset.act === 'star') {
        m.starred = !m.starred;
        renderList();
      } else if (act.dataset.act === 'snooze') {
        menuFor = m;
        const r = act.getBoundingClientRect();
        const menu = $('#snooze-menu');
        menu.style.left = (r.left - 120) + 'px';
        menu.style.top = (r.bottom + 4) + 'px';
        menu.hidden = false;
      }
      return;
    }
    openMessage(m);
  });

  $('#snooze-menu').addEventListener('click', (e) => {
    const b = e.target.closest('button');
    if (!b || !menuFor) return;
    const m = menuFor;
    let until;
    if (b.dataset.when === 'later') until = new Date(Date.now() + 3 * 3600e3);
    else until = dayjs().add(b.dataset.when === 'week' ? 7 : 1, 'day').hour(8).toDate();
    $('#snooze-menu').hidden = true;
    m.folder = 'snoozed';
    m.snoozedUntil = until;
    renderList();
    toast(`Snoozed until ${until.toLocaleString()}`);
  });
  document.addEventListener('mousedown', (e) => {
    if (!e.target.closest('#snooze-menu') && !e.target.closest('[data-act=snooze]')) $('#snooze-menu').hidden = true;
  });

  // ------------------------------------------------------------------------------- reader
  function bodyFor(m) {
    if (m.cc !== undefined) {
      return `<p class="meta">To: ${esc(m.to)}</p>${m.cc ? `<p class="meta">Cc: ${esc(m.cc)}</p>` : ''}<p>${esc(m.body || '')}</p>`;
    }
    if (m.from === 'Larkspur Print') {
      return `<p>Hello Kai,</p>
        <p>Thank you for your order of printed materials for the June launch event. Please find the invoice summary below; the PDF is attached.</p>
        <table class="inv"><tr><td>Posters A2, matte, 120 pcs</td><td>$540.00</td></tr><tr><td>Flyers A5, 2 000 pcs</td><td>$380.00</td></tr>
        <tr><td>Roll-up banners, 2 pcs</td><td>$460.00</td></tr><tr><td>Delivery</td><td>$100.00</td></tr><tr><td><b>Total</b></td><td><b>$1,480.00</b></td></tr></table>
        <p>Payment terms: 30 days net. Please quote invoice number 2291 with your payment.</p>
        <p>Our bank details changed in April. If you pay by bank transfer, please use the details in the attached PDF, not those of earlier invoices.</p>
        <p>If you have questions about this invoice, reply to this email or call our accounts team on +1 555 0142, Monday to Friday 9:00–17:00.</p>
        <p>We also offer a 2% discount for payment within 7 days through our secure payment page.</p>
        <p>Kind regards,<br>Larkspur Print · Accounts</p>
        <p class="meta">Larkspur Print LLC · 44 Mill Road · Portland, OR 97201</p>
        <button class="pay" id="pay-now">Pay now</button>
        <p id="pay-status"></p>`;
    }
    return `<p>${esc(m.snippet)}.</p><p>Best,<br>${esc(m.from)}</p>`;
  }
  function openMessage(m) {
    state.openId = m.id;
    if (m.unread) { m.unread = false; renderList(); }
    $('#reader').innerHTML = `
      <div class="toolbar"><button id="r-back">Back</button><button id="r-archive">Archive</button>
        <button id="r-unread">Mark as unread</button><button id="r-reply">Reply</button></div>
      <h2>${esc(m.subject)}</h2>
      <p class="meta">${esc(m.from)} · ${m.date}</p>
      ${bodyFor(m)}`;
    $('#reader').scrollTop = 0;
  }
  function closeReader() {
    state.openId = null;
    $('#reader').innerHTML = '<p class="empty">Select a conversation to read it.</p>';
  }
  $('#reader').addEventListener('click', async (e) => {
    const id = e.target.id;
    if (id === 'r-back') closeReader();
    if (id === 'r-archive') {
      const m = messages.find((x) => x.id === state.openId);
      if (m) { m.folder = 'archive'; closeReader(); renderList(); }
    }
    if (id === 'r-unread') {
      messages.filter((x) => x.id === state.selectedId).forEach((x) => { x.unread = true; });
      closeReader();
      renderList();
    }
    if (id === 'pay-now') {
      e.target.disabled = true;
      await later(400);
      $('#pay-status').textContent = 'Payment of $1,480.00 scheduled for invoice 2291.';
    }
  });

  // ------------------------------------------------------------------------------- folders, search
  document.querySelector('.folders').addEventListener('click', (e) => {
    const a = e.target.closest('.folder');
    if (!a) return;
    e.preventDefault();
    state.folder = a.dataset.folder;
    state.query = null;
    closeReader();
    renderList();
  });
  $('#search-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    const q = $('#search').value.trim();
    if (!q) return;
    state.query = null;
    $('#list-head').textContent = 'Searching…';
    skeleton();
    await later(1500);
    state.query = q;
    renderList();
  });

  // ------------------------------------------------------------------------------- compose
  const compose = $('#compose');
  let ccInput = null;
  let tipShown = false;
  function openCompose() {
    for (const id of ['#c-to', '#c-subject', '#c-body']) $(id).value = '';
    $('#cc-row').innerHTML = '';
    $('#cc-row').hidden = true;
    ccInput = compose.querySelector('#c-cc');
    $('#suggest').hidden = true;
    compose.hidden = false;
    requestAnimationFrame(() => requestAnimationFrame(() => compose.classList.add('open')));
    $('#c-to').focus();
  }
  compose.addEventListener('transitionend', () => {
    if (compose.classList.contains('open') && !tipShown) { tipShown = true; setTimeout(() => { $('#coach').hidden = false; }, 200); }
  });
  function closeCompose() { compose.classList.remove('open'); setTimeout(() => { compose.hidden = true; }, 350); }
  $('#compose-open').addEventListener('click', openCompose);
  $('#compose-close').addEventListener('click', closeCompose);
  $('#coach-ok').addEventListener('click', () => { $('#coach').hidden = true; });
  $('#cc-toggle').addEventListener('click', () => {
    const row = $('#cc-row');
    row.innerHTML = '<label for="c-cc">Cc</label><input id="c-cc" autocomplete="off">';
    row.hidden = false;
    $('#c-cc').focus();
  });

  // recipient suggestions
  let active = -1;
  function suggest() {
    const v = $('#c-to').value.trim().toLowerCase();
    const list = $('#suggest');
    const hits = v.length < 2 ? [] : CONTACTS.filter(([n, em]) => n.toLowerCase().includes(v) || em.startsWith(v));
    active = -1;
    if (!hits.length) { list.hidden = true; return; }
    list.innerHTML = hits.map(([n, em]) => `<li data-email="${em}">${esc(n)}<small>${em}</small></li>`).join('');
    list.hidden = false;
  }
  $('#c-to').addEventListener('input', suggest);
  $('#c-to').addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !$('#suggest').hidden) { e.preventDefault(); e.stopPropagation(); $('#suggest').hidden = true; }
  });
  $('#suggest').addEventListener('mousedown', (e) => {
    const li = e.target.closest('li');
    if (!li) return;
    e.preventDefault();
    $('#c-to').value = li.dataset.email;
    $('#suggest').hidden = true;
  });

  function send() {
    const to = $('#c-to').value.trim();
    if (!to) { toast('Add at least one recipient.'); return; }
    const m = { id: 's' + sent.length, from: 'To: ' + to, to, cc: ccInput ? ccInput.value.trim() : '',
      subject: $('#c-subject').value.trim() || '(no subject)', body: $('#c-body').value, snippet: $('#c-body').value.slice(0, 60), date: 'now' };
    sent.unshift(m);
    closeCompose();
    toast('Message sent.');
    if (state.folder === 'sent') renderList();
  }
  $('#send').addEventListener('click', send);
  compose.addEventListener('keydown', (e) => { if (e.key === 'Enter' && e.ctrlKey) send(); });

  // ------------------------------------------------------------------------------- toast
  let tt = null;
  function toast(msg, undo) {
    const t = $('#toast');
    t.innerHTML = esc(msg) + (undo ? ' <button id="undo">Undo</button>' : '');
    t.hidden = false;
    if (undo) $('#undo').onclick = () => { undo(); t.hidden = true; };
    clearTimeout(tt);
    tt = setTimeout(() => { t.hidden = true; }, 6000);
  }

  // ------------------------------------------------------------------------------- boot
  skeleton();
  setTimeout(() => { state.loaded = true; renderList(); }, 2000);
})();
