// People directory: Shoelace cards, radio buttons, select, switch, drawer, dialog; favourites in localStorage.
const FAV_KEY = 'corpus-lib.directory.favs';
const RAW = [
  ['Grace Liu', 'VP Engineering', 'Engineering', 'San Francisco', '2016-03-01', null, ['Leadership', 'Distributed systems']],
  ['Omar Farouk', 'Staff Engineer', 'Engineering', 'Toronto', '2019-07-15', 'Grace Liu', ['Kubernetes', 'Go', 'Postgres']],
  ['Nadia Haddad', 'Product Designer', 'Design', 'Lisbon', '2021-02-01', 'Paul Meyer', ['Figma', 'User research']],
  ['Paul Meyer', 'Head of Design', 'Design', 'Berlin', '2017-09-10', null, ['Design systems']],
  ['Carlos Mendes', 'Account Executive', 'Sales', 'São Paulo', '2022-01-10', 'Rita Costa', ['Negotiation']],
  ['Rita Costa', 'Sales Director', 'Sales', 'Lisbon', '2018-05-21', null, ['Enterprise sales']],
  ['Yuki Tanaka', 'Frontend Engineer', 'Engineering', 'Tokyo', '2023-04-03', 'Omar Farouk', ['TypeScript', 'Accessibility']],
  ['Ben Adams', 'Support Specialist', 'Customer Support', 'Dublin', '2020-11-02', 'Laura Kim', ['Zendesk']],
  ['Laura Kim', 'Support Lead', 'Customer Support', 'Dublin', '2018-02-12', null, ['Coaching']],
  ['Ivan Horvat', 'Backend Engineer', 'Engineering', 'Zagreb', '2021-08-30', 'Omar Farouk', ['Python', 'Postgres']],
  ['Emily Clarke', 'UX Researcher', 'Design', 'London', '2022-06-13', 'Paul Meyer', ['Interviews', 'Surveys']],
  ['Tariq Aziz', 'SRE', 'Engineering', 'Toronto', '2020-03-16', 'Grace Liu', ['Kubernetes', 'Terraform']],
  ['Sara Lind', 'Account Manager', 'Sales', 'Stockholm', '2023-09-04', 'Rita Costa', ['Renewals']],
  ['Mateo Rossi', 'Mobile Engineer', 'Engineering', 'Milan', '2019-01-07', 'Omar Farouk', ['Swift', 'Kotlin']],
  ['Hana Novak', 'Support Specialist', 'Customer Support', 'Prague', '2024-01-15', 'Laura Kim', ['Billing']],
  ['Jonas Weber', 'Data Engineer', 'Engineering', 'Berlin', '2022-10-24', 'Grace Liu', ['Spark', 'dbt']],
  ['Aisha Bello', 'Sales Engineer', 'Sales', 'Lagos', '2021-05-17', 'Rita Costa', ['Demos']],
  ['Kevin Brooks', 'QA Engineer', 'Engineering', 'Austin', '2020-07-27', 'Omar Farouk', ['Playwright']],
  ['Mira Patel', 'Visual Designer', 'Design', 'Mumbai', '2023-02-20', 'Paul Meyer', ['Illustration']],
  ['Felix Braun', 'Security Engineer', 'Engineering', 'Vienna', '2018-11-05', 'Grace Liu', ['AppSec']],
  ['Chloe Martin', 'Support Specialist', 'Customer Support', 'Lyon', '2022-03-28', 'Laura Kim', ['Onboarding']],
  ['Daniel Ortiz', 'Account Executive', 'Sales', 'Madrid', '2024-04-08', 'Rita Costa', ['Prospecting']],
  ['Lena Schulz', 'Engineering Manager', 'Engineering', 'Hamburg', '2017-06-19', 'Grace Liu', ['Hiring']],
  ['Noor Rahman', 'Platform Engineer', 'Engineering', 'Dubai', '2023-11-13', 'Tariq Aziz', ['Kubernetes']],
  ['Peter Walsh', 'Support Specialist', 'Customer Support', 'Cork', '2019-09-23', 'Laura Kim', ['Escalations']],
  ['Julia Santos', 'Content Designer', 'Design', 'Porto', '2024-06-03', 'Paul Meyer', ['Writing']],
  ['Owen Price', 'Recruiter', 'People', 'London', '2021-12-06', null, ['Sourcing']],
  ['Amelie Roux', 'HR Partner', 'People', 'Paris', '2020-02-24', null, ['Policy']],
  ['Victor Lopez', 'Frontend Engineer', 'Engineering', 'Mexico City', '2024-02-19', 'Omar Farouk', ['Vue', 'CSS']],
  ['Zara Ahmed', 'Sales Development Rep', 'Sales', 'Manchester', '2024-08-12', 'Rita Costa', ['Outreach']],
];
const PEOPLE = RAW.map(([name, title, dept, city, start, manager, skills], i) => ({
  id: i + 1, name, title, dept, city, start, manager, skills,
  email: name.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').replace(' ', '.') + '@northwind.test',
  phone: '+1 555 01' + String(10 + i * 3).padStart(2, '0'),
}));
const PAGE = 12;
const $ = id => document.getElementById(id);

