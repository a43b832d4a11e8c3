// Kestrel Careers: job listings and a multi-step application. State lives in localStorage; the "API" is timers.
const TODAY = '2025-03-10';
const PAGE = 6;

// as returned by the careers API (salaries come back as strings)
const JOBS = [
  ['senior-data-engineer', 'Senior Data Engineer', 'Engineering', 'Remote (US)', 'remote', '150000', '175000', 'Mar 8'],
  ['product-designer', 'Product Designer', 'Design', 'New York, NY', 'hybrid', '110000', '135000', 'Mar 7'],
  ['frontend-engineer', 'Frontend Engineer', 'Engineering', 'Austin, TX', 'hybrid', '120000', '145000', 'Mar 6'],
  ['customer-success-manager', 'Customer Success Manager', 'Customer Success', 'Denver, CO', 'hybrid', '80000', '95000', 'Mar 5'],
  ['account-executive', 'Account Executive, Mid-Market', 'Sales', 'New York, NY', 'onsite', '90000', '120000', 'Mar 4'],
  ['site-reliability-engineer', 'Site Reliability Engineer', 'Engineering', 'Remote (US)', 'remote', '145000', '170000', 'Mar 3'],
  ['engineering-manager-platform', 'Engineering Manager, Platform', 'Engineering', 'Austin, TX', 'hybrid', '165000', '185000', 'Mar 1'],
  ['content-marketing-lead', 'Content Marketing Lead', 'Marketing', 'Remote (US)', 'remote', '95000', '115000', 'Feb 27'],
  ['technical-support-specialist', 'Technical Support Specialist', 'Customer Success', 'Denver, CO', 'onsite', '55000', '65000', 'Feb 26'],
  ['qa-automation-engineer', 'QA Automation Engineer', 'Engineering', 'Austin, TX', 'onsite', '100000', '120000', 'Feb 25'],
  ['technical-recruiter', 'Technical Recruiter', 'People', 'Remote (US)', 'remote', '85000', '100000', 'Feb 24'],
  ['financial-analyst', 'Financial Analyst', 'Finance', 'New York, NY', 'hybrid', '85000', '98000', 'Feb 21'],
  ['warehouse-operations-lead', 'Warehouse Operations Lead', 'Operations', 'Denver, CO', 'onsite', '62000', '72000', 'Feb 19'],
  ['ux-researcher', 'UX Researcher', 'Design', 'New York, NY', 'hybrid', '105000', '125000', 'Feb 18'],
  ['sales-development-representative', 'Sales Development Representative', 'Sales', 'Austin, TX', 'onsite', '58000', '70000', 'Feb 14'],
  ['office-coordinator', 'Office Coordinator', 'Operations', 'Austin, TX', 'onsite', '50000', '58000', 'Feb 12'],
].map(([slug, title, dept, location, workplace, salaryMin, salaryMax, posted], order) =>
  ({ slug, title, dept, location, workplace, salaryMin, salaryMax, posted, order }));

const DEPARTMENTS = [...new Set(JOBS.map(j => j.dept))].sort();
const SKILLS = ['JavaScript', 'TypeScript', 'Vue', 'React', 'CSS', 'Python', 'SQL', 'Go', 'Kubernetes', 'Figma', 'Salesforce', 'Excel'];

const SECTIONS = [
  { key: 'about', title: 'About the role', lines: j => [`As our ${j.title} you join the ${j.dept} team${j.workplace === 'remote' ? ', working remotely from anywhere in the US' : ' in ' + j.location}.`, 'You report to the head of the team and work closely with operations.'] },
  { key: 'do', title: "What you'll do", lines: () => ['Own projects from the first sketch to the release.', 'Work with warehouses, drivers and customers to find what slows parcels down.', 'Share what you learn with the rest of the company.'] },
  { key: 'need', title: "What we're looking for", lines: () => ['Experience in a similar role, or a strong portfolio that shows it.', 'Clear writing and a calm way with hard problems.'] },
  { key: 'benefits', title: 'Benefits', lines: () => ['Medical, dental and vision cover from day one', '401(k) with a 5% company match', '16 weeks of paid parental leave', '$1,500 yearly learning budget', 'Home office stipend of $600'] },
];

const SEED_APPS = [
  { ref: 'APP-2025-0311', slug: 'customer-success-manager', jobTitle: 'Customer Success Manager', applied: 'Feb 28, 2025', status: 'In review' },
  { ref: 'APP-2025-0287', slug: 'qa-automation-engineer', jobTitle: 'QA Automation Engineer', applied: 'Feb 19, 2025', status: 'Interview scheduled' },
];

function loadJSON(key, fallback) {
  try { const v = JSON.parse(localStorage.getItem(key)); return v == null ? fallback : v; } catch { return fallback; }
}

