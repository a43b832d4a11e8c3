// Seed data: what the practice-management system exports for the recall desk each morning.
// (Records carry more than the desk needs; store.js keeps only the recall fields in the browser.)

export const CLINICIANS = [
  { id: 'PAT', name: 'Dr Amira Patel', role: 'Dentist', surgery: 'Surgery 1' },
  { id: 'OKO', name: 'Dr Tom Okoro', role: 'Dentist', surgery: 'Surgery 2' },
  { id: 'LIN', name: 'Sara Lind', role: 'Hygienist', surgery: 'Hygiene room' },
];

export const APPT_TYPES = [
  { id: 'exam', label: 'Recall exam', minutes: 20, recall: true },
  { id: 'exam-sp', label: 'Recall exam + scale & polish', minutes: 40, recall: true },
  { id: 'filling', label: 'Filling', minutes: 40, recall: false },
  { id: 'crown', label: 'Crown fit', minutes: 40, recall: false },
  { id: 'hygiene', label: 'Hygiene visit', minutes: 40, recall: false },
];

const P = (id, first, last, dob, clinician, interval, lastExam, contact, phone, email, extra = {}) => ({
  id, first, last, dob, clinician, interval, lastExam, contact, phone, email,
  status: 'due', remindedOn: null, remindedVia: null, declinedOn: null, postponedTo: null, notes: '',
  nhsNumber: '485 ' + id.slice(1) + ' 2291', medicalAlerts: [], ...extra,
});

export const SEED_PATIENTS = [
  P('P1001', 'Margaret', 'Ashworth', '1948-02-11', 'PAT', 6, '2026-03-02', 'letter', '01632 960114', '', { notes: 'Prefers mornings' }),
  P('P1002', 'Daniel', 'Brooks', '1985-07-30', 'OKO', 12, '2025-09-22', 'sms', '07700 900231', 'dan.brooks@outlook.com'),
  P('P1003', 'Priya', 'Chandra', '1992-11-05', 'LIN', 6, '2026-04-14', 'email', '07700 900318', 'priya.chandra@gmail.com'),
  P('P1004', 'Owen', 'Davies', '1979-01-19', 'OKO', 6, '2026-02-10', 'sms', '07700 900402', 'owen.davies@btinternet.com',
    { status: 'reminded', remindedOn: '2026-08-03', remindedVia: 'sms' }),
  P('P1005', 'Grace', 'Ellison', '1966-05-24', 'PAT', 12, '2026-01-20', 'email', '07700 900517', 'grace.ellison@gmail.com'),
  P('P1006', 'Farid', 'Haddad', '1990-09-12', 'OKO', 9, '2025-12-01', 'sms', '07700 900626', 'farid.h@proton.me'),
  P('P1007', 'Helen', 'Ibbotson', '1958-04-03', 'LIN', 6, '2026-03-25', 'email', '07700 900731', 'helen.ibbotson@gmail.com'),
  P('P1008', 'Jack', 'Kowalski', '2001-12-17', 'PAT', 18, '2025-05-05', 'sms', '07700 900845', 'jack.kowalski@gmail.com'),
  P('P1009', 'Leah', 'Morton', '1997-06-08', 'OKO', 6, '2026-03-30', 'sms', '07700 900953', 'leah.morton@icloud.com'),
  P('P1010', 'Joseph', "O'Brien", '1953-10-29', 'PAT', 12, '2025-10-08', 'letter', '01632 960488', '',
    { medicalAlerts: ['Warfarin'] }),
  P('P1011', 'Ruth', 'Pearson', '1971-03-14', 'LIN', 6, '2026-02-26', 'email', '01632 960372', 'ruth.pearson@gmail.com'),
  P('P1012', 'Samuel', 'Quinn', '1988-08-21', 'OKO', 12, '2025-08-19', 'sms', '07700 900164', 'sam.quinn@yahoo.co.uk'),
  P('P1013', 'Aisha', 'Rahman', '1994-02-02', 'PAT', 6, '2026-04-28', 'sms', '07700 900279', 'aisha.rahman@gmail.com'),
  P('P1014', 'Thomas', 'Shaw', '1962-12-09', 'OKO', 24, '2024-10-02', 'letter', '01632 960551', ''),
  P('P1015', 'Nadia', 'Taylor', '1983-05-16', 'LIN', 6, '2026-05-12', 'email', '07700 900386', 'nadia.taylor@outlook.com'),
  P('P1016', 'Victor', 'Underwood', '1975-07-04', 'PAT', 6, '2026-03-16', 'sms', '07700 900493', 'v.underwood@gmail.com'),
  P('P1017', 'Wendy', 'Vaughan', '1949-09-27', 'OKO', 6, '2026-01-07', 'letter', '01632 960619', '',
    { status: 'declined', declinedOn: '2026-07-20', notes: 'Moving to a practice nearer her daughter' }),
  P('P1018', 'Harriet', 'Walsh', '1968-11-23', 'PAT', 12, '2025-10-20', 'email', '07700 900508', 'harriet.walsh@gmail.com',
    { status: 'reminded', remindedOn: '2026-09-10', remindedVia: 'email' }),
  P('P1019', 'Kieran', 'Yates', '1999-04-11', 'LIN', 6, '2026-04-02', 'sms', '07700 900614', 'kieran.yates@gmail.com'),
  P('P1020', 'Zara', 'Ahmed', '1987-01-30', 'OKO', 6, '2026-06-01', 'sms', '07700 900727', 'zara.ahmed@gmail.com'),
  P('P1021', 'Ben', 'Fletcher', '1980-10-10', 'PAT', 12, '2025-09-09', 'sms', '07700 900832', 'ben.fletcher@gmail.com'),
  P('P1022', 'Imogen', 'Grant', '1991-06-25', 'LIN', 6, '2026-04-20', 'email', '07700 900941', 'imogen.grant@gmail.com'),
  P('P1023', 'Colin', 'Hughes', '1956-08-02', 'OKO', 12, '2025-10-15', 'email', '01632 960734', 'colin.hughes@talktalk.net'),
  P('P1024', 'Eleanor', 'Marsh', '1964-03-28', 'PAT', 6, '2026-03-09', 'email', '07700 900155', 'eleanor.marsh@gmail.com'),
  P('P1025', 'Rory', 'Nolan', '1993-12-01', 'OKO', 6, '2026-02-18', 'sms', '07700 900268', 'rory.nolan@gmail.com'),
  P('P1026', 'Sophie', 'Lam', '2003-05-19', 'LIN', 12, '2025-09-28', 'sms', '07700 900377', 'sophie.lam@gmail.com'),
  P('P1027', 'Martin', 'Kerr', '1970-02-14', 'OKO', 12, '2026-02-03', 'email', '07700 900482', 'martin.kerr@gmail.com'),
  P('P1028', 'Alice', 'Hart', '2008-09-01', 'PAT', 6, '2026-07-21', 'sms', '07700 900593', 'alice.hart@gmail.com'),
];

