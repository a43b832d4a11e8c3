// Seed data for the order book: the price list and the orders on the book on the morning of Tue 8 Dec 2026.
// Prices and payments are kept in pence.

export const TODAY = '2026-12-08';

export const SLOTS = [
  { id: 'am', label: '7–10am' },
  { id: 'mid', label: '10am–1pm' },
  { id: 'pm', label: '1–4pm' },
];

export const CATEGORIES = ['Bread', 'Pastries', 'Savoury', 'Cakes', 'Christmas'];

// notice: days' notice the bakers need; cake: takes an inscription
export const PRODUCTS = [
  { id: 'p1', name: 'White sourdough', cat: 'Bread', price: 420, notice: 0 },
  { id: 'p2', name: 'Seeded rye', cat: 'Bread', price: 450, notice: 0 },
  { id: 'p3', name: 'Farmhouse bloomer', cat: 'Bread', price: 340, notice: 0 },
  { id: 'p4', name: 'Baguette', cat: 'Bread', price: 220, notice: 0 },
  { id: 'p5', name: 'Gluten-free loaf', cat: 'Bread', price: 520, notice: 1 },
  { id: 'p6', name: 'Brioche loaf', cat: 'Bread', price: 480, notice: 0 },
  { id: 'p7', name: 'Butter croissant', cat: 'Pastries', price: 190, notice: 0 },
  { id: 'p8', name: 'Pain au chocolat', cat: 'Pastries', price: 210, notice: 0 },
  { id: 'p9', name: 'Cinnamon bun', cat: 'Pastries', price: 260, notice: 0 },
  { id: 'p10', name: 'Sausage roll', cat: 'Savoury', price: 280, notice: 0 },
  { id: 'p11', name: 'Rosemary focaccia', cat: 'Savoury', price: 400, notice: 0 },
  { id: 'p12', name: 'Cheese & onion pasty', cat: 'Savoury', price: 360, notice: 0 },
  { id: 'p18', name: 'Celebration sponge, 8 inch', cat: 'Cakes', price: 3000, notice: 3, cake: true },
  { id: 'p19', name: 'Lemon drizzle loaf', cat: 'Cakes', price: 850, notice: 0 },
  { id: 'p20', name: 'Carrot cake, 8 inch', cat: 'Cakes', price: 2600, notice: 3, cake: true },
  { id: 'p13', name: 'Mince pies, box of 6', cat: 'Christmas', price: 750, notice: 0 },
  { id: 'p14', name: 'Stollen', cat: 'Christmas', price: 1200, notice: 0 },
  { id: 'p15', name: 'Yule log', cat: 'Christmas', price: 2200, notice: 2 },
  { id: 'p16', name: 'Christmas cake, 6 inch', cat: 'Christmas', price: 2800, notice: 3, cake: true },
  { id: 'p17', name: 'Christmas cake, 8 inch', cat: 'Christmas', price: 3800, notice: 3, cake: true },
];

const pay = (date, amount, method, note = '') => ({ date, amount, method, note });

