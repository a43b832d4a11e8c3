// A patient's record: contact details (validated), recall settings and appointments.
import { defineComponent } from 'vue';
import {
  store, patientById, fullName, fmtDate, fmtDay, nextDue, recallState, clinician, apptType, TODAY, save, toast,
} from './store.js';
import { ui } from './ui.js';

const EMAIL_RE = /^[\w.+'-]+@[a-z0-9]+(\.[a-z0-9]+)+$/i;
const INTERVALS = [3, 6, 9, 12, 18, 24];

export function normalisePhone(raw) {
  const d = raw.replace(/[\s().-]/g, '').replace(/^\+44/, '0');
  if (!/^0\d{10}$/.test(d)) return null;
  return `${d.slice(0, 5)} ${d.slice(5)}`;
}

export default defineComponent({
  data: () => ({ ui, INTERVALS, form: null, errors: {}, recall: { interval: '' }, saving: false }),
  computed: {
    p() { return ui.recordFor ? patientById(ui.recordFor) : null; },
    appts() {
      if (!this.p) return [];
      return store.appointments.filter(a => a.patientId === this.p.id && a.status === 'booked' && a.date >= TODAY)
        .sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
    },
    dirtyRecall() { return this.p && String(this.p.interval) !== String(this.recall.interval); },
  },
  watch: {
    'ui.recordFor': {
      handler(id) {
        if (!id) return;
        const p = patientById(id);
        this.form = { phone: p.phone, email: p.email, contact: p.contact };
        this.recall = { interval: String(p.interval) };
        this.errors = {};
      },
      immediate: true,
    },
  },
  methods: {
    fullName, fmtDate, fmtDay, nextDue, recallState, clinician, apptType,
    close() { ui.recordFor = null; ui.recordSection = null; },
    validate() {
      const e = {};
      const f = this.form;
      if (f.phone.trim() && !normalisePhone(f.phone)) e.phone = 'Enter a UK phone number, e.g. 07700 900123';
      if (f.email.trim() && !EMAIL_RE.test(f.email.trim())) e.email = 'Enter a valid email address';
      if (f.contact === 'email' && !f.email.trim()) e.email = 'An email address is needed to send reminders by email';
      if (f.contact === 'sms' && !(normalisePhone(f.phone) || '').startsWith('07')) e.phone = 'A mobile number (07…) is needed for SMS reminders';
      this.errors = e;
      return !Object.keys(e).length;
    },
    saveDetails() {
      if (!this.validate()) return;
      this.saving = true;
      setTimeout(() => {
        const p = this.p;
        p.phone = this.form.phone.trim() ? normalisePhone(this.form.phone) : '';
        p.email = this.form.email.trim();
        p.contact = this.form.contact;
        save();
        this.saving = false;
        this.form.phone = p.phone;
        toast(`Contact details saved for ${fullName(p)}`);
      }, 500);
    },
    saveRecall() {
      const p = this.p;
      p.interval = this.recall.interval;
      p.postponedTo = null;
      save();
      toast(`${fullName(p)} now recalled every ${this.recall.interval} months`);
    },
    book() { const id = this.p.id; this.close(); ui.bookFor = id; },
  },
  template: `
    <sl-dialog class="record" :label="p ? fullName(p) : ''" :open="!!p" @sl-after-hide.self="close" style="--width: 44rem">
      <template v-if="p && form">
        <div class="record-head">
          <div><span class="muted">Patient no.</span> {{ p.id }}</div>
          <div><span class="muted">Born</span> {{ fmtDate(p.dob) }}</div>
          <div><span class="muted">Clinician</span> {{ clinician(p.clinician).name }}</div>
          <div><sl-badge :variant="recallState(p).variant" pill>{{ recallState(p).label }}</sl-badge></div>
        </div>
        <div class="record-recall" id="record-recall">
          <div><span class="muted">Last exam</span> <span class="r-last">{{ fmtDate(p.lastExam) }}</span></div>
          <div><span class="muted">Recall every</span> <span class="r-interval">{{ p.interval }} months</span></div>
          <div><span class="muted">Next due</span> <span class="r-due">{{ fmtDate(nextDue(p)) }}</span>
            <span v-if="p.postponedTo" class="r-postponed muted">(postponed)</span></div>
        </div>

        <h3>Contact details</h3>
        <div class="form-grid">
          <sl-input label="Phone" :value="form.phone" @sl-input="form.phone = $event.target.value"
                    :class="{ invalid: errors.phone }" inputmode="tel"></sl-input>
          <sl-input label="Email" type="email" :value="form.email" @sl-input="form.email = $event.target.value"
                    :class="{ invalid: errors.email }"></sl-input>
          <div class="err" v-if="errors.phone">{{ errors.phone }}</div>
          <div class="err" v-if="errors.email" :class="{ second: !errors.phone }">{{ errors.email }}</div>
        </div>
        <sl-radio-group label="Send reminders by" :value="form.contact" @sl-change="form.contact = $event.target.value" class="contact-pref">
          <sl-radio-button value="sms">SMS</sl-radio-button>
          <sl-radio-button value="email">Email</sl-radio-button>
          <sl-radio-button value="letter">Letter</sl-radio-button>
        </sl-radio-group>
        <div class="actions-row">
          <sl-button variant="primary" :loading="saving" @click="saveDetails">Save contact details</sl-button>
        </div>

        <sl-details summary="Recall settings" :open="ui.recordSection === 'recall'" class="recall-settings">
          <div class="inline-form">
            <sl-select label="Recall interval" :value="recall.interval" @sl-change="recall.interval = $event.target.value">
              <sl-option v-for="n in INTERVALS" :key="n" :value="String(n)">Every {{ n }} months</sl-option>
            </sl-select>
            <sl-button :disabled="!dirtyRecall" @click="saveRecall">Save recall settings</sl-button>
          </div>
          <p class="muted small">The next recall is worked out from the last exam. Changing the interval clears a postponement.</p>
        </sl-details>

        <h3>Upcoming appointments</h3>
        <ul class="plain appts" v-if="appts.length">
          <li v-for="a in appts" :key="a.id">{{ fmtDay(a.date) }} {{ a.time }} · {{ apptType(a.type).label }} · {{ clinician(a.clinician).name }}</li>
        </ul>
        <p v-else class="muted">None booked.</p>
      </template>
      <sl-button slot="footer" @click="book"><sl-icon slot="prefix" name="calendar-plus"></sl-icon>Book appointment</sl-button>
      <sl-button slot="footer" variant="default" @click="close">Close</sl-button>
    </sl-dialog>`,
});
