// Seed data for Fleetdesk. "Today" is pinned to Wednesday 20 August 2025.
const TODAY = '2025-08-20';
const VAT = 0.2;

// daily rates are net; the counter shows them with VAT
const CLASSES = {
  Mini: { daily: 28 },
  Compact: { daily: 40 },
  SUV: { daily: 60 },
  Van: { daily: 75 },
  Premium: { daily: 95 },
};

// extras are priced as on the counter price list (VAT included)
const EXTRAS = {
  seat: { label: 'Child seat', daily: 7.2 },
  gps: { label: 'GPS', daily: 6 },
  driver: { label: 'Additional driver', daily: 9.6 },
};

// [plate, model, class, location, km, status]
const CARS = [
  ['KL-104', 'Fiat 500', 'Mini', 'Downtown', 18450, 'available'],
  ['KL-118', 'VW Polo', 'Mini', 'Airport', 33120, 'rented'],
  ['KL-127', 'Toyota Aygo X', 'Mini', 'Airport', 9870, 'available'],
  ['KL-133', 'Renault Clio', 'Compact', 'Downtown', 45210, 'available'],
  ['KL-141', 'Peugeot 208', 'Compact', 'Airport', 27600, 'available'],
  ['KL-156', 'Opel Corsa', 'Compact', 'Downtown', 61980, 'rented'],
  ['KL-162', 'Seat Ibiza', 'Compact', 'Airport', 38450, 'service'],
  ['KL-175', 'Hyundai i20', 'Compact', 'Downtown', 22310, 'available'],
  ['KL-189', 'Kia Sportage', 'SUV', 'Airport', 54020, 'available'],
  ['KL-192', 'Nissan Qashqai', 'SUV', 'Downtown', 71400, 'rented'],
  ['KL-204', 'Ford Transit', 'Van', 'Downtown', 148220, 'available'],
  ['KL-218', 'Mercedes Vito', 'Van', 'Airport', 96310, 'rented'],
  ['KL-225', 'Toyota RAV4', 'SUV', 'Airport', 31870, 'available'],
  ['KL-233', 'Fiat 500e', 'Mini', 'Downtown', 6210, 'rented'],
  ['KL-246', 'BMW 3 Series', 'Premium', 'Airport', 41230, 'available'],
  ['KL-251', 'Audi A4 Avant', 'Premium', 'Downtown', 58770, 'available'],
  ['KL-263', 'Skoda Kodiaq', 'SUV', 'Downtown', 66540, 'service'],
  ['KL-270', 'VW T-Roc', 'SUV', 'Airport', 19980, 'rented'],
  ['KL-288', 'Citroën Berlingo', 'Van', 'Downtown', 83200, 'available'],
  ['KL-299', 'Volvo XC60', 'Premium', 'Airport', 24760, 'service'],
  ['KL-377', 'Toyota Yaris', 'Compact', 'Airport', 41230, 'rented'],
  ['KL-519', 'VW Golf', 'Compact', 'Downtown', 51900, 'rented'],
  ['KL-604', 'Skoda Octavia', 'Compact', 'Airport', 73480, 'rented'],
  ['KL-655', 'Mercedes C-Class', 'Premium', 'Downtown', 11830, 'available'],
].map(([plate, model, cls, loc, km, status]) => ({ plate, model, cls, loc, km, status }));

const CUSTOMERS = [
  'Arjun Mehta', 'Claire Dubois', 'Daniel Okafor', 'Emma Laurent', 'Hannah Vogel', 'Jonas Berg',
  'Lucía Fernández', 'Marco Bianchi', 'Nina Kowalski', 'Oliver Grant', 'Ravi Shah', 'Sofia Novak',
  'Tom Eriksen', 'Yuki Sato', 'Zara Ahmed', 'Daniela Okonkwo',
];

const SEED_RESERVATIONS = [
  { ref: 'R-2038', customer: 'Marco Bianchi', cls: 'Compact', from: '2025-08-21', to: '2025-08-24', extras: [], total: 144, status: 'confirmed' },
  { ref: 'R-2039', customer: 'Sofia Novak', cls: 'SUV', from: '2025-08-22', to: '2025-08-29', extras: ['seat'], total: 554.4, status: 'confirmed' },
  { ref: 'R-2040', customer: 'Arjun Mehta', cls: 'Van', from: '2025-08-23', to: '2025-08-25', extras: [], total: 180, status: 'confirmed' },
  // taken over the phone in the old booking tool, which had no extras
  { ref: 'R-2041', customer: 'Hannah Vogel', cls: 'Mini', from: '2025-08-25', to: '2025-08-27', total: 67.2, status: 'confirmed' },
  { ref: 'R-2042', customer: 'Emma Laurent', cls: 'Premium', from: '2025-08-28', to: '2025-09-01', extras: ['gps'], total: 480, status: 'confirmed' },
];

// rentals due back today
const SEED_RETURNS = [
  { plate: 'KL-377', model: 'Toyota Yaris', customer: 'Ravi Shah', out: '2025-08-17', outKm: 41230, prepaid: 144, done: null },
  { plate: 'KL-519', model: 'VW Golf', customer: 'Claire Dubois', out: '2025-08-15', outKm: 51900, prepaid: 240, done: null },
  { plate: 'KL-604', model: 'Skoda Octavia', customer: 'Tom Eriksen', out: '2025-08-16', outKm: 73480, prepaid: 198, done: null },
  { plate: 'KL-233', model: 'Fiat 500e', customer: 'Yuki Sato', out: '2025-08-17', outKm: 6210, prepaid: 100.8, done: null },
];

const SEED_DAMAGE = [
  { plate: 'KL-192', date: '2025-08-12', severity: 'Minor', text: 'Stone chip on windscreen, passenger side' },
  { plate: 'KL-162', date: '2025-08-05', severity: 'Major', text: 'Rear left door dented in car park' },
];
