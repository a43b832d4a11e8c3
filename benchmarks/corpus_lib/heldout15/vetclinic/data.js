// Seed data for Riverside Veterinary Surgery's appointment book (copied into localStorage on first use).

export const TODAY = '2026-07-14'; // Tuesday
export const NOW = '10:05';
export const MONTH_END = '2026-07-31';

export const CLINICIANS = [
  { id: 'sousa', name: 'Dr Ana Sousa', role: 'Vet' },
  { id: 'carter', name: 'Dr Ben Carter', role: 'Vet' },
  { id: 'shah', name: 'Priya Shah', role: 'Nurse' },
];

const am = ['09:00', '09:20', '09:40', '10:00', '10:20', '10:40', '11:00', '11:20', '11:40', '12:00', '12:20', '12:40'];
const pm = ['14:00', '14:20', '14:40', '15:00', '15:20', '15:40', '16:00', '16:20', '16:40', '17:00', '17:20', '17:40'];
export const SLOTS = [...am, ...pm];
// Dr Carter operates on Tuesday mornings: consultations from 14:00 only
export const HOURS = { carter: { 2: pm } };

export const REASONS = ['Consultation', 'Vaccination', 'Nail clip', 'Post-op check', 'Dental check', 'Weight clinic'];
export const VACCINES = {
  Dog: ['DHP + Lepto booster', 'Lepto booster', 'Kennel cough'],
  Cat: ['Cat flu + enteritis booster', 'FeLV booster'],
  Rabbit: ['Myxo-RHD Plus'],
};

// [id, name, phone, email]
const C = [
  ['C-201', 'Hannah Lee', '07700 900101', 'hannah.lee@example.com'],
  ['C-202', 'Marcus Lee', '07700 900102', 'marcus.lee@example.com'],
  ['C-203', 'Olu Adebayo', '07700 900103', 'olu.adebayo@example.com'],
  ['C-204', 'Grace Whitfield', '07700 900104', 'grace.w@example.com'],
  ['C-205', 'Tomasz Wójcik', '07700 900105', 'tomasz.w@example.com'],
  ['C-206', 'Siobhan Kelly', '07700 900106', 'siobhan.kelly@example.com'],
  ['C-207', 'Raj Patel', '07700 900107', 'raj.patel@example.com'],
  ['C-208', 'Emma Thornton', '07700 900108', 'emma.thornton@example.com'],
  ['C-209', 'David Achterberg', '07700 900109', 'd.achterberg@example.com'],
  ['C-210', 'Fiona MacLeod', '07700 900110', 'fiona.macleod@example.com'],
  ['C-211', 'Luis Ortega', '07700 900111', 'luis.ortega@example.com'],
  ['C-212', 'Annie Chen', '07700 900112', 'annie.chen@example.com'],
  ['C-213', 'Peter Sandys', '07700 900113', 'peter.sandys@example.com'],
  ['C-214', 'Zainab Hussain', '07700 900114', 'zainab.h@example.com'],
  ['C-215', 'Callum Reid', '07700 900115', 'callum.reid@example.com'],
  ['C-216', 'Nora Lindgren', '07700 900116', 'nora.lindgren@example.com'],
  ['C-217', 'Ifeoma Nwosu', '07700 900117', 'ifeoma.nwosu@example.com'],
  ['C-218', 'Harriet Blake', '07700 900118', 'harriet.blake@example.com'],
  ['C-219', 'Sam Okonkwo', '07700 900119', 'sam.okonkwo@example.com'],
  ['C-220', 'Jenny Marsh', '07700 900120', 'jenny.marsh@example.com'],
  ['C-221', 'Ahmed Farouk', '07700 900121', 'ahmed.farouk@example.com'],
  ['C-222', 'Lucy Penrose', '07700 900122', 'lucy.penrose@example.com'],
  ['C-223', 'Gareth Evans', '07700 900123', 'gareth.evans@example.com'],
  ['C-224', 'Maria Costa', '07700 900124', 'maria.costa@example.com'],
  ['C-225', 'Ruth Abernethy', '07700 900125', 'ruth.abernethy@example.com'],
  ['C-226', 'Kofi Mensah', '07700 900126', 'kofi.mensah@example.com'],
];

