// The members list, twelve a page, with the member's profile in an offcanvas panel (profile.js).
import { defineComponent, ref, computed, watch } from 'vue';
import { state, TERM, fullName, onLeave, fmtDate, money } from './store.js';
import ProfilePanel from './profile.js';

const PER_PAGE = 12;

export default defineComponent({
  components: { ProfilePanel },
  setup() {
    const q = ref('');
    const page = ref(1);
    const openId = ref(null);
    const list = computed(() => {
      const t = q.value.trim().toLowerCase();
      return [...state.members]
        .filter(m => !t || fullName(m).toLowerCase().includes(t) || m.part.toLowerCase() === t)
        .sort((a, b) => a.last.localeCompare(b.last) || a.first.localeCompare(b.first));
    });
    const pages = computed(() => Math.max(1, Math.ceil(list.value.length / PER_PAGE)));
    const shown = computed(() => list.value.slice((page.value - 1) * PER_PAGE, page.value * PER_PAGE));
    const subsTotal = computed(() => state.members.reduce((n, m) => n + (m.subs ? m.subs.amount : 0), 0));
    const paidCount = computed(() => state.members.filter(m => m.subs).length);
    watch(q, () => { page.value = 1; });
    const open = m => { openId.value = null; requestAnimationFrame(() => { openId.value = m.id; }); };
    return { q, page, pages, shown, list, subsTotal, paidCount, open, openId, fullName, onLeave, fmtDate, money, TERM };
  },
  template: `
    <div class="d-flex flex-wrap gap-3 align-items-end justify-content-between mb-3">
      <div>
        <h1 class="h4 mb-1">Members</h1>
        <p class="text-secondary mb-0">{{ list.length }} singers · {{ TERM }} subs: <strong id="subs-total">{{ money(subsTotal) }}</strong> from {{ paidCount }} members</p>
      </div>
      <input class="form-control" type="search" placeholder="Name or voice part" aria-label="Search members" v-model="q" style="width:18rem">
    </div>
    <div class="card">
      <table class="table table-hover align-middle mb-0" id="members">
        <thead class="table-light"><tr><th>Name</th><th>Part</th><th>Folder</th><th>Email</th><th>Subs</th><th>Status</th></tr></thead>
        <tbody>
          <tr v-for="m in shown" :key="m.id" :data-id="m.id" class="member-row">
            <td><a href="#" class="fw-semibold link-underline link-underline-opacity-0" @click.prevent="open(m)">{{ m.last }}, {{ m.first }}</a></td>
            <td class="part">{{ m.part }}</td>
            <td>{{ m.folder }}</td>
            <td class="text-secondary">{{ m.email }}</td>
            <td class="subs">{{ m.subs ? 'Paid ' + money(m.subs.amount) : 'Due' }}</td>
            <td class="status"><span v-if="onLeave(m)" class="badge text-bg-secondary">On leave until {{ fmtDate(m.leaveUntil) }}</span>
              <span v-else class="badge text-bg-success-subtle text-success-emphasis">Singing</span></td>
          </tr>
        </tbody>
      </table>
    </div>
    <nav class="mt-3" aria-label="Member pages">
      <ul class="pagination pagination-sm">
        <li class="page-item" :class="{ disabled: page === 1 }"><a class="page-link" href="#" @click.prevent="page > 1 && page--" aria-label="Previous page">&laquo;</a></li>
        <li class="page-item" v-for="n in pages" :key="n" :class="{ active: n === page }">
          <a class="page-link" href="#" @click.prevent="page = n">{{ n }}</a></li>
        <li class="page-item" :class="{ disabled: page === pages }"><a class="page-link" href="#" @click.prevent="page < pages && page++" aria-label="Next page">&raquo;</a></li>
      </ul>
    </nav>
    <profile-panel :member-id="openId" @closed="openId = null"></profile-panel>`,
});
