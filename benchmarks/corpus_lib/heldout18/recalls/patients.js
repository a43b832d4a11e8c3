// All patients on the practice list, ten a page, with a search box.
import { defineComponent } from 'vue';
import { store, recallState, nextDue, fmtDate, clinician, fullName } from './store.js';
import { ui } from './ui.js';
import { CONTACT } from './recall-list.js';

const PER_PAGE = 10;

export default defineComponent({
  data: () => ({ store, CONTACT, q: '', page: 1 }),
  computed: {
    matches() {
      const q = this.q.trim().toLowerCase();
      const list = [...store.patients].sort((a, b) => a.last.localeCompare(b.last) || a.first.localeCompare(b.first));
      if (!q) return list;
      return list.filter(p => fullName(p).toLowerCase().includes(q) || p.id.toLowerCase() === q
        || p.phone.replace(/\s/g, '').includes(q.replace(/\s/g, '')));
    },
    pages() { return Math.max(1, Math.ceil(this.matches.length / PER_PAGE)); },
    shown() { return this.matches.slice((this.page - 1) * PER_PAGE, this.page * PER_PAGE); },
  },
  watch: { q() { this.page = 1; } },
  methods: {
    fmtDate, fullName, nextDue, recallState, clinician,
    open(p) { ui.recordSection = null; ui.recordFor = p.id; },
    go(n) { this.page = Math.min(this.pages, Math.max(1, n)); },
  },
  template: `
    <div class="toolbar">
      <sl-input class="p-search" label="Search patients" placeholder="Name, phone or patient number" clearable size="small"
                :value="q" @sl-input="q = $event.target.value">
        <sl-icon name="search" slot="prefix"></sl-icon>
      </sl-input>
      <span class="grow"></span>
      <span class="muted">{{ matches.length }} patients</span>
    </div>
    <table class="grid" id="patients-table">
      <thead><tr><th>Patient</th><th>Born</th><th>Clinician</th><th>Phone</th><th>Prefers</th><th>Recall</th><th>Next due</th></tr></thead>
      <tbody>
        <tr v-if="!shown.length"><td colspan="7" class="empty">No patients found.</td></tr>
        <tr v-for="p in shown" :key="p.id" :data-id="p.id" class="patient-row">
          <td><a href="#" class="pname" @click.prevent="open(p)">{{ p.last }}, {{ p.first }}</a><div class="sub">{{ p.id }}</div></td>
          <td>{{ fmtDate(p.dob) }}</td>
          <td>{{ clinician(p.clinician).name }}</td>
          <td class="phone">{{ p.phone }}</td>
          <td class="prefers">{{ CONTACT[p.contact].label }}</td>
          <td class="interval">every {{ p.interval }} months</td>
          <td class="due">{{ fmtDate(nextDue(p)) }}</td>
        </tr>
      </tbody>
    </table>
    <nav class="pager" aria-label="Pages">
      <sl-icon-button name="chevron-left" label="Previous page" :disabled="page === 1" @click="go(page - 1)"></sl-icon-button>
      <sl-button v-for="n in pages" :key="n" size="small" :variant="n === page ? 'primary' : 'default'"
                 @click="go(n)" :aria-label="'Page ' + n">{{ n }}</sl-button>
      <sl-icon-button name="chevron-right" label="Next page" :disabled="page === pages" @click="go(page + 1)"></sl-icon-button>
      <span class="muted">Page {{ page }} of {{ pages }}</span>
    </nav>`,
});
