// The order's own window (details, quantities, collection), the payment window and the cancel window.
import { ref, reactive, computed } from 'vue';
import {
  product, money, fmtDate, slotLabel, total, paid, balance, hasCake,
  takePayment, cancelOrder, saveQuantities, changeCollection, toast,
} from './store.js';
import { SLOTS, TODAY } from './data.js';

export const OrderDialog = {
  props: { order: Object, start: { type: String, default: 'details' } },
  emits: ['close', 'pay', 'cancel'],
  setup(props, { emit }) {
    const o = props.order;
    const mode = ref(props.start);
    const moreOpen = ref(false);
    const cakeOpen = ref(false);
    const error = ref('');
    const lines = ref([]);
    const move = reactive({ date: o.collect, slot: o.slot });
    const live = computed(() => o.status === 'open' || o.status === 'ready');

    const editQuantities = () => {
      lines.value = o.items.map(([id, qty]) => ({ id, qty, name: product(id).name }));
      error.value = '';
      mode.value = 'quantities';
    };
    const step = (l, d) => (l.qty = Math.max(0, Math.min(99, Number(l.qty) + d)));
    const saveLines = () => {
      error.value = saveQuantities(o, lines.value.map(l => ({ id: l.id, qty: Math.round(Number(l.qty) || 0) })));
      if (!error.value) mode.value = 'details';
    };
    const editCollection = () => {
      move.date = o.collect;
      move.slot = o.slot;
      error.value = '';
      mode.value = 'collection';
    };
    const saveCollection = () => {
      if (!move.date) return (error.value = 'Choose a date.');
      error.value = changeCollection(o, { date: move.date, slot: move.time });
      if (!error.value) mode.value = 'details';
    };
    const draftTotal = computed(() => lines.value.reduce((s, l) => s + product(l.id).price * (Number(l.qty) || 0), 0));
    const printLabel = () => {
      moreOpen.value = false;
      toast(`Label for ${o.ref} sent to the printer.`, 'is-info');
    };
    const cancel = () => {
      moreOpen.value = false;
      emit('cancel');
    };
    if (props.start === 'collection') editCollection();
    return {
      o, mode, moreOpen, cakeOpen, error, lines, move, live, SLOTS, TODAY, draftTotal,
      editQuantities, step, saveLines, editCollection, saveCollection, printLabel, cancel,
      product, money, fmtDate, slotLabel, total, paid, balance, hasCake, emit,
    };
  },
  template: `
  <div class="modal is-active order-dialog">
    <div class="modal-background" @click="emit('close')"></div>
    <div class="modal-card" role="dialog" aria-modal="true" :aria-label="'Order ' + o.ref">
      <header class="modal-card-head">
        <p class="modal-card-title">Order {{ o.ref }} · {{ o.customer }}</p>
        <button class="delete" aria-label="Close" @click="emit('close')"></button>
      </header>
      <section class="modal-card-body">
        <div v-if="error" class="notification is-danger is-light" role="alert">{{ error }}</div>
        <p class="mb-2"><i class="bi bi-telephone mr-1"></i>{{ o.phone }}
          · collects <strong class="dlg-collect">{{ fmtDate(o.collect) }}, {{ slotLabel(o.slot) }}</strong>
          <span v-if="o.status === 'cancelled'" class="tag is-danger is-light ml-2">Cancelled: {{ o.reason }}</span>
          <span v-if="o.status === 'collected'" class="tag is-light ml-2">Collected</span></p>

        <template v-if="mode === 'details'">
          <table class="table is-narrow is-fullwidth lines">
            <thead><tr><th>Item</th><th class="has-text-right">Qty</th><th class="has-text-right">Each</th><th class="has-text-right">Line</th></tr></thead>
            <tbody>
              <tr v-for="[id, q] in o.items" :key="id" class="line">
                <td class="name">{{ product(id).name }}</td><td class="qty has-text-right">{{ q }}</td>
                <td class="has-text-right">{{ money(product(id).price) }}</td><td class="has-text-right">{{ money(product(id).price * q) }}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr><th colspan="3" class="has-text-right">Total</th><th class="has-text-right dlg-total">{{ money(total(o)) }}</th></tr>
              <tr><th colspan="3" class="has-text-right">Paid</th><td class="has-text-right dlg-paid">{{ money(paid(o)) }}</td></tr>
              <tr><th colspan="3" class="has-text-right">Still to pay</th><td class="has-text-right dlg-balance">{{ money(balance(o)) }}</td></tr>
            </tfoot>
          </table>
          <h4 class="title is-6 mb-2">Payments</h4>
          <ul class="payments mb-3">
            <li v-for="(p, i) in o.payments" :key="i" class="payment">{{ fmtDate(p.date) }} · {{ money(p.amount) }} · {{ p.method }}<span v-if="p.note"> · {{ p.note }}</span></li>
            <li v-if="!o.payments.length" class="has-text-grey">Nothing paid yet.</li>
          </ul>
          <div v-if="hasCake(o.items)" class="card cake-card">
            <header class="card-header">
              <button class="card-header-title button is-white is-fullwidth is-justify-content-space-between"
                      :aria-expanded="cakeOpen ? 'true' : 'false'" @click="cakeOpen = !cakeOpen">
                Cake details <i class="bi" :class="cakeOpen ? 'bi-chevron-up' : 'bi-chevron-down'"></i></button>
            </header>
            <div class="card-content" v-show="cakeOpen">
              Inscription: <em class="inscription">{{ o.inscription || 'none' }}</em>
            </div>
          </div>
        </template>

        <template v-else-if="mode === 'quantities'">
          <p class="mb-3">Set how many of each item. An item set to 0 comes off the order.</p>
          <div v-for="l in lines" :key="l.id" class="field is-horizontal qty-line">
            <div class="field-label is-normal"><label class="label" :for="'q-' + l.id">{{ l.name }}</label></div>
            <div class="field-body">
              <div class="field has-addons">
                <p class="control"><button class="button" :aria-label="'Fewer ' + l.name" @click="step(l, -1)"><i class="bi bi-dash"></i></button></p>
                <p class="control"><input class="input qty-input" :id="'q-' + l.id" type="number" min="0" max="99" v-model="l.qty" style="width: 5rem"></p>
                <p class="control"><button class="button" :aria-label="'More ' + l.name" @click="step(l, 1)"><i class="bi bi-plus"></i></button></p>
              </div>
            </div>
          </div>
          <p class="has-text-right">New total: <strong>{{ money(draftTotal) }}</strong></p>
        </template>

        <template v-else>
          <div class="field">
            <label class="label" for="move-date">New collection date</label>
            <div class="control"><input class="input" id="move-date" type="date" :min="TODAY" v-model="move.date" style="max-width: 14rem"></div>
          </div>
          <div class="field">
            <label class="label" id="move-slot-label">Collection time</label>
            <div class="buttons has-addons" role="group" aria-labelledby="move-slot-label">
              <button v-for="s in SLOTS" :key="s.id" class="button" :class="{ 'is-warning is-selected': move.slot === s.id }"
                      :aria-pressed="move.slot === s.id ? 'true' : 'false'" @click="move.slot = s.id">{{ s.label }}</button>
            </div>
          </div>
        </template>
      </section>
      <footer class="modal-card-foot is-justify-content-space-between">
        <div class="buttons" v-if="mode === 'details'">
          <template v-if="live">
            <button class="button is-success" :disabled="balance(o) === 0" @click="emit('pay')">Take payment…</button>
            <button class="button" @click="editQuantities">Change quantities</button>
            <button class="button" @click="editCollection">Change collection…</button>
          </template>
        </div>
        <div class="buttons" v-else-if="mode === 'quantities'">
          <button class="button is-warning" @click="saveLines">Save quantities</button>
          <button class="button" @click="mode = 'details'">Discard changes</button>
        </div>
        <div class="buttons" v-else>
          <button class="button is-warning" @click="saveCollection">Save new date</button>
          <button class="button" @click="mode = 'details'">Back</button>
        </div>
        <div class="dropdown is-up is-right" :class="{ 'is-active': moreOpen }" v-if="mode === 'details'">
          <div class="dropdown-trigger">
            <button class="button is-white" aria-haspopup="true" @click="moreOpen = !moreOpen">More <i class="bi bi-caret-up-fill ml-1"></i></button>
          </div>
          <div class="dropdown-menu" role="menu">
            <div class="dropdown-content">
              <a href="" class="dropdown-item" role="menuitem" @click.prevent="printLabel">Print label</a>
              <a v-if="live" href="" class="dropdown-item has-text-danger" role="menuitem" @click.prevent="cancel">Cancel order…</a>
            </div>
          </div>
        </div>
      </footer>
    </div>
  </div>`,
};

