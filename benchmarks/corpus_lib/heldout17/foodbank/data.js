// Seed data for the Eastgate Community Food Bank distribution desk. "Today" is pinned to the Tuesday morning
// session of 10 November 2026 (10:00-13:00); the clock starts at 10:15.
export const TODAY = '2026-11-10';
export const VISIT_LIMIT = 3; // parcels in six months before the referral agency must speak to the manager

export const AGENCIES = ['Citizens Advice Eastgate', "St Luke's GP surgery", 'Eastgate Jobcentre', 'Hillside School',
  'Housing Support Team', 'Food bank (emergency)'];
export const DIETS = ['Vegetarian', 'Halal', 'No pork', 'Gluten free', 'Diabetic', 'Baby items'];
export const DONORS = ["St Mark's Primary School", 'Tesco Eastgate (community champion)', 'Eastgate Rotary Club',
  "St Luke's Church", 'Hillside Allotments', 'Anonymous'];

// lead name | adults | children | postcode | diets | pet | visits
const HOUSEHOLDS = `
Sarah Hughes|2|2|EG1 4RB|||2026-08-18
Nasreen Begum|2|3|EG2 9LD|Halal||2026-09-29
Agnieszka Kowalski|1|2|EG4 7TN|||2026-10-20
Kevin Dunn|1|0|EG3 2PA||cat|2026-07-07
Kwame Osei|2|1|EG1 8HQ|||2025-11-25,2025-12-22,2026-01-19,2026-08-11,2026-10-06
Jane Reid|1|2|EG2 3NS|Vegetarian||2026-06-02
Tomasz Novak|2|1|EG5 1AW|||2026-09-15
Grace Ansah|1|1|EG3 6BX|||
Lena Fischer|1|0|EG1 2ZT|Vegetarian||2026-10-27
Mohammed Rahman|2|4|EG2 9LE|Halal||2026-10-13,2026-08-04
Paul Whitmore|1|0|EG5 3QP|Diabetic|dog|2026-09-01
Chantelle Brown|1|3|EG4 7TJ|||2026-10-06
Darius Ahmadi|2|0|EG2 1MM|Halal||
Emma Clarke|2|2|EG3 8RR|Gluten free||2026-07-21
Oleksandr Bondar|2|2|EG1 5KS|||2026-10-27,2026-09-22
Margaret Doyle|1|0|EG5 9DH|||2026-08-25
Ayo Bakare|2|3|EG4 2WW|||2026-05-19
Stacey Lloyd|1|1|EG3 3GT|Baby items||2026-10-20
Hamid Karimi|1|0|EG2 7PQ|Halal||
Rosa Martins|2|1|EG1 9JN|Vegetarian|cat|2026-09-08
Liam Gallagher|1|0|EG5 2BB||dog|2026-10-13
Fatima Yusuf|1|2|EG2 4CE|Halal, Baby items||2026-10-27
Dean Parry|2|0|EG4 1LL|||2026-06-30
Hui Min Tan|2|1|EG3 5ST|||
Joanne Walsh|1|2|EG1 6AH|No pork||2026-09-29`;

export function seedHouseholds() {
  return HOUSEHOLDS.trim().split('\n').map((line, i) => {
    const [name, adults, children, postcode, diets, pet, visits] = line.split('|');
    return {
      id: 'H-' + (201 + i), name, adults: Number(adults), children: Number(children), postcode,
      diets: diets ? diets.split(', ') : [], pet: pet || '', visits: visits ? visits.split(',') : [],
      phone: '07700 9' + String(10234 + i * 311).slice(0, 5), notes: '',
    };
  });
}

// code | household lead | agency index | issued | valid until | status
const VOUCHERS = `
EV-4772|Agnieszka Kowalski|3|2026-10-15|2026-10-29|redeemed
EV-4790|Agnieszka Kowalski|3|2026-10-22|2026-11-05|issued
EV-4815|Lena Fischer|0|2026-11-03|2026-11-17|redeemed
EV-4819|Stacey Lloyd|1|2026-11-04|2026-11-18|checked-in
EV-4821|Sarah Hughes|0|2026-11-05|2026-11-19|issued
EV-4824|Oleksandr Bondar|2|2026-11-05|2026-11-19|redeemed
EV-4827|Fatima Yusuf|1|2026-11-05|2026-11-19|redeemed
EV-4829|Kevin Dunn|4|2026-11-04|2026-11-18|issued
EV-4830|Mohammed Rahman|2|2026-11-06|2026-11-20|redeemed
EV-4833|Nasreen Begum|1|2026-11-06|2026-11-20|issued
EV-4835|Liam Gallagher|4|2026-11-06|2026-11-20|redeemed
EV-4836|Chantelle Brown|3|2026-11-06|2026-11-20|redeemed
EV-4837|Paul Whitmore|0|2026-11-09|2026-11-23|checked-in
EV-4838|Kwame Osei|2|2026-11-09|2026-11-23|issued
EV-4839|Joanne Walsh|0|2026-11-09|2026-11-23|redeemed
EV-4840|Grace Ansah|1|2026-11-09|2026-11-23|issued
EV-4841|Grace Ansah|1|2026-11-09|2026-11-23|issued
EV-4845|Agnieszka Kowalski|3|2026-11-09|2026-11-23|issued
EV-4848|Emma Clarke|0|2026-11-09|2026-11-23|issued
EV-4850|Ayo Bakare|4|2026-11-09|2026-11-23|issued`;

