// Teamchat: Vue 3 (global build, in-DOM template). State in localStorage, "server" latency faked with timers.
const KEY = 'chat.state';
const EMOJI = { 'thumbs up': '👍', 'heart': '❤️', 'laughing': '😄', 'eyes': '👀' };
const ROW = 32;

const FIRST = ['Aaron', 'Bea', 'Carlos', 'Dana', 'Eli', 'Fatima', 'Gus', 'Hana', 'Ivan', 'Jade', 'Kofi', 'Lena', 'Mateo', 'Nia', 'Omar', 'Priya', 'Quinn', 'Rosa', 'Sami', 'Theo'];
const LAST = ['Abbott', 'Baker', 'Cho', 'Diaz', 'Evans', 'Fox', 'Grant', 'Hill', 'Ito', 'Jones', 'Khan', 'Lopez', 'Moreau', 'Novak', 'Ortiz', 'Park', 'Reyes', 'Silva', 'Tan', 'Weber'];
const MEMBERS = [];
FIRST.forEach(f => LAST.forEach(l => MEMBERS.push(`${f} ${l}`)));
MEMBERS.sort();
MEMBERS.push('Zoe Park');

let nextId = 1000;
function m(author, text, time, extra = {}) { return { id: nextId++, author, text, time, reactions: {}, replies: [], edited: false, ...extra }; }
function seed() {
  const ann = [];
  for (let i = 1; i <= 60; i++) ann.push(m('Rosa Silva', i === 1 ? 'Kickoff notes are in the wiki' : `Weekly update #${i}: all systems normal`, `Jan ${1 + (i % 28)}`));
  return {
    me: { name: 'Alex Kim', status: 'active', dnd: false },
    channels: [{ id: 'general' }, { id: 'design' }, { id: 'random' }, { id: 'announcements' }],
    dms: [],
    messages: {
      general: [m('Dana Cho', 'Welcome to the new workspace!', '9:02 AM'), m('Omar Khan', 'Lunch at noon?', '9:15 AM'),
                m('me', 'Morning all', '9:20 AM'), m('Priya Hill', 'Standup in 10', '9:50 AM')],
      design: [m('Dana Cho', 'Budget sheet v3 is up', '8:40 AM'), m('Theo Weber', 'New icons landed', '10:05 AM')],
      random: [m('Gus Fox', 'Who took my stapler', '11:11 AM')],
      announcements: ann,
    },
    pins: [], muted: [], scheduled: [],
  };
}
function load() { try { return JSON.parse(localStorage.getItem(KEY)) || seed(); } catch (e) { return seed(); } }
const slug = s => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function parseRoute() {
  const h = location.hash.replace(/^#\/?/, '');
  const [view, id] = h.split('/');
  if (view === 'scheduled') return { view: 'scheduled' };
  if (view === 'dm' && id) return { view: 'dm', id };
  return { view: 'channel', id: id || 'general' };
}

Vue.createApp({
  data() {
    const state = load();
    nextId = 1000 + Object.values(state.messages).reduce((n, l) => n + l.length + l.reduce((k, x) => k + x.replies.length, 0), 0) + 100;
    return {
      state, route: parseRoute(), EMOJI, ROW, MEMBERS,
      draft: '', query: '', searchedFor: '', results: [], panel: 'Pinned', thread: null, replyDraft: '',
      picker: null, chanMenu: null, statusOpen: false, schedOpen: false, dialog: null, setTab: 'General',
      nameDraft: '', newChan: '', editingId: null, editText: '', toastMsg: '', shownCount: {}, profile: null, memberTop: 0,
    };
  },
  computed: {
    key() { return this.route.view === 'dm' ? 'dm:' + this.route.id : this.route.id; },
    msgs() { return this.state.messages[this.key] || []; },
    limit() { return this.shownCount[this.key] || 20; },
    shownMsgs() { return this.msgs.slice(Math.max(0, this.msgs.length - this.limit)); },
    hasOlder() { return this.msgs.length > this.limit; },
    dmName() { const d = this.state.dms.find(x => x.id === this.route.id); return d ? d.name : this.route.id; },
    memberStart() { return Math.max(0, Math.floor(this.memberTop / ROW) - 4); },
    visibleMembers() { return MEMBERS.slice(this.memberStart, this.memberStart + 26); },
    chanValid() { return /^[a-z-]{2,24}$/.test(this.newChan) && !this.state.channels.some(c => c.id === this.newChan); },
    scheduledList() { return this.state.scheduledMessages || []; },
  },
  watch: {
    state: { deep: true, handler(v) { localStorage.setItem(KEY, JSON.stringify(v)); } },
    key() { this.scrollDown(); },
  },
  mounted() {
    window.addEventListener('hashchange', () => { this.route = parseRoute(); });
    this.scrollDown();
  },
  methods: {
    scrollDown() { this.$nextTick(() => { const l = this.$refs.list; if (l) l.scrollTop = l.scrollHeight; }); },
    authorName(x) { return x.author === 'me' ? this.state.me.name : x.author; },
    toast(msg) { this.toastMsg = msg; clearTimeout(this._t); this._t = setTimeout(() => { this.toastMsg = ''; }, 2000); },
    closeMenus() { this.picker = null; this.chanMenu = null; this.statusOpen = false; this.schedOpen = false; },
    list(key) { if (!this.state.messages[key]) this.state.messages[key] = []; return this.state.messages[key]; },
    send() {
      const text = this.draft.trim();
      if (!text) return;
      this.draft = '';
      const key = this.key;
      // the server echoes the message back after a moment; nothing is shown meanwhile
      setTimeout(() => { this.list(key).push(m('me', text, 'now')); this.scrollDown(); }, 2500);
    },
    editLast(e) {
      if (this.draft) return;
      const mine = this.msgs.filter(x => x.author === 'me');
      const last = mine[mine.length - 1];
      if (!last) return;
      e.preventDefault();
      this.editingId = last.id; this.editText = last.text;
      this.$nextTick(() => { const b = this.$refs.editBox; (Array.isArray(b) ? b[0] : b).focus(); });
    },
    saveEdit(msg) {
      const text = this.editText.trim();
      this.editingId = null;
      if (!text) return;
      setTimeout(() => { msg.text = text; msg.edited = true; }, 2000);
    },
    loadOlder() {
      const key = this.key;
      setTimeout(() => { this.shownCount = { ...this.shownCount, [key]: this.limit + 20 }; }, 1200);
    },
    openPicker(msg, e) {
      const r = e.currentTarget.getBoundingClientRect();
      this.closeMenus();
      this.picker = { msg, x: r.left - 120, y: r.bottom + 4 };
    },
    react(msg, name) {
      const who = msg.reactions[name] || [];
      msg.reactions[name] = who.includes('me') ? who.filter(x => x !== 'me') : [...who, 'me'];
      if (!msg.reactions[name].length) delete msg.reactions[name];
    },
    pin(msg) {
      if (this.state.pins.some(p => p.id === msg.id)) return;
      this.state.pins.push({ id: msg.id, channel: this.route.id, author: this.authorName(msg), text: msg.text });
      this.toast('Pinned to this channel');
    },
    openThread(msg) { this.thread = msg; this.panel = 'Thread'; },
    sendReply() {
      const text = this.replyDraft.trim();
      if (!text || !this.thread) return;
      this.replyDraft = '';
      const thread = this.thread, key = this.key;
      setTimeout(() => { this.list(key).push(m('me', text, 'now')); }, 1500);
    },
    runSearch() {
      const q = this.query.trim().toLowerCase();
      if (!q) return;
      setTimeout(() => {
        const hits = [];
        for (const [key, l] of Object.entries(this.state.messages)) {
          for (const x of l) if (x.text.toLowerCase().includes(q)) hits.push({ channel: key, author: this.authorName(x), text: x.text });
        }
        this.searchedFor = this.query.trim();
        this.results = hits.slice(1, 21);
        this.panel = 'Results';
      }, 1500);
    },
    startDm(name) {
      const id = slug(name);
      if (!this.state.dms.some(d => d.id === id)) this.state.dms.push({ id, name });
      this.profile = null;
      location.hash = '#/dm/' + id;
    },
    openChanMenu(c, e) {
      this.closeMenus();
      this.chanMenu = { c, x: e.clientX, y: e.clientY };
      this.$nextTick(() => { const b = this.$refs.chanMenuEl && this.$refs.chanMenuEl.querySelector('button'); if (b) b.focus(); });
    },
    chanKey(c, e) {
      if (e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10')) {
        e.preventDefault();
        const r = e.currentTarget.getBoundingClientRect();
        this.openChanMenu(c, { clientX: r.left + 40, clientY: r.bottom });
      }
    },
    menuKey(e) {
      const items = [...this.$refs.chanMenuEl.querySelectorAll('button')];
      let i = items.indexOf(document.activeElement);
      if (e.key === 'ArrowDown') { e.preventDefault(); items[(i + 1) % items.length].focus(); }
      else if (e.key === 'ArrowUp') { e.preventDefault(); items[(i - 1 + items.length) % items.length].focus(); }
      else if (e.key === 'Escape') { this.chanMenu = null; }
    },
    markRead() { this.chanMenu = null; },
    toggleMute(c) {
      const i = this.state.muted.indexOf(c.id);
      if (i >= 0) this.state.muted.splice(i, 1); else this.state.muted.push(c.id);
      this.chanMenu = null;
    },
    onStatusMenu(e) {
      const b = e.target.closest('[data-action]');
      if (!b) return;
      const a = b.dataset.action;
      if (a === 'active' || a === 'away') this.state.me.status = a;
      if (a === 'dnd') this.toggleDnd();
      if (a === 'profile') { this.nameDraft = this.state.me.name; this.dialog = 'profile'; }
      this.statusOpen = false;
    },
    toggleDnd() { this.state.me.dnd = !this.state.me.dnd; },
    saveProfile() {
      const name = this.nameDraft.trim();
      this.dialog = null;
      if (!name) return;
      setTimeout(() => { this.state.me.name = name; this.toast('Profile updated'); }, 2000);
    },
    openSettings() { this.closeMenus(); this.setTab = 'General'; this.dialog = 'settings'; },
    openCreate() { this.closeMenus(); this.newChan = ''; this.dialog = 'create'; },
    createChannel() {
      if (!this.chanValid) return;
      this.state.channels.push({ id: this.newChan });
      this.list(this.newChan);
      this.dialog = null;
      location.hash = '#/channel/' + this.newChan;
    },
    schedule(when) {
      const text = this.draft.trim();
      this.schedOpen = false;
      if (!text) return;
      this.state.scheduled.push({ channel: this.route.id, text, when });
      this.draft = '';
      this.toast('Message scheduled');
    },
  },
}).mount('#app');
