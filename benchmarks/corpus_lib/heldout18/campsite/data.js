// Seed data for the bookings desk of Larchfield Farm Campsite (summer 2026).

export const PITCH_TYPES = {
  H: { name: 'Hardstanding', note: 'caravans & motorhomes' },
  T: { name: 'Grass', note: 'tents & trailer tents' },
  F: { name: 'Family field', note: 'large grass pitch' },
  P: { name: 'Pod', note: 'glamping pod, no dogs' },
};

const pitch = (id, rate, max, electric, extra = {}) => ({ id, type: id[0], rate, max, electric, outOfUse: null, ...extra });

export const SEED_PITCHES = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(n => pitch(`H${n}`, 28, 6, true)),
  ...[1, 2, 3, 4].map(n => pitch(`T${n}`, 18, 6, false)),
  ...[5, 6, 7, 8].map(n => pitch(`T${n}`, 23, 6, true)),
  ...[1, 2, 3, 4].map(n => pitch(`F${n}`, 26, 8, true)),
  pitch('P1', 55, 4, true, { dogs: false }),
  pitch('P2', 55, 4, true, { dogs: false }),
];

export const EXTRA_PERSON = 5; // per night, for each person over two
export const DOG = 3; // per dog per night

const B = (ref, guest, phone, pitchId, arrive, nights, adults, children, dogs, status, paid, reg = '') =>
  ({ ref, guest, phone, email: '', pitch: pitchId, arrive, nights, adults, children, dogs, status, paid, reg, notes: '', payments: [] });

// status: booked (not yet here) · arrived (on site) · departed · cancelled; `paid` in pounds
export const SEED_BOOKINGS = [
  B('LF-26071', 'Tom Barker', '07700 900101', 'T2', '2026-07-03', 4, 2, 0, 0, 'departed', 72, 'LS68 TBK'),
  B('LF-26074', 'Sian Pugh', '07700 900113', 'H2', '2026-07-05', 3, 2, 0, 0, 'departed', 84, 'CF17 SPU'),
  B('LF-26080', 'Gareth Lewis', '07700 900125', 'H1', '2026-07-07', 3, 2, 0, 0, 'arrived', 84, 'CU66 GLW'),
  B('LF-26085', 'Fiona Campbell', '07700 900137', 'T7', '2026-07-07', 3, 2, 1, 0, 'arrived', 84, 'SN19 FCA'),
  B('LF-26088', 'Peter Ward', '07700 900149', 'H3', '2026-07-08', 2, 2, 0, 1, 'arrived', 62, 'YD15 PWD'),
  B('LF-26090', 'Chloe Baxter', '07700 900151', 'T4', '2026-07-08', 3, 2, 2, 0, 'arrived', 84, 'MA20 CBX'),
  B('LF-26093', 'Graham Holt', '07700 900163', 'H8', '2026-07-06', 7, 2, 0, 2, 'arrived', 238, 'BD64 GHT'),
  B('LF-26095', 'Zoe Bennett', '07700 900175', 'P2', '2026-07-08', 3, 2, 0, 0, 'arrived', 165, 'KN21 ZBE'),
  B('LF-26096', 'Oliver Reid', '07700 900187', 'H6', '2026-07-08', 4, 2, 1, 1, 'arrived', 144, 'NX70 ORD'),
  B('LF-26098', 'Julia Fenn', '07700 900199', 'H4', '2026-07-09', 4, 2, 0, 0, 'arrived', 112, 'WP18 JFN'),
  B('LF-26099', 'Aled Rees', '07700 900202', 'T1', '2026-07-09', 2, 1, 0, 0, 'arrived', 36, 'CA69 ARS'),
  B('LF-26101', 'Mark Henderson', '07700 900214', 'F2', '2026-07-09', 5, 2, 4, 1, 'arrived', 245, 'EH22 MHN'),
  B('LF-26102', 'Megan Lloyd', '07700 900226', 'T2', '2026-07-10', 2, 2, 0, 0, 'booked', 20),
  B('LF-26104', 'Raj Mehta', '07700 900238', 'H5', '2026-07-10', 3, 2, 2, 0, 'booked', 114),
  B('LF-26105', 'Claire Dobson', '07700 900240', 'F1', '2026-07-10', 4, 2, 3, 1, 'booked', 20),
  B('LF-26107', "Liam O'Connor", '07700 900252', 'T5', '2026-07-10', 2, 2, 0, 0, 'booked', 46),
  B('LF-26109', 'Hannah Price', '07700 900264', 'P1', '2026-07-10', 2, 2, 0, 0, 'booked', 110),
  B('LF-26110', 'Dylan Evans', '07700 900276', 'H7', '2026-07-10', 7, 2, 0, 0, 'booked', 196),
  B('LF-26112', 'Sam Whitfield', '07700 900288', 'T3', '2026-07-13', 3, 2, 1, 0, 'booked', 20),
  B('LF-26113', 'Kate Morris', '07700 900291', 'F3', '2026-07-11', 2, 2, 2, 0, 'cancelled', 0),
  B('LF-26115', 'Nina Kaur', '07700 900303', 'H2', '2026-07-20', 5, 2, 0, 0, 'booked', 20),
  B('LF-26116', 'Ruth Allan', '07700 900315', 'H3', '2026-07-12', 2, 2, 0, 0, 'booked', 56),
  B('LF-26118', 'Kwame Owusu', '07700 900327', 'T6', '2026-07-24', 5, 2, 2, 0, 'booked', 40),
  B('LF-26119', 'George Tait', '07700 900339', 'T1', '2026-07-17', 3, 2, 0, 1, 'booked', 20),
  B('LF-26121', 'Rachel Amos', '07700 900341', 'F3', '2026-07-18', 2, 2, 3, 0, 'booked', 20),
  B('LF-26123', 'Priya Shah', '07700 900353', 'P2', '2026-07-21', 3, 2, 0, 0, 'booked', 165),
  B('LF-26125', 'Marta Nowak', '07700 900365', 'H6', '2026-07-16', 4, 2, 0, 0, 'booked', 20),
  B('LF-26127', 'Duncan Fraser', '07700 900377', 'F4', '2026-07-17', 7, 2, 2, 2, 'booked', 50),
  B('LF-26128', 'Emma Clarke', '07700 900389', 'H1', '2026-07-25', 7, 2, 1, 0, 'booked', 20),
  B('LF-26130', 'Ian Moffat', '07700 900392', 'T8', '2026-07-18', 2, 1, 0, 0, 'booked', 46),
  B('LF-26131', 'Callum Ross', '07700 900404', 'T5', '2026-07-31', 2, 2, 0, 0, 'booked', 20),
];
