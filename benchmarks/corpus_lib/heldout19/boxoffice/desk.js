// The shell (loading, the house manager's note), "Tonight" (collections at the door) and "Performances".
/* global Alpine, PERFORMANCES, SHOWS, LANTERN_TODAY, perfById, perfLabel, fmtDate, fmtTime, capacity, notify, money */

document.addEventListener('alpine:init', () => {
  Alpine.data('shell', () => ({
    loading: true,
    notice: false,
    init() {
      setTimeout(() => {
        this.loading = false;
        if (!sessionStorage.getItem('lantern.notice.seen')) {
          setTimeout(() => (this.notice = true), 900);
        }
      }, 1400);
    },
    dismissNotice() {
      sessionStorage.setItem('lantern.notice.seen', '1');
      this.notice = false;
    },
  }));

  Alpine.data('tonight', () => ({
    filter: '',
    confirming: null,
    busy: false,
    get perf() {
      return PERFORMANCES.find(p => p.date === LANTERN_TODAY);
    },
    get title() {
      return this.perf ? `${SHOWS[this.perf.show].title} · tonight ${fmtTime(this.perf.time)}` : 'No performance tonight';
    },
    get all() {
      if (!this.perf) return [];
      const surname = o => o.customer.split(' ').slice(-1)[0];
      return this.$store.bo.orders
        .filter(o => o.perfId === this.perf.id && o.status !== 'refunded')
        .sort((a, b) => surname(a).localeCompare(surname(b)));
    },
    get list() {
      const f = this.filter.trim().toLowerCase();
      if (!f) return this.all;
      return this.all.filter(o => o.customer.toLowerCase().includes(f) || o.lines.some(l => l.seat.toLowerCase() === f));
    },
    get collected() {
      return this.all.filter(o => o.status === 'collected').length;
    },
    seats(o) {
      return o.lines.filter(l => !l.refunded).map(l => l.seat).join(', ');
    },
    ask(o) {
      this.confirming = o;
    },
    handOver() {
      this.busy = true;
      const o = this.confirming;
      setTimeout(() => {
        this.$store.bo.handOver(o.ref);
        this.busy = false;
        this.confirming = null;
        notify(`Tickets handed to ${o.customer}`, 'success', 'ticket-perforated');
      }, 500);
    },
  }));

  Alpine.data('performances', () => ({
    asking: null,
    get groups() {
      const upcoming = PERFORMANCES.filter(p => p.date >= LANTERN_TODAY);
      return Object.entries(SHOWS)
        .map(([id, s]) => ({ id, title: s.title, venue: s.venue === 'main' ? 'Main House' : 'Studio', perfs: upcoming.filter(p => p.show === id) }))
        .filter(g => g.perfs.length);
    },
    when(p) {
      return `${fmtDate(p.date)}, ${fmtTime(p.time)}`;
    },
    sold(p) {
      return this.$store.bo.soldCount(p.id);
    },
    cap(p) {
      return capacity(p);
    },
    onSwitch(p, ev) {
      const on = ev.target.checked;
      if (on) {
        this.$store.bo.setOnSale(p.id, true);
        notify(`${this.when(p)} is back on sale`, 'success', 'cart-check');
      } else {
        ev.target.checked = true; // stays on until confirmed
        this.asking = p;
      }
    },
    stopSales() {
      const p = this.asking;
      this.$store.bo.setOnSale(p.id, false);
      this.asking = null;
      notify(`Sales closed for ${SHOWS[p.show].title}, ${this.when(p)}`, 'warning', 'slash-circle');
    },
  }));
});
