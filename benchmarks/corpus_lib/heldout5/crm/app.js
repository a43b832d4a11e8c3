// Dealbook: a small CRM deals board. "Today" is pinned to Monday 2 June 2025.
const TODAY = new Date('2025-06-02T09:00:00');
const PAGE_SIZE = 6;
const STAGES = ['Lead', 'Qualified', 'Proposal', 'Negotiation', 'Won', 'Lost'];
const PIPELINE = ['Lead', 'Qualified', 'Proposal', 'Negotiation']; // Won / Lost are set from the row menu
const OPEN_STAGES = ['Lead', 'Qualified', 'Proposal'];
const OWNERS = ['Priya Nair', 'Marcus Lee', 'Sofia Brandt'];

const SEED = [
  ['Northwind expansion', 'Northwind Traders', 'Priya Nair', 'Negotiation', 120000, '2025-06-27'],
  ['Acme renewal', 'Acme Corp', 'Marcus Lee', 'Proposal', 48000, '2025-06-13'],
  ['Globex pilot', 'Globex', 'Sofia Brandt', 'Qualified', 9800, '2025-07-04'],
  ['Initech licences', 'Initech', 'Priya Nair', 'Lead', 15500, '2025-08-01'],
  ['Umbrella security audit', 'Umbrella Health', 'Marcus Lee', 'Proposal', 32000, '2025-06-20'],
  ['Stark analytics', 'Stark Logistics', 'Sofia Brandt', 'Won', 61000, '2025-05-28'],
  ['Wayne onboarding', 'Wayne Foods', 'Priya Nair', 'Lead', 7200, '2025-07-18'],
  ['Hooli support plan', 'Hooli', 'Marcus Lee', 'Negotiation', 27500, '2025-06-10'],
  ['Vandelay import tool', 'Vandelay Industries', 'Sofia Brandt', 'Qualified', 18400, '2025-07-11'],
  ['Soylent data sync', 'Soylent', 'Priya Nair', 'Qualified', 12000, '2025-05-30'],
  ['Cyberdyne upgrade', 'Cyberdyne', 'Marcus Lee', 'Proposal', 54000, '2025-06-30'],
  ['Tyrell CRM migration', 'Tyrell', 'Sofia Brandt', 'Lead', 23000, '2025-08-15'],
  ['Pied Piper trial', 'Pied Piper', 'Priya Nair', 'Qualified', 4500, '2025-06-06'],
  ['Massive Dynamic rollout', 'Massive Dynamic', 'Marcus Lee', 'Proposal', 86000, '2025-07-25'],
].map(([name, company, owner, stage, value, close], i) => ({ id: 'd' + (101 + i), name, company, owner, stage, value, close }));

const api = {
  list: () => new Promise(r => setTimeout(() => r(JSON.parse(JSON.stringify(SEED))), 1200)),
  create: deal => new Promise(r => setTimeout(() => r({ ...deal, id: 'd' + Date.now() }), 800)),
};

Vue.createApp({
  data: () => ({
    STAGES, PIPELINE, OWNERS, OPEN_STAGES,
    loading: true, deals: [], page: 0, stageFilter: '', sortKey: null, sortDir: 1,
    menu: null, edit: null, stageOpen: false, nd: null, saving: false, confirmDel: null, toast: '',
    newsSeen: localStorage.getItem('dealbook.news') === 'seen',
  }),
  computed: {
    shown() {
      let list = this.deals.filter(d => !this.stageFilter || d.stage === this.stageFilter);
      if (this.sortKey) {
        const k = this.sortKey;
        list = list.slice().sort((a, b) => {
          const va = a[k], vb = b[k];
          return String(va).localeCompare(String(vb)) * this.sortDir;
        });
      }
      return list;
    },
    pages() { return Math.max(1, Math.ceil(this.shown.length / PAGE_SIZE)); },
    pageRows() { return this.shown.slice(this.page * PAGE_SIZE, (this.page + 1) * PAGE_SIZE); },
    openPipeline() { return this.deals.filter(d => d.stage !== 'Won').reduce((s, d) => s + d.value, 0); },
    wonTotal() { return this.deals.filter(d => d.stage === 'Won').reduce((s, d) => s + d.value, 0); },
    editDirty() {
      const e = this.edit;
      return e && (String(e.value) !== String(e.deal.value) || e.stage !== e.deal.stage || e.owner !== e.deal.owner) && +e.value > 0;
    },
    ndValid() { return this.nd && this.nd.name.trim() && /^\d+(\.\d{1,2})?$/.test(this.nd.value.trim()); },
  },
  methods: {
    eur(v) { return '€' + Number(v).toLocaleString('en-US', { maximumFractionDigits: 0 }); },
    fmtDate(s) { return new Date(s + 'T12:00:00').toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }); },
    badge(s) { return { Won: 'text-bg-success', Lost: 'text-bg-secondary', Negotiation: 'text-bg-warning', Proposal: 'text-bg-info' }[s] || 'text-bg-light border'; },
    arrow(k) { return this.sortKey === k ? (this.sortDir > 0 ? '▲' : '▼') : ''; },
    sortBy(k) {
      if (this.sortKey === k) this.sortDir = -this.sortDir;
      else { this.sortKey = k; this.sortDir = k === 'value' ? -1 : 1; }
      this.page = 0;
    },
    flash(m) { this.toast = m; clearTimeout(this._t); this._t = setTimeout(() => { this.toast = ''; }, 2500); },
    setStage(d, s) { d.stage = s; this.menu = null; this.flash(d.name + ' marked ' + s.toLowerCase()); },
    openEdit(d) { this.menu = null; this.stageOpen = false; this.edit = { deal: d, value: String(d.value), stage: d.stage, owner: d.owner }; },
    saveEdit() {
      const d = this.edit.deal, f = this.edit;
      if (f.value !== String(d.value)) d.value = +f.value;
      Object.assign(d, { stage: f.stage, ownerId: f.owner });
      this.edit = null;
      this.flash('Deal updated');
    },
    openNew() { this.nd = { name: '', company: '', value: '', owner: 'Priya Nair' }; },
    async createDeal() {
      this.saving = true;
      const deal = await api.create({
        name: this.nd.name.trim(), company: this.nd.company.trim(), owner: this.nd.owner,
        stage: 'Lead', value: this.nd.value.trim(), close: '2025-08-29',
      });
      this.deals.unshift(deal);
      this.saving = false;
      this.nd = null;
      this.page = 0;
      this.flash('Deal created');
    },
    askDelete(d) { this.menu = null; this.confirmDel = d; },
    doDelete() {
      this.deals = this.deals.filter(x => x.id !== this.confirmDel.id);
      this.confirmDel = null;
      if (this.page >= this.pages) this.page = this.pages - 1;
      this.flash('Deal deleted');
    },
    dismissNews() { localStorage.setItem('dealbook.news', 'seen'); this.newsSeen = true; },
  },
  async mounted() {
    document.addEventListener('click', () => { this.menu = null; });
    this.deals = await api.list();
    this.loading = false;
  },
}).mount('#app');
