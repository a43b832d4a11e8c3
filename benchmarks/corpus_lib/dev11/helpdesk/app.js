// Ticketry: the IT help desk queue. Plain JS on Shoelace; the "server" is localStorage behind timers.
const KEY = { tickets: 'ticketry.tickets', notes: 'ticketry.notes' };
const KEY_THREAD = id => `ticketry.thread.${id}`;
const PAGE = 8;

const later = (ms, fn) => new Promise(res => setTimeout(() => res(fn()), ms));
const load = (k, d) => JSON.parse(localStorage.getItem(k) || 'null') ?? d;
const store = (k, v) => localStorage.setItem(k, JSON.stringify(v));

const api = {
  tickets: () => later(1000, () => load(KEY.tickets, SEED_TICKETS)),
  saveTickets: list => store(KEY.tickets, list),
  getThread: id => later(300, () => [...(SEED_THREADS[id] || []), ...load(KEY_THREAD(id), [])]),
  postReply: (id, msg) =>
    later(900, () => {
      const k = KEY_THREAD(id);
      store(k, [...load(k, []), msg]);
    }),
  getNotes: id => later(300, () => [...(SEED_NOTES[id] || []), ...(load(KEY.notes, {})[id] || [])]),
  postNote: (id, note) =>
    later(600, () => {
      const all = load(KEY.notes, {});
      (all[id] ||= []).push(note);
      store(KEY.notes, all);
    }),
};

const state = {
  tickets: [],
  loading: true,
  tab: 'open',
  limit: { open: PAGE, mine: PAGE, overdue: PAGE, closed: PAGE },
  more: null, // tab whose next page is loading
  current: null,
};

const $ = s => document.querySelector(s);
const esc = s => String(s).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const agentName = id => (AGENTS.find(a => a.id === id) || {}).name || 'Unassigned';
const PRI = { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' };
const PRI_VARIANT = { low: 'neutral', normal: 'primary', high: 'warning', urgent: 'danger' };
const isOpen = t => t.status === 'open' || t.status === 'pending';
const isOverdue = t => t.status === 'open' && new Date(t.due) < NOW;
const shortDay = iso => new Date(iso + (iso.length === 10 ? 'T09:00:00' : '')).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
const clock = iso => new Date(iso).toLocaleString('en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit' });

function dueText(t) {
  if (t.status === 'pending' && t.snoozed) return `Snoozed until ${shortDay(t.snoozed)}`;
  if (t.status === 'solved' || t.status === 'closed') return t.status === 'solved' ? 'Solved' : 'Closed';
  const h = Math.round((new Date(t.due) - NOW) / 3600e3);
  if (h < 0) return `Overdue ${-h} h`;
  if (h < 24) return `Due in ${h} h`;
  return `Due ${new Date(t.due).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' })}`;
}

function toast(message, variant = 'primary') {
  const el = Object.assign(document.createElement('sl-alert'), { variant, closable: true, duration: 3500 });
  el.innerHTML = `<sl-icon slot="icon" name="info-circle"></sl-icon>${esc(message)}`;
  document.body.append(el);
  customElements.whenDefined('sl-alert').then(() => el.toast());
}

// ------------------------------------------------------------------------------------------ queue
function listFor(tab) {
  const byDue = (a, b) => new Date(a.due) - new Date(b.due);
  if (tab === 'open') return state.tickets.filter(isOpen).sort(byDue);
  if (tab === 'mine') return state.tickets.filter(t => isOpen(t) && t.assignee === ME).sort(byDue);
  if (tab === 'overdue') return state.tickets.filter(isOverdue).sort(byDue);
  return state.tickets.filter(t => !isOpen(t)).sort((a, b) => b.id - a.id);
}

