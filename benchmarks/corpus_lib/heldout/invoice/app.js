// Invoice editor: Alpine.js 3 with Bootstrap 5 (dropdown, offcanvas); drafts in localStorage.
const KEY = 'corpus-lib.invoice.draft';
document.addEventListener('alpine:init', () => {
  Alpine.data('invoice', () => {
    const saved = JSON.parse(localStorage.getItem(KEY) || 'null');
    return {
      currency: saved?.currency || 'USD',
      terms: saved?.terms ?? 15,
      status: 'Draft',
      client: { name: 'Initech LLC', address: '4120 Freidrich Lane, Austin TX', email: '' },
      lines: saved?.lines || [
        { id: 1, desc: 'Website redesign', qty: '1', price: '2400' },
        { id: 2, desc: 'Hosting (12 months)', qty: '12', price: '25' },
        { id: 3, desc: 'Content migration', qty: '10', price: '80' },
      ],
      discount: saved?.discount || '0',
      taxRate: saved?.taxRate ?? 0,
      notes: saved?.notes || 'Thank you for your business!',
      toast: '',

      fmt(v) { return new Intl.NumberFormat('en-US', { style: 'currency', currency: this.currency }).format(v); },
      lineTotal(l) { return (parseInt(l.qty, 10) || 0) * (parseFloat(l.price) || 0); },
      get subtotal() { return this.lines.reduce((s, l) => s + this.lineTotal(l), 0); },
      get discountAmount() { return parseFloat(this.discount) || 0; },
      get tax() { return Math.round((this.subtotal - this.discountAmount) * this.taxRate) / 100; },
      get total() { return this.subtotal - this.discountAmount + this.tax; },
      get dueDate() {
        const d = new Date(2025, 5, 15 + this.terms);
        return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
      },
      addLine() { this.lines.push({ id: Math.max(0, ...this.lines.map(l => l.id)) + 1, desc: '', qty: '1', price: '' }); },
      notify(t) { this.toast = t; clearTimeout(this._t); this._t = setTimeout(() => (this.toast = ''), 4000); },
      saveDraft() {
        localStorage.setItem(KEY, JSON.stringify({ currency: this.currency, terms: this.terms, lines: this.lines,
          discount: this.discount, taxRate: this.taxRate, notes: this.notes }));
        this.notify('Draft saved');
      },
    };
  });
});
