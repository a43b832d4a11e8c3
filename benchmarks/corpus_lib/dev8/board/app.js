const { createApp, nextTick } = Vue;

const STORAGE_KEY = 'relay.board';
const STORED_FIELDS = ['id', 'title', 'status', 'assignee', 'priority', 'due', 'rank', 'comments'];
const PAGE_SIZE = 8;
const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const seedById = Object.fromEntries(window.RELAY_SEED.map(t => [t.id, t]));

function pick(obj, keys) {
  const out = {};
  for (const k of keys) if (obj[k] !== undefined) out[k] = obj[k];
  return out;
}

function loadTasks() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY));
    if (Array.isArray(saved)) return saved.map(t => ({ ...seedById[t.id], ...t }));
  } catch (e) {
    console.warn('Could not read saved board', e);
  }
  return JSON.parse(JSON.stringify(window.RELAY_SEED));
}

function saveTasks(tasks) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(tasks.map(t => pick(t, STORED_FIELDS))));
}

function blankForm() {
  return { title: '', assignee: '', points: '', priority: 'medium', due: '' };
}

createApp({
  data() {
    return {
      today: window.RELAY_TODAY,
      views: [
        { key: 'board', label: 'Board' },
        { key: 'list', label: 'List' },
        { key: 'backlog', label: 'Backlog' },
        { key: 'team', label: 'Team' },
      ],
      view: 'board',
      members: window.RELAY_MEMBERS,
      columns: [
        { key: 'todo', label: 'To do' },
        { key: 'progress', label: 'In progress' },
        { key: 'review', label: 'Review' },
        { key: 'done', label: 'Done' },
      ],
      priorities: [
        { key: 'high', label: 'High' },
        { key: 'medium', label: 'Medium' },
        { key: 'low', label: 'Low' },
      ],
      pointScale: [1, 2, 3, 5, 8],
      tasks: loadTasks(),
      filterDraft: { assignee: '', priorities: [] },
      filters: { assignee: '', priorities: [] },
      current: null,
      draft: {},
      renaming: false,
      titleDraft: '',
      commentText: '',
      pendingDelete: null,
      form: blankForm(),
      listPage: 1,
      activeIndex: -1,
      teamLoading: false,
      toastText: '',
    };
  },

  computed: {
    boardTasks() {
      return this.tasks.filter(t => t.status !== 'backlog' && this.matchesFilters(t));
    },
    backlogItems() {
      return this.tasks.filter(t => t.status === 'backlog').sort((a, b) => a.rank - b.rank);
    },
    listRows() {
      return this.tasks
        .filter(t => t.status !== 'backlog')
        .sort((a, b) =>
          PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] ||
          (a.due || '9999').localeCompare(b.due || '9999') ||
          a.id.localeCompare(b.id));
    },
    listPageCount() {
      return Math.max(1, Math.ceil(this.listRows.length / PAGE_SIZE));
    },
    pagedRows() {
      const start = (this.listPage - 1) * PAGE_SIZE;
      return this.listRows.slice(start, start + PAGE_SIZE);
    },
    chips() {
      const out = [];
      if (this.filters.assignee) out.push({ key: 'assignee', label: 'Assignee: ' + this.memberName(this.filters.assignee) });
      if (this.filters.priorities.length) {
        const names = this.priorities.filter(p => this.filters.priorities.includes(p.key)).map(p => p.label);
        out.push({ key: 'priority', label: 'Priority: ' + names.join(', ') });
      }
      return out;
    },
    canCreate() {
      const f = this.form;
      const knownAssignee = this.members.some(m => m.name === f.assignee);
      return f.title.trim() !== '' && knownAssignee && Number.isInteger(f.points);
    },
  },

  watch: {
    view(v) {
      if (v === 'team') {
        this.teamLoading = true;
        setTimeout(() => { this.teamLoading = false; }, 1200);
      }
    },
    listPage(n) {
      if (n < 1) this.listPage = 1;
      else if (n > this.listPageCount) this.listPage = this.listPageCount;
    },
  },

  mounted() {
    this.drawer = new bootstrap.Offcanvas(this.$refs.drawer);
    this.deleteModal = new bootstrap.Modal(this.$refs.deleteModal);
    this.newModal = new bootstrap.Modal(this.$refs.newModal);
    this.toast = new bootstrap.Toast(this.$refs.toast, { delay: 2500 });
    this.$refs.drawer.addEventListener('hidden.bs.offcanvas', () => {
      this.current = null;
      this.renaming = false;
    });
    this.$refs.deleteModal.addEventListener('hidden.bs.modal', () => { this.pendingDelete = null; });
  },

  methods: {
    // -- helpers
    fmtDate(iso) {
      if (!iso) return '';
      const [, m, d] = iso.split('-').map(Number);
      return `${d} ${MONTHS[m - 1]}`;
    },
    member(id) { return this.members.find(m => m.id === id); },
    memberName(id) { return this.member(id)?.name || 'Unassigned'; },
    memberColor(id) { return this.member(id)?.color || '#adb5bd'; },
    initials(id) { return this.member(id)?.initials || '?'; },
    prioLabel(p) { return this.priorities.find(x => x.key === p)?.label || p; },
    prioClass(p) { return { high: 'text-bg-danger', medium: 'text-bg-warning', low: 'text-bg-light border' }[p]; },
    statusLabel(s) { return this.columns.find(c => c.key === s)?.label || 'Backlog'; },
    persist() { saveTasks(this.tasks); },
    notify(text) {
      this.toastText = text;
      this.toast.show();
    },
    nextId() {
      const n = Math.max(...this.tasks.map(t => Number(t.id.split('-')[1])));
      return `WEB-${n + 1}`;
    },

    // -- board
    matchesFilters(t) {
      const f = this.filters;
      return (!f.assignee || t.assignee === f.assignee) &&
        (!f.priorities.length || f.priorities.includes(t.priority));
    },
    columnTasks(key) {
      return this.boardTasks
        .filter(t => t.status === key)
        .sort((a, b) => (a.due || '9999').localeCompare(b.due || '9999') || a.id.localeCompare(b.id));
    },
    applyFilters() {
      this.filters = { assignee: this.filterDraft.assignee, priorities: [...this.filterDraft.priorities] };
    },
    resetFilters() {
      this.filterDraft = { assignee: '', priorities: [] };
      this.applyFilters();
    },
    removeChip(key) {
      if (key === 'assignee') this.filterDraft.assignee = '';
      if (key === 'priority') this.filterDraft.priorities = [];
      this.applyFilters();
    },
    onCardClick(ev, t) {
      if (ev.target.closest('.dropdown')) return;
      this.openTask(t);
    },
    moveTask(t, status) {
      t.status = status;
      this.persist();
      this.notify(`Moved to ${this.statusLabel(status)}`);
    },

    // -- details drawer
    openTask(t) {
      this.current = t;
      this.draft = { assignee: t.assignee, priority: t.priority, points: t.points, due: t.due || '' };
      this.renaming = false;
      this.commentText = '';
      this.drawer.show();
    },
    startRename() {
      this.titleDraft = this.current.title;
      this.renaming = true;
      nextTick(() => this.$refs.titleInput?.select());
    },
    commitRename() {
      if (!this.renaming) return;
      this.renaming = false;
      const title = this.titleDraft.trim();
      if (title && title !== this.current.title) {
        this.current.title = title;
        this.persist();
        this.notify('Task renamed');
      }
    },
    saveDetails() {
      Object.assign(this.current, {
        assignee: this.draft.assignee,
        priority: this.draft.priority,
        points: this.draft.points,
        due: this.draft.due || null,
      });
      this.persist();
      this.notify('Changes saved');
    },
    postComment() {
      const text = this.commentText.trim();
      if (!text) return;
      this.current.comments.push({ author: 'ana', at: this.today, text });
      this.commentText = '';
      this.persist();
    },
    askDelete(t) {
      this.pendingDelete = t;
      this.drawer.hide();
      this.deleteModal.show();
    },
    confirmDelete() {
      const id = this.pendingDelete?.id;
      if (id) {
        this.tasks = this.tasks.filter(t => t.id !== id);
        this.persist();
        this.notify('Task deleted');
      }
      this.deleteModal.hide();
    },

    // -- new task
    openNewTask() {
      this.form = blankForm();
      this.newModal.show();
    },
    createTask() {
      if (!this.canCreate) return;
      const f = this.form;
      this.tasks.push({
        id: this.nextId(), title: f.title.trim(), status: 'todo', assignee: f.assignee,
        priority: f.priority, points: f.points, due: f.due || null,
      });
      this.persist();
      this.newModal.hide();
      this.notify('Task created');
    },

    // -- list
    setPriority(t, p) {
      t.priority = p;
      this.persist();
    },

    // -- backlog
    selectBacklog(i) {
      this.activeIndex = i;
      this.$refs.backlog.focus();
    },
    onBacklogKey(e) {
      const items = this.backlogItems;
      if (!items.length) return;
      const i = this.activeIndex;
      if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
        e.preventDefault();
        const j = e.key === 'ArrowUp' ? i - 1 : i + 1;
        if (i < 0) { this.activeIndex = 0; return; }
        if (j < 0 || j >= items.length) return;
        if (e.altKey) {
          const a = items[i], b = items[j];
          [a.rank, b.rank] = [b.rank, a.rank];
          this.persist();
        }
        this.activeIndex = j;
      } else if (e.key === 'Home') {
        this.activeIndex = 0;
      } else if (e.key === 'End') {
        this.activeIndex = items.length - 1;
      }
    },
    moveToBoard() {
      const item = this.tasks[this.activeIndex];
      if (!item) return;
      item.status = 'todo';
      this.activeIndex = -1;
      this.persist();
      this.notify('Moved to the board');
    },

    // -- team
    openTasks(m) {
      return this.tasks.filter(t => t.assignee === m.id && t.status !== 'done');
    },
    openPoints(m) {
      return this.tasks
        .filter(t => t.assignee === m.id && t.status !== 'Done')
        .reduce((sum, t) => sum + t.points, 0);
    },
  },
}).mount('#app');
