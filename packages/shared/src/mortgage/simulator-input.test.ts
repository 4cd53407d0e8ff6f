import { describe, expect, it } from 'vitest';
import { simulateMortgage } from './amortization.ts';
import { parseTypedNumber, readSimulatorFields, type SimulatorFields } from './simulator-input.ts';

const fields = (change: Partial<SimulatorFields> = {}): SimulatorFields => ({
  price: '300000',
  downPayment: '60000',
  termYears: '20',
  teaPercent: '9.5',
  desgravamenMonthlyPercent: '0.03',
  propertyInsuranceYearlyPercent: '0.28',
  withBono: false,
  ...change,
});

describe('the simulator’s typed fields', () => {
  it('reads amounts as Peru writes them', () => {
    expect(parseTypedNumber('389,000')).toBe(389_000);
    expect(parseTypedNumber(' 9.5 ')).toBe(9.5);
    expect(parseTypedNumber('S/ 140,000')).toBe(140_000);
    expect(parseTypedNumber('')).toBeNaN();
    expect(parseTypedNumber('-5')).toBeNaN();
    expect(parseTypedNumber('1e9')).toBeNaN();
  });

  it('names each field out of its range, in Spanish', () => {
    const { errors } = readSimulatorFields(
      fields({ teaPercent: '51', termYears: '31', downPayment: '400000', desgravamenMonthlyPercent: '-1' }),
      0,
    );
    expect(errors).toEqual({
      teaPercent: 'La TEA debe estar entre 0% y 50%',
      termYears: 'El plazo debe ser de 5 a 30 años',
      downPayment: 'La cuota inicial no puede ser mayor que el precio',
      desgravamenMonthlyPercent: 'El seguro de desgravamen debe estar entre 0% y 50%',
    });
    expect(readSimulatorFields(fields({ termYears: '4' }), 0).errors.termYears).toBe(
      'El plazo debe ser de 5 a 30 años',
    );
  });

  it('asks 10 % down, or 7.5 % with the MiVivienda bono', () => {
    expect(readSimulatorFields(fields({ downPayment: '27000' }), 0).errors.downPayment).toBe(
      'La cuota inicial mínima es 10% del precio',
    );
    expect(readSimulatorFields(fields({ downPayment: '22500', withBono: true }), 20_900).errors).toEqual({});
    expect(
      readSimulatorFields(fields({ downPayment: '22499', withBono: true }), 20_900).errors.downPayment,
    ).toBe('La cuota inicial mínima es 7.5% del precio');
  });

  it('never gives NaN or a negative amount, whatever is typed', () => {
    const typed = [
      '',
      ' ',
      'abc',
      '-1',
      '0',
      '0.0001',
      '1e308',
      '999999999999999999',
      '50',
      '51',
      '5.5',
      ',',
      '.',
      '12,,3',
      'NaN',
      'Infinity',
    ];
    for (const price of typed)
      for (const other of typed) {
        for (const withBono of [false, true]) {
          const { terms } = readSimulatorFields(
            {
              price,
              downPayment: other,
              termYears: other,
              teaPercent: other,
              desgravamenMonthlyPercent: other,
              propertyInsuranceYearlyPercent: price,
              withBono,
            },
            22_800,
          );
          const result = simulateMortgage(terms);
          const amounts = [
            result.loan,
            result.monthlyPayment,
            result.totalInterest,
            result.totalPaid,
            ...(result.schedule[0] ? Object.values(result.schedule[0]) : []),
          ];
          for (const amount of amounts) {
            expect(Number.isFinite(amount), `${price} / ${other}`).toBe(true);
            expect(amount, `${price} / ${other}`).toBeGreaterThanOrEqual(0);
          }
        }
      }
  });
});
