// Huddle: a small team chat (Shoelace 2, no framework). Everything is in memory; latency is faked.
const $ = id => document.getElementById(id);
const ME = 'alex';
const PEOPLE = {
  alex: 'Alex Morgan', priya: 'Priya Nair', tomas: 'Tomás García', lena: 'Lena Fischer',
  ravi: 'Ravi Kumar', grace: 'Grace Okafor', sam: 'Sam Lee', owen: 'Owen Hughes',
};
const esc = s => String(s).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));

let nextId = 100;
const msg = (who, time, text, extra = {}) => ({ id: nextId++, who, time, text, replies: [], reactions: {}, pinned: false, edited: false, ...extra });

const NAMES = ['analytics', 'announcements', 'backend', 'bugs', 'customer-success', 'data', 'design', 'dev', 'devops', 'docs',
  'events', 'finance', 'frontend', 'general', 'hr', 'incidents', 'infra', 'legal', 'marketing', 'mobile', 'onboarding', 'ops',
  'partnerships', 'product', 'qa', 'random', 'release-notes', 'sales', 'security', 'support'];
const UNREAD = { analytics: 6, announcements: 2, dev: 5, design: 1, incidents: 3, 'release-notes': 4 };
const TOPICS = {
  general: 'Company-wide chatter and news', random: 'Cats, coffee and everything else',
  'release-notes': 'What shipped, and when', design: 'Design crits and work in progress',
  dev: 'Engineering discussion', announcements: 'Official announcements (read-only for most)',
};

const channels = NAMES.map(name => ({
  name, topic: TOPICS[name] || '', unread: UNREAD[name] || 0, muted: false, private: false,
  members: Object.keys(PEOPLE), messages: [],
}));
const byName = n => channels.find(c => c.name === n);

byName('general').messages = [
  msg('priya', '09:02', 'Morning all! The coffee machine on the 3rd floor is fixed ☕'),
  msg('tomas', '09:15', "Can someone review PR #482? It's the billing export fix."),
  msg('alex', '09:20', 'Deploy at 5pm today'),
  msg('lena', '09:41', 'Reminder: all-hands on Thursday at 16:00'),
  msg('ravi', '09:58', 'Release branch cut at 14:00'),
  msg('alex', '10:05', 'Retro notes are in the wiki'),
  msg('grace', '11:12', 'Welcome Sam to the team! 🎉', { reactions: { '🎉': 4 } }),
];
byName('random').messages = [
  msg('sam', '08:50', 'Does anyone know a good ramen place near the office?'),
  msg('owen', '08:58', 'Tonkotsu on Dean Street, every time'),
];
byName('dev').messages = [
  msg('ravi', '08:30', 'CI is green again after the flaky test fix'),
  msg('tomas', '09:10', 'Heads up: Postgres upgrade tonight at 22:00'),
];
byName('design').messages = [msg('priya', '10:12', 'New onboarding flow mock-ups are in Figma, feedback welcome')];
byName('release-notes').messages = [
  msg('ravi', 'Mon', 'v2.3.0: bulk export, dark mode for reports'),
  msg('ravi', 'Thu', 'v2.4.0: new billing settings page'),
];
byName('announcements').messages = [msg('lena', 'Fri', 'Office closed on Monday 21 April (Easter)')];
byName('incidents').messages = [msg('owen', '07:45', 'Resolved: login latency spike in eu-west')];
byName('analytics').messages = [msg('ravi', '06:00', 'Daily dashboard: 1,204 sign-ups yesterday (+8%)')];

const state = { current: null, loading: false, threadId: null, deleteTarget: null, editingId: null, mention: null };

