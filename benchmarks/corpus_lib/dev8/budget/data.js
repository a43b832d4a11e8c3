export const TODAY = '2025-04-18';

export const CATEGORIES = [
  { id: 'groceries', name: 'Groceries', limit: 400 },
  { id: 'dining', name: 'Dining out', limit: 150 },
  { id: 'transport', name: 'Transport', limit: 120 },
  { id: 'housing', name: 'Housing', limit: 1100 },
  { id: 'household', name: 'Household', limit: 200 },
  { id: 'utilities', name: 'Utilities', limit: 180 },
  { id: 'fun', name: 'Fun & hobbies', limit: 100 },
  { id: 'income', name: 'Income', limit: null },
];

// amount < 0: money out; amount > 0: money in (salary, refunds)
export const TRANSACTIONS = [
  // April 2025
  { id: 't201', date: '2025-04-17', payee: 'FreshMart', category: 'groceries', amount: -56.20, note: '' },
  { id: 't202', date: '2025-04-16', payee: 'City Cinema', category: 'fun', amount: -24.00, note: 'Two tickets' },
  { id: 't203', date: '2025-04-15', payee: 'Bean There Café', category: 'dining', amount: -3.80, note: '' },
  { id: 't204', date: '2025-04-15', payee: 'Bean There Café', category: 'dining', amount: -3.80, note: '' },
  { id: 't205', date: '2025-04-14', payee: 'FreshMart', category: 'groceries', amount: 18.40, note: 'Refund: damaged eggs' },
  { id: 't206', date: '2025-04-13', payee: 'Metro card top-up', category: 'transport', amount: -30.00, note: '' },
  { id: 't207', date: '2025-04-12', payee: "Luigi's Trattoria", category: 'dining', amount: -48.50, note: 'Birthday dinner' },
  { id: 't208', date: '2025-04-11', payee: 'HomeBase', category: 'household', amount: -34.99, note: 'Shelf brackets' },
  { id: 't209', date: '2025-04-10', payee: 'Sunny Noodle Bar', category: 'dining', amount: -31.00, note: '' },
  { id: 't210', date: '2025-04-09', payee: 'FreshMart', category: 'groceries', amount: -72.35, note: '' },
  { id: 't211', date: '2025-04-08', payee: 'PowerGrid Energy', category: 'utilities', amount: -88.00, note: 'Direct debit' },
  { id: 't212', date: '2025-04-07', payee: 'Petrol Express', category: 'transport', amount: -45.60, note: '' },
  { id: 't220', date: '2025-04-06', payee: 'StreamFlix', category: 'fun', amount: -12.99, note: '' },
  { id: 't213', date: '2025-04-05', payee: 'Board Game Café', category: 'fun', amount: -18.00, note: '' },
  { id: 't214', date: '2025-04-04', payee: 'AMZN Mktp', category: '', amount: -23.99, note: '' },
  { id: 't215', date: '2025-04-03', payee: 'FreshMart', category: 'groceries', amount: -64.10, note: '' },
  { id: 't216', date: '2025-04-02', payee: 'City Water', category: 'utilities', amount: -48.20, note: 'Quarterly bill' },
  { id: 't217', date: '2025-04-01', payee: 'Oakwood Lettings', category: 'housing', amount: -1050.00, note: 'Rent' },
  { id: 't218', date: '2025-04-01', payee: 'FitLife Gym', category: 'fun', amount: -35.00, note: '' },
  { id: 't219', date: '2025-04-01', payee: 'Northwind Ltd', category: 'income', amount: 2850.00, note: 'Salary' },
  // March 2025
  { id: 't101', date: '2025-03-29', payee: 'FreshMart', category: 'groceries', amount: -81.45, note: '' },
  { id: 't102', date: '2025-03-26', payee: 'Petrol Express', category: 'transport', amount: -52.10, note: '' },
  { id: 't103', date: '2025-03-22', payee: 'Sunny Noodle Bar', category: 'dining', amount: -27.50, note: '' },
  { id: 't104', date: '2025-03-19', payee: 'FreshMart', category: 'groceries', amount: -66.90, note: '' },
  { id: 't105', date: '2025-03-15', payee: 'HomeBase', category: 'household', amount: -112.40, note: 'Paint' },
  { id: 't106', date: '2025-03-12', payee: 'FreshMart', category: 'groceries', amount: -59.75, note: '' },
  { id: 't107', date: '2025-03-08', payee: 'PowerGrid Energy', category: 'utilities', amount: -96.00, note: 'Direct debit' },
  { id: 't108', date: '2025-03-06', payee: 'StreamFlix', category: 'fun', amount: -12.99, note: '' },
  { id: 't109', date: '2025-03-04', payee: 'Metro card top-up', category: 'transport', amount: -30.00, note: '' },
  { id: 't110', date: '2025-03-01', payee: 'Oakwood Lettings', category: 'housing', amount: -1050.00, note: 'Rent' },
  { id: 't111', date: '2025-03-01', payee: 'FitLife Gym', category: 'fun', amount: -35.00, note: '' },
  { id: 't112', date: '2025-03-01', payee: 'Northwind Ltd', category: 'income', amount: 2850.00, note: 'Salary' },
];

export const RECURRING = [
  { id: 'r1', payee: 'Oakwood Lettings', category: 'housing', every: 'Month, on the 1st', amount: 1050.00, active: true },
  { id: 'r2', payee: 'FitLife Gym', category: 'fun', every: 'Month, on the 1st', amount: 35.00, active: true },
  { id: 'r3', payee: 'StreamFlix', category: 'fun', every: 'Month, on the 6th', amount: 12.99, active: true },
  { id: 'r4', payee: 'PowerGrid Energy', category: 'utilities', every: 'Month, on the 8th', amount: 88.00, active: true },
  { id: 'r5', payee: 'Nimbus Mobile', category: 'utilities', every: 'Month, on the 20th', amount: 20.00, active: true },
  { id: 'r6', payee: 'Daily Herald', category: 'fun', every: 'Month, on the 3rd', amount: 9.50, active: false },
];
