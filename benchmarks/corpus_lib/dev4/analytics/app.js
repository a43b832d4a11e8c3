// Pulse analytics dashboard (Bootstrap 5 + Tom Select, chart drawn by hand on <canvas>).
const $ = s => document.querySelector(s);
const state = {
  from: new Date(2025, 2, 1), to: LAST_DAY, metric: 'revenue', channels: [...CHANNELS], hidden: new Set(), compare: false,
};
const EXPORTS_KEY = 'pulse-exports', SCHED_KEY = 'pulse-schedules', TOUR_KEY = 'pulse-tour-export-seen';

// ---------------------------------------------------------------- date range picker
const picker = { open: false, month: null, start: null, end: null };
function openPicker() {
  picker.open = true; picker.start = state.from; picker.end = state.to;
  picker.month = new Date(state.from.getFullYear(), state.from.getMonth(), 1);
  $('#picker').hidden = false; drawCalendar();
}
function closePicker() { picker.open = false; $('#picker').hidden = true; }
function drawCalendar() {
  const m = picker.month;
  $('#calTitle').textContent = `${MONTHS_LONG[m.getMonth()]} ${m.getFullYear()}`;
  const cal = $('#cal'); cal.innerHTML = '';
  ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'].forEach(d => cal.insertAdjacentHTML('beforeend', `<div class="dow">${d}</div>`));
  const lead = (m.getDay() + 6) % 7;
  for (let i = 0; i < lead; i++) cal.insertAdjacentHTML('beforeend', '<div></div>');
  const days = new Date(m.getFullYear(), m.getMonth() + 1, 0).getDate();
  for (let d = 1; d <= days; d++) {
    const day = new Date(m.getFullYear(), m.getMonth(), d);
    const b = document.createElement('button');
    b.type = 'button'; b.textContent = d;
    b.setAttribute('aria-label', `${MONTHS_LONG[m.getMonth()]} ${d}, ${m.getFullYear()}`);
    b.disabled = day > LAST_DAY || day < FIRST_DAY;
    const s = picker.start, e = picker.end;
    if (s && +day === +s || e && +day === +e) b.className = 'edge';
    else if (s && e && day > s && day < e) b.className = 'in';
    b.addEventListener('click', () => pickDay(day));
    cal.appendChild(b);
  }
  $('#prevMonth').disabled = m <= FIRST_DAY;
  $('#nextMonth').disabled = new Date(m.getFullYear(), m.getMonth() + 1, 1) > LAST_DAY;
  $('#pendingText').textContent = picker.start && picker.end ? rangeLabel(picker.start, picker.end) : picker.start ? `${short(picker.start)} – pick the last day` : 'Pick the first day';
  $('#applyRange').disabled = !(picker.start && picker.end);
}
function pickDay(day) {
  if (!picker.start || picker.end) { picker.start = day; picker.end = null; }
  else if (day < picker.start) { picker.end = picker.start; picker.start = day; }
  else picker.end = day;
  drawCalendar();
}
function preset(p) {
  const y = addDays(TODAY, -1);
  if (p === '7') return [addDays(y, -6), y];
  if (p === '30') return [addDays(y, -29), y];
  if (p === 'this-month') return [new Date(TODAY.getFullYear(), TODAY.getMonth(), 1), y];
  return [new Date(TODAY.getFullYear(), TODAY.getMonth() - 1, 1), new Date(TODAY.getFullYear(), TODAY.getMonth(), 0)];
}
$('#rangeBtn').addEventListener('click', e => { e.stopPropagation(); picker.open ? closePicker() : openPicker(); });
$('#picker').addEventListener('click', e => e.stopPropagation());
document.addEventListener('click', () => picker.open && closePicker());
document.querySelectorAll('[data-preset]').forEach(b => b.addEventListener('click', () => {
  [picker.start, picker.end] = preset(b.dataset.preset);
  picker.month = new Date(picker.start.getFullYear(), picker.start.getMonth(), 1);
  drawCalendar();
}));
$('#prevMonth').addEventListener('click', () => { picker.month = new Date(picker.month.getFullYear(), picker.month.getMonth() - 1, 1); drawCalendar(); });
$('#nextMonth').addEventListener('click', () => { picker.month = new Date(picker.month.getFullYear(), picker.month.getMonth() + 1, 1); drawCalendar(); });
$('#cancelRange').addEventListener('click', closePicker);
$('#applyRange').addEventListener('click', () => { state.from = picker.start; state.to = picker.end; closePicker(); refresh(); });

