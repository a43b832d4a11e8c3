// The New order tab: customer, collection, products picked with Tom Select, cake details and a deposit.
import { ref, reactive, computed, onMounted, onBeforeUnmount, watch } from 'vue';
import { state, product, onSale, money, hasCake, createOrder } from './store.js';
import { PRODUCTS, CATEGORIES, SLOTS, TODAY } from './data.js';

// A Tom Select product picker: choosing a product emits it and clears the picker for the next one.
const ProductPicker = {
  emits: ['pick'],
  setup(props, { emit }) {
    const el = ref(null);
    let ts = null;
    onMounted(() => {
      ts = new window.TomSelect(el.value, {
        placeholder: 'Type to search the price list…',
        maxOptions: 60,
        closeAfterSelect: true,
        optgroupField: 'cat',
        searchField: ['name'],
        valueField: 'id',
        labelField: 'name',
        options: PRODUCTS.map(p => ({ id: p.id, name: p.name, cat: p.cat, price: p.price, disabled: !onSale(p.id) })),
        optgroups: CATEGORIES.map(c => ({ value: c, label: c })),
        render: {
          option: (d, esc) =>
            `<div class="is-flex is-justify-content-space-between"><span>${esc(d.name)}</span>` +
            `<span class="has-text-grey">${d.disabled ? 'sold out' : money(d.price)}</span></div>`,
        },
        onChange(v) {
          if (!v) return;
          emit('pick', v);
          setTimeout(() => ts.clear(true), 0);
        },
      });
    });
    onBeforeUnmount(() => ts && ts.destroy());
    return { el };
  },
  template: `<select ref="el" id="product-picker"></select>`,
};

const blank = () => ({
  customer: '', phone: '', collect: '', slot: '', inscription: '', deposit: '0.00', depositMethod: 'card',
});

