import { ref, reactive, computed } from 'vue';
import { db, raisePrices, ROUNDS, TODAY, round2, fmtDay, gbp, byId } from './store.js';
import { toast } from './ui.js';

const PAGE = 10;

export default {
  name: 'RoundsView',
  setup() {
    const openKey = ref(null);
    const page = ref(1);
    const summary = computed(() =>
      Object.entries(ROUNDS).map(([k, r]) => {
        const list = db.customers.filter(c => c.round === k);
        return { key: k, ...r, count: list.length, value: list.reduce((s, c) => s + c.price, 0), owed: list.reduce((s, c) => s + Math.max(0, c.balance), 0) };
      }),
    );
    const roundRows = computed(() => db.customers.filter(c => c.round === openKey.value).sort((a, b) => a.order - b.order));
    const pages = computed(() => Math.max(1, Math.ceil(roundRows.value.length / PAGE)));
    const pageRows = computed(() => roundRows.value.slice((page.value - 1) * PAGE, page.value * PAGE));
    function openRound(k) {
      openKey.value = k;
      page.value = 1;
    }

    const rise = reactive({ open: false, amount: '1.00', text: true, busy: false });
    const riseAmount = computed(() => round2(Number(rise.amount) || 0));
    const before = computed(() => roundRows.value.reduce((s, c) => s + c.price, 0));
    const after = computed(() => roundRows.value.reduce((s, c) => s + round2(c.price + riseAmount.value), 0));
    function startRise() {
      Object.assign(rise, { open: true, amount: '1.00', text: true, busy: false });
    }
    async function applyRise() {
      rise.busy = true;
      await new Promise(r => setTimeout(r, 600));
      const n = raisePrices(openKey.value, riseAmount.value, rise.text);
      rise.open = false;
      toast(`${n} prices on ${ROUNDS[openKey.value].name} up by ${gbp(riseAmount.value)}${rise.text ? '; texts queued' : ''}.`);
    }
    const outbox = computed(() => [...db.messages].reverse());

    return { summary, openKey, page, pages, roundRows, pageRows, openRound, rise, riseAmount, before, after, startRise, applyRise, outbox, ROUNDS, TODAY, fmtDay, gbp, byId };
  },
  template: `
  <div>
    <template v-if="!openKey">
      <h1 class="h4 mb-3">Rounds</h1>
      <div class="row g-3 mb-4">
        <div class="col-md-3" v-for="r in summary" :key="r.key">
          <div class="card h-100 round-card" :data-round="r.key">
            <div class="card-body">
              <div class="text-secondary small">{{ r.day }}s</div>
              <h2 class="h5">{{ r.name }}</h2>
              <p class="mb-1">{{ r.count }} customers</p>
              <p class="mb-1 small">{{ gbp(r.value) }} a round</p>
              <p class="mb-3 small" :class="r.owed ? 'text-danger' : 'text-secondary'">{{ r.owed ? gbp(r.owed) + ' owed' : 'nothing owed' }}</p>
              <button class="btn btn-outline-primary btn-sm" @click="openRound(r.key)">Open {{ r.name }}</button>
            </div>
          </div>
        </div>
      </div>
      <h2 class="h6 text-uppercase text-secondary">Texts waiting to go ({{ outbox.length }})</h2>
      <table class="table table-sm small" id="outbox" v-if="outbox.length">
        <tbody><tr v-for="(m, i) in outbox" :key="i" :data-to="m.to"><td class="text-nowrap">{{ byId(m.to).name }}</td><td>{{ m.text }}</td></tr></tbody>
      </table>
      <p class="small text-secondary" v-else>No texts waiting. They go out at 6 pm.</p>
    </template>

    <template v-else>
      <nav aria-label="breadcrumb"><ol class="breadcrumb">
        <li class="breadcrumb-item"><a href="#" @click.prevent="openKey = null">Rounds</a></li>
        <li class="breadcrumb-item active" aria-current="page">{{ ROUNDS[openKey].name }}</li></ol></nav>
      <div class="d-flex justify-content-between align-items-end mb-3">
        <div><h1 class="h4 mb-0">{{ ROUNDS[openKey].name }}</h1><div class="small text-secondary">{{ ROUNDS[openKey].day }}s · {{ roundRows.length }} customers in street order · {{ gbp(before) }} a round</div></div>
        <button class="btn btn-outline-danger" @click="startRise()"><i class="bi bi-graph-up-arrow me-1"></i>Put prices up…</button>
      </div>
      <table class="table table-sm align-middle" id="round-table">
        <thead><tr><th>#</th><th>Address</th><th>Customer</th><th>Every</th><th>Next due</th><th class="text-end">Price</th></tr></thead>
        <tbody>
          <tr v-for="c in pageRows" :key="c.id" :data-id="c.id">
            <td class="text-secondary">{{ c.order }}</td><td>{{ c.address }}</td><td>{{ c.name }}</td><td>{{ c.every }} wk</td><td>{{ fmtDay(c.nextDue) }}</td>
            <td class="text-end price">{{ gbp(c.price) }}</td>
          </tr>
        </tbody>
      </table>
      <ul class="pagination pagination-sm" v-if="pages > 1">
        <li v-for="n in pages" :key="n" class="page-item" :class="{ active: n === page }"><button class="page-link" :aria-label="'Page ' + n" @click="page = n">{{ n }}</button></li>
      </ul>

      <template v-if="rise.open">
        <div class="modal d-block" tabindex="-1" role="dialog" aria-modal="true" aria-labelledby="rise-title" @click.self="rise.open = false">
          <div class="modal-dialog modal-dialog-centered">
            <div class="modal-content">
              <div class="modal-header"><h2 class="modal-title h5" id="rise-title">Price rise · {{ ROUNDS[openKey].name }}</h2>
                <button type="button" class="btn-close" aria-label="Close" @click="rise.open = false"></button></div>
              <div class="modal-body">
                <label class="form-label" for="rise-amount">Add to every price on the round (£)</label>
                <input id="rise-amount" class="form-control mb-2" type="number" step="0.5" min="0.5" v-model="rise.amount" />
                <p class="small">{{ roundRows.length }} customers, from their next clean. A round goes from {{ gbp(before) }} to <strong>{{ gbp(after) }}</strong>.</p>
                <div class="form-check"><input class="form-check-input" type="checkbox" id="rise-text" v-model="rise.text" />
                  <label class="form-check-label" for="rise-text">Text each customer their new price</label></div>
              </div>
              <div class="modal-footer">
                <button class="btn btn-outline-secondary" @click="rise.open = false">Cancel</button>
                <button class="btn btn-danger" :disabled="!(riseAmount > 0) || rise.busy" @click="applyRise()">Raise {{ roundRows.length }} prices</button>
              </div>
            </div>
          </div>
        </div>
        <div class="modal-backdrop show"></div>
      </template>
    </template>
  </div>`,
};
