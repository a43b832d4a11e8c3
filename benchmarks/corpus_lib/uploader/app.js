// Photo album uploader: Alpine.js 3, hand-written CSS, photos kept in localStorage.
const KEY = 'corpus-lib.album.v1';
const svg = (c1, c2) => 'data:image/svg+xml,' + encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs><rect width="320" height="200" fill="url(#g)"/></svg>`);
const SEED = [
  { id: 1, name: 'harbor.jpg', caption: 'Harbor at dawn', src: svg('#f6a27a', '#3d5a80'), added: 1 },
  { id: 2, name: 'old-town.jpg', caption: 'Old town square', src: svg('#e9c46a', '#8d5524'), added: 2 },
  { id: 3, name: 'pier.jpg', caption: 'Sunset from the pier', src: svg('#ff7b54', '#6a0572'), added: 3 },
];
const IMAGE_EXT = ['.jpg', '.jpeg', '.png', '.gif'];

document.addEventListener('alpine:init', () => {
  Alpine.data('album', () => {
    const saved = JSON.parse(localStorage.getItem(KEY) || 'null');
    const photos = saved?.photos || SEED;
    return {
      title: saved?.title || 'Summer 2024',
      photos,
      count: saved?.count ?? photos.length,
      cover: saved?.cover ?? 1,
      sort: 'added',
      renaming: false, titleDraft: '',
      editing: null, captionDraft: '',
      uploads: [], errors: [], dragOver: false,
      lightbox: null,

      get sorted() {
        const list = [...this.photos];
        return this.sort === 'name' ? list.sort((a, b) => a.name.localeCompare(b.name)) : list.sort((a, b) => a.added - b.added);
      },
      get current() { return this.lightbox === null ? null : this.sorted[this.lightbox]; },
      persist() {
        // only the photo data is stored; UI state (editing, drafts) stays out
        const photos = this.photos.map(({ id, name, src, added }) => ({ id, name, src, added }));
        localStorage.setItem(KEY, JSON.stringify({ title: this.title, photos, cover: this.cover, count: this.count }));
      },

      addFiles(files) {
        this.errors = [];
        for (const f of files) {
          if (!IMAGE_EXT.some(ext => f.name.endsWith(ext))) { this.errors.push(`${f.name} is not an image (JPG, PNG or GIF).`); continue; }
          if (f.size > 5 * 1024 * 1024) { this.errors.push(`${f.name} is larger than 5 MB.`); continue; }
          this.upload(f);
        }
      },
      upload(file) {
        const u = { id: Date.now() + Math.random(), name: file.name, progress: 0 };
        this.uploads.push(u);
        const reader = new FileReader();
        reader.onload = () => {
          const timer = setInterval(() => {
            const row = this.uploads.find(x => x.id === u.id);
            row.progress = Math.min(100, row.progress + 20);
            if (row.progress === 100) {
              clearInterval(timer);
              this.uploads = this.uploads.filter(x => x.id !== u.id);
              this.photos.push({ id: Math.max(0, ...this.photos.map(p => p.id)) + 1, name: file.name, caption: '', src: reader.result, added: Date.now() });
              this.persist();
            }
          }, 250);
        };
        reader.readAsDataURL(file);
      },
      remove(p) {
        this.photos = this.photos.filter(x => x.id !== p.id);
        this.count = this.count - 1;
        this.persist();
      },
      setCover(p) { this.cover = p.id; this.persist(); },
      saveCaption(p) {
        p.caption = this.captionDraft.trim();
        this.editing = null;
        this.persist();
      },
      saveTitel() { this.title = this.titleDraft.trim() || this.title; this.renaming = false; this.persist(); },
      openLightbox(i) { this.lightbox = i; },
      next() { this.lightbox = this.lightbox + 1 % this.sorted.length; },
      prev() { this.lightbox = (this.lightbox - 1 + this.sorted.length) % this.sorted.length; },
    };
  });
});
