import type { Rng } from './prng.ts';

/**
 * Invented home seekers behind the demo favourites and contact requests. The ranking counters must match
 * their tables (one favourite per user and property), so the demo needs more users than the sign-in
 * accounts. Their e-mails use the reserved example.com domain and they get no usable password: nobody can
 * sign in as them and no message can reach a real person.
 */
export interface Shopper {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const SHOPPER_COUNT = 30;

/** Not an argon2 hash, so verifyPassword always answers false for these accounts. */
export const DISABLED_PASSWORD_HASH = '!sin-acceso';

const FIRST_NAMES = [
  'Lucía',
  'Jorge',
  'Milagros',
  'Renzo',
  'Gabriela',
  'Álvaro',
  'Fiorella',
  'Óscar',
  'Daniela',
  'César',
  'Andrea',
  'Raúl',
  'Katherine',
  'Martín',
  'Yesenia',
  'Hugo',
  'Claudia',
  'Iván',
  'Pamela',
  'Gonzalo',
  'Rocío',
  'Edwin',
  'Mariela',
  'Fernando',
  'Sandra',
  'Percy',
  'Vanessa',
  'Alonso',
  'Jimena',
  'Víctor',
];

const LAST_NAMES = [
  'Ramos',
  'Torres',
  'Huamán',
  'Vargas',
  'Rojas',
  'Mendoza',
  'Flores',
  'Castillo',
  'Espinoza',
  'Cárdenas',
  'Paredes',
  'Quispe',
  'Gonzales',
  'Córdova',
  'Salinas',
  'Arias',
  'Zevallos',
  'Villanueva',
  'Ccahuana',
  'Apaza',
  'Llanos',
  'Palomino',
  'Benites',
  'Ñahui',
  'Saavedra',
];

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function buildShoppers(rng: Rng): Shopper[] {
  return FIRST_NAMES.slice(0, SHOPPER_COUNT).map((firstName, i) => {
    const [first, second] = rng.sample(LAST_NAMES, 2);
    const lastName = `${first} ${second}`;
    const digits = `9${String(rng.int(10_000_000, 99_999_999))}`;
    return {
      firstName,
      lastName,
      email: `${ascii(firstName)}.${ascii(first ?? 'cliente')}${i + 1}@example.com`,
      phone: `+51 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
    };
  });
}
