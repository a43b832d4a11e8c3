/* Lumen Hall tickets: Alpine.js 3 + Bulma 1 + Tom Select 2. State lives in localStorage. */
const TODAY = '2025-09-05'; // pinned: every event below is in the future
const KEY = 'dev7-tickets';
const ROWS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
const TYPES = { adult: 'Adult', student: 'Student', child: 'Child' };
const TYPE_FACTOR = { adult: 1, student: 0.8, child: 0.5 };
const FEE = 1.5;
const PROMOS = { AUTUMN10: { pct: 10 }, FRIENDS20: { pct: 20, minTickets: 4 } };

const VENUES = ['Lumen Hall, Main Stage', 'Lumen Hall, Studio', 'Riverside Amphitheatre', 'Old Town Chapel', 'Harbour Pavilion', 'North Park Bandstand', 'City Library Atrium', 'Glasshouse Gardens'];
const EVENTS = [
  ['Jazz at Midnight', '2025-09-12', 0, 45, 30], ['Swan Lake', '2025-10-03', 0, 65, 40], ['Poetry Slam Finals', '2025-09-14', 1, 20, 15],
  ['Summer Strings', '2025-09-13', 2, 35, 25], ['Organ Vespers', '2025-09-21', 3, 18, 12], ['Brass Band Sunday', '2025-09-28', 5, 15, 10],
  ['Film Scores Live', '2025-10-10', 0, 55, 35], ['Tango Nights', '2025-10-11', 4, 40, 28], ['Riverside Rock Revival', '2025-10-18', 2, 50, 32],
  ['Harvest Folk Festival', '2025-10-25', 2, 38, 24], ['String Quartet Night', '2025-11-01', 6, 30, 22], ['Winter Lights Gala', '2025-11-22', 7, 70, 45],
  ['Choir of the Isles', '2025-11-29', 3, 28, 18], ['New Year Swing Ball', '2025-12-31', 4, 60, 42],
].map(([title, date, v, stalls, circle], i) => ({
  id: i + 1, title, date, venue: VENUES[v], stalls, circle,
  dateLabel: new Date(date + 'T19:30:00Z').toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }) + ', 19:30',
}));

function seatPrice(ev, row, type) { return (row <= 'D' ? ev.stalls : ev.circle) * TYPE_FACTOR[type]; }

function seed() {
  const swan = EVENTS[1], jazz = EVENTS[0];
  return {
    cart: [
      { key: 's-E3', eventId: swan.id, row: 'E', seat: 3, type: 'adult', price: seatPrice(swan, 'E', 'adult') },
      { key: 'j-B7', eventId: jazz.id, row: 'B', seat: 7, type: 'adult', price: seatPrice(jazz, 'B', 'adult') },
    ],
    saved: [], orders: [], promo: '', gift: null, nextOrder: 2041,
  };
}

function loadState() {
  try { const s = JSON.parse(localStorage.getItem(KEY)); if (s && s.cart) return s; } catch (e) { /* fresh */ }
  const s = seed();
  localStorage.setItem(KEY, JSON.stringify(s));
  return s;
}

// sold seats: a fixed pattern per event
function takenSet(ev) {
  const t = new Set();
  ROWS.forEach((r, ri) => { for (let n = 1; n <= 10; n++) if ((ri * 7 + n * 3 + ev.id) % 5 === 0) t.add(r + n); });
  t.delete('C5'); t.delete('C6'); t.delete('A1'); t.delete('A2'); t.delete('H10');
  return t;
}

