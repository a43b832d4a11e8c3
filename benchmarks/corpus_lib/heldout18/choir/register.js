// Tonight's register, one collapsible section per voice part.
import { defineComponent, reactive, computed, ref, onMounted, onBeforeUnmount } from 'vue';
import { PARTS, PLURAL } from './data.js';
import { state, TODAY, fmtLong, fullName, onLeave, tonight, DECODE, saveRegister } from './store.js';
import { notify } from './toasts.js';

const NOTICE = 'eastgate.notice.2026-10-13';

const MARKS = [
  { value: 'present', label: 'Present', cls: 'btn-outline-success' },
  { value: 'apologies', label: 'Apologies', cls: 'btn-outline-warning' },
  { value: 'absent', label: 'Absent', cls: 'btn-outline-danger' },
];

export default defineComponent({
  setup() {
    const marks = reactive({});
    const r = tonight();
    for (const m of state.members) marks[m.id] = r && r.marks[m.id] ? DECODE[r.marks[m.id]] : '';
    const savedAt = ref(r ? 'earlier' : '');
    const dirty = ref(false);

    const roster = computed(() => PARTS.map(part => ({
      part,
      members: state.members.filter(m => m.part === part && !onLeave(m))
        .sort((a, b) => a.last.localeCompare(b.last) || a.first.localeCompare(b.first)),
    })));
    const listed = computed(() => roster.value.flatMap(g => g.members));
    const count = (v, list = listed.value) => list.filter(m => marks[m.id] === v).length;
    const away = computed(() => state.members.filter(onLeave));

    // tonight's notice from the committee, once a session, a moment after the register opens
    const notice = ref(false);
    let timer = null;
    onMounted(() => { if (!sessionStorage.getItem(NOTICE)) timer = setTimeout(() => { notice.value = true; }, 1000); });
    onBeforeUnmount(() => clearTimeout(timer));
    const dismiss = () => { notice.value = false; sessionStorage.setItem(NOTICE, '1'); };

    function set(id, v) { marks[id] = v; dirty.value = true; }
    function allPresent(g) { for (const m of g.members) if (!marks[m.id]) marks[m.id] = 'present'; dirty.value = true; }
    function save() {
      const out = {};
      for (const m of listed.value) if (marks[m.id]) out[m.id] = marks[m.id];
      saveRegister(out);
      savedAt.value = 'just now';
      dirty.value = false;
      notify(`Register saved: ${count('present')} present, ${count('apologies')} apologies, ${count('absent')} absent`);
    }
    return {
      roster, listed, count, marks, set, allPresent, save, MARKS, PLURAL, savedAt, dirty, away, fullName, notice, dismiss, date: fmtLong(TODAY),
    };
  },
  template: `
    <div class="d-flex flex-wrap align-items-end justify-content-between mb-3">
      <div>
        <h1 class="h4 mb-1">Register · {{ date }}</h1>
        <p class="text-secondary mb-0">Rehearsal 6 of the autumn term · St Mark's Hall · 7.30–9.30 pm</p>
      </div>
      <div class="register-counts" id="register-counts">
        <span class="badge text-bg-success">Present {{ count('present') }}</span>
        <span class="badge text-bg-warning">Apologies {{ count('apologies') }}</span>
        <span class="badge text-bg-danger">Absent {{ count('absent') }}</span>
        <span class="badge text-bg-light">Not marked {{ listed.length - count('present') - count('apologies') - count('absent') }}</span>
      </div>
    </div>
    <div class="accordion" id="register-parts">
      <div class="accordion-item" v-for="(g, gi) in roster" :key="g.part" :data-part="g.part">
        <h2 class="accordion-header">
          <button class="accordion-button" :class="{ collapsed: gi > 0 }" type="button" data-bs-toggle="collapse"
                  :data-bs-target="'#part-' + g.part" :aria-expanded="gi === 0 ? 'true' : 'false'" :aria-controls="'part-' + g.part">
            {{ PLURAL[g.part] }} <span class="ms-2 small text-secondary">{{ count('present', g.members) }} of {{ g.members.length }} present</span>
          </button>
        </h2>
        <div :id="'part-' + g.part" class="accordion-collapse collapse" :class="{ show: gi === 0 }">
          <div class="accordion-body p-0">
            <div class="d-flex justify-content-end px-3 py-2 border-bottom bg-light">
              <button class="btn btn-sm btn-outline-secondary" type="button" @click="allPresent(g)">Mark the rest present</button>
            </div>
            <div v-for="m in g.members" :key="m.id" class="reg-row d-flex align-items-center px-3 py-2 border-bottom" :data-id="m.id">
              <span class="flex-grow-1 reg-name">{{ fullName(m) }}</span>
              <div class="btn-group btn-group-sm" role="group" :aria-label="'Mark ' + fullName(m)">
                <template v-for="k in MARKS" :key="k.value">
                  <input type="radio" class="btn-check" :name="'mark-' + m.id" :id="'mk-' + m.id + '-' + k.value" autocomplete="off"
                         :aria-label="fullName(m) + ' ' + k.label.toLowerCase()" :checked="marks[m.id] === k.value" @change="set(m.id, k.value)">
                  <label class="btn" :class="k.cls" :for="'mk-' + m.id + '-' + k.value">{{ k.label }}</label>
                </template>
              </div>
            </div>
            <p v-if="!g.members.length" class="text-secondary p-3 mb-0">Nobody in this part.</p>
          </div>
        </div>
      </div>
    </div>
    <p class="small text-secondary mt-3" v-if="away.length">On leave (not listed): {{ away.map(fullName).join(', ') }}</p>
    <div class="d-flex align-items-center gap-3 mt-3">
      <button class="btn btn-primary" type="button" @click="save"><i class="bi bi-save me-1"></i>Save register</button>
      <span class="text-secondary small" v-if="dirty">Unsaved changes</span>
      <span class="text-secondary small" v-else-if="savedAt">Saved {{ savedAt }}</span>
    </div>
    <div class="notice alert alert-warning alert-dismissible shadow mb-0" role="alert" v-if="notice">
      <div class="d-flex gap-3"><i class="bi bi-megaphone-fill fs-4"></i>
        <div><strong>Tonight we are in St Mark's Hall</strong>, not the church: it is being rewired until November.
          Doors 7.15 pm. Tea rota this week: the altos.</div></div>
      <button type="button" class="btn-close" aria-label="Dismiss notice" @click="dismiss"></button>
    </div>`,
});
