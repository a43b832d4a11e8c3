// Seed data for the Harbour View housekeeping board. "Today" is pinned: the board is used on the morning
// shift of Thursday 17 September 2026.
export const TODAY = '2026-09-17';
export const NOW = '09:40';

export const SUPERVISORS = [
  { id: 'dw', name: 'Dana Whitfield', role: 'Head housekeeper' },
  { id: 'lr', name: 'Luis Romero', role: 'Floor supervisor' },
];

export const ATTENDANTS = [
  { id: 'gk', name: 'Grace Kim' },
  { id: 'jm', name: 'Joy Mensah' },
  { id: 'ms', name: 'Marta Silva' },
  { id: 'pn', name: 'Piotr Nowak' },
  { id: 'sp', name: 'Sanjay Patel' },
];

export const STAFF = [...ATTENDANTS, ...SUPERVISORS];

export const OCCUPANCY = {
  S: { key: 'stayover', label: 'Stayover', variant: 'primary' },
  D: { key: 'departure', label: 'Departed', variant: 'warning' },
  A: { key: 'arrival', label: 'Arrival today', variant: 'success' },
  V: { key: 'vacant', label: 'Vacant', variant: 'neutral' },
};

export const STATUS = {
  dirty: { label: 'To clean', variant: 'danger' },
  progress: { label: 'Cleaning', variant: 'warning' },
  clean: { label: 'Clean', variant: 'primary' },
  inspected: { label: 'Inspected', variant: 'success' },
  ooo: { label: 'Out of order', variant: 'neutral' },
};

function roomType(n) {
  if (n === 1) return 'Single';
  if (n === 12) return 'Suite';
  if ([2, 5, 8, 11].includes(n)) return 'Twin';
  return 'Double';
}

// one line per room: number, occupancy, status, attendant, guest
const ROWS = `
101 S dirty gk Mr Hale
102 D dirty gk
103 A inspected -
104 S dirty gk Ms Byrne
105 V clean gk
106 S progress gk Mr & Mrs Adeyemi
107 D dirty gk
108 S dirty gk Mr Lindqvist
109 A clean gk
110 V inspected -
111 S dirty gk Dr Mehta
112 V inspected -
201 S dirty jm Ms Novak
202 D progress jm
203 S dirty jm Mr Osei
204 A inspected -
205 S dirty jm Mr & Mrs Clarke
206 D dirty jm
207 D clean jm
208 S dirty jm Ms Fischer
209 D clean jm
210 A dirty jm
211 S dirty jm Mr Tanaka
212 V inspected -
301 S dirty pn Ms Romano
302 S dirty pn Mr Walsh
303 D dirty -
304 S progress pn Mr & Mrs Kaur
305 D dirty -
306 A clean pn
307 S dirty pn Ms Dubois
308 D dirty -
309 S dirty pn Mr Brennan
310 V inspected -
311 S dirty pn Mrs Haddad
312 D dirty -
401 S dirty sp Mr Grant
402 D dirty sp
403 S dirty sp Ms Yilmaz
404 A inspected -
405 S clean sp Mr Ferreira
406 S dirty sp Mr & Mrs Moreau
407 D dirty sp
408 V inspected -
409 S dirty sp Ms Ito
410 A dirty sp
411 V ooo -
412 S dirty sp Mr Petrov`;

export function seedRooms() {
  return ROWS.trim().split('\n').map(line => {
    const [no, occ, status, att, ...guest] = line.trim().split(' ');
    const n = Number(no) % 100;
    return {
      no, floor: Number(no[0]), type: roomType(n), occ, status,
      attendant: att === '-' ? null : att,
      guest: guest.join(' ') || null,
      dnd: false, note: '', reclean: '', inspectedBy: null, ooo: null, minibar: [], history: [],
    };
  }).map(r => {
    if (r.no === '205' || r.no === '409') r.dnd = true;
    if (r.no === '209') r.history = [{ at: '09:05', text: 'Marked clean by Joy Mensah' }];
    if (r.no === '207') r.history = [{ at: '08:50', text: 'Marked clean by Joy Mensah' }];
    if (r.no === '106') r.history = [{ at: '09:31', text: 'Cleaning started by Grace Kim' }];
    if (r.no === '411') r.ooo = { reason: 'Deep clean', details: 'Carpet shampoo after the flood in 412', until: '2026-09-18' };
    if (r.no === '103') r.inspectedBy = 'Dana Whitfield';
    return r;
  });
}

