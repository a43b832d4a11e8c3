import { reactive, computed } from 'vue';
import { db, byId, recordPayment, ROUNDS, METHODS, TODAY, fmtDay, fmtDate, gbp } from './store.js';
import { toast } from './ui.js';

export const payForm = reactive({ open: false, customerId: null, query: '', amount: '', method: '', date: TODAY, busy: false });

export function openPayment(customerId = null) {
  const c = customerId ? byId(customerId) : null;
  Object.assign(payForm, {
    open: true, customerId, query: c ? c.name : '', amount: c && c.balance > 0 ? c.balance.toFixed(2) : '', method: '', date: TODAY, busy: false,
  });
}

// the "record a payment" dialog, opened from the Payments page or a customer's menu
export const PaymentDialog = {
  name: 'PaymentDialog',
  setup() {
    const chosen = computed(() => (payForm.customerId ? byId(payForm.customerId) : null));
    const matches = computed(() => {
      const q = payForm.query.trim().toLowerCase();
      if (!q || chosen.value) return [];
      return db.customers.filter(c => (c.name + ' ' + c.address).toLowerCase().includes(q)).slice(0, 8);
    });
    const valid = computed(() => chosen.value && Number(payForm.amount) > 0 && payForm.method && payForm.date);
    function pick(c) {
      payForm.customerId = c.id;
      payForm.query = c.name;
      payForm.amount = c.balance > 0 ? c.balance.toFixed(2) : '';
    }
    function change() {
      payForm.customerId = null;
      payForm.query = '';
      payForm.amount = '';
    }
    async function submit() {
      if (!valid.value) return;
      payForm.busy = true;
      await new Promise(r => setTimeout(r, 500));
      const { customer } = recordPayment({
        customerId: chosen.value.id, customerName: chosen.value.name, amount: Math.round(Number(payForm.amount) * 100) / 100, method: payForm.method, date: payForm.date,
      });
      payForm.open = false;
      toast(`${gbp(Number(payForm.amount))} from ${chosen.value.name} recorded.`);
      return customer;
    }
    return { payForm, chosen, matches, valid, pick, change, submit, ROUNDS, METHODS, gbp };
  },
  template: `
  <template v-if="payForm.open">
    <div class="modal d-block" tabindex="-1" role="dialog" aria-modal="true" aria-labelledby="pay-title" @click.self="payForm.open = false">
      <div class="modal-dialog">
        <div class="modal-content">
          <div class="modal-header"><h2 class="modal-title h5" id="pay-title">Record a payment</h2>
            <button type="button" class="btn-close" aria-label="Close" @click="payForm.open = false"></button></div>
          <div class="modal-body">
            <div class="mb-3 position-relative">
              <label class="form-label" for="pay-customer">Customer</label>
              <div v-if="chosen" class="form-control d-flex justify-content-between align-items-center chosen">
                <span><strong>{{ chosen.name }}</strong> · {{ chosen.address }} <span class="text-secondary small">({{ ROUNDS[chosen.round].name }})</span></span>
                <button class="btn btn-link btn-sm p-0" @click="change()">Change</button>
              </div>
              <template v-else>
                <input id="pay-customer" class="form-control" role="combobox" autocomplete="off" :aria-expanded="matches.length > 0" aria-controls="pay-matches"
                  placeholder="Start typing a name or street" v-model="payForm.query" />
                <ul class="list-group position-absolute w-100 shadow-sm matches" id="pay-matches" role="listbox" v-show="matches.length">
                  <li v-for="c in matches" :key="c.id" class="list-group-item list-group-item-action" role="option" @click="pick(c)">
                    {{ c.name }} · {{ c.address }} <span class="text-secondary small">({{ ROUNDS[c.round].name }}{{ c.balance > 0 ? ', owes ' + gbp(c.balance) : '' }})</span>
                  </li>
                </ul>
              </template>
              <div class="form-text" v-if="chosen">Balance now: {{ chosen.balance > 0 ? 'owes ' + gbp(chosen.balance) : chosen.balance < 0 ? gbp(-chosen.balance) + ' in credit' : 'nothing owed' }}</div>
            </div>
            <div class="row g-3">
              <div class="col-6"><label class="form-label" for="pay-amount">Amount (£)</label>
                <input id="pay-amount" class="form-control" type="number" min="0" step="0.01" v-model="payForm.amount" /></div>
              <div class="col-6"><label class="form-label" for="pay-date">Received on</label>
                <input id="pay-date" class="form-control" type="date" v-model="payForm.date" /></div>
            </div>
            <div class="mt-3" role="radiogroup" aria-label="How did they pay?">
              <div class="form-label">How did they pay?</div>
              <div class="btn-group">
                <template v-for="(label, k) in METHODS" :key="k">
                  <input type="radio" class="btn-check" name="pay-method" :id="'m-' + k" :value="k" v-model="payForm.method" />
                  <label class="btn btn-outline-primary" :for="'m-' + k">{{ label }}</label>
                </template>
              </div>
            </div>
          </div>
          <div class="modal-footer">
            <button class="btn btn-outline-secondary" @click="payForm.open = false">Cancel</button>
            <button class="btn btn-primary" :disabled="!valid || payForm.busy" @click="submit()">
              <span v-if="payForm.busy" class="spinner-border spinner-border-sm me-1"></span>Save payment</button>
          </div>
        </div>
      </div>
    </div>
    <div class="modal-backdrop show"></div>
  </template>`,
};

export default {
  name: 'PaymentsView',
  setup() {
    const list = computed(() => [...db.payments].sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id)));
    const october = computed(() => db.payments.filter(p => p.date.startsWith('2026-10')));
    const octTotal = computed(() => october.value.reduce((s, p) => s + p.amount, 0));
    const owed = computed(() => db.customers.reduce((s, c) => s + Math.max(0, c.balance), 0));
    return { list, october, octTotal, owed, byId, openPayment, METHODS, fmtDate, gbp };
  },
  template: `
  <div>
    <div class="d-flex justify-content-between align-items-end mb-3">
      <div><h1 class="h4 mb-0">Payments</h1>
        <div class="small text-secondary">October so far: {{ gbp(octTotal) }} from {{ october.length }} payments · {{ gbp(owed) }} owed in all</div></div>
      <button class="btn btn-primary" @click="openPayment()"><i class="bi bi-cash-coin me-1"></i>Record payment</button>
    </div>
    <table class="table table-sm align-middle" id="payments">
      <thead><tr><th>Date</th><th>Customer</th><th>How</th><th class="text-end">Amount</th><th>Note</th></tr></thead>
      <tbody>
        <tr v-for="p in list" :key="p.id" :data-id="p.id" :data-customer="p.customer">
          <td>{{ fmtDate(p.date) }}</td>
          <td class="who">{{ byId(p.customer).name }} <span class="text-secondary small">· {{ byId(p.customer).address }}</span></td>
          <td>{{ METHODS[p.method] }}</td>
          <td class="text-end amount">{{ gbp(p.amount) }}</td>
          <td class="small text-secondary">{{ p.note }}</td>
        </tr>
      </tbody>
    </table>
  </div>`,
};
