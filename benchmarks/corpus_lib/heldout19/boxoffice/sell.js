// "Sell tickets": pick a performance, seats on the map, ticket types, customer, then take payment.
/* global Alpine, PERFORMANCES, perfById, perfLabel, venueOf, seatBand, ticketPrice, money, notify, TICKET_TYPES */

function mapRows(perfId, taken) {
  const p = perfById(perfId);
  if (!p) return [];
  const v = venueOf(p);
  return [...v.rows].map(letter => ({
    letter,
    band: v.bands[letter],
    price: v.prices[v.bands[letter]],
    seats: Array.from({ length: v.seats }, (_, i) => {
      const id = letter + (i + 1);
      return { id, num: i + 1, sold: taken.has(id) };
    }),
  }));
}

function seatOrder(a, b) {
  return a[0] === b[0] ? Number(a.slice(1)) - Number(b.slice(1)) : a.charCodeAt(0) - b.charCodeAt(0);
}

document.addEventListener('alpine:init', () => {
  Alpine.data('sell', () => ({
    perfId: '',
    picked: [],
    types: {},
    customer: '',
    email: '',
    isFriend: false,
    friendNo: '',
    payOpen: false,
    method: '',
    voucherCode: '',
    voucherMsg: '',
    voucherUsed: 0,
    busy: false,

    get options() {
      return this.$store.bo.sellable().map(p => ({ id: p.id, label: perfLabel(p) }));
    },
    get perf() {
      return perfById(this.perfId);
    },
    get rows() {
      return this.perfId ? mapRows(this.perfId, this.$store.bo.takenSeats(this.perfId)) : [];
    },
    get lines() {
      return [...this.picked].sort(seatOrder).map(seat => ({ seat, type: this.types[seat] || 'adult' }));
    },
    get friendOk() {
      return /^FL-\d{4}$/i.test(this.friendNo.trim());
    },
    get quote() {
      return this.$store.bo.price(this.perfId, this.lines, this.isFriend && this.friendOk ? this.friendNo.trim().toUpperCase() : null);
    },
    get canContinue() {
      return this.picked.length > 0 && this.customer.trim().length > 1 && (!this.isFriend || this.friendOk);
    },
    get remaining() {
      return Math.round((this.quote.total - (this.method === 'voucher' ? this.voucherUsed : 0)) * 100) / 100;
    },
    get canTake() {
      if (!this.method || this.busy) return false;
      if (this.method === 'voucher') return this.voucherUsed > 0;
      return true;
    },
    get takeLabel() {
      return this.remaining > 0 ? 'Take ' + money(this.remaining) : 'Complete order';
    },

    choosePerf(id) {
      this.perfId = id;
      this.picked = [];
      this.types = {};
    },
    toggleSeat(id) {
      this.picked = this.picked.includes(id) ? this.picked.filter(s => s !== id) : [...this.picked, id];
    },
    isPicked(id) {
      return this.picked.includes(id);
    },
    typeOptions(seat) {
      return Object.entries(TICKET_TYPES).map(([value, t]) => ({
        value,
        label: `${t.label} · ${money(ticketPrice(this.perf, seat, value))}`,
      }));
    },
    linePrice(l) {
      return money(ticketPrice(this.perf, l.seat, l.type));
    },
    band(seat) {
      return seatBand(this.perf, seat);
    },
    openPayment() {
      this.method = '';
      this.voucherCode = '';
      this.voucherMsg = '';
      this.voucherUsed = 0;
      this.payOpen = true;
    },
    applyVoucher() {
      const v = this.$store.bo.voucher(this.voucherCode);
      if (!v) {
        this.voucherMsg = 'No voucher with that code.';
        this.voucherUsed = 0;
        return;
      }
      if (v.balance <= 0) {
        this.voucherMsg = `${v.code} has been used up.`;
        this.voucherUsed = 0;
        return;
      }
      this.voucherUsed = Math.min(v.balance, this.quote.total);
      this.voucherMsg = `${v.code}: ${money(v.balance)} available, ${money(this.voucherUsed)} used on this order.`;
    },
    take() {
      this.busy = true;
      setTimeout(() => {
        const o = this.$store.bo.createOrder({
          perfId: this.perfId,
          customer: this.customer,
          email: this.email,
          friend: this.isFriend && this.friendOk ? this.friendNo.trim().toUpperCase() : null,
          lines: this.lines,
          method: this.method,
          voucherCode: this.voucherCode,
        });
        this.busy = false;
        this.payOpen = false;
        notify(`Order <strong>${o.ref}</strong> · ${o.lines.length} ticket${o.lines.length > 1 ? 's' : ''} · ${money(o.total)}`);
        this.perfId = '';
        this.picked = [];
        this.types = {};
        this.customer = '';
        this.email = '';
        this.isFriend = false;
        this.friendNo = '';
      }, 700);
    },
  }));
});