// items: [productId, quantity]
export const ORDERS = [
  { ref: 'HB-2095', customer: 'Lucy Ward', phone: '07700 900104', collect: '2026-12-04', slot: 'am', items: [['p1', 1], ['p9', 4]], payments: [pay('2026-12-04', 1460, 'card')], status: 'collected' },
  { ref: 'HB-2097', customer: 'Dev Patel', phone: '07700 900287', collect: '2026-12-05', slot: 'mid', items: [['p13', 2]], payments: [pay('2026-12-05', 1500, 'cash')], status: 'collected' },
  { ref: 'HB-2098', customer: 'Tom Price', phone: '07700 900871', collect: '2026-12-19', slot: 'am', items: [['p14', 1]], payments: [], status: 'open' },
  { ref: 'HB-2099', customer: 'Henry Ross', phone: '07700 900391', collect: '2026-12-05', slot: 'pm', items: [['p15', 1]], payments: [], status: 'cancelled', reason: 'Customer cancelled' },
  { ref: 'HB-2100', customer: 'Amy Fox', phone: '07700 900932', collect: '2026-12-07', slot: 'am', items: [['p6', 1], ['p7', 6]], payments: [pay('2026-12-07', 1620, 'card')], status: 'collected' },
  { ref: 'HB-2101', customer: 'Sarah Lewis', phone: '07700 900150', collect: '2026-12-08', slot: 'am', items: [['p1', 1], ['p7', 4]], payments: [pay('2026-12-08', 1180, 'card')], status: 'collected' },
  { ref: 'HB-2102', customer: 'Priya Shah', phone: '07700 900626', collect: '2026-12-08', slot: 'am', items: [['p13', 2]], payments: [pay('2026-12-08', 1500, 'card')], status: 'collected' },
  { ref: 'HB-2103', customer: 'Amelia Clarke', phone: '07700 900244', collect: '2026-12-08', slot: 'mid', items: [['p2', 2], ['p10', 6]], payments: [], status: 'ready' },
  { ref: 'HB-2104', customer: 'Tom Price', phone: '07700 900871', collect: '2026-12-08', slot: 'mid', items: [['p17', 1]], payments: [pay('2026-12-01', 1000, 'card', 'Deposit')], status: 'ready' },
  { ref: 'HB-2106', customer: 'Daniel Hughes', phone: '07700 900513', collect: '2026-12-08', slot: 'pm', items: [['p18', 1]], payments: [pay('2026-12-03', 1000, 'cash', 'Deposit')], status: 'ready', inscription: 'Happy Birthday Ellie' },
  { ref: 'HB-2108', customer: 'Margaret Doyle', phone: '07700 900778', collect: '2026-12-08', slot: 'am', items: [['p14', 1]], payments: [], status: 'ready' },
  { ref: 'HB-2111', customer: 'Ken Adeyemi', phone: '07700 900339', collect: '2026-12-08', slot: 'pm', items: [['p4', 3], ['p11', 1]], payments: [], status: 'open' },
  { ref: 'HB-2113', customer: 'Oliver Bennett', phone: '07700 900462', collect: '2026-12-09', slot: 'am', items: [['p1', 2]], payments: [], status: 'open' },
  { ref: 'HB-2114', customer: 'Fatima Malik', phone: '07700 900715', collect: '2026-12-09', slot: 'mid', items: [['p13', 1], ['p14', 1]], payments: [], status: 'open' },
  { ref: 'HB-2115', customer: 'Harriet Cole', phone: '07700 900198', collect: '2026-12-10', slot: 'am', items: [['p9', 6]], payments: [], status: 'open' },
  { ref: 'HB-2116', customer: 'George Whitaker', phone: '07700 900604', collect: '2026-12-10', slot: 'pm', items: [['p16', 1]], payments: [pay('2026-12-02', 1000, 'card', 'Deposit')], status: 'open' },
  { ref: 'HB-2117', customer: 'Nina Kowalczyk', phone: '07700 900357', collect: '2026-12-11', slot: 'am', items: [['p2', 1], ['p6', 1]], payments: [], status: 'open' },
  { ref: 'HB-2118', customer: 'Brian Fletcher', phone: '07700 900820', collect: '2026-12-11', slot: 'mid', items: [['p20', 1]], payments: [pay('2026-12-04', 1000, 'cash', 'Deposit')], status: 'open', inscription: 'Happy Retirement Sue' },
  { ref: 'HB-2119', customer: 'Chloe Adams', phone: '07700 900276', collect: '2026-12-11', slot: 'pm', items: [['p10', 12]], payments: [], status: 'open' },
  { ref: 'HB-2120', customer: 'Ruth Simmons', phone: '07700 900543', collect: '2026-12-12', slot: 'am', items: [['p17', 1], ['p13', 2]], payments: [pay('2026-12-01', 2000, 'card', 'Deposit')], status: 'open' },
  { ref: 'HB-2121', customer: 'Ian MacLeod', phone: '07700 900689', collect: '2026-12-12', slot: 'am', items: [['p15', 1]], payments: [], status: 'open' },
  { ref: 'HB-2122', customer: 'Sophie Turner', phone: '07700 900412', collect: '2026-12-12', slot: 'mid', items: [['p7', 8], ['p8', 8]], payments: [], status: 'open' },
  { ref: 'HB-2123', customer: 'Peter Quinn', phone: '07700 900955', collect: '2026-12-14', slot: 'mid', items: [['p11', 2], ['p12', 4]], payments: [], status: 'open' },
  { ref: 'HB-2124', customer: 'Laura Hendry', phone: '07700 900168', collect: '2026-12-15', slot: 'am', items: [['p5', 2]], payments: [], status: 'open' },
  { ref: 'HB-2125', customer: 'Marcus Reid', phone: '07700 900731', collect: '2026-12-17', slot: 'pm', items: [['p18', 1]], payments: [pay('2026-12-06', 1000, 'card', 'Deposit')], status: 'open', inscription: 'Congratulations Ana' },
  { ref: 'HB-2126', customer: 'Elaine Ford', phone: '07700 900224', collect: '2026-12-18', slot: 'am', items: [['p13', 4]], payments: [pay('2026-12-07', 3000, 'card')], status: 'open' },
  { ref: 'HB-2127', customer: 'Joseph Nwosu', phone: '07700 900586', collect: '2026-12-19', slot: 'am', items: [['p17', 1]], payments: [pay('2026-12-05', 1000, 'cash', 'Deposit')], status: 'open' },
  { ref: 'HB-2128', customer: 'Wendy Carr', phone: '07700 900309', collect: '2026-12-19', slot: 'mid', items: [['p14', 2]], payments: [], status: 'open' },
  { ref: 'HB-2129', customer: 'Alan Brooks', phone: '07700 900647', collect: '2026-12-23', slot: 'am', items: [['p16', 1], ['p1', 2]], payments: [pay('2026-12-06', 1000, 'card', 'Deposit')], status: 'open' },
  { ref: 'HB-2130', customer: 'Jean Morris', phone: '07700 900493', collect: '2026-12-24', slot: 'am', items: [['p17', 1], ['p14', 1], ['p13', 2]], payments: [pay('2026-12-03', 2000, 'card', 'Deposit')], status: 'open' },
  { ref: 'HB-2131', customer: 'Sam Patel', phone: '07700 900858', collect: '2026-12-24', slot: 'mid', items: [['p15', 1], ['p7', 6]], payments: [], status: 'open' },
];
