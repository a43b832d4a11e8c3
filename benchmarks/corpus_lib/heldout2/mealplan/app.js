// Forkcast: a weekly meal planner (Vue 3, global build, no bundler).
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MEALS = ['Breakfast', 'Lunch', 'Dinner'];
const BASE_SERVINGS = 2;

const ing = (name, qty, unit = '') => ({ name, qty, unit });

// in the order they were added to the collection
const RECIPES = [
  { id: 1, title: 'Pancakes', minutes: 25, tags: ['Vegetarian', 'Breakfast'],
    ingredients: [ing('Flour', 200, 'g'), ing('Eggs', 2), ing('Milk', 300, 'ml'), ing('Butter', 20, 'g')] },
  { id: 2, title: 'Shakshuka', minutes: 35, tags: ['Vegetarian', 'Breakfast'],
    ingredients: [ing('Eggs', 4), ing('Chopped tomatoes', 400, 'g'), ing('Onion', 1), ing('Red pepper', 1)] },
  { id: 3, title: 'Tomato soup', minutes: 30, tags: ['Vegetarian', 'Quick'],
    ingredients: [ing('Chopped tomatoes', 800, 'g'), ing('Onion', 1), ing('Vegetable stock', 500, 'ml'), ing('Cream', 50, 'ml')] },
  { id: 4, title: 'Chicken tray bake', minutes: 50, tags: [],
    ingredients: [ing('Chicken thighs', 4), ing('Potatoes', 500, 'g'), ing('Red pepper', 2), ing('Olive oil', 30, 'ml')] },
  { id: 5, title: 'Hummus bowl', minutes: 15, tags: ['Vegetarian', 'Quick'],
    ingredients: [ing('Chickpeas', 400, 'g'), ing('Tahini', 30, 'g'), ing('Lemon', 1), ing('Cucumber', 1)] },
  { id: 6, title: 'Lemon tart', minutes: 75, tags: ['Vegetarian', 'Dessert'],
    ingredients: [ing('Shortcrust pastry', 250, 'g'), ing('Lemon', 3), ing('Eggs', 3), ing('Sugar', 120, 'g')] },
  { id: 7, title: 'Banana bread', minutes: 65, tags: ['Vegetarian', 'Dessert'],
    ingredients: [ing('Bananas', 3), ing('Flour', 250, 'g'), ing('Eggs', 2), ing('Sugar', 100, 'g')] },
  { id: 8, title: 'Overnight oats', minutes: 5, tags: ['Vegetarian', 'Breakfast', 'Quick'],
    ingredients: [ing('Oats', 80, 'g'), ing('Milk', 200, 'ml'), ing('Berries', 100, 'g')] },
  { id: 9, title: 'Salmon teriyaki', minutes: 30, tags: ['Quick'],
    ingredients: [ing('Salmon fillets', 2), ing('Teriyaki sauce', 60, 'ml'), ing('Rice', 150, 'g')] },
  { id: 10, title: 'Spaghetti carbonara', minutes: 25, tags: ['Quick'],
    ingredients: [ing('Spaghetti', 200, 'g'), ing('Eggs', 3), ing('Pancetta', 120, 'g'), ing('Parmesan', 50, 'g')] },
  { id: 11, title: 'Thai green curry', minutes: 40, tags: [],
    ingredients: [ing('Chicken thighs', 3), ing('Coconut milk', 400, 'ml'), ing('Green curry paste', 40, 'g'), ing('Rice', 150, 'g')] },
  { id: 12, title: 'Lentil soup', minutes: 40, tags: ['Vegetarian'],
    ingredients: [ing('Red lentils', 200, 'g'), ing('Carrots', 2), ing('Onion', 1), ing('Vegetable stock', 1000, 'ml')] },
];

let nextMealId = 100;
const viewFromHash = () => (['recipes', 'week', 'shopping'].includes(location.hash.slice(1)) ? location.hash.slice(1) : 'recipes');

