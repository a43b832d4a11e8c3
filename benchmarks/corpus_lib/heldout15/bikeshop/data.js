// Seed data for the Spokes & Sprockets workshop board (copied into localStorage on first use).

export const TODAY = '2026-05-22'; // Friday
export const NOW = '11:30';
export const CLUB_DISCOUNT = 0.1; // members of Riverside Wheelers get 10% off

export const MECHANICS = [
  { id: 'dev', name: 'Devinder Rai' },
  { id: 'jo', name: 'Jo Whitaker' },
  { id: 'sam', name: 'Sam Oduya' },
];

export const SERVICES = [
  { id: 'puncture', name: 'Puncture repair', price: 12 },
  { id: 'basic', name: 'Basic service', price: 45 },
  { id: 'full', name: 'Full service', price: 95 },
  { id: 'brakes', name: 'Brake bleed', price: 30 },
  { id: 'wheel', name: 'Wheel true', price: 18 },
  { id: 'gears', name: 'Gear tune', price: 25 },
  { id: 'ebike', name: 'E-bike check', price: 60 },
];

export const STATUSES = [
  { id: 'booked', label: 'Booked in' },
  { id: 'in-progress', label: 'In progress' },
  { id: 'waiting-parts', label: 'Waiting for parts' },
  { id: 'ready', label: 'Ready for collection' },
  { id: 'collected', label: 'Collected' },
];

// ------------------------------------------------------------------------------------ parts catalogue
function catalogue() {
  const parts = [];
  const add = (sku, name, price, stock) => parts.push({ sku, name, price, stock });
  for (const [size, price] of [['700×23c', 5.5], ['700×25c', 6.5], ['700×28c', 6.5], ['700×32c', 7], ['700×38c', 7.5],
    ['26×1.95', 6], ['27.5×2.2', 7.5], ['29×2.3', 8], ['20×1.75', 5.5], ['16×1.75', 5]]) {
    for (const valve of ['Presta', 'Schrader']) {
      add(`TU-${size.replace(/[^0-9]/g, '')}${valve[0]}`, `Inner tube ${size} ${valve}`, price, valve === 'Presta' && size === '700×25c' ? 14 : 6 + (size.length % 5));
    }
  }
  const tyres = [['Continental GP5000 700×25c', 54.99], ['Continental GP5000 700×28c', 54.99], ['Schwalbe Marathon Plus 700×35c', 39.99],
    ['Schwalbe Marathon 700×38c', 29.99], ['Schwalbe One 700×25c', 44.99], ['Vittoria Rubino 700×25c', 24.99], ['Vittoria Zaffiro 700×28c', 19.99],
    ['Panaracer GravelKing 700×38c', 42.99], ['Maxxis Minion DHF 29×2.5', 49.99], ['Maxxis Ardent 27.5×2.25', 39.99],
    ['Schwalbe Big Apple 26×2.15', 34.99], ['Michelin Power Cup 700×28c', 59.99], ['Hutchinson Fusion 5 700×25c', 44.99],
    ['Kenda Kwest 26×1.5', 14.99], ['Schwalbe Kojak 20×1.35', 27.99]];
  tyres.forEach(([n, p], i) => add(`TY-${String(i + 1).padStart(3, '0')}`, `Tyre ${n}`, p, 2 + (i % 4)));
  for (const [sp, p] of [['8-speed', 12.99], ['9-speed', 16.99], ['10-speed', 24.99], ['11-speed', 29.99], ['12-speed', 44.99]]) {
    add(`CH-KMC${sp.slice(0, -6)}`, `Chain KMC X${sp.slice(0, -6)} ${sp}`, p, 5);
    add(`CH-SH${sp.slice(0, -6)}`, `Chain Shimano ${sp}`, p + 3, 3);
  }
  for (const [n, p] of [['8-speed 11-32', 19.99], ['9-speed 11-34', 24.99], ['10-speed 11-36', 39.99], ['11-speed 11-32', 54.99],
    ['11-speed 11-34', 54.99], ['12-speed 10-51', 119.99]]) add(`CS-${n.replace(/[^0-9]/g, '')}`, `Cassette Shimano ${n}`, p, 2);
  const pads = [['Shimano B01S resin (disc)', 8.99], ['Shimano L03A resin (disc)', 14.99], ['SRAM Level organic (disc)', 15.99],
    ['Clarks road caliper pads', 7.99], ['Kool-Stop Salmon road pads', 12.99], ['Shimano R55C4 road pads', 11.99],
    ['Clarks V-brake pads', 5.99], ['Jagwire V-brake pads', 6.99], ['SwissStop Flash Pro', 19.99], ['Magura 9.C disc pads', 17.99]];
  pads.forEach(([n, p], i) => add(`BP-${String(i + 1).padStart(3, '0')}`, `Brake pads ${n}`, p, 4 + (i % 3)));
  const cables = [['Brake cable inner (road)', 4.5], ['Brake cable inner (MTB)', 4.5], ['Gear cable inner', 3.99],
    ['Brake outer housing (per metre)', 5.99], ['Gear outer housing (per metre)', 6.99], ['Cable end caps (pack)', 1.5],
    ['Jagwire Pro gear cable kit', 29.99], ['Jagwire road brake cable kit', 24.99]];
  cables.forEach(([n, p], i) => add(`CB-${String(i + 1).padStart(3, '0')}`, n, p, 10 + i));
  const misc = [['Bar tape Fizik Vento black', 24.99], ['Bar tape Lizard Skins 2.5mm', 34.99], ['Grips ODI Ruffian', 19.99],
    ['Grips Ergon GP1', 29.99], ['Bottom bracket Shimano BB-UN300', 22.99], ['Bottom bracket Hope BSA', 69.99],
    ['Pedals Shimano PD-M520', 34.99], ['Pedals flat nylon', 14.99], ['Headset bearings (pair)', 18.99],
    ['Rim tape 700c 18mm', 4.99], ['Tubeless sealant 125 ml', 9.99], ['Tubeless valves (pair)', 14.99],
    ['Spoke 2.0mm (any length)', 1.2], ['Spoke nipple brass', 0.4], ['Chain quick link 10-speed', 4.99],
    ['Chain quick link 11-speed', 5.99], ['Jockey wheels (pair)', 12.99], ['Rear mech hanger (universal)', 19.99],
    ['Derailleur Shimano Altus rear', 27.99], ['Derailleur Shimano Deore rear', 54.99], ['Mudguards SKS Bluemels 700c', 32.99],
    ['Kickstand alloy', 14.99], ['Bell brass', 7.99], ['Light set USB rechargeable', 24.99], ['Saddle Selle Royal comfort', 29.99],
    ['Seat post clamp 31.8', 6.99], ['Bottle cage alloy', 6.99], ['Disc rotor 160mm', 19.99], ['Disc rotor 180mm', 22.99],
    ['Freewheel 7-speed 14-28', 14.99], ['Chainring 34T 110BCD', 24.99], ['Chainring 50T 110BCD', 34.99],
    ['Crank bolts (set)', 9.99], ['Wheel bearings cartridge 6001', 6.99], ['Hydraulic hose (per metre)', 9.99],
    ['Mineral oil 100 ml', 8.99], ['DOT 5.1 fluid 250 ml', 9.99], ['Grease tub 100 g', 7.99], ['Chain lube wet 100 ml', 6.99],
    ['Chain lube dry 100 ml', 6.99], ['Degreaser 500 ml', 8.99], ['Puncture repair kit', 3.99], ['Valve core Presta (pair)', 3.5]];
  misc.forEach(([n, p], i) => add(`MS-${String(i + 1).padStart(3, '0')}`, n, p, 1 + (i % 6)));
  return parts;
}
export const PARTS = catalogue();

