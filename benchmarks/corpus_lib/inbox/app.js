// Notifications inbox: Alpine.js 3 with Bootstrap 5 CSS (no Bootstrap JS).
const MAILS = [
  ['Lina Okafor', 'Quarterly report draft', 'Here is the first draft of the Q3 report.', 'Could you check the revenue table on page 4 before Thursday?', false, true],
  ['Tom Becker', 'Team lunch on Friday', 'We booked a table at Nonna for 12:30.', 'Let me know if you have dietary requirements.', false, false],
  ['GitHub', '[acme/web] Pull request #218 merged', 'Your pull request was merged into main.', 'The deploy pipeline started automatically.', true, false],
  ['Priya Patel', 'Re: Onboarding checklist', '@you can you add the VPN step?', 'New starters keep asking about it.', false, true],
  ['Calendar', 'Reminder: 1:1 with Priya', 'Tomorrow at 10:00 in Room 3.', 'Agenda: goals for next quarter.', true, false],
  ['Marcus Chen', 'Design review notes', 'Notes from today\'s design review attached.', 'Main open point: the empty states.', true, false],
  ['Billing', 'Your receipt from Acme Cloud', 'Receipt #88231 for $49.00.', 'Thank you for your payment.', true, false],
  ['Finance', 'Invoice #1042 overdue', 'Invoice #1042 to Globex is 14 days overdue.', 'Please follow up with their accounts team.', false, false],
  ['Sofia Rossi', 'Conference talk accepted', 'Great news: our talk was accepted!', 'Slides are due on the 30th.', false, true],
  ['HR', 'Holiday calendar 2025', 'The office holiday calendar is now available.', 'Remember to book your days in the HR portal.', true, false],
  ['Kenji Sato', 'Server migration window', 'Migration planned for Saturday 02:00-04:00.', 'Expect a short outage of the staging site.', true, false],
  ['Newsletter', 'This week in product', 'Five features we shipped this week.', 'Read more on the blog.', true, false],
  ['Emma Laurent', 'Coffee next week?', 'Are you free Tuesday or Wednesday?', 'The new place on 5th street looks nice.', true, false],
  ['Security', 'New sign-in from Firefox on Linux', 'We noticed a new sign-in to your account.', 'If this was not you, reset your password.', true, false],
];
const OLDER = [
  ['Acme Mail', 'Welcome to Acme Mail', 'Thanks for signing up! Here are a few tips.', 'Use the Archive button to keep your inbox tidy.', true, false],
  ['Diego Alvarez', 'Old project files', 'I moved the 2023 files to the archive drive.', 'Ping me if anything is missing.', true, false],
];
const mk = (list, start, times) => list.map(([from, subject, body, more, read, mention], i) => ({
  id: start + i, from, subject, body, more, read, mention, starred: false, archived: false, folder: 'inbox', time: times[i % times.length],
}));

document.addEventListener('alpine:init', () => {
  Alpine.data('inbox', () => ({
    tabs: ['All', 'Unread', 'Starred', 'Archived'],
    tab: 'All',
    query: '',
    messages: mk(MAILS, 1, ['09:41', '09:12', '08:55', '08:30', 'Yesterday', 'Yesterday', 'Mon', 'Mon', 'Sun', 'Sat', 'Fri', 'Thu', 'Thu', 'Wed']),
    openId: null,
    replying: false, reply: '', sent: false,
    olderLoaded: false, loadingOlder: false,
    toast: '',
    consent: localStorage.getItem('corpus-lib.inbox.consent'),

    get unreadCount() { return this.messages.filter(m => !m.read && !m.archived).length; },
    get current() { return this.messages.find(m => m.id === this.openId) || null; },
    get visible() {
      const q = this.query.trim().toLowerCase();
      return this.messages.filter(m => {
        if (this.tab === 'Archived') { if (m.folder !== 'archive') return false; }
        else if (m.archived) return false;
        if (this.tab === 'Unread' && m.read) return false;
        if (this.tab === 'Starred' && !m.starred) return false;
        return !q || m.subject.toLowerCase().includes(q);
      });
    },
    notify(t) { this.toast = t; clearTimeout(this._t); this._t = setTimeout(() => (this.toast = ''), 4000); },
    open(m) { this.openId = m.id; m.read = true; this.replying = false; this.reply = ''; this.sent = false; },
    archive(m) {
      m.archived = true;
      if (this.openId === m.id) this.openId = null;
      this.notify('Conversation archived');
    },
    toggleRead(m) { m.read = m.read ? true : true; this.notify(m.read ? 'Marked as read' : 'Marked as unread'); },
    markAllRead() { this.messages.forEach(m => (m.read = true)); this.notify('All messages marked as read'); },
    remove(m) {
      this.messages.remove(m);
      this.openId = null;
      this.notify('Conversation deleted');
    },
    sendReply() { this.sent = true; this.replying = false; this.reply = ''; },
    loadOlder() {
      this.loadingOlder = true;
      setTimeout(() => {
        this.messages.push(...mk(OLDER, 100, ['Aug 12', 'Jul 30']));
        this.loadingOlder = false;
        this.olderLoaded = true;
      }, 1200);
    },
    accept() { localStorage.setItem('corpus-lib.inbox.consent', 'all'); this.consent = 'all'; },
    reject() { localStorage.setItem('corpus-lib.inbox.cookies', 'essential'); },
  }));
});
