import { createApp, ref, onMounted } from 'vue';
import TodayView from './today.js';
import CustomersView from './customers.js';
import PaymentsView, { PaymentDialog } from './payments.js';
import RoundsView from './rounds.js';
import { ui, toast, dismiss } from './ui.js';

const VIEWS = { today: 'Today', customers: 'Customers', rounds: 'Rounds', payments: 'Payments' };

const App = {
  components: { TodayView, CustomersView, PaymentsView, RoundsView, PaymentDialog },
  setup() {
    const view = ref('today');
    const loading = ref(true);
    const notice = ref(false);
    const route = () => {
      const v = location.hash.replace('#/', '');
      view.value = VIEWS[v] ? v : 'today';
    };
    route();
    window.addEventListener('hashchange', route);
    onMounted(() => {
      setTimeout(() => {
        loading.value = false;
        if (!sessionStorage.getItem('clearview.rain')) setTimeout(() => (notice.value = true), 500);
      }, 1400);
    });
    function closeNotice() {
      notice.value = false;
      sessionStorage.setItem('clearview.rain', '1');
    }
    function runAction(t) {
      dismiss(t.id);
      t.action.run();
    }
    return { view, loading, notice, closeNotice, VIEWS, ui, dismiss, runAction };
  },
  template: `
  <nav class="navbar navbar-expand navbar-dark bg-primary sticky-top">
    <div class="container">
      <span class="navbar-brand"><i class="bi bi-droplet-half me-1"></i>Clearview <span class="fw-light">round book</span></span>
      <ul class="navbar-nav me-auto">
        <li class="nav-item" v-for="(label, k) in VIEWS" :key="k"><a class="nav-link" :class="{ active: view === k }" :aria-current="view === k ? 'page' : null" :href="'#/' + k">{{ label }}</a></li>
      </ul>
      <span class="navbar-text small">Dave · Wed 21 Oct</span>
    </div>
  </nav>
  <main class="container py-3">
    <div v-if="loading" class="placeholder-glow" aria-busy="true">
      <div class="d-flex align-items-center gap-2 mb-3"><div class="spinner-border spinner-border-sm text-primary"></div><span class="text-secondary">Syncing the round book…</span></div>
      <p v-for="i in 6" :key="i"><span class="placeholder col-12 placeholder-lg"></span></p>
    </div>
    <template v-else>
      <TodayView v-if="view === 'today'" />
      <CustomersView v-else-if="view === 'customers'" />
      <RoundsView v-else-if="view === 'rounds'" />
      <PaymentsView v-else />
    </template>
  </main>
  <PaymentDialog />
  <div class="toast-container position-fixed top-0 end-0 p-3 mt-5" style="z-index: 1090">
    <div v-for="t in ui.toasts" :key="t.id" class="toast show align-items-center border-0" :class="'text-bg-' + t.variant" role="status">
      <div class="d-flex">
        <div class="toast-body">{{ t.message }}</div>
        <button v-if="t.action" class="btn btn-sm btn-light my-auto fw-semibold" @click="runAction(t)">{{ t.action.label }}</button>
        <button type="button" class="btn-close btn-close-white me-2 m-auto" aria-label="Dismiss" @click="dismiss(t.id)"></button>
      </div>
    </div>
  </div>
  <div v-if="notice" class="alert alert-info alert-dismissible shadow rain-notice mb-0" role="alert">
    <h2 class="h6 alert-heading"><i class="bi bi-cloud-drizzle me-1"></i>Rain from about 2 pm</h2>
    <p class="mb-0 small">The Met Office has a yellow warning for this afternoon. Start the round early and leave any
      back-of-house windows for last. Customers who are skipped for weather go to next week's list.</p>
    <button type="button" class="btn-close" aria-label="Close" @click="closeNotice()"></button>
  </div>`,
};

const app = createApp(App);
app.config.errorHandler = (err, instance, info) => {
  console.error(err);
  toast('Sorry, something went wrong. Your changes were not saved.', { variant: 'danger', ms: 7000 });
};
app.mount('#app');