// [id, name, phone, club member] (C-17 was erased at the customer's request)
const C = [
  ['C-01', 'Ruth Baines', '07700 900201', true], ['C-02', 'Tom Baxter', '07700 900202', false],
  ['C-03', 'Neil Ferreira', '07700 900203', false], ['C-04', 'Priya Nair', '07700 900204', true],
  ['C-05', 'Owen Talbot', '07700 900205', false], ['C-06', 'Greta Holm', '07700 900206', true],
  ['C-07', 'Dami Adeleke', '07700 900207', false], ['C-08', 'Steve Pritchard', '07700 900208', false],
  ['C-09', 'Hannah Quigley', '07700 900209', true], ['C-10', 'Luca Bianchi', '07700 900210', false],
  ['C-11', 'Jess Moreau', '07700 900211', false], ['C-12', 'Grace Obi', '07700 900212', false],
  ['C-13', 'Martin Fry', '07700 900213', true], ['C-14', 'Yasmin Said', '07700 900214', false],
  ['C-15', 'Ollie Brennan', '07700 900215', false], ['C-16', 'Kirsty Lamb', '07700 900216', true],
  ['C-18', 'Ben Achebe', '07700 900218', false], ['C-19', 'Fran Whitlock', '07700 900219', false],
  ['C-20', 'Raj Malhotra', '07700 900220', true], ['C-21', 'Sophie Kerr', '07700 900221', false],
  ['C-22', 'Dan Hughes', '07700 900222', false], ['C-23', 'Ewa Zielinska', '07700 900223', true],
  ['C-24', 'Marcus Webb', '07700 900224', false], ['C-25', 'Ali Rahman', '07700 900225', false],
  ['C-26', 'Chloe Ashdown', '07700 900226', false], ['C-27', 'Ian McBride', '07700 900227', true],
  ['C-28', 'Nadia Petrova', '07700 900228', false], ['C-29', 'Gus Fairley', '07700 900229', false],
  ['C-30', 'Leah Conway', '07700 900230', false], ['C-31', 'Zoe Hartley', '07700 900231', true],
];

