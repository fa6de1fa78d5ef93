/** A demo customer: who orders, and where it goes. */
export interface DemoCustomer {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
}

const NIGERIAN = [
  ['Chioma Nwosu', 'Surulere', 'Lagos'],
  ['Musa Ibrahim', 'Wuse 2', 'Abuja'],
  ['Funke Adeyemi', 'Bodija', 'Ibadan'],
  ['Emeka Eze', 'GRA', 'Enugu'],
  ['Aisha Bello', 'Nassarawa', 'Kano'],
  ['Tolu Ogunleye', 'Lekki Phase 1', 'Lagos'],
  ['Ngozi Okeke', 'Trans-Amadi', 'Port Harcourt'],
  ['Segun Alabi', 'Ikeja GRA', 'Lagos'],
  ['Zainab Yusuf', 'Maitama', 'Abuja'],
  ['Kelechi Obi', 'Aba Road', 'Port Harcourt'],
  ['Bisi Adebayo', 'Yaba', 'Lagos'],
  ['Ifeoma Chukwu', 'Independence Layout', 'Enugu'],
  ['Sade Bakare', 'Ring Road', 'Ibadan'],
  ['Yemi Coker', 'Victoria Island', 'Lagos'],
  ['Hauwa Sani', 'Barnawa', 'Kaduna'],
  ['Obinna Nnaji', 'Asokoro', 'Abuja'],
  ['Kemi Lawal', 'Gbagada', 'Lagos'],
  ['Uche Madu', 'New Haven', 'Enugu'],
  ['Halima Garba', 'Bompai', 'Kano'],
  ['Dapo Ojo', 'Magodo', 'Lagos'],
  ['Efe Omoregie', 'GRA', 'Benin City'],
  ['Amaka Ibe', 'Rumuola', 'Port Harcourt'],
  ['Bola Akande', 'Ajah', 'Lagos'],
  ['Nkechi Agu', 'Garki', 'Abuja'],
] as const;

const BRITISH = [
  ['Olivia Bennett', 'Islington', 'London'],
  ['Harry Clarke', 'Clifton', 'Bristol'],
  ['Amelia Hughes', 'Jesmond', 'Newcastle'],
  ['George Turner', 'Headingley', 'Leeds'],
  ['Isla Morgan', 'Canton', 'Cardiff'],
  ['Jack Robinson', 'Didsbury', 'Manchester'],
  ['Sophie Walker', 'Stockbridge', 'Edinburgh'],
  ['Noah Wright', 'Jericho', 'Oxford'],
  ['Emily Green', 'Kings Heath', 'Birmingham'],
  ['Oscar Hall', 'Ecclesall', 'Sheffield'],
  ['Grace Wood', 'Mill Road', 'Cambridge'],
  ['Leo Edwards', 'Brixton', 'London'],
  ['Chloe Baker', 'Kemptown', 'Brighton'],
  ['Arthur Price', 'Lark Lane', 'Liverpool'],
  ['Freya Shaw', 'West End', 'Glasgow'],
  ['Theo Murphy', 'Stoke Newington', 'London'],
] as const;

const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '.');

/** The demo store's customers: Nigerian ones for Ada's Fabrics, British ones for Thames Tea. */
export function demoCustomers(country: 'NG' | 'GB'): DemoCustomer[] {
  const people = country === 'NG' ? NIGERIAN : BRITISH;
  return people.map(([name, area, city], i) => ({
    name,
    email: `${slug(name)}@example.com`,
    phone:
      country === 'NG'
        ? `+23480${String(31_000_000 + i * 7_919).padStart(8, '0')}`
        : `+447700900${String(200 + i).padStart(3, '0')}`,
    address: `${12 + i * 3} ${area} Road, ${area}`,
    city,
  }));
}

/** What the demo customers wrote about what they received. */
export const REVIEW_LINES: readonly (readonly [number, string])[] = [
  [5, 'Beautiful quality, exactly as pictured. Delivery was quick.'],
  [5, 'Lovely! Will order again.'],
  [4, 'Very good, the colour is a little darker than the photo.'],
  [5, 'Excellent service and well packaged.'],
  [3, 'Good, but it took a few days longer than I hoped.'],
  [4, 'Nice, worth the price.'],
  [2, 'Not quite what I expected, but the seller answered my questions.'],
  [5, ''],
];