export function seedVouchers(households) {
  const byName = Object.fromEntries(households.map(h => [h.name, h.id]));
  return VOUCHERS.trim().split('\n').map(line => {
    const [code, name, agency, issued, until, status] = line.split('|');
    return { code, household: byName[name], agency: AGENCIES[Number(agency)], issued, until, status,
      checkedInAt: status === 'checked-in' ? (code === 'EV-4819' ? '10:02' : '10:09') : null };
  });
}

// parcels already handed out this session: voucher, time, parcel size, extras
export const HANDED_OUT = [
  ['EV-4815', '10:01', 'single', []], ['EV-4824', '10:03', 'family', ['Toiletries pack']],
  ['EV-4827', '10:05', 'family', ['Baby pack']], ['EV-4830', '10:06', 'large', []],
  ['EV-4835', '10:08', 'single', ['Pet food (dog)']], ['EV-4836', '10:11', 'family', []],
  ['EV-4839', '10:13', 'family', []],
];

export const SIZES = {
  single: 'Single (1 person)', couple: 'Couple (2 people)', family: 'Family (3–4 people)', large: 'Large family (5+)',
};

export const STOCK = [
  ['beans', 'Baked beans (tin)', 'Tins', 64, 30], ['tomatoes', 'Chopped tomatoes (tin)', 'Tins', 31, 25],
  ['soup', 'Soup (tin)', 'Tins', 40, 30], ['fish', 'Tinned fish', 'Tins', 22, 15],
  ['veg', 'Tinned vegetables', 'Tins', 35, 20], ['fruit', 'Tinned fruit', 'Tins', 18, 15],
  ['meat', 'Tinned meat (halal)', 'Tins', 12, 10], ['ricepud', 'Rice pudding (tin)', 'Tins', 20, 10],
  ['pasta', 'Pasta (500 g)', 'Dry goods', 18, 20], ['rice', 'Rice (1 kg)', 'Dry goods', 26, 15],
  ['sauce', 'Pasta sauce (jar)', 'Dry goods', 22, 15], ['cereal', 'Breakfast cereal', 'Dry goods', 15, 12],
  ['porridge', 'Porridge oats', 'Dry goods', 9, 10], ['tea', 'Tea bags (80)', 'Dry goods', 30, 10],
  ['coffee', 'Instant coffee', 'Dry goods', 12, 8], ['sugar', 'Sugar (1 kg)', 'Dry goods', 20, 10],
  ['biscuits', 'Biscuits', 'Dry goods', 25, 10], ['milk', 'UHT milk (1 litre)', 'Drinks', 40, 24],
  ['squash', 'Squash', 'Drinks', 14, 10], ['juice', 'Long-life juice', 'Drinks', 16, 10],
  ['toiletries', 'Toiletries pack', 'Toiletries', 14, 10], ['sanitary', 'Sanitary products', 'Toiletries', 20, 10],
  ['baby', 'Baby pack', 'Baby', 6, 4], ['dogfood', 'Dog food (tins)', 'Pet food', 14, 6],
  ['catfood', 'Cat food (pouches)', 'Pet food', 9, 6],
].map(([id, name, category, qty, low]) => ({ id, name, category, qty, low }));

export const CATEGORIES = ['Tins', 'Dry goods', 'Drinks', 'Toiletries', 'Baby', 'Pet food', 'Other'];

// what goes into each size of parcel (item id: quantity)
export const PARCELS = {
  single: { beans: 2, soup: 2, fish: 1, veg: 2, fruit: 1, pasta: 1, sauce: 1, cereal: 1, tea: 1, milk: 2, biscuits: 1, sugar: 1 },
  couple: { beans: 3, soup: 3, fish: 2, veg: 3, fruit: 1, pasta: 2, sauce: 1, rice: 1, cereal: 1, tea: 1, milk: 3, biscuits: 1, sugar: 1 },
  family: { beans: 4, tomatoes: 2, soup: 3, fish: 2, veg: 4, fruit: 2, pasta: 2, sauce: 2, rice: 1, cereal: 2, tea: 1, milk: 4, biscuits: 2, squash: 1, ricepud: 2 },
  large: { beans: 6, tomatoes: 3, soup: 4, fish: 3, veg: 5, fruit: 3, pasta: 3, sauce: 3, rice: 2, cereal: 3, tea: 1, milk: 6, biscuits: 2, squash: 2, ricepud: 3 },
};

export const EXTRAS = [
  { id: 'toiletries', label: 'Toiletries pack (shampoo, soap, toothpaste)', short: 'Toiletries pack' },
  { id: 'baby', label: 'Baby pack (nappies, wipes, formula)', short: 'Baby pack' },
  { id: 'pet', label: 'Pet food', short: 'Pet food' },
];

export function seedDonations() {
  return [
    { id: 'D-318', date: '2026-11-09', donor: 'Tesco Eastgate (community champion)', lines: [['milk', 24], ['cereal', 10]] },
    { id: 'D-319', date: '2026-11-09', donor: 'Anonymous', lines: [['toiletries', 6]] },
    { id: 'D-320', date: '2026-11-10', donor: "St Luke's Church", lines: [['beans', 30], ['soup', 20], ['tea', 12]] },
  ];
}
