// Seed data of the trips office on Tuesday 3 March 2026: the term's trips, the pupils on each, their slips,
// payments (in pence), medical notes, groups and the adults going.

export const TODAY = '2026-03-03';

// "First Last|class|flags|consent|payments|allergies"
//   flags: p = pupil premium (the school pays half), w = withdrawn before the slip came back;
//   consent: g given, a awaiting, r refused;
//   payments: amount@yyyy-mm-dd@method, separated by "+"
const MUSEUM = `
Amira Ahmed|4A||g|1400@2026-02-10@ParentPay|
Oliver Barnes|4A||g|1400@2026-02-11@ParentPay|
Lily Chapman|4A||a||
Jack Dixon|4A||g|1400@2026-02-12@Cash|
Sofia Evans|4A||g|1400@2026-02-10@ParentPay|Dairy (milk and cheese)
Harry Foster|4A||g|1400@2026-02-16@ParentPay|
Mia Green|4A||g||
Isaac Holt|4A||g|1400@2026-02-13@Cheque|
Zara Iqbal|4A|p|a||
Theo Jenkins|4A|p|g|700@2026-02-18@Cash|
Ella Knight|4A||g|1400@2026-02-10@ParentPay|
Leo Lambert|4A||g|1400@2026-02-19@ParentPay|
Grace Murphy|4A||g|1400@2026-02-10@ParentPay|Kiwi fruit
Noah Nash|4B||g|1400@2026-02-11@ParentPay|
Kacper Nowak|4B|p|g|700@2026-02-12@ParentPay|
Ava Owen|4B||g|1400@2026-02-17@Cash|
Ruby Price|4B||g|1400@2026-02-10@ParentPay|
Alfie Quinn|4B||r||
Evie Roberts|4B||g|1400@2026-02-20@ParentPay|
Yusuf Saleh|4B||a||
Poppy Taylor|4B||g|1400@2026-02-10@ParentPay|
Freddie Upton|4B||a||
Jamie Fox|4B|w|a||
Isla Vaughan|4B||g|700@2026-02-24@Cash|
Max Walker|4B|p|a||
Chloe Young|4B||g|1400@2026-02-11@ParentPay|Peanuts
Arthur Zielinski|4B||g|1400@2026-02-10@ParentPay|`;

const RESIDENTIAL = `
Ben Adams|6H||g|8500@2026-01-12@ParentPay+8000@2026-02-09@ParentPay|
Noah Bennett|6H||g|5000@2026-01-12@ParentPay+5000@2026-02-09@ParentPay|
Holly Brooks|6H||g|8500@2026-01-12@ParentPay+8000@2026-02-09@ParentPay|
Maya Clarke|6M||g|24500@2026-01-14@Cheque|
Jay Cooper|6H||g|8500@2026-01-13@ParentPay|
Dylan Evans|6M||g|8500@2026-01-12@ParentPay+8000@2026-02-10@ParentPay|Coeliac (gluten-free meals)
Amber Hill|6H|p|g|12250@2026-01-20@Cash|
Sam Ingram|6H||a||
Erin Lowe|6H||g|8500@2026-01-12@ParentPay+8000@2026-02-09@ParentPay|
Kyle Mason|6M|p|g|6000@2026-01-21@ParentPay|
Nia Morgan|6M||g|8500@2026-01-15@ParentPay+8000@2026-02-12@ParentPay|
Owen Parry|6M||g|8500@2026-01-12@ParentPay|
Tom Reed|6H||g|24500@2026-01-12@ParentPay|
Lucy Rhodes|6M||g|8500@2026-01-16@Cheque+8000@2026-02-11@Cheque|
Ruby Shaw|6H||g|8500@2026-01-12@ParentPay+8000@2026-02-09@ParentPay|
Alex Turner|6M||r||
Leo Walsh|6H|p|g|6000@2026-01-20@Cash|
Esme Ward|6M||g|8500@2026-01-12@ParentPay+8000@2026-02-09@ParentPay|Vegetarian
Hannah Webb|6M||g|24500@2026-01-19@ParentPay|
Ryan Young|6M||g|8500@2026-01-12@ParentPay+8000@2026-02-09@ParentPay|`;

const FARM = `
Ayaan Ali|2P||g|950@2026-02-23@ParentPay|
Maisie Cole|2P||g|950@2026-02-23@ParentPay|
Ruby Dean|2P||g|950@2026-02-24@Cash|
Finley Ellis|2P|p|g|475@2026-02-24@Cash|
Ollie Hart|2R||g|950@2026-02-25@ParentPay|
Rosie Hunt|2P||g|950@2026-02-23@ParentPay|Eggs
Archie James|2R||g|950@2026-02-23@ParentPay|
Daisy King|2R||g||
Jacob Lane|2R||g|950@2026-02-26@ParentPay|
Millie Moss|2R||g|950@2026-02-23@ParentPay|
Oscar Nunn|2P||g|950@2026-02-24@ParentPay|
Layla Page|2R|p|g|475@2026-02-23@ParentPay|
Reggie Rowe|2P||g|950@2026-02-27@Cash|
Matilda Shah|2R||g|950@2026-02-23@ParentPay|
Harvey Stone|2P||a||
Erin Tate|2R||g|950@2026-02-23@ParentPay|
Louis Wade|2R||g|950@2026-02-25@ParentPay|
Ivy Webb|2P||g|950@2026-02-24@ParentPay|`;

