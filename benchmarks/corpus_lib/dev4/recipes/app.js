// Recipe Box: a four-step recipe wizard (Vue 3 + Bulma). Drafts autosave to localStorage.
const DRAFT_KEY = 'recipebox-draft', RECIPES_KEY = 'recipebox-recipes';
const STEPS = ['Basics', 'Ingredients', 'Method', 'Review'];
const CATEGORIES = ['Breakfast', 'Main', 'Dessert', 'Snack'];
const UNITS = ['g', 'ml', 'tsp', 'tbsp', 'cup', 'piece'];

function seedDraft() {
  const ing = [[250, 'g', 'Ricotta'], [180, 'ml', 'Milk'], [3, 'piece', 'Eggs, separated'], [150, 'g', 'Plain flour'], [1, 'tsp', 'Baking powder'],
    [2, 'tbsp', 'Sugar'], [1, 'tsp', 'Vanilla extract'], [30, 'g', 'Butter, melted'], [1, 'piece', 'Pinch of salt'], [2, 'tbsp', 'Lemon juice'], [1, 'piece', 'Zest of lemon']];
  const steps = ['Whisk the ricotta, milk and egg yolks', 'Fold in the flour and lemon zest', 'Beat the egg whites to soft peaks', 'Cook ladlefuls on a buttered pan'];
  return {
    title: 'Lemon ricotta pancakes', category: 'Breakfast', servings: 4, prep: '10', cook: '15', calories: null, intro: '',
    ingredients: ing.map(([qty, unit, name], i) => ({ id: i + 1, qty, unit, name })),
    method: steps.map((text, i) => ({ id: i + 1, order: i + 1, text })), visibility: 'private',
  };
}
function blankDraft() {
  return { title: '', category: '', servings: null, prep: '', cook: '', calories: null, intro: '',
    ingredients: [{ id: 1, qty: null, unit: 'g', name: '' }, { id: 2, qty: null, unit: 'g', name: '' }], method: [], visibility: 'private' };
}
if (!localStorage.getItem(DRAFT_KEY) && !localStorage.getItem(RECIPES_KEY)) localStorage.setItem(DRAFT_KEY, JSON.stringify(seedDraft()));

