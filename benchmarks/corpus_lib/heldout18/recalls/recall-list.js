// The recall list: patients whose recall falls due by the end of next month, with bulk reminders.
import { defineComponent } from 'vue';
import { CLINICIANS } from './data.js';
import {
  store, recallRows, recallState, nextDue, fmtDate, clinician, fullName, patientById, TODAY, sendReminders, toast, save,
} from './store.js';
import { ui } from './ui.js';

export const CONTACT = {
  sms: { label: 'SMS', icon: 'phone' },
  email: { label: 'Email', icon: 'envelope' },
  letter: { label: 'Letter', icon: 'mailbox' },
};

export default defineComponent({
  data: () => ({
    store, CLINICIANS, CONTACT, TODAY,
    filter: { clinician: 'all', overdue: false, q: '' },
    selected: [],
    confirmSend: false,
    sending: false,
    pendingDecline: null,
    menuFor: null,
  }),
  computed: {
    rows() {
      const q = this.filter.q.trim().toLowerCase();
      return recallRows().filter(p =>
        (this.filter.clinician === 'all' || p.clinician === this.filter.clinician) &&
        (!this.filter.overdue || nextDue(p) < TODAY) &&
        (!q || fullName(p).toLowerCase().includes(q)));
    },
    allSelected() { return this.rows.length > 0 && this.rows.every(p => this.selected.includes(p.id)); },
    someSelected() { return this.rows.some(p => this.selected.includes(p.id)); },
    chosen() { return this.selected.map(patientById); },
  },
  watch: {
    // a selection hidden by a filter is dropped: nobody gets a reminder they cannot see on screen
    rows(now) { this.selected = this.selected.filter(id => now.some(p => p.id === id)); },
  },
  methods: {
    fmtDate, fullName, nextDue, recallState, clinician,
    toggle(id, on) {
      this.selected = on ? [...new Set([...this.selected, id])] : this.selected.filter(x => x !== id);
    },
    toggleAll(on) { this.selected = on ? this.rows.map(p => p.id) : []; },
    doSend() {
      this.sending = true;
      setTimeout(() => {
        const n = this.selected.length;
        sendReminders(this.selected);
        this.selected = [];
        this.sending = false;
        this.confirmSend = false;
        toast(`${n} recall reminder${n === 1 ? '' : 's'} sent`);
      }, 700);
    },
    onAction(value, p, i) {
      if (value === 'book') ui.bookFor = p.id;
      else if (value === 'remind') ui.remindFor = p.id;
      else if (value === 'postpone') ui.postponeFor = p.id;
      else if (value === 'record') { ui.recordSection = null; ui.recordFor = p.id; }
      else if (value === 'decline') this.pendingDecline = { name: fullName(p), i };
    },
    confirmDecline() {
      const { i } = this.pendingDecline;
      const p = store.patients[i];
      p.status = 'declined';
      p.declinedOn = TODAY;
      save();
      this.pendingDecline = null;
      toast(`${fullName(p)} marked as declined and taken off the recall list`, 'neutral', 'person-dash');
    },
    openRecord(p) { ui.recordSection = null; ui.recordFor = p.id; },
  },
  template: `
    <div class="toolbar">
      <sl-select label="Clinician" size="small" class="f-clin" :value="filter.clinician"
                 @sl-change="filter.clinician = $event.target.value">
        <sl-option value="all">All clinicians</sl-option>
        <sl-option v-for="c in CLINICIANS" :key="c.id" :value="c.id">{{ c.name }}</sl-option>
      </sl-select>
      <sl-input label="Find a patient" size="small" placeholder="Name" clearable class="f-q" :value="filter.q"
                @sl-input="filter.q = $event.target.value"></sl-input>
      <sl-switch size="small" class="f-overdue" :checked="filter.overdue"
                 @sl-change="filter.overdue = $event.target.checked">Overdue only</sl-switch>
      <span class="grow"></span>
      <span class="muted" v-if="selected.length">{{ selected.length }} selected</span>
      <sl-button variant="primary" size="small" :disabled="!selected.length" @click="confirmSend = true">
        <sl-icon slot="prefix" name="send"></sl-icon>Send reminders ({{ selected.length }})
      </sl-button>
    </div>
    <div class="table-wrap" id="recall-scroll">
      <table class="grid" id="recall-table">
        <thead>
          <tr>
            <th class="cb"><sl-checkbox :checked="allSelected" :indeterminate="someSelected && !allSelected"
                 @sl-change="toggleAll($event.target.checked)"><span class="sr-only">Select all</span></sl-checkbox></th>
            <th>Patient</th><th>Clinician</th><th>Last exam</th><th>Recall due</th><th>Status</th><th>Contact</th><th></th>
          </tr>
        </thead>
        <tbody>
          <tr v-if="!rows.length"><td colspan="8" class="empty">No patients match these filters.</td></tr>
          <tr v-for="(p, i) in rows" :key="p.id" :data-id="p.id" class="recall-row"
              :class="{ picked: selected.includes(p.id) }">
            <td class="cb"><sl-checkbox :checked="selected.includes(p.id)" @sl-change="toggle(p.id, $event.target.checked)"><span
                class="sr-only">Select {{ fullName(p) }}</span></sl-checkbox></td>
            <td><a href="#" class="pname" @click.prevent="openRecord(p)">{{ fullName(p) }}</a>
                <div class="sub">{{ p.id }} · born {{ fmtDate(p.dob) }}</div></td>
            <td>{{ clinician(p.clinician).name }}</td>
            <td>{{ fmtDate(p.lastExam) }}</td>
            <td class="due" :class="{ late: nextDue(p) < TODAY }">{{ fmtDate(nextDue(p)) }}</td>
            <td><sl-badge class="status" :data-state="recallState(p).key" :variant="recallState(p).variant" pill>{{ recallState(p).label }}</sl-badge></td>
            <td class="contact"><sl-icon :name="CONTACT[p.contact].icon"></sl-icon> {{ CONTACT[p.contact].label }}</td>
            <td class="row-actions" :class="{ open: menuFor === p.id }">
              <sl-dropdown placement="bottom-end" hoist @sl-show="menuFor = p.id" @sl-after-hide="menuFor = null">
                <sl-icon-button slot="trigger" name="three-dots-vertical" :label="'Actions for ' + fullName(p)"></sl-icon-button>
                <sl-menu @sl-select="onAction($event.detail.item.value, p, i)">
                  <sl-menu-item value="book"><sl-icon slot="prefix" name="calendar-plus"></sl-icon>Book appointment…</sl-menu-item>
                  <sl-menu-item value="remind"><sl-icon slot="prefix" name="send"></sl-icon>Send reminder…</sl-menu-item>
                  <sl-menu-item value="postpone"><sl-icon slot="prefix" name="hourglass-split"></sl-icon>Postpone recall…</sl-menu-item>
                  <sl-menu-item value="record"><sl-icon slot="prefix" name="person-vcard"></sl-icon>Open patient record</sl-menu-item>
                  <sl-divider></sl-divider>
                  <sl-menu-item value="decline"><sl-icon slot="prefix" name="person-dash"></sl-icon>Mark as declined…</sl-menu-item>
                </sl-menu>
              </sl-dropdown>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
    <p class="muted foot">{{ rows.length }} of {{ store.patients.length }} patients shown · recall due by 31 Oct 2026</p>

    <sl-dialog label="Send reminders" :open="confirmSend" @sl-after-hide.self="confirmSend = false" class="send-dialog">
      <p>A recall reminder goes to {{ chosen.length }} patient{{ chosen.length === 1 ? '' : 's' }}, each by their preferred method:</p>
      <ul class="plain">
        <li v-for="p in chosen" :key="p.id">{{ fullName(p) }} — {{ CONTACT[p.contact].label }}</li>
      </ul>
      <sl-button slot="footer" @click="confirmSend = false">Cancel</sl-button>
      <sl-button slot="footer" variant="primary" :loading="sending" @click="doSend">Send {{ chosen.length }} reminder{{ chosen.length === 1 ? '' : 's' }}</sl-button>
    </sl-dialog>

    <sl-dialog label="Mark as declined" :open="!!pendingDecline" @sl-after-hide.self="pendingDecline = null">
      <p v-if="pendingDecline">Mark <strong>{{ pendingDecline.name }}</strong> as declined? They come off the recall list
         and get no more reminders until someone books them again.</p>
      <sl-button slot="footer" @click="pendingDecline = null">Keep on the list</sl-button>
      <sl-button slot="footer" variant="danger" @click="confirmDecline">Mark as declined</sl-button>
    </sl-dialog>`,
});
