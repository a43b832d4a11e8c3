// What the server sends for Mira Okafor's vault on a first visit (already decrypted in this demo).
export const FOLDERS = [
  { id: 'banking', name: 'Banking' },
  { id: 'personal', name: 'Personal' },
  { id: 'shopping', name: 'Shopping' },
  { id: 'work', name: 'Work' },
];

const login = (id, title, folder, username, password, website, extra = {}) => ({
  id, type: 'login', title, folder, favourite: false, trashed: false, notes: '', changed: '2025-06-12',
  login: { username, password, website, generated: false },
  ...extra,
});

export const SEED = [
  login(1, 'Allotment Society', 'Personal', 'mira.okafor', 'Pumpkin!Row-2291', 'hollowayallotments.org.uk'),
  login(2, 'Brightwell Intranet', 'Work', 'm.okafor@brightwell.io', 'Tr4ck-Lantern-Opal', 'intranet.brightwell.io', { changed: '2025-11-03' }),
  login(3, 'Brightwell VPN', 'Work', 'mokafor', 'Quay#Sparrow-7731', 'vpn.brightwell.io'),
  login(4, 'Cinema Club', 'Personal', 'mira.okafor@kitemail.com', 'Sunflower-88', 'rialtocinemaclub.co.uk'),
  login(5, 'Cloudnest Storage', 'Personal', 'mira.okafor@kitemail.com', 'Fig&Harbour-83-Lamp', 'cloudnest.app'),
  login(6, 'Council Tax Portal', 'Personal', 'MOK-448812', 'Harbour$Gate-1107', 'counciltax.holloway.gov.uk'),
  login(7, 'Fernside Energy', 'Personal', 'mira.okafor@kitemail.com', 'Velvet~Engine-5120', 'fernside-energy.co.uk'),
  login(8, 'GP Online (Hanley Surgery)', 'Personal', 'okafor.m1990', 'Birch*Kettle-4412', 'hanleysurgery.nhs.uk'),
  login(9, 'Kite Mail', 'Personal', 'mira.okafor@kitemail.com', 'Orbit-Tangle-Mint-65', 'kitemail.com',
    { favourite: true, notes: 'Recovery codes are in the fire safe.' }),
  login(10, 'Marlow Books', 'Shopping', 'mira.okafor@kitemail.com', 'Sunflower-88', 'marlowbooks.co.uk'),
  login(11, 'Northwind Bank', 'Banking', '40218873', 'Ledger%Rain-2207', 'online.northwindbank.co.uk',
    { favourite: true, notes: 'Memorable word is the first dog.' }),
  {
    id: 12, type: 'card', title: 'Northwind Debit', folder: 'Banking', favourite: false, trashed: false, notes: '', changed: '2024-09-30',
    card: { holder: 'Mira Okafor', number: '4921330011841184', month: '03', year: '2027', cvc: '508' },
  },
  login(13, 'Parkway Parking', 'Personal', '07700900412', 'park1234', 'parkway-app.co.uk'),
  {
    id: 14, type: 'note', title: 'Passport', folder: 'Personal', favourite: false, trashed: false, changed: '2023-05-02',
    notes: 'Number 5338 21907, expires 14 Aug 2031. Renewal form in the blue folder.',
  },
  login(15, 'Pedal & Pine', 'Shopping', 'mira.okafor@kitemail.com', 'Spoke&Moss-9086', 'pedalandpine.com'),
  login(16, 'Pizza Planet', 'Personal', 'mira.okafor@kitemail.com', 'pizza123', 'pizzaplanet.example'),
  login(17, 'Riverside Tennis Club', 'Personal', 'mokafor', 'Baseline^Clay-3319', 'riversidetennis.club'),
  login(18, 'Slatebook Wiki', 'Work', 'm.okafor@brightwell.io', 'Chalk+Meadow-6048', 'slatebook.brightwell.io'),
  login(19, 'Tally Credit Union', 'Banking', 'TCU-551902', 'Copper=Fjord-8820', 'tallycu.org.uk'),
  login(20, 'Threadbare Clothing', 'Shopping', 'mira.okafor@kitemail.com', 'Sunflower-88', 'threadbare.shop'),
  login(21, 'Timely HR', 'Work', 'm.okafor@brightwell.io', 'Hinge?Plover-2764', 'brightwell.timelyhr.com'),
  {
    id: 22, type: 'note', title: 'Wi-Fi at home', folder: 'Personal', favourite: true, trashed: false, changed: '2025-01-18',
    notes: 'Network: Okafor-5G · Password: lemon-gravel-river-91',
  },
  login(23, 'Zest Recipes', 'Personal', 'mira.okafor@kitemail.com', 'Saffron/Quill-4471', 'zestrecipes.example'),
  // already in the trash
  login(24, 'Old Forum account', 'Personal', 'mira_o', 'forum09', 'boards.oldforum.example',
    { trashed: true, trashedOn: '2026-01-22' }),
  login(25, 'Photo Print Shop', 'Shopping', 'mira.okafor@kitemail.com', 'Glossy-Matte-3030', 'snapprint.example',
    { trashed: true, trashedOn: '2026-01-29' }),
];
