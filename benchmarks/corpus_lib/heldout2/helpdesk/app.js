// Deskline: a small IT support-ticket desk (Shoelace 2 web components, plain JS).
const ME = 'Sam Ortiz';
const AGENTS = ['Sam Ortiz', 'Priya Natarajan', 'Dmitri Volkov', 'Aisha Bello'];
const PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'];
const CLOSED_PAGE = 5;
const CANNED = {
  'Password reset steps':
    "Hi, you can reset your password from the sign-in page with the 'Forgot password' link. The reset link is valid for 30 minutes.",
  'Restart and retry': 'Hi, could you restart the device and try again? If the problem persists, reply here and we will take a look.',
  'Escalating to vendor': 'Thanks for your patience. We have raised this with the vendor and will update you as soon as we hear back.',
};

const $ = s => document.querySelector(s);
const esc = s => String(s).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));

function t(id, subject, requester, email, priority, status, assignee, body) {
  return { id, subject, requester, email, priority, status, assignee, thread: [{ kind: 'user', from: requester, body }] };
}

// pretend API ------------------------------------------------------------------------------
function fetchTickets() {
  return new Promise(resolve => setTimeout(() => resolve([
    t(1048, 'Shared drive permissions', 'Ines Costa', 'ines.costa@example.com', 'Normal', 'Open', 'Priya Natarajan', 'I cannot write to the Finance shared drive since Monday.'),
    t(1047, 'Wi-Fi slow in meeting room B', 'Jun Park', 'jun.park@example.com', 'High', 'Open', 'Sam Ortiz', 'Calls keep dropping in room B, other rooms are fine.'),
    t(1046, "Invoice PDF won't open", 'Marta Ruiz', 'marta.ruiz@example.com', 'Low', 'Open', '', 'The invoice PDFs from the billing system show a blank page.'),
    t(1045, 'Password reset request from Leo', 'Leo Martin', 'leo.martin@example.com', 'Normal', 'Open', '', 'I forgot my password after the holidays, how do I reset it?'),
    t(1044, 'Payroll export fails', 'Omar Haddad', 'omar.haddad@example.com', 'Urgent', 'Open', 'Sam Ortiz', 'The monthly payroll export stops at 40% with error E-502. Payroll runs tomorrow.'),
    t(1043, 'Email sync fails on mobile', 'Grace Lee', 'grace.lee@example.com', 'High', 'Open', '', 'Mail on my phone stopped syncing yesterday.'),
    t(1042, 'Printer on 3rd floor jammed', 'Tom Becker', 'tom.becker@example.com', 'Normal', 'Open', '', 'The big printer next to the kitchen is jammed again.'),
    t(1040, 'New starter laptop setup', 'HR Team', 'hr@example.com', 'High', 'Pending', 'Aisha Bello', 'Please prepare a laptop for a new starter on the 1st.'),
    t(1039, 'Second monitor flickers', 'Ken Adams', 'ken.adams@example.com', 'Normal', 'Pending', 'Dmitri Volkov', 'My second monitor flickers every few seconds.'),
    t(1037, 'Adobe licence renewal', 'Design Team', 'design@example.com', 'Normal', 'Closed', 'Aisha Bello', 'Our Adobe licences expire at the end of the month.'),
    t(1036, 'Outlook calendar not syncing', 'Rita Gomez', 'rita.gomez@example.com', 'Normal', 'Closed', 'Sam Ortiz', 'Meetings I accept do not show up in Outlook.'),
    t(1035, 'Badge reader at side door', 'Facilities', 'facilities@example.com', 'High', 'Closed', 'Dmitri Volkov', 'The side door badge reader rejects all badges.'),
    t(1034, 'Teams audio echo', 'Paul Wright', 'paul.wright@example.com', 'Low', 'Closed', 'Priya Natarajan', 'People hear an echo of themselves on my calls.'),
    t(1033, 'Zoom licence request', 'Nina Shah', 'nina.shah@example.com', 'Low', 'Closed', 'Aisha Bello', 'I need a Zoom licence for webinars.'),
    t(1032, 'Projector remote missing', 'Office Team', 'office@example.com', 'Low', 'Closed', 'Sam Ortiz', 'The projector remote in room A is missing.'),
    t(1031, 'VPN drops every hour', 'Victor Hugo', 'victor.hugo@example.com', 'High', 'Closed', 'Dmitri Volkov', 'My VPN disconnects every hour on the hour.'),
    t(1030, 'Keyboard replacement', 'Amy Chen', 'amy.chen@example.com', 'Low', 'Closed', 'Priya Natarajan', 'Some keys on my keyboard stopped working.'),
  ]), 1600));
}

