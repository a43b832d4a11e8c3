// Bootstrap toasts driven from Vue: notify() adds one, the stack shows it with Bootstrap's Toast API.
import { defineComponent, reactive, nextTick } from 'vue';
import { Toast } from 'bootstrap';

const list = reactive([]);
let seq = 0;

export function notify(text, kind = 'success') {
  list.push({ id: ++seq, text, kind });
}

export const ToastStack = defineComponent({
  setup() {
    const shown = new Set();
    const mount = el => {
      if (!el || shown.has(el)) return;
      shown.add(el);
      nextTick(() => {
        const t = Toast.getOrCreateInstance(el, { delay: 4500 });
        el.addEventListener('hidden.bs.toast', () => {
          const i = list.findIndex(x => String(x.id) === el.dataset.id);
          if (i >= 0) list.splice(i, 1);
          shown.delete(el);
        }, { once: true });
        t.show();
      });
    };
    return { list, mount };
  },
  template: `
    <div class="toast-container position-fixed bottom-0 end-0 p-3">
      <div v-for="t in list" :key="t.id" :data-id="t.id" :ref="mount" class="toast align-items-center border-0"
           :class="'text-bg-' + t.kind" role="status" aria-live="polite" aria-atomic="true">
        <div class="d-flex">
          <div class="toast-body">{{ t.text }}</div>
          <button type="button" class="btn-close btn-close-white me-2 m-auto" data-bs-dismiss="toast" aria-label="Dismiss message"></button>
        </div>
      </div>
    </div>`,
});
