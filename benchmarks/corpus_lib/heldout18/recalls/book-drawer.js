// The booking drawer: a recall appointment for one patient, in a free slot of the chosen clinician.
import { defineComponent } from 'vue';
import { CLINICIANS, APPT_TYPES } from './data.js';
import {
  store, patientById, fullName, fmtDate, fmtDay, nextDue, clinician, apptType, freeTimes, isWeekend, nextApptId,
  TODAY, save, toast,
} from './store.js';
import { ui } from './ui.js';

const RECALL_TYPES = APPT_TYPES.filter(t => t.recall);

export default defineComponent({
  data: () => ({ ui, CLINICIANS, RECALL_TYPES, TODAY, form: null, busy: false }),
  computed: {
    p() { return ui.bookFor ? patientById(ui.bookFor) : null; },
    minutes() { return this.form && this.form.type ? apptType(this.form.type).minutes : 20; },
    times() { return this.form ? freeTimes(this.form.clinician, this.form.date, this.minutes) : []; },
    dateError() {
      if (!this.form || !this.form.date) return '';
      if (this.form.date < TODAY) return 'That date has passed';
      if (isWeekend(this.form.date)) return 'The practice is closed at weekends';
      if (!this.times.length) return 'No free times that day';
      return '';
    },
    ready() { return this.form && this.form.clinician && this.form.date && !this.dateError && this.form.time && this.form.type; },
  },
  watch: {
    'ui.bookFor'(id) {
      if (!id) return;
      const p = patientById(id);
      this.form = { clinician: p.clinician, date: '', time: '', type: '', note: '' };
    },
    times(list) { if (this.form && !list.includes(this.form.time)) this.form.time = ''; },
  },
  methods: {
    fullName, fmtDate, fmtDay, nextDue, clinician,
    close() { ui.bookFor = null; },
    book() {
      if (!this.ready) return;
      const p = this.p;
      const f = { ...this.form };
      this.busy = true;
      setTimeout(() => {
        store.appointments.push({
          id: nextApptId(), patientId: p.id, clinician: p.clinician, date: f.date, time: f.time, type: f.type,
          status: 'booked', note: f.note,
        });
        save();
        this.busy = false;
        this.close();
        toast(`${fullName(p)} booked with ${clinician(f.clinician).name}, ${fmtDay(f.date)} at ${f.time}`);
      }, 600);
    },
  },
  template: `
    <sl-drawer class="book-drawer" label="Book recall appointment" :open="!!p" @sl-after-hide.self="close" style="--size: 30rem">
      <template v-if="p && form">
        <p class="who"><strong>{{ fullName(p) }}</strong> · {{ p.id }}<br>
          <span class="muted">Recall due {{ fmtDate(nextDue(p)) }} · usually sees {{ clinician(p.clinician).name }}</span></p>
        <sl-select label="With" :value="form.clinician" @sl-change="form.clinician = $event.target.value" class="b-clin">
          <sl-option v-for="c in CLINICIANS" :key="c.id" :value="c.id">{{ c.name }} ({{ c.role.toLowerCase() }})</sl-option>
        </sl-select>
        <sl-radio-group label="Appointment" :value="form.type" @sl-change="form.type = $event.target.value" class="b-type">
          <sl-radio v-for="t in RECALL_TYPES" :key="t.id" :value="t.id">{{ t.label }} ({{ t.minutes }} min)</sl-radio>
        </sl-radio-group>
        <sl-input label="Date" type="date" :min="TODAY" :value="form.date" @sl-change="form.date = $event.target.value"
                  @sl-input="form.date = $event.target.value" class="b-date"></sl-input>
        <div class="err" v-if="dateError">{{ dateError }}</div>
        <sl-select label="Time" :disabled="!form.date || !!dateError" :value="form.time" placeholder="Choose a date first"
                   @sl-change="form.time = $event.target.value" class="b-time">
          <sl-option v-for="t in times" :key="t" :value="t">{{ t }}</sl-option>
        </sl-select>
        <sl-textarea label="Note for the clinician" rows="2" :value="form.note" @sl-input="form.note = $event.target.value"></sl-textarea>
      </template>
      <sl-button slot="footer" @click="close">Cancel</sl-button>
      <sl-button slot="footer" variant="primary" :disabled="!ready" :loading="busy" @click="book">Book appointment</sl-button>
    </sl-drawer>`,
});