// ------------------------------------------------------------------------------------------ helpers
function toast(text, variant = 'primary') {
  const a = Object.assign(document.createElement('sl-alert'), { variant, closable: true, duration: 3500 });
  a.innerHTML = `<sl-icon slot="icon" name="info-circle"></sl-icon>${esc(text)}`;
  document.body.append(a);
  customElements.whenDefined('sl-alert').then(() => a.toast());
}
function nowTime() { const d = new Date(); return String(d.getHours()).padStart(2, '0') + ':' + String(d.getMinutes()).padStart(2, '0'); }
function renderText(text) {
  let html = esc(text);
  for (const name of Object.values(PEOPLE)) {
    html = html.split('@' + esc(name)).join(`<span class="mention">@${esc(name)}</span>`);
  }
  return html.replace('\n', '<br>');
}
function initials(name) { return name.split(' ').map(p => p[0]).join(''); }
function current() { return byName(state.current); }

// ------------------------------------------------------------------------------------------ sidebar
function renderSidebar() {
  $('channel-list').innerHTML = channels.map(c => `
    <button type="button" class="channel${c.name === state.current ? ' active' : ''}${c.muted ? ' muted' : ''}${c.unread ? ' unread' : ''}"
            data-channel="${esc(c.name)}" data-private="${c.private}">
      <sl-icon name="${c.private ? 'lock' : 'hash'}"></sl-icon>
      <span class="name">${esc(c.name)}</span>
      ${c.muted ? '<sl-icon class="muted-icon" name="bell-slash" label="muted"></sl-icon>' : ''}
      ${c.unread && !c.muted ? `<sl-badge pill variant="primary" class="unread-badge">${c.unread}</sl-badge>` : ''}
    </button>`).join('');
  $('dm-list').innerHTML = Object.entries(PEOPLE).filter(([k]) => k !== ME).map(([, n]) => `
    <button type="button" class="channel dm" disabled title="Direct messages are turned off in this workspace">
      <sl-avatar initials="${initials(n)}" label="${esc(n)}" style="--size: 20px"></sl-avatar><span class="name">${esc(n)}</span>
    </button>`).join('');
}
$('channel-list').addEventListener('click', e => {
  const b = e.target.closest('.channel');
  if (b) openChannel(b.dataset.channel);
});

function markAllRead() {
  for (let i = 0; i < channels.length; i++) channels[i].unread = 0;
  renderSidebar();
  toast('All channels marked as read');
}
$('list-menu').addEventListener('sl-select', e => {
  const v = e.detail.item.value;
  if (v === 'read-all') markAllRead();
  if (v === 'collapse') toast('Muted channels are already at the bottom of the list');
});

// ------------------------------------------------------------------------------------------ channel
function openChannel(name) {
  const c = byName(name);
  if (!c) return;
  state.current = name;
  state.loading = true;
  c.unread = 0;
  closeMentions();
  renderSidebar();
  renderHeader();
  $('messages').innerHTML = '<div class="loading"><sl-spinner style="font-size: 2rem"></sl-spinner><span>Loading messages…</span></div>';
  const comp = $('composer');
  comp.disabled = true;
  comp.placeholder = 'Loading…';
  clearTimeout(openChannel.timer);
  openChannel.timer = setTimeout(() => {
    state.loading = false;
    renderMessages();
    comp.disabled = false;
    comp.placeholder = 'Message #' + name;
    comp.value = '';
  }, name === 'general' && !openChannel.done ? 1400 : 900);
  openChannel.done = true;
}

function renderHeader() {
  const c = current();
  $('channel-title').innerHTML = `<sl-icon name="${c.private ? 'lock' : 'hash'}"></sl-icon> ${esc(c.name)}`;
  $('channel-topic').textContent = c.topic;
  $('member-count').textContent = c.members.length + ' members';
  $('pin-count').textContent = c.messages.filter(m => m.pinned).length;
  $('muted-tag').hidden = !c.muted;
  $('mute-item').textContent = c.muted ? 'Unmute channel' : 'Mute channel';
}

