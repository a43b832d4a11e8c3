import { ref, reactive, computed, watch } from 'vue';
import { db, byId, updateCustomer, addCustomer, ROUNDS, TODAY, dowOf, fmtDay, fmtDate, gbp } from './store.js';
import { toast, menus, toggleMenu } from './ui.js';
import { openPayment } from './payments.js';

const PAGE = 10;
const EVERY = [4, 6, 8, 12];

export default {
  name: 'CustomersView',
  setup() {
    const q = ref('');
    const round = ref('');
    const owing = ref(false);
    const page = ref(1);
    watch([q, round, owing], () => (page.value = 1));

    const rows = computed(() => {
      const s = q.value.trim().toLowerCase();
      return db.customers
        .filter(c => !round.value || c.round === round.value)
        .filter(c => !owing.value || c.balance > 0)
        .filter(c => !s || [c.name, c.address, c.phone].join(' ').toLowerCase().includes(s))
        .sort((a, b) => a.name.localeCompare(b.name) || a.address.localeCompare(b.address));
    });
    const pages = computed(() => Math.max(1, Math.ceil(rows.value.length / PAGE)));
    const shown = computed(() => rows.value.slice((page.value - 1) * PAGE, page.value * PAGE));

    // details panel
    const openId = ref(null);
    const editing = ref(false);
    const form = reactive({ phone: '', email: '', every: 4, price: '', notes: '' });
    const current = computed(() => (openId.value ? byId(openId.value) : null));
    function open(c, edit = false) {
      menus.open = null;
      openId.value = c.id;
      editing.value = false;
      if (edit) startEdit();
    }
    function startEdit() {
      const c = current.value;
      Object.assign(form, { phone: c.phone, email: c.email, every: c.every, price: c.price.toFixed(2), notes: c.notes });
      editing.value = true;
    }
    function saveEdit() {
      const c = current.value;
      updateCustomer(c, form);
      editing.value = false;
      toast(`${c.name}'s details saved.`);
    }
    function pay(c) {
      menus.open = null;
      openPayment(c.id);
    }

    // new customer
    const adding = ref(false);
    const nf = reactive({ name: '', address: '', phone: '', round: '', every: '4', price: '', first: '', notes: '' });
    const firstOk = computed(() => nf.first && nf.round && nf.first >= TODAY && dowOf(nf.first) === ROUNDS[nf.round].dow);
    const addOk = computed(() => nf.name.trim() && nf.address.trim() && nf.phone.trim() && nf.round && Number(nf.price) > 0 && firstOk.value);
    function startAdd() {
      Object.assign(nf, { name: '', address: '', phone: '', round: '', every: '4', price: '', first: '', notes: '' });
      adding.value = true;
    }
    function saveAdd() {
      if (!addOk.value) return;
      const c = addCustomer(nf);
      adding.value = false;
      toast(`${c.name} added to ${ROUNDS[c.round].name}; first clean ${fmtDay(c.nextDue)}.`);
    }

    return {
      q, round, owing, page, rows, pages, shown, openId, editing, form, current, open, startEdit, saveEdit, pay,
      adding, nf, firstOk, addOk, startAdd, saveAdd, menus, toggleMenu, ROUNDS, EVERY, TODAY, fmtDay, fmtDate, gbp,
    };
  },
  template: `
  <div>
    <div class="d-flex justify-content-between align-items-end mb-3">
      <h1 class="h4 mb-0">Customers</h1>
      <button class="btn btn-primary" @click="startAdd()"><i class="bi bi-person-plus me-1"></i>New customer</button>
    </div>
    <div class="row g-2 align-items-center mb-3">
      <div class="col-md-5"><input class="form-control" type="search" v-model="q" placeholder="Search name, address or phone" aria-label="Search customers" /></div>
      <div class="col-md-3"><select class="form-select" v-model="round" aria-label="Round">
        <option value="">All rounds</option>
        <option v-for="(r, k) in ROUNDS" :key="k" :value="k">{{ r.name }} ({{ r.day }})</option>
      </select></div>
      <div class="col-md-3"><div class="form-check form-switch ms-2">
        <input class="form-check-input" type="checkbox" role="switch" id="owing" v-model="owing" />
        <label class="form-check-label" for="owing">Owes money</label></div></div>
    </div>
    <table class="table table-hover align-middle" id="customers">
      <thead><tr><th>Customer</th><th>Round</th><th>Every</th><th class="text-end">Price</th><th>Next due</th><th class="text-end">Balance</th><th></th></tr></thead>
      <tbody>
        <tr v-for="c in shown" :key="c.id" :data-id="c.id">
          <td><a href="#" class="name fw-semibold text-decoration-none" @click.prevent="open(c)">{{ c.name }}</a><br /><span class="small text-secondary address">{{ c.address }}</span></td>
          <td class="round">{{ ROUNDS[c.round].name }}</td>
          <td class="every">{{ c.every }} wk</td>
          <td class="text-end price">{{ gbp(c.price) }}</td>
          <td class="due">{{ fmtDay(c.nextDue) }}</td>
          <td class="text-end balance" :class="{ 'text-danger fw-semibold': c.balance > 0, 'text-success': c.balance < 0 }">{{ c.balance > 0 ? gbp(c.balance) : c.balance < 0 ? gbp(-c.balance) + ' cr' : '–' }}</td>
          <td class="text-end">
            <div class="dropdown" data-menu>
              <button class="btn btn-sm btn-light" :aria-label="'Actions for ' + c.name + ', ' + c.address" :aria-expanded="menus.open === 'c' + c.id" @click="toggleMenu('c' + c.id)"><i class="bi bi-three-dots-vertical"></i></button>
              <ul class="dropdown-menu dropdown-menu-end" :class="{ show: menus.open === 'c' + c.id }">
                <li><button class="dropdown-item" @click="open(c)">View details</button></li>
                <li><button class="dropdown-item" @click="open(c, true)">Edit details…</button></li>
                <li><button class="dropdown-item" @click="pay(c)">Record payment…</button></li>
              </ul>
            </div>
          </td>
        </tr>
        <tr v-if="!shown.length"><td colspan="7" class="text-center text-secondary py-4">No customers match.</td></tr>
      </tbody>
    </table>
    <div class="d-flex justify-content-between align-items-center">
      <span class="small text-secondary" id="cust-count">{{ rows.length }} customer{{ rows.length === 1 ? '' : 's' }}</span>
      <ul class="pagination pagination-sm mb-0">
        <li class="page-item" :class="{ disabled: page === 1 }"><button class="page-link" @click="page--">Previous</button></li>
        <li v-for="n in pages" :key="n" class="page-item" :class="{ active: n === page }"><button class="page-link" :aria-label="'Page ' + n" @click="page = n">{{ n }}</button></li>
        <li class="page-item" :class="{ disabled: page === pages }"><button class="page-link" @click="page++">Next</button></li>
      </ul>
    </div>

    <template v-if="current">
      <div class="offcanvas offcanvas-end show" tabindex="-1" role="dialog" aria-modal="true" aria-labelledby="oc-title" style="visibility: visible; width: 460px">
        <div class="offcanvas-header border-bottom">
          <div><h2 class="offcanvas-title h5 mb-0" id="oc-title">{{ current.name }}</h2><div class="small text-secondary">{{ current.address }}</div></div>
          <button type="button" class="btn-close" aria-label="Close" @click="openId = null"></button>
        </div>
        <div class="offcanvas-body">
          <template v-if="!editing">
            <dl class="row small details">
              <dt class="col-4">Round</dt><dd class="col-8">{{ ROUNDS[current.round].name }} ({{ ROUNDS[current.round].day }}s)</dd>
              <dt class="col-4">Phone</dt><dd class="col-8 d-phone">{{ current.phone }}</dd>
              <dt class="col-4">Email</dt><dd class="col-8">{{ current.email || '—' }}</dd>
              <dt class="col-4">How often</dt><dd class="col-8 d-every">Every {{ current.every }} weeks</dd>
              <dt class="col-4">Price</dt><dd class="col-8 d-price">{{ gbp(current.price) }}</dd>
              <dt class="col-4">Last cleaned</dt><dd class="col-8">{{ fmtDate(current.lastCleaned) }}</dd>
              <dt class="col-4">Next due</dt><dd class="col-8 d-due">{{ fmtDate(current.nextDue) }}</dd>
              <dt class="col-4">Balance</dt><dd class="col-8 d-balance">{{ current.balance > 0 ? 'owes ' + gbp(current.balance) : current.balance < 0 ? gbp(-current.balance) + ' in credit' : 'nothing owed' }}</dd>
              <dt class="col-4">Notes</dt><dd class="col-8">{{ current.notes || '—' }}</dd>
            </dl>
            <div class="d-flex gap-2">
              <button class="btn btn-outline-primary" @click="startEdit()"><i class="bi bi-pencil me-1"></i>Edit details</button>
              <button class="btn btn-outline-secondary" @click="pay(current)">Record payment</button>
            </div>
          </template>
          <form v-else @submit.prevent="saveEdit()">
            <div class="mb-3"><label class="form-label" for="e-phone">Phone</label><input id="e-phone" class="form-control" v-model="form.phone" /></div>
            <div class="mb-3"><label class="form-label" for="e-email">Email</label><input id="e-email" class="form-control" type="email" v-model="form.email" /></div>
            <div class="row g-3 mb-3">
              <div class="col-7"><label class="form-label" for="e-every">How often</label>
                <select id="e-every" class="form-select" v-model.number="form.every"><option v-for="w in EVERY" :key="w" :value="w">Every {{ w }} weeks</option></select></div>
              <div class="col-5"><label class="form-label" for="e-price">Price (£)</label><input id="e-price" class="form-control" type="number" step="0.5" min="0" v-model="form.price" /></div>
            </div>
            <div class="mb-3"><label class="form-label" for="e-notes">Notes</label><textarea id="e-notes" class="form-control" rows="3" v-model="form.notes"></textarea></div>
            <div class="d-flex gap-2">
              <button type="submit" class="btn btn-primary">Save changes</button>
              <button type="button" class="btn btn-outline-secondary" @click="editing = false">Cancel</button>
            </div>
          </form>
        </div>
      </div>
      <div class="offcanvas-backdrop fade show" @click="openId = null"></div>
    </template>

    <template v-if="adding">
      <div class="modal d-block" tabindex="-1" role="dialog" aria-modal="true" aria-labelledby="add-title" @click.self="adding = false">
        <div class="modal-dialog modal-dialog-scrollable">
          <div class="modal-content">
            <div class="modal-header"><h2 class="modal-title h5" id="add-title">New customer</h2>
              <button type="button" class="btn-close" aria-label="Close" @click="adding = false"></button></div>
            <div class="modal-body">
              <div class="mb-3"><label class="form-label" for="n-name">Name</label><input id="n-name" class="form-control" v-model="nf.name" /></div>
              <div class="mb-3"><label class="form-label" for="n-address">Address</label><input id="n-address" class="form-control" v-model="nf.address" placeholder="House number and street" /></div>
              <div class="mb-3"><label class="form-label" for="n-phone">Phone</label><input id="n-phone" class="form-control" type="tel" v-model="nf.phone" /></div>
              <div class="mb-3"><label class="form-label" for="n-round">Round</label>
                <select id="n-round" class="form-select" v-model="nf.round"><option value="">Choose…</option>
                  <option v-for="(r, k) in ROUNDS" :key="k" :value="k">{{ r.day }} – {{ r.name }}</option></select></div>
              <div class="mb-3"><div class="form-label">How often</div>
                <div class="form-check form-check-inline" v-for="w in EVERY" :key="w">
                  <input class="form-check-input" type="radio" name="n-every" :id="'n-every-' + w" :value="String(w)" v-model="nf.every" />
                  <label class="form-check-label" :for="'n-every-' + w">{{ w }} weeks</label></div></div>
              <div class="row g-3 mb-3">
                <div class="col-5"><label class="form-label" for="n-price">Price (£)</label><input id="n-price" class="form-control" type="number" step="0.5" min="0" v-model="nf.price" /></div>
                <div class="col-7"><label class="form-label" for="n-first">First clean</label><input id="n-first" class="form-control" type="date" :min="TODAY" v-model="nf.first" />
                  <div class="form-text" :class="{ 'text-danger': nf.first && !firstOk }">{{ nf.round ? 'Must be a ' + ROUNDS[nf.round].day + '.' : 'Pick the round first.' }}</div></div>
              </div>
              <div class="mb-1"><label class="form-label" for="n-notes">Notes</label><textarea id="n-notes" class="form-control" rows="2" v-model="nf.notes"></textarea></div>
            </div>
            <div class="modal-footer">
              <button class="btn btn-outline-secondary" @click="adding = false">Cancel</button>
              <button class="btn btn-primary" :disabled="!addOk" @click="saveAdd()">Add to round</button>
            </div>
          </div>
        </div>
      </div>
      <div class="modal-backdrop show"></div>
    </template>
  </div>`,
};
