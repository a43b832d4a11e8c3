// Seed data for Pawshare (what the marketplace API would return). Prices in pounds.
export const TODAY = '2025-11-24';
export const ME = { name: 'Alex Morgan', area: 'Canal Quarter' };
export const SERVICES = ['Dog walking', 'Home visits', 'Overnight stay'];
export const UNIT = { 'Dog walking': 'walk', 'Home visits': 'visit', 'Overnight stay': 'night' };

export const SITTERS = [
  { id: 's1', name: 'Maya Lindqvist', area: 'Canal Quarter', rating: 4.9, reviews: 52, prices: { 'Dog walking': 14, 'Overnight stay': 38 },
    bio: 'Vet nurse by day, dog lover always. Big garden, no other pets.' },
  { id: 's2', name: 'Tom Achebe', area: 'Riverside', rating: 4.8, reviews: 31, prices: { 'Dog walking': 12, 'Home visits': 11 },
    bio: 'Runner and student; happy with energetic dogs.' },
  { id: 's3', name: 'Priya Nair', area: 'Canal Quarter', rating: 4.7, reviews: 18, prices: { 'Home visits': 13, 'Overnight stay': 35 },
    bio: 'Cat person first, can give medicines and eye drops.' },
  { id: 's4', name: 'Ben Holloway', area: 'Old Town', rating: 4.5, reviews: 9, prices: { 'Dog walking': 10 },
    bio: 'Retired postman, walks twice a day anyway.' },
  { id: 's5', name: 'Lucia Ferraro', area: 'Hillside', rating: 5.0, reviews: 44, prices: { 'Overnight stay': 42, 'Home visits': 15 },
    bio: 'Works from home, so your pet is never alone.' },
  { id: 's6', name: 'Sam Whitaker', area: 'Riverside', rating: 4.6, reviews: 12, prices: { 'Home visits': 10 },
    bio: 'Feeds, plays, cleans the litter tray and sends photos.' },
  { id: 's7', name: 'Grace Owusu', area: 'Old Town', rating: 4.9, reviews: 27, prices: { 'Dog walking': 13, 'Home visits': 12, 'Overnight stay': 40 },
    bio: 'Ten years of pet sitting, first-aid trained.' },
  { id: 's8', name: 'Hugo Brandt', area: 'Canal Quarter', rating: 4.4, reviews: 6, prices: { 'Dog walking': 15 },
    bio: 'Group walks on the towpath, small dogs only.' },
];

export const REVIEWS = {
  s1: ['“Biscuit came home tired and happy.” – Alex', '“Sent lovely photos every day.” – Noor', '“Very reliable.” – Dan', '“Will book again.” – Ellie'],
  s2: ['“Great with our lurcher.” – Kate', '“Always on time.” – Raj', '“Friendly and careful.” – Jo'],
  s7: ['“Our cat adored her.” – Fiona', '“Brilliant overnight stay.” – Mark', '“Calm and kind.” – Ana', '“Highly recommended.” – Will'],
};

export const PETS = [
  { id: 'pet1', name: 'Biscuit', kind: 'Dog', age: 5 },
  { id: 'pet2', name: 'Miso', kind: 'Cat', age: 3 },
];

export const REQUESTS = [
  { id: 'r1', sitter: 's2', pet: 'Biscuit', service: 'Dog walking', from: '2025-12-01', count: 5, price: 60, status: 'Accepted', messages: [] },
  { id: 'r2', sitter: 's5', pet: 'Miso', service: 'Overnight stay', from: '2025-12-12', to: '2025-12-14', count: 2, price: 84, status: 'Pending', messages: [] },
];

// favourites in the order they were added
export const FAVOURITES = ['s6', 's5', 's4'];