$('channel-menu').addEventListener('sl-select', e => {
  const c = current();
  switch (e.detail.item.value) {
    case 'details':
      $('details-body').innerHTML = `<p><b>#${esc(c.name)}</b></p><p>${esc(c.topic || 'No topic yet.')}</p>
        <p>${c.members.length} members: ${c.members.map(k => esc(PEOPLE[k])).join(', ')}</p>`;
      $('details-dialog').show();
      break;
    case 'mute-channel':
      c.muted = !c.muted;
      renderSidebar();
      renderHeader();
      toast(c.muted ? `#${c.name} muted` : `#${c.name} unmuted`);
      break;
    case 'leave':
      toast("You can't leave #" + c.name + ': it is a default channel.', 'warning');
      break;
  }
});

// ------------------------------------------------------------------------------------------ messages
function messageHtml(m, index) {
  const mine = m.who === ME;
  const reactions = Object.entries(m.reactions).map(([e, n]) => `<span class="reaction">${e} ${n}</span>`).join('');
  const replies = m.replies.length
    ? `<button type="button" class="reply-count" data-act="thread">${m.replies.length} ${m.replies.length === 1 ? 'reply' : 'replies'}</button>` : '';
  return `
  <article class="msg${m.pinned ? ' is-pinned' : ''}" data-id="${m.id}" data-index="${index}">
    <sl-avatar initials="${initials(PEOPLE[m.who])}" label="${esc(PEOPLE[m.who])}"></sl-avatar>
    <div class="msg-main">
      <div class="msg-meta"><b>${esc(PEOPLE[m.who])}</b> <time>${esc(m.time)}</time>
        ${m.pinned ? '<span class="pinned-flag"><sl-icon name="pin-angle-fill"></sl-icon> Pinned</span>' : ''}</div>
      <div class="msg-text">${renderText(m.text)}${m.edited ? ' <span class="edited">(edited)</span>' : ''}</div>
      ${reactions || replies ? `<div class="msg-foot">${reactions}${replies}</div>` : ''}
    </div>
    <div class="msg-actions" role="toolbar" aria-label="Message actions">
      <sl-icon-button name="emoji-smile" label="Add reaction" data-act="react"></sl-icon-button>
      <sl-icon-button name="chat-left-text" label="Reply in thread" data-act="thread"></sl-icon-button>
      ${mine ? '<sl-icon-button name="pencil" label="Edit message" data-act="edit"></sl-icon-button>' : ''}
      <sl-dropdown hoist placement="bottom-end" class="msg-more">
        <sl-icon-button slot="trigger" name="three-dots-vertical" label="More actions"></sl-icon-button>
        <sl-menu>${menuItems(m)}</sl-menu>
      </sl-dropdown>
    </div>
  </article>`;
}
function menuItems(m) {
  return `<sl-menu-item value="pin">${m.pinned ? 'Unpin from channel' : 'Pin to channel'}</sl-menu-item>
    <sl-menu-item value="thread">Reply in thread</sl-menu-item>
    <sl-menu-item value="copy">Copy link</sl-menu-item>
    ${m.who === ME ? '<sl-divider></sl-divider><sl-menu-item value="delete" class="danger">Delete message</sl-menu-item>' : ''}`;
}

function renderMessages() {
  const c = current();
  const box = $('messages');
  if (!c.messages.length) {
    box.innerHTML = `<div class="empty">This is the very beginning of <b>#${esc(c.name)}</b>. Say hello!</div>`;
  } else {
    // newest first in the DOM: the list is laid out bottom-up (column-reverse) so it sticks to the bottom
    box.innerHTML = c.messages.slice().reverse().map((m, i) => messageHtml(m, i)).join('');
  }
  renderHeader();
}

function findMsg(id) { return current().messages.find(m => m.id === id); }

$('messages').addEventListener('click', e => {
  const el = e.target.closest('[data-act]');
  const art = e.target.closest('.msg');
  if (!el || !art) return;
  const id = Number(art.dataset.id);
  const act = el.dataset.act;
  if (act === 'thread') openThread(id);
  if (act === 'edit') startEdit(id);
  if (act === 'react') react(id, '👍');
});
$('messages').addEventListener('sl-select', e => {
  const art = e.target.closest('.msg');
  if (art) messageAction(e.detail.item.value, Number(art.dataset.id), Number(art.dataset.index));
});
$('messages').addEventListener('sl-show', e => { const a = e.target.closest('.msg'); if (a) a.classList.add('menu-open'); });
$('messages').addEventListener('sl-hide', e => { const a = e.target.closest('.msg'); if (a) a.classList.remove('menu-open'); });