function rowHtml(t, tab) {
  const overdue = isOverdue(t) ? ' overdue' : '';
  const sel = state.current && state.current.id === t.id ? ' selected' : '';
  const reopen =
    tab === 'closed'
      ? `<sl-button size="small" class="reopen" data-reopen="${t.id}">Reopen</sl-button>`
      : `<span class="asg">${esc(agentName(t.assignee))}</span>`;
  return `<div class="ticket-row${overdue}${sel}" data-id="${t.id}" role="button" tabindex="0">
      <div class="l1"><span class="tid">#${t.id}</span><span class="subj">${esc(t.subject)}</span></div>
      <div class="l2"><span class="req">${esc(t.requester)}</span>
        <sl-tag size="small" class="pri" variant="${PRI_VARIANT[t.priority]}">${PRI[t.priority]}</sl-tag>
        <span class="due">${esc(dueText(t))}</span>${reopen}</div>
    </div>`;
}

function renderList() {
  const tab = state.tab;
  const box = $(`#list-${tab}`);
  if (state.loading) {
    box.innerHTML = '<div class="loading"><sl-spinner></sl-spinner> Loading tickets…</div>';
    return;
  }
  const all = listFor(tab);
  const shown = all.slice(0, state.limit[tab]);
  let html = shown.map(t => rowHtml(t, tab)).join('') || '<div class="loading">No tickets here.</div>';
  if (state.more === tab) html += '<div class="loading"><sl-spinner></sl-spinner> Loading…</div>';
  else if (all.length > shown.length)
    html += `<div class="more"><sl-button size="small" class="show-more">Show more</sl-button><span>${shown.length} of ${all.length}</span></div>`;
  box.innerHTML = html;
}

function renderBadges() {
  if (state.loading) return;
  $('#badge-open').textContent = state.tickets.filter(isOpen).length;
  $('#badge-overdue').textContent = state.tickets.filter(t => t.status !== 'solved' && new Date(t.due) < NOW).length;
}

function renderAll() {
  renderBadges();
  renderList();
  renderDetail();
}

function persist() {
  api.saveTickets(state.tickets);
}

// ------------------------------------------------------------------------------------------ detail
function buildAssigneeOptions() {
  // "Me" first, then everyone else (the directory's first entry is the signed-in agent)
  const others = AGENTS.slice(1);
  $('#d-assignee').innerHTML =
    `<sl-option value="none">Unassigned</sl-option><sl-option value="${ME}">Me (${esc(agentName(ME))})</sl-option>` +
    others.map(a => `<sl-option value="${a.id}">${esc(a.name)}</sl-option>`).join('');
}

async function renderDetail() {
  const t = state.current;
  $('#detail-empty').hidden = !!t;
  $('#detail-body').hidden = !t;
  if (!t) return;
  $('#d-title').textContent = `Ticket #${t.id}`;
  $('#d-subject').textContent = t.subject;
  const status = { open: 'Open', pending: 'Pending', solved: 'Solved', closed: 'Closed' }[t.status];
  $('#d-meta').innerHTML = `${esc(t.requester)} &lt;${esc(t.email)}&gt; · <strong>${status}</strong> · ${esc(dueText(t))}`;
  await customElements.whenDefined('sl-select');
  $('#d-assignee').value = t.assignee || 'none';
  $('#d-priority').value = t.priority;
  $('#d-tags').value = t.tags.join(', ');
}

async function loadConversation() {
  const t = state.current;
  $('#d-thread').innerHTML = '<div class="loading"><sl-spinner></sl-spinner> Loading conversation…</div>';
  $('#d-notes').innerHTML = '<div class="loading"><sl-spinner></sl-spinner> Loading notes…</div>';
  const [thread, notes] = await Promise.all([api.getThread(t.id), api.getNotes(t.id)]);
  if (state.current !== t) return;
  renderMessages('#d-thread', thread, 'No messages yet.');
  renderMessages('#d-notes', notes, 'No internal notes yet.');
}

function renderMessages(sel, msgs, empty) {
  $(sel).innerHTML =
    msgs
      .map(
        m => `<div class="msg${m.pending ? ' pending' : ''}"><div class="who">${esc(m.from)} · ${esc(clock(m.at))}${m.pending ? ' · Sending…' : ''}</div>
              <div class="text">${esc(m.text)}</div></div>`,
      )
      .join('') || `<div class="loading">${empty}</div>`;
}

