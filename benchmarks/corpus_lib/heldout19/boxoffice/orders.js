// "Orders": search, filter, page through orders; refund, exchange or resend from a row's menu.
/* global Alpine, LANTERN_TODAY, PERFORMANCES, SHOWS, perfById, perfLabel, money, notify, mapRows, seatOrder, ticketPrice, TICKET_TYPES */

const PAGE_SIZE = 8;
const REFUND_REASONS = ['Customer can no longer attend', 'Illness', 'Booked the wrong date', 'Performance cancelled', 'Other'];

document.addEventListener('alpine:init', () => {
  Alpine.data('orders', () => ({
    query: '',
    q: '',
    show: 'all',
    page: 1,
    searching: false,
    dlg: null, // 'refund' | 'exchange' | 'resend'
    current: null,
    // refund
    refundSeats: [],
    reason: '',
    // exchange
    exPerf: '',
    exSeats: [],
    exMethod: '',
    // resend
    resendEmail: '',
    busy: false,
    _t: null,

    shows: Object.entries(SHOWS).map(([id, s]) => ({ id, title: s.title })),
    reasons: REFUND_REASONS,

    onSearch(value) {
      this.query = value;
      this.searching = true;
      clearTimeout(this._t);
      this._t = setTimeout(() => {
        this.q = this.query.trim().toLowerCase();
        this.page = 1;
        this.searching = false;
      }, 350);
    },
    get filtered() {
      return this.$store.bo.orders
        .filter(o => this.show === 'all' || perfById(o.perfId).show === this.show)
        .filter(o => !this.q || [o.ref, o.customer, o.email].some(f => f.toLowerCase().includes(this.q)))
        .sort((a, b) => b.ref.localeCompare(a.ref));
    },
    get pages() {
      return Math.max(1, Math.ceil(this.filtered.length / PAGE_SIZE));
    },
    get pageRows() {
      return this.filtered.slice((this.page - 1) * PAGE_SIZE, this.page * PAGE_SIZE);
    },
    perfText(o) {
      return perfLabel(perfById(o.perfId));
    },
    seatsText(o) {
      return o.lines.filter(l => !l.refunded).map(l => l.seat).join(', ') || '—';
    },
    statusVariant(s) {
      return { paid: 'primary', collected: 'success', refunded: 'neutral', 'part-refunded': 'warning' }[s];
    },
    statusText(s) {
      return { paid: 'Paid', collected: 'Collected', refunded: 'Refunded', 'part-refunded': 'Part refunded' }[s];
    },
    money,

    canExchange(o) {
      return (o.status === 'paid' || o.status === 'part-refunded') && perfById(o.perfId).date >= LANTERN_TODAY;
    },
    canRefund(o) {
      return o.status === 'paid' || o.status === 'part-refunded';
    },

    onMenu(o, item) {
      this.current = o;
      this.busy = false;
      if (item === 'refund') {
        this.refundSeats = o.lines.filter(l => !l.refunded).map(l => l.seat);
        this.reason = '';
      } else if (item === 'exchange') {
        this.exPerf = '';
        this.exSeats = [];
        this.exMethod = '';
      } else if (item === 'resend') {
        this.resendEmail = o.email;
      }
      this.dlg = item;
    },
    close() {
      this.dlg = null;
    },

    // ---- refund
    get refundLines() {
      return this.current ? this.current.lines.filter(l => !l.refunded) : [];
    },
    lineText(l) {
      return `${l.seat} · ${TICKET_TYPES[l.type].label} · ${money(l.price)}`;
    },
    toggleRefundSeat(seat, on) {
      this.refundSeats = on ? [...new Set([...this.refundSeats, seat])] : this.refundSeats.filter(s => s !== seat);
    },
    get refundTotal() {
      return this.refundLines.filter(l => this.refundSeats.includes(l.seat)).reduce((t, l) => t + l.price, 0);
    },
    doRefund() {
      this.busy = true;
      const ref = this.current.ref;
      setTimeout(() => {
        const amount = this.$store.bo.refund(ref, [...this.refundSeats], this.reason.replace(/_/g, ' '));
        this.busy = false;
        this.dlg = null;
        notify(`Refunded ${money(amount)} on ${ref}`, 'primary', 'arrow-counterclockwise');
      }, 600);
    },

    // ---- exchange
    get exOptions() {
      if (!this.current) return [];
      const show = perfById(this.current.perfId).show;
      return this.$store.bo
        .sellable()
        .filter(p => p.show === show && p.id !== this.current.perfId)
        .map(p => ({ id: p.id, label: perfLabel(p, false) }));
    },
    get exRows() {
      return this.exPerf ? mapRows(this.exPerf, this.$store.bo.takenSeats(this.exPerf)) : [];
    },
    get exNeed() {
      return this.current ? this.current.lines.filter(l => !l.refunded).length : 0;
    },
    toggleExSeat(id) {
      if (this.exSeats.includes(id)) this.exSeats = this.exSeats.filter(s => s !== id);
      else if (this.exSeats.length < this.exNeed) this.exSeats = [...this.exSeats, id];
    },
    get exNewTotal() {
      if (!this.current || !this.exPerf || this.exSeats.length !== this.exNeed) return null;
      const p = perfById(this.exPerf);
      const seats = [...this.exSeats].sort(seatOrder);
      return this.current.lines.reduce((t, l, i) => t + ticketPrice(p, seats[i], l.type), 0);
    },
    get exDiff() {
      return this.exNewTotal === null ? 0 : this.exNewTotal - this.current.total;
    },
    get exLabel() {
      if (this.exDiff > 0) return `Take ${money(this.exDiff)} and exchange`;
      if (this.exDiff < 0) return `Refund ${money(-this.exDiff)} and exchange`;
      return 'Exchange tickets';
    },
    get canExchangeNow() {
      return this.exNewTotal !== null && (this.exDiff === 0 || this.exMethod) && !this.busy;
    },
    doExchange() {
      this.busy = true;
      const ref = this.current.ref;
      const seats = [...this.exSeats].sort(seatOrder);
      setTimeout(() => {
        this.$store.bo.exchange(ref, this.exPerf, seats, this.exMethod || null);
        this.busy = false;
        this.dlg = null;
        notify(`${ref} moved to ${perfLabel(perfById(this.$store.bo.order(ref).perfId), false)}`, 'success', 'arrow-left-right');
      }, 700);
    },

    // ---- resend
    doResend() {
      this.busy = true;
      const ref = this.current.ref;
      setTimeout(() => {
        this.$store.bo.resend(ref, this.resendEmail);
        this.busy = false;
        this.dlg = null;
        notify(`Tickets for ${ref} sent to ${this.resendEmail}`, 'primary', 'envelope');
      }, 600);
    },
  }));
});
