// Dynamo Kettle's team page in the Riverside Tuesday 5s league: fixtures and results, the league table, the squad
// and match fees. Vue 3 (ES module build, templates compiled in the browser) rendering Shoelace web components.
// Data lives in localStorage; the "server" is a timer. "Today" is Wednesday 19 November 2025.
import { createApp } from '../../node_modules/vue/dist/vue.esm-browser.prod.js';

const KEY = 'riverside5s.v1.';
const US = 'Dynamo Kettle';
const TEAMS = ['Dynamo Kettle', 'Real Ale Madrid', 'Pitch Please', 'Net Gains', 'Inter Yourself', 'Ctrl Alt Defeat'];
const ABBR = ['dk', 'ram', 'pp', 'ng', 'iy', 'cad'];
const DATES = ['Tue 7 Oct', 'Tue 14 Oct', 'Tue 21 Oct', 'Tue 28 Oct', 'Tue 4 Nov', 'Tue 11 Nov', 'Tue 18 Nov',
  'Tue 25 Nov', 'Tue 2 Dec', 'Tue 9 Dec'];
const PLAYED_UP_TO = 7; // matchweeks 1-7 have been played
const PAGE = 6;

// [matchweek, home, away, home goals, away goals]; goals left out for games not played or not yet entered
const FIXTURES = [
  [1, 0, 5, 3, 1], [1, 1, 4, 2, 2], [1, 2, 3, 1, 4],
  [2, 4, 0, 2, 5], [2, 5, 3, 3, 3], [2, 1, 2, 1, 0],
  [3, 0, 3, 2, 2], [3, 4, 2, 0, 3], [3, 5, 1, 2, 4],
  [4, 2, 0, 3, 2], [4, 3, 1, 1, 1], [4, 4, 5, 4, 1],
  [5, 0, 1], [5, 2, 5, 2, 2], [5, 3, 4, 3, 0],
  [6, 5, 0, 1, 2], [6, 4, 1, 2, 3], [6, 3, 2, 2, 1],
  [7, 0, 4], [7, 3, 5, 4, 2], [7, 2, 1, 2, 2],
  [8, 3, 0], [8, 2, 4], [8, 1, 5],
  [9, 0, 2], [9, 1, 3], [9, 5, 4],
  [10, 1, 0], [10, 5, 2], [10, 4, 3],
];
const REARRANGED = { 'mw5-dk-ram': 'Thu 13 Nov' };

const SQUAD = [
  { id: 'sam', name: 'Sam Adeyemi', number: 4, position: 'Defender', available: true },
  { id: 'jonah', name: 'Jonah Price', number: 6, position: 'Midfield', available: true },
  { id: 'dan', name: 'Dan Whitlock', number: 7, position: 'Midfield', available: true },
  { id: 'leo', name: 'Leo Marsh', number: 9, position: 'Forward', available: true },
  { id: 'ravi', name: 'Ravi Kapoor', number: 10, position: 'Forward', available: true },
  { id: 'chris', name: 'Chris Moyo', number: 11, position: 'Defender', available: true },
  { id: 'ellie', name: 'Ellie Grant', number: 14, position: 'Midfield', available: false },
  { id: 'zac', name: 'Zac Holloway', number: 23, position: 'Goalkeeper', available: true },
];
const FEES = {
  sam: { due: 35, paid: 35 }, jonah: { due: 35, paid: 20 }, dan: { due: 35, paid: 35 }, leo: { due: 30, paid: 30 },
  ravi: { due: 30, paid: 0 }, chris: { due: 35, paid: 25 }, ellie: { due: 20, paid: 20 }, zac: { due: 35, paid: 35 },
};
const POSITIONS = ['Goalkeeper', 'Defender', 'Midfield', 'Forward'];

const load = (k, fallback) => {
  try {
    const v = localStorage.getItem(KEY + k);
    return v ? JSON.parse(v) : fallback;
  } catch (e) {
    return fallback;
  }
};
const store = (k, v) => localStorage.setItem(KEY + k, JSON.stringify(v));
const wait = ms => new Promise(r => setTimeout(r, ms));
const clone = v => JSON.parse(JSON.stringify(v));

