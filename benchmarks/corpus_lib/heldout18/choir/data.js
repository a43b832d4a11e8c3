// Seed data for Eastgate Community Choir: members, the music library, this term's registers, the concert.

export const PARTS = ['Soprano', 'Alto', 'Tenor', 'Bass'];
export const PLURAL = { Soprano: 'Sopranos', Alto: 'Altos', Tenor: 'Tenors', Bass: 'Basses' };

const M = (id, first, last, part, folder, email, phone, extra = {}) =>
  ({ id, first, last, part, folder, email, phone, joined: '2019-09-10', leaveUntil: null, subs: null, ...extra });

export const SEED_MEMBERS = [
  M('M01', 'Alice', 'Warren', 'Soprano', 1, 'alice.warren@gmail.com', '07700 900501'),
  M('M02', 'Catrin', 'Davies', 'Soprano', 2, 'catrin.davies@gmail.com', '07700 900502', { subs: { rate: 'full', amount: 60, method: 'bank', date: '2026-09-08' } }),
  M('M03', 'Harriet', 'Cole', 'Soprano', 3, 'harriet.cole@outlook.com', '07700 900503'),
  M('M04', 'Joy', 'Adeyemi', 'Soprano', 4, 'joy.adeyemi@gmail.com', '07700 900504', { subs: { rate: 'full', amount: 60, method: 'cash', date: '2026-09-15' } }),
  M('M05', 'Nerys', 'Thomas', 'Soprano', 5, 'nerys.thomas@btinternet.com', '01632 960505'),
  M('M06', 'Poppy', 'Lane', 'Soprano', 6, 'poppy.lane@gmail.com', '07700 900506', { leaveUntil: '2026-11-03' }),
  M('M07', 'Sally', 'Wu', 'Soprano', 7, 'sally.wu@gmail.com', '07700 900507', { subs: { rate: 'student', amount: 20, method: 'cash', date: '2026-09-08' } }),
  M('M08', 'Isla', 'Grant', 'Soprano', 29, 'isla.grant@gmail.com', '07700 900508', { joined: '2026-10-06' }),
  M('M09', 'Bethan', 'Jones', 'Alto', 9, 'bethan.jones@gmail.com', '07700 900509', { subs: { rate: 'full', amount: 60, method: 'bank', date: '2026-09-01' } }),
  M('M10', 'Fran', 'Kelly', 'Alto', 10, 'fran.kelly@gmail.com', '07700 900510'),
  M('M11', 'Gwen', 'Morgan', 'Alto', 11, 'gwen.morgan@gmail.com', '07700 900511', { subs: { rate: 'concession', amount: 30, method: 'cash', date: '2026-09-08' } }),
  M('M12', 'Judith', 'Okafor', 'Alto', 12, 'judith.okafor@gmail.com', '07700 900512'),
  M('M13', 'Kate', 'Lowe', 'Alto', 13, 'kate.lowe@yahoo.co.uk', '07700 900513', { subs: { rate: 'full', amount: 60, method: 'card', date: '2026-09-22' } }),
  M('M14', 'Ffion', 'Hughes', 'Alto', 14, 'ffion.hughes@gmail.com', '07700 900514'),
  M('M15', 'Rosa', 'Martins', 'Alto', 15, 'rosa.martins@gmail.com', '07700 900515'),
  M('M16', 'Huw', 'Evans', 'Tenor', 16, 'huw.evans@gmail.com', '07700 900516', { subs: { rate: 'full', amount: 60, method: 'bank', date: '2026-09-08' } }),
  M('M17', 'Chris', 'Doyle', 'Tenor', 17, 'chris.doyle@gmail.com', '07700 900517'),
  M('M18', 'Dev', 'Sharma', 'Tenor', 18, 'dev.sharma@gmail.com', '07700 900518'),
  M('M19', 'Ian', 'Blake', 'Tenor', 19, 'ian.blake@outlook.com', '07700 900519', { subs: { rate: 'concession', amount: 30, method: 'cash', date: '2026-09-29' } }),
  M('M20', 'Owen', 'Pryce', 'Tenor', 20, 'owen.pryce@gmail.com', '07700 900520'),
  M('M21', 'Tomasz', 'Nowicki', 'Tenor', 21, 'tomasz.nowicki@gmail.com', '07700 900521'),
  M('M22', 'Rhys', 'Williams', 'Bass', 22, 'rhys.williams@gmail.com', '07700 900522'),
  M('M23', 'Alan', 'Bright', 'Bass', 23, 'alan.bright@btinternet.com', '01632 960523', { subs: { rate: 'concession', amount: 30, method: 'cash', date: '2026-09-08' } }),
  M('M24', 'David', 'Okoye', 'Bass', 24, 'david.okoye@gmail.com', '07700 900524'),
  M('M25', 'Geraint', 'Jenkins', 'Bass', 25, 'geraint.jenkins@gmail.com', '07700 900525', { subs: { rate: 'full', amount: 60, method: 'bank', date: '2026-09-08' } }),
  M('M26', 'Martin', 'Hale', 'Bass', 26, 'martin.hale@gmail.com', '07700 900526'),
  M('M27', 'Peter', 'Nash', 'Bass', 27, 'peter.nash@gmail.com', '07700 900527'),
  M('M28', 'Sam', 'Ortiz', 'Bass', 28, 'sam.ortiz@gmail.com', '07700 900528'),
];

