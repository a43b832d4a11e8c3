// The shop counter's tabs: today's collections, the bake sheet and the price list.
import { ref, computed } from 'vue';
import { state, product, onSale, money, fmtDate, slotLabel, balance, summary, handOver, markReady, setOnSale, toast, addDays } from './store.js';
import { TODAY, SLOTS, PRODUCTS, CATEGORIES } from './data.js';

const STATUS = { open: 'Open', ready: 'Ready', collected: 'Collected', cancelled: 'Cancelled' };
const slotIndex = id => SLOTS.findIndex(s => s.id === id);

export const TodayView = {
  setup() {
    const hideCollected = ref(true);
    const handIdx = ref(-1);
    const method = ref('');
    const todays = computed(() => state.orders.filter(o => o.collect === TODAY && o.status !== 'cancelled'));
    const visible = computed(() =>
      todays.value
        .filter(o => !(hideCollected.value && o.status === 'collected'))
        .sort((a, b) => slotIndex(a.slot) - slotIndex(b.slot) || a.ref.localeCompare(b.ref)),
    );
    const handing = computed(() => visible.value[handIdx.value] || null);
    const collectedCount = computed(() => todays.value.filter(o => o.status === 'collected').length);

    const startHandOver = i => {
      method.value = '';
      handIdx.value = i;
    };
    const confirm = () => {
      const shown = handing.value;
      if (!shown || (balance(shown) > 0 && !method.value)) return;
      handOver(shown, method.value);
      toast(`${shown.ref} handed over to ${shown.customer}.`);
      handIdx.value = -1;
    };
    return {
      hideCollected, handIdx, method, todays, visible, handing, collectedCount, startHandOver, confirm, markReady,
      money, slotLabel, balance, summary, fmtDate, STATUS, TODAY,
    };
  },
  template: `
  <div class="box">
    <div class="level mb-3">
      <div class="level-left"><h2 class="title is-5">Collections today, {{ fmtDate(TODAY) }}</h2></div>
      <div class="level-right">
        <span class="mr-4 has-text-grey is-size-7">{{ collectedCount }} of {{ todays.length }} collected</span>
        <label class="checkbox"><input type="checkbox" v-model="hideCollected"> Hide collected</label>
      </div>
    </div>
    <table class="table is-fullwidth today" id="today">
      <thead><tr><th>Time</th><th>No.</th><th>Customer</th><th>Items</th><th class="has-text-right">To pay</th><th>Status</th><th></th></tr></thead>
      <tbody>
        <tr v-for="(o, i) in visible" :key="o.ref" class="today-row" :data-ref="o.ref">
          <td class="slot">{{ slotLabel(o.slot) }}</td>
          <td class="ref">{{ o.ref }}</td>
          <td class="customer">{{ o.customer }}</td>
          <td class="is-size-7">{{ summary(o) }}</td>
          <td class="balance has-text-right">{{ money(balance(o)) }}</td>
          <td><span class="tag status" :class="o.status === 'collected' ? 'is-light' : o.status === 'ready' ? 'is-success' : 'is-info'">{{ STATUS[o.status] }}</span></td>
          <td class="has-text-right">
            <button v-if="o.status === 'open'" class="button is-small is-light" @click="markReady(o)">Mark ready</button>
            <button v-if="o.status !== 'collected'" class="button is-small is-warning ml-1" @click="startHandOver(i)">Hand over</button>
          </td>
        </tr>
        <tr v-if="!visible.length"><td colspan="7" class="has-text-grey has-text-centered">Nothing left to collect today.</td></tr>
      </tbody>
    </table>
  </div>

  <div class="modal is-active" v-if="handing">
    <div class="modal-background" @click="handIdx = -1"></div>
    <div class="modal-card" role="dialog" aria-modal="true" aria-label="Hand over" style="max-width: 480px">
      <header class="modal-card-head"><p class="modal-card-title">Hand over {{ handing.ref }} to {{ handing.customer }}</p>
        <button class="delete" aria-label="Close" @click="handIdx = -1"></button></header>
      <section class="modal-card-body">
        <p class="mb-3">{{ summary(handing) }}</p>
        <template v-if="balance(handing) > 0">
          <p class="mb-2">Take the <strong>{{ money(balance(handing)) }}</strong> still to pay:</p>
          <label class="radio mr-3"><input type="radio" value="card" v-model="method"> Card</label>
          <label class="radio"><input type="radio" value="cash" v-model="method"> Cash</label>
        </template>
        <p v-else>Paid in full.</p>
      </section>
      <footer class="modal-card-foot">
        <div class="buttons">
          <button class="button is-warning" :disabled="balance(handing) > 0 && !method" @click="confirm">
            {{ balance(handing) > 0 ? 'Take ' + money(balance(handing)) + ' and hand over' : 'Hand over' }}</button>
          <button class="button" @click="handIdx = -1">Not yet</button>
        </div>
      </footer>
    </div>
  </div>`,
};

