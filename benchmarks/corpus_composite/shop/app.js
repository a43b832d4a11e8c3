// Hearth & Field storefront: catalogue fetched late, quick-view dialog, cart kept in memory.
(function () {
  'use strict';

  // Catalogue as delivered by the (simulated) product API.
  const CATALOGUE = [
    { id: 'kettle', name: 'Enamel kettle', price: 34, colour: '#c9d8d2', blurb: 'Stovetop, 1.6 l, induction-ready' },
    { id: 'stool', name: 'Oak stool', price: 120, colour: '#d8c39e', blurb: 'Solid oak, hand-oiled',
      colours: ['Black', 'Natural', 'White'], defaultOption: 'Black' },
    { id: 'candle', name: 'Beeswax candle', price: '12.50', colour: '#efd58f', blurb: 'Pure beeswax, 30 h burn' },
    { id: 'apron', name: 'Linen apron', price: 28, colour: '#b9c2cf', blurb: 'Stonewashed linen, two pockets',
      sizes: ['Small', 'Medium', 'Large'], defaultOption: 'Medium' },
    { id: 'blanket', name: 'Wool blanket', price: 89, colour: '#a7887a', blurb: 'Welsh wool, 130 × 180 cm' },
    { id: 'mug', name: 'Stoneware mug', price: 16, colour: '#d4cbc0', blurb: 'Reactive glaze, 350 ml' },
    { id: 'board', name: 'Walnut board', price: 45, colour: '#8a6a4f', blurb: 'End-grain walnut, 40 × 28 cm' },
    { id: 'pan', name: 'Copper pan', price: 72, colour: '#c88a5e', blurb: 'Tin-lined copper, 20 cm' },
  ];

  const DESCRIPTIONS = {
    default: [
      'Made in a small workshop and finished by hand, so no two are exactly alike.',
      'We test every piece at home for a season before it goes on sale. Care instructions come in the box.',
      'Delivered in recycled packaging within 3–5 working days. Free returns within 30 days.',
      'Materials are sourced within 300 km of the workshop wherever we can, and every maker is paid upfront.',
    ],
  };

  const $ = (sel) => document.querySelector(sel);
  const cart = [];
  let current = null;

  function formatPrice(v) { return '£' + Number(v).toFixed(2); }
  function money(v) { return '£' + v.toFixed(2); }

  // ---- consent banner --------------------------------------------------------------------------
  const consent = $('#consent');
  function closeConsent(choice) {
    consent.hidden = true;
    try { sessionStorage.setItem('hf-consent', choice); } catch (e) { /* private mode */ }
  }
  $('#consent-accept').addEventListener('click', () => closeConsent('all'));
  $('#consent-reject').addEventListener('click', () => closeConsent('essential'));
  $('#consent-settings').addEventListener('click', () => {
    $('.consent-text p').textContent = 'Essential cookies are always on. Analytics and offers cookies are off until you accept them.';
  });

  // ---- product grid ----------------------------------------------------------------------------
  function renderGrid() {
    const grid = $('#grid');
    grid.innerHTML = '';
    for (const p of CATALOGUE) {
      const card = document.createElement('article');
      card.className = 'card';
      card.innerHTML = `
        <div class="img" style="background:${p.colour}" role="img" aria-label="Photo of ${p.name}"></div>
        <h3><a href="#" data-open="${p.id}">${p.name}</a></h3>
        <p class="price">${formatPrice(p.price)}</p>
        <p class="blurb">${p.blurb}</p>
        <button class="add" data-add="${p.id}" aria-label="Add ${p.name} to cart">Add to cart</button>`;
      grid.appendChild(card);
    }
    grid.removeAttribute('aria-busy');
    $('#grid-status').textContent = `${CATALOGUE.length} products`;
  }

  $('#grid').addEventListener('click', (ev) => {
    const add = ev.target.closest('[data-add]');
    const open = ev.target.closest('[data-open]');
    if (add) {
      const p = CATALOGUE.find((x) => x.id === add.dataset.add);
      addToCart(p, null);
    } else if (open) {
      ev.preventDefault();
      openQuickView(CATALOGUE.find((x) => x.id === open.dataset.open));
    }
  });

  // ---- cart ------------------------------------------------------------------------------------
  let toastTimer = null;
  function announce(msg) {
    let t = $('#added-toast');
    if (!t) {
      t = document.createElement('div');
      t.id = 'added-toast';
      t.style.cssText = 'position:fixed;top:72px;right:24px;background:#2f5a22;color:#fff;padding:10px 16px;border-radius:8px;z-index:50';
      document.body.appendChild(t);
    }
    t.textContent = msg;
    t.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { t.hidden = true; }, 2500);
  }

  function addToCart(p, option) {
    const label = option ? `${p.name} (${option})` : p.name;
    announce(`${label} added to your cart — ${money(p.price)}`);
    cart.push({ id: p.id, label, price: Number(p.price), qty: 1 });
    renderCart(label);
  }

  function renderCart(lastLabel) {
    const n = cart.reduce((t, i) => t + i.qty, 0);
    const total = cart.reduce((t, i) => t + i.price * i.qty, 0);
    $('#cart-summary').textContent = `Cart: ${n} ${n === 1 ? 'item' : 'items'}, ${money(total)}`;
    if (lastLabel) {
      const la = $('#last-added');
      la.textContent = `Last added: ${lastLabel}`;
      la.hidden = false;
    }
  }

  $('#view-cart').addEventListener('click', () => {
    announce(cart.length ? cart.map((i) => i.label).join(', ') : 'Your cart is empty');
  });

  // ---- quick view ------------------------------------------------------------------------------
  const pm = $('#pm');
  const pmOptions = $('#pm-options');

  function openQuickView(p) {
    current = p;
    $('#pm-img').style.background = p.colour;
    $('#pm-title').textContent = p.name;
    $('#pm-price').textContent = formatPrice(p.price);
    $('#pm-desc').innerHTML = [p.blurb + '.', ...DESCRIPTIONS.default].map((t) => `<p>${t}</p>`).join('');
    const opts = p.colours || p.sizes;
    if (opts) {
      const name = p.colours ? 'colour' : 'size';
      pmOptions.innerHTML = `<legend>${p.colours ? 'Colour' : 'Size'}</legend>` + opts.map((o) =>
        `<label data-value="${o}"><input type="radio" name="${name}" value="${o}"${o === p.defaultOption ? ' checked' : ''}> ${o}</label>`).join('');
      pmOptions.hidden = false;
    } else {
      pmOptions.innerHTML = '';
      pmOptions.hidden = true;
    }
    $('#pm-body').scrollTop = 0;
    pm.hidden = false;
    requestAnimationFrame(() => requestAnimationFrame(() => pm.classList.add('open')));
  }

  function closeQuickView() {
    pm.classList.remove('open');
    setTimeout(() => { pm.hidden = true; }, 450);
  }

  function chosenOption(p) {
    if (p.sizes) return pmOptions.querySelector('input[name="size"]').value;
    if (p.colours) return pmOptions.querySelector('input[name="colour"]:checked').value;
    return null;
  }

  $('#pm-add').addEventListener('click', () => {
    const p = current;
    addToCart(p, chosenOption(p));
    closeQuickView();
  });
  $('#pm-close').addEventListener('click', closeQuickView);

  // ---- sign in ---------------------------------------------------------------------------------
  const si = $('#si');
  const siForm = $('#si-form');
  const siSubmit = $('#si-submit');
  $('#signin-open').addEventListener('click', () => {
    si.hidden = false;
    requestAnimationFrame(() => requestAnimationFrame(() => si.classList.add('open')));
  });
  $('#si-close').addEventListener('click', () => { si.classList.remove('open'); setTimeout(() => { si.hidden = true; }, 450); });
  siForm.addEventListener('input', () => {
    const ok = siForm.email.value.includes('@') && siForm.password.value.length >= 8;
    siSubmit.disabled = !ok;
  });
  siForm.addEventListener('submit', (ev) => {
    ev.preventDefault();
    const email = $('#si-email').value.trim();
    $('#greeting').textContent = `Hi, ${email.split('@')[0]}`;
    $('#signin-open').hidden = true;
    si.hidden = true;
  });

  // ---- newsletter ------------------------------------------------------------------------------
  $('#nl-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    const v = $('#nl-email').value.trim();
    const status = $('#nl-status');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v)) {
      status.textContent = 'Please enter a valid email address.';
      return;
    }
    status.textContent = `Thanks! We've sent a confirmation to ${v}`;
    $('#nl-email').value = '';
  });

  // ---- boot: the catalogue request takes a moment --------------------------------------------
  setTimeout(renderGrid, 1800);
})();