const S = (id, title, composer, voicing, copies, minutes, loans = []) =>
  ({ id, title, composer, voicing, copies, minutes, loans: loans.map(([copy, memberId]) => ({ copy, memberId, since: '2026-09-08' })) });

export const SEED_SCORES = [
  S('S01', 'Requiem', 'John Rutter', 'SATB', 24, 38, [[1, 'M01'], [2, 'M09'], [3, 'M16'], [4, 'M22'], [5, 'M13']]),
  S('S02', 'Requiem', 'Gabriel Fauré', 'SATB', 30, 35, [[1, 'M01'], [2, 'M02'], [3, 'M03'], [4, 'M11'], [5, 'M09'], [6, 'M16'],
    [7, 'M17'], [8, 'M22'], [9, 'M23'], [10, 'M14'], [11, 'M25'], [12, 'M04']]),
  S('S03', 'Gloria', 'John Rutter', 'SATB', 20, 17),
  S('S04', 'Messiah', 'G. F. Handel', 'SATB', 40, 140, [[1, 'M05'], [2, 'M24']]),
  S('S05', 'Zadok the Priest', 'G. F. Handel', 'SSAATBB', 30, 6),
  S('S06', 'Bogoroditse Devo', 'Sergei Rachmaninoff', 'SSAATTBB', 28, 3),
  S('S07', 'O Holy Night', 'Adolphe Adam, arr. Rutter', 'SATB', 28, 5, [[11, 'M11'], [3, 'M19']]),
  S('S08', 'Silent Night', 'Franz Gruber, arr. Rutter', 'SATB', 30, 4, [[2, 'M20']]),
  S('S09', 'Carol of the Bells', 'Mykola Leontovych', 'SATB', 30, 2, [[12, 'M11'], [1, 'M27']]),
  S('S10', 'In the Bleak Midwinter', 'Harold Darke', 'SATB', 25, 5),
  S('S11', 'The Lamb', 'John Tavener', 'SATB', 26, 4),
  S('S12', 'Lux Aurumque', 'Eric Whitacre', 'SATB divisi', 24, 4),
  S('S13', 'Ave Verum Corpus', 'W. A. Mozart', 'SATB', 30, 3),
  S('S14', 'Hallelujah', 'Leonard Cohen, arr. Roger Emerson', 'SATB', 30, 5),
  S('S15', 'Shenandoah', 'arr. James Erb', 'SATB', 22, 4),
  S('S16', 'Sure on This Shining Night', 'Morten Lauridsen', 'SATB', 24, 4),
  S('S17', 'Ubi Caritas', 'Maurice Duruflé', 'SATB', 20, 2),
  S('S18', 'Il est né', 'arr. David Willcocks', 'SATB', 18, 2),
  S('S19', 'The Snow', 'Edward Elgar', 'SSA', 20, 6),
];

// Registers of this term's rehearsals so far: P present, A apologies, X absent (members not listed were not yet members)
const everyone = SEED_MEMBERS.filter(m => m.id !== 'M08').map(m => m.id);
const reg = (date, apologies = [], absent = []) => ({
  date,
  marks: Object.fromEntries(everyone.map(id => [id, apologies.includes(id) ? 'A' : absent.includes(id) ? 'X' : 'P'])),
});
export const SEED_REHEARSALS = [
  reg('2026-09-08', ['M15'], ['M28']),
  reg('2026-09-15', ['M06', 'M20'], []),
  reg('2026-09-22', ['M06'], ['M03', 'M21']),
  reg('2026-09-29', ['M06', 'M12'], ['M28']),
  { ...reg('2026-10-06', ['M06', 'M24'], ['M17']), marks: { ...reg('2026-10-06', ['M06', 'M24'], ['M17']).marks, M08: 'P' } },
];

export const SEED_CONCERT = {
  title: 'Christmas concert', date: '2026-12-12', venue: "St Mark's Church, Eastgate",
  pieces: ['S09', 'S10', 'S07', 'S08', 'S18', 'S14'],
};