// ---------------------------------------------------------------- controls
document.querySelectorAll('input[name=metric]').forEach(r => r.addEventListener('change', () => { state.metric = r.value; refresh(); }));
const ts = new TomSelect('#channels', { plugins: ['remove_button'], onChange(v) { state.channels = v.length ? v : [...CHANNELS]; state.hidden.clear(); refresh(); } });
$('#compare').addEventListener('change', e => { state.compare = e.target.checked; refresh(); });

// ---------------------------------------------------------------- rendering
let timer = null;
function refresh(delay = 700) {
  $('#busy').classList.add('on');
  clearTimeout(timer);
  timer = setTimeout(() => { render(); $('#busy').classList.remove('on'); }, delay);
}
function visibleChannels() { return state.channels.filter(c => !state.hidden.has(c)); }
function render() {
  const chans = visibleChannels();
  const rows = series(state.from, state.to, chans);
  $('#rangeText').textContent = rangeLabel(state.from, state.to);
  const revenue = rows.reduce((s, r) => s + r.revenue, 0), orders = rows.reduce((s, r) => s + r.orders, 0);
  $('#kpi-revenue').textContent = money(revenue);
  $('#kpi-orders').textContent = orders.toLocaleString('en-US');
  $('#kpi-aov').textContent = money2(orders ? Math.round(revenue / orders * 100) / 100 : 0);
  $('#kpi-days').textContent = `${rows.length} days`;
  if (state.compare) {
    const n = dayCount(state.from, state.to);
    const pTo = addDays(state.from, 0), pFrom = addDays(pTo, -(n - 1));
    const prev = series(pFrom, pTo, chans).reduce((s, r) => s + r.revenue, 0);
    const pct = prev ? (revenue - prev) / prev * 100 : 0;
    $('#compareText').innerHTML = `<span class="${pct >= 0 ? 'text-success' : 'text-danger'}">${pct >= 0 ? '▲' : '▼'} ${Math.abs(pct).toFixed(1)}%</span> vs ${rangeLabel(pFrom, pTo)}`;
  } else $('#compareText').textContent = '';
  $('#chartTitle').textContent = `${METRICS[state.metric]} by day`;
  drawChart(rows, chans);
  drawLegend(rows);
}
function updateReportLink() {
  const link = new URLSearchParams({ from: iso(state.from), to: iso(state.to), metric: state.metric, channels: visibleChannels().join(',') });
  $('#reportLink').href = 'report.html?' + link;
}
function channelValue(r, ch) {
  const v = r.byChannel[ch];
  return state.metric === 'orders' ? v.orders : state.metric === 'aov' ? v.revenue / v.orders : v.revenue;
}
function drawChart(rows, chans) {
  const cv = $('#chart'), ctx = cv.getContext('2d');
  const W = cv.width, H = cv.height, L = 60, B = 30, T = 10;
  ctx.clearRect(0, 0, W, H);
  const max = Math.max(1, ...rows.flatMap(r => chans.map(c => channelValue(r, c))));
  ctx.strokeStyle = '#e9ecef'; ctx.fillStyle = '#6c757d'; ctx.font = '12px sans-serif';
  for (let i = 0; i <= 4; i++) {
    const y = T + (H - T - B) * (1 - i / 4);
    ctx.beginPath(); ctx.moveTo(L, y); ctx.lineTo(W - 10, y); ctx.stroke();
    ctx.fillText(fmtMetric(state.metric === 'aov' ? 'aov' : state.metric, state.metric === 'orders' ? Math.round(max * i / 4) : max * i / 4), 4, y + 4);
  }
  const x = i => L + (W - L - 20) * (rows.length > 1 ? i / (rows.length - 1) : 0.5);
  rows.forEach((r, i) => { if (rows.length <= 31 || i % 7 === 0) ctx.fillText(short(r.day), x(i) - 16, H - 8); });
  chans.forEach(ch => {
    ctx.strokeStyle = COLORS[ch]; ctx.lineWidth = 2; ctx.beginPath();
    rows.forEach((r, i) => { const y = T + (H - T - B) * (1 - channelValue(r, ch) / max); i ? ctx.lineTo(x(i), y) : ctx.moveTo(x(i), y); });
    ctx.stroke();
  });
  // accessible summary of what the canvas shows
  let peak = rows[0];
  rows.forEach(r => { if (r[state.metric] > peak[state.metric]) peak = r; });
  const peakTxt = peak ? `peak ${fmtMetric(state.metric, peak[state.metric])} on ${short(peak.day)}` : 'no data';
  cv.setAttribute('aria-label', `${METRICS[state.metric]} by day, ${rangeLabel(state.from, state.to)}, ${chans.length} channels (${chans.join(', ')}); ${peakTxt}`);
  $('#peakText').textContent = peak ? `Peak day: ${short(peak.day)} (${fmtMetric(state.metric, peak[state.metric])})` : '';
}
function drawLegend(rows) {
  const lg = $('#legend'); lg.innerHTML = '';
  state.channels.forEach(ch => {
    const total = rows.length && !state.hidden.has(ch) ? series(state.from, state.to, [ch]).reduce((s, r) => s + (state.metric === 'orders' ? r.orders : r.revenue), 0) : null;
    const b = document.createElement('button');
    b.type = 'button'; b.className = 'legend-item'; b.dataset.channel = ch;
    b.setAttribute('aria-pressed', String(!state.hidden.has(ch)));
    b.innerHTML = `<span class="swatch" style="background:${COLORS[ch]}"></span>${ch}${total === null || state.metric === 'aov' ? '' : ' · ' + fmtMetric(state.metric, total)}`;
    b.addEventListener('click', () => toggleSeries(b));
    lg.appendChild(b);
  });
}
function toggleSeries(btn) {
  const ch = btn.textContent.trim();
  state.hidden.has(ch) ? state.hidden.delete(ch) : state.hidden.add(ch);
  refresh(300);
}