Vue.createApp({
  data() {
    return {
      views: [{ id: 'recipes', label: 'Recipes' }, { id: 'week', label: 'This week' }, { id: 'shopping', label: 'Shopping list' }],
      view: viewFromHash(),
      menuOpen: false,
      days: DAYS,
      meals: MEALS,
      tags: ['Vegetarian', 'Quick', 'Breakfast', 'Dessert'],
      recipes: RECIPES.map(r => ({ ...r, fav: false })),
      query: '',
      sortBy: 'name',
      favOnly: false,
      activeTag: '',
      limit: 6,
      plan: [
        { id: 1, day: 'Monday', meal: 'Breakfast', recipeId: 1 },
        { id: 2, day: 'Tuesday', meal: 'Dinner', recipeId: 10 },
        { id: 3, day: 'Thursday', meal: 'Lunch', recipeId: 3 },
      ],
      adding: null,
      addDay: 'Monday',
      addMeal: '',
      openR: null,
      servings: BASE_SERVINGS,
      showClear: false,
      cleared: null,
      computing: false,
      basket: [],
      toast: '',
      draft: { title: '', minutes: 30, ingredients: '' },
    };
  },
  computed: {
    filtered() {
      const q = this.query.trim().toLowerCase();
      const list = this.recipes.filter(r =>
        (!q || r.title.toLowerCase().includes(q)) &&
        (!this.activeTag || r.tags.includes(this.activeTag)) &&
        (!this.favOnly || r.fav));
      return list.sort(this.sortBy === 'time'
        ? (a, b) => a.minutes - b.minutes
        : (a, b) => a.title.localeCompare(b.title));
    },
    shown() { return this.filtered.slice(0, this.limit); },
    shopping() {
      const totals = new Map();
      for (const m of this.plan) {
        for (const i of this.recipeById(m.recipeId).ingredients) {
          totals.set(i.name, { name: i.name, qty: i.qty, unit: i.unit });
        }
      }
      return [...totals.values()].sort((a, b) => a.name.localeCompare(b.name));
    },
    basketCount() { return this.basket.filter(n => this.shopping.some(i => i.name === n)).length; },
    draftValid() {
      return this.draft.title.trim() !== '' && this.draft.minutes > 0 &&
        this.draft.ingredients.split('\n').some(l => l.trim());
    },
  },
  watch: {
    view(v) {
      if (v === 'shopping') {
        this.computing = true;
        setTimeout(() => { this.computing = false; }, 1500);
      }
    },
    query() { this.limit = 6; },
    activeTag() { this.limit = 6; },
  },
  methods: {
    recipeById(id) { return this.recipes.find(r => r.id === id); },
    mealsOn(day) {
      return this.plan.filter(m => m.day === day).sort((a, b) => MEALS.indexOf(a.meal) - MEALS.indexOf(b.meal));
    },
    toggleFav(recipe) {
      const r = this.recipes.find(x => x.id = recipe.id);
      r.fav = !r.fav;
    },
    startAdd(r) { this.adding = r; this.addDay = 'Monday'; this.addMeal = ''; },
    confirmAdd() {
      this.plan.push({ id: nextMealId++, day: this.addDay, meal: this.addMeal, recipeId: this.adding.id });
      this.flash(`${this.adding.title} added to ${this.addDay}`);
      this.adding = null;
    },
    removeMeal(id) { this.plan = this.plan.filter(m => m.id !== id); this.cleared = null; },
    clearWeek() { this.cleared = this.plan; this.plan = []; },
    openRecipe(r) { this.openR = r; this.servings = BASE_SERVINGS; },
    scaled(i) {
      const v = i.qty * this.servings / BASE_SERVINGS;
      return Number.isInteger(v) ? v : Math.round(v * 10) / 10;
    },
    saveRecipe() {
      if (!this.draftValid) return;
      const ingredients = this.draft.ingredients.split('\n').map(l => l.trim()).filter(Boolean).map(l => {
        const [name, qty] = l.split(',').map(s => s.trim());
        const m = /^(\d+(?:\.\d+)?)\s*(.*)$/.exec(qty || '');
        return m ? ing(name, Number(m[1]), m[2]) : ing(name, 1);
      });
      this.recipes.push({ id: Date.now(), title: this.draft.title.trim(), minutes: this.draft.minutes, tags: [], ingredients, fav: false });
      this.flash(`Saved ${this.draft.title.trim()}`);
      this.draft = { title: '', minutes: 30, ingredients: '' };
    },
    flash(msg) {
      this.toast = msg;
      clearTimeout(this._t);
      this._t = setTimeout(() => { this.toast = ''; }, 3000);
    },
  },
  mounted() {
    window.addEventListener('hashchange', () => { this.view = viewFromHash(); });
    if (this.view === 'shopping') { this.computing = true; setTimeout(() => { this.computing = false; }, 1500); }
  },
}).mount('#app');