function messageAction(action, id, index) {
  const m = findMsg(id);
  if (!m) return;
  if (action === 'pin') {
    m.pinned = !m.pinned;
    renderMessages();
    toast(m.pinned ? 'Pinned to #' + state.current : 'Unpinned');
  } else if (action === 'thread') {
    openThread(id);
  } else if (action === 'copy') {
    toast('Link copied');
  } else if (action === 'delete') {
    state.deleteTarget = { id, index };
    $('delete-preview').textContent = m.text;
    $('delete-dialog').show();
  }
}

function react(id, emoji) {
  const m = findMsg(id);
  m.reactions[emoji] = (m.reactions[emoji] || 0) + 1;
  renderMessages();
}

// right-click on a message opens the same actions as "More actions"
$('messages').addEventListener('contextmenu', e => {
  const art = e.target.closest('.msg');
  if (!art) return;
  e.preventDefault();
  const m = findMsg(Number(art.dataset.id));
  const menu = $('ctx-menu');
  $('ctx-menu-items').innerHTML = menuItems(m);
  menu.dataset.id = art.dataset.id;
  menu.dataset.index = art.dataset.index;
  menu.style.left = Math.min(e.clientX, innerWidth - 220) + 'px';
  menu.style.top = Math.min(e.clientY, innerHeight - 200) + 'px';
  menu.hidden = false;
});
$('ctx-menu-items').addEventListener('sl-select', e => {
  const menu = $('ctx-menu');
  menu.hidden = true;
  messageAction(e.detail.item.value, Number(menu.dataset.id), Number(menu.dataset.index));
});
document.addEventListener('click', e => { if (!e.target.closest('#ctx-menu')) $('ctx-menu').hidden = true; });

$('del-cancel').addEventListener('click', () => $('delete-dialog').hide());
$('del-confirm').addEventListener('click', () => {
  const t = state.deleteTarget;
  if (!t) return;
  current().messages.splice(t.index, 1);
  state.deleteTarget = null;
  $('delete-dialog').hide();
  renderMessages();
  toast('Message deleted');
});

// inline editing of one's own messages
async function startEdit(id) {
  const m = findMsg(id);
  const art = document.querySelector(`.msg[data-id="${id}"]`);
  if (!m || !art) return;
  state.editingId = id;
  const text = art.querySelector('.msg-text');
  text.innerHTML = '<sl-textarea class="edit-box" rows="1" resize="auto" aria-label="Edit message text"></sl-textarea>' +
    '<div class="edit-hint">Enter to save · Esc to cancel</div>';
  const box = text.querySelector('sl-textarea');
  box.value = m.text;
  await customElements.whenDefined('sl-textarea');
  await box.updateComplete;
  box.focus();
  box.setSelectionRange(m.text.length, m.text.length);
  box.addEventListener('keydown', e => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      const v = box.value.trim();
      if (v && v !== m.text) { m.text = v; m.edited = true; }
      state.editingId = null;
      renderMessages();
    } else if (e.key === 'Escape') {
      e.stopPropagation();
      state.editingId = null;
      renderMessages();
    }
  });
}