function openTicket(id) {
  const t = state.tickets.find(x => x.id === id);
  if (!t) {
    toast(`There is no ticket #${id}.`, 'warning');
    return;
  }
  state.current = t;
  renderList();
  renderDetail();
  loadConversation();
}

function saveProperties() {
  const t = { ...state.current, priority: $('#d-priority').value, tags: $('#d-tags').value.split(',').map(s => s.trim()).filter(Boolean) };
  state.current = t;
  persist();
  renderDetail();
  toast(`Ticket #${t.id} saved.`, 'success');
}

async function sendReply() {
  const t = state.current;
  const text = $('#d-reply').value.trim();
  if (!text) return;
  const msg = { from: agentName(ME), at: NOW.toISOString(), text };
  const thread = [...(SEED_THREADS[t.id] || []), ...load(KEY_THREAD(t.id), [])];
  renderMessages('#d-thread', [...thread, { ...msg, pending: true }]);
  $('#d-reply').value = '';
  await api.postReply(state.current, msg);
  const fresh = await api.getThread(t.id);
  if (state.current === t) renderMessages('#d-thread', fresh, 'No messages yet.');
}

async function addNote() {
  const t = state.current;
  const text = $('#d-note').value.trim();
  if (!text) return;
  const note = { from: agentName(ME), at: NOW.toISOString(), text };
  $('#d-note').value = '';
  $('#d-notes').insertAdjacentHTML('beforeend', '<div class="loading"><sl-spinner></sl-spinner> Saving note…</div>');
  await api.postNote(t.id, note);
  const fresh = await api.getNotes(t.id);
  if (state.current === t) renderMessages('#d-notes', fresh, 'No internal notes yet.');
}

// ------------------------------------------------------------------------------------------ new ticket
const EMAIL_RE = /^[\w.+-]+@[\w-]+\.[a-z]{2,4}$/i;

function newTicketValid() {
  return EMAIL_RE.test($('#n-email').value.trim()) && $('#n-subject').value.trim().length > 0;
}

async function createTicket() {
  const btn = $('#n-create');
  btn.loading = true;
  const email = $('#n-email').value.trim();
  const priority = $('#n-priority').value;
  const t = {
    id: Math.max(...state.tickets.map(x => x.id)) + 1,
    subject: $('#n-subject').value.trim(),
    requester: email.split('@')[0].split(/[._-]/).map(w => w[0].toUpperCase() + w.slice(1)).join(' '),
    email,
    priority,
    assignee: null,
    due: hoursFromNow(SLA_HOURS[priority]),
    status: 'open',
    tags: [],
    snoozed: null,
  };
  await later(800, () => null);
  const desc = $('#n-desc').value.trim();
  if (desc) store(KEY_THREAD(t.id), [{ from: t.requester, at: NOW.toISOString(), text: desc }]);
  state.tickets.push(t);
  persist();
  btn.loading = false;
  $('#dlg-new').hide();
  state.current = t;
  renderAll();
  loadConversation();
  toast(`Ticket #${t.id} created.`, 'success');
}

