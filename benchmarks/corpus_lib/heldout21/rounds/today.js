import { ref, computed, reactive } from 'vue';
import { db, save, markDone, addDays, TODAY, TODAYS_ROUND, ROUNDS, FREQ_DAYS, METHODS, fmtDay, gbp } from './store.js';
import { toast, menus, toggleMenu } from './ui.js';

export default {
  name: 'TodayView',
  setup() {
    const round = ROUNDS[TODAYS_ROUND];
    const onRound = computed(() => db.customers.filter(c => c.round === TODAYS_ROUND && !c.paused).sort((a, b) => a.order - b.order));
    const due = computed(() => onRound.value.filter(c => c.nextDue <= TODAY && c.lastCleaned !== TODAY));
    const doneToday = computed(() => onRound.value.filter(c => c.lastCleaned === TODAY));
    const later = computed(() => onRound.value.filter(c => c.nextDue > TODAY && c.lastCleaned !== TODAY));
    const showLater = ref(false);
    const takings = computed(() => due.value.reduce((s, c) => s + c.price, 0));

    const done = reactive({ id: null, payment: 'unpaid' });
    const current = computed(() => db.customers.find(c => c.id === done.id));
    const nextClean = computed(() => (current.value ? addDays(TODAY, FREQ_DAYS[current.value.every]) : null));
    function openDone(c) {
      done.id = c.id;
      done.payment = 'unpaid';
    }
    function saveDone() {
      const c = current.value;
      const how = done.payment;
      const undo = markDone(c, how);
      done.id = null;
      const t = toast(`${c.address} done${how === 'unpaid' ? `, ${gbp(c.price)} on account` : `, paid ${METHODS[how].toLowerCase()}`}.`, {
        ms: 8000,
        action: {
          label: 'Undo',
          run: () => {
            undo();
            toast(`${c.address}: clean undone.`, { variant: 'secondary' });
          },
        },
      });
      return t;
    }

    const skip = reactive({ id: null, reason: '' });
    const skipping = computed(() => db.customers.find(c => c.id === skip.id));
    function openSkip(c) {
      menus.open = null;
      skip.id = c.id;
      skip.reason = '';
    }
    function saveSkip() {
      const c = skipping.value;
      c.nextDue = addDays(TODAY, 7);
      c.notes = `Skipped ${fmtDay(TODAY)}: ${skip.reason}`;
      save();
      skip.id = null;
      toast(`${c.address} skipped; back on next ${round.day}'s list.`, { variant: 'secondary' });
    }

    return { round, due, doneToday, later, showLater, takings, done, current, nextClean, openDone, saveDone, skip, skipping, openSkip, saveSkip, menus, toggleMenu, fmtDay, gbp, METHODS, TODAY };
  },
  template: `
  <div>
    <div class="d-flex align-items-end justify-content-between mb-3">
      <div>
        <h1 class="h4 mb-0">{{ round.day }} · {{ round.name }} round</h1>
        <div class="text-secondary small">{{ fmtDay(TODAY) }} · {{ due.length }} to do · {{ gbp(takings) }} on the round</div>
      </div>
    </div>

    <ul class="list-group mb-4" id="due-list">
      <li v-for="c in due" :key="c.id" class="list-group-item d-flex align-items-center gap-3 due-row" :data-id="c.id">
        <div class="flex-grow-1">
          <div class="fw-semibold">{{ c.address }}</div>
          <div class="small">{{ c.name }} <span v-if="c.nextDue < TODAY" class="badge text-bg-warning ms-1">overdue since {{ fmtDay(c.nextDue) }}</span></div>
          <div class="small text-secondary" v-if="c.notes"><i class="bi bi-sticky me-1"></i>{{ c.notes }}</div>
        </div>
        <span class="badge text-bg-danger owes" v-if="c.balance > 0">owes {{ gbp(c.balance) }}</span>
        <span class="price fw-semibold">{{ gbp(c.price) }}</span>
        <button class="btn btn-success btn-sm px-3" @click="openDone(c)"><i class="bi bi-check2 me-1"></i>Done</button>
        <div class="dropdown" data-menu>
          <button class="btn btn-outline-secondary btn-sm" :aria-label="'More for ' + c.address" :aria-expanded="menus.open === 'd' + c.id" @click="toggleMenu('d' + c.id)"><i class="bi bi-three-dots"></i></button>
          <ul class="dropdown-menu dropdown-menu-end" :class="{ show: menus.open === 'd' + c.id }">
            <li><button class="dropdown-item" @click="openSkip(c)">Skip this time…</button></li>
            <li><a class="dropdown-item" :href="'tel:' + c.phone.replace(/ /g, '')">Call {{ c.phone }}</a></li>
          </ul>
        </div>
      </li>
      <li v-if="!due.length" class="list-group-item text-secondary">All done on {{ round.name }}. Nice one.</li>
    </ul>

    <h2 class="h6 text-uppercase text-secondary" v-if="doneToday.length">Done today ({{ doneToday.length }})</h2>
    <ul class="list-group mb-4" id="done-list" v-if="doneToday.length">
      <li v-for="c in doneToday" :key="c.id" class="list-group-item d-flex gap-3 align-items-center" :data-id="c.id">
        <i class="bi bi-check-circle-fill text-success"></i>
        <span class="flex-grow-1">{{ c.address }} <span class="text-secondary small">· {{ c.name }}</span></span>
        <span class="small next">next {{ fmtDay(c.nextDue) }}</span>
      </li>
    </ul>

    <button class="btn btn-link px-0 text-decoration-none" :aria-expanded="showLater" @click="showLater = !showLater">
      <i class="bi" :class="showLater ? 'bi-chevron-down' : 'bi-chevron-right'"></i> Not due this week ({{ later.length }})
    </button>
    <ul class="list-group mt-2" v-show="showLater">
      <li v-for="c in later" :key="c.id" class="list-group-item d-flex justify-content-between small">
        <span>{{ c.address }} · {{ c.name }}</span><span class="text-secondary">due {{ fmtDay(c.nextDue) }}</span>
      </li>
    </ul>

    <template v-if="current">
      <div class="modal d-block" tabindex="-1" role="dialog" aria-modal="true" aria-labelledby="done-title" @click.self="done.id = null">
        <div class="modal-dialog modal-dialog-centered">
          <div class="modal-content">
            <div class="modal-header"><h2 class="modal-title h5" id="done-title">Cleaned: {{ current.address }}</h2>
              <button type="button" class="btn-close" aria-label="Close" @click="done.id = null"></button></div>
            <div class="modal-body">
              <p class="mb-2">{{ current.name }} · {{ gbp(current.price) }} · every {{ current.every }} weeks</p>
              <fieldset class="mb-3">
                <legend class="form-label fs-6 fw-semibold">Payment</legend>
                <div class="form-check"><input class="form-check-input" type="radio" name="pay" id="pay-unpaid" value="unpaid" v-model="done.payment">
                  <label class="form-check-label" for="pay-unpaid">Not paid yet (add {{ gbp(current.price) }} to their account)</label></div>
                <div class="form-check"><input class="form-check-input" type="radio" name="pay" id="pay-cash" value="cash" v-model="done.payment">
                  <label class="form-check-label" for="pay-cash">Paid cash on the day</label></div>
                <div class="form-check"><input class="form-check-input" type="radio" name="pay" id="pay-card" value="card" v-model="done.payment">
                  <label class="form-check-label" for="pay-card">Paid by card on the day</label></div>
              </fieldset>
              <p class="small text-secondary mb-0">Next clean: <strong class="next-clean">{{ fmtDay(nextClean) }}</strong></p>
            </div>
            <div class="modal-footer">
              <button class="btn btn-outline-secondary" @click="done.id = null">Cancel</button>
              <button class="btn btn-success" @click="saveDone()">Save clean</button>
            </div>
          </div>
        </div>
      </div>
      <div class="modal-backdrop show"></div>
    </template>

    <template v-if="skipping">
      <div class="modal d-block" tabindex="-1" role="dialog" aria-modal="true" aria-labelledby="skip-title" @click.self="skip.id = null">
        <div class="modal-dialog modal-dialog-centered">
          <div class="modal-content">
            <div class="modal-header"><h2 class="modal-title h5" id="skip-title">Skip {{ skipping.address }}</h2>
              <button type="button" class="btn-close" aria-label="Close" @click="skip.id = null"></button></div>
            <div class="modal-body">
              <label class="form-label" for="skip-reason">Why?</label>
              <select id="skip-reason" class="form-select" v-model="skip.reason">
                <option value="">Choose…</option><option>Not in, gate locked</option><option>Scaffolding up</option><option>Asked to skip</option><option>Weather</option>
              </select>
            </div>
            <div class="modal-footer">
              <button class="btn btn-outline-secondary" @click="skip.id = null">Cancel</button>
              <button class="btn btn-warning" :disabled="!skip.reason" @click="saveSkip()">Skip to next week</button>
            </div>
          </div>
        </div>
      </div>
      <div class="modal-backdrop show"></div>
    </template>
  </div>`,
};
