// Seed data for the Lane Ahead Driving School office diary. "Today" is pinned to Wednesday 14 October 2026, 10:40.
export const TODAY = '2026-10-14';
export const NOW_MIN = 10 * 60 + 40;
export const HOURLY_RATE = 39;

export const INSTRUCTORS = [
  { id: 'kh', name: 'Karen Hughes', car: 'Ford Fiesta', gearbox: 'Manual' },
  { id: 'tb', name: 'Tom Bell', car: 'Toyota Yaris Hybrid', gearbox: 'Automatic' },
  { id: 'ar', name: 'Aisha Rahman', car: 'VW Polo', gearbox: 'Manual' },
];

export const PACKAGES = [
  { id: 'p1', label: 'Single hour', hours: 1, price: 39 },
  { id: 'p5', label: 'Block of 5 hours', hours: 5, price: 190 },
  { id: 'p10', label: 'Block of 10 hours', hours: 10, price: 390 },
  { id: 'p20', label: 'Block of 20 hours (save £40)', hours: 20, price: 740 },
];

export const CENTRES = { H: 'Hilltop test centre', R: 'Riverside test centre' };

// name, instructor, prepaid hours, status, test (date time centre), address
const PUPILS = `
Zara Ahmed|ar|4|test|2026-10-20 11:20 H|7 Birch Close
Lily Brooks|kh|2|learning||31 Station Road
Noah Clarke|kh|3|learning||4 Kestrel Way
Ryan Dixon|tb|1|learning||12 Canal Street
Megan Evans|ar|7|learning||88 Long Lane
Ben Foster|kh|5|test|2026-10-23 14:05 R|15 The Green
Oliver Grant|kh|6|learning||2 Abbey Mews
Jamal Idris|tb|0.5|learning||61 Park View
Chloe Jones|ar|0|passed||9 Elm Grove
Amir Khan|kh|10|learning||140 High Street
Maya Lewis|ar|3|learning||23 Orchard Road
Daniel Marsh|tb|2.5|test|2026-10-26 09:30 H|5 Mill Court
Leah Morgan|ar|1.5|test|2026-10-22 10:10 R|47 Queens Drive
Kasia Nowak|kh|4|learning||18 Rowan Avenue
Tobi Okafor|tb|8|learning||3 Victoria Terrace
Ravi Patel|kh|0|test|2026-10-21 15:15 H|76 Church Street
Ella Price|tb|1.5|learning||10 Cedar Rise
Finn Quinn|ar|6|learning||29 Harbour Street
Jade Reid|kh|2|passed||54 Meadow Way
Priya Shah|ar|2|learning||8 Linden Court
Sam Taylor|tb|3|learning||66 Bridge Street
Hannah Ward|ar|5|learning||12 Fox Lane
Callum Wright|ar|1|test|2026-10-14 08:10 H|35 Willow Bank
Isla Young|kh|9|learning||20 Chapel Row`;

export function seedPupils() {
  return PUPILS.trim().split('\n').map((line, i) => {
    const [name, instructor, balance, status, test, address] = line.split('|');
    const [tdate, ttime, tc] = test ? test.split(' ') : [];
    return {
      id: 'P-' + (301 + i), name, instructor, balance: Number(balance), status, address,
      phone: '07700 900' + String(101 + i * 7).padStart(3, '0'),
      licence: name.split(' ')[1].toUpperCase().padEnd(5, '9').slice(0, 5) + String(800000 + i * 4111).slice(0, 6) + name[0] + '9' + '9' + 'KX',
      theory: status === 'learning' && i % 3 === 1 ? null : '2026-0' + (3 + (i % 6)) + '-1' + (i % 9),
      test: test ? { date: tdate, time: ttime, centre: CENTRES[tc] } : null,
      result: status === 'passed' ? { passed: true, date: i === 8 ? '2026-10-02' : '2026-09-29', faults: 4 + (i % 3) } : null,
    };
  });
}