// [id, customer, bike, service, mechanic, status, booked in, promised, parts [[sku, qty]], notes]
const J = [
  ['J-1041', 'C-05', 'Trek FX 2, black', 'basic', 'dev', 'collected', '2026-05-12', '2026-05-15', [['CB-001', 1]], ''],
  ['J-1042', 'C-08', 'Brompton M6L, red', 'gears', 'jo', 'collected', '2026-05-13', '2026-05-15', [], ''],
  ['J-1043', 'C-14', 'Specialized Allez, white', 'full', 'sam', 'collected', '2026-05-13', '2026-05-18', [['TY-005', 2], ['CH-KMC10', 1]], ''],
  ['J-1044', 'C-19', 'Carrera Vengeance, blue', 'puncture', 'dev', 'collected', '2026-05-15', '2026-05-15', [['TU-27522S', 1]], ''],
  ['J-1045', 'C-21', 'Dawes Galaxy, green', 'full', 'jo', 'collected', '2026-05-15', '2026-05-20', [['CH-SH9', 1], ['CS-91134', 1]], ''],
  ['J-1046', 'C-24', 'Cube Attention, grey', 'brakes', 'sam', 'collected', '2026-05-18', '2026-05-20', [['BP-002', 2]], ''],
  ['J-1047', 'C-28', 'Raleigh Motus e-bike, silver', 'ebike', 'dev', 'collected', '2026-05-18', '2026-05-21', [], ''],
  ['J-1048', 'C-10', 'Bianchi Via Nirone, celeste', 'basic', 'jo', 'collected', '2026-05-19', '2026-05-21', [], 'Collected this morning'],
  ['J-1049', 'C-02', 'Marin Muirwoods, orange', 'wheel', 'sam', 'ready', '2026-05-19', '2026-05-22', [['MS-013', 1]], 'Rear wheel trued, one spoke replaced'],
  ['J-1050', 'C-29', 'Ridgeback Speed, blue', 'puncture', 'dev', 'collected', '2026-05-20', '2026-05-20', [['TU-70032P', 1]], 'Collected this morning'],
  ['J-1051', 'C-11', 'Genesis Croix de Fer, red', 'full', 'jo', 'ready', '2026-05-18', '2026-05-21', [['CH-SH10', 1], ['BP-004', 1]], ''],
  ['J-1052', 'C-01', 'Cannondale Synapse, black', 'full', 'sam', 'ready', '2026-05-18', '2026-05-22', [['TY-001', 1]], 'New front tyre fitted'],
  ['J-1053', 'C-15', 'Voodoo Bizango, green', 'brakes', 'dev', 'ready', '2026-05-19', '2026-05-22', [['BP-003', 1]], ''],
  ['J-1054', 'C-26', 'Pashley Britannia, cream', 'basic', 'jo', 'in-progress', '2026-05-19', '2026-05-21', [], 'Squeaky rear brake'],
  ['J-1055', 'C-07', 'Boardman SLR 8.9, white', 'basic', 'sam', 'in-progress', '2026-05-20', '2026-05-22', [['CH-KMC10', 1], ['CB-001', 1]], 'Chain worn past 0.75'],
  ['J-1056', 'C-23', 'Orbea Vector, teal', 'gears', 'dev', 'ready', '2026-05-20', '2026-05-22', [], ''],
  ['J-1057', 'C-30', 'Tern Link D8, yellow', 'full', 'jo', 'waiting-parts', '2026-05-14', '2026-05-19', [['CH-SH8', 1]], 'Rear hub on order'],
  ['J-1058', 'C-09', 'Giant Escape 3, grey', 'puncture', 'sam', 'in-progress', '2026-05-21', '2026-05-22', [], 'Both tubes perished'],
  ['J-1059', 'C-20', 'Kona Dew, olive', 'basic', 'dev', 'waiting-parts', '2026-05-15', '2026-05-20', [], 'Bottom bracket on order'],
  ['J-1060', 'C-13', 'Surly Long Haul Trucker, blue', 'full', 'jo', 'in-progress', '2026-05-20', '2026-05-23', [['CB-007', 1]], ''],
  ['J-1061', 'C-04', 'Specialized Sirrus, black', 'gears', 'sam', 'in-progress', '2026-05-21', '2026-05-22', [], 'Front mech rubbing'],
  ['J-1062', 'C-25', 'Claud Butler Explorer, silver', 'basic', 'dev', 'in-progress', '2026-05-21', '2026-05-26', [], ''],
  ['J-1063', 'C-16', 'Whyte Stirling, grey', 'brakes', 'jo', 'waiting-parts', '2026-05-18', '2026-05-21', [], 'Hose and olives on order, due Friday'],
  ['J-1064', 'C-27', 'Cotic SolarisMax, orange', 'full', 'sam', 'booked', '2026-05-21', '2026-05-26', [], ''],
  ['J-1065', 'C-18', 'Raleigh Chopper, yellow', 'wheel', 'dev', 'booked', '2026-05-21', '2026-05-26', [], 'Vintage: take care'],
  ['J-1066', 'C-03', 'Trek Domane AL 2, red', 'full', 'jo', 'in-progress', '2026-05-21', '2026-05-25', [], 'Rear pads nearly gone'],
  ['J-1067', 'C-06', 'Gazelle Orange C7, blue', 'ebike', 'sam', 'booked', '2026-05-21', '2026-05-27', [], ''],
  ['J-1068', 'C-12', 'Islabikes Beinn 20, purple', 'puncture', 'dev', 'booked', '2026-05-21', '2026-05-23', [], 'Child\'s bike'],
  ['J-1069', 'C-22', 'Planet X London Road, black', 'gears', 'jo', 'booked', '2026-05-22', '2026-05-27', [], ''],
  ['J-1070', 'C-31', 'Ribble CGR AL, white', 'full', 'sam', 'booked', '2026-05-22', '2026-05-26', [], 'Wants tubeless conversion quote'],
  ['J-1071', 'C-08', 'Brompton M6L, red', 'brakes', 'dev', 'booked', '2026-05-22', '2026-05-28', [], ''],
  ['J-1072', 'C-21', 'Dawes Galaxy, green', 'wheel', 'jo', 'waiting-parts', '2026-05-19', '2026-05-22', [], 'Rim on order'],
  ['J-1073', 'C-14', 'Specialized Allez, white', 'puncture', 'sam', 'booked', '2026-05-22', '2026-05-23', [], ''],
  ['J-1074', 'C-05', 'Trek FX 2, black', 'brakes', 'dev', 'in-progress', '2026-05-20', '2026-05-21', [], ''],
  ['J-1075', 'C-24', 'Cube Attention, grey', 'basic', 'jo', 'booked', '2026-05-22', '2026-05-28', [], ''],
  ['J-1076', 'C-28', 'Raleigh Motus e-bike, silver', 'gears', 'sam', 'booked', '2026-05-22', '2026-05-29', [], ''],
  ['J-1077', 'C-10', 'Bianchi Via Nirone, celeste', 'puncture', 'dev', 'booked', '2026-05-22', '2026-05-25', [], ''],
  ['J-1078', 'C-19', 'Carrera Vengeance, blue', 'full', 'jo', 'booked', '2026-05-22', '2026-05-29', [], ''],
];

