// Fernhill Tool Library: volunteer desk. Alpine.js 3 + Bootstrap 5 (data API for tabs, dropdowns, modals, off-canvas).
const TODAY = '2026-03-12'; // pinned: the desk's "today"
const PAGE = 12;
const MEMBERS_PER_PAGE = 8;
const KEY = { tools: 'fernhill.tools', loans: 'fernhill.loans', members: 'fernhill.members', cookies: 'fernhill.cookies' };

const SEED_TOOLS = [
  ['T-01', 'Hammer drill (Bosch)', 'Power tools'], ['T-02', 'Circular saw', 'Power tools'], ['T-03', 'Jigsaw', 'Power tools'],
  ['T-04', 'Orbital sander', 'Power tools'], ['T-05', 'Hedge trimmer', 'Garden'], ['T-06', 'Lawn aerator', 'Garden'],
  ['T-07', 'Pressure washer', 'Cleaning'], ['T-08', 'Carpet cleaner', 'Cleaning'], ['T-09', 'Wallpaper steamer', 'Decorating'],
  ['T-10', 'Aluminium ladder 3.5 m', 'Access'], ['T-11', 'Step ladder', 'Access'], ['T-12', 'Tile cutter', 'Decorating'],
  ['T-13', 'Cordless drill (Makita)', 'Power tools'], ['T-14', 'Angle grinder', 'Power tools'], ['T-15', 'Electric chainsaw', 'Garden'],
  ['T-16', 'Leaf blower', 'Garden'], ['T-17', 'Wet & dry vacuum', 'Cleaning'], ['T-18', 'Paint sprayer', 'Decorating'],
  ['T-19', 'Stud finder', 'Hand tools'], ['T-20', 'Socket set', 'Hand tools'], ['T-21', 'Spirit level 1.2 m', 'Hand tools'],
  ['T-22', 'Mitre saw', 'Power tools'], ['T-23', 'Sack truck', 'Moving'], ['T-24', 'Furniture dolly', 'Moving'],
].map(([code, name, category]) => ({ code, name, category, status: code === 'T-16' ? 'repair' : 'available' }));

const SEED_MEMBERS = [
  ['M-01', 'Ada Lewis', '07700 900101', 'Individual'], ['M-02', 'Ben Carter', '07700 900145', 'Household'],
  ['M-03', 'Chloe Dubois', '07700 900162', 'Individual'], ['M-04', 'Dev Patel', '07700 900177', 'Household'],
  ['M-05', 'Ellie Fraser', '07700 900203', 'Individual'], ['M-06', 'Grace Obi', '07700 900219', 'Individual'],
  ['M-07', 'Hugo Brandt', '07700 900236', 'Community group'], ['M-08', 'Isla Moreno', '07700 900248', 'Individual'],
  ['M-09', 'Jonah Webb', '07700 900251', 'Household'], ['M-10', 'Kofi Mensah', '07700 900274', 'Individual'],
  ['M-11', 'Lucy Tran', '07700 900289', 'Individual'], ['M-12', 'Priya Shah', '07700 900296', 'Household'],
  ['M-13', 'Sam Reid', '07700 900305', 'Individual'], ['M-14', 'Tom Okafor', '07700 900318', 'Individual'],
].map(([id, name, phone, type]) => ({ id, name, phone, type, email: name.toLowerCase().replace(' ', '.') + '@example.org' }));

const SEED_LOANS = [
  { id: 'L-101', tool: 'T-04', member: 'M-06', out: '2026-03-02', due: '2026-03-09', deposit: 10, renewals: 0 },
  { id: 'L-102', tool: 'T-05', member: 'M-14', out: '2026-03-09', due: '2026-03-16', deposit: 10, renewals: 0 },
  { id: 'L-103', tool: 'T-07', member: 'M-12', out: '2026-03-05', due: '2026-03-12', deposit: 25, renewals: 0 },
  { id: 'L-104', tool: 'T-12', member: 'M-13', out: '2026-02-26', due: '2026-03-05', deposit: 0, renewals: 0 },
  { id: 'L-105', tool: 'T-15', member: 'M-01', out: '2026-03-06', due: '2026-03-20', deposit: 25, renewals: 1 },
  { id: 'L-106', tool: 'T-18', member: 'M-07', out: '2026-03-04', due: '2026-03-11', deposit: 10, renewals: 0 },
];
const SEED_HISTORY = {
  'T-09': ['Ellie Fraser, 3–10 Feb 2026 (good)', 'Dev Patel, 12–19 Jan 2026 (worn)'],
  'T-05': ['Kofi Mensah, 14–21 Feb 2026 (good)'],
  'T-01': ['Jonah Webb, 1–8 Mar 2026 (good)'],
};