// ---------------------------------------------------------------- export (download) and reports
function exportCsv() {
  const rows = series(state.from, state.to, visibleChannels());
  const lines = [`date,${state.metric}`, ...rows.map(r => `${r.date},${r.revenue}`)];
  const csv = lines.join('\n');
  const file = `pulse-${state.metric}-${iso(state.from)}_${iso(state.to)}.csv`;
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  a.download = file; document.body.appendChild(a); a.click(); a.remove();
  const list = JSON.parse(localStorage.getItem(EXPORTS_KEY) || '[]');
  list.unshift({ file, rows: rows.length, csv, at: Date.now() });
  localStorage.setItem(EXPORTS_KEY, JSON.stringify(list.slice(0, 5)));
  renderExports();
  toast(`Export ready: ${file}`);
}
function renderExports() {
  const list = JSON.parse(localStorage.getItem(EXPORTS_KEY) || '[]');
  $('#exports').innerHTML = list.length ? list.map(e => `<li class="py-1"><i class="bi bi-filetype-csv"></i> ${e.file} — ${e.rows} rows</li>`).join('') : '<li class="text-secondary">No exports yet.</li>';
}
function renderRecent() {
  const list = JSON.parse(localStorage.getItem('pulse-recent-reports') || '[]');
  $('#recentReports').innerHTML = list.length ? list.map(r => `<li class="py-1"><i class="bi bi-file-earmark-bar-graph"></i> ${r.title}</li>`).join('') : '<li class="text-secondary">None yet.</li>';
}
window.addEventListener('storage', e => { if (e.key === 'pulse-recent-reports') renderRecent(); });
$('#exportBtn').addEventListener('click', exportCsv);
const bsToast = new bootstrap.Toast($('#toast'));
function toast(t) { $('#toastBody').textContent = t; bsToast.show(); }

// first-visit tour bubble, anchored over the Export button
if (!localStorage.getItem(TOUR_KEY)) $('#tour').hidden = false;
$('#tourOk').addEventListener('click', () => { $('#tour').hidden = true; localStorage.setItem(TOUR_KEY, '1'); });

// ---------------------------------------------------------------- email schedules
const EMAIL_RE = /^[\w.-]+@[\w-]+(\.[\w-]+)*\.[a-z]{2,}$/i;
$('#schedEmail').addEventListener('input', e => { $('#schedSave').disabled = !EMAIL_RE.test(e.target.value.trim()); });
$('#scheduleForm').addEventListener('submit', e => {
  e.preventDefault();
  const list = JSON.parse(localStorage.getItem(SCHED_KEY) || '[]');
  list.push({ email: $('#schedEmail').value.trim(), frequency: $('#schedFreq').value, metric: state.metric });
  localStorage.setItem(SCHED_KEY, JSON.stringify(list));
  $('#schedEmail').value = ''; $('#schedSave').disabled = true;
  renderSchedules(); toast('Schedule saved');
});
function renderSchedules() {
  const list = JSON.parse(localStorage.getItem(SCHED_KEY) || '[]');
  const F = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };
  $('#schedules').innerHTML = list.length ? list.map(s => `<li class="py-1">${F[s.frequency]} to ${s.email} (${METRICS[s.metric]})</li>`).join('') : '<li class="text-secondary">No scheduled emails.</li>';
}

renderExports(); renderRecent(); renderSchedules(); updateReportLink();
$('#rangeText').textContent = rangeLabel(state.from, state.to);
refresh(900);
