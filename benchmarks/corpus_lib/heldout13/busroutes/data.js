// Seed data: Ridgeway Primary's three morning bus routes, as the council's transport system returns them.
window.RW_SEED = {
  routes: [
    { id: 'A', name: 'Northfield loop', seats: 16, driver: 'Jo Patel', stops: [
      { id: 'a1', name: 'Northfield Church', time: '07:50' }, { id: 'a2', name: 'Beech Avenue', time: '07:58' },
      { id: 'a3', name: 'Linden Park', time: '08:06' }, { id: 'a4', name: 'Cobb Lane', time: '08:12' } ] },
    { id: 'B', name: 'Millbrook', seats: 16, driver: 'Gary Hume', stops: [
      { id: 'b1', name: 'Millbrook Green', time: '07:45' }, { id: 'b2', name: 'Mill Pond', time: '07:55' },
      { id: 'b3', name: 'Station Road', time: '08:05' } ] },
    { id: 'C', name: 'Old Quarry Lane', seats: 12, driver: 'Anita Sharma', stops: [
      { id: 'c1', name: 'Quarry Gate', time: '07:40' }, { id: 'c2', name: 'Hill Farm', time: '07:52' },
      { id: 'c3', name: 'Crossways', time: '08:08' } ] },
  ],
  drivers: ['Jo Patel', 'Gary Hume', 'Anita Sharma', 'Dev Brennan', 'Lou Carter'],
  pupils: [
    ['Ada', 'Okafor', 2, 'a1'], ['Chidi', 'Okafor', 5, 'a1'], ['Isla', 'Moreno', 4, 'a2'], ['Harry', 'Blake', 6, 'a2'],
    ['Mia', 'Collins', 1, 'a3'], ['Oscar', 'Dunn', 3, 'a3'], ['Ruby', 'Ellis', 2, 'a4'], ['Leo', 'Farrow', 6, 'a4'],
    ['Sofia', 'Grant', 5, 'b1'], ['Noah', 'Hale', 3, 'b1'], ['Amelia', 'Ingram', 4, 'b2'], ['Jack', 'Jennings', 1, 'b2'],
    ['Freya', 'Kerr', 6, 'b3'], ['George', 'Lowe', 2, 'b3'], ['Evie', 'Marsh', 3, 'b3'], ['Alfie', 'Nash', 5, 'c1'],
    ['Poppy', 'Price', 4, 'c1'], ['Theo', 'Quinn', 2, 'c2'], ['Lily', 'Reid', 6, 'c2'], ['Max', 'Shaw', 1, 'c3'],
    ['Grace', 'Turner', 3, 'c3'], ['Zara', 'Whitfield', 5, 'c2'], ['Ollie', 'Young', 4, 'a3'],
  ].map(([first, last, year, stop], i) => ({ id: 'p' + (i + 1), first, last, year, stop, absent: false })),
};
