// The trips office page: Alpine drives the views, Bootstrap's JavaScript API its modals, offcanvases and toasts.
import Alpine from '../../node_modules/alpinejs/dist/module.esm.js';
import { TODAY } from './data.js';
import * as S from './store.js';

const PER_PAGE = 10;
const modal = id => window.bootstrap.Modal.getOrCreateInstance(document.getElementById(id));
const panel = id => window.bootstrap.Offcanvas.getOrCreateInstance(document.getElementById(id));

Alpine.data('tripsOffice', () => ({
  S, TODAY, office: S.office,
  route: { trip: null, tab: 'pupils' },
  cls: '', slip: '', q: '', page: 1,
  current: null,
  consentForm: {}, payForm: {}, medForm: {}, withdrawForm: {}, adultForm: {}, adultError: '',
  busy: false,

  init() {
    const read = () => {
      const [, id, tab] = location.hash.replace('#/', '').split('/');
      const trip = location.hash.startsWith('#/trip/') ? id : null;
      const changed = trip !== this.route.trip;
      this.route = { trip, tab: tab || 'pupils' };
      if (changed) Object.assign(this, { cls: '', slip: '', q: '', page: 1 });
      if (trip) this.privacyNotice();
    };
    window.addEventListener('hashchange', read);
    read();
    setTimeout(() => {
      S.load();
      if (this.route.trip) this.privacyNotice();
    }, 1000);
    this.$watch('cls', () => (this.page = 1));
    this.$watch('slip', () => (this.page = 1));
    this.$watch('q', () => (this.page = 1));
  },

  // Once a session, the first time a trip's pupils are shown.
  privacyNotice() {
    if (this.office.loading || sessionStorage.getItem('brookfield.privacy')) return;
    sessionStorage.setItem('brookfield.privacy', 'shown');
    setTimeout(() => modal('privacyModal').show(), 600);
  },

  get t() {
    return this.route.trip && !this.office.loading ? S.trip(this.route.trip) : null;
  },
  get rows() {
    const t = this.t;
    if (!t) return [];
    const q = this.q.trim().toLowerCase();
    return S.onList(t)
      .filter(p => !this.cls || p.cls === this.cls)
      .filter(p => !this.slip || p.consent === this.slip)
      .filter(p => !q || S.pupilName(p).toLowerCase().includes(q))
      .sort((a, b) => a.last.localeCompare(b.last) || a.first.localeCompare(b.first));
  },
  get pages() {
    return Math.max(1, Math.ceil(this.rows.length / PER_PAGE));
  },
  get shown() {
    return this.rows.slice((this.page - 1) * PER_PAGE, this.page * PER_PAGE);
  },
  get withdrawn() {
    return this.t ? this.t.pupils.filter(p => p.withdrawn) : [];
  },
  get p() {
    return this.t && this.current ? this.t.pupils.find(x => x.id === this.current) : null;
  },
  tab(name) {
    location.hash = `#/trip/${this.route.trip}/${name}`;
  },
  name: S.pupilName,

  // ---------------------------------------------------------------------------------------- slips
  openConsent(p) {
    this.current = p.id;
    this.consentForm = { consent: '', signedBy: '', slipDate: TODAY };
    modal('consentModal').show();
  },
  saveConsent() {
    const f = this.consentForm;
    if (!f.consent || !f.signedBy.trim() || !f.slipDate) return;
    S.recordConsent(this.t, this.p, f);
    modal('consentModal').hide();
  },
  chaseList() {
    return this.t ? S.missingSlips(this.t) : [];
  },
  sendChase() {
    const n = this.chaseList().length;
    this.busy = true;
    setTimeout(() => {
      S.chase(this.t);
      this.busy = false;
      modal('chaseModal').hide();
      S.toast(`Texts sent to the parents of ${n} pupils.`);
    }, 800);
  },

  // ---------------------------------------------------------------------------------------- money
  openPayment(p) {
    this.current = p.id;
    this.payForm = { amount: (S.balance(this.t, p) / 100).toFixed(2), method: '' };
    modal('paymentModal').show();
  },
  get payPence() {
    return Math.round(parseFloat(String(this.payForm.amount || '').replace('£', '')) * 100);
  },
  get payProblem() {
    if (!this.p) return '';
    if (!(this.payPence > 0)) return 'Enter the amount paid.';
    if (this.payPence > S.balance(this.t, this.p)) return `That is more than the ${S.money(S.balance(this.t, this.p))} still owed.`;
    return '';
  },
  savePayment() {
    if (this.payProblem || !this.payForm.method) return;
    S.recordPayment(this.t, this.p, this.payPence, this.payForm.method);
    modal('paymentModal').hide();
  },
  openWithdraw(p) {
    this.current = p.id;
    this.withdrawForm = { reason: '', refund: true };
    modal('withdrawModal').show();
  },
  saveWithdraw() {
    if (!this.withdrawForm.reason) return;
    S.withdraw(this.t, this.p, this.withdrawForm.reason, this.withdrawForm.refund);
    modal('withdrawModal').hide();
  },

  // ---------------------------------------------------------------------------------------- medical
  openMedical(p) {
    this.current = p.id;
    this.medForm = { ...p.medical };
    const meds = document.getElementById('medsSection');
    window.bootstrap.Collapse.getOrCreateInstance(meds, { toggle: false })[p.medical.medicine ? 'show' : 'hide']();
    panel('medicalPanel').show();
  },
  saveMed() {
    S.saveMedical(this.p, this.medForm);
    panel('medicalPanel').hide();
  },

  // ---------------------------------------------------------------------------------------- groups
  groupOf(id) {
    return this.t.groups.find(g => g.pupils.includes(id));
  },
  groupPupils(g) {
    return g.pupils.map(id => this.t.pupils.find(p => p.id === id)).filter(Boolean);
  },
  get ungrouped() {
    return this.t && this.t.groups ? S.going(this.t).filter(p => !this.groupOf(p.id)) : [];
  },
  moveTo(p, groupName) {
    S.setGroup(this.t, p.id, groupName);
  },

  // ---------------------------------------------------------------------------------------- adults
  openAdult() {
    this.adultForm = { name: '', role: '', dbs: '', phone: '' };
    this.adultError = '';
    panel('adultPanel').show();
  },
  saveAdult() {
    const f = this.adultForm;
    if (!f.name.trim() || !f.role || !f.phone.trim()) return (this.adultError = 'Fill in the name, role and mobile number.');
    if (!f.dbs) return (this.adultError = 'Every adult going needs an enhanced DBS check: enter its date.');
    if (f.dbs < '2023-03-03') return (this.adultError = 'That DBS certificate is more than three years old.');
    if (f.dbs > TODAY) return (this.adultError = 'The DBS date is in the future.');
    S.addAdult(this.t, f);
    panel('adultPanel').hide();
  },
  get ratioText() {
    const t = this.t;
    const need = S.adultsNeeded(t);
    const have = t.adults.length;
    if (have >= need) return `Ratio met: ${have} adults for ${S.going(t).length} pupils`;
    return `${need - have} more ${need - have === 1 ? 'adult' : 'adults'} needed`;
  },
}));

Alpine.start();
