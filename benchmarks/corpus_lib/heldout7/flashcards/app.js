// Wordwise: flashcard decks for language learners (Vue 3 global build + Shoelace 2 web components).
'use strict';

const TODAY = '2025-06-11';
const DAY_MS = 86400000;
const STORE_KEY = 'wordwise.v1';
const GOAL_KEY = 'wordwise.goal';
const INTERVALS = [1, 2, 4, 8, 16]; // days until the next review, by box (1..5)
const PAGE = 10;
// letters, digits and simple punctuation (keeps pasted junk such as emoji and HTML out of the cards)
const ALLOWED = /^[\w\s.,'’?!¿¡()…-]+$/;

function addDays(iso, n) {
  return new Date(Date.parse(iso + 'T00:00:00Z') + n * DAY_MS).toISOString().slice(0, 10);
}
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const SEED_DECKS = [
  { id: 'es-food', name: 'Spanish · Food', flag: 'ES', tags: ['Basics', 'Drinks', 'Fruit', 'Meat & fish', 'Vegetables'] },
  { id: 'es-travel', name: 'Spanish · Travel', flag: 'ES', tags: ['Transport', 'Places', 'Phrases'] },
  { id: 'it-basics', name: 'Italian basics', flag: 'IT', tags: ['Greetings', 'Phrases', 'Food'] },
  { id: 'de-verbs', name: 'German verbs', flag: 'DE', tags: ['Movement', 'Everyday', 'Irregular'] },
  { id: 'fr-friends', name: 'French false friends', flag: 'FR', tags: ['Nouns', 'Adjectives', 'Verbs'] },
];

// [front, back, tag, box, due]
const SEED_CARDS = {
  'es-food': [
    ['el pan', 'the bread', 'Basics', 3, '2025-06-14'],
    ['el agua', 'the water', 'Drinks', 2, '2025-06-11'],
    ['la leche', 'the milk', 'Drinks', 4, '2025-06-18'],
    ['el queso', 'the cheese', 'Basics', 2, '2025-06-12'],
    ['la manzana', 'the apple', 'Fruit', 1, '2025-06-10'],
    ['la naranja', 'the orange', 'Fruit', 3, '2025-06-13'],
    ['el tomate', 'the tomato', 'Vegetables', 2, '2025-06-12'],
    ['la zanahoria', 'the carrot', 'Vegetables', 1, '2025-06-11'],
    ['el pollo', 'the chicken', 'Meat & fish', 5, '2025-06-25'],
    ['el pescado', 'the fish', 'Meat & fish', 3, '2025-06-15'],
    ['el arroz', 'the rice', 'Basics', 4, '2025-06-17'],
    ['la fresa', 'the strawberry', 'Fruit', 1, '2025-06-11'],
    ['el ajo', 'the garlic', 'Vegetables', 2, '2025-06-13'],
    ['el vino tinto', 'the red wine', 'Drinks', 3, '2025-06-16'],
  ],
  'es-travel': [
    ['el billete', 'the bill', 'Transport', 1, '2025-06-11'],
    ['el tren', 'the train', 'Transport', 3, '2025-06-14'],
    ['el andén', 'the platform', 'Transport', 2, '2025-06-12'],
    ['la estación', 'the station', 'Places', 4, '2025-06-19'],
    ['el aeropuerto', 'the airport', 'Places', 5, '2025-06-27'],
    ['el equipaje', 'the luggage', 'Transport', 1, '2025-06-10'],
    ['la maleta', 'the suitcase', 'Transport', 3, '2025-06-13'],
    ['el pasaporte', 'the passport', 'Places', 2, '2025-06-12'],
    ['la salida', 'the exit', 'Places', 2, '2025-06-11'],
    ['la llegada', 'the arrival', 'Places', 3, '2025-06-15'],
    ['¿Dónde está…?', 'Where is…?', 'Phrases', 4, '2025-06-18'],
    ['la habitación', 'the room', 'Places', 2, '2025-06-13'],
  ],
  'it-basics': [
    ['ciao', 'hi / bye', 'Greetings', 1, '2025-06-11'],
    ['grazie', 'thank you', 'Phrases', 2, '2025-06-09'],
    ['per favore', 'please', 'Phrases', 3, '2025-06-13'],
    ['buongiorno', 'good morning', 'Greetings', 4, '2025-06-17'],
    ['scusi', 'excuse me', 'Phrases', 2, '2025-06-12'],
    ['acqua', 'water', 'Food', 3, '2025-06-14'],
    ['il conto', 'the bill', 'Food', 1, '2025-06-11'],
    ['sì', 'yes', 'Phrases', 5, '2025-06-26'],
    ['arrivederci', 'goodbye', 'Greetings', 2, '2025-06-12'],
  ],
  'de-verbs': [
    ['gehen', 'to go', 'Movement', 2, '2025-06-11'],
    ['kommen', 'to come', 'Movement', 1, '2025-06-10'],
    ['sehen', 'to see', 'Irregular', 3, '2025-06-13'],
    ['essen', 'to eat', 'Irregular', 1, '2025-06-11'],
    ['trinken', 'to drink', 'Everyday', 2, '2025-06-12'],
    ['schlafen', 'to sleep', 'Irregular', 4, '2025-06-18'],
    ['laufen', 'to run / to walk', 'Movement', 2, '2025-06-11'],
    ['lesen', 'to read', 'Irregular', 3, '2025-06-14'],
    ['schreiben', 'to write', 'Everyday', 2, '2025-06-13'],
    ['sprechen', 'to speak', 'Irregular', 1, '2025-06-09'],
    ['fahren', 'to drive / to ride', 'Movement', 3, '2025-06-15'],
  ],
  'fr-friends': [
    ['la librairie', 'the bookshop', 'Nouns', 3, '2025-06-14'],
    ['actuellement', 'currently', 'Adjectives', 4, '2025-06-19'],
    ['le collège', 'secondary school', 'Nouns', 2, '2025-06-12'],
    ['sensible', 'sensitive', 'Adjectives', 5, '2025-06-28'],
    ['la monnaie', 'change (coins)', 'Nouns', 3, '2025-06-15'],
    ['blesser', 'to injure', 'Verbs', 2, '2025-06-13'],
  ],
};

function seedState() {
  let n = 100;
  const cards = [];
  for (const d of SEED_DECKS) {
    for (const [front, back, tag, box, due] of SEED_CARDS[d.id]) {
      cards.push({ id: 'c' + n++, deck: d.id, front, back, tag, box, due });
    }
  }
  return { decks: structuredClone(SEED_DECKS), cards, streak: { days: 6, last: '2025-06-10' } };
}

function loadState() {
  try {
    const raw = localStorage.getItem(STORE_KEY);
    if (raw) return JSON.parse(raw);
  } catch (e) { /* fall through */ }
  return seedState();
}

const stored = loadState();

const app = Vue.createApp({
  data() {
    return {
      TODAY,
      loading: true,
      decks: stored.decks,
      cards: stored.cards,
      streak: stored.streak,
      goal: localStorage.getItem(GOAL_KEY) && localStorage.getItem(GOAL_KEY) !== 'skip' ? Number(localStorage.getItem(GOAL_KEY)) : null,
      goalPick: '20',
      currentId: stored.decks.length ? stored.decks[0].id : null,
      tab: 'cards',
      shown: PAGE,
      loadingMore: false,
      searchInput: '',
      search: '',
      searching: false,
      renaming: false,
      renameText: '',
      dlg: null,
      cardForm: { id: null, front: '', back: '', tag: '' },
      savingCard: false,
      importText: '',
      importSep: 'tab',
      pendingCard: null,
      pendingIndex: -1,
      session: null,
    };
  },
  computed: {
    deck() {
      return this.decks.find(d => d.id === this.currentId) || null;
    },
    deckCards() {
      return this.cards.filter(c => c.deck === this.currentId);
    },
    deckDue() {
      return this.deckCards.filter(c => c.due <= TODAY);
    },
    deckTags() {
      if (!this.deck) return [];
      return [...new Set([...this.deck.tags, ...this.deckCards.map(c => c.tag).filter(Boolean)])].sort();
    },
    filteredCards() {
      const q = this.search.trim().toLowerCase();
      if (!q) return this.deckCards;
      return this.deckCards.filter(c => c.front.toLowerCase().includes(q) || c.back.toLowerCase().includes(q));
    },
    shownCards() {
      return this.filteredCards.slice(0, this.shown);
    },
    cardError() {
      const f = this.cardForm.front.trim(), b = this.cardForm.back.trim();
      if ((f && !ALLOWED.test(f)) || (b && !ALLOWED.test(b))) return 'Use letters, numbers and simple punctuation only.';
      if (f && this.deckCards.some(c => c.id !== this.cardForm.id && c.front.toLowerCase() === f.toLowerCase())) {
        return `“${f}” is already in this deck.`;
      }
      return '';
    },
    canSaveCard() {
      return !!(this.cardForm.front.trim() && this.cardForm.back.trim()) && !this.cardError && !this.savingCard;
    },
    importRows() {
      const sep = this.importSep === 'tab' ? '\t' : this.importSep;
      const seen = new Set(this.deckCards.map(c => c.front.toLowerCase()));
      const rows = [];
      for (const line of this.importText.split('\n')) {
        const at = line.indexOf(sep);
        if (at < 1) continue;
        const front = line.slice(0, at).trim(), back = line.slice(at + sep.length).trim();
        if (!front || !back || seen.has(front.toLowerCase())) continue;
        seen.add(front.toLowerCase());
        rows.push({ front, back });
      }
      return rows;
    },
    currentCard() {
      if (!this.session) return null;
      return this.cards.find(c => c.id === this.session.queue[this.session.idx]) || null;
    },
  },
  methods: {
    save() {
      localStorage.setItem(STORE_KEY, JSON.stringify({ decks: this.decks, cards: this.cards, streak: this.streak }));
    },
    toast(message, variant = 'primary', icon = 'check2-circle') {
      const el = Object.assign(document.createElement('sl-alert'), { variant, closable: true, duration: 2800 });
      el.innerHTML = `<sl-icon slot="icon" name="${icon}"></sl-icon>${message.replace(/</g, '&lt;')}`;
      document.body.append(el);
      customElements.whenDefined('sl-alert').then(() => setTimeout(() => el.toast(), 30));
    },
    countOf(id) {
      return this.cards.filter(c => c.deck === id).length;
    },
    dueOf(id) {
      return this.cards.filter(c => c.deck === id && c.due <= TODAY).length;
    },
    dueLabel(iso) {
      if (iso <= TODAY) return 'Today';
      if (iso === addDays(TODAY, 1)) return 'Tomorrow';
      const d = new Date(iso + 'T00:00:00Z');
      return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
    },
    intervalLabel(card, g) {
      if (!card) return '';
      const box = g === 'easy' ? Math.min(5, card.box + 2) : Math.min(5, card.box + 1);
      const n = INTERVALS[box - 1];
      return n === 1 ? '1 day' : n + ' days';
    },
    openDeck(id) {
      this.currentId = id;
      this.renaming = false;
      this.session = null;
      this.shown = PAGE;
      this.searchInput = '';
      this.search = '';
      if (this.$refs.tabs && this.$refs.tabs.show) this.$refs.tabs.show('cards');
    },
    onTab(ev) {
      this.tab = ev.detail.name;
    },
    onHide(ev, name) {
      // sl-hide / sl-after-hide bubble up from selects and tooltips inside the dialog: only the dialog counts
      if (ev.target !== ev.currentTarget) return;
      if (this.dlg === name) this.dlg = null;
      // the goal prompt is asked once: closing it in any way counts as an answer
      if (name === 'goal') localStorage.setItem(GOAL_KEY, 'skip');
    },
    onSearch(value) {
      this.searchInput = value;
      this.searching = true;
      clearTimeout(this._searchTimer);
      this._searchTimer = setTimeout(() => {
        this.search = value;
        this.shown = PAGE;
        this.searching = false;
      }, 350);
    },
    loadMore() {
      this.loadingMore = true;
      setTimeout(() => {
        this.shown += PAGE;
        this.loadingMore = false;
      }, 600);
    },

    // ---- cards
    openAdd() {
      this.cardForm = { id: null, front: '', back: '', tag: '' };
      this.dlg = 'card';
    },
    openEdit(c) {
      this.cardForm = { id: c.id, front: c.front, back: c.back, tag: c.tag.replace(/ /g, '_') };
      this.dlg = 'card';
    },
    saveCard() {
      if (!this.canSaveCard) return;
      this.savingCard = true;
      setTimeout(() => {
        const f = this.cardForm;
        const data = { front: f.front.trim(), back: f.back.trim(), tag: (f.tag || '').replace(/_/g, ' ') };
        if (f.id) {
          Object.assign(this.cards.find(c => c.id === f.id), data);
          this.toast('Card updated.');
        } else {
          const id = 'c' + (1 + Math.max(99, ...this.cards.map(c => Number(c.id.slice(1)))));
          this.cards.push({ id, deck: this.currentId, ...data, box: 1, due: TODAY });
          this.toast(`Card added to ${this.deck.name}.`);
        }
        this.save();
        this.savingCard = false;
        this.dlg = null;
      }, 500);
    },
    askDeleteCard(card, i) {
      this.pendingCard = card;
      this.pendingIndex = i;
      this.dlg = 'deleteCard';
    },
    confirmDeleteCard() {
      this.cards.splice(this.pendingIndex, 1);
      this.save();
      this.dlg = null;
      this.toast('Card deleted.', 'neutral', 'trash');
    },

    // ---- import
    openImport() {
      this.importText = '';
      this.importSep = 'tab';
      this.dlg = 'import';
    },
    doImport() {
      const rows = this.importRows;
      let n = 1 + Math.max(99, ...this.cards.map(c => Number(c.id.slice(1))));
      for (const r of rows) {
        this.cards.push({ id: 'c' + n++, deck: this.currentId, front: r.front, back: r.back, tag: '', box: 1, due: TODAY });
      }
      this.save();
      this.dlg = null;
      this.toast(`${rows.length} cards imported into ${this.deck.name}.`);
    },

    // ---- deck menu
    onDeckMenu(value) {
      if (value === 'rename') {
        this.renameText = this.deck.name;
        this.renaming = true;
      } else if (value === 'reset') {
        this.dlg = 'reset';
      } else if (value === 'delete') {
        this.dlg = 'deleteDeck';
      }
    },
    saveRename() {
      const name = this.renameText.trim();
      if (!name) return;
      this.deck.name = name;
      this.renaming = false;
      this.save();
      this.toast('Deck renamed.');
    },
    confirmReset() {
      this.cards.forEach(c => {
        c.box = 1;
        c.due = TODAY;
      });
      this.save();
      this.dlg = null;
      this.toast(`${this.deck.name} starts again from box 1.`, 'warning', 'arrow-counterclockwise');
    },
    confirmDeleteDeck() {
      const id = this.currentId, name = this.deck.name;
      this.cards = this.cards.filter(c => c.deck !== id);
      this.decks = this.decks.filter(d => d.id !== id);
      this.save();
      this.dlg = null;
      this.openDeck(this.decks.length ? this.decks[0].id : null);
      this.toast(`“${name}” deleted.`, 'neutral', 'trash');
    },

    // ---- study
    studyNow() {
      if (this.$refs.tabs) this.$refs.tabs.show('study');
      this.startSession();
    },
    startSession() {
      const queue = this.deckDue.slice().sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : 0)).map(c => c.id);
      this.session = { queue, idx: 0, revealed: false, done: false, seen: {}, reviewed: 0, remembered: 0 };
    },
    grade(g) {
      const s = this.session;
      const card = this.currentCard;
      if (!(card.id in s.seen)) {
        s.seen[card.id] = g;
        s.reviewed++;
        if (g !== 'again') s.remembered++;
      }
      if (g === 'again') {
        card.box = 1;
        card.due = TODAY;
        s.queue.push(card.id);
      } else if (g === 'hard') {
        card.due = addDays(TODAY, 1);
      } else {
        card.box = Math.min(5, card.box + (g === 'easy' ? 2 : 1));
        card.due = addDays(TODAY, INTERVALS[card.box - 1]);
      }
      s.idx++;
      s.revealed = false;
      if (s.idx >= s.queue.length) this.finishSession();
      this.save();
    },
    finishSession() {
      this.session.done = true;
      if (this.streak.last !== TODAY) {
        const yesterday = new Date(Date.parse(TODAY) - DAY_MS);
        this.streak.days = this.streak.last === yesterday ? this.streak.days + 1 : 1;
        this.streak.last = TODAY;
      }
      this.toast('Session complete. Nice work!', 'success', 'stars');
    },
    endSession() {
      this.session = null;
      if (this.$refs.tabs) this.$refs.tabs.show('cards');
    },

    // ---- daily goal
    saveGoal() {
      localStorage.setItem(GOAL_KEY, this.goalPick);
      this.goal = Number(this.goalPick);
      this.dlg = null;
    },
    skipGoal() {
      localStorage.setItem(GOAL_KEY, 'skip');
      this.dlg = null;
    },
  },
  mounted() {
    setTimeout(() => {
      this.loading = false;
      if (!localStorage.getItem(GOAL_KEY)) {
        setTimeout(() => { if (!this.dlg) this.dlg = 'goal'; }, 1200);
      }
    }, 1000);
  },
});
app.config.compilerOptions.isCustomElement = tag => tag.startsWith('sl-');

// mount once Shoelace has defined the components the template binds properties on (the autoloader registers
// them as it finds them in the page), so that Vue sets `open`, `value`, `disabled` as properties
const BOUND_TAGS = ['sl-dialog', 'sl-input', 'sl-select', 'sl-option', 'sl-textarea', 'sl-radio-group', 'sl-radio',
  'sl-button', 'sl-tab-group', 'sl-dropdown', 'sl-menu', 'sl-progress-bar'];
Promise.race([
  Promise.allSettled(BOUND_TAGS.map(t => customElements.whenDefined(t))),
  new Promise(resolve => setTimeout(resolve, 4000)),
]).then(() => app.mount('#app'));