// ------------------------------------------------------------------------------------------ wiring
function wire() {
  $('#queue-tabs').addEventListener('sl-tab-show', e => {
    state.tab = e.detail.name;
    renderList();
  });
  $('#queue').addEventListener('click', e => {
    const more = e.target.closest('.show-more');
    if (more) {
      const tab = state.tab;
      state.more = tab;
      renderList();
      later(700, () => {
        state.more = null;
        state.limit[tab] += PAGE;
        renderList();
      });
      return;
    }
    const re = e.target.closest('[data-reopen]');
    if (re) {
      const t = state.tickets.find(x => x.id === +re.dataset.reopen);
      state.reopen = t;
      $('#dlg-reopen-text').textContent = `#${t.id} · ${t.subject} goes back to the open queue with a fresh response target.`;
      $('#dlg-reopen').show();
      return;
    }
    const row = e.target.closest('.ticket-row');
    if (row) openTicket(+row.dataset.id);
  });

  // jump box: type a number, press Enter
  $('#jump').addEventListener('keydown', e => {
    if (e.key !== 'Enter') return;
    const id = parseInt($('#jump').value.replace('#', ''), 10);
    if (id) openTicket(id);
  });

  $('#d-assignee').addEventListener('sl-change', e => {
    const t = state.current;
    const v = e.target.value;
    t.assignee = v === 'none' ? null : v;
    persist();
    renderList();
    toast(t.assignee ? `#${t.id} assigned to ${agentName(t.assignee)}.` : `#${t.id} unassigned.`);
  });
  $('#d-save').addEventListener('click', saveProperties);
  $('#d-send').addEventListener('click', sendReply);
  $('#d-add-note').addEventListener('click', addNote);

  $('#d-menu').addEventListener('sl-select', e => {
    const t = state.current;
    if (e.detail.item.value === 'close') {
      $('#dlg-close-text').textContent = `#${t.id} · ${t.subject}. ${t.requester} gets a short satisfaction survey.`;
      $('#dlg-close').show();
    } else {
      $('#snooze-date').value = '';
      $('#dlg-snooze-ok').disabled = true;
      $('#dlg-snooze').show();
    }
  });
  $('#dlg-close-cancel').addEventListener('click', () => $('#dlg-close').hide());
  $('#dlg-close-ok').addEventListener('click', () => {
    const t = state.current;
    t.status = 'closed';
    persist();
    $('#dlg-close').hide();
    renderAll();
    toast(`Ticket #${t.id} closed.`, 'success');
  });

  const snoozeDate = $('#snooze-date');
  const checkSnooze = () => {
    const v = snoozeDate.value;
    $('#dlg-snooze-ok').disabled = !(v && v >= snoozeDate.min && v <= snoozeDate.max);
  };
  snoozeDate.addEventListener('input', checkSnooze);
  snoozeDate.addEventListener('change', checkSnooze);
  $('#dlg-snooze-cancel').addEventListener('click', () => $('#dlg-snooze').hide());
  $('#dlg-snooze-ok').addEventListener('click', () => {
    const t = state.current;
    t.status = 'pending';
    t.snoozed = snoozeDate.value;
    persist();
    $('#dlg-snooze').hide();
    renderAll();
    toast(`#${t.id} snoozed until ${shortDay(t.snoozed)}.`);
  });

  $('#dlg-reopen-cancel').addEventListener('click', () => $('#dlg-reopen').hide());
  $('#dlg-reopen-ok').addEventListener('click', () => {
    const t = state.reopen;
    t.status = 'open';
    t.due = hoursFromNow(SLA_HOURS[t.priority]);
    persist();
    $('#dlg-reopen').hide();
    renderAll();
    toast(`Ticket #${t.id} reopened.`);
  });

  $('#new-ticket-btn').addEventListener('click', () => {
    for (const id of ['#n-email', '#n-subject', '#n-desc']) $(id).value = '';
    $('#n-priority').value = 'normal';
    $('#n-create').disabled = true;
    $('#dlg-new').show();
  });
  for (const id of ['#n-email', '#n-subject']) $(id).addEventListener('sl-input', () => ($('#n-create').disabled = !newTicketValid()));
  $('#n-cancel').addEventListener('click', () => $('#dlg-new').hide());
  $('#n-create').addEventListener('click', () => newTicketValid() && createTicket());

  $('#handover-dismiss').addEventListener('click', () => ($('#handover').hidden = true));
  setTimeout(() => ($('#handover').hidden = false), 700);
}

async function start() {
  wire();
  buildAssigneeOptions();
  renderList();
  state.tickets = await api.tickets();
  state.loading = false;
  renderAll();
}

start();
