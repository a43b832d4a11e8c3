// Staybook property page for Casa Azul: availability check (slow), room selection with a reserve bar,
// booking dialog, amenities, lazily loaded reviews, questions, and a members-deal popup on deep scroll.
(function () {
  'use strict';
  const $ = (s) => document.querySelector(s);
  const later = (ms) => new Promise((r) => setTimeout(r, ms));
  const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
  const DAY = 24 * 3600 * 1000;
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

  const ROOMS = [
    { id: 'twin', name: 'Standard twin', text: 'Two single beds, courtyard view, shower. 18 m².',
      rate: { nightly: 180, taxes: { amount: 12 } } },
    { id: 'family', name: 'Family suite', text: 'A double and two singles in two rooms, bathtub, sleeps 4. 34 m².',
      rate: { nightly: 310, tax: { amount: 18 } } },
    { id: 'junior', name: 'Junior suite', text: 'King-size bed, sitting area, private balcony over the river. 28 m².',
      rate: { nightly: 290, taxes: { amount: 17 } } },
    { id: 'deluxe', name: 'Deluxe double', text: 'King-size bed, river view, rain shower. 22 m².',
      rate: { nightly: 240, taxes: { amount: 15 } } },
  ];
  const AMENITIES = ['Wifi', 'Breakfast included', 'Roof terrace', 'Air conditioning', 'Hair dryer', 'Luggage storage',
    'Daily housekeeping', 'Coffee machine', 'Airport shuttle', 'Bicycle rental', 'Iron', 'Safe', 'Blackout curtains',
    'Baby cot on request', 'Books and board games', 'Late check-out on request', 'Laundry service', 'Extra pillows',
    'Kettle', 'Heating', 'Fans', 'Smoke alarm', 'First-aid kit', 'Fire extinguisher', 'Umbrellas', 'Beach towels',
    'Walking tours', 'Restaurant tips', 'Tram stop nearby', 'Pharmacy nearby', 'Supermarket nearby', 'River view'];
  const REVIEWS = [
    { who: 'Marta', when: 'May 2025', text: 'Lovely house, spotless rooms, and the breakfast on the terrace is worth the stairs.', helpful: 12 },
    { who: 'João', when: 'May 2025', text: 'Great location. The street is steep, pack light.', helpful: 7 },
    { who: 'Sophie', when: 'April 2025', text: 'Inês gave us a hand-drawn map of the neighbourhood. Perfect stay.', helpful: 3 },
    { who: 'Ahmed', when: 'April 2025', text: 'Quiet at night despite being central. Good shower pressure.', helpful: 9 },
    { who: 'Ines', when: 'March 2025', text: 'Our second visit. The deluxe room with river view is the one to book.', helpful: 4 },
  ];

  // ---------------------------------------------------------------------------- dates
  function parse(v) { const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v.trim()); return m ? Date.UTC(+m[1], +m[2] - 1, +m[3]) : NaN; }
  function fmt(t) { const d = new Date(t); return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`; }
  function stay() {
    const a = parse($('#checkin').value), b = parse($('#checkout').value);
    if (isNaN(a) || isNaN(b) || b <= a) return null;
    const nights = Math.round((b - a) / DAY) + 1;
    return { a, b, nights, guests: Number($('#guests').value) || 2 };
  }
  function renderNights() {
    const s = stay();
    $('#nights').textContent = s ? `${s.nights} nights · ${fmt(s.a)} – ${fmt(s.b)}` : 'Enter your dates as YYYY-MM-DD.';
  }
  for (const id of ['#checkin', '#checkout', '#guests']) $(id).addEventListener('input', renderNights);

  // ---------------------------------------------------------------------------- rooms
  let selected = null;
  $('#check').addEventListener('click', async () => {
    const s = stay();
    if (!s) { renderNights(); return; }
    selected = null;
    $('#reservebar').hidden = true;
    $('#room-list').innerHTML = '';
    $('#rooms-status').textContent = 'Checking availability…';
    await later(2000);
    $('#rooms-status').textContent = `Prices for ${s.nights} nights, ${s.guests} guests`;
    $('#room-list').innerHTML = ROOMS.map((r) => `
      <div class="room" data-room="${r.id}">
        <div><h3>${r.name}</h3><p>${r.text}</p><p class="price">€${r.rate.nightly} / night</p></div>
        <button class="primary select" data-room="${r.id}" aria-label="Select ${r.name}">Select</button>
      </div>`).join('');
  });
  $('#room-list').addEventListener('click', (e) => {
    const b = e.target.closest('.select');
    if (!b) return;
    selected = ROOMS.find((r) => r.id === b.dataset.room);
    for (const el of document.querySelectorAll('.room')) el.classList.toggle('selected', el.dataset.room === selected.id);
    $('#reserve-summary').textContent = `1 room · ${selected.name} · €${selected.rate.nightly} per night`;
    $('#reservebar').hidden = false;
  });

  // ---------------------------------------------------------------------------- booking
  const book = $('#book');
  function openOverlay(o) { o.hidden = false; requestAnimationFrame(() => requestAnimationFrame(() => o.classList.add('open'))); }
  function closeOverlay(o) { o.classList.remove('open'); setTimeout(() => { o.hidden = true; }, 500); }
  $('#reserve').addEventListener('click', () => {
    const s = stay();
    $('#book-summary').textContent = `${selected.name} · ${fmt(s.a)} – ${fmt(s.b)} · ${s.guests} guests`;
    $('#book-error').textContent = '';
    $('#confirm').disabled = false;
    $('#confirm').textContent = 'Confirm reservation';
    $('#book-body').scrollTop = 0;
    openOverlay(book);
  });
  $('#book-close').addEventListener('click', () => closeOverlay(book));
  function total(room, nights) { return (room.rate.nightly + room.rate.taxes.amount) * nights; }
  $('#confirm').addEventListener('click', () => {
    const name = $('#b-name').value.trim(), email = $('#b-email').value.trim();
    if (!name || !email.includes('@')) { $('#book-error').textContent = 'Please enter your name and a valid email.'; return; }
    if (!$('#b-policy').checked) { $('#book-error').textContent = 'Please accept the cancellation policy.'; return; }
    const btn = $('#confirm');
    btn.disabled = true;
    btn.textContent = 'Confirming…';
    setTimeout(() => {
      const s = stay();
      const amount = total(selected, s.nights);
      closeOverlay(book);
      const done = $('#booking-done');
      done.textContent = `Booking confirmed: CA-4471 · ${selected.name} · ${name} · €${amount}`;
      done.hidden = false;
      $('#reservebar').hidden = true;
    }, 700);
  });

  // ---------------------------------------------------------------------------- amenities
  function renderAmenities(all) {
    $('#amenity-list').innerHTML = (all ? AMENITIES : AMENITIES.slice(0, 8)).map((a) => `<li>${a}</li>`).join('');
    $('#amenities-more').textContent = all ? 'Show fewer amenities' : 'Show all 32 amenities';
  }
  let allAmenities = false;
  $('#amenities-more').addEventListener('click', () => { allAmenities = !allAmenities; renderAmenities(allAmenities); });
  renderAmenities(false);

  // ---------------------------------------------------------------------------- reviews (lazy)
  function renderReviews() {
    const list = $('#review-list');
    list.innerHTML = '';
    for (var i = 0; i < REVIEWS.length; i++) {
      const r = REVIEWS[i];
      const div = document.createElement('div');
      div.className = 'review';
      div.innerHTML = `<b>${esc(r.who)}</b> · <span class="muted">${r.when}</span><p>${esc(r.text)}</p>
        <button class="helpful" aria-label="Mark ${esc(r.who)}'s review as helpful">Helpful (${r.helpful})</button>`;
      div.querySelector('.helpful').addEventListener('click', function () {
        REVIEWS[i].helpful += 1;
        this.textContent = `Helpful (${REVIEWS[i].helpful})`;
        this.disabled = true;
      });
      list.appendChild(div);
    }
  }
  const io = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      io.disconnect();
      setTimeout(renderReviews, 1500);
    }
  });
  io.observe($('#reviews'));

  // ---------------------------------------------------------------------------- questions
  $('#post-q').addEventListener('click', () => {
    const q = $('#ask').value.trim();
    if (!q) return;
    const li = document.createElement('li');
    li.innerHTML = `<b>Q: ${esc(q)}</b><br><span class="muted">Awaiting an answer from Inês</span>`;
    $('#qa').appendChild(li);
    $('#ask').value = '';
  });

  // ---------------------------------------------------------------------------- wishlist
  $('#save').addEventListener('click', () => { $('#save-note').textContent = 'Saved to your trips.'; });

  // ---------------------------------------------------------------------------- scroll: compact header, deal popup
  let dealShown = false;
  const deal = $('#deal');
  window.addEventListener('scroll', () => {
    $('#compact').hidden = window.scrollY < 400;
    if (!dealShown && window.scrollY > 1000) { dealShown = true; openOverlay(deal); }
  }, { passive: true });
  $('#deal-close').addEventListener('click', () => closeOverlay(deal));
  $('#deal-no').addEventListener('click', () => closeOverlay(deal));
  $('#deal-join').addEventListener('click', () => {
    if ($('#deal-email').value.includes('@')) closeOverlay(deal);
  });

  renderNights();
})();