function toast(message, variant = 'primary') {
  const el = Object.assign(document.createElement('sl-alert'), { variant, closable: true, duration: 3000 });
  el.innerHTML = `<sl-icon slot="icon" name="${variant === 'danger' ? 'exclamation-triangle' : 'check2'}"></sl-icon>`;
  el.append(message);
  document.body.append(el);
  el.toast();
}

function buildMatches(results) {
  return FIXTURES.map(([w, h, a, hg, ag], i) => {
    const id = `mw${w}-${ABBR[h]}-${ABBR[a]}`;
    const entered = results[id];
    const score = entered ? [entered.home, entered.away] : hg === undefined ? [null, null] : [hg, ag];
    const pitch = (i % 3) + 1;
    const time = w >= 8 ? '19:45' : '19:30';
    const date = REARRANGED[id] || DATES[w - 1];
    const ours = h === 0 || a === 0;
    return {
      id, week: w, home: TEAMS[h], away: TEAMS[a], hg: score[0], ag: score[1], ours, date,
      order: REARRANGED[id] ? 6.5 : w,
      meta: `${date} · ${time} · Pitch ${pitch}${REARRANGED[id] ? ' · rearranged' : ''}`,
      needsResult: ours && w <= PLAYED_UP_TO && score[0] === null,
      potm: entered ? entered.potm : '',
    };
  });
}

function standings(matches) {
  const rows = Object.fromEntries(TEAMS.map(t => [t, { team: t, p: 0, w: 0, d: 0, l: 0, gf: 0, ga: 0, form: [] }]));
  const played = matches.filter(m => m.hg !== null).sort((a, b) => a.order - b.order);
  for (const m of played) {
    const h = rows[m.home];
    const a = rows[m.away];
    h.p++; a.p++;
    h.gf += m.hg; h.ga += m.ag; a.gf += m.ag; a.ga += m.hg;
    if (m.hg > m.ag) { h.w++; a.l++; h.form.push('W'); a.form.push('L'); }
    else if (m.hg < m.ag) { a.w++; h.l++; a.form.push('W'); h.form.push('L'); }
    else { h.d++; a.d++; h.form.push('D'); a.form.push('D'); }
  }
  const list = Object.values(rows);
  for (const r of list) {
    r.gd = r.gf - r.ga;
    r.pts = r.w * 3 + r.d;
  }
  return list.sort((x, y) => y.pts - x.pts || y.gd - x.gd || y.gf - x.gf || x.team.localeCompare(y.team));
}

const MatchRow = {
  props: ['m', 'showWeek'],
  emits: ['enter'],
  template: `
    <div class="match" :class="{ ours: m.ours }" :data-id="m.id">
      <span class="mw">{{ showWeek ? 'MW' + m.week : '' }}</span>
      <span class="home" :class="{ us: m.home === '${US}' }">{{ m.home }}</span>
      <span class="score" v-if="m.hg !== null">{{ m.hg }}–{{ m.ag }}</span>
      <span class="score vs" v-else>v</span>
      <span class="away" :class="{ us: m.away === '${US}' }">{{ m.away }}</span>
      <span class="meta">{{ m.meta }}</span>
      <span class="act">
        <sl-button v-if="m.needsResult" size="small" variant="primary" outline @click="$emit('enter', m)">Enter result</sl-button>
      </span>
    </div>`,
};

