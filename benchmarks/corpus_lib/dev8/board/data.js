// Seed data for the "Website relaunch" project.
window.RELAY_TODAY = '2025-03-17';

window.RELAY_MEMBERS = [
  { id: 'ana', name: 'Ana Costa', initials: 'AC', color: '#7c3aed' },
  { id: 'ben', name: 'Ben Okafor', initials: 'BO', color: '#0d9488' },
  { id: 'chloe', name: 'Chloe Martin', initials: 'CM', color: '#db2777' },
  { id: 'dev', name: 'Dev Patel', initials: 'DP', color: '#ea580c' },
];

window.RELAY_SEED = [
  { id: 'WEB-101', title: 'Set up staging server', status: 'done', assignee: 'dev', priority: 'high', points: 5, due: '2025-03-07' },
  { id: 'WEB-102', title: 'Design system tokens', status: 'done', assignee: 'chloe', priority: 'medium', points: 3, due: '2025-03-10' },
  { id: 'WEB-103', title: 'Homepage hero layout', status: 'review', assignee: 'chloe', priority: 'high', points: 5, due: '2025-03-18' },
  { id: 'WEB-104', title: 'Contact form validation', status: 'progress', assignee: 'ben', priority: 'medium', points: 3, due: '2025-03-19',
    comments: [
      { author: 'ana', at: '2025-03-13', text: 'Remember the phone field accepts +44 numbers.' },
      { author: 'ben', at: '2025-03-14', text: 'Done in the branch, waiting for review.' },
    ] },
  { id: 'WEB-105', title: 'Cookie consent banner', status: 'progress', assignee: 'ana', priority: 'high', points: 2, due: '2025-03-20' },
  { id: 'WEB-106', title: 'Blog listing pagination', status: 'todo', assignee: 'ben', priority: 'low', points: 2, due: '2025-03-27' },
  { id: 'WEB-107', title: 'Fix 404 page', status: 'todo', assignee: 'dev', priority: 'medium', points: 1, due: '2025-03-21' },
  { id: 'WEB-108', title: 'Update favicon', status: 'todo', assignee: 'chloe', priority: 'low', points: 1, due: '2025-03-24' },
  { id: 'WEB-109', title: 'Newsletter signup form', status: 'todo', assignee: 'ana', priority: 'medium', points: 3, due: '2025-03-25' },
  { id: 'WEB-110', title: 'Accessibility audit', status: 'todo', assignee: 'ben', priority: 'high', points: 5, due: '2025-03-26' },
  { id: 'WEB-111', title: 'Compress hero images', status: 'todo', assignee: 'chloe', priority: 'medium', points: 2, due: '2025-03-28' },
  { id: 'WEB-112', title: 'Footer links', status: 'review', assignee: 'dev', priority: 'low', points: 1, due: '2025-03-19' },
  { id: 'WEB-113', title: 'Search results page', status: 'progress', assignee: 'chloe', priority: 'high', points: 5, due: '2025-03-24',
    comments: [{ author: 'dev', at: '2025-03-12', text: 'The API returns 20 results per page.' }] },
  { id: 'WEB-114', title: 'Analytics events', status: 'done', assignee: 'ana', priority: 'medium', points: 3, due: '2025-03-12' },
  { id: 'WEB-115', title: 'Careers page', status: 'todo', assignee: 'chloe', priority: 'low', points: 2, due: '2025-04-02' },
  { id: 'WEB-116', title: 'Pricing table', status: 'review', assignee: 'ben', priority: 'high', points: 3, due: '2025-03-18' },
  { id: 'WEB-117', title: 'Robots.txt rules', status: 'done', assignee: 'ben', priority: 'low', points: 1, due: '2025-03-11' },
  { id: 'WEB-118', title: 'Dark mode', status: 'backlog', assignee: null, priority: 'medium', points: 8, due: null, rank: 4 },
  { id: 'WEB-119', title: 'Multilingual URLs', status: 'backlog', assignee: null, priority: 'low', points: 5, due: null, rank: 5 },
  { id: 'WEB-120', title: 'Print stylesheet', status: 'backlog', assignee: null, priority: 'low', points: 2, due: null, rank: 2 },
  { id: 'WEB-121', title: 'Customer logos carousel', status: 'backlog', assignee: null, priority: 'medium', points: 3, due: null, rank: 1 },
  { id: 'WEB-122', title: 'Status page link', status: 'backlog', assignee: null, priority: 'low', points: 1, due: null, rank: 3 },
];
