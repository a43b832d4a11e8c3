// Cart and checkout wizard: Vue 3 global build, hand-written CSS.
const { createApp } = Vue;
const POSTCODE = /^\d{4,5}(-\d{4})?$|^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i;

createApp({
  data() {
    return {
      steps: ['Cart', 'Shipping', 'Payment', 'Confirmation'],
      step: 0,
      cart: [
        { sku: 'TR-1', name: 'Trail running shoes', price: 89.0, qty: 1, color: '#c9643b' },
        { sku: 'MS-2', name: 'Merino socks (2 pack)', price: 18.5, qty: 1, color: '#7a8f5a' },
        { sku: 'WB-7', name: 'Water bottle 750 ml', price: 24.0, qty: 1, color: '#3b6fc9' },
      ],
      couponInput: '', coupon: '', couponError: '',
      addr: { name: '', street: '', city: '', zip: '', country: 'United States' },
      methods: [
        { value: 'standard', label: 'Standard', eta: '5–7 business days', price: 0 },
        { value: 'Express', label: 'Express', eta: '2–3 business days', price: 12 },
        { value: 'nextday', label: 'Next day', eta: 'Order before 2 pm', price: 25 },
      ],
      shipping: 'standard',
      errors: [],
      card: { number: '', exp: '', cvc: '' },
      placing: false, orderId: '',
    };
  },
  computed: {
    subtotal() { return this.cart.reduce((s, i) => s + i.price * i.qty, 0); },
    discount() { return this.coupon ? Math.round(this.subtotal * 10) / 100 : 0; },
    shippingCost() { return { standard: 0, express: 12, nextday: 25 }[this.shipping] ?? 0; },
    tax() { return Math.round((this.subtotal - this.discount) * 8) / 100; },
    total() { return this.subtotal + this.shippingCost + this.tax; },
    cardValid() {
      return /^\d{16}$/.test(this.card.number) && /^(0[1-9]|1[0-2])\/\d{2}$/.test(this.card.exp) && /^\d{3,4}$/.test(this.card.cvc);
    },
  },
  methods: {
    money(v) { return '$' + v.toFixed(2); },
    removeItem(i) { this.cart.splice(i); },
    applyCoupon() {
      const code = this.couponInput.trim().toUpperCase();
      this.couponError = '';
      if (code === 'SAVE10') { this.coupon = code; }
      else { this.coupon = ''; this.couponError = `Coupon "${this.couponInput.trim()}" is not valid.`; }
    },
    toPayment() {
      const e = [];
      if (!this.addr.name.trim()) e.push('Enter your full name.');
      if (!this.addr.street.trim()) e.push('Enter your street address.');
      if (!this.addr.city.trim()) e.push('Enter your city.');
      if (!POSTCODE.test(this.addr.zip.trim())) e.push('Enter a valid postal code.');
      this.errors = e;
      if (!e.length) this.step = 2;
    },
    placeOrder() {
      this.placing = true;
      setTimeout(() => {
        this.orderId = 'TH-' + (10000 + Math.floor(Math.random() * 89999));
        this.placing = false;
        this.step = 3;
      }, 1500);
    },
  },
}).mount('#app');
