// The Orders tab: search, filter and page through the book; each row opens the order or its menu.
import { ref, computed, watch } from 'vue';
import { state, money, fmtDate, slotLabel, total, balance, summary, byCollection } from './store.js';
import { TODAY } from './data.js';
import { OrderDialog, PaymentDialog, CancelDialog } from './order-dialogs.js';

const PER_PAGE = 8;
const STATUS = { open: 'Open', ready: 'Ready', collected: 'Collected', cancelled: 'Cancelled' };
const STATUS_CLASS = { open: 'is-info', ready: 'is-success', collected: 'is-light', cancelled: 'is-danger is-light' };

export const OrdersView = {
  components: { OrderDialog, PaymentDialog, CancelDialog },
  setup() {
    const search = ref('');
    const query = ref('');
    const searching = ref(false);
    const show = ref('upcoming');
    const page = ref(1);
    const openRef = ref(null);
    const payRef = ref(null);
    const cancelRef = ref(null);
    const openMenu = ref(null);
    const openAt = ref('details');

    let timer = null;
    watch(search, v => {
      searching.value = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        query.value = v.trim().toLowerCase();
        searching.value = false;
        page.value = 1;
      }, 450);
    });
    watch(show, () => (page.value = 1));

    const rows = computed(() => {
      const q = query.value;
      return state.orders
        .filter(o => {
          if (show.value === 'upcoming') return o.collect >= TODAY && (o.status === 'open' || o.status === 'ready');
          if (show.value === 'all') return true;
          return o.status === show.value;
        })
        .filter(o => !q || [o.customer, o.phone, o.ref].some(s => s.toLowerCase().includes(q)))
        .sort(byCollection);
    });
    const pages = computed(() => Math.max(1, Math.ceil(rows.value.length / PER_PAGE)));
    const shown = computed(() => rows.value.slice((page.value - 1) * PER_PAGE, page.value * PER_PAGE));
    const find = r => state.orders.find(o => o.ref === r);

    const openOrder = (r, at = 'details') => {
      openMenu.value = null;
      openAt.value = at;
      openRef.value = r;
    };
    const pay = r => {
      openMenu.value = null;
      payRef.value = r;
    };
    const toggleMenu = r => (openMenu.value = openMenu.value === r ? null : r);

    return {
      search, searching, show, page, pages, rows, shown, openRef, payRef, cancelRef, openMenu, openAt,
      find, openOrder, pay, toggleMenu, money, fmtDate, slotLabel, total, balance, summary, STATUS, STATUS_CLASS,
    };
  },
  template: `
  <div class="box">
    <div class="columns is-vcentered mb-0">
      <div class="column is-5">
        <div class="control has-icons-left" :class="{ 'is-loading': searching }">
          <input class="input" type="search" v-model="search" aria-label="Search orders" placeholder="Name, phone or HB- number">
          <span class="icon is-left"><i class="bi bi-search"></i></span>
        </div>
      </div>
      <div class="column is-narrow">
        <div class="field is-horizontal">
          <label class="label mr-2 mt-2" for="order-filter">Show</label>
          <div class="select">
            <select id="order-filter" v-model="show">
              <option value="upcoming">Still to collect</option>
              <option value="collected">Collected</option>
              <option value="cancelled">Cancelled</option>
              <option value="all">Everything</option>
            </select>
          </div>
        </div>
      </div>
      <div class="column has-text-right has-text-grey is-size-7">{{ rows.length }} order{{ rows.length === 1 ? '' : 's' }}</div>
    </div>

    <table class="table is-fullwidth is-hoverable orders" id="orders">
      <thead><tr><th>No.</th><th>Customer</th><th>Collect</th><th>Items</th><th class="has-text-right">Total</th>
        <th class="has-text-right">To pay</th><th>Status</th><th><span class="is-sr-only">Actions</span></th></tr></thead>
      <tbody>
        <tr v-for="o in shown" :key="o.ref" class="order-row" :data-ref="o.ref">
          <td class="ref"><a href="" @click.prevent="openOrder(o.ref)">{{ o.ref }}</a></td>
          <td class="customer">{{ o.customer }}</td>
          <td><span class="collect-date">{{ fmtDate(o.collect) }}</span><br><span class="collect-slot is-size-7 has-text-grey">{{ slotLabel(o.slot) }}</span></td>
          <td class="items is-size-7">{{ summary(o) }}</td>
          <td class="total has-text-right">{{ money(total(o)) }}</td>
          <td class="balance has-text-right">{{ money(balance(o)) }}</td>
          <td><span class="tag status" :class="STATUS_CLASS[o.status]">{{ STATUS[o.status] }}</span></td>
          <td class="has-text-right">
            <div class="dropdown is-right is-hoverable" :class="{ 'is-active': openMenu === o.ref }">
              <div class="dropdown-trigger">
                <button class="button is-small is-white" :aria-label="'Actions for ' + o.ref" aria-haspopup="true" @click="toggleMenu(o.ref)">
                  <span class="icon"><i class="bi bi-three-dots-vertical"></i></span>
                </button>
              </div>
              <div class="dropdown-menu" role="menu">
                <div class="dropdown-content">
                  <a href="" class="dropdown-item" role="menuitem" @click.prevent="openOrder(o.ref)">Open order</a>
                  <template v-if="o.status === 'open' || o.status === 'ready'">
                    <a v-if="balance(o) > 0" href="" class="dropdown-item" role="menuitem" @click.prevent="pay(o.ref)">Take payment…</a>
                    <a href="" class="dropdown-item" role="menuitem" @click.prevent="openOrder(o.ref, 'collection')">Change collection…</a>
                  </template>
                </div>
              </div>
            </div>
          </td>
        </tr>
        <tr v-if="!shown.length"><td colspan="8" class="has-text-centered has-text-grey">No orders match.</td></tr>
      </tbody>
    </table>

    <nav class="pagination is-small is-right" role="navigation" aria-label="Pages" v-if="pages > 1">
      <button class="pagination-previous" :disabled="page === 1" @click="page--">Previous</button>
      <button class="pagination-next" :disabled="page === pages" @click="page++">Next</button>
      <ul class="pagination-list">
        <li v-for="n in pages" :key="n">
          <button class="pagination-link" :class="{ 'is-current': n === page }" :aria-label="'Page ' + n"
                  :aria-current="n === page ? 'page' : null" @click="page = n">{{ n }}</button>
        </li>
      </ul>
    </nav>
  </div>

  <order-dialog v-if="openRef" :order="find(openRef)" :start="openAt" @close="openRef = null"
                @pay="payRef = openRef" @cancel="cancelRef = openRef"></order-dialog>
  <payment-dialog v-if="payRef" :order="find(payRef)" @close="payRef = null"></payment-dialog>
  <cancel-dialog v-if="cancelRef" :order="find(cancelRef)" @close="cancelRef = null" @done="cancelRef = null; openRef = null"></cancel-dialog>`,
};
