// The music library: scores, copies out on loan, lending a copy, adding a new score.
import { defineComponent, ref, reactive, computed, onBeforeUnmount } from 'vue';
import { Modal } from 'bootstrap';
import { PARTS, PLURAL } from './data.js';
import { state, fullName, memberById, scoreLabel, fmtShort, lendCopy, save } from './store.js';
import { notify } from './toasts.js';

const VOICINGS = ['SATB', 'SATB divisi', 'SSAATTBB', 'SSA', 'TTBB', 'Unison'];

export default defineComponent({
  setup() {
    const q = ref('');
    const rows = computed(() => {
      const t = q.value.trim().toLowerCase();
      return [...state.scores]
        .filter(s => !t || s.title.toLowerCase().includes(t) || s.composer.toLowerCase().includes(t))
        .sort((a, b) => a.title.localeCompare(b.title) || a.composer.localeCompare(b.composer));
    });
    const totals = computed(() => ({
      titles: state.scores.length,
      copies: state.scores.reduce((n, s) => n + s.copies, 0),
      out: state.scores.reduce((n, s) => n + s.loans.length, 0),
    }));
    const byPart = computed(() => PARTS.map(part => ({
      part, members: state.members.filter(m => m.part === part).sort((a, b) => a.last.localeCompare(b.last)),
    })));

    // -- lending
    const lendEl = ref(null);
    const lend = reactive({ score: null, member: '', copy: '' });
    const freeCopies = computed(() => {
      if (!lend.score) return [];
      const out = new Set(lend.score.loans.map(l => l.copy));
      return Array.from({ length: lend.score.copies }, (_, i) => i + 1).filter(n => !out.has(n));
    });
    function openLend(s) {
      Object.assign(lend, { score: s, member: '', copy: '' });
      Modal.getOrCreateInstance(lendEl.value).show();
    }
    function doLend() {
      const m = memberById(lend.member);
      const s = lend.score;
      lendCopy(s, lend.copy, m.id);
      Modal.getInstance(lendEl.value).hide();
      notify(`Copy ${lend.copy} of ${scoreLabel(s)} lent to ${fullName(m)}`);
    }

    // -- loans of one score
    const loansEl = ref(null);
    const loansOf = ref(null);
    function openLoans(s) { loansOf.value = s; Modal.getOrCreateInstance(loansEl.value).show(); }
    function returned(s, l) {
      s.loans = s.loans.filter(x => x !== l);
      save();
      notify(`Copy ${l.copy} of ${scoreLabel(s)} returned`);
    }

    // -- adding a score
    const addEl = ref(null);
    const form = reactive({ title: '', composer: '', voicing: '', copies: '', minutes: '' });
    const touched = ref(false);
    const errors = computed(() => {
      const e = {};
      const c = Number(form.copies);
      if (!form.title.trim()) e.title = 'Give the title';
      if (!form.composer.trim()) e.composer = 'Give the composer (or arranger)';
      if (!form.voicing) e.voicing = 'Choose the voicing';
      if (!Number.isInteger(c) || c < 1 || c > 200) e.copies = 'Between 1 and 200 copies';
      if (form.minutes !== '' && !(Number(form.minutes) > 0)) e.minutes = 'Length in minutes, or leave empty';
      if (state.scores.some(s => s.title.toLowerCase() === form.title.trim().toLowerCase()
        && s.composer.toLowerCase() === form.composer.trim().toLowerCase())) e.title = 'Already in the library';
      return e;
    });
    function openAdd() {
      Object.assign(form, { title: '', composer: '', voicing: '', copies: '', minutes: '' });
      touched.value = false;
      Modal.getOrCreateInstance(addEl.value).show();
    }
    function doAdd() {
      touched.value = true;
      if (Object.keys(errors.value).length) return;
      const id = 'S' + String(Math.max(...state.scores.map(s => Number(s.id.slice(1)))) + 1).padStart(2, '0');
      const s = { id, title: form.title.trim(), composer: form.composer.trim(), voicing: form.voicing,
        copies: Number(form.copies), minutes: form.minutes === '' ? null : Number(form.minutes), loans: [] };
      state.scores.push(s);
      save();
      Modal.getInstance(addEl.value).hide();
      notify(`${s.title} added with ${s.copies} copies`);
    }

    onBeforeUnmount(() => [lendEl, loansEl, addEl].forEach(r => { const m = r.value && Modal.getInstance(r.value); if (m) m.dispose(); }));
    return {
      q, rows, totals, byPart, lendEl, lend, freeCopies, openLend, doLend, loansEl, loansOf, openLoans, returned,
      addEl, form, errors, touched, openAdd, doAdd, VOICINGS, PLURAL, fullName, memberById, scoreLabel, fmtShort,
    };
  },
  template: `
    <div class="d-flex flex-wrap gap-3 align-items-end justify-content-between mb-3">
      <div>
        <h1 class="h4 mb-1">Music library</h1>
        <p class="text-secondary mb-0" id="library-totals">{{ totals.titles }} titles · {{ totals.copies }} copies · {{ totals.out }} out on loan</p>
      </div>
      <div class="d-flex gap-2">
        <input class="form-control" type="search" placeholder="Title or composer" aria-label="Search the library" v-model="q" style="width:18rem">
        <button class="btn btn-primary text-nowrap" type="button" @click="openAdd"><i class="bi bi-plus-lg me-1"></i>New score</button>
      </div>
    </div>
    <div class="table-responsive card">
      <table class="table table-hover align-middle mb-0" id="library">
        <thead class="table-light"><tr><th>Title</th><th>Composer</th><th>Voicing</th><th class="text-end">Copies</th><th class="text-end">Out</th><th class="text-end">In</th><th></th></tr></thead>
        <tbody>
          <tr v-for="s in rows" :key="s.id" :data-id="s.id" class="score-row">
            <td class="fw-semibold">{{ s.title }}</td><td>{{ s.composer }}</td><td>{{ s.voicing }}</td>
            <td class="text-end copies">{{ s.copies }}</td><td class="text-end out">{{ s.loans.length }}</td>
            <td class="text-end in">{{ s.copies - s.loans.length }}</td>
            <td class="text-end">
              <div class="dropdown">
                <button class="btn btn-sm btn-light" type="button" data-bs-toggle="dropdown" aria-expanded="false"
                        :aria-label="'Options for ' + scoreLabel(s)"><i class="bi bi-three-dots-vertical"></i></button>
                <ul class="dropdown-menu dropdown-menu-end">
                  <li><button class="dropdown-item" type="button" @click="openLend(s)"><i class="bi bi-box-arrow-up-right me-2"></i>Lend a copy…</button></li>
                  <li><button class="dropdown-item" type="button" @click="openLoans(s)"><i class="bi bi-list-ul me-2"></i>Who has copies</button></li>
                </ul>
              </div>
            </td>
          </tr>
        </tbody>
      </table>
    </div>

    <div class="modal fade" tabindex="-1" ref="lendEl" id="lend-modal" aria-labelledby="lend-title" aria-hidden="true">
      <div class="modal-dialog"><div class="modal-content">
        <div class="modal-header"><h2 class="modal-title fs-5" id="lend-title">Lend a copy<span v-if="lend.score"> · {{ scoreLabel(lend.score) }}</span></h2>
          <button type="button" class="btn-close" data-bs-dismiss="modal" aria-label="Close"></button></div>
        <div class="modal-body" v-if="lend.score">
          <label class="form-label" for="lend-member">Singer</label>
          <select class="form-select mb-3" id="lend-member" v-model="lend.member">
            <option value="" disabled>Choose a singer…</option>
            <optgroup v-for="g in byPart" :key="g.part" :label="PLURAL[g.part]">
              <option v-for="m in g.members" :key="m.id" :value="m.id">{{ m.last }}, {{ m.first }}</option>
            </optgroup>
          </select>
          <label class="form-label" for="lend-copy">Copy number</label>
          <select class="form-select" id="lend-copy" v-model="lend.copy" :disabled="!freeCopies.length">
            <option value="" disabled>{{ freeCopies.length ? freeCopies.length + ' copies in' : 'No copies in' }}</option>
            <option v-for="n in freeCopies" :key="n" :value="n">Copy {{ n }}</option>
          </select>
        </div>
        <div class="modal-footer">
          <button type="button" class="btn btn-outline-secondary" data-bs-dismiss="modal">Cancel</button>
          <button type="button" class="btn btn-primary" :disabled="!lend.member || !lend.copy" @click="doLend">Lend copy</button>
        </div>
      </div></div>
    </div>

    <div class="modal fade" tabindex="-1" ref="loansEl" id="loans-modal" aria-labelledby="loans-title" aria-hidden="true">
      <div class="modal-dialog modal-dialog-scrollable"><div class="modal-content">
        <div class="modal-header"><h2 class="modal-title fs-5" id="loans-title">Copies out<span v-if="loansOf"> · {{ scoreLabel(loansOf) }}</span></h2>
          <button type="button" class="btn-close" data-bs-dismiss="modal" aria-label="Close"></button></div>
        <div class="modal-body" v-if="loansOf">
          <ul class="list-group" v-if="loansOf.loans.length">
            <li class="list-group-item d-flex align-items-center" v-for="l in [...loansOf.loans].sort((a, b) => a.copy - b.copy)" :key="l.copy">
              <span class="flex-grow-1">Copy {{ l.copy }} · {{ memberById(l.memberId) ? fullName(memberById(l.memberId)) : 'unknown' }} · since {{ fmtShort(l.since) }}</span>
              <button class="btn btn-sm btn-outline-secondary" type="button" @click="returned(loansOf, l)">Returned</button>
            </li>
          </ul>
          <p v-else class="text-secondary mb-0">All copies are in the library.</p>
        </div>
        <div class="modal-footer"><button type="button" class="btn btn-secondary" data-bs-dismiss="modal">Close</button></div>
      </div></div>
    </div>

    <div class="modal fade" tabindex="-1" ref="addEl" id="add-score-modal" aria-labelledby="add-title" aria-hidden="true">
      <div class="modal-dialog"><div class="modal-content">
        <div class="modal-header"><h2 class="modal-title fs-5" id="add-title">New score</h2>
          <button type="button" class="btn-close" data-bs-dismiss="modal" aria-label="Close"></button></div>
        <form class="modal-body" novalidate @submit.prevent="doAdd" id="add-score-form">
          <div class="mb-3"><label class="form-label" for="ns-title">Title</label>
            <input class="form-control" id="ns-title" v-model="form.title" :class="{ 'is-invalid': touched && errors.title }">
            <div class="invalid-feedback">{{ errors.title }}</div></div>
          <div class="mb-3"><label class="form-label" for="ns-composer">Composer / arranger</label>
            <input class="form-control" id="ns-composer" v-model="form.composer" :class="{ 'is-invalid': touched && errors.composer }">
            <div class="invalid-feedback">{{ errors.composer }}</div></div>
          <div class="row">
            <div class="col mb-3"><label class="form-label" for="ns-voicing">Voicing</label>
              <select class="form-select" id="ns-voicing" v-model="form.voicing" :class="{ 'is-invalid': touched && errors.voicing }">
                <option value="" disabled>Choose…</option><option v-for="v in VOICINGS" :key="v">{{ v }}</option></select>
              <div class="invalid-feedback">{{ errors.voicing }}</div></div>
            <div class="col mb-3"><label class="form-label" for="ns-copies">Number of copies</label>
              <input class="form-control" id="ns-copies" inputmode="numeric" v-model="form.copies" :class="{ 'is-invalid': touched && errors.copies }">
              <div class="invalid-feedback">{{ errors.copies }}</div></div>
            <div class="col mb-3"><label class="form-label" for="ns-minutes">Length (min)</label>
              <input class="form-control" id="ns-minutes" inputmode="decimal" v-model="form.minutes" :class="{ 'is-invalid': touched && errors.minutes }">
              <div class="invalid-feedback">{{ errors.minutes }}</div></div>
          </div>
        </form>
        <div class="modal-footer">
          <button type="button" class="btn btn-outline-secondary" data-bs-dismiss="modal">Cancel</button>
          <button type="submit" form="add-score-form" class="btn btn-primary">Add to library</button>
        </div>
      </div></div>
    </div>`,
});