// date, start, hours, pupil name, instructor, pickup ('' = home), status
const LESSONS = `
2026-10-12 09:00 1 Noah Clarke kh done
2026-10-12 11:00 2 Amir Khan kh done
2026-10-12 10:00 1 Ella Price tb done
2026-10-12 14:00 1.5 Hannah Ward ar done
2026-10-13 09:30 1 Maya Lewis ar done
2026-10-13 13:00 1 Jamal Idris tb done
2026-10-13 15:00 2 Isla Young kh done
2026-10-14 09:00 1.5 Oliver Grant kh booked
2026-10-14 11:00 1 Lily Brooks kh booked
2026-10-14 13:00 2 Amir Khan kh booked
2026-10-14 15:00 1 Ben Foster kh booked
2026-10-14 16:30 1 Kasia Nowak kh booked
2026-10-14 08:30 1 Ryan Dixon tb booked
2026-10-14 10:00 1.5 Tobi Okafor tb booked
2026-10-14 12:00 1 Sam Taylor tb booked
2026-10-14 14:00 2 Daniel Marsh tb booked
2026-10-14 17:00 1 Ella Price tb booked
2026-10-14 10:00 1 Megan Evans ar booked
2026-10-14 11:30 2 Finn Quinn ar booked
2026-10-14 14:00 1 Hannah Ward ar booked
2026-10-14 15:30 1.5 Zara Ahmed ar booked
2026-10-15 09:00 1 Isla Young kh booked
2026-10-15 11:00 1 Noah Clarke kh booked
2026-10-15 13:00 1.5 Kasia Nowak kh booked
2026-10-15 16:00 1 Lily Brooks kh booked
2026-10-15 09:00 2 Tobi Okafor tb booked
2026-10-15 12:00 1 Jamal Idris tb booked
2026-10-15 15:00 1 Sam Taylor tb booked
2026-10-15 09:30 1 Priya Shah ar booked
2026-10-15 12:00 1.5 Leah Morgan ar booked
2026-10-15 14:00 1 Megan Evans ar booked
2026-10-15 16:00 1 Maya Lewis ar booked
2026-10-16 10:00 2 Amir Khan kh booked
2026-10-16 14:00 1 Ben Foster kh booked
2026-10-16 08:30 1 Ryan Dixon tb booked
2026-10-16 12:30 1 Daniel Marsh tb booked
2026-10-16 15:00 1.5 Tobi Okafor tb booked
2026-10-16 09:00 1 Hannah Ward ar booked
2026-10-16 13:00 2 Finn Quinn ar booked
2026-10-17 10:30 1 Isla Young kh booked
2026-10-17 09:00 1 Sam Taylor tb booked
2026-10-19 09:00 1 Oliver Grant kh booked
2026-10-19 15:00 1 Noah Clarke kh booked
2026-10-19 10:00 1 Ella Price tb booked
2026-10-19 09:00 1 Zara Ahmed ar booked
2026-10-19 13:00 1.5 Leah Morgan ar booked
2026-10-19 15:30 1 Megan Evans ar booked`;

export function seedLessons(pupils) {
  const byName = Object.fromEntries(pupils.map(p => [p.name, p]));
  const lessons = LESSONS.trim().split('\n').map((line, i) => {
    const parts = line.trim().split(' ');
    const [date, start, hours] = parts;
    const status = parts.pop();
    const instructor = parts.pop();
    const name = parts.slice(3).join(' ');
    return { id: 'L-' + (501 + i), date, start, hours, pupil: byName[name].id, instructor, pickup: '', status, kind: 'lesson' };
  });
  // driving tests show in the instructor's diary too: the pupil drives the instructor's car
  for (const p of pupils.filter(x => x.test)) {
    lessons.push({ id: 'T-' + p.id.slice(2), date: p.test.date, start: p.test.time, hours: '1', pupil: p.id,
      instructor: p.instructor, pickup: p.test.centre, status: 'booked', kind: 'test' });
  }
  return lessons;
}

export function seedPayments(pupils) {
  const byName = Object.fromEntries(pupils.map(p => [p.name, p.id]));
  return [
    { id: 'PAY-2101', date: '2026-10-13', pupil: byName['Megan Evans'], pack: 'p5', amount: 190, method: 'Card' },
    { id: 'PAY-2102', date: '2026-10-13', pupil: byName['Amir Khan'], pack: 'p10', amount: 390, method: 'Bank transfer' },
    { id: 'PAY-2103', date: '2026-10-14', pupil: byName['Ryan Dixon'], pack: 'p1', amount: 39, method: 'Cash' },
  ];
}
