// Harbourline Home Insurance: "My claims" portal. Vue 3 (global build, in-DOM template) over Bulma 1.
const { createApp } = Vue;
const SEED = window.HL_SEED;
const OPEN = ['Submitted', 'In review', 'Assessor visit required', 'Visit booked', 'Offer made', 'Offer accepted'];
const gbp = n => Number(n).toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });
const fmtDate = iso => new Date(iso + 'T12:00:00').toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const wait = ms => new Promise(r => setTimeout(r, ms));
const load = (k, d) => { try { const v = JSON.parse(localStorage.getItem(k)); return v ?? d; } catch { return d; } };

createApp({
  data() {
    return {
      view: 'claims', loading: true, claims: [], search: '', statusFilter: 'all', showOlder: false,
      openMenu: null, cookies: localStorage.getItem('hl-cookies'), notice: false, toastText: '',
      detail: null, detailTab: 'details', draft: '', sending: false, slot: '', moreSlots: false, savingVisit: false,
      confirmOffer: false, confirmWithdraw: null,
      itemFor: null, newItem: { name: '', qty: 1, each: '' }, addingItem: false,
      wiz: { step: 1, cause: '', date: '', room: '', story: '', items: [], row: { name: '', qty: 1, each: '' }, agree: false, sending: false, done: null },
      contact: load('hl-contact', { phone: '07700 900418', email: 'sam.okonjo@example.com', best: 'Any time' }),
      contactForm: null, savingContact: false,
      bank: load('hl-bank', null), bankOpen: false, bankForm: { name: '', sort: '', account: '' }, savingBank: false,
      policy: SEED.policy, causes: SEED.causes, slots: SEED.slots,
    };
  },
  computed: {
    sorted() { return [...this.claims].sort((a, b) => b.reported.localeCompare(a.reported)); },
    filtered() {
      const q = this.search.trim().toLowerCase();
      return this.sorted.filter(c => {
        if (this.statusFilter === 'open' && !OPEN.includes(c.status)) return false;
        if (this.statusFilter === 'closed' && OPEN.includes(c.status)) return false;
        return !q || c.title.toLowerCase().includes(q) || c.ref.toLowerCase().includes(q);
      });
    },
    shownClaims() { return this.showOlder || this.search.trim() ? this.filtered : this.filtered.slice(0, 4); },
    hiddenCount() { return this.filtered.length - this.shownClaims.length; },
    countLabel() {
      const n = this.filtered.length, kind = { all: '', open: 'open ', closed: 'closed ' }[this.statusFilter];
      return `${n} ${kind}claim${n === 1 ? '' : 's'}`;
    },
    dateError() {
      if (!this.wiz.date) return '';
      if (this.wiz.date >= SEED.today) return "The date can't be in the future";
      return '';
    },
    step1Ok() { return this.wiz.cause && this.wiz.date && !this.dateError && this.wiz.room.trim() && this.wiz.story.trim(); },
    rowOk() { const r = this.wiz.row; return r.name.trim() && r.qty >= 1 && Number(r.each) > 0; },
    wizTotal() { return this.wiz.items.reduce((s, i) => s + i.qty * i.each, 0); },
    newItemOk() { const r = this.newItem; return r.name.trim() && r.qty >= 1 && Number(r.each) > 0; },
    bankOk() { return this.bankForm.name.trim() && /^\d{2}-?\d{2}-?\d{2}$/.test(this.bankForm.sort.trim()) && /^\d{8}$/.test(this.bankForm.account.trim()); },
    visibleSlots() { return this.moreSlots ? this.slots : this.slots.slice(0, 3); },
  },
  methods: {
    gbp, fmtDate,
    total(c) { return c.items.reduce((s, i) => s + i.qty * i.each, 0); },
    payout(c) { return Math.max(0, this.total(c) - this.policy.excess); },
    isOpen(c) { return OPEN.includes(c.status); },
    tagClass(s) {
      return { 'Paid': 'is-success', 'Closed': 'is-dark', 'Withdrawn': 'is-dark', 'Offer made': 'is-warning', 'Offer accepted': 'is-success',
        'Assessor visit needed': 'is-danger', 'Visit booked': 'is-info', 'In review': 'is-info', 'Submitted': 'is-link' }[s] || 'is-light';
    },
    persist() { localStorage.setItem('hl-claims', JSON.stringify(this.claims)); },
    toast(t) { this.toastText = t; clearTimeout(this._tt); this._tt = setTimeout(() => (this.toastText = ''), 3000); },
    answerCookies(v) { this.cookies = v; localStorage.setItem('hl-cookies', v); },
    closeNotice() { this.notice = false; sessionStorage.setItem('hl-notice', 'seen'); },
    toggleMenu(ref) { this.openMenu = this.openMenu === ref ? null : ref; },
    openClaim(c) { this.openMenu = null; this.detail = c; this.detailTab = 'details'; this.draft = ''; this.slot = ''; this.moreSlots = false; this.confirmOffer = false; },
    async sendMessage() {
      this.sending = true; await wait(700);
      this.detail.messages.push({ from: 'You', text: this.draft.trim(), when: 'Sent just now' });
      this.draft = ''; this.sending = false; this.persist();
    },
    async confirmVisit() {
      this.savingVisit = true; await wait(800);
      this.detail.status = 'Visit booked'; this.detail.visit = this.slot; this.savingVisit = false; this.persist();
      this.toast('Visit booked for ' + this.slot);
    },
    acceptOffer() {
      const c = this.detail;
      this.$refs.offerPanel.classList.add('is-accepted');
      c.status = 'Offer accepted';
      c.paidNote = `We will pay ${gbp(c.offer)} within 3–5 working days.`;
      this.confirmOffer = false; this.persist(); this.toast('Offer accepted');
    },
    askWithdraw(c) { this.openMenu = null; this.confirmWithdraw = c; },
    doWithdraw() {
      this.confirmWithdraw.status = 'Withdrawn'; this.persist();
      this.toast(`Claim ${this.confirmWithdraw.ref} withdrawn`); this.confirmWithdraw = null;
    },
    startItem(i) { this.openMenu = null; this.itemFor = i; this.newItem = { name: '', qty: 1, each: '' }; },
    async addItem() {
      this.addingItem = true; await wait(600);
      const c = this.claims[this.itemFor];
      c.items.push({ name: this.newItem.name.trim(), qty: Number(this.newItem.qty), each: Number(this.newItem.each) });
      this.persist(); this.addingItem = false; this.itemFor = null; this.toast('Item added to your claim');
    },
    summary(c) { this.openMenu = null; this.toast(`Summary of ${c.ref} downloaded`); },
    addRow() {
      const r = this.wiz.row;
      this.wiz.items.push({ name: r.name.trim(), qty: Number(r.qty), each: Number(r.each) });
      this.wiz.row = { name: '', qty: 1, each: '' };
    },
    async sendClaim() {
      this.wiz.sending = true; await wait(1200);
      const max = Math.max(...this.claims.filter(c => c.ref.startsWith('HL-25')).map(c => Number(c.ref.slice(6))));
      const ref = 'HL-25-' + String(max + 1).padStart(4, '0');
      const w = this.wiz;
      const room = w.room.trim();
      this.claims.push({ ref, title: `${w.cause} – ${room[0].toUpperCase() + room.slice(1)}`, cause: w.cause, reported: SEED.today,
        incident: w.date, status: 'Submitted', story: w.story.trim(), items: w.items, messages: [] });
      this.persist();
      this.wiz = { step: 1, cause: '', date: '', room: '', story: '', items: [], row: { name: '', qty: 1, each: '' }, agree: false, sending: false, done: ref };
    },
    editContact() { this.contactForm = { ...this.contact }; },
    async saveContact() {
      this.savingContact = true; await wait(700);
      this.contact = { ...this.contactForm };
      localStorage.setItem('hl-contacts', JSON.stringify(this.contact));
      this.contactForm = null; this.savingContact = false; this.toast('Contact details saved');
    },
    async saveBank() {
      this.savingBank = true; await wait(900);
      const f = this.bankForm;
      this.bank = { name: f.name.trim(), last4: f.account.trim().slice(-4), sort: f.sort.replace(/-/g, '').trim() };
      localStorage.setItem('hl-bank', JSON.stringify(this.bank));
      this.bankOpen = false; this.savingBank = false; this.bankForm = { name: '', sort: '', account: '' };
      this.toast('Bank details saved');
    },
  },
  mounted() {
    setTimeout(() => {
      this.claims = load('hl-claims', null) || JSON.parse(JSON.stringify(SEED.claims));
      this.loading = false;
    }, 1100);
    if (!sessionStorage.getItem('hl-notice')) setTimeout(() => (this.notice = true), 1500);
    document.addEventListener('click', e => { if (!e.target.closest('.dropdown')) this.openMenu = null; });
  },
}).mount('#app');
