// The running order of the next concert: reorder, add from the library, remove.
import { defineComponent, computed } from 'vue';
import { state, scoreById, fmtLong, save } from './store.js';
import { notify } from './toasts.js';

export default defineComponent({
  setup() {
    const c = computed(() => state.concert);
    const pieces = computed(() => c.value.pieces.map(scoreById));
    const minutes = computed(() => pieces.value.reduce((n, s) => n + (s.minutes || 0), 0));
    // full-choir pieces only: upper-voice and male-voice pieces belong to the sections' own sets
    const addable = computed(() => state.scores
      .filter(s => !c.value.pieces.includes(s.id) && s.voicing.includes('SATB'))
      .sort((a, b) => a.title.localeCompare(b.title)));
    function move(i, d) {
      const list = [...c.value.pieces];
      const j = i + d;
      if (j < 0 || j >= list.length) return;
      [list[i], list[j]] = [list[j], list[i]];
      c.value.pieces = list;
      save();
    }
    function add(s) { c.value.pieces = [...c.value.pieces, s.id]; save(); notify(`${s.title} added to the running order`); }
    function remove(i) {
      const s = pieces.value[i];
      c.value.pieces = c.value.pieces.filter((_, k) => k !== i);
      save();
      notify(`${s.title} taken out of the running order`, 'secondary');
    }
    return { c, pieces, minutes, addable, move, add, remove, fmtLong };
  },
  template: `
    <div class="d-flex flex-wrap gap-3 align-items-end justify-content-between mb-3">
      <div>
        <h1 class="h4 mb-1">{{ c.title }}</h1>
        <p class="text-secondary mb-0">{{ fmtLong(c.date) }} · {{ c.venue }} · <span id="running-time">{{ pieces.length }} pieces, about {{ minutes }} minutes</span></p>
      </div>
      <div class="dropdown">
        <button class="btn btn-outline-primary dropdown-toggle" type="button" data-bs-toggle="dropdown" aria-expanded="false">
          <i class="bi bi-plus-lg me-1"></i>Add a piece</button>
        <ul class="dropdown-menu dropdown-menu-end add-menu">
          <li v-for="s in addable" :key="s.id"><button class="dropdown-item" type="button" @click="add(s)">{{ s.title }} <span class="text-secondary small">· {{ s.composer }}</span></button></li>
          <li v-if="!addable.length"><span class="dropdown-item-text text-secondary">Everything is in already</span></li>
        </ul>
      </div>
    </div>
    <ol class="list-group list-group-numbered" id="running-order">
      <li v-for="(s, i) in pieces" :key="s.id" class="list-group-item d-flex align-items-center piece" :data-id="s.id">
        <div class="ms-2 me-auto"><div class="fw-semibold">{{ s.title }}</div><div class="small text-secondary">{{ s.composer }} · {{ s.voicing }} · {{ s.minutes }} min</div></div>
        <div class="btn-group btn-group-sm piece-tools">
          <button class="btn btn-outline-secondary" type="button" :disabled="i === 0" @click="move(i, -1)" :aria-label="'Move ' + s.title + ' earlier'" title="Earlier"><i class="bi bi-arrow-up"></i></button>
          <button class="btn btn-outline-secondary" type="button" :disabled="i === pieces.length - 1" @click="move(i, 1)" :aria-label="'Move ' + s.title + ' later'" title="Later"><i class="bi bi-arrow-down"></i></button>
          <button class="btn btn-outline-danger" type="button" @click="remove(i)" :aria-label="'Take ' + s.title + ' out'" title="Take out"><i class="bi bi-x-lg"></i></button>
        </div>
      </li>
    </ol>
    <p class="small text-secondary mt-3">The running order is shared with the accompanist and printed on the programme.</p>`,
});