// state --------------------------------------------------------------------------------------
let tickets = [];
let closedShown = CLOSED_PAGE;
let current = null;
let pendingClose = null;

function matches(tk) {
  const q = $('#search').value.trim().toLowerCase();
  if (q && !tk.subject.toLowerCase().includes(q)) return false;
  if ($('#urgentOnly').checked && tk.priority !== 'Urgent') return false;
  if ($('#mineOnly').checked && tk.assignee !== ME) return false;
  return true;
}

function badge(p) {
  const v = { Low: 'neutral', Normal: 'primary', High: 'warning', Urgent: 'danger' }[p] || 'neutral';
  return `<sl-badge variant="${v}" pill>${p}</sl-badge>`;
}

function renderLists() {
  for (const list of document.querySelectorAll('.list')) {
    const status = list.dataset.status;
    let items = tickets.filter(tk => tk.status === status && matches(tk));
    const total = items.length;
    if (status === 'Closed') items = items.slice(0, closedShown);
    list.innerHTML = items.length
      ? items.map(tk => `
        <button type="button" class="ticket" data-id="${tk.id}">
          <span class="id">#${tk.id}</span>
          <span class="subject">${esc(tk.subject)}</span>
          <span class="who">${esc(tk.requester)}</span>
          <span>${badge(tk.priority)}</span>
          <span class="assignee">${tk.assignee ? esc(tk.assignee) : 'Unassigned'}</span>
        </button>`).join('')
      : `<div class="empty">No ${status.toLowerCase()} tickets match.</div>`;
    $(`#tab-${status.toLowerCase()}`).textContent = `${status} (${total})`;
    if (status === 'Closed') $('#moreBtn').hidden = total <= closedShown;
  }
}

// drawer -------------------------------------------------------------------------------------
function openTicket(id) {
  current = tickets.find(tk => tk.id === id);
  renderDrawer();
  $('#drawer').show();
}

function renderDrawer() {
  const tk = current;
  const drawer = $('#drawer');
  drawer.label = `#${tk.id} · ${tk.subject}`;
  const closed = tk.status === 'Closed';
  $('#drawerBody').innerHTML = `
    <div class="meta">
      <span>Status: ${tk.status}</span>
      <span>Priority: ${tk.priority || 'Normal'}</span>
      <span>Requester: ${esc(tk.requester)}</span>
      <span>Assignee: ${tk.assignee ? esc(tk.assignee) : 'Unassigned'}</span>
    </div>
    <div class="controls">
      <sl-select id="assigneeSel" label="Assignee" size="small" placeholder="Unassigned" value="${tk.assignee ? tk.assignee.replace(/ /g, '_') : ''}" ${closed ? 'disabled' : ''}>
        ${AGENTS.map(a => `<sl-option value="${a.replace(/ /g, '_')}">${a}</sl-option>`).join('')}
      </sl-select>
      <sl-select id="prioritySel" label="Priority" size="small" value="${PRIORITIES.indexOf(tk.priority) + 1}" ${closed ? 'disabled' : ''}>
        ${PRIORITIES.map((p, i) => `<sl-option value="${i + 1}">${p}</sl-option>`).join('')}
      </sl-select>
    </div>
    <div class="thread">
      ${tk.thread.map(m => m.kind === 'event'
        ? `<div class="msg event">${esc(m.body)}</div>`
        : `<div class="msg ${m.kind}"><span class="from">${esc(m.from)}${m.kind === 'note' ? ' (internal note)' : ''}</span>${esc(m.body)}</div>`).join('')}
    </div>
    ${closed ? `<div class="row"><sl-button id="reopenBtn" size="small">Reopen</sl-button></div>` : `
    <sl-textarea id="replyBox" label="Reply" rows="3" resize="auto"></sl-textarea>
    <div class="row">
      <sl-dropdown id="cannedDd">
        <sl-button slot="trigger" size="small" caret>Canned replies</sl-button>
        <sl-menu id="cannedMenu">
          ${Object.keys(CANNED).map(k => `<sl-menu-item value="${k}">${k}</sl-menu-item>`).join('')}
        </sl-menu>
      </sl-dropdown>
      <sl-button id="sendBtn" size="small" variant="primary">Send reply</sl-button>
    </div>
    <div id="noteForm" class="stack" hidden>
      <sl-textarea id="noteBox" label="Internal note" rows="2"></sl-textarea>
      <sl-button id="saveNoteBtn" size="small">Save note</sl-button>
    </div>
    <div class="row">
      <sl-button id="noteBtn" size="small">Add internal note</sl-button>
      <sl-button id="escalateBtn" size="small" variant="warning" ${tk.priority === 'urgent' ? '' : 'disabled'}>Escalate to Tier 2</sl-button>
      <sl-button id="closeBtn" size="small" variant="danger" outline>Close ticket</sl-button>
    </div>`}`;
  wireDrawer();
}