export function seed() {
  const customers = C.map(([id, name, phone, club]) => ({ id, name, phone, club }));
  const jobs = J.map(([id, customer, bike, service, mechanic, status, bookedIn, promised, parts, notes]) => {
    const s = SERVICES.find(x => x.id === service);
    return {
      id, customer, bike, service: s.name, labour: s.price, mechanic, status, bookedIn, promised, notes,
      parts: parts.map(([sku, qty]) => { const p = PARTS.find(x => x.sku === sku); return { sku, name: p.name, price: p.price, qty }; }),
    };
  });
  // payments taken so far today
  const payments = [
    { job: 'J-1048', amount: 45, method: 'Card', time: '09:12', date: TODAY },
    { job: 'J-1050', amount: 19, method: 'Cash', time: '10:47', date: TODAY },
  ];
  const texts = [
    { job: 'J-1053', to: 'Ollie Brennan', phone: '07700 900215', time: '10:05', body: 'Hi Ollie, your bike is ready to collect from Spokes & Sprockets. Total to pay: £45.99. We are open until 17:30.' },
    { job: 'J-1056', to: 'Ewa Zielinska', phone: '07700 900223', time: '10:40', body: 'Hi Ewa, your bike is ready to collect from Spokes & Sprockets. Total to pay: £25.00. We are open until 17:30.' },
  ];
  return { customers, jobs, payments, texts, nextJob: 1079 };
}
