/* Deskly: a small support-ticket desk. State lives in localStorage; the "server" is a set of timers. */
const { createApp } = Vue;

const STORE = 'hd3.tickets';
const PREFS = 'hd3.prefs';
const CONSENT = 'hd3.consent';
const PAGE_SIZE = 10;

const AGENTS = [
  { id: 'me', name: 'Alex Morgan' },
  { id: 'priya', name: 'Priya Shah' },
  { id: 'jonas', name: 'Jonas Weber' },
];

const PRIORITIES = [
  { value: 'low', text: 'Low' },
  { value: 'normal', text: 'Normal' },
  { value: 'high', text: 'High' },
  { value: 'urgent', text: 'Urgent' },
];

const TAGS = ['billing', 'hardware', 'network', 'access', 'email', 'mobile', 'printing', 'bug'];

const MACROS = [
  { name: 'Password reset instructions', text: 'You can reset your password at https://id.deskly.example/reset. The link is valid for 30 minutes.' },
  { name: 'Ask for a screenshot', text: 'Could you send us a screenshot of the error message? That helps us find the cause faster.' },
  { name: 'Closing: no reply', text: 'We have not heard back from you, so we are closing this ticket. Reply any time to reopen it.' },
];

// id, subject, requester, email, priority, status, assignee, tags
const SEED = [
  [1027, 'Invoice PDF shows wrong VAT number', 'Lena Fischer', 'lena.fischer@brightside.de', 'high', 'open', '', ['billing']],
  [1026, 'Cannot export report to Excel', 'Tom Becker', 'tom.becker@nordlicht.io', 'normal', 'open', '', ['bug']],
  [1025, 'VPN drops every hour', 'Aisha Khan', 'aisha.khan@meridian.co.uk', 'high', 'open', 'priya', ['network']],
  [1024, 'Request: add new user for Finance team', 'Marco Rossi', 'marco.rossi@fontana.it', 'low', 'open', '', ['access']],
  [1023, 'Printer on 3rd floor jams', 'Olivia Brown', 'olivia.brown@harbor.com', 'normal', 'open', '', ['printing', 'hardware']],
  [1022, 'Two-factor codes not arriving by SMS', 'Daniel Kim', 'daniel.kim@lumen.kr', 'urgent', 'open', 'priya', ['access', 'mobile']],
  [1021, 'Projector in room B2 flickers', 'Sara Nilsson', 'sara.nilsson@fjord.se', 'low', 'open', '', ['hardware']],
  [1020, 'Password reset link expired', 'Ben Carter', 'ben.carter@oakridge.com', 'normal', 'open', '', ['access']],
  [1019, 'Laptop battery drains overnight', 'Chloé Martin', 'chloe.martin@atelier.fr', 'normal', 'open', 'jonas', ['hardware']],
  [1018, 'Calendar invites arrive twice', 'Hugo Silva', 'hugo.silva@maresia.pt', 'low', 'open', '', ['email']],
  [1017, 'Dashboard loads very slowly', 'Emma Wilson', 'emma.wilson@copperleaf.com', 'high', 'open', 'jonas', ['bug']],
  [1016, 'Refund for duplicate charge', 'Liam Murphy', 'liam.murphy@cliffside.ie', 'normal', 'pending', 'me', ['billing']],
  [1015, 'Mobile app crashes on login', 'Noah Schmidt', 'noah.schmidt@alpenblick.at', 'normal', 'open', '', ['mobile', 'bug']],
  [1014, 'Wi-Fi guest network password', 'Mia Jensen', 'mia.jensen@havn.dk', 'low', 'open', '', ['network']],
  [1013, 'Change billing address', 'Lucas Dubois', 'lucas.dubois@pontneuf.fr', 'low', 'solved', 'priya', ['billing']],
  [1012, 'Webhook deliveries failing with 401', 'Yuki Tanaka', 'yuki.tanaka@sakura.jp', 'high', 'open', 'me', ['bug']],
  [1011, 'Need access to shared drive', 'Ava Thompson', 'ava.thompson@redwood.com', 'normal', 'open', '', ['access']],
  [1010, 'Contract renewal question', 'Oscar Lindqvist', 'oscar.lindqvist@norrsken.se', 'normal', 'pending', 'jonas', ['billing']],
  [1009, 'Keyboard missing keys', 'Isla Campbell', 'isla.campbell@thistle.scot', 'low', 'open', '', ['hardware']],
  [1008, 'License key not accepted', 'Felix Wagner', 'felix.wagner@bergwerk.de', 'normal', 'solved', 'me', ['access']],
  [1007, 'Email signature images broken', 'Grace Lee', 'grace.lee@pinecrest.com', 'normal', 'open', '', ['email']],
  [1006, 'Cancel subscription', 'Ethan Clarke', 'ethan.clarke@millbrook.co.uk', 'low', 'solved', 'priya', ['billing']],
  [1005, 'Shared mailbox missing in Outlook', 'Sofia Romano', 'sofia.romano@vesuvio.it', 'normal', 'open', '', ['email']],
  [1004, 'Monitor flickers after update', 'Jack Wright', 'jack.wright@stonebridge.com', 'low', 'open', '', ['hardware']],
  [1003, 'Data export for audit', 'Hannah Müller', 'hannah.mueller@rheintal.de', 'normal', 'pending', 'jonas', []],
  [1002, 'Slow Wi-Fi in meeting rooms', 'Leo Martins', 'leo.martins@atlantico.pt', 'low', 'solved', 'jonas', ['network']],
  [1001, 'Cannot log in after password change', 'Peter Novak', 'peter.novak@vltava.cz', 'high', 'open', '', ['access']],
];