function parseRoute() {
  const [name, id] = location.hash.replace(/^#\/?/, '').split('/');
  return { name: name || 'jobs', id: id ? decodeURIComponent(id) : null };
}

function emptyForm() {
  return { firstName: '', lastName: '', email: '', phone: '', resume: '', linkedin: '', years: '', skills: [],
    authorized: '', startDate: '', salary: '', source: '', relocate: false, consent: false };
}

function portal() {
  return {
    route: parseRoute(),
    accountOpen: false,
    consentOpen: false,
    filters: { q: '', depts: [], location: '', remoteOnly: false, sort: 'newest' },
    listLoading: true,
    shown: PAGE,
    moreLoading: false,
    saved: loadJSON('jobs3.saved', []),
    job: null,
    sections: SECTIONS,
    openSections: ['about'],
    step: 1,
    stepLabels: ['Personal details', 'Experience', 'Questions', 'Review'],
    form: emptyForm(),
    touched: { email: false },
    application: {},
    submitting: false,
    applications: loadJSON('jobs3.applications', SEED_APPS),
    appsLoading: true,
    menuFor: null,
    target: null,
    withdrawOpen: false,
    countdown: 0,
    messageOpen: false,
    messageText: '',
    alert: { email: '', frequency: 'weekly', touched: false, sending: false },
    alertDone: false,
    toasts: [],

    start() {
      localStorage.setItem('jobs3.applications', JSON.stringify(this.applications));
      if (!localStorage.getItem('jobs3.consent')) setTimeout(() => { this.consentOpen = true; }, 800);
      this.deptSelect = new TomSelect(this.$refs.dept, {
        options: DEPARTMENTS.map(d => ({ value: d, text: d })), plugins: ['remove_button'], maxItems: null,
        onChange: v => { this.filters.depts = [...v]; this.reload(); },
      });
      this.skillSelect = new TomSelect(this.$refs.skills, {
        options: SKILLS.map(s => ({ value: s, text: s })), create: true, maxItems: 10, persist: false, clearAfterSelect: true,
        onChange: v => { this.form.skills = [...v]; },
      });
      window.addEventListener('hashchange', () => { this.route = parseRoute(); this.enter(); });
      this.enter();
    },

    enter() {
      const r = this.route;
      this.accountOpen = false;
      window.scrollTo(0, 0);
      if (r.name === 'jobs') this.reload();
      if (r.name === 'job' || r.name === 'apply') {
        this.job = null;
        setTimeout(() => {
          this.job = JOBS.find(j => j.slug === r.id) || null;
          this.openSections = ['about'];
          if (r.name === 'apply') this.resetWizard();
        }, 800);
      }
      if (r.name === 'applications') {
        this.appsLoading = true;
        setTimeout(() => { this.appsLoading = false; }, 1000);
      }
    },

    setConsent(v) { localStorage.setItem('jobs3.consent', v); this.consentOpen = false; },

    toast(text) {
      const t = { id: Date.now() + Math.random(), text };
      this.toasts.push(t);
      setTimeout(() => { this.toasts = this.toasts.filter(x => x.id !== t.id); }, 3500);
    },

    // ------------------------------------------------------------ listing
    reload() {
      this.listLoading = true;
      this.shown = PAGE;
      clearTimeout(this._reload);
      this._reload = setTimeout(() => { this.listLoading = false; }, this._loadedOnce ? 600 : 1500);
      this._loadedOnce = true;
    },
    get filtered() {
      const q = this.filters.q.trim().toLowerCase();
      let list = JOBS.filter(j =>
        (!q || j.title.toLowerCase().includes(q) || j.dept.toLowerCase().includes(q)) &&
        (!this.filters.depts.length || this.filters.depts.includes(j.dept)) &&
        (!this.filters.location || j.location === this.filters.location) &&
        (!this.filters.remoteOnly || j.workplace === 'Remote'));
      if (this.filters.sort === 'salary') list = [...list].sort((a, b) => (a.salaryMax < b.salaryMax ? 1 : -1));
      else if (this.filters.sort === 'title') list = [...list].sort((a, b) => a.title.localeCompare(b.title));
      else list = [...list].sort((a, b) => a.order - b.order);
      return list;
    },
    get visibleJobs() { return this.filtered.slice(0, this.shown); },
    loadMore() {
      this.moreLoading = true;
      setTimeout(() => { this.shown += PAGE; this.moreLoading = false; }, 1000);
    },
    fmt(n) { return Number(n).toLocaleString('en-US'); },
    isSaved(j) { return this.saved.includes(j.slug); },
    toggleSave(j) {
      this.saved = this.isSaved(j) ? this.saved.filter(s => s !== j.slug) : [...this.saved, j.slug];
      localStorage.setItem('jobs3.saved', JSON.stringify(this.saved));
      this.toast(this.isSaved(j) ? `Saved “${j.title}”` : `Removed “${j.title}” from saved jobs`);
    },
    get savedJobs() { return this.saved.map(s => JOBS.find(j => j.slug === s)).filter(Boolean); },
    toggleSection(key) {
      this.openSections = this.openSections.includes(key) ? this.openSections.filter(k => k !== key) : [...this.openSections, key];
    },

    // ------------------------------------------------------------ wizard
    resetWizard() {
      this.step = 1;
      this.form = emptyForm();
      this.touched = { email: false };
      this.application = {};
      this.skillSelect.clear(true);
      this.$root.querySelectorAll('.wizard input[type=file]').forEach(i => { i.value = ''; });
    },
    maskPhone(v) {
      const d = v.replace(/\D/g, '').replace(/^1(?=\d{10})/, '').slice(0, 10);
      if (!d) return '';
      if (d.length <= 3) return `(${d}`;
      if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
      return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
    },
    maskMoney(v) {
      const d = v.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 7);
      return d.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    },
    get emailOk() { return /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(this.form.email); },
    get linkedinOk() { return !this.form.linkedin || /^https:\/\/linkedin\.com\/in\/[\w-]+\/?$/.test(this.form.linkedin); },
    get step1Ok() { return this.form.firstName && this.form.lastName && this.emailOk && this.form.phone.replace(/\D/g, '').length === 10; },
    get step2Ok() { return !!this.form.resume && this.linkedinOk; },
    get step3Ok() { return this.form.authorized && this.form.startDate >= '2025-03-11' && this.form.salary; },
    saveStep(n) {
      const f = this.form;
      if (n === 1) this.application.personal = { firstName: f.firstName, lastName: f.lastName, email: f.email, phone: f.mobile };
      if (n === 2) this.application.experience = { resume: f.resume, linkedin: f.linkedin, years: f.years, skills: [...f.skills] };
      if (n === 3) this.application.questions = { authorized: f.authorized, startDate: f.startDate, salary: f.salary, source: f.source, relocate: f.relocate };
    },
    next() { this.saveStep(this.step); this.step += 1; window.scrollTo(0, 0); },
    back() { this.step -= 1; window.scrollTo(0, 0); },
    reviewBlocks() {
      const p = this.application.personal || {}, e = this.application.experience || {}, q = this.application.questions || {};
      const dash = v => (v === undefined || v === null || v === '' ? '—' : v);
      const date = iso => iso ? new Date(iso + 'T12:00:00Z').toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : '—';
      return [
        { title: 'Personal details', step: 1, rows: [['Name', dash([p.firstName, p.lastName].filter(Boolean).join(' '))], ['Email', dash(p.email)], ['Phone', dash(p.phone)]] },
        { title: 'Experience', step: 2, rows: [['Resume', dash(e.resume)], ['LinkedIn', dash(e.linkedin)], ['Years of experience', dash(e.years)], ['Skills', dash((e.skills || []).join(', '))]] },
        { title: 'Questions', step: 3, rows: [['Authorized to work in the US', q.authorized === 'yes' ? 'Yes' : q.authorized === 'no' ? 'No' : '—'],
          ['Earliest start date', date(q.startDate)], ['Salary expectation', q.salary ? '$' + q.salary : '—'], ['Heard about us', dash(q.source)],
          ['Willing to relocate', q.relocate ? 'Yes' : 'No']] },
      ];
    },
    submit() {
      this.submitting = true;
      setTimeout(() => {
        const ref = 'APP-2025-0' + (412 + this.applications.length);
        this.applications.unshift({ ref, slug: this.job.slug, jobTitle: this.job.title, applied: 'Mar 10, 2025', status: 'Submitted',
          messages: [], ...JSON.parse(JSON.stringify(this.application)) });
        localStorage.setItem('jobs3.applications', JSON.stringify(this.applications));
        this.submitting = false;
        location.hash = '#/applied/' + ref;
      }, 2000);
    },

    // ------------------------------------------------------------ my applications
    statusClass(s) { return { 'In review': 'is-info', 'Interview scheduled': 'is-primary', Submitted: 'is-link', Withdrawn: 'is-light' }[s] || 'is-light'; },
    persistApps() { localStorage.setItem('jobs3.applications', JSON.stringify(this.applications)); },
    openWithdraw(a) {
      this.menuFor = null;
      this.target = a;
      this.withdrawOpen = true;
      this.countdown = 3;
      clearInterval(this._cd);
      this._cd = setInterval(() => { this.countdown -= 1; if (this.countdown <= 0) clearInterval(this._cd); }, 1000);
    },
    confirmWithdraw() {
      const a = this.target;
      this.withdrawOpen = false;
      setTimeout(() => { a.status = 'Withdrawn'; this.persistApps(); this.toast('Application withdrawn'); }, 800);
    },
    openMessage(a) { this.menuFor = null; this.target = a; this.messageText = ''; this.messageOpen = true; },
    sendMessage() {
      const a = this.target;
      a.messages.push({ text: this.messageText.trim(), at: 'Mar 10, 2025' });
      this.persistApps();
      this.messageOpen = false;
      this.toast('Message sent to the recruiter');
    },

    // ------------------------------------------------------------ job alerts
    get alertEmailOk() { return /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(this.alert.email); },
    subscribe() {
      this.alert.sending = true;
      setTimeout(() => {
        localStorage.setItem('jobs3.alerts', JSON.stringify({ email: this.alert.email, frequency: this.alert.frequency }));
        this.alert.sending = false;
        this.alertDone = true;
      }, 2000);
    },
  };
}