// ------------------------------------------------------------------------------------------ composer
const composer = $('composer');
function send() {
  const text = composer.value.trim();
  if (!text || state.loading) return;
  current().messages.push(msg(ME, nowTime(), text));
  composer.value = '';
  closeMentions();
  renderMessages();
}
$('send-btn').addEventListener('click', send);
composer.addEventListener('keydown', e => {
  if (state.mention && ['ArrowDown', 'ArrowUp', 'Enter', 'Tab', 'Escape'].includes(e.key)) {
    e.preventDefault();
    const opts = state.mention.options;
    if (e.key === 'ArrowDown') state.mention.active = (state.mention.active + 1) % opts.length;
    if (e.key === 'ArrowUp') state.mention.active = (state.mention.active - 1 + opts.length) % opts.length;
    if (e.key === 'Enter' || e.key === 'Tab') pickMention(opts[state.mention.active]);
    if (e.key === 'Escape') closeMentions();
    else renderMentions();
    return;
  }
  if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); send(); }
});
composer.addEventListener('sl-input', () => {
  const ta = composer.input;
  const before = composer.value.slice(0, ta ? ta.selectionStart : composer.value.length);
  const m = before.match(/(^|\s)@([\p{L}]*)$/u);
  if (!m) { closeMentions(); return; }
  const q = m[2].toLowerCase();
  const options = Object.entries(PEOPLE).filter(([k, n]) => k !== ME && n.toLowerCase().split(' ').some(p => p.startsWith(q)))
    .map(([k]) => k);
  if (!options.length) { closeMentions(); return; }
  state.mention = { start: before.length - m[2].length - 1, end: before.length, options, active: 0 };
  renderMentions();
});
function renderMentions() {
  const menu = $('mention-menu');
  menu.innerHTML = state.mention.options.map((k, i) => `
    <div role="option" class="mention-opt${i === state.mention.active ? ' active' : ''}" aria-selected="${i === state.mention.active}" data-key="${k}">
      <sl-avatar initials="${initials(PEOPLE[k])}" aria-hidden="true" style="--size: 22px"></sl-avatar> ${esc(PEOPLE[k])}</div>`).join('');
  menu.hidden = false;
}
function closeMentions() { state.mention = null; $('mention-menu').hidden = true; }
function pickMention(key) {
  const { start, end } = state.mention;
  const v = composer.value;
  const insert = '@' + PEOPLE[key] + ' ';
  composer.value = v.slice(0, start) + insert + v.slice(end);
  closeMentions();
  composer.focus();
  const pos = start + insert.length;
  composer.setSelectionRange(pos, pos);
}
$('mention-menu').addEventListener('mousedown', e => e.preventDefault()); // keep focus in the composer
$('mention-menu').addEventListener('click', e => {
  const o = e.target.closest('.mention-opt');
  if (o && state.mention) pickMention(o.dataset.key);
});

// ------------------------------------------------------------------------------------------ thread
function openThread(id) {
  state.threadId = id;
  renderThread();
  $('reply-input').value = '';
  $('thread').show();
}
function renderThread() {
  const parent = findMsg(state.threadId);
  if (!parent) return;
  $('thread-body').innerHTML = `
    <div class="thread-parent"><b>${esc(PEOPLE[parent.who])}</b> <time>${esc(parent.time)}</time><div>${renderText(parent.text)}</div></div>
    <div class="thread-count">${parent.replies.length} ${parent.replies.length === 1 ? 'reply' : 'replies'}</div>
    ${parent.replies.map(r => `<div class="thread-reply"><b>${esc(PEOPLE[r.who])}</b> <time>${esc(r.time)}</time><div>${renderText(r.text)}</div></div>`).join('')}`;
}
function sendReply() {
  const text = $('reply-input').value.trim();
  if (!text) return;
  const parent = current().messages.find(m => m.id = state.threadId);
  parent.replies.push({ who: ME, time: nowTime(), text });
  $('reply-input').value = '';
  renderThread();
  renderMessages();
}
$('reply-send').addEventListener('click', sendReply);
$('reply-input').addEventListener('keydown', e => { if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); sendReply(); } });

// ------------------------------------------------------------------------------------------ pins
$('pins-btn').addEventListener('click', () => {
  const pins = current().messages.filter(m => m.pinned);
  $('pins-list').innerHTML = pins.length
    ? pins.map(m => `<div class="pin"><b>${esc(PEOPLE[m.who])}</b> <time>${esc(m.time)}</time><div>${renderText(m.text)}</div></div>`).join('')
    : '<p>Nothing is pinned in this channel yet. Pin a message from its “More actions” menu.</p>';
  $('pins-dialog').show();
});