Vue.createApp({
  data() {
    return { STEPS, CATEGORIES, UNITS, view: 'home', step: 0, d: blankDraft(), touched: false, formOk: true,
      newStep: '', drag: null, saveState: '', saveTimer: null, termsAccepted: false, publishing: false, published: null,
      recipes: JSON.parse(localStorage.getItem(RECIPES_KEY) || '[]'), tick: 0 };
  },
  computed: {
    methodSteps() { return [...this.d.method].sort((a, b) => a.order - b.order); },
    reviewSteps() { return [...this.d.method].sort((a, b) => a.id - b.id); },
    totalTime() { return this.d.prep + this.d.cook; },
    basicsValid() { return !this.basicsError; },
    basicsError() {
      const d = this.d;
      if (!d.title || d.title.trim().length < 3) return 'Give the recipe a title (at least 3 characters).';
      if (!d.category) return 'Choose a category.';
      if (!(Number.isInteger(d.servings) && d.servings > 1 && d.servings <= 24)) return 'Servings must be a whole number from 1 to 24.';
      return '';
    },
    canPublish() { return this.d.visibility === 'private' || this.termsAccepted; },
  },
  watch: {
    d: { deep: true, handler() { if (this.view === 'wizard') this.autosave(); } },
    'd.visibility'() { this.termsAccepted = false; },
  },
  mounted() {
    window.addEventListener('message', e => {
      if (e.origin === location.origin && e.data && e.data.type === 'recipebox-terms') this.termsAccepted = !!e.data.accepted;
    });
    window.addEventListener('pointermove', e => this.dragMove(e));
    window.addEventListener('pointerup', e => this.dragEnd(e));
  },
  methods: {
    storedDraft() { this.tick; return JSON.parse(localStorage.getItem(DRAFT_KEY) || 'null'); },
    newRecipe() { this.d = blankDraft(); this.startWizard(); },
    continueDraft() {
      this.view = 'loading';
      setTimeout(() => { this.d = Object.assign(blankDraft(), this.storedDraft()); this.startWizard(); }, 800);
    },
    startWizard() {
      this.step = 0; this.touched = false; this.termsAccepted = false; this.view = 'wizard'; this.saveState = '';
      this.$nextTick(() => { this.$refs.intro.innerHTML = this.d.intro || ''; this.checkForm(); });
    },
    autosave() {
      this.saveState = 'Saving…';
      clearTimeout(this.saveTimer);
      this.saveTimer = setTimeout(() => { localStorage.setItem(DRAFT_KEY, JSON.stringify(this.d)); this.saveState = 'Draft saved'; this.tick++; }, 500);
    },
    checkForm() { this.$nextTick(() => { this.formOk = this.$refs.form ? this.$refs.form.checkValidity() : true; }); },
    stepValid(i) {
      if (i === 0) return this.basicsValid;
      if (i === 1) return this.formOk && this.d.ingredients.length >= 2 && this.d.ingredients.every(x => x.name.trim() && x.qty > 0);
      if (i === 2) return this.d.method.length >= 1;
      return true;
    },
    canReach(i) { for (let k = 0; k < i; k++) if (!this.stepValid(k)) return false; return true; },
    addIngredient() {
      const id = Math.max(0, ...this.d.ingredients.map(x => x.id)) + 1;
      this.d.ingredients.push({ id, qty: null, unit: 'g', name: '' });
      this.checkForm();
    },
    // ----- rich text intro
    format(cmd) { this.$refs.intro.focus(); document.execCommand(cmd); },
    onIntro(e) { this.d.intro = e.target.innerText; },
    // ----- method steps: drag and drop or arrow buttons
    addStep() {
      const t = this.newStep.trim(); if (!t) return;
      const id = Math.max(0, ...this.d.method.map(s => s.id)) + 1;
      this.d.method.push({ id, order: this.d.method.length + 1, text: t }); this.newStep = '';
    },
    moveStep(from, to) {
      const list = this.methodSteps.slice();
      const [s] = list.splice(from, 1);
      list.splice(to, 0, s);
      list.forEach((x, i) => (x.order = i + 1));
    },
    dragStart(i, e) {
      if (e.target.closest('button')) return;
      this.drag = { from: i, x: e.clientX, y: e.clientY, moved: false, over: i };
    },
    dragMove(e) {
      if (!this.drag) return;
      if (Math.abs(e.clientY - this.drag.y) + Math.abs(e.clientX - this.drag.x) > 5) this.drag.moved = true;
      const li = document.elementFromPoint(e.clientX, e.clientY)?.closest('li[data-index]');
      if (li) this.drag.over = Number(li.dataset.index);
    },
    dragEnd(e) {
      const dr = this.drag; this.drag = null;
      if (!dr || !dr.moved) return;
      const li = document.elementFromPoint(e.clientX, e.clientY)?.closest('li[data-index]');
      const to = li ? Number(li.dataset.index) : dr.over;
      if (to !== dr.from) this.moveStep(dr.from, to);
    },
    // ----- publish
    publish() {
      this.publishing = true;
      setTimeout(() => {
        const r = { title: this.d.title.trim(), slug: this.d.title.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-'), visibility: this.d.visibility,
          servings: this.d.servings, totalTime: this.totalTime, ingredients: this.d.ingredients.map(x => ({ qty: x.qty, unit: x.unit, name: x.name })),
          method: this.reviewSteps.map(s => s.text), intro: this.d.intro, calories: this.d.calories };
        this.recipes = [r, ...this.recipes.filter(x => x.slug !== r.slug)];
        localStorage.setItem(RECIPES_KEY, JSON.stringify(this.recipes));
        localStorage.removeItem(DRAFT_KEY); clearTimeout(this.saveTimer); this.tick++;
        this.publishing = false; this.published = r; this.view = 'published';
      }, 1200);
    },
  },
}).mount('#app');
