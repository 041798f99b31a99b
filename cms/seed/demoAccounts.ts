/** The demo accounts that `npm start` prints and the README lists. Local demo only. */
export const DEMO_STAFF = {
  email: process.env.SEED_STAFF_EMAIL ?? 'staff@norte-wines.example',
  password: process.env.SEED_STAFF_PASSWORD ?? 'norte-staff-2026',
  name: 'Inês Almeida',
}
export const DEMO_MEMBER = {
  email: process.env.SEED_MEMBER_EMAIL ?? 'member@norte-wines.example',
  password: process.env.SEED_MEMBER_PASSWORD ?? 'norte-member-2026',
  name: 'Alex',
  surname: 'Rivera',
  country: 'US',
}
