import { createApp, ref, computed, onMounted, watch } from 'vue';
import { state, load, dismissToast, fmtDate } from './store.js';
import { TODAY } from './data.js';
import { OrdersView } from './orders.js';
import { NewOrderView } from './new-order.js';
import { TodayView, BakeSheetView, PriceListView } from './counter.js';

const TABS = [
  { id: 'today', label: 'Today', icon: 'bi-shop' },
  { id: 'orders', label: 'Orders', icon: 'bi-journal-text' },
  { id: 'new', label: 'New order', icon: 'bi-plus-circle' },
  { id: 'bake', label: 'Bake sheet', icon: 'bi-list-check' },
  { id: 'prices', label: 'Price list', icon: 'bi-tags' },
];

const App = {
  components: { OrdersView, NewOrderView, TodayView, BakeSheetView, PriceListView },
  setup() {
    const route = () => (location.hash.replace('#/', '') || 'today').split('?')[0];
    const tab = ref(route());
    const showNotice = ref(false);
    window.addEventListener('hashchange', () => (tab.value = route()));

    // The Christmas notice is shown once a session, the first time the order list is opened.
    const maybeNotice = () => {
      if (tab.value !== 'orders' || state.loading || sessionStorage.getItem('hartley.xmasNotice')) return;
      setTimeout(() => (showNotice.value = true), 700);
    };
    const closeNotice = () => {
      showNotice.value = false;
      sessionStorage.setItem('hartley.xmasNotice', 'seen');
    };
    watch(tab, maybeNotice);

    onMounted(() => {
      setTimeout(() => {
        load();
        state.loading = false;
        maybeNotice();
      }, 1200);
    });
    const go = id => (location.hash = '#/' + id);
    return { state, tab, TABS, go, showNotice, closeNotice, dismissToast, today: computed(() => fmtDate(TODAY)) };
  },
  template: `
  <nav class="navbar is-warning" aria-label="Main">
    <div class="navbar-brand">
      <span class="navbar-item has-text-weight-bold"><i class="bi bi-basket2 mr-2"></i>Hartley's Bakehouse</span>
      <span class="navbar-item is-size-7">Order book · {{ today }}</span>
    </div>
  </nav>
  <section class="section pt-4">
    <div class="tabs is-boxed">
      <ul>
        <li v-for="t in TABS" :key="t.id" :class="{ 'is-active': tab === t.id }">
          <a :href="'#/' + t.id"><span class="icon is-small"><i class="bi" :class="t.icon"></i></span><span>{{ t.label }}</span></a>
        </li>
      </ul>
    </div>
    <div v-if="state.loading" class="loading">
      <progress class="progress is-small is-warning" max="100">Loading</progress>
      <p class="has-text-grey mb-3">Loading the order book…</p>
      <div class="skeleton-block" style="height: 2.5rem"></div>
      <div class="skeleton-block" style="height: 2.5rem"></div>
      <div class="skeleton-block" style="height: 2.5rem"></div>
    </div>
    <template v-else>
      <today-view v-if="tab === 'today'"></today-view>
      <orders-view v-else-if="tab === 'orders'"></orders-view>
      <new-order-view v-else-if="tab === 'new'" @saved="go('orders')"></new-order-view>
      <bake-sheet-view v-else-if="tab === 'bake'"></bake-sheet-view>
      <price-list-view v-else-if="tab === 'prices'"></price-list-view>
    </template>
  </section>

  <div class="modal" :class="{ 'is-active': showNotice }">
    <div class="modal-background" @click="closeNotice"></div>
    <div class="modal-card" role="dialog" aria-modal="true" aria-labelledby="xmas-title">
      <header class="modal-card-head has-background-danger-light">
        <p class="modal-card-title" id="xmas-title"><i class="bi bi-snow mr-2"></i>Christmas orders are open</p>
      </header>
      <section class="modal-card-body"><div class="content">
        <p>The Christmas book closes on <strong>Saturday 19 December</strong>. Christmas cakes need three days'
           notice and a £10 deposit; Yule logs two days'.</p>
        <p>Collections on 23 and 24 December run from 7am to 1pm only.</p>
      </div></section>
      <footer class="modal-card-foot is-justify-content-flex-end">
        <button class="button is-danger" @click="closeNotice">OK, thanks</button>
      </footer>
    </div>
  </div>

  <div class="toasts" aria-live="polite">
    <div v-for="t in state.toasts" :key="t.id" class="notification" :class="t.kind" role="status">
      <button class="delete" aria-label="Dismiss message" @click="dismissToast(t.id)"></button>{{ t.message }}
    </div>
  </div>`,
};

createApp(App).mount('#app');