function ticketApp() {
  return {
    ROWS, TYPES, view: 'events', state: loadState(), venue: '', limit: 6, event: null, picked: [], ticketType: 'adult',
    promoInput: '', promoMsg: '', promoMsgClass: '', promoBusy: false,
    giftInput: '', giftMsg: '', giftMsgClass: '', giftBusy: false, terms: false, placing: false, toast: '',

    init() {
      const ts = new TomSelect('#venue', {
        options: VENUES.map(v => ({ value: v, text: v })), maxOptions: 4, allowEmptyOption: true, placeholder: 'Any venue',
        onChange: v => { this.venue = v; this.limit = 6; },
      });
      ts.clear(true);
    },
    persist() { localStorage.setItem(KEY, JSON.stringify(this.state)); },
    fmt(v) { return Number(v).toFixed(2); },
    flash(msg) { this.toast = msg; clearTimeout(this._t); this._t = setTimeout(() => { this.toast = ''; }, 2200); },
    seatPrice,
    eventById(id) { return EVENTS.find(e => e.id === id); },

    get filteredEvents() { return EVENTS.filter(e => !this.venue || e.venue === this.venue).sort((a, b) => a.date.localeCompare(b.date)); },
    get shownEvents() { return this.filteredEvents.slice(0, this.limit); },
    get savedEvents() { return EVENTS.filter(e => this.state.saved.includes(e.id)); },
    get cartSorted() {
      return this.state.cart.slice().sort((a, b) => this.eventById(a.eventId).date.localeCompare(this.eventById(b.eventId).date) || a.key.localeCompare(b.key));
    },
    get totals() {
      const cart = this.state.cart;
      const sub = cart.reduce((s, it) => s + it.price, 0);
      const events = new Set(cart.map(it => it.eventId));
      const fee = FEE * events.size;
      const p = PROMOS[this.state.promo];
      const disc = p ? Math.round(sub * p.pct) / 100 : 0;
      const before = sub + fee - disc;
      const gift = this.state.gift ? Math.min(this.state.gift.balance, before) : 0;
      return { sub, fee, disc, gift, total: Math.round((before - gift) * 100) / 100 };
    },

    isSaved(id) { return this.state.saved.some(s => s == id); },
    toggleSave(id) {
      if (this.isSaved(id)) this.state.saved = this.state.saved.filter(s => s != id);
      else { this.state.saved.push(id); this.flash('Saved to your list'); }
      this.persist();
    },

    openSeats(e) { this.event = e; this._taken = takenSet(e); this.picked = []; this.ticketType = 'adult'; this.view = 'seats'; window.scrollTo(0, 0); },
    isTaken(r, n) {
      return this._taken.has(r + n) || this.state.cart.some(it => it.eventId === this.event.id && it.row === r && it.seat === n);
    },
    isPicked(r, n) { return this.picked.some(p => p.row === r && p.seat === n); },
    togglePick(r, n) {
      if (this.isPicked(r, n)) this.picked = this.picked.filter(p => !(p.row === r && p.seat === n));
      else if (this.picked.length < 6) this.picked.push({ row: r, seat: n });
    },
    addToCart() {
      for (const p of this.picked) {
        this.state.cart.push({ key: this.event.id + '-' + p.row + p.seat, eventId: this.event.id, row: p.row, seat: p.seat,
                               type: this.ticketType, price: seatPrice(this.event, p.row, this.ticketType) });
      }
      this.persist();
      this.flash(this.picked.length + ' ticket(s) added to your cart');
      this.picked = [];
    },
    removeItem(i) {
      const it = this.cartSorted[i];
      if (!window.confirm('Remove ' + this.eventById(it.eventId).title + ', row ' + it.row + ' seat ' + it.seat + '?')) return;
      this.state.cart.splice(i, 1);
      this.persist();
    },

    applyPromo() {
      const code = this.promoInput.trim().toUpperCase();
      if (!code) return;
      this.promoBusy = true; this.promoMsg = '';
      setTimeout(() => {
        this.promoBusy = false;
        const p = PROMOS[code];
        const n = this.state.cart.length;
        if (!p) { this.promoMsg = 'That code is not valid.'; this.promoMsgClass = 'is-danger'; return; }
        if (p.minTickets && !(n > p.minTickets)) {
          this.promoMsg = code + ' needs at least ' + p.minTickets + ' tickets.'; this.promoMsgClass = 'is-danger'; return;
        }
        this.state.promo = code; this.persist();
        this.promoMsg = code + ' applied: ' + p.pct + '% off tickets.'; this.promoMsgClass = 'is-success';
      }, 3000);
    },
    async redeemGift() {
      const code = this.giftInput.trim().toUpperCase();
      if (!code) return;
      this.giftBusy = true; this.giftMsg = '';
      let cards = [];
      try {
        const res = await fetch('data/giftcards.json');
        if (res.ok) cards = (await res.json()).cards;
      } catch (e) { /* offline: treated as no cards */ }
      await new Promise(r => setTimeout(r, 600));
      this.giftBusy = false;
      const card = cards.find(c => c.code === code);
      if (!card) { this.giftMsg = 'Gift card code not recognised.'; this.giftMsgClass = 'is-danger'; return; }
      this.state.gift = card; this.persist();
      this.giftMsg = 'Gift card applied: €' + this.fmt(card.balance); this.giftMsgClass = 'is-success';
    },
    placeOrder() {
      this.placing = true;
      setTimeout(() => {
        const id = 'LH-' + this.state.nextOrder++;
        this.state.orders.unshift({ id, items: this.state.cart, total: this.totals.total, date: TODAY });
        this.state.cart = []; this.state.promo = ''; this.state.gift = null;
        this.persist();
        this.placing = false; this.terms = false;
        this.flash('Order ' + id + ' confirmed. Your tickets are under My tickets.');
      }, 2500);
    },
  };
}
