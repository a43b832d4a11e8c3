// Which dialog or drawer is open, and for whom: the components open each other's dialogs through this.
import { reactive } from 'vue';

export const ui = reactive({
  tab: 'recall',
  recordFor: null, // patient id whose record dialog is open
  recordSection: null, // 'recall' opens the record with its recall settings expanded
  bookFor: null, // patient id for the booking drawer
  remindFor: null,
  postponeFor: null,
});
