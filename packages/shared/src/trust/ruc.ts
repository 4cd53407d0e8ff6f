import { z } from 'zod';

/*
 * The RUC, SUNAT's taxpayer number (docs/product/trust-and-admin.md): 11 digits, starting 10 (a person),
 * 15 or 17 (special cases) or 20 (a company), the last one a check digit by module 11.
 */

export const rucMessages = {
  digits: 'El RUC debe tener exactamente 11 dígitos (solo números)',
  prefix: 'El RUC debe empezar con 10, 15, 17 o 20',
  checkDigit: 'El RUC no es válido: el dígito verificador no corresponde (módulo 11 de SUNAT)',
} as const;

/** SUNAT's weights for the first ten digits. */
export const RUC_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;
const RUC_PREFIXES = ['10', '15', '17', '20'];

/** The check digit of the first ten digits: 11 minus the weighted sum modulo 11; 10 becomes 0 and 11 becomes 1. */
export function rucCheckDigit(firstTen: string): number {
  const sum = RUC_WEIGHTS.reduce((total, weight, i) => total + weight * Number(firstTen[i]), 0);
  const digit = 11 - (sum % 11);
  return digit === 10 ? 0 : digit === 11 ? 1 : digit;
}

/** The first rule a RUC breaks, or null when it is valid. */
export function rucProblem(ruc: string): string | null {
  if (!/^\d{11}$/.test(ruc)) return rucMessages.digits;
  if (!RUC_PREFIXES.includes(ruc.slice(0, 2))) return rucMessages.prefix;
  if (rucCheckDigit(ruc.slice(0, 10)) !== Number(ruc[10])) return rucMessages.checkDigit;
  return null;
}

/** The company form's field: '' or null clears it; anything else must be a valid RUC. */
export const rucInputSchema = z
  .string({ error: rucMessages.digits })
  .trim()
  .nullable()
  .transform((value, ctx) => {
    if (value === null || value === '') return null;
    const problem = rucProblem(value);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return value;
  });
