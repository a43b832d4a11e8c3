// Eastgate Community Choir: register, music library, members and the concert list (Vue 3 + Bootstrap 5).
import { createApp, defineComponent, ref, computed, onMounted } from 'vue';
import { state, load, TODAY, fmtLong } from './store.js';
import { ToastStack } from './toasts.js';
import RegisterView from './register.js';
import LibraryView from './library.js';
import MembersView from './members.js';
import ConcertView from './concert.js';

const VIEWS = [
  { id: 'register', label: 'Register', icon: 'bi-check2-square' },
  { id: 'library', label: 'Music library', icon: 'bi-music-note-list' },
  { id: 'members', label: 'Members', icon: 'bi-people' },
  { id: 'concert', label: 'Concert', icon: 'bi-stars' },
];

const App = defineComponent({
  components: { ToastStack, RegisterView, LibraryView, MembersView, ConcertView },
  setup() {
    const view = ref(VIEWS.some(v => v.id === location.hash.slice(1)) ? location.hash.slice(1) : 'register');
    const go = id => { view.value = id; history.replaceState(null, '', '#' + id); };
    onMounted(load);
    const loading = computed(() => state.loading);
    return { state, view, VIEWS, go, loading, today: fmtLong(TODAY) };
  },
  template: `
    <nav class="navbar navbar-expand bg-dark navbar-dark">
      <div class="container">
        <span class="navbar-brand"><i class="bi bi-music-note-beamed me-2"></i>Eastgate Community Choir</span>
        <ul class="navbar-nav me-auto">
          <li class="nav-item" v-for="v in VIEWS" :key="v.id">
            <a class="nav-link" :class="{ active: view === v.id }" :href="'#' + v.id" @click.prevent="go(v.id)"
               :aria-current="view === v.id ? 'page' : null"><i class="bi me-1" :class="v.icon"></i>{{ v.label }}</a>
          </li>
        </ul>
        <span class="navbar-text small"><i class="bi bi-calendar3 me-1"></i>{{ today }}</span>
      </div>
    </nav>
    <main class="container py-4">
      <div v-if="loading" class="placeholder-glow" aria-busy="true">
        <p class="text-secondary"><span class="spinner-border spinner-border-sm me-2"></span>Loading the choir's records…</p>
        <span class="placeholder col-6 placeholder-lg mb-3"></span>
        <div v-for="n in 6" :key="n"><span class="placeholder col-12 mb-2" style="height:2.2rem"></span></div>
      </div>
      <template v-else>
        <register-view v-if="view === 'register'"></register-view>
        <library-view v-else-if="view === 'library'"></library-view>
        <members-view v-else-if="view === 'members'"></members-view>
        <concert-view v-else></concert-view>
      </template>
    </main>
    <toast-stack></toast-stack>`,
});

createApp(App).mount('#app');
