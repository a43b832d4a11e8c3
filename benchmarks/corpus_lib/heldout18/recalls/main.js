// RecallDesk: the recall list of Harbourside Dental Practice (Vue 3 ESM components over Shoelace 2).
import { createApp, defineComponent } from 'vue';
import { store, load, TODAY, fmtDay, fmtDate, recallState, recallRows, fullName, patientById } from './store.js';
import { ui } from './ui.js';
import RecallList from './recall-list.js';
import PatientsTable from './patients.js';
import AppointmentsView from './appointments.js';
import PatientDialog from './patient-dialog.js';
import BookDrawer from './book-drawer.js';
import ActionDialogs from './dialogs.js';

// "What's new" tips, each shown the first time in a session that its tab is opened
const TIPS = {
  patients: {
    title: "What's new in RecallDesk",
    body: [['Search by phone number.', 'The patient search now also finds a mobile or landline number, with or without spaces.'],
      ['Reminder channel per patient.', 'Each record says how that patient wants reminders sent; the recall list uses it.']],
  },
  appointments: {
    title: "What's new in RecallDesk",
    body: [['Online bookings.', 'Patients who get an SMS reminder can now pick a time online; their booking appears here within a few minutes.'],
      ['Postpone a recall.', 'Use the row menu on the recall list when a patient asks to be seen later (pregnancy, travel, treatment elsewhere).']],
  },
};

const ReminderLog = defineComponent({
  data: () => ({ store }),
  methods: { fmtDate, name: id => fullName(patientById(id)) },
  template: `
    <div class="panel-head"><h2>Reminder log</h2><span class="muted">{{ store.log.length }} reminders sent</span></div>
    <table class="grid" id="log-table">
      <thead><tr><th>Sent</th><th>Patient</th><th>Method</th><th>By</th></tr></thead>
      <tbody>
        <tr v-for="(l, i) in store.log" :key="i" class="log-row" :data-patient="l.patientId">
          <td>{{ fmtDate(l.date) }}</td><td>{{ name(l.patientId) }}</td>
          <td class="method">{{ l.method === 'sms' ? 'SMS' : l.method === 'email' ? 'Email' : 'Letter' }}</td><td>{{ l.by }}</td>
        </tr>
      </tbody>
    </table>`,
});

const App = defineComponent({
  components: { RecallList, PatientsTable, AppointmentsView, PatientDialog, BookDrawer, ActionDialogs, ReminderLog },
  data: () => ({ store, ui, tip: null, tipOpen: false, TODAY }),
  computed: {
    tiles() {
      const rows = recallRows();
      const st = rows.map(recallState);
      return {
        list: rows.length,
        overdue: st.filter(s => s.key === 'overdue').length,
        booked: st.filter(s => s.key === 'booked').length,
        uncontacted: st.filter(s => s.key === 'due' || s.key === 'overdue').length,
      };
    },
  },
  methods: {
    fmtDay,
    keepOpen(e) { if (e.detail.source === 'overlay') e.preventDefault(); },
    onTab(name) {
      ui.tab = name;
      const key = `recalldesk.tip.${name}`;
      if (!TIPS[name] || sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
      setTimeout(() => { this.tip = TIPS[name]; this.tipOpen = true; }, 800);
    },
    closeTip() { this.tipOpen = false; },
  },
  async mounted() {
    await load();
  },
  template: `
    <header class="topbar">
      <div class="brand"><sl-icon name="clipboard2-pulse"></sl-icon> RecallDesk <span>Harbourside Dental Practice</span></div>
      <div class="today"><sl-icon name="calendar-event"></sl-icon> {{ fmtDay(TODAY) }}</div>
      <sl-avatar initials="KF" label="Karen Fox, front desk" style="--size: 2rem"></sl-avatar>
    </header>
    <main class="page">
      <div v-if="store.loading" class="loading">
        <div class="loading-msg"><sl-spinner></sl-spinner> Loading recalls from the practice system…</div>
        <sl-skeleton effect="pulse" v-for="n in 6" :key="n" class="sk"></sl-skeleton>
      </div>
      <template v-else>
        <section class="tiles">
          <div class="tile" id="tile-list"><span>On recall list</span><strong>{{ tiles.list }}</strong><small>due by 31 Oct</small></div>
          <div class="tile danger" id="tile-overdue"><span>Overdue</span><strong>{{ tiles.overdue }}</strong><small>not booked</small></div>
          <div class="tile" id="tile-uncontacted"><span>Not yet contacted</span><strong>{{ tiles.uncontacted }}</strong><small>no reminder, no booking</small></div>
          <div class="tile ok" id="tile-booked"><span>Booked</span><strong>{{ tiles.booked }}</strong><small>recall appointments</small></div>
        </section>
        <sl-tab-group @sl-tab-show="onTab($event.detail.name)">
          <sl-tab slot="nav" panel="recall">Recall list</sl-tab>
          <sl-tab slot="nav" panel="patients">Patients</sl-tab>
          <sl-tab slot="nav" panel="appointments">Appointments</sl-tab>
          <sl-tab slot="nav" panel="log">Reminder log</sl-tab>
          <sl-tab-panel name="recall"><recall-list></recall-list></sl-tab-panel>
          <sl-tab-panel name="patients"><patients-table></patients-table></sl-tab-panel>
          <sl-tab-panel name="appointments"><appointments-view></appointments-view></sl-tab-panel>
          <sl-tab-panel name="log"><reminder-log></reminder-log></sl-tab-panel>
        </sl-tab-group>
      </template>
    </main>
    <patient-dialog></patient-dialog>
    <book-drawer></book-drawer>
    <action-dialogs></action-dialogs>
    <sl-dialog :label="tip ? tip.title : ''" class="whats-new" :open="tipOpen"
               @sl-request-close="keepOpen" @sl-after-hide.self="closeTip">
      <template v-if="tip">
        <p v-for="(b, i) in tip.body" :key="i"><strong>{{ b[0] }}</strong> {{ b[1] }}</p>
      </template>
      <p class="muted">Version 4.2 · 14 September 2026</p>
      <sl-button slot="footer" variant="primary" @click="closeTip">Got it</sl-button>
    </sl-dialog>`,
});

const app = createApp(App);
app.config.compilerOptions.isCustomElement = tag => tag.startsWith('sl-');
app.mount('#app');