export const PaymentDialog = {
  props: { order: Object },
  emits: ['close'],
  setup(props, { emit }) {
    const o = props.order;
    const amount = ref((balance(o) / 100).toFixed(2));
    const method = ref('');
    const pence = computed(() => Math.round(parseFloat(String(amount.value).replace('£', '')) * 100));
    const problem = computed(() => {
      if (!(pence.value > 0)) return 'Enter an amount.';
      if (pence.value > balance(o)) return `That is more than the ${money(balance(o))} still to pay.`;
      return '';
    });
    const take = () => {
      if (problem.value || !method.value) return;
      takePayment(o, pence.value, method.value);
      emit('close');
    };
    return { o, amount, method, pence, problem, take, money, balance, emit };
  },
  template: `
  <div class="modal is-active payment-dialog" style="z-index: 60">
    <div class="modal-background" @click="emit('close')"></div>
    <div class="modal-card" role="dialog" aria-modal="true" aria-label="Take a payment" style="max-width: 460px">
      <header class="modal-card-head">
        <p class="modal-card-title">Take a payment · {{ o.ref }}</p>
        <button class="delete" aria-label="Close" @click="emit('close')"></button>
      </header>
      <section class="modal-card-body">
        <p class="mb-3">{{ o.customer }} has {{ money(balance(o)) }} still to pay.</p>
        <div class="field">
          <label class="label" for="pay-amount">Amount (£)</label>
          <div class="control"><input class="input" id="pay-amount" inputmode="decimal" v-model="amount" style="max-width: 10rem"></div>
          <p class="help is-danger" v-if="problem">{{ problem }}</p>
        </div>
        <div class="field">
          <label class="label">Paid by</label>
          <div class="control">
            <label class="radio mr-3"><input type="radio" value="card" v-model="method"> Card</label>
            <label class="radio mr-3"><input type="radio" value="cash" v-model="method"> Cash</label>
            <label class="radio"><input type="radio" value="bank transfer" v-model="method"> Bank transfer</label>
          </div>
        </div>
      </section>
      <footer class="modal-card-foot">
        <div class="buttons">
          <button class="button is-success" :disabled="!!problem || !method" @click="take">Take {{ problem ? '' : money(pence) }}</button>
          <button class="button" @click="emit('close')">Not now</button>
        </div>
      </footer>
    </div>
  </div>`,
};

