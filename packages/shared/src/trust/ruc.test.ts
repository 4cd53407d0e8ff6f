import { describe, expect, it } from 'vitest';
import { rucCheckDigit, rucInputSchema, rucMessages, rucProblem } from './ruc.ts';
import { registryLine, registryNumberInputSchema, registryOfficeInputSchema } from './registry-offices.ts';

describe('RUC (SUNAT module 11)', () => {
  it('computes the check digit as worked out by hand', () => {
    // 2,0,6,0,0,0,0,0,0,0 × 5,4,3,2,7,6,5,4,3,2 = 10 + 0 + 18 = 28; 28 mod 11 = 6; 11 - 6 = 5.
    expect(rucCheckDigit('2060000000')).toBe(5);
    // 1,0,1,2,3,4,5,6,7,8 → 5 + 3 + 4 + 21 + 24 + 25 + 24 + 21 + 16 = 143 = 11 × 13; 11 - 0 = 11 → 1.
    expect(rucCheckDigit('1012345678')).toBe(1);
    // 2,0,0,0,0,0,0,0,0,1 → 10 + 2 = 12; 12 mod 11 = 1; 11 - 1 = 10 → 0.
    expect(rucCheckDigit('2000000001')).toBe(0);
  });

  it('accepts valid RUCs of every prefix', () => {
    for (const ruc of [
      '20600000005',
      '10123456781',
      '20000000010',
      '20100070970',
      '15464646466',
      '17123456785',
    ]) {
      expect(rucProblem(ruc), ruc).toBeNull();
    }
  });

  it('names the rule a wrong RUC breaks', () => {
    expect(rucProblem('2060000000')).toBe(rucMessages.digits);
    expect(rucProblem('2060000000A')).toBe(rucMessages.digits);
    expect(rucProblem('30600000005')).toBe(rucMessages.prefix);
    expect(rucProblem('20600000004')).toBe(rucMessages.checkDigit);
    expect(rucMessages.checkDigit).toContain('dígito verificador');
  });

  it('lets the form clear the field', () => {
    expect(rucInputSchema.parse('')).toBeNull();
    expect(rucInputSchema.parse(' 20600000005 ')).toBe('20600000005');
    expect(rucInputSchema.safeParse('20600000004').success).toBe(false);
  });
});

describe('Partida registral', () => {
  it('takes an office of the SUNARP list and an 8-digit number', () => {
    expect(registryOfficeInputSchema.parse('lima')).toBe('lima');
    expect(registryOfficeInputSchema.safeParse('narnia').success).toBe(false);
    expect(registryNumberInputSchema.parse('12345678')).toBe('12345678');
    for (const bad of ['1234567', '123456789', '1234567a', '12 345678']) {
      expect(registryNumberInputSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('reads as the detail shows it', () => {
    expect(registryLine('12345678', 'lima')).toBe('Partida registral N° 12345678 — Oficina Registral Lima');
  });
});
