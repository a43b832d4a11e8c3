// Seed data for Ticketry. "Now" is pinned to Tuesday 3 June 2025, 09:30.
const NOW = new Date('2025-06-03T09:30:00');
const ME = 'sam';

// the agent directory, sorted by name as the directory service returns it
const AGENTS = [
  { id: 'ana', name: 'Ana Lopez' },
  { id: 'ben', name: 'Ben Carter' },
  { id: 'chloe', name: 'Chloé Martin' },
  { id: 'dev', name: 'Dev Patel' },
  { id: 'sam', name: 'Sam Rivera' },
];

// hours to first response by priority
const SLA_HOURS = { urgent: 1, high: 2, normal: 8, low: 24 };

const hoursFromNow = h => new Date(NOW.getTime() + h * 3600e3).toISOString();

// [id, subject, requester, priority, assignee, due (hours from now)]
const OPEN = [
  [1036, 'Printer on 3rd floor jams on every job', 'Olivia Park', 'high', 'sam', -5],
  [1033, 'Cannot log in after password reset', 'Tomás Ruiz', 'urgent', 'dev', -3],
  [1021, 'Laptop fan is very loud', 'Grace Lee', 'low', null, -2],
  [1030, 'Shared drive is read-only', 'Felix Braun', 'normal', 'ana', -1],
  [1042, 'VPN disconnects on hotel Wi-Fi', 'Nadia Haddad', 'high', 'sam', 1],
  [1039, 'Outlook keeps asking for my password', 'Leo Martins', 'normal', 'ben', 2],
  [1029, 'New starter needs a laptop by Monday', 'Hana Kim', 'normal', null, 3],
  [1040, 'Invoice portal shows a blank page', 'Ruth Adeyemi', 'normal', 'chloe', 4],
  [1027, 'Teams camera not detected', 'Omar Said', 'low', null, 5],
  [1041, 'Access to the Finance folder', 'Priya Das', 'normal', 'dev', 6],
  [1025, 'Monitor flickers after lunch', 'Jan Novak', 'low', null, 8],
  [1038, 'Phone not syncing email', 'Aiko Tanaka', 'normal', 'sam', 10],
  [1035, 'Software install: Figma', 'Marco Rossi', 'low', 'ben', 20],
  [1031, 'Wi-Fi weak in meeting room B', 'Eva Schulz', 'normal', null, 22],
  [1043, 'Password manager invite expired', 'Kofi Mensah', 'low', null, 26],
  [1023, 'Keyboard keys sticking', 'Lina Berg', 'low', 'chloe', 30],
  [1034, 'Calendar shows the wrong time zone', 'Sara Costa', 'normal', null, 32],
  [1026, 'Toner low on the 2nd floor printer', 'Paul Weiss', 'low', 'ana', 48],
  [1037, 'Add me to the design mailing list', 'Mia Wong', 'low', null, 50],
  [1028, 'Docking station not charging', 'Ivan Petrov', 'normal', 'dev', 54],
  [1032, 'Request for a second monitor', 'Julia Meyer', 'low', null, 70],
  [1024, 'Old account of a leaver still active', 'Henrik Lund', 'high', 'sam', 72],
];

const SOLVED = [
  [1008, 'Projector remote missing in room A', 'Mia Wong', 'low', 'ben', -30],
  [1007, 'Reset voicemail PIN', 'Leo Martins', 'normal', 'ana', -44],
  [1006, 'Badge does not open the garage gate', 'Felix Braun', 'normal', 'sam', -52],
  [1005, 'Install the Zoom plug-in for Outlook', 'Sara Costa', 'low', 'dev', -70],
  [1004, 'Mailbox full', 'Ivan Petrov', 'high', 'chloe', -90],
  [1003, 'Excel crashes when opening macros', 'Paul Weiss', 'normal', 'sam', -120],
];

const emailOf = name =>
  name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(' ', '.') + '@acme-logistics.com';

const SEED_TICKETS = [
  ...OPEN.map(([id, subject, requester, priority, assignee, h]) => ({
    id, subject, requester, email: emailOf(requester), priority, assignee, due: hoursFromNow(h), status: 'open', tags: [], snoozed: null,
  })),
  ...SOLVED.map(([id, subject, requester, priority, assignee, h]) => ({
    id, subject, requester, email: emailOf(requester), priority, assignee, due: hoursFromNow(h), status: 'solved', tags: [], snoozed: null,
  })),
];

const SEED_THREADS = {
  1042: [
    { from: 'Nadia Haddad', at: '2025-06-03T07:12:00', text: 'Since Sunday the VPN drops every few minutes when I am on the hotel Wi-Fi in Lyon. On my phone hotspot it is fine.' },
    { from: 'Dev Patel', at: '2025-06-03T07:40:00', text: 'Thanks Nadia, could you tell us which VPN client version you have (Help → About)?' },
    { from: 'Nadia Haddad', at: '2025-06-03T08:05:00', text: 'It says 5.2.1.' },
  ],
  1033: [{ from: 'Tomás Ruiz', at: '2025-06-03T06:30:00', text: 'I reset my password yesterday and now nothing accepts it.' }],
  1036: [{ from: 'Olivia Park', at: '2025-06-02T16:00:00', text: 'The big printer on the 3rd floor jams on every print job, even one page.' }],
};

const SEED_NOTES = {
  1042: [{ from: 'Dev Patel', at: '2025-06-03T07:45:00', text: 'Client 5.2.1 has the known MTU issue, 5.3 fixes it.' }],
};