export const CancelDialog = {
  props: { order: Object },
  emits: ['close', 'done'],
  setup(props, { emit }) {
    const o = props.order;
    const reason = ref('');
    const refund = ref(true);
    const confirm = () => {
      if (!reason.value) return;
      cancelOrder(o, reason.value, refund.value);
      emit('done');
    };
    return { o, reason, refund, confirm, money, paid, emit };
  },
  template: `
  <div class="modal is-active cancel-dialog" style="z-index: 60">
    <div class="modal-background"></div>
    <div class="modal-card" role="alertdialog" aria-modal="true" aria-label="Cancel order" style="max-width: 480px">
      <header class="modal-card-head"><p class="modal-card-title">Cancel {{ o.ref }} for {{ o.customer }}?</p></header>
      <section class="modal-card-body">
        <div class="field">
          <label class="label" for="cancel-reason">Why?</label>
          <div class="select"><select id="cancel-reason" v-model="reason">
            <option value="">Choose a reason…</option>
            <option>Customer cancelled</option>
            <option>Duplicate order</option>
            <option>We can't supply it</option>
          </select></div>
        </div>
        <label class="checkbox" v-if="paid(o) > 0"><input type="checkbox" v-model="refund"> Refund the {{ money(paid(o)) }} paid</label>
      </section>
      <footer class="modal-card-foot">
        <div class="buttons">
          <button class="button is-danger" :disabled="!reason" @click="confirm">Cancel the order</button>
          <button class="button" @click="emit('close')">Keep the order</button>
        </div>
      </footer>
    </div>
  </div>`,
};