function addEvent(body) { current.thread.push({ kind: 'event', body }); }

function wireDrawer() {
  const tk = current;
  const on = (sel, ev, fn) => { const el = $(sel); if (el) el.addEventListener(ev, fn); };
  on('#assigneeSel', 'sl-change', e => {
    tk.assignee = e.target.value ? e.target.value.replace(/_/g, ' ') : '';
    addEvent(tk.assignee ? `Assigned to ${tk.assignee}` : 'Unassigned');
    renderDrawer(); renderLists();
  });
  on('#prioritySel', 'sl-change', e => {
    tk.prio = PRIORITIES[Number(e.target.value) - 1];
    addEvent(`Priority changed`);
    renderDrawer(); renderLists();
  });
  on('#cannedMenu', 'sl-select', e => {
    $('#replyBox').value = CANNED[e.detail.item.value];
  });
  on('#sendBtn', 'click', () => {
    const text = $('#replyBox').value.trim();
    if (!text) return;
    tk.thread.push({ kind: 'agent', from: ME, body: text });
    renderDrawer();
  });
  on('#noteBtn', 'click', () => {
    const form = $('#noteForm');
    form.show();
    $('#noteBox').focus();
  });
  on('#saveNoteBtn', 'click', () => {
    const text = $('#noteBox').value.trim();
    if (!text) return;
    tk.thread.push({ kind: 'note', from: ME, body: text });
    renderDrawer();
  });
  on('#escalateBtn', 'click', () => {
    tk.assignee = '';
    addEvent('Escalated to Tier 2');
    renderDrawer(); renderLists();
  });
  on('#closeBtn', 'click', () => { pendingClose = tk; $('#closeDialog').show(); });
  on('#reopenBtn', 'click', () => {
    tk.status = 'Open';
    addEvent('Ticket reopened');
    renderDrawer(); renderLists();
  });
}

$('#cancelClose').addEventListener('click', () => { pendingClose = null; $('#closeDialog').hide(); });
$('#confirmClose').addEventListener('click', () => {
  $('#closeDialog').hide();
  pendingClose = null;
  if (pendingClose) {
    pendingClose.status = 'Closed';
    current = pendingClose;
    addEvent('Ticket closed');
    renderDrawer(); renderLists();
  }
});

// list events --------------------------------------------------------------------------------
for (const list of document.querySelectorAll('.list')) {
  list.addEventListener('click', e => {
    const b = e.target.closest('.ticket');
    if (b) openTicket(+b.dataset.id);
  });
}
$('#moreBtn').addEventListener('click', () => { closedShown += CLOSED_PAGE; renderLists(); });
$('#search').addEventListener('sl-input', renderLists);
$('#urgentOnly').addEventListener('sl-change', renderLists);
$('#mineOnly').addEventListener('sl-change', renderLists);
$('#filtersBtn').addEventListener('click', () => { $('#filters').hidden = !$('#filters').hidden; });

// new ticket ---------------------------------------------------------------------------------
const newForm = $('#newForm');
const field = n => newForm.querySelector(`[name="${n}"]`);
function newValid() {
  return field('subject').value.trim() !== '' &&
    /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(field('email').value.trim()) &&
    field('description').value.trim() !== '';
}
for (const ev of ['sl-input', 'sl-change']) newForm.addEventListener(ev, () => { $('#createBtn').disabled = !newValid(); });
$('#newBtn').addEventListener('click', () => { newForm.reset?.(); $('#newDialog').show(); });
$('#createBtn').addEventListener('click', () => {
  if (!newValid()) return;
  const email = field('email').value.trim();
  const id = Math.max(...tickets.map(tk => tk.id)) + 1;
  const name = email.split('@')[0].replace(/[._]/g, ' ').replace(/\b\w/g, c => c.toUpperCase());
  tickets.unshift(t(id, field('subject').value.trim(), name, email, field('priority').value || 'Normal', 'Open', '',
    field('description').value.trim()));
  $('#newDialog').hide();
  for (const n of ['subject', 'email', 'description']) field(n).value = '';
  $('#createBtn').disabled = true;
  $('#tabs').show('open');
  renderLists();
});

fetchTickets().then(list => {
  tickets = list;
  $('#loading').remove();
  $('#tabs').hidden = false;
  renderLists();
});