// ------------------------------------------------------------------------------------------ create channel
const NAME_RE = /^[a-z][a-z-]*$/;
function ccValid() {
  const name = $('cc-name').value.trim();
  const okName = NAME_RE.test(name) && name.length <= 40 && !byName(name);
  $('cc-error').hidden = !name || okName;
  if (name && byName(name)) $('cc-error').textContent = 'A channel with that name already exists.';
  else $('cc-error').textContent = 'Use lowercase letters, numbers and dashes.';
  const okMembers = !$('cc-private').checked || $('cc-members').value.length > 0;
  $('cc-create').disabled = !(okName && okMembers);
}
$('new-channel-btn').addEventListener('click', () => {
  $('create-form').reset();
  $('cc-name').value = '';
  $('cc-topic').value = '';
  $('cc-private').checked = false;
  $('cc-members').value = [];
  $('cc-members-wrap').hidden = true;
  $('cc-error').hidden = true;
  $('cc-create').disabled = true;
  $('create-dialog').show();
});
$('cc-name').addEventListener('sl-input', ccValid);
$('cc-members').addEventListener('sl-change', ccValid);
$('cc-private').addEventListener('sl-change', () => { $('cc-members-wrap').hidden = !$('cc-private').checked; ccValid(); });
$('cc-cancel').addEventListener('click', () => $('create-dialog').hide());
$('cc-create').addEventListener('click', () => {
  ccValid();
  if ($('cc-create').disabled) return;
  const name = $('cc-name').value.trim();
  const priv = $('cc-private').checked;
  const c = { name, topic: $('cc-topic').value.trim(), unread: 0, muted: false, private: priv,
              members: priv ? [ME, ...$('cc-members').value] : Object.keys(PEOPLE), messages: [] };
  channels.push(c);
  channels.sort((a, b) => a.name.localeCompare(b.name));
  $('create-dialog').hide();
  toast(`#${name} created`, 'success');
  openChannel(name);
});
$('cc-members').innerHTML = Object.entries(PEOPLE).filter(([k]) => k !== ME)
  .map(([k, n]) => `<sl-option value="${k}">${esc(n)}</sl-option>`).join('');

// ------------------------------------------------------------------------------------------ quick switcher
function renderJump() {
  const q = $('jump-input').value.trim().toLowerCase().replace(/^#/, '');
  const hits = channels.filter(c => c.name.includes(q)).slice(0, 8);
  state.jumpHits = hits;
  $('jump-list').innerHTML = hits.map((c, i) => `
    <div role="option" class="jump-opt${i === 0 ? ' active' : ''}" aria-selected="${i === 0}" data-channel="${esc(c.name)}">
      <sl-icon name="${c.private ? 'lock' : 'hash'}"></sl-icon> ${esc(c.name)}</div>`).join('') || '<div class="empty">No channels match.</div>';
}
async function openJump() {
  await customElements.whenDefined('sl-dialog');
  $('jump-input').value = '';
  renderJump();
  $('jump-dialog').show();
}
$('jump-dialog').addEventListener('sl-initial-focus', e => { e.preventDefault(); $('jump-input').focus(); });
$('jump-input').addEventListener('sl-input', renderJump);
$('jump-input').addEventListener('keydown', e => {
  if (e.key === 'Enter' && state.jumpHits && state.jumpHits.length) {
    e.preventDefault();
    const name = state.jumpHits[0].name;
    $('jump-dialog').hide();
    openChannel(name);
  }
});
$('jump-list').addEventListener('click', e => {
  const o = e.target.closest('.jump-opt');
  if (o) { $('jump-dialog').hide(); openChannel(o.dataset.channel); }
});
$('jump-btn').addEventListener('click', openJump);
document.addEventListener('keydown', e => {
  if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') { e.preventDefault(); openJump(); }
});

// ------------------------------------------------------------------------------------------ start
renderSidebar();
openChannel('general');