// [id, name, species, breed, born, owner, [[date, kg], ...], [given, vaccine, due] | null, alerts]
const P = [
  ['P-1001', 'Pepper', 'Cat', 'Domestic shorthair', '2019-05-02', 'C-201', [['2026-01-20', 5.4], ['2026-04-21', 5.1]], ['2025-09-10', 'Cat flu + enteritis booster', '2026-09-10'], []],
  ['P-1002', 'Biscuit', 'Dog', 'Cockapoo', '2021-03-14', 'C-202', [['2025-11-04', 9.8]], ['2025-11-04', 'DHP + Lepto booster', '2026-11-04'], []],
  ['P-1003', 'Bramble', 'Rabbit', 'Lionhead', '2023-02-11', 'C-203', [['2026-03-02', 1.6]], ['2025-10-01', 'Myxo-RHD Plus', '2026-10-01'], []],
  ['P-1004', 'Luna', 'Cat', 'Bengal', '2020-08-30', 'C-204', [['2025-07-20', 4.3]], ['2025-07-20', 'Cat flu + enteritis booster', '2026-07-20'], []],
  ['P-1005', 'Rocky', 'Dog', 'Staffordshire bull terrier', '2018-06-19', 'C-205', [['2026-02-12', 19.2]], ['2026-02-12', 'DHP + Lepto booster', '2027-02-12'], []],
  ['P-1006', 'Max', 'Dog', 'Labrador retriever', '2017-01-08', 'C-206', [['2026-05-05', 34.1]], ['2025-12-01', 'Lepto booster', '2026-12-01'], []],
  ['P-1007', 'Bella', 'Dog', 'Border collie', '2020-04-25', 'C-207', [['2025-07-09', 17.9]], ['2025-07-09', 'DHP + Lepto booster', '2026-07-09'], []],
  ['P-1008', 'Teddy', 'Dog', 'Shih tzu', '2022-07-22', 'C-208', [['2025-07-22', 6.2]], ['2025-07-22', 'Lepto booster', '2026-07-22'], []],
  ['P-1009', 'Pickle', 'Guinea pig', 'Abyssinian', '2024-01-03', 'C-209', [['2026-01-15', 0.9]], null, []],
  ['P-1010', 'Miso', 'Cat', 'British shorthair', '2024-09-12', 'C-201', [['2026-02-02', 3.8]], ['2025-12-11', 'Cat flu + enteritis booster', '2026-12-11'], []],
  ['P-1011', 'Olive', 'Cat', 'Ragdoll', '2021-10-19', 'C-210', [['2026-03-19', 5.9]], ['2025-10-19', 'Cat flu + enteritis booster', '2026-10-19'], []],
  ['P-1012', 'Hector', 'Dog', 'German shepherd', '2019-12-01', 'C-211', [['2026-06-30', 38.5]], ['2026-01-07', 'DHP + Lepto booster', '2027-01-07'], ['Reactive to other dogs: wait outside']],
  ['P-1013', 'Nala', 'Cat', 'Maine coon', '2018-03-27', 'C-212', [['2026-04-02', 7.1]], ['2025-09-01', 'Cat flu + enteritis booster', '2026-09-01'], []],
  ['P-1014', 'Basil', 'Rabbit', 'Netherland dwarf', '2022-05-18', 'C-213', [['2025-07-18', 1.1]], ['2025-07-18', 'Myxo-RHD Plus', '2026-07-18'], []],
  ['P-1015', 'Poppy', 'Dog', 'Cavalier King Charles', '2016-11-11', 'C-214', [['2026-06-02', 8.7]], ['2025-11-20', 'DHP + Lepto booster', '2026-11-20'], ['Heart murmur']],
  ['P-1016', 'Juniper', 'Cat', 'Tabby', '2022-02-14', 'C-215', [['2025-08-04', 4.9], ['2026-01-12', 4.8]], ['2025-07-30', 'Cat flu + enteritis booster', '2026-07-30'], []],
  ['P-1017', 'Winston', 'Dog', 'English bulldog', '2020-09-09', 'C-216', [['2026-07-14', 24.6]], ['2026-07-14', 'DHP + Lepto booster', '2027-07-14'], ['Brachycephalic: care with sedation']],
  ['P-1018', 'Mabel', 'Dog', 'Dachshund', '2015-04-04', 'C-217', [['2026-05-30', 7.6]], ['2025-09-14', 'DHP + Lepto booster', '2026-09-14'], []],
  ['P-1019', 'Ziggy', 'Cat', 'Siamese', '2019-07-11', 'C-218', [['2025-07-11', 3.9]], ['2025-07-11', 'FeLV booster', '2026-07-11'], []],
  ['P-1020', 'Otis', 'Dog', 'Whippet', '2021-06-06', 'C-219', [['2026-06-23', 12.4]], ['2025-07-06', 'DHP + Lepto booster', '2026-07-06'], []],
  ['P-1021', 'Clover', 'Rabbit', 'Mini lop', '2023-04-21', 'C-220', [['2026-07-14', 1.8]], ['2025-08-21', 'Myxo-RHD Plus', '2026-08-21'], []],
  ['P-1022', 'Archie', 'Dog', 'Springer spaniel', '2019-02-02', 'C-221', [['2026-03-03', 21.3]], ['2026-03-03', 'DHP + Lepto booster', '2027-03-03'], []],
  ['P-1023', 'Smudge', 'Cat', 'Domestic longhair', '2014-12-24', 'C-222', [['2026-06-10', 4.1]], ['2025-12-24', 'Cat flu + enteritis booster', '2026-12-24'], ['Kidney diet']],
  ['P-1024', 'Daisy', 'Dog', 'Beagle', '2018-08-08', 'C-223', [['2026-01-18', 13.9]], ['2026-01-18', 'DHP + Lepto booster', '2027-01-18'], []],
  ['P-1025', 'Felix', 'Cat', 'Black and white', '2017-03-05', 'C-224', [['2025-07-05', 5.6]], ['2025-07-05', 'Cat flu + enteritis booster', '2026-07-05'], []],
  ['P-1026', 'Rosie', 'Dog', 'Golden retriever', '2022-10-10', 'C-225', [['2026-04-14', 29.0]], ['2025-10-10', 'DHP + Lepto booster', '2026-10-10'], []],
  ['P-1027', 'Pip', 'Guinea pig', 'Teddy', '2024-06-01', 'C-220', [['2026-07-14', 1.0]], null, []],
  ['P-1028', 'Bruno', 'Dog', 'Boxer', '2020-01-31', 'C-226', [['2026-02-28', 31.7]], ['2025-08-31', 'DHP + Lepto booster', '2026-08-31'], []],
  ['P-1029', 'Cleo', 'Cat', 'Sphynx', '2021-05-25', 'C-204', [['2025-07-25', 3.5]], ['2025-07-25', 'Cat flu + enteritis booster', '2026-07-25'], []],
  ['P-1030', 'Toffee', 'Hamster', 'Syrian', '2025-09-01', 'C-212', [['2026-05-05', 0.15]], null, []],
  ['P-1031', 'Scout', 'Dog', 'Jack Russell terrier', '2019-07-14', 'C-207', [['2025-07-14', 7.2]], ['2025-07-14', 'DHP + Lepto booster', '2026-07-14'], []],
  ['P-1032', 'Willow', 'Cat', 'Birman', '2020-12-12', 'C-210', [['2026-03-12', 4.4]], ['2025-12-12', 'Cat flu + enteritis booster', '2026-12-12'], []],
  ['P-1033', 'Marley', 'Dog', 'Labradoodle', '2021-07-03', 'C-209', [['2025-07-03', 22.8]], ['2025-07-03', 'DHP + Lepto booster', '2026-07-03'], []],
  ['P-1034', 'Hazel', 'Rabbit', 'Rex', '2022-07-27', 'C-213', [['2025-07-27', 2.9]], ['2025-07-27', 'Myxo-RHD Plus', '2026-07-27'], []],
  ['P-1035', 'Bertie', 'Dog', 'Border terrier', '2023-03-03', 'C-211', [['2026-03-30', 6.8]], ['2026-03-30', 'DHP + Lepto booster', '2027-03-30'], []],
  ['P-1036', 'Tilly', 'Cat', 'Tortoiseshell', '2016-09-19', 'C-218', [['2026-06-16', 6.3]], ['2025-09-19', 'Cat flu + enteritis booster', '2026-09-19'], ['Overweight: diet plan']],
  ['P-1037', 'Monty', 'Dog', 'Greyhound', '2018-10-31', 'C-219', [['2026-05-21', 30.2]], ['2025-10-31', 'DHP + Lepto booster', '2026-10-31'], []],
  ['P-1038', 'Maple', 'Cat', 'Norwegian forest', '2022-11-02', 'C-222', [['2026-02-11', 5.2]], ['2025-11-02', 'Cat flu + enteritis booster', '2026-11-02'], []],
  ['P-1039', 'Dexter', 'Dog', 'Miniature schnauzer', '2020-07-16', 'C-224', [['2025-07-16', 8.1]], ['2025-07-16', 'DHP + Lepto booster', '2026-07-16'], []],
  ['P-1040', 'Lola', 'Cat', 'Persian', '2019-07-29', 'C-226', [['2025-07-29', 3.7]], ['2025-07-29', 'FeLV booster', '2026-07-29'], []],
];