function seed() {
  return SEED.map(([id, subject, requester, email, priority, status, assignee, tags], i) => ({
    id, subject, requester, email, priority, status, assignee, tags,
    messages: [{ author: requester, at: `Mar ${3 + (i % 7)}, 09:${String(10 + i).padStart(2, '0')}`, internal: false,
      body: `Hello, ${subject.charAt(0).toLowerCase() + subject.slice(1)}. Can you help? Thanks, ${requester.split(' ')[0]}` }],
  }));
}

function load(key, fallback) {
  try { const v = JSON.parse(localStorage.getItem(key)); return v == null ? fallback() : v; } catch { return fallback(); }
}

const VIEWS = [
  { key: 'open', label: 'All open', test: t => t.status === 'open' },
  { key: 'unassigned', label: 'Unassigned', test: t => t.status === 'open' && !t.assignee },
  { key: 'mine', label: 'Assigned to me', test: t => t.status !== 'solved' && t.assignee === 'me' },
  { key: 'pending', label: 'Pending', test: t => t.status === 'pending' },
  { key: 'solved', label: 'Solved', test: t => t.status === 'solved' },
  { key: 'all', label: 'All tickets', test: () => true },
];

function parseRoute() {
  const h = location.hash.replace(/^#\/?/, '');
  const parts = h.split('/');
  if (parts[0] === 'ticket' && parts[1]) return { name: 'ticket', id: Number(parts[1]) };
  if (parts[0] === 'settings') return { name: 'settings' };
  const view = VIEWS.some(v => v.key === parts[1]) ? parts[1] : 'open';
  return { name: 'tickets', view };
}

const TsSelect = {
  props: { modelValue: [String, Array], options: Array, multiple: Boolean, create: Boolean, id: String, placeholder: String },
  emits: ['update:modelValue'],
  template: '<select ref="el" :id="id" :multiple="multiple" :placeholder="placeholder"></select>',
  mounted() {
    const items = this.multiple ? [...(this.modelValue || [])] : [this.modelValue];
    const opts = [...this.options];
    for (const v of items) if (v && !opts.some(o => o.value === v)) opts.push({ value: v, text: v });
    this.ts = new TomSelect(this.$refs.el, {
      options: opts, items, create: this.create, maxItems: this.multiple ? null : 1,
      valueField: 'value', labelField: 'text', searchField: ['text'],
      onChange: v => this.$emit('update:modelValue', this.multiple ? [...v] : v),
    });
  },
  beforeUnmount() { if (this.ts) this.ts.destroy(); },
};

const app = createApp({
  data() {
    return {
      route: parseRoute(),
      tickets: load(STORE, seed),
      prefs: load(PREFS, () => ({ displayName: 'Alex Morgan', timezone: 'Europe/Berlin', signature: 'Alex · Deskly support',
        notifyAssigned: false, dailyDigest: true, desktop: false })),
      consent: localStorage.getItem(CONSENT),
      views: VIEWS,
      agents: AGENTS,
      priorityOptions: PRIORITIES,
      tagOptions: TAGS.map(t => ({ value: t, text: t })),
      macros: MACROS,
      loading: true,
      query: '',
      page: 1,
      selected: [],
      confirmSolve: false,
      ticket: null,
      form: { priority: 'normal', assignee: '', tags: [] },
      mode: 'reply',
      draft: '',
      sending: false,
      prefsDirty: false,
      savingPrefs: false,
      newOpen: false,
      creating: false,
      nt: { email: '', subject: '', priority: 'normal', description: '' },
      touched: { email: false },
      toasts: [],
    };
  },
  computed: {
    currentView() { return VIEWS.find(v => v.key === this.route.view) || VIEWS[0]; },
    filtered() {
      const q = this.query.trim().toLowerCase();
      let rows = this.tickets.filter(this.currentView.test);
      if (q) rows = rows.filter(t => t.subject.includes(q) || t.requester.includes(q) || String(t.id).includes(q));
      return rows.sort((a, b) => b.id - a.id);
    },
    pageCount() { return Math.max(1, Math.floor(this.filtered.length / PAGE_SIZE)); },
    pageRows() { return this.filtered.slice((this.page - 1) * PAGE_SIZE, this.page * PAGE_SIZE); },
    rangeText() {
      const n = this.filtered.length;
      if (!n) return '0 of 0';
      const a = (this.page - 1) * PAGE_SIZE + 1;
      return `${a}–${Math.min(n, a + PAGE_SIZE - 1)} of ${n}`;
    },
    allOnPageSelected() { return this.pageRows.length > 0 && this.pageRows.every(t => this.selected.includes(t.id)); },
    emailValid() { return /^[a-z0-9._-]+@[a-z0-9-]+\.[a-z]{2,6}$/i.test(this.nt.email); },
    newValid() { return this.emailValid && this.nt.subject.trim().length >= 4; },
    propsDirty() {
      const t = this.ticket;
      if (!t) return false;
      return this.form.priority !== t.priority || this.form.assignee !== (t.assignee || '') ||
        JSON.stringify(this.form.tags) !== JSON.stringify(t.tags);
    },
  },
  watch: {
    route: { handler(r) { this.enter(r); }, immediate: false },
  },
  mounted() {
    window.addEventListener('hashchange', () => { this.route = parseRoute(); });
    this.enter(this.route);
  },
  methods: {
    persist() { localStorage.setItem(STORE, JSON.stringify(this.tickets)); },
    enter(r) {
      if (r.name === 'tickets') {
        this.page = 1; this.selected = []; this.query = '';
        this.loading = true;
        clearTimeout(this._lt);
        this._lt = setTimeout(() => { this.loading = false; }, 1400);
      } else if (r.name === 'ticket') {
        this.ticket = null; this.draft = ''; this.mode = 'reply';
        clearTimeout(this._tt);
        this._tt = setTimeout(() => {
          const t = this.tickets.find(x => x.id === r.id);
          if (!t) return;
          this.form = { priority: t.priority, assignee: t.assignee || '', tags: [...t.tags] };
          this.ticket = t;
        }, 900);
      }
    },
    openRow(e, t) {
      if (!e.target.closest('a, button, input, label')) location.hash = `#/ticket/${t.id}`;
    },
    viewCount(key) { return this.tickets.filter(VIEWS.find(v => v.key === key).test).length; },
    go(n) { if (n >= 1 && n <= this.pageCount) this.page = n; },
    toggleAll(on) {
      const ids = this.pageRows.map(t => t.id);
      this.selected = on ? [...new Set([...this.selected, ...ids])] : this.selected.filter(id => !ids.includes(id));
    },
    agentName(id) { if (!id) return '—'; return id === 'me' ? 'You' : (AGENTS.find(a => a.id === id) || {}).name; },
    prioLabel(p) { return (PRIORITIES.find(x => x.value === p) || { text: p }).text; },
    prioClass(p) { return { low: 'text-bg-light', normal: 'text-bg-secondary', high: 'text-bg-warning', urgent: 'text-bg-danger' }[p]; },
    statusLabel(s) { return { open: 'Open', pending: 'Pending', solved: 'Solved' }[s]; },
    statusClass(s) { return { open: 'text-bg-primary', pending: 'text-bg-info', solved: 'text-bg-success' }[s]; },
    toast(text) {
      const t = { id: Math.random(), text };
      this.toasts.push(t);
      setTimeout(() => { this.toasts = this.toasts.filter(x => x !== t); }, 4000);
    },
    setConsent(v) { this.consent = v; localStorage.setItem(CONSENT, v); },
    assignToMe(t) {
      setTimeout(() => { t.assignee = 'me'; this.persist(); this.toast(`#${t.id} assigned to you`); }, 600);
    },
    copyLink(t) { this.toast(`Link to #${t.id} copied`); },
    bulkAssign() {
      for (const t of this.tickets) if (this.selected.includes(t.id)) t.assignee = 'me';
      this.persist(); this.toast(`${this.selected.length} tickets assigned to you`); this.selected = [];
    },
    bulkSolve() {
      const ids = [...this.selected];
      for (const t of this.tickets) if (ids.includes(t.id)) t.status = 'solved';
      this.persist();
      this.confirmSolve = false; this.selected = [];
      this.toast(`${ids.length} tickets marked as solved`);
    },
    applyMacro(m) { this.draft = (this.draft ? this.draft + '\n\n' : '') + m.text; },
    send() {
      const t = this.ticket;
      const body = this.draft.trim();
      this.sending = true;
      setTimeout(() => {
        t.messages.push({ author: 'Alex Morgan', at: 'just now', body, internal: this.mode === 'internal' });
        if (this.mode === 'reply' && t.status === 'open') t.status = 'pending';
        this.persist();
        this.sending = false; this.draft = '';
        this.toast(this.mode === 'note' ? 'Note added' : 'Reply sent');
      }, 1200);
    },
    saveProps() {
      const t = this.ticket, f = this.form;
      Object.assign(t, { assignee: f.assignee, tags: [...f.tags], prio: f.priority });
      this.persist();
      this.form = { priority: t.priority, assignee: t.assignee || '', tags: [...t.tags] };
      this.toast('Ticket updated');
    },
    openNewTicket() {
      this.nt = { email: '', subject: '', priority: 'normal', description: '' };
      this.touched = { email: false };
      this.newOpen = true;
    },
    createTicket() {
      this.creating = true;
      setTimeout(() => {
        const id = Math.max(...this.tickets.map(t => t.id)) + 1;
        const name = this.nt.email.split('@')[0].split(/[._-]/).map(s => s.charAt(0).toUpperCase() + s.slice(1)).join(' ');
        this.tickets.push({ id, subject: this.nt.subject.trim(), requester: name, email: this.nt.email, priority: this.nt.priority,
          status: 'open', assignee: '', tags: [],
          messages: [{ author: name, at: 'just now', internal: false, body: this.nt.description || '(no description)' }] });
        this.persist();
        this.creating = false; this.newOpen = false;
        this.toast(`Ticket #${id} created`);
        location.hash = `#/ticket/${id}`;
      }, 1000);
    },
    savePrefs() {
      this.savingPrefs = true;
      setTimeout(() => {
        localStorage.setItem(PREFS, JSON.stringify(this.prefs));
        this.savingPrefs = false; this.prefsDirty = false;
        this.toast('Preferences saved');
      }, 1000);
    },
  },
});
app.component('ts-select', TsSelect);
app.mount('#app');
