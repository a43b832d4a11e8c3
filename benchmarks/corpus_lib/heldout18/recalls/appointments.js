// Appointments from today on, day by day: marking recall visits attended, cancelling.
import { defineComponent } from 'vue';
import { CLINICIANS } from './data.js';
import {
  store, patientById, fullName, fmtDay, fmtDate, clinician, apptType, addMonths, TODAY, save, toast,
} from './store.js';
import { ui } from './ui.js';

export default defineComponent({
  data: () => ({ store, CLINICIANS, TODAY, who: 'all', cancelling: null, reason: '' }),
  computed: {
    days() {
      const list = store.appointments
        .filter(a => a.date >= TODAY && (a.status === 'booked' || (a.status === 'attended' && a.date === TODAY)))
        .filter(a => this.who === 'all' || a.clinician === this.who)
        .sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
      const out = [];
      for (const a of list) {
        const last = out[out.length - 1];
        if (last && last.date === a.date) last.items.push(a);
        else out.push({ date: a.date, items: [a] });
      }
      return out;
    },
  },
  methods: {
    fmtDay, clinician, apptType,
    name(a) { return fullName(patientById(a.patientId)); },
    attended(a) {
      const p = patientById(a.patientId);
      a.status = 'attended';
      if (apptType(a.type).recall) {
        p.lastExam = a.date;
        p.status = 'due';
        p.remindedOn = null;
        p.remindedVia = null;
        p.postponedTo = null;
      }
      save();
      toast(apptType(a.type).recall
        ? `${fullName(p)} attended · next recall ${fmtDate(addMonths(p.lastExam, p.interval))}`
        : `${fullName(p)} attended`);
    },
    askCancel(a) { this.cancelling = a; this.reason = ''; },
    doCancel() {
      const a = this.cancelling;
      a.status = 'cancelled';
      a.cancelReason = this.reason || 'Not given';
      save();
      this.cancelling = null;
      toast(`Appointment cancelled: ${this.name(a)}, ${fmtDay(a.date)} ${a.time}`, 'neutral', 'calendar-x');
    },
    onMenu(value, a) {
      if (value === 'cancel') this.askCancel(a);
      else if (value === 'record') { ui.recordSection = null; ui.recordFor = a.patientId; }
    },
  },
  template: `
    <div class="toolbar">
      <sl-select label="Clinician" size="small" :value="who" @sl-change="who = $event.target.value" class="a-clin">
        <sl-option value="all">Everyone</sl-option>
        <sl-option v-for="c in CLINICIANS" :key="c.id" :value="c.id">{{ c.name }}</sl-option>
      </sl-select>
      <span class="grow"></span>
      <span class="muted">From {{ fmtDay(TODAY) }}</span>
    </div>
    <div class="days" id="appt-days">
      <section v-for="d in days" :key="d.date" class="day" :data-date="d.date">
        <h3>{{ d.date === TODAY ? 'Today · ' : '' }}{{ fmtDay(d.date) }}</h3>
        <div v-for="a in d.items" :key="a.id" class="appt" :data-id="a.id" :data-patient="a.patientId" :class="a.status">
          <span class="time">{{ a.time }}</span>
          <span class="who">{{ name(a) }}</span>
          <span class="what">{{ apptType(a.type).label }}</span>
          <span class="with muted">{{ clinician(a.clinician).name }}</span>
          <sl-badge v-if="a.status === 'attended'" variant="success" pill class="appt-state">Attended</sl-badge>
          <span class="appt-actions">
            <sl-tooltip v-if="a.status === 'booked' && a.date <= TODAY" content="Attended">
              <sl-icon-button name="check2-square" :label="'Mark ' + name(a) + ' as seen'" @click="attended(a)"></sl-icon-button>
            </sl-tooltip>
            <sl-dropdown v-if="a.status === 'booked'" placement="bottom-end" hoist>
              <sl-icon-button slot="trigger" name="three-dots" :label="'More for ' + name(a) + ' at ' + a.time"></sl-icon-button>
              <sl-menu @sl-select="onMenu($event.detail.item.value, a)">
                <sl-menu-item value="record">Open patient record</sl-menu-item>
                <sl-menu-item value="cancel">Cancel appointment…</sl-menu-item>
              </sl-menu>
            </sl-dropdown>
          </span>
        </div>
      </section>
      <p v-if="!days.length" class="empty">No appointments.</p>
    </div>

    <sl-dialog label="Cancel appointment" :open="!!cancelling" @sl-after-hide.self="cancelling = null" class="cancel-dialog">
      <template v-if="cancelling">
        <p>{{ name(cancelling) }} · {{ fmtDay(cancelling.date) }} at {{ cancelling.time }} · {{ apptType(cancelling.type).label }}
           with {{ clinician(cancelling.clinician).name }}</p>
        <sl-select label="Reason" placeholder="Choose…" :value="reason" @sl-change="reason = $event.target.value">
          <sl-option value="patient">Patient cancelled</sl-option>
          <sl-option value="illness">Patient unwell</sl-option>
          <sl-option value="clinician">Clinician unavailable</sl-option>
        </sl-select>
      </template>
      <sl-button slot="footer" @click="cancelling = null">Keep appointment</sl-button>
      <sl-button slot="footer" variant="danger" :disabled="!reason" @click="doCancel">Cancel appointment</sl-button>
    </sl-dialog>`,
});
