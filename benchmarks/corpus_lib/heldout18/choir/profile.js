// A member's profile in a Bootstrap offcanvas: details, attendance, music on loan, subs and leave.
import { defineComponent, ref, reactive, computed, watch, nextTick, onMounted, onBeforeUnmount } from 'vue';
import { Offcanvas, Modal } from 'bootstrap';
import { PARTS } from './data.js';
import {
  state, TODAY, TERM, fullName, memberById, loansOf, attendance, onLeave, scoreLabel, fmtDate, money, rateOf, returnCopies, save,
} from './store.js';
import { notify } from './toasts.js';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export default defineComponent({
  props: { memberId: { type: String, default: null } },
  emits: ['closed'],
  setup(props, { emit }) {
    const panel = ref(null);
    const m = computed(() => (props.memberId ? memberById(props.memberId) : null));
    const loans = computed(() => (m.value ? loansOf(m.value).sort((a, b) => a.score.title.localeCompare(b.score.title)) : []));
    const att = computed(() => (m.value ? attendance(m.value) : { present: 0, of: 0 }));
    const editing = ref(false);
    const form = reactive({ first: '', last: '', part: '', email: '', phone: '' });
    const tried = ref(false);
    const formErr = computed(() => {
      const e = {};
      if (!form.first.trim() || !form.last.trim()) e.name = 'First and last name, please';
      if (form.email.trim() && !EMAIL.test(form.email.trim())) e.email = 'That email address does not look right';
      return e;
    });
    const leave = reactive({ back: '' });
    const subs = reactive({ rate: '', method: '' });
    const returnEl = ref(null);
    const subsEl = ref(null);

    watch(() => props.memberId, async id => {
      if (!id) return;
      editing.value = false;
      tried.value = false;
      leave.back = m.value.leaveUntil || '';
      await nextTick();
      Offcanvas.getOrCreateInstance(panel.value).show();
    });
    onMounted(() => panel.value.addEventListener('hidden.bs.offcanvas', () => emit('closed')));
    onBeforeUnmount(() => { const o = Offcanvas.getInstance(panel.value); if (o) o.dispose(); });

    function startEdit() {
      Object.assign(form, { first: m.value.first, last: m.value.last, part: m.value.part, email: m.value.email, phone: m.value.phone });
      tried.value = false;
      editing.value = true;
    }
    function saveEdit() {
      tried.value = true;
      if (Object.keys(formErr.value).length) return;
      const x = m.value;
      const moved = x.part !== form.part;
      Object.assign(x, { first: form.first.trim(), last: form.last.trim(), part: form.part, email: form.email.trim(), phone: form.phone.trim() });
      save();
      editing.value = false;
      notify(moved ? `${fullName(x)} now sings ${x.part}` : `Details saved for ${fullName(x)}`);
    }
    function returnOne(l) {
      const n = returnCopies(m.value.id, l.score.id);
      notify(`${n} cop${n === 1 ? 'y' : 'ies'} of ${scoreLabel(l.score)} returned`);
    }
    const askReturnAll = () => Modal.getOrCreateInstance(returnEl.value).show();
    function returnAll() {
      const n = returnCopies(m.value.id);
      Modal.getInstance(returnEl.value).hide();
      notify(`${n} copies returned by ${fullName(m.value)}`);
    }
    function openSubs() { subs.rate = ''; subs.method = ''; Modal.getOrCreateInstance(subsEl.value).show(); }
    function recordSubs() {
      const x = m.value;
      x.subs = { rate: subs.rate, amount: rateOf(subs.rate), method: subs.method, date: TODAY };
      save();
      Modal.getInstance(subsEl.value).hide();
      notify(`${TERM} subs recorded for ${fullName(x)}`);
    }
    const leaveErr = computed(() => (leave.back && leave.back <= TODAY ? 'The return date must be after today' : ''));
    function saveLeave() {
      if (!leave.back || leaveErr.value) return;
      const x = m.value;
      x.leaveUntil = leave.until;
      save();
      notify(`${fullName(x)} is on leave until ${fmtDate(leave.back)}`);
    }
    function endLeave() { m.value.leaveUntil = null; leave.back = ''; save(); notify(`${fullName(m.value)} is back from leave`); }

    return {
      panel, m, loans, att, editing, form, tried, formErr, startEdit, saveEdit, returnOne, askReturnAll, returnAll, returnEl,
      subsEl, subs, openSubs, recordSubs, leave, leaveErr, saveLeave, endLeave, onLeave, fullName, fmtDate, money, rateOf,
      scoreLabel, PARTS, TERM,
    };
  },
  template: `
    <div class="offcanvas offcanvas-end profile" tabindex="-1" ref="panel" id="profile" aria-labelledby="profile-title" style="--bs-offcanvas-width: 30rem">
      <div class="offcanvas-header border-bottom">
        <h2 class="offcanvas-title fs-5" id="profile-title">{{ m ? fullName(m) : '' }}</h2>
        <button type="button" class="btn-close" data-bs-dismiss="offcanvas" aria-label="Close profile"></button>
      </div>
      <div class="offcanvas-body" v-if="m">
        <div v-if="!editing">
          <p class="mb-1"><span class="badge text-bg-primary me-2 p-part">{{ m.part }}</span> Folder {{ m.folder }} · joined {{ fmtDate(m.joined) }}</p>
          <p class="mb-1"><i class="bi bi-envelope me-2"></i><span class="p-email">{{ m.email || '—' }}</span></p>
          <p class="mb-2"><i class="bi bi-telephone me-2"></i>{{ m.phone || '—' }}</p>
          <button class="btn btn-sm btn-outline-primary" type="button" @click="startEdit"><i class="bi bi-pencil me-1"></i>Edit details</button>
        </div>
        <form v-else novalidate @submit.prevent="saveEdit" class="edit-form">
          <div class="row g-2 mb-2">
            <div class="col"><label class="form-label" for="pe-first">First name</label><input class="form-control" id="pe-first" v-model="form.first"></div>
            <div class="col"><label class="form-label" for="pe-last">Last name</label><input class="form-control" id="pe-last" v-model="form.last"></div>
          </div>
          <div class="text-danger small mb-2" v-if="tried && formErr.name">{{ formErr.name }}</div>
          <label class="form-label" for="pe-part">Voice part</label>
          <select class="form-select mb-2" id="pe-part" v-model="form.part"><option v-for="p in PARTS" :key="p">{{ p }}</option></select>
          <label class="form-label" for="pe-email">Email</label>
          <input class="form-control mb-1" id="pe-email" type="email" v-model="form.email" :class="{ 'is-invalid': tried && formErr.email }">
          <div class="text-danger small mb-2" v-if="tried && formErr.email">{{ formErr.email }}</div>
          <label class="form-label" for="pe-phone">Phone</label>
          <input class="form-control mb-3" id="pe-phone" v-model="form.phone">
          <button class="btn btn-primary btn-sm me-2" type="submit">Save changes</button>
          <button class="btn btn-link btn-sm" type="button" @click="editing = false">Cancel</button>
        </form>

        <hr>
        <h3 class="h6">Attendance this term</h3>
        <p class="p-attendance">{{ att.present }} of {{ att.of }} rehearsals</p>

        <h3 class="h6">Music on loan</h3>
        <ul class="list-group mb-2 p-loans" v-if="loans.length">
          <li class="list-group-item d-flex align-items-center py-1" v-for="l in loans" :key="l.score.id + '-' + l.copy">
            <span class="flex-grow-1">{{ scoreLabel(l.score) }} · copy {{ l.copy }}</span>
            <button class="btn btn-sm btn-link" type="button" @click="returnOne(l)" :aria-label="'Return ' + scoreLabel(l.score) + ' copy ' + l.copy"><i class="bi bi-box-arrow-in-down-left"></i></button>
          </li>
        </ul>
        <p class="text-secondary p-loans-none" v-else>No music on loan.</p>
        <button class="btn btn-sm btn-outline-secondary mb-3" type="button" v-if="loans.length > 1" @click="askReturnAll">Everything handed back…</button>

        <h3 class="h6">{{ TERM }} subs</h3>
        <p class="p-subs" v-if="m.subs">Paid {{ money(m.subs.amount) }} ({{ m.subs.rate }}, {{ m.subs.method }}) on {{ fmtDate(m.subs.date) }}</p>
        <p v-else class="p-subs text-danger">Not paid yet</p>
        <button class="btn btn-sm btn-outline-success mb-3" type="button" v-if="!m.subs" @click="openSubs">Record subs…</button>

        <div class="border rounded">
          <button class="btn btn-light w-100 text-start d-flex justify-content-between" type="button" data-bs-toggle="collapse"
                  data-bs-target="#leave-box" aria-expanded="false" aria-controls="leave-box">
            <span><i class="bi bi-airplane me-2"></i>Leave of absence</span><i class="bi bi-chevron-down"></i></button>
          <div class="collapse" id="leave-box"><div class="p-3">
            <p class="small text-secondary" v-if="onLeave(m)">On leave until {{ fmtDate(m.leaveUntil) }}.</p>
            <label class="form-label" for="leave-back">Back on</label>
            <input class="form-control mb-1" type="date" id="leave-back" v-model="leave.back">
            <div class="text-danger small" v-if="leaveErr">{{ leaveErr }}</div>
            <p class="small text-secondary mt-1">Members on leave are left off the register until they are back.</p>
            <button class="btn btn-sm btn-primary" type="button" :disabled="!leave.back || !!leaveErr" @click="saveLeave">Save leave</button>
            <button class="btn btn-sm btn-link" type="button" v-if="onLeave(m)" @click="endLeave">End leave now</button>
          </div></div>
        </div>
      </div>
    </div>

    <div class="modal fade" tabindex="-1" ref="returnEl" aria-labelledby="ret-title" aria-hidden="true">
      <div class="modal-dialog"><div class="modal-content">
        <div class="modal-header"><h2 class="modal-title fs-5" id="ret-title">Return all music?</h2>
          <button type="button" class="btn-close" data-bs-dismiss="modal" aria-label="Close"></button></div>
        <div class="modal-body" v-if="m"><p>Mark every copy {{ fullName(m) }} has as returned to the library:</p>
          <ul><li v-for="l in loans" :key="l.score.id + '-' + l.copy">{{ scoreLabel(l.score) }} · copy {{ l.copy }}</li></ul></div>
        <div class="modal-footer"><button type="button" class="btn btn-outline-secondary" data-bs-dismiss="modal">Cancel</button>
          <button type="button" class="btn btn-primary" @click="returnAll">Yes, {{ loans.length }} copies are back</button></div>
      </div></div>
    </div>

    <div class="modal fade" tabindex="-1" ref="subsEl" aria-labelledby="subs-title" aria-hidden="true">
      <div class="modal-dialog"><div class="modal-content">
        <div class="modal-header"><h2 class="modal-title fs-5" id="subs-title">{{ TERM }} subs<span v-if="m"> · {{ fullName(m) }}</span></h2>
          <button type="button" class="btn-close" data-bs-dismiss="modal" aria-label="Close"></button></div>
        <div class="modal-body">
          <p class="form-label">Rate</p>
          <div class="form-check"><input class="form-check-input" type="radio" id="rate-full" value="full" v-model="subs.rate"><label class="form-check-label" for="rate-full">Full, £60</label></div>
          <div class="form-check"><input class="form-check-input" type="radio" id="rate-conc" value="concession" v-model="subs.rate"><label class="form-check-label" for="rate-conc">Concession (retired or unwaged), £30</label></div>
          <div class="form-check mb-3"><input class="form-check-input" type="radio" id="rate-student" value="student" v-model="subs.rate"><label class="form-check-label" for="rate-student">Student, £20</label></div>
          <label class="form-label" for="subs-method">Paid by</label>
          <select class="form-select" id="subs-method" v-model="subs.method">
            <option value="" disabled>Choose…</option><option value="cash">Cash</option><option value="card">Card</option><option value="bank">Bank transfer</option></select>
        </div>
        <div class="modal-footer"><button type="button" class="btn btn-outline-secondary" data-bs-dismiss="modal">Cancel</button>
          <button type="button" class="btn btn-success" :disabled="!subs.rate || !subs.method" @click="recordSubs">Record {{ subs.rate ? money(rateOf(subs.rate)) : 'payment' }}</button></div>
      </div></div>
    </div>`,
});
