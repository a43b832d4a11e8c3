// Seed data for the Sorn ferry desk on Saturday 15 August 2026 at 10:05: today's timetable, the vehicle bookings
// downloaded from the booking system (fares in pence, as charged) and the standby lists.

export const TODAY = 'Sat 15 Aug 2026';
export const NOW = '10:05';
export const DECK_METRES = 48;
export const LANES = 4;
export const LANE_METRES = 12;
export const PEOPLE_LIMIT = 120;

export const PORTS = { K: 'Kilcraig', S: 'Sorn' };
export const SAILINGS = ['0730', '0930', '1130', '1330', '1530', '1730']
  .map(t => ({ id: 'K' + t, from: 'K', time: t.slice(0, 2) + ':' + t.slice(2) }))
  .concat(['0830', '1030', '1230', '1430', '1630', '1830'].map(t => ({ id: 'S' + t, from: 'S', time: t.slice(0, 2) + ':' + t.slice(2) })));

export const TYPES = {
  car: { label: 'Car', base: 2450 },
  van: { label: 'Van', base: 3100 },
  motorhome: { label: 'Motorhome', base: 3800 },
  trailer: { label: 'Car with trailer', base: 3900 },
  motorbike: { label: 'Motorbike', base: 1200 },
};
export const OVER_LENGTH = { from: 5, perMetre: 450 };
export const PASSENGER = 620;

