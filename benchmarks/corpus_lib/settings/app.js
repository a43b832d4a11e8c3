// Account settings: Shoelace web components, settings kept in localStorage.
const KEY = 'corpus-lib.settings.v1';
const DEFAULTS = {
  displayName: 'Jordan Lee', email: 'jordan.lee@example.com', bio: '', timezone: 'America/New_York',
  apiKey: 'sk_live_4f9a21', emailNotif: true, pushNotif: false, mentionsOnly: false, digest: 'weekly',
  theme: 'light', fontSize: 16, publicProfile: true, indexing: true,
};
const state = { ...DEFAULTS, ...JSON.parse(localStorage.getItem(KEY) || '{}') };
const save = () => localStorage.setItem(KEY, JSON.stringify(state));
const $ = id => document.getElementById(id);

await Promise.all(['sl-input', 'sl-select', 'sl-switch', 'sl-radio-group', 'sl-range', 'sl-dialog', 'sl-alert']
  .map(t => customElements.whenDefined(t)));

function notify(message, variant = 'success', icon = 'check2-circle') {
  const alert = Object.assign(document.createElement('sl-alert'), {
    variant, closable: true, duration: 5000,
    innerHTML: `<sl-icon slot="icon" name="${icon}"></sl-icon>${message}`,
  });
  document.body.append(alert);
  return alert.toast();
}

// ---- profile
$('displayName').value = state.displayName;
$('email').value = state.email;
$('bio').value = state.bio;
$('timezone').value = state.timezone;
$('apiKey').textContent = state.apiKey;

const EMAIL_RE = /^[a-z0-9._-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,3}$/i;

$('profileForm').addEventListener('submit', e => {
  e.preventDefault();
  const email = $('email').value.trim();
  if (!EMAIL_RE.test(email)) {
    $('email').setCustomValidity('Please enter a valid email address.');
    $('email').reportValidity();
    notify('Please enter a valid email address.', 'danger', 'exclamation-octagon');
    return;
  }
  $('email').setCustomValidity('');
  state.displayName = $('displayName').value.trim();
  state.email = email;
  state.bio = $('bio').value;
  state.timezone = $('timezone').value;
  save();
  notify('Profile saved');
});
$('email').addEventListener('sl-input', () => $('email').setCustomValidity(''));

$('keyMenu').addEventListener('sl-select', e => {
  if (e.detail.item.value === 'regenerate') {
    state.apiKey = 'sk_live_' + Math.random().toString(16).slice(2, 8);
    $('apiKey').textContent = state.apiKey;
    save();
    notify('Key regenerated');
  } else {
    state.apiKey = '(revoked)';
    $('apiKey').textContent = state.apiKey;
    save();
    notify('Key revoked', 'warning', 'exclamation-triangle');
  }
});

// ---- notifications
$('emailNotif').checked = state.emailNotif;
$('pushNotif').checked = state.pushNotif;
$('mentionsOnly').checked = state.mentionsOnly;
$('digestFreq').value = state.digest;

// Push needs the browser's permission state before the switch can be used.
function pushPermission() {
  return new Promise(resolve => {
    if ('permissions' in navigator) {
      navigator.permissions.query({ name: 'push', userVisibleOnly: true })
        .then(p => p.onchange = () => resolve(p.state))
        .catch(() => {});
    }
  });
}
pushPermission().then(s => {
  $('pushNotif').disabled = s === 'denied';
  $('pushHelp').textContent = s === 'denied' ? 'Blocked in your browser settings.' : '';
});

let digest = state.digest;
$('digestFreq').addEventListener('change', e => { digest = e.target.value; });

$('savePrefs').addEventListener('click', () => {
  state.emailNotif = $('emailNotif').checked;
  state.pushNotif = $('pushNotif').checked;
  state.mentionsOnly = $('mentionsOnly').checked;
  state.digest = digest;
  save();
  notify('Preferences saved');
});

// ---- appearance (applied and saved at once)
function applyTheme() {
  const dark = state.theme === 'dark' || (state.theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('sl-theme-dark', dark);
}
function applyFont() { $('preview').style.fontSize = state.fontSize + 'px'; }
$('theme').value = state.theme;
$('fontSize').value = state.fontSize;
applyTheme();
applyFont();
$('theme').addEventListener('sl-change', e => { state.theme = e.target.value; applyTheme(); save(); });
$('fontSize').addEventListener('sl-change', e => { state.fontSize = Number(e.detail?.value); applyFont(); save(); });

// ---- privacy
$('publicProfile').checked = state.publicProfile;
$('indexing').checked = state.indexing;
$('publicProfile').addEventListener('sl-change', e => { state.publicProfile = e.target.checked; save(); notify('Privacy settings saved'); });
$('indexing').addEventListener('sl-change', e => { state.indexing = e.target.checked; save(); notify('Privacy settings saved'); });

$('exportBtn').addEventListener('click', () => {
  $('exportBtn').loading = true;
  $('exportStatus').textContent = 'Preparing your export…';
  setTimeout(() => {
    const sizes = { profile: 12.5, posts: 301.2 };
    const total = sizes.profile + sizes.posts + sizes.media.toFixed(1);
    $('exportBtn').loading = false;
    $('exportStatus').textContent = `export.zip is ready (${total} KB)`;
  }, 1500);
});

const dialog = $('deleteDialog');
$('deleteBtn').addEventListener('click', () => dialog.show());
$('deleteCancel').addEventListener('click', () => dialog.hide());
$('deleteConfirm').addEventListener('sl-input', e => { $('deleteConfirmBtn').disabled = e.target.value !== 'DELETE'; });
$('deleteConfirmBtn').addEventListener('click', () => {
  dialog.hide();
  $('deleteBtn').disabled = true;
  $('deleteStatus').textContent = 'Your account has been scheduled for deletion.';
});
