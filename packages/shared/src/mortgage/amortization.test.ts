import { describe, expect, it } from 'vitest';
import { frenchInstalment, monthlyRateOf, simulateMortgage, type MortgageTerms } from './amortization.ts';
import { scheduleCsv } from './schedule-csv.ts';

/** Terms with no rate, no insurance and no bono, changed where an example says. */
const terms = (change: Partial<MortgageTerms>): MortgageTerms => ({
  price: 150_000,
  downPayment: 30_000,
  bono: 0,
  termYears: 10,
  teaPercent: 0,
  desgravamenMonthlyPercent: 0,
  propertyInsuranceYearlyPercent: 0,
  ...change,
});

describe('the French method, against examples worked by hand', () => {
  it('at 0 %: the loan split in equal parts, no interest', () => {
    // Price 150,000 − down payment 30,000 = loan 120,000; 10 years = 120 months; 120,000 / 120 = 1,000.00.
    const result = simulateMortgage(terms({}));
    expect(result).toMatchObject({ loan: 120_000, months: 120, instalment: 1000, monthlyPayment: 1000 });
    expect(result.totalInterest).toBe(0);
    expect(result.totalPaid).toBe(120_000);
    expect(result.schedule.at(-1)?.closingBalance).toBe(0);
  });

  it('a TEA of 12.6825 % is exactly 1 % a month: 100,000 over 5 years pays 2,224.44', () => {
    // (1 + 0.126825030131970)^(1/12) − 1 = 1.01 − 1 = 0.01.
    const tea = (Math.pow(1.01, 12) - 1) * 100;
    expect(monthlyRateOf(tea)).toBeCloseTo(0.01, 12);
    // 1.01^60 = 1.816696699; 1.01^−60 = 0.550449616; 100,000 × 0.01 / (1 − 0.550449616) = 1,000 / 0.449550384
    // = 2,224.44.
    const result = simulateMortgage(
      terms({ price: 125_000, downPayment: 25_000, termYears: 5, teaPercent: tea }),
    );
    expect(result.instalment).toBe(2224.44);
    // Month 1: interest 100,000 × 1 % = 1,000.00; principal 2,224.44 − 1,000.00 = 1,224.44; balance 98,775.56.
    expect(result.schedule[0]).toMatchObject({
      interest: 1000,
      principal: 1224.44,
      closingBalance: 98_775.56,
    });
    // Interest ≈ 60 × 2,224.44 − 100,000 = 33,466.40, plus the cents the monthly rounding leaves to the last month.
    expect(result.totalInterest).toBeCloseTo(33_466.4, -1);
    expect(result.schedule.at(-1)?.closingBalance).toBe(0);
  });

  it('TEA 9.5 %, desgravamen 0.03 % a month and property insurance 0.28 % a year', () => {
    // Loan 300,000 − 60,000 (20 %) = 240,000 over 20 years = 240 months.
    // Monthly rate (1.095)^(1/12) − 1 = 0.0075915343; with the desgravamen r = 0.0075915343 + 0.0003 = 0.0078915343.
    // (1 + r)^240 = 6.5964667; instalment = 240,000 × 0.0078915343 / (1 − 1 / 6.5964667) = 1,893.968 / 0.848404
    // = 2,232.39. Insurance 300,000 × 0.28 % / 12 = 70.00. Monthly payment 2,232.39 + 70.00 = 2,302.39.
    const result = simulateMortgage(
      terms({
        price: 300_000,
        downPayment: 60_000,
        termYears: 20,
        teaPercent: 9.5,
        desgravamenMonthlyPercent: 0.03,
        propertyInsuranceYearlyPercent: 0.28,
      }),
    );
    expect(result.monthlyRate).toBeCloseTo(0.0075915343, 9);
    expect(result).toMatchObject({
      loan: 240_000,
      instalment: 2232.39,
      propertyInsurance: 70,
      monthlyPayment: 2302.39,
    });
    // Month 1: interest 240,000 × 0.0075915343 = 1,821.97; desgravamen 240,000 × 0.0003 = 72.00;
    // principal 2,232.39 − 1,821.97 − 72.00 = 338.42.
    expect(result.schedule[0]).toMatchObject({ interest: 1821.97, desgravamen: 72, principal: 338.42 });
    expect(result.schedule.at(-1)?.closingBalance).toBe(0);
  });

  it('the browser test’s flat: S/ 140,000, 10 % down, the S/ 22,800 bono, 15 years, TEA 9.5 %', () => {
    // Loan 140,000 − 14,000 − 22,800 = 103,200 over 180 months at r = 0.0078915343: (1 + r)^180 = 4.1160774;
    // 103,200 × 0.0078915343 / (1 − 1 / 4.1160774) = 814.4063 / 0.7570493 = 1,075.76.
    // Insurance 140,000 × 0.30 % / 12 = 35.00; monthly payment 1,110.76.
    const result = simulateMortgage(
      terms({
        price: 140_000,
        downPayment: 14_000,
        bono: 22_800,
        termYears: 15,
        teaPercent: 9.5,
        desgravamenMonthlyPercent: 0.03,
        propertyInsuranceYearlyPercent: 0.3,
      }),
    );
    expect(result).toMatchObject({ loan: 103_200, instalment: 1075.76, monthlyPayment: 1110.76 });
  });

  it('adds the months up: total paid is every payment, total interest every month’s interest', () => {
    const result = simulateMortgage(
      terms({
        price: 200_000,
        downPayment: 40_000,
        termYears: 5,
        teaPercent: 8,
        desgravamenMonthlyPercent: 0.05,
        propertyInsuranceYearlyPercent: 0.3,
      }),
    );
    const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
    expect(result.totalPaid).toBe(sum(result.schedule.map((row) => row.payment)));
    expect(result.totalInterest).toBe(sum(result.schedule.map((row) => row.interest)));
    expect(sum(result.schedule.map((row) => row.principal))).toBe(160_000);
  });

  it('owes nothing when the down payment and the bono cover the price', () => {
    const result = simulateMortgage(
      terms({
        price: 100_000,
        downPayment: 80_000,
        bono: 27_400,
        termYears: 20,
        teaPercent: 9,
        desgravamenMonthlyPercent: 0.03,
        propertyInsuranceYearlyPercent: 0.3,
      }),
    );
    expect(result).toMatchObject({ loan: 0, monthlyPayment: 0, totalPaid: 0, schedule: [] });
    expect(frenchInstalment(0, 0.01, 12)).toBe(0);
  });

  it('writes the schedule as CSV, one line a month', () => {
    const result = simulateMortgage(terms({}));
    const lines = scheduleCsv(result, 'PEN').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Cronograma de pagos (soles)');
    expect(lines[1]).toBe(
      'Mes,Saldo inicial,Interés,Desgravamen,Amortización,Seguro del inmueble,Cuota,Saldo final',
    );
    expect(lines[2]).toBe('1,120000.00,0.00,0.00,1000.00,0.00,1000.00,119000.00');
    expect(lines).toHaveLength(2 + 120);
  });
});