// [ref, sailing, registration, driver, type, length (m), people incl. driver, islander, status, lane, fare]
export const BOOKINGS = [
  ['SF-4084', 'K0730', 'SV12 HLT', 'Moira Blair', 'car', 4.4, 1, true, 'boarded', 1, 1225],
  ['SF-4085', 'K0730', 'SO17 VAN', 'Sorn Stores', 'van', 5.8, 1, true, 'boarded', 2, 1775],
  ['SF-4086', 'K0730', 'EK65 PWD', 'Graham Innes', 'car', 4.6, 2, false, 'boarded', 3, 3070],
  ['SF-4087', 'K0730', 'YR14 CTN', 'Lisa Chen', 'car', 4.3, 3, false, 'boarded', 1, 3690],
  ['SF-4088', 'K0730', 'SY20 GRL', 'Sorn Grain Co', 'trailer', 8.2, 1, true, 'boarded', 4, 2850],
  ['SF-4089', 'S0830', 'SK19 DLM', 'Donald MacRae', 'car', 4.5, 1, true, 'boarded', 1, 1225],
  ['SF-4090', 'S0830', 'SJ68 POS', 'Royal Mail', 'van', 5.4, 1, false, 'boarded', 2, 3550],
  ['SF-4091', 'S0830', 'FD16 KEW', 'Kate Ewing', 'car', 4.2, 2, false, 'boarded', 3, 3070],
  ['SF-4092', 'S0830', 'LM63 BRD', 'Brodie family', 'car', 4.8, 5, false, 'boarded', 4, 4930],
  ['SF-4093', 'K0930', 'WP66 SLT', 'Sally Turner', 'car', 4.3, 2, false, 'boarded', 1, 3070],
  ['SF-4094', 'K0930', 'SC18 MUN', 'Calum Munro', 'van', 5.6, 1, true, 'boarded', 2, 1775],
  ['SF-4095', 'K0930', 'HN70 QRS', 'Quentin Shaw', 'motorbike', 2.2, 1, false, 'boarded', 3, 1200],
  ['SF-4096', 'K0930', 'OE15 PKR', 'Parker family', 'motorhome', 7.2, 4, false, 'boarded', 4, 7010],
  ['SF-4097', 'S1030', 'SV15 MCK', 'Iain Mackay', 'car', 4.5, 1, true, 'boarded', 1, 1225],
  ['SF-4098', 'K0930', 'GL21 FRG', 'Callum Ferguson', 'car', 4.4, 2, false, 'no-show', null, 3070],
  ['SF-4099', 'S1030', 'BT67 FLW', 'Fiona Low', 'car', 4.4, 2, false, 'boarded', 1, 3070],
  ['SF-4100', 'S1030', 'SO20 BLD', 'Sorn Builders', 'van', 5.9, 2, true, 'booked', null, 2395],
  ['SF-4101', 'S1030', 'PK16 HRN', 'Harun Khan', 'car', 4.6, 3, false, 'booked', null, 3690],
  ['SF-4102', 'S1030', 'CY69 DWN', 'Dawn Edwards', 'car', 4.2, 1, false, 'boarded', 2, 2450],
  ['SF-4103', 'K1130', 'KT17 OWN', 'Owen Thomas', 'car', 4.4, 2, false, 'booked', null, 3070],
  ['SF-4104', 'K1130', 'SA62 RNM', 'Rona Macleod', 'car', 4.3, 1, true, 'booked', null, 1225],
  ['SF-4105', 'K1130', 'DU19 BKY', 'Becky Dunn', 'car', 4.7, 4, false, 'booked', null, 4310],
  ['SF-4106', 'S1030', 'HX18 RTA', 'Hannah Rees', 'motorhome', 6.8, 2, false, 'booked', null, 5320],
  ['SF-4107', 'K1130', 'YC64 LRY', 'Sorn Dairy', 'trailer', 8.6, 1, true, 'booked', null, 2850],
  ['SF-4108', 'K1130', 'MX70 JNS', 'Jones family', 'car', 4.8, 5, false, 'booked', null, 4930],
  ['SF-4109', 'K1130', 'RV13 AMP', 'Amir Patel', 'motorbike', 2.2, 1, false, 'booked', null, 1200],
  ['SF-4110', 'S1230', 'SR14 HGS', 'Hugh Stewart', 'car', 4.5, 2, true, 'booked', null, 1845],
  ['SF-4111', 'S1230', 'NK66 TLR', 'Tess Taylor', 'car', 4.3, 2, false, 'booked', null, 3070],
  ['SF-4112', 'S1230', 'SJ21 MLL', 'Sorn Mill', 'van', 5.5, 1, true, 'booked', null, 1775],
  ['SF-4113', 'S1230', 'WA17 GDN', 'Gordon Wade', 'motorhome', 7.0, 2, false, 'booked', null, 5320],
  ['SF-4114', 'K1330', 'FJ18 KNT', 'Kent family', 'car', 4.7, 4, false, 'booked', null, 4310],
  ['SF-4115', 'K1330', 'SL16 MRE', 'Morag Reid', 'car', 4.4, 1, true, 'booked', null, 1225],
  ['SF-4116', 'K1130', 'SN19 KLM', 'Ewan Grant', 'van', 5.6, 1, true, 'booked', null, 1775],
  ['SF-4117', 'K1330', 'BX65 VNS', 'Vans Direct', 'van', 5.9, 1, false, 'booked', null, 3550],
  ['SF-4118', 'K1330', 'TR19 CMP', 'Tom Campbell', 'motorhome', 7.4, 2, false, 'booked', null, 5770],
  ['SF-4119', 'K1330', 'SO64 FSH', 'Sorn Fish', 'van', 5.6, 2, true, 'booked', null, 2395],
  ['SF-4120', 'K1330', 'LW20 HBS', 'Hobbs family', 'car', 4.8, 4, false, 'booked', null, 4310],
  ['SF-4121', 'K1330', 'RK68 NCL', 'Nicholson family', 'car', 4.5, 2, false, 'booked', null, 3070],
  ['SF-4122', 'K1330', 'AD15 GRY', 'Gray family', 'car', 4.7, 5, false, 'booked', null, 4930],
  ['SF-4123', 'S1430', 'SM19 CRN', 'Catriona Moir', 'car', 4.4, 1, true, 'booked', null, 1225],
  ['SF-4124', 'S1430', 'PT66 WLS', 'Wells family', 'car', 4.6, 3, false, 'booked', null, 3690],
  ['SF-4125', 'S1430', 'SV18 OIL', 'Sorn Fuels', 'van', 5.8, 1, true, 'booked', null, 1775],
  ['SF-4126', 'K1530', 'NB17 HLL', 'Neil Hall', 'car', 4.5, 1, false, 'booked', null, 2450],
  ['SF-4127', 'K1130', 'GL21 FRG', 'Callum Ferguson', 'car', 4.4, 2, false, 'booked', null, 3070],
  ['SF-4128', 'K1530', 'SP68 RSS', 'Peter Ross', 'car', 4.4, 2, true, 'booked', null, 1845],
  ['SF-4129', 'K1530', 'GH20 BKE', 'Gill Hendry', 'motorbike', 2.2, 2, false, 'booked', null, 1820],
  ['SF-4130', 'K1530', 'CJ15 VAN', 'Coast Joinery', 'van', 5.7, 1, false, 'booked', null, 3550],
  ['SF-4131', 'S1630', 'SE17 MRN', 'Ellen Morrison', 'car', 4.5, 2, true, 'booked', null, 1845],
  ['SF-4132', 'S1630', 'KP65 DRV', 'Dave Rivers', 'car', 4.6, 2, false, 'booked', null, 3070],
  ['SF-4133', 'K1530', 'LS19 TWR', 'Tara Wright', 'car', 4.3, 2, false, 'booked', null, 3070],
  ['SF-4134', 'K1730', 'SA19 TRN', 'Alan Torrance', 'car', 4.4, 1, true, 'booked', null, 1225],
  ['SF-4135', 'K1730', 'VB21 HMS', 'Holmes family', 'car', 4.7, 4, false, 'booked', null, 4310],
  ['SF-4136', 'S1830', 'SN70 WLK', 'Walker family', 'car', 4.6, 3, true, 'booked', null, 2465],
  ['SF-4140', 'K1530', 'MW66 LND', 'Lindsay family', 'car', 4.8, 4, false, 'booked', null, 4310],
];

// Standby lists, in the order the vehicles joined them (each already has a booking reference).
export const STANDBY = [
  { ref: 'SF-4151', sailing: 'K1330', reg: 'DK63 POL', driver: 'Douglas Pollock', type: 'car', length: 4.4, pax: 2, islander: false, joined: '08:40' },
  { ref: 'SF-4152', sailing: 'S1230', reg: 'SK16 MRY', driver: 'Mairi Ross', type: 'car', length: 4.3, pax: 1, islander: true, joined: '08:55' },
  { ref: 'SF-4153', sailing: 'K1330', reg: 'SF17 HTR', driver: 'Heather Ritchie', type: 'car', length: 4.6, pax: 1, islander: false, joined: '09:12' },
  { ref: 'SF-4155', sailing: 'K1330', reg: 'BN20 YTE', driver: 'Yusuf Tekin', type: 'car', length: 4.1, pax: 3, islander: false, joined: '09:50' },
];