let loaded = false;
let shown = PAGE;
let favs = new Set(JSON.parse(localStorage.getItem(FAV_KEY) || '[]'));
let current = null;

await Promise.all(['sl-card', 'sl-input', 'sl-radio-group', 'sl-select', 'sl-drawer', 'sl-dialog', 'sl-skeleton']
  .map(t => customElements.whenDefined(t)));

$('grid').innerHTML = Array.from({ length: 8 }, () => '<sl-skeleton class="skel" effect="sheen"></sl-skeleton>').join('');

function initials(n) { return n.split(' ').map(p => p[0]).join(''); }

function filtered() {
  const q = $('search').value.trim().toLowerCase();
  const dept = $('dept').value;
  let list = PEOPLE.filter(p => (!q || p.name.toLowerCase().includes(q) || p.title.toLowerCase().includes(q))
    && (dept === 'All' || p.dept === dept)
    && (!$('favOnly').checked || favs.has(p.id)));
  if ($('sort').value === 'start') list = [...list].sort((a, b) => a.start < b.start);
  else list = [...list].sort((a, b) => a.name.localeCompare(b.name));
  return list;
}

function render() {
  if (!loaded) return;
  const list = filtered();
  const page = list.slice(0, shown);
  $('status').textContent = list.length ? `Showing ${page.length} of ${list.length} people` : 'No people match your filters.';
  $('grid').innerHTML = page.map(p => `
    <sl-card class="person" data-id="${p.id}">
      <sl-avatar initials="${initials(p.name)}" label="${p.name}"></sl-avatar>
      <div class="who"><div class="name">${p.name}</div><div class="title">${p.title}</div></div>
      <div slot="footer">
        <sl-tag size="small" variant="primary">${p.dept}</sl-tag>
        <span>
          <sl-icon-button name="${favs.has(p.id) ? 'star-fill' : 'star'}" label="${favs.has(p.id) ? 'Remove from favourites' : 'Add to favourites'}" data-action="fav"></sl-icon-button>
          <sl-button size="small" data-action="view">View profile</sl-button>
        </span>
      </div>
    </sl-card>`).join('');
  $('moreWrap').hidden = !(shown + PAGE < list.length);
}

function openProfile(p) {
  current = p;
  const mgr = PEOPLE.find(x => x.name === p.manager);
  $('drawer').label = p.name;
  $('profile').innerHTML = `
    <div style="display:flex; gap:1rem; align-items:center; margin-bottom:1rem">
      <sl-avatar initials="${initials(p.name)}" label="${p.name}" style="--size: 4rem"></sl-avatar>
      <div><div style="font-size:1.2rem; font-weight:600">${p.name}</div><div class="muted">${p.title}</div></div>
    </div>
    <dl class="props">
      <dt>Department</dt><dd>${p.dept}</dd>
      <dt>Location</dt><dd>${p.city}</dd>
      <dt>Email</dt><dd>${p.email}</dd>
      <dt>Phone</dt><dd>${p.phone}</dd>
      <dt>Started</dt><dd>${p.start}</dd>
      <dt>Reports to</dt><dd>${mgr ? `<a href="#" data-person="${mgr.id}">${mgr.name}</a>` : '—'}</dd>
    </dl>
    <sl-details summary="Skills" style="margin-top:1rem">${p.skills.map(s => `<sl-tag size="small" style="margin:2px">${s}</sl-tag>`).join('')}</sl-details>`;
  $('drawer').show();
}

$('grid').addEventListener('click', e => {
  const btn = e.target.closest('[data-action]');
  if (!btn) return;
  const p = PEOPLE.find(x => x.id === +btn.closest('.person').dataset.id);
  if (btn.dataset.action === 'view') openProfile(p);
  else {
    favs.has(p.id) ? favs.delete(p.id) : favs.add(p.id);
    render();
  }
});
$('profile').addEventListener('click', e => {
  const a = e.target.closest('[data-person]');
  if (!a) return;
  e.preventDefault();
  openProfile(PEOPLE.find(x => x.id === +a.dataset.person));
});

$('search').addEventListener('sl-input', () => { shown = PAGE; render(); });
$('search').addEventListener('sl-clear', () => { shown = PAGE; render(); });
$('dept').addEventListener('sl-change', () => { shown = PAGE; render(); });
$('sort').addEventListener('sl-change', render);
$('favOnly').addEventListener('sl-change', render);
$('more').addEventListener('click', () => { shown += PAGE; render(); });

$('messageBtn').addEventListener('click', () => { $('msgText').value = ''; $('compose').show(); });
$('sendMsg').addEventListener('click', () => {
  if (!$('msgText').value.trim()) return;
  $('compose').close();
  const alert = Object.assign(document.createElement('sl-alert'), { variant: 'success', closable: true, duration: 4000,
    innerHTML: `<sl-icon slot="icon" name="check2-circle"></sl-icon>Message sent to ${current.name}` });
  document.body.append(alert);
  alert.toast();
});

setTimeout(() => { loaded = true; render(); }, 1500);