function addDays(iso, n) {
  const d = new Date(iso + 'T12:00:00Z');
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
function load(key, seed) {
  try { const v = JSON.parse(localStorage.getItem(key)); if (v) return v; } catch (e) { /* ignore */ }
  return structuredClone(seed);
}

document.addEventListener('alpine:init', () => {
  Alpine.data('shed', () => ({
    TODAY, PAGE,
    loading: true,
    busy: false,
    tools: [], loans: [], members: [],
    search: '', shown: PAGE, overdueOnly: false,
    lendTool: null, lend: { member: '', dueBack: '', deposit: '10', checked: false },
    returning: null, ret: { condition: '', notes: '' },
    renewLoan: null, retiring: null, retireReason: '', historyTool: null,
    editingPhone: null, phoneDraft: '', memberPageNo: 0,
    mf: { name: '', email: '', phone: '', type: 'Individual', touched: false },
    cookiePrompt: false, toastText: '', undoFn: null,

    init() {
      setTimeout(() => {
        this.tools = load(KEY.tools, SEED_TOOLS);
        this.loans = load(KEY.loans, SEED_LOANS);
        this.members = load(KEY.members, SEED_MEMBERS);
        // keep the statuses in step with the loans (a loan may have been booked in or out at the other desk)
        for (const t of this.tools) {
          if (this.loans.some(l => l.tool === t.code)) t.status = 'loan';
          else if (t.status !== 'repair') t.status = 'available';
        }
        this.loading = false;
      }, 1000);
      setTimeout(() => { this.cookiePrompt = !localStorage.getItem(KEY.cookies); }, 1300);
    },

    saveTools() { localStorage.setItem(KEY.tools, JSON.stringify(this.tools)); },
    saveLoans() { localStorage.setItem(KEY.loans, JSON.stringify(this.loans)); },
    saveMembers() { localStorage.setItem(KEY.members, JSON.stringify(this.members)); },
    cookies(choice) { localStorage.setItem(KEY.cookies, choice); this.cookiePrompt = false; },

    // ---- display helpers
    shortDate(iso) { const [, m, d] = iso.split('-'); return `${Number(d)} ${MONTHS[Number(m) - 1]}`; },
    longDate(iso) { const [y, m, d] = iso.split('-'); return `${Number(d)} ${MONTHS_LONG[Number(m) - 1]} ${y}`; },
    toolName(code) { const t = this.tools.find(x => x.code === code); return t ? t.name : code; },
    memberName(id) { const m = this.members.find(x => x.id === id); return m ? m.name : id; },
    sortedMembers() { return [...this.members].sort((a, b) => a.name.localeCompare(b.name)); },
    activeTools() { return this.tools.filter(t => t.status !== 'retired'); },
    countStatus(s) { return this.tools.filter(t => t.status === s).length; },
    loanFor(t) { return this.loans.find(l => l.tool === t.code); },
    statusText(t) { return { available: 'Available', loan: 'On loan', repair: 'In repair' }[t.status]; },
    badgeClass(t) { return { available: 'text-bg-success', loan: 'text-bg-warning', repair: 'text-bg-secondary' }[t.status]; },
    historyFor(t) { return t ? (SEED_HISTORY[t.code] || []) : []; },

    // ---- catalogue
    filteredTools() {
      const q = this.search.trim().toLowerCase();
      return this.activeTools().filter(t => !q || t.name.toLowerCase().includes(q) || t.category.toLowerCase().includes(q));
    },
    visibleTools() { return this.filteredTools().slice(0, this.shown); },

    // ---- loans
    isOverdue(l) { return l.due <= TODAY; },
    overdueLoans() { return this.loans.filter(l => this.isOverdue(l)); },
    visibleLoans() {
      const list = this.overdueOnly ? this.overdueLoans() : this.loans;
      return [...list].sort((a, b) => a.due.localeCompare(b.due));
    },
    openLend(t) {
      this.lendTool = t;
      this.lend = { member: '', dueBack: addDays(TODAY, 7), deposit: '10', checked: false };
    },
    saveLend() {
      const f = this.lend, tool = this.lendTool;
      this.busy = true;
      setTimeout(() => {
        const n = Math.max(...this.loans.map(l => Number(l.id.slice(2))), 106) + 1;
        this.loans.push({
          id: 'L-' + n, tool: tool.code, member: f.member, out: TODAY,
          due: f.due || addDays(TODAY, 7),
          deposit: Number(f.deposit), renewals: 0,
        });
        tool.status = 'loan';
        this.saveLoans(); this.saveTools();
        this.busy = false;
        bootstrap.Offcanvas.getInstance(document.getElementById('lendPanel')).hide();
        this.toast(`${tool.name} lent to ${this.memberName(f.member)}.`);
      }, 600);
    },
    renewedDue(l) { return addDays(l.due < TODAY ? TODAY : l.due, 7); },
    saveRenew() {
      const l = this.renewLoan;
      l.due = this.renewedDue(l);
      l.renewals = (l.renewals || 0) + 1;
      this.saveLoans();
      this.toast(`${this.toolName(l.tool)} renewed until ${this.shortDate(l.due)}.`);
    },
    openReturn(l) { this.returning = l; this.ret = { condition: '', notes: '' }; },
    saveReturn() {
      const l = this.returning, ret = this.ret;
      const tool = this.tools.find(t => t.code === l.tool);
      const before = tool.status;
      tool.status = ret.condition === 'damage' ? 'repair' : 'available';
      tool.lastCondition = ret.condition;
      tool.damage = ret.condition === 'damaged' ? ret.notes.trim() : '';
      this.loans = this.loans.filter(x => x.id !== l.id);
      this.saveLoans(); this.saveTools();
      bootstrap.Modal.getInstance(document.getElementById('returnModal')).hide();
      this.toast(`${tool.name} returned by ${this.memberName(l.member)}.`, () => {
        tool.status = before;
        this.loans.push(l);
        this.saveLoans(); this.saveTools();
      });
    },

    // ---- retire
    openRetire(t) { this.retiring = t; this.retireReason = ''; },
    saveRetire() {
      const tool = this.retiring;
      tool.status = 'retired';
      this.saveTools();
      this.toast(`${tool.name} retired (${this.retireReason.toLowerCase()}).`);
    },

    // ---- members
    memberPages() { return Math.max(1, Math.ceil(this.members.length / MEMBERS_PER_PAGE)); },
    memberPage() {
      const s = this.memberPageNo * MEMBERS_PER_PAGE;
      return this.sortedMembers().slice(s, s + MEMBERS_PER_PAGE);
    },
    startPhone(m) { this.phoneDraft = m.phone; this.editingPhone = m.id; },
    savePhone(m) {
      m.phone = this.phoneDraft.trim();
      this.editingPhone = null;
      this.saveMembers();
      this.toast(`Phone number updated for ${m.name}.`);
    },
    openMember() { this.mf = { name: '', email: '', phone: '', type: 'Individual', touched: false }; },
    emailOk() { return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(this.mf.email.trim()); },
    saveMember() {
      const f = this.mf;
      const n = Math.max(...this.members.map(m => Number(m.id.slice(2)))) + 1;
      this.members.push({
        id: 'M-' + String(n).padStart(2, '0'), name: f.name.trim(), email: f.email.trim(),
        phone: f.phone.trim() || '—', type: f.kind || 'Individual',
      });
      this.saveMembers();
      this.toast(`${f.name.trim()} joined the library.`);
    },

    // ---- toast
    toast(text, undoFn = null) {
      this.toastText = text;
      this.undoFn = undoFn;
      bootstrap.Toast.getOrCreateInstance(document.getElementById('toast'), { delay: 6000 }).show();
    },
    undo() {
      if (this.undoFn) this.undoFn();
      this.undoFn = null;
      bootstrap.Toast.getInstance(document.getElementById('toast')).hide();
    },
  }));
});
