// Customer survey wizard: Vue 3 global build with Bootstrap 5 CSS; draft kept in localStorage.
const DRAFT = 'corpus-lib.survey.draft';
const blank = () => ({ role: '', teamSize: '2–10', sources: '', nps: null, improve: '', satisfaction: 3, likes: '', features: {} });

Vue.createApp({
  data() {
    return {
      titles: ['About you', 'Rating', 'Features', 'Review'],
      roles: ['Developer', 'Designer', 'Product manager', 'Finance or operations', 'Other'],
      sources: ['Search engine', 'Podcast', 'Friend or colleague', 'Conference'],
      features: ['Reports', 'Integrations', 'Mobile app'],
      grades: ['Poor', 'OK', 'Good', 'Excellent'],
      step: 1, answers: blank(), satisfaction: 3, errors: {}, done: false,
      draftFound: !!localStorage.getItem(DRAFT),
    };
  },
  computed: {
    heardVia() { return Array.isArray(this.answers.sources) ? this.answers.sources.join(', ') || '—' : String(this.answers.sources || '—'); },
  },
  watch: {
    answers: { deep: true, handler() { this.saveDraft(); } },
    step() { this.saveDraft(); },
  },
  methods: {
    saveDraft() {
      if (this.done || this.draftFound) return;
      localStorage.setItem(DRAFT, JSON.stringify({ step: this.step, answers: this.answers }));
    },
    resume() {
      const d = JSON.parse(localStorage.getItem(DRAFT));
      this.answers = { ...blank(), ...d.answer };
      this.step = d.step;
      this.draftFound = false;
    },
    startOver() {
      this.answers = blank();
      this.step = 1;
      this.draftFound = false;
    },
    validate() {
      const e = {};
      if (this.step === 1 && !this.answers.role) e.role = 'Please choose your role.';
      if (this.step === 2) {
        if (this.answers.nps === null) e.nps = 'Please pick a number.';
        else if (this.answers.nps <= 6 && !this.answers.improve.trim()) e.improve = 'Please tell us what to improve.';
      }
      this.errors = e;
      return !Object.keys(e).length;
    },
    next() { if (this.validate()) this.step++; },
    back() { this.errors = {}; this.step--; },
    submit() {
      localStorage.removeItem(DRAFT);
      this.done = true;
    },
  },
}).mount('#app');