// [id, date, time, clinician, pet, reason, minutes, status, arrived]
const A = [
  // Tuesday 14 July
  ['AP-5101', '2026-07-14', '09:00', 'sousa', 'P-1017', 'Vaccination', 20, 'seen', '08:52'],
  ['AP-5102', '2026-07-14', '09:20', 'sousa', 'P-1018', 'Consultation', 20, 'seen', '09:15'],
  ['AP-5103', '2026-07-14', '09:40', 'sousa', 'P-1020', 'Post-op check', 20, 'seen', '09:31'],
  ['AP-5104', '2026-07-14', '10:00', 'sousa', 'P-1012', 'Consultation', 20, 'arrived', '09:58'],
  ['AP-5105', '2026-07-14', '10:20', 'sousa', 'P-1024', 'Dental check', 40, 'booked', ''],
  ['AP-5106', '2026-07-14', '11:20', 'sousa', 'P-1029', 'Consultation', 20, 'booked', ''],
  ['AP-5107', '2026-07-14', '14:00', 'sousa', 'P-1031', 'Vaccination', 20, 'booked', ''],
  ['AP-5108', '2026-07-14', '14:40', 'sousa', 'P-1022', 'Consultation', 20, 'booked', ''],
  ['AP-5109', '2026-07-14', '15:20', 'sousa', 'P-1028', 'Consultation', 20, 'booked', ''],
  ['AP-5110', '2026-07-14', '17:00', 'sousa', 'P-1005', 'Consultation', 20, 'booked', ''],
  ['AP-5111', '2026-07-14', '14:00', 'carter', 'P-1013', 'Consultation', 20, 'booked', ''],
  ['AP-5112', '2026-07-14', '14:20', 'carter', 'P-1016', 'Consultation', 20, 'booked', ''],
  ['AP-5113', '2026-07-14', '15:00', 'carter', 'P-1006', 'Consultation', 20, 'booked', ''],
  ['AP-5114', '2026-07-14', '15:20', 'carter', 'P-1015', 'Consultation', 20, 'booked', ''],
  ['AP-5115', '2026-07-14', '16:00', 'carter', 'P-1023', 'Consultation', 20, 'booked', ''],
  ['AP-5116', '2026-07-14', '16:40', 'carter', 'P-1033', 'Post-op check', 20, 'booked', ''],
  ['AP-5117', '2026-07-14', '09:00', 'shah', 'P-1021', 'Nail clip', 20, 'seen', '08:55'],
  ['AP-5118', '2026-07-14', '09:40', 'shah', 'P-1027', 'Nail clip', 20, 'seen', '09:36'],
  ['AP-5119', '2026-07-14', '10:00', 'shah', 'P-1001', 'Weight clinic', 20, 'booked', ''],
  ['AP-5120', '2026-07-14', '10:20', 'shah', 'P-1008', 'Vaccination', 20, 'booked', ''],
  ['AP-5121', '2026-07-14', '11:00', 'shah', 'P-1014', 'Vaccination', 20, 'booked', ''],
  ['AP-5122', '2026-07-14', '14:20', 'shah', 'P-1036', 'Weight clinic', 20, 'booked', ''],
  ['AP-5123', '2026-07-14', '15:40', 'shah', 'P-1034', 'Nail clip', 20, 'booked', ''],
  // Wednesday 15 July
  ['AP-5124', '2026-07-15', '09:20', 'sousa', 'P-1032', 'Consultation', 20, 'booked', ''],
  ['AP-5125', '2026-07-15', '10:00', 'carter', 'P-1037', 'Dental check', 40, 'booked', ''],
  ['AP-5126', '2026-07-15', '11:40', 'shah', 'P-1030', 'Nail clip', 20, 'booked', ''],
  ['AP-5127', '2026-07-15', '15:00', 'sousa', 'P-1026', 'Consultation', 20, 'booked', ''],
  // Thursday 16 July
  ['AP-5128', '2026-07-16', '09:00', 'sousa', 'P-1011', 'Consultation', 20, 'booked', ''],
  ['AP-5129', '2026-07-16', '10:00', 'sousa', 'P-1019', 'Vaccination', 20, 'booked', ''],
  ['AP-5130', '2026-07-16', '14:00', 'sousa', 'P-1038', 'Consultation', 20, 'booked', ''],
  ['AP-5131', '2026-07-16', '09:00', 'carter', 'P-1039', 'Vaccination', 20, 'booked', ''],
  ['AP-5132', '2026-07-16', '11:00', 'carter', 'P-1040', 'Consultation', 20, 'booked', ''],
  ['AP-5133', '2026-07-16', '15:00', 'carter', 'P-1035', 'Consultation', 20, 'booked', ''],
  ['AP-5134', '2026-07-16', '10:40', 'shah', 'P-1025', 'Vaccination', 20, 'booked', ''],
  ['AP-5135', '2026-07-16', '11:00', 'shah', 'P-1026', 'Weight clinic', 20, 'booked', ''],
  ['AP-5136', '2026-07-16', '14:00', 'shah', 'P-1037', 'Nail clip', 20, 'booked', ''],
];

export function seed() {
  const clients = C.map(([id, name, phone, email]) => ({ id, name, phone, email }));
  const pets = P.map(([id, name, species, breed, born, owner, weights, vacc, alerts]) => ({
    id, name, species, breed, born, owner,
    weights: weights.map(([date, kg]) => ({ date, kg })),
    vaccinations: vacc ? [{ given: vacc[0], vaccine: vacc[1], due: vacc[2] }] : [],
    alerts: [...alerts],
    reminded: '',
  }));
  const appointments = A.map(([id, date, time, clinician, pet, reason, minutes, status, arrived]) => ({
    id, date, time, clinician, pet, reason, minutes, status, arrived,
    // the day sheet is printed from the appointment, so it keeps its own copy of the pet's alerts
    alerts: [...pets.find(p => p.id === pet).alerts],
    notes: '',
  }));
  return { clients, pets, appointments, nextAppt: 5137 };
}
