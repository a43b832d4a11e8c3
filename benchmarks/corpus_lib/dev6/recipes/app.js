// Pantry: a small recipe manager. State lives in localStorage; "server" latency is faked with timers.
const { createApp } = Vue;

const KEY = 'dev6-recipes';
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function ing(text) {
  // "200 g flour" -> {qty: 200, unit: 'g', name: 'flour'}; "2 eggs" -> {qty: 2, unit: '', name: 'eggs'}
  const m = text.trim().match(/^(\d+(?:\.\d+)?)\s*(g|kg|ml|l|tbsp|tsp|cup|cups)?\s+(.*)$/i);
  if (!m) return { qty: null, unit: '', name: text.trim() };
  return { qty: Number(m[1]), unit: m[2] || '', name: m[3] };
}

const SEED_TITLES = [
  ['Pancakes', 'vegetarian', 20], ['Shakshuka', 'vegetarian', 30], ['Beef Stew', '', 150], ['Tuna Salad', 'quick', 15],
  ['Mushroom Risotto', 'vegetarian', 45], ['Chicken Curry', '', 50], ['Apple Crumble', 'vegetarian', 55],
  ['Lentil Soup', 'vegetarian', 40], ['Fish Tacos', 'quick', 25], ['Greek Salad', 'vegetarian,quick', 10],
  ['Lasagne', '', 90], ['Pad Thai', 'quick', 30], ['Banana Bread', 'vegetarian', 70], ['Tomato Soup', 'vegetarian', 35],
  ['Roast Chicken', '', 100], ['Falafel Wraps', 'vegetarian', 40], ['Carbonara', 'quick', 20], ['Chili con Carne', '', 80],
  ['Vegetable Stir-fry', 'vegetarian,quick', 15], ['Salmon Teriyaki', '', 30], ['French Onion Soup', '', 75],
  ['Caprese Toast', 'vegetarian,quick', 10], ['Pork Dumplings', '', 60], ['Spinach Quiche', 'vegetarian', 65],
  ['Prawn Linguine', 'quick', 25], ['Ratatouille', 'vegetarian', 60], ['Beef Burgers', '', 30],
  ['Pumpkin Gnocchi', 'vegetarian', 50], ['Lamb Kofta', '', 40], ['Berry Smoothie Bowl', 'vegetarian,quick', 5],
];

function seed() {
  const recipes = SEED_TITLES.map(([title, tags, minutes], i) => ({
    id: i + 1, title, minutes, servings: 4, fav: false, rating: 0,
    tags: tags ? tags.split(',') : [],
    ingredients: [ing('300 g main ingredient'), ing('1 tbsp olive oil'), ing('1 tsp salt')],
    method: 'Prepare the ingredients, cook, season to taste and serve.',
    notes: '',
  }));
  const p = recipes[0];
  p.ingredients = [ing('200 g flour'), ing('2 eggs'), ing('300 ml milk')];
  p.method = 'Whisk everything into a smooth batter and fry ladlefuls in a hot buttered pan.';
  p.notes = 'Rest the batter for 10 minutes.';
  recipes[1].ingredients = [ing('6 eggs'), ing('400 g tomatoes'), ing('1 tsp cumin')];
  recipes[4].ingredients = [ing('300 g arborio rice'), ing('250 g mushrooms'), ing('1 l stock')];
  recipes[6].ingredients = [ing('4 apples'), ing('150 g flour'), ing('100 g butter')];
  return {
    recipes,
    nextId: recipes.length + 1,
    shopping: [{ name: 'rice', done: false }, { name: 'olive oil', done: false },
               { name: 'coffee', done: false }, { name: 'bananas', done: false }],
    plan: { Monday: [3], Friday: [9] },
  };
}

function load() {
  try {
    const s = JSON.parse(localStorage.getItem(KEY));
    if (s && Array.isArray(s.recipes)) return s;
  } catch (e) { /* fall through to the seed */ }
  return seed();
}

const SERVINGS_RE = /^[1-9]$/;