const A = (id, patientId, clinician, date, time, type, status = 'booked') => ({ id, patientId, clinician, date, time, type, status });

export const SEED_APPOINTMENTS = [
  A('A-5101', 'P1005', 'PAT', '2026-09-16', '09:00', 'filling'),
  A('A-5102', 'P1021', 'PAT', '2026-09-16', '11:00', 'exam'),
  A('A-5103', 'P1020', 'OKO', '2026-09-16', '14:00', 'crown'),
  A('A-5104', 'P1027', 'OKO', '2026-09-16', '15:20', 'filling'),
  A('A-5105', 'P1015', 'LIN', '2026-09-18', '10:00', 'hygiene'),
  A('A-5106', 'P1015', 'LIN', '2026-09-22', '09:00', 'hygiene'),
  A('A-5107', 'P1005', 'PAT', '2026-09-22', '14:00', 'crown'),
  A('A-5108', 'P1007', 'LIN', '2026-09-24', '10:00', 'exam-sp'),
  A('A-5109', 'P1020', 'OKO', '2026-09-28', '09:00', 'filling'),
  A('A-5110', 'P1022', 'LIN', '2026-09-29', '09:20', 'exam-sp'),
  A('A-5111', 'P1028', 'PAT', '2026-09-30', '16:00', 'filling'),
  A('A-5112', 'P1008', 'PAT', '2026-10-06', '10:20', 'filling'),
];

export const SEED_LOG = [
  { date: '2026-09-10', patientId: 'P1018', method: 'email', by: 'Front desk' },
  { date: '2026-08-03', patientId: 'P1004', method: 'sms', by: 'Front desk' },
];