const THEATRE = `
Jade Akhtar|5T||g|1200@2026-02-27@ParentPay|
Caleb Boyd|5T||a||
Nina Costa|5T|p|g|600@2026-02-27@ParentPay|
Ethan Doyle|5T||g|1200@2026-02-27@ParentPay|
Freya Hale|5T||g|1200@2026-03-02@Cash|
Luca Marsh|5T||a||
Amelia Pike|5T||g||
Rory Quinlan|5T||g|1200@2026-02-28@ParentPay|
Sienna Ross|5T||g|1200@2026-02-27@ParentPay|
Kai Tan|5T||a||`;

function pupils(block, prefix) {
  return block.trim().split('\n').map((line, i) => {
    const [name, cls, flags, c, pays, allergies] = line.split('|');
    const [first, ...rest] = name.split(' ');
    return {
      id: `${prefix}${String(i + 1).padStart(2, '0')}`,
      first, last: rest.join(' '), cls, pp: flags.includes('p'),
      consent: { g: 'given', a: 'awaiting', r: 'refused' }[c],
      signedBy: c === 'a' ? '' : `Parent of ${first}`, slipDate: c === 'a' ? '' : '2026-02-09',
      payments: pays ? pays.split('+').map(p => {
        const [amount, date, method] = p.split('@');
        return { amount: Number(amount), date, method };
      }) : [],
      medical: { allergies: allergies || '', diet: '', medicine: '', carriedBy: '' },
      withdrawn: flags.includes('w') ? { date: '2026-02-20', reason: 'Moving school', refunded: 0 } : null, remindedOn: '',
    };
  });
}

const byName = (list, names) => names.map(n => list.find(p => `${p.first} ${p.last}` === n).id);

const farm = pupils(FARM, 'f');

export const TRIPS = [
  {
    id: 'museum', title: 'Roman Museum, Chester', year: 'Year 4', classes: ['4A', '4B'], date: '2026-03-19',
    price: 1400, ratio: 10, leader: 'Mr Hassan', icon: 'bank', pupils: pupils(MUSEUM, 'm'),
    adults: [
      { name: 'Daniel Hassan', role: 'Class teacher', dbs: '2024-09-02', phone: '01632 960114' },
      { name: 'Priya Kaur', role: 'Teaching assistant', dbs: '2023-11-20', phone: '01632 960114' },
    ],
    chased: null, groups: null,
  },
  {
    id: 'residential', title: 'Residential, Kingswood Dearne Valley', year: 'Year 6', classes: ['6H', '6M'], date: '2026-05-11',
    until: '2026-05-15', price: 24500, ratio: 8, leader: 'Mrs Harding', icon: 'tree', pupils: pupils(RESIDENTIAL, 'r'),
    adults: [
      { name: 'Claire Harding', role: 'Class teacher', dbs: '2024-01-15', phone: '01632 960114' },
      { name: 'Mark Morris', role: 'Class teacher', dbs: '2025-06-30', phone: '01632 960114' },
      { name: 'Sue Bell', role: 'Teaching assistant', dbs: '2023-10-02', phone: '01632 960114' },
    ],
    chased: null, groups: null,
  },
  {
    id: 'farm', title: 'Cannon Hall Farm', year: 'Year 2', classes: ['2P', '2R'], date: '2026-03-27',
    price: 950, ratio: 6, leader: 'Mrs Patel', icon: 'flower1', pupils: farm,
    adults: [
      { name: 'Anita Patel', role: 'Class teacher', dbs: '2024-03-11', phone: '01632 960114' },
      { name: 'James Reid', role: 'Class teacher', dbs: '2025-01-08', phone: '01632 960114' },
      { name: 'Karen Lowe', role: 'Parent helper', dbs: '2025-10-21', phone: '07700 900233' },
    ],
    chased: null,
    groups: [
      { name: 'Group 1', leader: 'Mrs Patel', pupils: byName(farm, ['Ayaan Ali', 'Maisie Cole', 'Ruby Dean', 'Finley Ellis', 'Rosie Hunt']) },
      { name: 'Group 2', leader: 'Mr Reid', pupils: byName(farm, ['Archie James', 'Daisy King', 'Jacob Lane', 'Millie Moss', 'Oscar Nunn']) },
      { name: 'Group 3', leader: 'Mrs Lowe', pupils: byName(farm, ['Layla Page', 'Reggie Rowe', 'Matilda Shah', 'Harvey Stone', 'Erin Tate']) },
    ],
  },
  {
    id: 'theatre', title: 'Theatre: The Lion, the Witch and the Wardrobe', year: 'Year 5', classes: ['5T'], date: '2026-04-22',
    price: 1200, ratio: 10, leader: 'Miss Tennant', icon: 'ticket-perforated', pupils: pupils(THEATRE, 't'),
    adults: [{ name: 'Laura Tennant', role: 'Class teacher', dbs: '2025-02-17', phone: '01632 960114' }],
    chased: null, groups: null,
  },
];