createApp({
  data() {
    return {
      state: load(),
      tab: 'all',
      tabs: [{ id: 'all', name: 'Recipes' }, { id: 'favs', name: 'Favourites' },
             { id: 'plan', name: 'Meal plan' }, { id: 'shop', name: 'Shopping list' }],
      days: DAYS,
      query: '',
      filtersOpen: false,
      vegOnly: false,
      maxTime: 0,
      detailId: null,
      scaleTo: 4,
      planDay: '',
      confirmDelete: false,
      editor: null,
      saving: false,
      toast: '',
      toastTimer: null,
    };
  },
  computed: {
    visible() {
      const q = this.query.trim().toLowerCase();
      return this.state.recipes.filter(r =>
        (!q || r.title.includes(q)) &&
        (!this.vegOnly || r.tags.includes('vegetarian')) &&
        (!this.maxTime || r.minutes <= this.maxTime));
    },
    favourites() { return this.state.recipes.filter(r => r.fav); },
    favCount() { return this.favourites.length; },
    detail() { return this.state.recipes.find(r => r.id === this.detailId) || null; },
    shoppingSorted() { return [...this.state.shopping].sort((a, b) => a.name.localeCompare(b.name)); },
    servingsOk() {
      if (!this.editor) return true;
      const s = String(this.editor.servings);
      return SERVINGS_RE.test(s) && Number(s) >= 1 && Number(s) <= 24;
    },
  },
  methods: {
    save() { localStorage.setItem(KEY, JSON.stringify(this.state)); },
    flash(msg) {
      this.toast = msg;
      clearTimeout(this.toastTimer);
      this.toastTimer = setTimeout(() => { this.toast = ''; }, 1600);
    },
    titleOf(id) { const r = this.state.recipes.find(x => x.id === id); return r ? r.title : '(deleted)'; },
    openDetail(id) {
      const r = this.state.recipes.find(x => x.id === id);
      this.detailId = id;
      this.scaleTo = r.servings;
      this.planDay = '';
      this.confirmDelete = false;
    },
    fmtIng(i) {
      if (i.qty == null) return i.name;
      const q = Math.round(i.qty * (Number(this.scaleTo) || this.detail.servings) / this.detail.servings * 10) / 10;
      return [q, i.unit, i.name].filter(Boolean).join(' ');
    },
    toggleFav(r) { r.fav = !r.fav; this.save(); },
    setRating(r, n) { r.rating = n; this.save(); },
    addToShopping(r) {
      const items = r.ingredients.map(i => ({ name: this.fmtIng(i), done: false }));
      this.state.shopping.push(...items);
      this.save();
      this.flash(`${items.length} items added to your shopping list`);
    },
    removeShopping(i) {
      this.state.shopping.splice(i, 1);
      this.save();
    },
    addToPlan(r) {
      const d = this.planDay;
      (this.state.plan[d] ||= []).push(r.id);
      this.save();
      this.flash(`Planned for ${d}`);
      this.planDay = '';
    },
    deleteRecipe(r) {
      this.state.recipes = this.state.recipes.filter(x => x.id !== r.id);
      for (const d of Object.keys(this.state.plan)) this.state.plan[d] = this.state.plan[d].filter(id => id !== r.id);
      this.confirmDelete = false;
      this.detailId = null;
      this.save();
      this.flash('Recipe deleted');
    },
    openEditor(r) {
      this.editor = r
        ? { id: r.id, title: r.title, servings: String(r.servings), tags: r.tags.join(', '),
            ingredients: r.ingredients.map(i => [i.qty, i.unit, i.name].filter(x => x !== null && x !== '').join(' ')).join('\n'),
            method: r.method, notes: r.notes }
        : { id: null, title: '', servings: '4', tags: '', ingredients: '', method: '', notes: '' };
    },
    saveEditor() {
      if (!this.editor.title.trim() || !this.servingsOk || this.saving) return;
      const f = this.editor;
      const fields = {
        title: f.title.trim(),
        servings: Number(f.servings),
        tags: f.tags.split(',').map(t => t.trim().toLowerCase()).filter(Boolean),
        ingredients: f.ingredients.split('\n').filter(l => l.trim()).map(ing),
        method: f.method.trim(),
        notes: f.notes.trim(),
      };
      this.saving = true;
      // the "server" answers after a while; the dialog just waits (no spinner)
      setTimeout(() => {
        if (f.id) {
          const r = this.state.recipes.find(x => x.id === f.id);
          Object.assign(r, { title: fields.title, servings: fields.servings, tags: fields.tags,
                             ingredients: fields.ingredients, method: fields.method });
          this.scaleTo = r.servings;
        } else {
          this.state.recipes.push({ id: this.state.nextId++, minutes: 30, fav: false, rating: 0, ...fields });
        }
        this.save();
        this.saving = false;
        this.editor = null;
        this.flash('Recipe saved');
      }, f.id ? 900 : 2500);
    },
  },
  mounted() {
    this.save();
    window.addEventListener('keydown', e => {
      if (e.key === 'Escape') {
        if (this.confirmDelete) this.confirmDelete = false;
        else if (this.editor) this.editor = null;
        else this.detailId = null;
      }
    });
  },
}).mount('#app');
