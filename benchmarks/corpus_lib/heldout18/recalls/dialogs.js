// Small dialogs opened from a recall-list row: one reminder, postponing a recall.
import { defineComponent } from 'vue';
import { patientById, fullName, fmtDate, nextDue, addMonths, sendReminders, save, toast } from './store.js';
import { ui } from './ui.js';
import { CONTACT } from './recall-list.js';

export default defineComponent({
  data: () => ({ ui, CONTACT, method: 'sms', months: '', reason: '', busy: false }),
  computed: {
    remindP() { return ui.remindFor ? patientById(ui.remindFor) : null; },
    postponeP() { return ui.postponeFor ? patientById(ui.postponeFor) : null; },
    newDue() { return this.postponeP && this.months ? addMonths(nextDue(this.postponeP), Number(this.months)) : ''; },
    canRemind() {
      const p = this.remindP;
      if (!p) return false;
      return this.method === 'letter' || (this.method === 'email' ? !!p.email : p.phone.startsWith('07'));
    },
  },
  watch: {
    'ui.remindFor'(id) { if (id) this.method = patientById(id).contact; },
    'ui.postponeFor'(id) { if (id) { this.months = ''; this.reason = ''; } },
  },
  methods: {
    fullName, fmtDate, nextDue,
    sendOne() {
      const p = this.remindP;
      this.busy = true;
      setTimeout(() => {
        sendReminders([p.id], this.method);
        this.busy = false;
        ui.remindFor = null;
        toast(`Reminder sent to ${fullName(p)} by ${CONTACT[this.method].label.toLowerCase()}`);
      }, 500);
    },
    postpone() {
      const p = this.postponeP;
      p.postponedTo = this.newDue;
      p.status = 'postponed';
      if (this.reason.trim()) p.notes = (p.notes ? p.notes + '\n' : '') + `Recall postponed: ${this.reason.trim()}`;
      save();
      ui.postponeFor = null;
      toast(`${fullName(p)}'s recall postponed to ${fmtDate(p.postponedTo)}`);
    },
  },
  template: `
    <sl-dialog label="Send a reminder" :open="!!remindP" @sl-after-hide.self="ui.remindFor = null" class="remind-dialog">
      <template v-if="remindP">
        <p>Recall reminder for <strong>{{ fullName(remindP) }}</strong>, due {{ fmtDate(nextDue(remindP)) }}.</p>
        <sl-radio-group label="Send by" :value="method" @sl-change="method = $event.target.value">
          <sl-radio value="sms">SMS to {{ remindP.phone || 'no phone' }}</sl-radio>
          <sl-radio value="email">Email to {{ remindP.email || 'no email address' }}</sl-radio>
          <sl-radio value="letter">Letter (printed tonight)</sl-radio>
        </sl-radio-group>
      </template>
      <sl-button slot="footer" @click="ui.remindFor = null">Cancel</sl-button>
      <sl-button slot="footer" variant="primary" :disabled="!canRemind" :loading="busy" @click="sendOne">Send reminder</sl-button>
    </sl-dialog>

    <sl-dialog label="Postpone recall" :open="!!postponeP" @sl-after-hide.self="ui.postponeFor = null" class="postpone-dialog">
      <template v-if="postponeP">
        <p><strong>{{ fullName(postponeP) }}</strong> is due {{ fmtDate(nextDue(postponeP)) }}.</p>
        <sl-select label="Postpone by" placeholder="Choose…" :value="months" @sl-change="months = $event.target.value">
          <sl-option value="1">1 month</sl-option>
          <sl-option value="2">2 months</sl-option>
          <sl-option value="3">3 months</sl-option>
          <sl-option value="6">6 months</sl-option>
        </sl-select>
        <p v-if="newDue">New due date: <strong class="new-due">{{ fmtDate(newDue) }}</strong></p>
        <sl-input label="Reason (optional)" :value="reason" @sl-input="reason = $event.target.value"></sl-input>
      </template>
      <sl-button slot="footer" @click="ui.postponeFor = null">Cancel</sl-button>
      <sl-button slot="footer" variant="primary" :disabled="!months" @click="postpone">Postpone</sl-button>
    </sl-dialog>`,
});
