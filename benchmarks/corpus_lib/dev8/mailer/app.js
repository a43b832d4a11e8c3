const PAGE_SIZE = 10;
const KEYS = { subscribers: 'postbox.subscribers', campaigns: 'postbox.campaigns' };
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function loadOr(key, fallback) {
  try {
    const v = JSON.parse(localStorage.getItem(key));
    if (Array.isArray(v)) return v;
  } catch (e) { /* fall through */ }
  return JSON.parse(JSON.stringify(fallback));
}

function fmtDateTime(iso) {
  if (!iso) return '—';
  const [d, t] = iso.split('T');
  const [y, m, day] = d.split('-').map(Number);
  return `${day} ${MONTHS[m - 1]} ${y}, ${t}`;
}

function dayLabel(iso) {
  const dt = new Date(iso + 'T12:00:00Z');
  return `${DAYS[dt.getUTCDay()]} ${dt.getUTCDate()} ${MONTHS[dt.getUTCMonth()]}`;
}

document.addEventListener('alpine:init', () => {
  const seed = window.POSTBOX_SEED;

  Alpine.data('postbox', () => ({
    now: new Date(seed.now),
    tab: 'overview',
    lists: seed.lists,
    tags: seed.tags,
    subscribers: loadOr(KEYS.subscribers, seed.subscribers),
    campaigns: loadOr(KEYS.campaigns, seed.campaigns),

    // subscribers
    newOpen: false,
    form: { email: '', name: '' },
    formError: '',
    search: '',
    statusDraft: 'all',
    tagDraft: [],
    applied: { status: 'all', tags: [] },
    page: 1,
    selected: [],
    bulkOpen: false,

    // campaigns
    menuFor: null,
    editing: null,
    schedule: { day: '', time: '09:00' },
    report: null,
    reportTab: 'overview',
    reportLoading: false,

    // dialogs
    confirm: { open: false, title: '', message: '', okLabel: 'OK', danger: false, action: null },
    tagModal: false,
    tagChoice: '',
    deleteModal: false,
    testModal: { open: false, address: 'editor@postbox.test', sending: false, sent: false },
    toast: { show: false, text: '' },

    init() {
      this.initSelects();
    },

    initSelects() {
      const listOptions = this.lists.map(l => ({ value: l.id, text: l.name }));
      const tagOptions = this.tags.map(t => ({ value: t, text: t }));
      this.tsLists = new TomSelect(this.$refs.newLists, {
        options: listOptions, plugins: ['remove_button'], placeholder: 'Choose lists…', maxOptions: null,
      });
      this.tsTagFilter = new TomSelect(this.$refs.tagFilter, {
        options: tagOptions, plugins: ['remove_button'], placeholder: 'Any tag',
        onChange: v => { this.tagDraft = v; },
      });
      this.tsBulkTag = new TomSelect(this.$refs.bulkTag, {
        options: tagOptions, placeholder: 'Choose a tag…', maxItems: 1,
        onChange: v => { this.tagChoice = v; },
      });
    },

    // ------------------------------------------------------------ helpers
    persist() {
      localStorage.setItem(KEYS.subscribers, JSON.stringify(this.subscribers));
      localStorage.setItem(KEYS.campaigns, JSON.stringify(this.campaigns));
    },
    notify(text) {
      this.toast.text = text;
      this.toast.show = true;
      clearTimeout(this.toastTimer);
      this.toastTimer = setTimeout(() => { this.toast.show = false; }, 2500);
    },
    listName(id) {
      return this.lists.find(l => l.id == id)?.name || '';
    },
    listCount(id) {
      return this.subscribers.filter(s => s.status === 'subscribed' && s.lists.includes(id)).length;
    },
    statusClass(s) {
      return { subscribed: 'is-success is-light', unsubscribed: 'is-light', bounced: 'is-danger is-light' }[s];
    },
    campaignClass(s) {
      return { sent: 'is-success is-light', draft: 'is-light', scheduled: 'is-info is-light' }[s];
    },
    fmtDateTime,
    get subscribedCount() {
      return this.subscribers.filter(s => s.status === 'subscribed').length;
    },
    get upcoming() {
      return this.campaigns
        .filter(c => c.status === 'scheduled')
        .sort((a, b) => a.sendAt.localeCompare(b.sendAt));
    },

    // ------------------------------------------------------------ subscribers
    get filteredSubscribers() {
      const q = this.search.trim().toLowerCase();
      const { status, tags } = this.applied;
      return this.subscribers
        .filter(s => !q || s.name.toLowerCase().includes(q) || s.email.includes(q))
        .filter(s => status === 'all' || s.status === status)
        .filter(s => !tags.length || tags.some(t => s.tags.includes(t)))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    get pageCount() {
      return Math.max(1, Math.ceil(this.filteredSubscribers.length / PAGE_SIZE));
    },
    get pageRows() {
      const start = (this.page - 1) * PAGE_SIZE;
      return this.filteredSubscribers.slice(start, start + PAGE_SIZE);
    },
    goPage(n) {
      this.page = Math.min(Math.max(1, n), this.pageCount);
    },
    applyFilters() {
      this.applied = { status: this.statusDraft, tags: [...this.tagDraft] };
      this.page = 1;
    },
    clearFilters() {
      this.statusDraft = 'all';
      this.tsTagFilter.clear();
      this.applyFilters();
    },
    addSubscriber() {
      const email = this.form.email.trim().toLowerCase();
      const name = this.form.name.trim();
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) { this.formError = 'Enter a valid email address.'; return; }
      if (!name) { this.formError = 'Enter a name.'; return; }
      if (this.subscribers.some(s => s.email === email)) { this.formError = 'That address is already on file.'; return; }
      const id = Math.max(...this.subscribers.map(s => s.id)) + 1;
      this.subscribers.push({
        id, name, email, lists: this.tsLists.getValue(), tags: [], status: 'subscribed', joined: seed.now.slice(0, 10),
      });
      this.persist();
      this.form = { email: '', name: '' };
      this.formError = '';
      this.tsLists.clear();
      this.notify(`${name} added`);
    },
    askUnsubscribe(s) {
      this.openConfirm({
        title: `Unsubscribe ${s.name}?`,
        message: `${s.email} will stop receiving all campaigns. They can sign up again later.`,
        okLabel: 'Unsubscribe',
        danger: true,
        action: () => {
          s.status = 'unsubscribed';
          this.persist();
          this.notify('Unsubscribed');
        },
      });
    },
    resubscribe(s) {
      s.status = 'subscribed';
      this.persist();
      this.notify('Subscribed again');
    },
    toggleAll(ev) {
      const ids = this.pageRows.map(s => s.id);
      this.selected = ev.target.checked
        ? [...new Set([...this.selected, ...ids])]
        : this.selected.filter(id => !ids.includes(id));
    },
    openTagModal() {
      this.bulkOpen = false;
      this.tsBulkTag.clear();
      this.tagChoice = '';
      this.tagModal = true;
    },
    addTagToSelected() {
      const tag = this.tagChoice;
      if (!tag) return;
      let n = 0;
      for (const s of this.subscribers) {
        if (this.selected.includes(s.id) && !s.tags.includes(tag)) { s.tags.push(tag); n++; }
      }
      this.persist();
      this.tagModal = false;
      this.notify(`Tag “${tag}” added to ${n} subscriber${n === 1 ? '' : 's'}`);
    },
    openDeleteModal() {
      this.bulkOpen = false;
      this.deleteModal = true;
    },
    deleteSelected() {
      const positions = this.pageRows
        .map((s, i) => (this.selected.includes(s.id) ? i : -1))
        .filter(i => i >= 0);
      for (const i of positions.reverse()) this.subscribers.splice(i, 1);
      const n = positions.length;
      this.selected = [];
      this.deleteModal = false;
      this.persist();
      this.goPage(this.page);
      this.notify(`${n} subscriber${n === 1 ? '' : 's'} deleted`);
    },

    // ------------------------------------------------------------ campaigns
    canUnschedule(c) {
      return c.status === 'scheduled' && c.sendAt > this.now;
    },
    toggleMenu(c) {
      this.menuFor = this.menuFor === c.id ? null : c.id;
    },
    openCampaign(c) {
      this.menuFor = null;
      if (c.status === 'sent') { this.openReport(c); return; }
      this.editing = c;
      this.schedule = { day: '', time: '09:00' };
    },
    get scheduleDays() {
      const out = [];
      const base = new Date(seed.now.slice(0, 10) + 'T12:00:00Z');
      for (let i = 1; i <= 7; i++) {
        const d = new Date(base.getTime() + i * 86400000).toISOString().slice(0, 10);
        out.push({ value: d, label: dayLabel(d) });
      }
      return out;
    },
    get scheduleTimes() {
      return Array.from({ length: 10 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`);
    },
    saveDraft() {
      this.persist();
      this.notify('Draft saved');
    },
    askSchedule() {
      const c = this.editing;
      if (!this.schedule.day) return;
      this.openConfirm({
        title: `Schedule “${c.name}”?`,
        message: `It will go to ${this.listCount(c.listId)} subscribers of ${this.listName(c.listId)} on ${dayLabel(this.schedule.day)} at ${this.schedule.time}.`,
        okLabel: 'Yes, schedule',
        action: () => {
          c.status = 'scheduled';
          c.sendAt = `${this.schedule.day}T${this.schedule.time}`;
          this.persist();
          this.editing = null;
          this.notify('Campaign scheduled');
        },
      });
    },
    unschedule(c) {
      this.menuFor = null;
      c.status = 'draft';
      c.sendAt = null;
      this.persist();
      this.notify('Moved back to drafts');
    },
    duplicate(c) {
      this.menuFor = null;
      const copy = structuredClone(c);
      copy.id = Math.max(...this.campaigns.map(x => x.id)) + 1;
      copy.name = `${c.name} (copy)`;
      copy.status = 'draft';
      copy.sendAt = null;
      copy.stats = null;
      copy.links = [];
      this.campaigns.push(copy);
      this.persist();
      this.notify('Campaign duplicated');
    },
    askDeleteCampaign(c) {
      this.menuFor = null;
      this.openConfirm({
        title: `Delete “${c.name}”?`,
        message: 'The draft and its content will be removed.',
        okLabel: 'Delete draft',
        danger: true,
        action: () => {
          this.campaigns = this.campaigns.filter(x => x.id !== c.id);
          this.persist();
          this.notify('Draft deleted');
        },
      });
    },
    openTest() {
      this.testModal = { open: true, address: 'editor@postbox.test', sending: false, sent: false };
    },
    sendTest() {
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(this.testModal.address)) return;
      this.testModal.sending = true;
      setTimeout(() => {
        this.testModal.sending = false;
        this.testModal.sent = true;
      }, 1500);
    },
    openReport(c) {
      this.menuFor = null;
      this.report = c;
      this.reportTab = 'overview';
      this.reportLoading = true;
      setTimeout(() => { this.reportLoading = false; }, 1200);
    },
    delivered(c) {
      return c.stats.sent - c.stats.bounced;
    },
    openRate(c) {
      return ((c.stats.opens / c.stats.sent) * 100).toFixed(1) + '%';
    },
    clickRate(c) {
      return ((c.stats.clicks / this.delivered(c)) * 100).toFixed(1) + '%';
    },

    // ------------------------------------------------------------ confirm overlay
    openConfirm(opts) {
      this.confirm = { open: true, danger: false, ...opts };
    },
    confirmOk() {
      const action = this.confirm.action;
      this.confirm.open = false;
      if (action) action();
    },
  }));
});