const App = {
  components: { MatchRow },
  data() {
    return {
      US,
      POSITIONS,
      loading: true,
      results: load('results', {}),
      squad: load('squad', clone(SQUAD)),
      captainId: load('captain', 'dan'),
      fees: load('fees', clone(FEES)),
      ourOnly: false,
      showAll: false,
      dialog: null,
      busy: null,
      res: { match: null, home: '', away: '', potm: '' },
      target: null,
      removing: null,
      edit: { number: '', position: '', error: '' },
      add: { name: '', position: '', number: '' },
      addError: '',
      pay: { player: null, amount: '', method: '' },
    };
  },
  computed: {
    matches() {
      return buildMatches(this.results);
    },
    weeks() {
      return DATES.map((date, i) => ({ n: i + 1, date, matches: this.matches.filter(m => m.week === i + 1) }));
    },
    ourMatches() {
      return this.matches.filter(m => m.home === US);
    },
    pending() {
      return this.matches.filter(m => m.needsResult);
    },
    table() {
      return standings(this.matches);
    },
    next() {
      return this.matches.find(m => m.ours && m.week === PLAYED_UP_TO + 1);
    },
    captain() {
      return this.squad.find(p => p.id === this.captainId) || { name: '—' };
    },
    sortedSquad() {
      return [...this.squad].sort((a, b) => a.number - b.number);
    },
    shownPlayers() {
      return this.showAll ? this.sortedSquad : this.sortedSquad.slice(0, PAGE);
    },
    availableCount() {
      return this.squad.filter(p => p.available).length;
    },
    squadByName() {
      return [...this.squad].sort((a, b) => a.name.localeCompare(b.name));
    },
    outstanding() {
      return this.squad.reduce((s, p) => s + Math.max(0, this.owes(p)), 0);
    },
    canSaveResult() {
      const h = parseInt(this.res.home, 10);
      const a = parseInt(this.res.away, 10);
      return h && a && h < 30 && a < 30;
    },
    canAdd() {
      const n = Number(this.add.number);
      return this.add.name.trim() !== '' && !!this.add.position && this.add.number !== '' && n >= 1 && n <= 99;
    },
    canSaveEdit() {
      const n = Number(this.edit.number);
      return this.edit.number !== '' && n >= 1 && n <= 99 && !!this.edit.position;
    },
    canPay() {
      return Number(this.pay.amount) > 0 && !!this.pay.method;
    },
  },
  mounted() {
    setTimeout(() => { this.loading = false; }, 1200);
    if (!load('notice', false)) {
      setTimeout(() => {
        if (!this.dialog) this.dialog = 'notice';
      }, 1500);
    }
  },
  methods: {
    money(v) {
      return '£' + Number(v).toFixed(2);
    },
    closed(name, e) {
      // sl-after-hide also bubbles up from selects and dropdowns inside the dialog
      if (e.target === e.currentTarget && this.dialog === name) this.dialog = null;
    },
    dismissNotice() {
      store('notice', true);
      this.dialog = null;
    },

    // ---------------------------------------------------------------- results
    openResult(m) {
      this.res = { match: m, home: '', away: '', potm: '' };
      this.dialog = 'result';
    },
    async saveResult() {
      const m = this.res.match;
      this.busy = 'result';
      await wait(800);
      this.results = { ...this.results, [m.id]: { home: parseInt(this.res.home, 10), away: parseInt(this.res.away, 10), potm: this.res.potm } };
      store('results', this.results);
      this.busy = null;
      this.dialog = null;
      toast(`Result saved: ${m.home} ${this.res.home}–${this.res.away} ${m.away}`);
    },

    // ---------------------------------------------------------------- squad
    saveSquad() {
      store('squad', this.squad);
    },
    setAvailable(p, on) {
      p.available = on;
      this.saveSquad();
    },
    onPlayerMenu(p, action) {
      if (action === 'edit') {
        this.target = p;
        this.edit = { number: String(p.number), position: p.position, error: '' };
        this.dialog = 'edit';
      } else if (action === 'captain') {
        this.target = p;
        this.dialog = 'captain';
      } else if (action === 'remove') {
        this.removing = p;
        this.dialog = 'remove';
      }
    },
    numberTaken(n, exceptId) {
      const others = this.squad.filter(p => p.id !== exceptId).map(p => p.number).join(',');
      return others.includes(String(n));
    },
    async saveEdit() {
      const n = Number(this.edit.number);
      if (this.numberTaken(n, this.target.id)) {
        this.edit.error = `Number ${n} is already taken by another player`;
        return;
      }
      this.busy = 'edit';
      await wait(500);
      this.target.number = n;
      this.target.position = this.edit.position;
      this.saveSquad();
      this.busy = null;
      this.dialog = null;
      toast(`${this.target.name} updated`);
    },
    async makeCaptain() {
      this.busy = 'captain';
      await wait(500);
      this.captainId = this.target.id;
      store('captain', this.captainId);
      this.busy = null;
      this.dialog = null;
      toast(`${this.target.name} is now captain`);
    },
    async removePlayer() {
      this.busy = 'remove';
      await wait(600);
      const i = this.squad.findIndex(x => x.id === this.removing);
      this.squad.splice(i, 1);
      this.saveSquad();
      this.busy = null;
      this.dialog = null;
      toast(`${this.removing.name} removed from the squad`);
    },
    async addPlayer() {
      const n = Number(this.add.number);
      if (this.numberTaken(n)) {
        this.addError = `Number ${n} is already taken by another player`;
        return;
      }
      this.addError = '';
      this.busy = 'add';
      await wait(600);
      const id = this.add.name.trim().toLowerCase().replace(/[^a-z]+/g, '-') + '-' + Date.now().toString(36);
      this.squad.push({ id, name: this.add.name.trim(), number: n, position: this.add.position, available: true });
      this.fees[id] = { due: 0, paid: 0 };
      this.saveSquad();
      store('fees', this.fees);
      this.busy = null;
      toast(`${this.add.name.trim()} added to the squad`);
      this.add = { name: '', position: '', number: '' };
      this.showAll = true;
    },

    // ---------------------------------------------------------------- fees
    fee(p) {
      return this.fees[p.id] || { due: 0, paid: 0 };
    },
    owes(p) {
      const f = this.fee(p);
      return f.due - f.paid;
    },
    openPay(p) {
      this.pay = { player: p, amount: '', method: '' };
      this.dialog = 'pay';
    },
    async recordPay() {
      const p = this.pay.player;
      this.busy = 'pay';
      await wait(700);
      const f = this.fees[p.id] || (this.fees[p.id] = { due: 0, paid: 0 });
      f.paid += this.pay.amount;
      store('fees', this.fees);
      this.busy = null;
      this.dialog = null;
      toast(`Payment from ${p.name} recorded`);
    },
  },
  template: `
  <header class="top">
    <div>
      <h1><sl-icon name="trophy"></sl-icon> {{ US }}</h1>
      <p class="sub">Riverside Tuesday 5s · Division 2 · Captain: <strong id="captain-name">{{ captain.name }}</strong></p>
    </div>
    <div class="next-line" v-if="next">Next: <strong>{{ next.home }} v {{ next.away }}</strong> · {{ next.meta }}</div>
  </header>

  <sl-tab-group class="main-tabs">
    <sl-tab slot="nav" panel="fixtures">Fixtures</sl-tab>
    <sl-tab slot="nav" panel="table">Table</sl-tab>
    <sl-tab slot="nav" panel="squad">Squad</sl-tab>
    <sl-tab slot="nav" panel="fees">Match fees</sl-tab>

    <sl-tab-panel name="fixtures">
      <div v-if="loading" class="skeletons">
        <sl-skeleton v-for="i in 6" :key="i" effect="sheen"></sl-skeleton>
      </div>
      <template v-else>
        <div class="fx-bar">
          <sl-switch :checked="ourOnly" @sl-change="ourOnly = $event.target.checked">Only Dynamo Kettle matches</sl-switch>
          <span v-if="pending.length" class="pending-note"><sl-icon name="exclamation-triangle"></sl-icon>
            {{ pending.length }} {{ pending.length === 1 ? 'result' : 'results' }} to enter</span>
        </div>
        <div v-if="ourOnly" id="our-matches">
          <p class="count">{{ ourMatches.length }} matches this season</p>
          <match-row v-for="m in ourMatches" :key="m.id" :m="m" :show-week="true" @enter="openResult"></match-row>
        </div>
        <div v-else id="weeks">
          <sl-details v-for="w in weeks" :key="w.n" :data-week="w.n" :summary="'Matchweek ' + w.n + ' · ' + w.date"
                      :open="w.n === 7 || w.n === 8">
            <match-row v-for="m in w.matches" :key="m.id" :m="m" :show-week="false" @enter="openResult"></match-row>
          </sl-details>
        </div>
      </template>
    </sl-tab-panel>

    <sl-tab-panel name="table">
      <div v-if="loading" class="skeletons"><sl-skeleton v-for="i in 6" :key="i" effect="sheen"></sl-skeleton></div>
      <table v-else class="league" id="league-table">
        <thead><tr><th>#</th><th class="team">Team</th><th>P</th><th>W</th><th>D</th><th>L</th><th>GF</th><th>GA</th><th>GD</th><th>Pts</th><th>Form</th></tr></thead>
        <tbody>
          <tr v-for="(r, i) in table" :key="r.team" :data-team="r.team" :class="{ us: r.team === US }">
            <td class="pos">{{ i + 1 }}</td><td class="team">{{ r.team }}</td>
            <td class="p">{{ r.p }}</td><td class="w">{{ r.w }}</td><td class="d">{{ r.d }}</td><td class="l">{{ r.l }}</td>
            <td class="gf">{{ r.gf }}</td><td class="ga">{{ r.ga }}</td><td class="gd">{{ r.gd > 0 ? '+' + r.gd : r.gd }}</td>
            <td class="pts"><strong>{{ r.pts }}</strong></td>
            <td class="form"><span v-for="(f, j) in r.form.slice(-5)" :key="j" :class="'f f-' + f">{{ f }}</span></td>
          </tr>
        </tbody>
      </table>
    </sl-tab-panel>

    <sl-tab-panel name="squad">
      <div v-if="loading" class="skeletons"><sl-skeleton v-for="i in 6" :key="i" effect="sheen"></sl-skeleton></div>
      <template v-else>
        <sl-card class="next-card" v-if="next">
          <div slot="header"><sl-icon name="calendar-event"></sl-icon> Next match · {{ next.date }}</div>
          <p>{{ next.home }} v {{ next.away }} · {{ next.meta }}</p>
          <p id="avail-count"><strong>{{ availableCount }} of {{ squad.length }}</strong> players available</p>
        </sl-card>
        <div id="squad">
          <div class="player" v-for="p in shownPlayers" :key="p.id" :data-player="p.name" :data-pid="p.id">
            <span class="num">#{{ p.number }}</span>
            <span class="name">{{ p.name }}</span>
            <sl-badge v-if="p.id === captainId" variant="primary" pill class="captain-badge">Captain</sl-badge>
            <span class="pos">{{ p.position }}</span>
            <sl-switch size="small" class="avail" :checked="p.available" @sl-change="setAvailable(p, $event.target.checked)">Available<sl-visually-hidden> · {{ p.name }}</sl-visually-hidden></sl-switch>
            <sl-dropdown placement="bottom-end">
              <sl-icon-button slot="trigger" name="three-dots-vertical" :label="'Actions for ' + p.name"></sl-icon-button>
              <sl-menu @sl-select="onPlayerMenu(p, $event.detail.item.value)">
                <sl-menu-item value="edit"><sl-icon slot="prefix" name="pencil"></sl-icon>Edit player</sl-menu-item>
                <sl-menu-item value="captain" :disabled="p.id === captainId"><sl-icon slot="prefix" name="shield"></sl-icon>Make captain</sl-menu-item>
                <sl-menu-item value="remove"><sl-icon slot="prefix" name="trash"></sl-icon>Remove from squad</sl-menu-item>
              </sl-menu>
            </sl-dropdown>
          </div>
          <sl-button v-if="squad.length > ${PAGE} && !showAll" class="show-all" @click="showAll = true">Show all {{ squad.length }} players</sl-button>
        </div>
        <sl-details summary="Add a player" id="add-player">
          <div class="add-grid">
            <sl-input label="Full name" :value="add.name" @sl-input="add.name = $event.target.value"></sl-input>
            <sl-select label="Position" placeholder="Choose…" :value="add.position" @sl-change="add.position = $event.target.value">
              <sl-option v-for="pos in POSITIONS" :key="pos" :value="pos">{{ pos }}</sl-option>
            </sl-select>
            <sl-input type="number" label="Shirt number" min="1" max="99" :value="add.number" @sl-input="add.number = $event.target.value"></sl-input>
          </div>
          <p class="error" v-if="addError" id="add-error">{{ addError }}</p>
          <sl-button variant="primary" :disabled="!canAdd" :loading="busy === 'add'" @click="addPlayer"><sl-icon slot="prefix" name="person-plus"></sl-icon>Add to squad</sl-button>
        </sl-details>
      </template>
    </sl-tab-panel>

    <sl-tab-panel name="fees">
      <div v-if="loading" class="skeletons"><sl-skeleton v-for="i in 6" :key="i" effect="sheen"></sl-skeleton></div>
      <template v-else>
        <p class="hint">£5 a player a match, paid to the captain.</p>
        <table class="fees" id="fees">
          <thead><tr><th class="name">Player</th><th>Due</th><th>Paid</th><th>Owes</th><th></th></tr></thead>
          <tbody>
            <tr v-for="p in squadByName" :key="p.id" :data-player="p.name">
              <td class="name">{{ p.name }}</td>
              <td class="due">{{ money(fee(p).due) }}</td>
              <td class="paid">{{ money(fee(p).paid) }}</td>
              <td class="owes">
                <sl-badge v-if="owes(p) === 0" variant="success" class="paid-up">Paid up</sl-badge>
                <span v-else-if="owes(p) < 0" class="credit">In credit {{ money(-owes(p)) }}</span>
                <span v-else class="owing">{{ money(owes(p)) }}</span>
              </td>
              <td class="act"><sl-icon-button name="cash-coin" :label="'Record payment from ' + p.name" @click="openPay(p)"></sl-icon-button></td>
            </tr>
          </tbody>
        </table>
        <p id="fees-outstanding">Still owed to the team: <strong>{{ money(outstanding) }}</strong></p>
      </template>
    </sl-tab-panel>
  </sl-tab-group>

  <!-- opened by the app itself, once -->
  <sl-dialog label="Winter kick-off times" :open="dialog === 'notice'" @sl-after-hide="closed('notice', $event)" id="notice-dialog">
    <p>From Tue 25 Nov every game kicks off 15 minutes later (19:45 and 20:45) while the pitches are relit.</p>
    <sl-button slot="footer" variant="primary" @click="dismissNotice">Got it</sl-button>
  </sl-dialog>

  <sl-dialog :label="res.match ? 'Result: ' + res.match.home + ' v ' + res.match.away : 'Result'" :open="dialog === 'result'"
             @sl-after-hide="closed('result', $event)" id="result-dialog">
    <template v-if="res.match">
      <p class="hint">{{ res.match.meta }}</p>
      <div class="score-grid">
        <sl-input type="number" min="0" max="30" :label="res.match.home + ' goals'" :value="res.home" @sl-input="res.home = $event.target.value"></sl-input>
        <sl-input type="number" min="0" max="30" :label="res.match.away + ' goals'" :value="res.away" @sl-input="res.away = $event.target.value"></sl-input>
      </div>
      <sl-select label="Player of the match (optional)" clearable :value="res.potm" @sl-change="res.potm = $event.target.value">
        <sl-option v-for="p in sortedSquad" :key="p.id" :value="p.id">{{ p.name }}</sl-option>
      </sl-select>
    </template>
    <sl-button slot="footer" @click="dialog = null">Cancel</sl-button>
    <sl-button slot="footer" variant="primary" :disabled="!canSaveResult" :loading="busy === 'result'" @click="saveResult">Save result</sl-button>
  </sl-dialog>

  <sl-dialog :label="target ? 'Edit ' + target.name : 'Edit player'" :open="dialog === 'edit'" @sl-after-hide="closed('edit', $event)" id="edit-dialog">
    <div class="score-grid">
      <sl-input type="number" label="Shirt number" min="1" max="99" :value="edit.number" @sl-input="edit.number = $event.target.value; edit.error = ''"></sl-input>
      <sl-select label="Position" :value="edit.position" @sl-change="edit.position = $event.target.value">
        <sl-option v-for="pos in POSITIONS" :key="pos" :value="pos">{{ pos }}</sl-option>
      </sl-select>
    </div>
    <p class="error" v-if="edit.error">{{ edit.error }}</p>
    <sl-button slot="footer" @click="dialog = null">Cancel</sl-button>
    <sl-button slot="footer" variant="primary" :disabled="!canSaveEdit" :loading="busy === 'edit'" @click="saveEdit">Save changes</sl-button>
  </sl-dialog>

  <sl-dialog :label="target ? 'Make ' + target.name + ' captain?' : 'Captain'" :open="dialog === 'captain'" @sl-after-hide="closed('captain', $event)" id="captain-dialog">
    <p>{{ captain.name }} will no longer be captain. The captain enters results and collects match fees.</p>
    <sl-button slot="footer" @click="dialog = null">Cancel</sl-button>
    <sl-button slot="footer" variant="primary" :loading="busy === 'captain'" @click="makeCaptain">Yes, make captain</sl-button>
  </sl-dialog>

  <sl-dialog :label="removing ? 'Remove ' + removing.name + ' from the squad?' : 'Remove player'" :open="dialog === 'remove'" @sl-after-hide="closed('remove', $event)" id="remove-dialog">
    <p>Their match fee record is kept.</p>
    <sl-button slot="footer" @click="dialog = null">Keep</sl-button>
    <sl-button slot="footer" variant="danger" :loading="busy === 'remove'" @click="removePlayer">Remove</sl-button>
  </sl-dialog>

  <sl-dialog :label="pay.player ? 'Record payment · ' + pay.player.name : 'Record payment'" :open="dialog === 'pay'" @sl-after-hide="closed('pay', $event)" id="pay-dialog">
    <template v-if="pay.player">
      <p class="hint">Owes {{ money(Math.max(0, owes(pay.player))) }}</p>
      <sl-input type="number" label="Amount (£)" min="0" step="0.5" :value="pay.amount" @sl-input="pay.amount = $event.target.value"></sl-input>
      <sl-radio-group label="Paid by" :value="pay.method" @sl-change="pay.method = $event.target.value" class="pay-method">
        <sl-radio-button value="cash">Cash</sl-radio-button>
        <sl-radio-button value="bank">Bank transfer</sl-radio-button>
      </sl-radio-group>
    </template>
    <sl-button slot="footer" @click="dialog = null">Cancel</sl-button>
    <sl-button slot="footer" variant="primary" :disabled="!canPay" :loading="busy === 'pay'" @click="recordPay">Record payment</sl-button>
  </sl-dialog>
  `,
};

const TAGS = ['sl-tab-group', 'sl-tab', 'sl-tab-panel', 'sl-dialog', 'sl-button', 'sl-input', 'sl-select', 'sl-option',
  'sl-switch', 'sl-details', 'sl-dropdown', 'sl-menu', 'sl-menu-item', 'sl-icon-button', 'sl-badge', 'sl-card',
  'sl-radio-group', 'sl-radio-button', 'sl-skeleton', 'sl-alert', 'sl-icon', 'sl-visually-hidden'];

await Promise.all(TAGS.map(t => customElements.whenDefined(t)));
const app = createApp(App);
app.config.compilerOptions.isCustomElement = tag => tag.startsWith('sl-');
app.mount('#app');
