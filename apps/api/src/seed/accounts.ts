import type { UserRole } from '../platform/db/schema/enums.ts';
import { DEMO_COMPANIES } from './companies-data.ts';
import type { DemoCompany } from './demo-company.ts';

/**
 * The accounts a person trying the app signs in with. Exported so `npm start` and the README print them;
 * all share one password that meets the product's rules (8+ characters, not a common password). They are
 * created with the e-mail already confirmed so they work without going through the outbox.
 */
export const DEMO_PASSWORD = 'InmoPeru2026!';

export interface DemoAccount {
  email: string;
  password: string;
  role: UserRole;
  firstName: string;
  lastName: string;
  phone: string;
  /** Slug of the company the user belongs to (null: none). */
  companySlug: string | null;
}

/** Managers (company_admin) by company, in DEMO_COMPANIES order. */
const MANAGERS: readonly (readonly [firstName: string, lastName: string])[] = [
  ['María Fernanda', 'Quispe Rojas'],
  ['Diego Alonso', 'Salazar Benavides'],
  ['Rosa Elena', 'Chávez Paredes'],
  ['Wilber', 'Huamán Ccori'],
  ['Luis Enrique', 'Castañeda Vega'],
  ['Patricia', 'Loayza Medina'],
  ['Jhon Carlos', 'Ramírez Inga'],
  ['Ana Lucía', 'Belaúnde Prado'],
  ['Miguel Ángel', 'Tello Carbajal'],
  ['Karina', 'Sánchez Odar'],
];

/** Agents for the first two companies, the ones the browser tests and the README use. */
const AGENTS: readonly (readonly [firstName: string, lastName: string])[] = [
  ['José Antonio', 'Mamani Flores'],
  ['Valeria', 'Gutiérrez Soto'],
];

/** A Peruvian mobile number (9 digits starting with 9), formatted as people write it. */
function mobile(n: number): string {
  const digits = `9${String(87_654_300 + n * 1_137).padStart(8, '0')}`;
  return `+51 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

function companyAccounts(company: DemoCompany, index: number): DemoAccount[] {
  const manager = MANAGERS[index] ?? ['Gerente', company.name];
  const accounts: DemoAccount[] = [
    {
      email: `gerente@${company.domain}.pe`,
      password: DEMO_PASSWORD,
      role: 'company_admin',
      firstName: manager[0],
      lastName: manager[1],
      phone: mobile(index * 2 + 1),
      companySlug: company.slug,
    },
  ];
  const agent = AGENTS[index];
  if (agent) {
    accounts.push({
      email: `agente@${company.domain}.pe`,
      password: DEMO_PASSWORD,
      role: 'agent',
      firstName: agent[0],
      lastName: agent[1],
      phone: mobile(index * 2 + 2),
      companySlug: company.slug,
    });
  }
  return accounts;
}

/**
 * The platform administrator belongs to the first company: the dashboard screens need a company to show
 * anything, and the admin role still reaches every other company.
 */
export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'admin@inmoperu.pe',
    password: DEMO_PASSWORD,
    role: 'admin',
    firstName: 'Carlos Alberto',
    lastName: 'Mendoza Huertas',
    phone: mobile(0),
    companySlug: DEMO_COMPANIES[0]?.slug ?? null,
  },
  ...DEMO_COMPANIES.flatMap(companyAccounts),
];
