// Ridgeway Tyres & Exhausts: bay bookings, seed data and persistence.

export const TODAY = '2026-11-03'; // Tue 3 Nov 2026
export const NOW = '10:05';
const KEY = 'ridgeway.bays.v1';

export const BAYS = [1, 2, 3, 4]; // bay 4 has the alignment rig
export const FIT_PER_TYRE = 12;
export const DISPOSAL_PER_TYRE = 3;
export const SERVICES = {
  fit: { label: 'Fit tyres', price: 0 },
  puncture: { label: 'Puncture repair', price: 20 },
  balance: { label: 'Wheel balancing (4)', price: 32 },
  align: { label: 'Wheel alignment', price: 45 },
  tpms: { label: 'TPMS sensor', price: 35 },
};
export const SLOTS = [];
for (let m = 8 * 60 + 30; m <= 17 * 60; m += 30) SLOTS.push(hhmm(m));

export function hhmm(m) {
  return String(Math.floor(m / 60)).padStart(2, '0') + ':' + String(m % 60).padStart(2, '0');
}
export const mins = t => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));

export function duration(b) {
  if (b.service === 'fit') return b.qty > 2 ? 60 : 30;
  if (b.service === 'align') return 60;
  return 30;
}

const TYRES = [
  { id: 'TY01', size: '205/55 R16', brand: 'Falken', model: 'ZE310 Ecorun', price: 68 },
  { id: 'TY02', size: '205/55 R16', brand: 'Michelin', model: 'Primacy 4+', price: 96 },
  { id: 'TY03', size: '195/65 R15', brand: 'Nexen', model: "N'blue HD Plus", price: 52 },
  { id: 'TY04', size: '225/45 R17', brand: 'Bridgestone', model: 'Turanza 6', price: 104 },
  { id: 'TY05', size: '225/45 R17', brand: 'Goodyear', model: 'EfficientGrip 2', price: 99 },
  { id: 'TY06', size: '215/60 R16', brand: 'Avon', model: 'ZV7', price: 74 },
  { id: 'TY07', size: '185/65 R15', brand: 'Hankook', model: 'Kinergy Eco 2', price: 56 },
  { id: 'TY08', size: '235/55 R18', brand: 'Continental', model: 'EcoContact 6', price: 128 },
  { id: 'TY09', size: '175/65 R14', brand: 'Uniroyal', model: 'RainExpert 5', price: 49 },
  { id: 'TY10', size: '205/60 R16', brand: 'Pirelli', model: 'Cinturato P7', price: 89 },
  { id: 'TY11', size: '215/55 R17', brand: 'Kumho', model: 'Ecsta HS52', price: 81 },
  { id: 'TY12', size: '195/55 R16', brand: 'Dunlop', model: 'Sport BluResponse', price: 71 },
];

