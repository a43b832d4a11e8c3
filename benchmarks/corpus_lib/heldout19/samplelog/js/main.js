// Start-up: a short load, then the four tabs, and the shift note from the previous shift.
/* global bootstrap */
import { renderIntake } from './intake.js';
import { initSamples } from './samples.js';
import { initResults } from './results.js';
import { initStorage } from './storage.js';

function showShiftNote() {
  if (sessionStorage.getItem('northfield.shiftnote')) return;
  const el = document.getElementById('shift-note');
  const t = bootstrap.Toast.getOrCreateInstance(el, { autohide: false });
  el.addEventListener('hidden.bs.toast', () => sessionStorage.setItem('northfield.shiftnote', 'read'), { once: true });
  t.show();
}

setTimeout(() => {
  document.getElementById('loading').remove();
  document.getElementById('app').hidden = false;
  renderIntake(document.getElementById('pane-intake'));
  initSamples(document.getElementById('pane-samples'));
  initResults(document.getElementById('pane-results'));
  initStorage(document.getElementById('pane-storage'));
  setTimeout(showShiftNote, 2000);
}, 1300);