export const NewOrderView = {
  components: { ProductPicker },
  emits: ['saved'],
  setup(props, { emit }) {
    const f = reactive(blank());
    const lines = ref([]); // { id, qty }
    const error = ref('');
    const cakeOpen = ref(false);
    const saving = ref(false);

    const add = id => {
      const l = lines.value.find(x => x.id === id);
      if (l) l.qty = Math.min(99, Number(l.qty) + 1);
      else lines.value.push({ id, qty: 1 });
    };
    const step = (l, d) => (l.qty = Math.max(1, Math.min(99, Number(l.qty) + d)));
    const remove = l => (lines.value = lines.value.filter(x => x !== l));
    const depositPence = computed(() => Math.round((parseFloat(f.deposit) || 0) * 100));
    const orderTotal = computed(() => lines.value.reduce((s, l) => s + product(l.id).price * (Number(l.qty) || 0), 0));
    const items = computed(() => lines.value.map(l => [l.id, Math.round(Number(l.qty) || 0)]).filter(([, q]) => q > 0));
    const cake = computed(() => hasCake(items.value));
    const ready = computed(
      () => f.customer.trim() && f.phone.trim() && f.collect && f.slot && items.value.length && depositPence.value >= 0,
    );
    watch(() => [f.collect, lines.value.length], () => (error.value = ''));

    const save = () => {
      if (!ready.value || saving.value) return;
      if (depositPence.value > orderTotal.value) return (error.value = 'The deposit is more than the order total.');
      saving.value = true;
      setTimeout(() => {
        saving.value = false;
        const problem = createOrder({ ...f, items: items.value, deposit: depositPence.value });
        if (problem) return (error.value = problem);
        Object.assign(f, blank());
        lines.value = [];
        emit('saved');
      }, 600);
    };
    const clear = () => {
      Object.assign(f, blank());
      lines.value = [];
      error.value = '';
    };
    return {
      f, lines, error, cakeOpen, saving, add, step, remove, orderTotal, cake, ready, save, clear,
      product, money, SLOTS, TODAY, state,
    };
  },
  template: `
  <div class="columns">
    <div class="column is-7">
      <div class="box new-order">
        <h2 class="title is-5">New order</h2>
        <div class="columns mb-0">
          <div class="column field mb-0">
            <label class="label" for="no-name">Name</label>
            <input class="input" id="no-name" v-model="f.customer" autocomplete="off">
          </div>
          <div class="column field mb-0">
            <label class="label" for="no-phone">Phone</label>
            <input class="input" id="no-phone" type="tel" v-model="f.phone" autocomplete="off">
          </div>
        </div>
        <div class="columns mb-0">
          <div class="column is-5 field mb-0">
            <label class="label" for="no-date">Collect on</label>
            <input class="input" id="no-date" type="date" :min="TODAY" v-model="f.collect">
          </div>
          <div class="column field mb-0">
            <label class="label" id="no-slot-label">Time</label>
            <div class="buttons has-addons" role="group" aria-labelledby="no-slot-label">
              <button v-for="s in SLOTS" :key="s.id" type="button" class="button" :class="{ 'is-warning is-selected': f.slot === s.id }"
                      :aria-pressed="f.slot === s.id ? 'true' : 'false'" @click="f.slot = s.id">{{ s.label }}</button>
            </div>
          </div>
        </div>
        <div class="field">
          <label class="label" for="product-picker">Add a product</label>
          <product-picker @pick="add"></product-picker>
        </div>
        <table class="table is-fullwidth is-narrow draft-lines" v-if="lines.length">
          <tbody>
            <tr v-for="l in lines" :key="l.id">
              <td class="is-vcentered">{{ product(l.id).name }}</td>
              <td>
                <div class="field has-addons mb-0">
                  <p class="control"><button class="button is-small" :aria-label="'Fewer ' + product(l.id).name" @click="step(l, -1)"><i class="bi bi-dash"></i></button></p>
                  <p class="control"><input class="input is-small" type="number" min="1" max="99" v-model="l.qty" :aria-label="'How many ' + product(l.id).name" style="width: 4rem"></p>
                  <p class="control"><button class="button is-small" :aria-label="'More ' + product(l.id).name" @click="step(l, 1)"><i class="bi bi-plus"></i></button></p>
                </div>
              </td>
              <td class="has-text-right is-vcentered">{{ money(product(l.id).price * (Number(l.qty) || 0)) }}</td>
              <td class="has-text-right"><button class="delete" :aria-label="'Remove ' + product(l.id).name" @click="remove(l)"></button></td>
            </tr>
          </tbody>
        </table>
        <p v-else class="has-text-grey mb-4">No items yet.</p>

        <div class="card mb-4" v-if="cake">
          <header class="card-header">
            <button class="card-header-title button is-white is-fullwidth is-justify-content-space-between"
                    :aria-expanded="cakeOpen ? 'true' : 'false'" @click="cakeOpen = !cakeOpen">
              Cake details <i class="bi" :class="cakeOpen ? 'bi-chevron-up' : 'bi-chevron-down'"></i></button>
          </header>
          <div class="card-content" v-show="cakeOpen">
            <label class="label" for="no-inscription">Inscription (piped on top)</label>
            <input class="input" id="no-inscription" v-model="f.inscription" maxlength="40">
          </div>
        </div>

        <div class="columns mb-0">
          <div class="column is-4 field">
            <label class="label" for="no-deposit">Deposit taken now (£)</label>
            <input class="input" id="no-deposit" inputmode="decimal" v-model="f.deposit">
          </div>
          <div class="column is-4 field" v-if="parseFloat(f.deposit) > 0">
            <label class="label" for="no-deposit-method">Deposit paid by</label>
            <div class="select"><select id="no-deposit-method" v-model="f.depositMethod">
              <option value="card">Card</option><option value="cash">Cash</option>
            </select></div>
          </div>
        </div>
        <div v-if="error" class="notification is-danger is-light" role="alert">{{ error }}</div>
        <div class="buttons">
          <button class="button is-warning" :class="{ 'is-loading': saving }" :disabled="!ready" @click="save">Save order</button>
          <button class="button is-white" @click="clear">Clear form</button>
        </div>
      </div>
    </div>
    <div class="column">
      <div class="box">
        <p class="heading">Order total</p>
        <p class="title is-3 draft-total">{{ money(orderTotal) }}</p>
        <p class="is-size-7 has-text-grey">Cakes need three days' notice and a deposit. Sold-out lines can't be ordered.</p>
      </div>
    </div>
  </div>`,
};