const B = (n, date, time, bay, service, who, phone, reg, vehicle, status, extra = {}) => ({
  ref: 'RT-' + n, date, time, bay, service, tyre: null, qty: 0, customer: who, phone, reg, vehicle, status,
  arrivedAt: null, mileage: null, startedAt: null, bill: null, note: '', ...extra,
});
const paid = (total, method) => ({ bill: { total, method, paidAt: '16:00' } });
const SEED = [
  B(2201, '2026-10-30', '08:30', 1, 'fit', 'Gail Porter', '07700 900301', 'WF63 TZL', 'Toyota Yaris', 'done', { tyre: 'TY07', qty: 2, ...paid(142, 'card') }),
  B(2202, '2026-10-30', '09:30', 2, 'puncture', 'Dev Mistry', '07700 900302', 'BK17 RRA', 'Nissan Qashqai', 'done', paid(20, 'cash')),
  B(2203, '2026-10-30', '11:00', 1, 'balance', 'Harriet Cole', '07700 900303', 'LC15 YHP', 'Mini Cooper', 'booked'),
  B(2204, '2026-10-30', '14:00', 4, 'align', 'Owen Price', '07700 900304', 'SN68 KWE', 'Skoda Octavia', 'done', paid(45, 'card')),
  B(2205, '2026-10-31', '09:00', 1, 'fit', 'Ian Murdoch', '07700 900305', 'GY19 BXC', 'VW Golf', 'done', { tyre: 'TY01', qty: 4, ...paid(332, 'card') }),
  B(2206, '2026-10-31', '10:00', 2, 'tpms', 'Nadia Rahman', '07700 900306', 'MA66 ZPL', 'Peugeot 308', 'done', paid(35, 'card')),
  B(2207, '2026-10-31', '11:30', 3, 'puncture', 'Luke Benson', '07700 900307', 'YR14 CVV', 'Ford Fiesta', 'cancelled'),
  B(2208, '2026-11-02', '08:30', 1, 'fit', 'Carol Evans', '07700 900308', 'KP16 MMO', 'Vauxhall Corsa', 'done', { tyre: 'TY03', qty: 2, ...paid(134, 'cash') }),
  B(2209, '2026-11-02', '10:00', 4, 'align', 'Ben Ashworth', '07700 900309', 'DL20 FJU', 'Kia Sportage', 'done', paid(45, 'card')),
  B(2210, '2026-11-02', '13:30', 2, 'puncture', 'Mia Lopez', '07700 900310', 'HX65 PLA', 'Seat Leon', 'noshow'),
  B(2211, '2026-11-02', '15:00', 1, 'fit', 'Peter Quinn', '07700 900311', 'RE18 TWO', 'Mazda 3', 'done', { tyre: 'TY10', qty: 2, ...paid(208, 'card') }),
  B(2212, '2026-11-02', '16:30', 3, 'balance', 'Zoe Hart', '07700 900312', 'FN67 GRD', 'Honda Jazz', 'done', paid(32, 'account')),
  B(2213, TODAY, '08:30', 1, 'fit', 'Ken Walsh', '07700 900313', 'AV64 NPE', 'Ford Focus', 'done', { tyre: 'TY12', qty: 2, arrivedAt: '08:21', mileage: 71022, startedAt: '08:32', ...paid(172, 'card') }),
  B(2214, TODAY, '09:00', 1, 'puncture', 'Alice Dunn', '07700 900314', 'CU69 OLK', 'Hyundai i20', 'inbay', { arrivedAt: '08:55', mileage: 23410, startedAt: '09:40' }),
  B(2215, TODAY, '09:00', 2, 'fit', 'Rob Keane', '07700 900315', 'MW16 HSD', 'Nissan Juke', 'inbay', { tyre: 'TY06', qty: 2, arrivedAt: '08:58', mileage: 58770, startedAt: '09:05' }),
  B(2216, TODAY, '09:30', 3, 'fit', 'Sandra Lowe', '07700 900316', 'PJ13 UEX', 'Fiat 500', 'arrived', { tyre: 'TY09', qty: 4, arrivedAt: '09:50', mileage: 88104 }),
  B(2217, TODAY, '10:30', 1, 'tpms', 'Grace Okoye', '07700 900317', 'LB21 ZZT', 'Audi A3', 'booked'),
  B(2218, TODAY, '11:00', 4, 'align', 'Sam Osei', '07700 900318', 'YD19 KPF', 'BMW 320d', 'booked'),
  B(2219, TODAY, '11:30', 2, 'balance', 'Frank Doyle', '07700 900319', 'SF17 WNB', 'Volvo V40', 'booked'),
  B(2220, TODAY, '13:00', 3, 'fit', 'Hugo Bell', '07700 900320', 'NU68 ARV', 'Mercedes C220', 'booked', { tyre: 'TY04', qty: 4 }),
  B(2221, TODAY, '14:30', 1, 'puncture', 'Ruth Adler', '07700 900321', 'OE15 BDF', 'Citroën C3', 'booked'),
  B(2222, TODAY, '16:00', 2, 'fit', 'Leon Carr', '07700 900322', 'VK70 DCX', 'Kia Ceed', 'booked', { tyre: 'TY11', qty: 2 }),
  B(2223, '2026-11-04', '09:00', 1, 'fit', 'Mark Ellis', '07700 900323', 'HG18 OPN', 'Land Rover Discovery Sport', 'booked', { tyre: 'TY08', qty: 4 }),
  B(2224, '2026-11-04', '15:00', 2, 'puncture', 'Julia Stone', '07700 900324', 'EA67 KLU', 'Toyota Auris', 'booked'),
  B(2225, '2026-11-05', '08:30', 1, 'fit', 'Paul Grant', '07700 900325', 'WM20 XTA', 'VW Polo', 'booked', { tyre: 'TY02', qty: 2 }),
  B(2226, '2026-11-05', '10:00', 4, 'align', 'Tessa Noon', '07700 900326', 'BF66 UYR', 'Renault Clio', 'booked'),
  B(2227, '2026-11-05', '11:30', 1, 'balance', 'Ali Khan', '07700 900327', 'KS19 HHV', 'Skoda Fabia', 'booked'),
  B(2228, '2026-11-06', '09:30', 2, 'fit', 'Nick Fry', '07700 900328', 'GN17 MBE', 'Audi A4', 'booked', { tyre: 'TY05', qty: 4 }),
  B(2229, '2026-11-07', '10:00', 1, 'tpms', 'Eve Marsh', '07700 900329', 'YT68 RCA', 'Ford Kuga', 'booked'),
  B(2230, '2026-11-09', '14:00', 3, 'fit', 'Dan Hughes', '07700 900330', 'LK14 SZG', 'Vauxhall Astra', 'booked', { tyre: 'TY01', qty: 2 }),
];

export function load() {
  let saved = null;
  try { saved = JSON.parse(localStorage.getItem(KEY) || 'null'); } catch { saved = null; }
  return {
    bookings: saved ? saved.bookings : structuredClone(SEED),
    tyres: saved ? saved.tyres : structuredClone(TYRES),
  };
}

export function save(db) {
  localStorage.setItem(KEY, JSON.stringify({ bookings: db.bookings, tyres: db.tyres }));
}

// the lines of a job card; the old tyres are taken away unless the customer keeps them
export function billLines(b, tyres, { keepOld = false } = {}) {
  if (b.service !== 'fit') return [{ label: SERVICES[b.service].label, amount: SERVICES[b.service].price }];
  const t = tyres.find(x => x.id === b.tyre);
  const lines = [
    { label: `${b.qty} × ${t.brand} ${t.model} ${t.size}`, amount: b.qty * t.price },
    { label: `Fitting and balancing, ${b.qty} × £${FIT_PER_TYRE}`, amount: b.qty * FIT_PER_TYRE },
  ];
  if (!keepOld) lines.push({ label: `Disposal of old tyres, ${b.qty} × £${DISPOSAL_PER_TYRE}`, amount: b.qty * DISPOSAL_PER_TYRE });
  return lines;
}
export const sum = lines => lines.reduce((s, l) => s + l.amount, 0);

// UK number plates: current style (AB12 CDE)
export const REG_RE = /^[A-Z]{2}\d{2} ?[A-Z]{3}$/i;
export const normReg = r => r.trim().toUpperCase().replace(/\s+/g, ' ');

const D = iso => new Date(iso + 'T12:00:00');
export const isoOf = d => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
export const fmtDay = iso => D(iso).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
export const gbp = n => '£' + Number(n).toFixed(2);
