// Seed data for the Hollins Lane plot register, as the society's old spreadsheet had it in March 2026.
// The fake API (api.js) copies it into localStorage the first time the register is opened.

export const TODAY = '2026-03-21'; // Saturday: the register is pinned to this day
export const RENT_YEAR = 2026;
export const RENT = { full: 64, half: 34.5 }; // concession tenants pay half

// [plot, size, member id or null, last inspection date, condition]
const P = [
  ['A1', 'full', 'M-001', '2025-09-14', 'Good'],
  ['A2', 'full', 'M-002', '2025-09-14', 'Fair'],
  ['A3', 'full', 'M-003', '2025-09-14', 'Good'],
  ['A4', 'half', 'M-004', '2025-09-14', 'Good'],
  ['A5', 'full', 'M-005', '2025-09-14', 'Fair'],
  ['A6', 'full', 'M-006', '2025-09-14', 'Needs attention'],
  ['A7', 'full', 'M-007', '2025-09-14', 'Good'],
  ['A8', 'full', 'M-008', '2025-09-14', 'Good'],
  ['A9', 'half', 'M-009', '2025-09-14', 'Fair'],
  ['A10', 'full', 'M-010', '2025-09-14', 'Good'],
  ['A11', 'full', 'M-011', '2025-09-14', 'Fair'],
  ['A12', 'full', 'M-012', '2025-09-14', 'Fair'],
  ['A13', 'half', 'M-013', '2025-09-14', 'Good'],
  ['A14', 'full', 'M-014', '2025-09-14', 'Good'],
  ['A15', 'full', null, '2025-09-14', 'Needs attention'],
  ['A16', 'full', 'M-015', '2025-09-14', 'Good'],
  ['B1', 'full', 'M-016', '2025-09-21', 'Fair'],
  ['B2', 'full', 'M-017', '2025-09-21', 'Good'],
  ['B3', 'half', 'M-018', '2025-09-21', 'Good'],
  ['B4', 'full', 'M-019', '2025-09-21', 'Good'],
  ['B5', 'full', 'M-020', '2025-09-21', 'Fair'],
  ['B6', 'full', 'M-021', '2025-09-21', 'Good'],
  ['B7', 'full', 'M-022', '2025-09-21', 'Good'],
  ['B8', 'half', 'M-023', '2025-09-21', 'Good'],
  ['B9', 'full', 'M-024', '2025-09-21', 'Needs attention'],
  ['B10', 'full', 'M-025', '2025-09-21', 'Good'],
  ['B11', 'half', 'M-026', '2025-09-21', 'Fair'],
  ['B12', 'full', null, '2025-09-21', 'Non-cultivation notice'],
  ['B13', 'full', 'M-027', '2025-09-21', 'Fair'],
  ['B14', 'full', 'M-028', '2025-09-21', 'Good'],
  ['C1', 'full', 'M-029', '2025-09-28', 'Good'],
  ['C2', 'full', 'M-030', '2025-09-28', 'Good'],
  ['C3', 'full', 'M-031', '2025-09-28', 'Fair'],
  ['C4', 'full', 'M-032', '2025-09-28', 'Good'],
  ['C5', 'half', 'M-033', '2025-09-28', 'Good'],
  ['C6', 'half', 'M-034', '2025-09-28', 'Good'],
  ['C7', 'full', 'M-035', '2025-09-28', 'Fair'],
  ['C8', 'full', 'M-036', '2025-09-28', 'Good'],
  ['C9', 'half', null, '2025-09-28', 'Fair'],
  ['C10', 'full', null, '2025-09-28', 'Needs attention'],
  ['C11', 'full', 'M-037', '2025-09-28', 'Good'],
  ['C12', 'half', 'M-038', '2025-09-28', 'Good'],
];

