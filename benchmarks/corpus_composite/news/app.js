// The Ledger article page: section drawer, sign-in, Morning Briefing signup, comments, a support bar and a
// newsletter popup shown once the reader is well into the article.
(function () {
  'use strict';
  const $ = (s) => document.querySelector(s);
  const later = (ms) => new Promise((r) => setTimeout(r, ms));
  const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
  const user = { name: 'Guest', email: null };

  // ------------------------------------------------------------------------- drawer and sections
  const drawer = $('#drawer');
  function openDrawer() { $('#drawer-scrim').hidden = false; drawer.classList.add('open'); }
  function closeDrawer() { drawer.classList.remove('open'); $('#drawer-scrim').hidden = true; }
  $('#menu-open').addEventListener('click', openDrawer);
  $('#menu-close').addEventListener('click', closeDrawer);
  $('#drawer-scrim').addEventListener('click', closeDrawer);
  $('#more-sections').addEventListener('click', () => {
    const list = $('#more-list');
    list.hidden = !list.hidden;
    $('#more-sections').textContent = list.hidden ? 'More sections ▸' : 'Fewer sections ▾';
    $('#more-sections').setAttribute('aria-expanded', String(!list.hidden));
  });
  function route() {
    const m = /^#\/(\w+)/.exec(location.hash);
    if (!m) return;
    const name = $(`.sections a[href="#/${m[1]}"]`).textContent;
    $('#main').innerHTML = `<div class="section-page"><p class="kicker">Section</p><h1>${esc(name)}</h1>
      <p>Latest in ${esc(name)}</p><ul>${[1, 2, 3, 4, 5].map((i) => `<li>${esc(name)} story ${i}: headline to follow</li>`).join('')}</ul>
      <p><a href="#">Back to the article</a></p></div>`;
    closeDrawer();
    window.scrollTo(0, 0);
  }
  window.addEventListener('hashchange', route);

  // ------------------------------------------------------------------------- sign in
  const si = $('#si');
  $('#signin-open').addEventListener('click', () => { si.hidden = false; $('#si-email').focus(); });
  $('#si-close').addEventListener('click', () => { si.hidden = true; });
  $('#si-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    const email = $('#si-email').value.trim();
    if (!email.includes('@') || $('#si-pass').value.length < 6) { $('#si-error').textContent = 'Check your email and password.'; return; }
    $('#si-submit').textContent = 'Signing in…';
    await later(400);
    user.name = email.split('@')[0]; user.email = email;
    si.hidden = true;
    $('#signin-open').hidden = true;
    $('#signed-in').textContent = `Signed in as ${email}`;
  });

  // ------------------------------------------------------------------------- save / share
  $('#save-later').addEventListener('click', () => { $('#save-status').textContent = 'Saved to your reading list'; });
  $('#share').addEventListener('click', () => { $('#save-status').textContent = 'Link: ledger.example/night-train'; });

  // ------------------------------------------------------------------------- Morning Briefing
  const briefEmail = $('#brief-email');
  const briefAgree = $('#brief-agree');
  const briefBtn = $('#brief-submit');
  const emailOk = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(briefEmail.value.trim());
  briefAgree.addEventListener('change', () => { briefBtn.disabled = !(briefAgree.checked && emailOk); });
  briefEmail.addEventListener('input', () => { if (!briefAgree.checked) briefBtn.disabled = true; });
  briefBtn.addEventListener('click', () => {
    $('#brief-status').textContent = `You're signed up: the first briefing goes to ${briefEmail.value.trim()} tomorrow at 6 a.m.`;
  });

  // ------------------------------------------------------------------------- comments
  const COMMENTS = [
    ['H. Brandt', 'Took the Vienna sleeper in May. Slow, comfortable, and breakfast was better than any airport.'],
    ['J. Okafor', 'The ticketing point is spot on. Three websites for one trip is absurd in 2025.'],
    ['M. Laine', 'Would love to see a route to the Nordics that does not involve four changes.'],
    ['R. Duarte', 'Prices for the private compartments are steep, but a hotel night costs the same.'],
    ['S. Novak', 'Freight at night is the real constraint, glad the article mentions it.'],
    ['T. Byrne', 'My kids still talk about the couchette trip. Best family holiday start.'],
  ];
  const comments = COMMENTS.map(([author, text]) => ({ author, text }));
  $('#comments-toggle').addEventListener('click', async () => {
    const btn = $('#comments-toggle');
    if (btn.dataset.open) { $('#comment-list').innerHTML = ''; delete btn.dataset.open; btn.textContent = 'Show comments (12)'; return; }
    btn.disabled = true;
    btn.textContent = 'Loading comments…';
    await later(1500);
    $('#comment-list').innerHTML = comments.map((c) => `<div class="comment"><b>${esc(c.author)}</b><p>${esc(c.text)}</p></div>`).join('') +
      '<p class="muted">Showing 6 of 12 comments</p>';
    btn.disabled = false;
    btn.dataset.open = '1';
    btn.textContent = 'Hide comments';
  });
  function renderPosted() {
    $('#posted').innerHTML = comments.filter((c) => c.mine && c.author === user.name)
      .map((c) => `<div class="comment"><b>${esc(c.author)}</b> · just now<p>${esc(c.text)}</p></div>`).join('');
  }
  $('#post-comment').addEventListener('click', async () => {
    const text = $('#comment').value.trim();
    if (!text) return;
    const btn = $('#post-comment');
    btn.disabled = true;
    btn.textContent = 'Posting…';
    await later(500);
    comments.push({ author: 'You', text, mine: true });
    $('#comment').value = '';
    btn.disabled = false;
    btn.textContent = 'Post comment';
    renderPosted();
  });

  // ------------------------------------------------------------------------- support bar, newsletter popup
  $('#support-close').addEventListener('click', () => { $('#support').hidden = true; });
  let nlShown = false;
  window.addEventListener('scroll', () => {
    if (!nlShown && window.scrollY > 1200) { nlShown = true; $('#nl').hidden = false; }
  }, { passive: true });
  $('#nl-later').addEventListener('click', () => { $('#nl').hidden = true; });
  $('#nl-join').addEventListener('click', () => { if ($('#nl-email').value.includes('@')) $('#nl').hidden = true; });
})();