export const BakeSheetView = {
  setup() {
    const day = ref(addDays(TODAY, 1));
    const days = Array.from({ length: 10 }, (_, i) => addDays(TODAY, i));
    const sheet = computed(() => {
      const n = {};
      for (const o of state.orders) {
        if (o.collect !== day.value || o.status === 'cancelled' || o.status === 'collected') continue;
        for (const [id, q] of o.items) n[id] = (n[id] || 0) + q;
      }
      return PRODUCTS.filter(p => n[p.id]).map(p => ({ name: p.name, cat: p.cat, qty: n[p.id] }));
    });
    const print = () => toast('Bake sheet sent to the kitchen printer.', 'is-info');
    return { day, days, sheet, print, fmtDate };
  },
  template: `
  <div class="box">
    <div class="field is-grouped">
      <label class="label mt-2 mr-2" for="bake-day">Bake for</label>
      <div class="select"><select id="bake-day" v-model="day">
        <option v-for="d in days" :key="d" :value="d">{{ fmtDate(d) }}</option>
      </select></div>
      <button class="button ml-3" @click="print"><i class="bi bi-printer mr-1"></i>Print</button>
    </div>
    <table class="table is-striped bake-sheet">
      <thead><tr><th>Product</th><th>Section</th><th class="has-text-right">To bake</th></tr></thead>
      <tbody>
        <tr v-for="r in sheet" :key="r.name"><td>{{ r.name }}</td><td>{{ r.cat }}</td><td class="has-text-right">{{ r.qty }}</td></tr>
        <tr v-if="!sheet.length"><td colspan="3" class="has-text-grey">No orders for that day.</td></tr>
      </tbody>
    </table>
  </div>`,
};

export const PriceListView = {
  setup() {
    const open = ref({ Bread: true });
    const groups = CATEGORIES.map(c => ({ cat: c, items: PRODUCTS.filter(p => p.cat === c) }));
    const toggle = c => (open.value = { ...open.value, [c]: !open.value[c] });
    const onSaleCount = c => PRODUCTS.filter(p => p.cat === c && onSale(p.id)).length;
    return { open, groups, toggle, onSale, setOnSale, onSaleCount, money, state };
  },
  template: `
  <div class="box">
    <h2 class="title is-5 mb-2">Price list</h2>
    <p class="mb-3 has-text-grey is-size-7">Untick a line to take it off sale: it can't be ordered until it is ticked again.</p>
    <div class="price-list">
      <div v-for="g in groups" :key="g.cat" class="card mb-3 price-group" :data-cat="g.cat">
        <header class="card-header">
          <button class="card-header-title button is-white is-fullwidth is-justify-content-space-between"
                  :aria-expanded="open[g.cat] ? 'true' : 'false'" @click="toggle(g.cat)">
            <span>{{ g.cat }} <span class="tag is-light ml-2">{{ onSaleCount(g.cat) }} of {{ g.items.length }} on sale</span></span>
            <i class="bi" :class="open[g.cat] ? 'bi-chevron-up' : 'bi-chevron-down'"></i></button>
        </header>
        <div class="card-content py-2" v-show="open[g.cat]">
          <table class="table is-fullwidth is-narrow mb-0">
            <tbody>
              <tr v-for="p in g.items" :key="p.id" class="product-row" :data-id="p.id">
                <td class="name">{{ p.name }}</td>
                <td class="has-text-right">{{ money(p.price) }}</td>
                <td class="is-size-7 has-text-grey">{{ p.notice ? p.notice + " days' notice" : '' }}</td>
                <td><span class="tag sale-state" :class="onSale(p.id) ? 'is-success is-light' : 'is-danger'">{{ onSale(p.id) ? 'On sale' : 'Sold out' }}</span></td>
                <td class="has-text-right"><label class="checkbox"><input type="checkbox" :checked="onSale(p.id)"
                    :aria-label="'On sale: ' + p.name" @change="setOnSale(p.id, $event.target.checked)"></label></td>
              </tr>
            </tbody>
          </table>
        </div>
      </div>
    </div>
  </div>`,
};