// [id, name, phone, email, tenant since, concession]
const M = [
  ['M-001', 'Gwen Pryce-Jones', '07700 900112', 'gwen.pj@example.org', '2011-04-01', true],
  ['M-002', 'Harold Biggs', '07700 900431', 'h.biggs@example.org', '1998-04-01', false],
  ['M-003', 'Sanjay Mistry', '07700 900287', 'sanjay.mistry@example.org', '2016-04-01', false],
  ['M-004', 'Ellen Whitcombe', '07700 900520', 'ellenw@example.org', '2021-04-01', false],
  ['M-005', 'Patrick Doherty', '07700 900634', 'pdoherty@example.org', '2009-04-01', true],
  ['M-006', 'Nkechi Adeyemi', '07700 900158', 'nkechi.a@example.org', '2019-04-01', false],
  ['M-007', 'Tom Ashworth', '07700 900773', 'tom.ashworth@example.org', '2014-04-01', false],
  ['M-008', 'Margaret Lowe', '07700 900361', 'mlowe@example.org', '2003-04-01', false],
  ['M-009', 'Yusuf Karim', '07700 900845', 'yusuf.karim@example.org', '2023-04-01', false],
  ['M-010', 'Rebecca Holt', '07700 900219', 'rholt@example.org', '2017-04-01', false],
  ['M-011', 'Dennis Farrow', '07700 900956', 'dennis.farrow@example.org', '2005-04-01', true],
  ['M-012', 'Alina Popescu', '07700 900403', 'alina.popescu@example.org', '2022-04-01', false],
  ['M-013', 'Graham Tully', '07700 900578', 'gtully@example.org', '2018-04-01', false],
  ['M-014', 'Chloe Barnard', '07700 900692', 'chloe.barnard@example.org', '2020-04-01', false],
  ['M-015', 'Irene McAllister', '07700 900127', 'irene.mca@example.org', '2000-04-01', true],
  ['M-016', 'Owen Rees', '07700 900248', 'owen.rees@example.org', '2012-04-01', false],
  ['M-017', 'Priya Raman', '07700 900386', 'priya.raman@example.org', '2024-04-01', false],
  ['M-018', 'Stan Kowalczyk', '07700 900419', 'stan.k@example.org', '2008-04-01', true],
  ['M-019', 'Fatima Okafor', '07700 900537', 'fatima.okafor@example.org', '2015-04-01', false],
  ['M-020', 'Lewis Pennington', '07700 900661', 'lewis.p@example.org', '2019-04-01', false],
  ['M-021', 'Joan Hargreaves', '07700 900705', 'joan.h@example.org', '1996-04-01', true],
  ['M-022', 'Marek Nowicki', '07700 900824', 'marek.nowicki@example.org', '2021-04-01', false],
  ['M-023', 'Bethan Lloyd', '07700 900913', 'bethan.lloyd@example.org', '2025-04-01', false],
  ['M-024', 'Kevin Sutcliffe', '07700 900142', 'ksutcliffe@example.org', '2013-04-01', false],
  ['M-025', 'Ruth Osborne', '07700 900263', 'ruth.osborne@example.org', '2010-04-01', false],
  ['M-026', 'Adebayo Bello', '07700 900395', 'ade.bello@example.org', '2023-04-01', false],
  ['M-027', 'Colin Marsh', '07700 900476', 'colin.marsh@example.org', '2007-04-01', true],
  ['M-028', 'Hana Sato', '07700 900588', 'hana.sato@example.org', '2022-04-01', false],
  ['M-029', 'Derek Hollis', '07700 900617', 'derek.hollis@example.org', '2004-04-01', true],
  ['M-030', 'Megan Price', '07700 900749', 'megan.price@example.org', '2018-04-01', false],
  ['M-031', 'Vikram Sethi', '07700 900852', 'vikram.sethi@example.org', '2016-04-01', false],
  ['M-032', 'Sheila Dunn', '07700 900964', 'sheila.dunn@example.org', '1999-04-01', true],
  ['M-033', 'Lucy Fairweather', '07700 900173', 'lucy.fw@example.org', '2024-04-01', false],
  ['M-034', 'Ibrahim Hassan', '07700 900281', 'ibrahim.hassan@example.org', '2020-04-01', false],
  ['M-035', 'Norman Platt', '07700 900392', 'norman.platt@example.org', '2002-04-01', true],
  ['M-036', 'Eva Lindqvist', '07700 900408', 'eva.lindqvist@example.org', '2017-04-01', false],
  ['M-037', 'George Mensah', '07700 900516', 'george.mensah@example.org', '2014-04-01', false],
  ['M-038', 'Anna Kowalska', '07700 900627', 'anna.kowalska@example.org', '2025-04-01', false],
];

// payments already received for 2026: plot -> [[amount, method, date, receipt]]
// (rent is due by 31 March; plots not listed here have paid nothing yet)
const UNPAID = ['A2', 'A6', 'A11', 'B1', 'B4', 'B9', 'B13', 'C1', 'C5', 'C7', 'C11'];
const PART = { A8: [[30, 'Cash', '2026-02-07', 'R-2217']], B6: [[20, 'Cheque', '2026-03-07', 'R-2231']] };

// The waiting list as the society's web form stores it (in the order the entries were last edited, not the
// order people applied in): [id, name, phone, email, applied, wants]
const W = [
  ['W-104', 'Kwame Asante', '07700 900733', 'kwame.asante@example.org', '2024-11-02', 'Either'],
  ['W-101', 'Deborah Finch', '07700 900845', 'debfinch@example.org', '2024-06-18', 'Half plot'],
  ['W-107', 'Liam Gallagher-Stone', '07700 900951', 'liam.gs@example.org', '2025-05-30', 'Full plot'],
  ['W-102', 'Rosa Delgado', '07700 900164', 'rosa.delgado@example.org', '2024-07-09', 'Either'],
  ['W-108', 'Philippa Crane', '07700 900276', 'pip.crane@example.org', '2025-10-12', 'Half plot'],
  ['W-103', 'Mohammed Iqbal', '07700 900388', 'm.iqbal@example.org', '2024-09-21', 'Full plot'],
  ['W-106', 'Sophie Turnbull', '07700 900492', 'sophie.turnbull@example.org', '2025-03-04', 'Half plot'],
  ['W-105', 'Arjun Pillai', '07700 900509', 'arjun.pillai@example.org', '2025-01-15', 'Either'],
];

export function seed() {
  const members = M.map(([id, name, phone, email, since, concession]) => ({ id, name, phone, email, since, concession }));
  const plots = P.map(([id, size, tenant, date, condition]) => {
    let payments = [];
    if (tenant && !UNPAID.includes(id)) {
      const m = members.find(x => x.id === tenant);
      const due = RENT[size] * (m.concession ? 0.5 : 1);
      payments = PART[id]
        ? PART[id].map(([amount, method, d, receipt]) => ({ amount, method, date: d, receipt }))
        : [{ amount: due, method: 'Bank transfer', date: '2026-02-' + String(1 + (id.length * 7 + id.charCodeAt(1)) % 27).padStart(2, '0'), receipt: '' }];
    }
    return {
      id, field: id[0], size, tenant, payments,
      inspections: [{ date, condition, inspector: 'Committee walk-round', notes: '' }],
    };
  });
  const waiting = W.map(([id, name, phone, email, applied, wants]) => ({ id, name, phone, email, applied, wants }));
  return { plots, members, waiting, nextMember: 39, nextWaiting: 109, nextReceipt: 2240 };
}