export const FAULT_TYPES = ['Plumbing', 'Electrical', 'Heating & air con', 'Furniture & fittings', 'Other'];

export function seedFaults() {
  return [
    { ref: 'F-1040', room: '301', type: 'Electrical', text: 'Bedside lamp flickers, guest asked twice', priority: 'urgent', by: 'Luis Romero', date: '2026-09-16', status: 'open' },
    { ref: 'F-1039', room: '404', type: 'Furniture & fittings', text: 'Wardrobe door hinge loose', priority: 'normal', by: 'Sanjay Patel', date: '2026-09-15', status: 'open' },
    { ref: 'F-1038', room: '112', type: 'Plumbing', text: 'Basin tap drips', priority: 'normal', by: 'Grace Kim', date: '2026-09-14', status: 'open' },
    { ref: 'F-1037', room: '205', type: 'Heating & air con', text: 'Air con rattles on the high setting', priority: 'normal', by: 'Joy Mensah', date: '2026-09-12', status: 'open' },
    { ref: 'F-1036', room: '411', type: 'Plumbing', text: 'Water through the ceiling from 412', priority: 'urgent', by: 'Dana Whitfield', date: '2026-09-10', status: 'fixed' },
  ];
}

export const WHERE = ['Bedside drawer', 'Wardrobe', 'Bathroom', 'Under the bed', 'In-room safe', 'Desk', 'Other'];
export const STORES = { cupboard: 'Lost property cupboard', safe: 'Office safe' };

export function seedLostProperty() {
  return [
    { ref: 'LP-232', date: '2026-09-16', room: '208', item: 'Gold earrings (pair)', where: 'Bathroom', foundBy: 'jm', store: 'safe', returned: null },
    { ref: 'LP-231', date: '2026-09-15', room: '302', item: 'Laptop charger (USB-C)', where: 'Desk', foundBy: 'pn', store: 'cupboard', returned: null },
    { ref: 'LP-230', date: '2026-09-14', room: '110', item: 'Paperback: The Salt Path', where: 'Bedside drawer', foundBy: 'gk', store: 'cupboard', returned: null },
    { ref: 'LP-229', date: '2026-09-12', room: '407', item: 'Grey wool scarf', where: 'Wardrobe', foundBy: 'sp', store: 'cupboard', returned: null },
    { ref: 'LP-228', date: '2026-09-10', room: '212', item: 'Silver ring with blue stone', where: 'Bathroom', foundBy: 'jm', store: 'safe', returned: null },
    { ref: 'LP-227', date: '2026-09-09', room: '201', item: "Child's teddy bear", where: 'Under the bed', foundBy: 'jm', store: 'cupboard', returned: null },
    { ref: 'LP-226', date: '2026-09-08', room: '409', item: 'Reading glasses, black frame', where: 'Bedside drawer', foundBy: 'sp', store: 'cupboard', returned: null },
    { ref: 'LP-225', date: '2026-09-07', room: '306', item: 'Golf umbrella', where: 'Wardrobe', foundBy: 'pn', store: 'cupboard', returned: null },
    { ref: 'LP-224', date: '2026-09-05', room: '104', item: 'Phone charger', where: 'Bedside drawer', foundBy: 'gk', store: 'cupboard', returned: { to: 'Ms Byrne', date: '2026-09-06' } },
  ];
}

export const MINIBAR = [
  { id: 'still', name: 'Still water', price: 2.5 },
  { id: 'sparkling', name: 'Sparkling water', price: 2.5 },
  { id: 'cola', name: 'Cola', price: 3 },
  { id: 'juice', name: 'Orange juice', price: 3 },
  { id: 'beer', name: 'Beer', price: 4.5 },
  { id: 'wine', name: 'White wine (mini)', price: 6.5 },
  { id: 'choc', name: 'Chocolate bar', price: 3.5 },
  { id: 'crisps', name: 'Crisps', price: 2 },
  { id: 'nuts', name: 'Mixed nuts', price: 3.5 },
];
