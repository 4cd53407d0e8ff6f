import type { MortgageTerms } from './amortization.ts';

/*
 * The simulator's fields as a person types them (docs/product/price-and-mortgage.md §2): read leniently,
 * bounded, and each out-of-range value named with a Spanish message, so the result shown is always a
 * finite, non-negative amount whatever was typed.
 */

export const MortgageLimits = {
  minTermYears: 5,
  maxTermYears: 30,
  defaultTermYears: 20,
  /** Rates (TEA and both insurances) are percentages from 0 to this. */
  maxRatePercent: 50,
  defaultDownPaymentPercent: 20,
  /** The banks' usual minimum down payment, and Nuevo Crédito MiVivienda's. */
  minDownPaymentPercent: 10,
  minDownPaymentPercentMiVivienda: 7.5,
  /** The largest price the simulator reads: the property price's own limit. */
  maxPrice: 999_999_999_999,
} as const;

/** The fields as typed (text inputs), plus the bono tick. */
export interface SimulatorFields {
  price: string;
  downPayment: string;
  termYears: string;
  teaPercent: string;
  desgravamenMonthlyPercent: string;
  propertyInsuranceYearlyPercent: string;
  /** The Bono del Buen Pagador ticked (only offered when the price is in a MiVivienda band). */
  withBono: boolean;
}

export type SimulatorField = Exclude<keyof SimulatorFields, 'withBono'>;

export interface SimulatorReading {
  terms: MortgageTerms;
  errors: Partial<Record<SimulatorField, string>>;
}

/** A typed amount: grouping commas and spaces ignored, a point for decimals ('389,000', '9.5'); NaN otherwise. */
export function parseTypedNumber(text: string): number {
  const cleaned = text.replace(/[\s,]/g, '').replace(/^S\/\.?|^US\$/i, '');
  if (!/^\d*\.?\d+$|^\d+\.$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The minimum down payment in percent: 7.5 % with the MiVivienda bono ticked, 10 % otherwise. */
export const minDownPaymentPercent = (withBono: boolean) =>
  withBono ? MortgageLimits.minDownPaymentPercentMiVivienda : MortgageLimits.minDownPaymentPercent;

/**
 * Reads the typed fields into terms a simulation can take, each bounded to its range, with the message of
 * every field that was outside it. `bono` is the band's amount in the simulation's currency (0 when there
 * is none); it counts only when ticked.
 */
export function readSimulatorFields(fields: SimulatorFields, bono: number): SimulatorReading {
  const errors: SimulatorReading['errors'] = {};
  const rate = (field: SimulatorField, label: string) => {
    const value = parseTypedNumber(fields[field]);
    if (!(value >= 0 && value <= MortgageLimits.maxRatePercent)) {
      errors[field] = `${label} debe estar entre 0% y ${MortgageLimits.maxRatePercent}%`;
      return Number.isFinite(value) ? clamp(value, 0, MortgageLimits.maxRatePercent) : 0;
    }
    return value;
  };

  let price = parseTypedNumber(fields.price);
  if (!(price > 0 && price <= MortgageLimits.maxPrice)) {
    errors.price = 'Ingresa un precio mayor que 0';
    price = Number.isFinite(price) ? clamp(price, 0, MortgageLimits.maxPrice) : 0;
  }

  let downPayment = parseTypedNumber(fields.downPayment);
  const minimumPercent = minDownPaymentPercent(fields.withBono);
  if (!Number.isFinite(downPayment) || downPayment < 0) {
    errors.downPayment = 'Ingresa una cuota inicial válida';
    downPayment = 0;
  } else if (downPayment > price) {
    errors.downPayment = 'La cuota inicial no puede ser mayor que el precio';
    downPayment = price;
  } else if (price > 0 && (downPayment / price) * 100 < minimumPercent - 1e-9) {
    errors.downPayment = `La cuota inicial mínima es ${minimumPercent}% del precio`;
  }

  let termYears = parseTypedNumber(fields.termYears);
  if (!(
    Number.isInteger(termYears) &&
    termYears >= MortgageLimits.minTermYears &&
    termYears <= MortgageLimits.maxTermYears
  )) {
    errors.termYears = `El plazo debe ser de ${MortgageLimits.minTermYears} a ${MortgageLimits.maxTermYears} años`;
    termYears = Number.isFinite(termYears)
      ? clamp(Math.round(termYears), MortgageLimits.minTermYears, MortgageLimits.maxTermYears)
      : MortgageLimits.defaultTermYears;
  }

  return {
    terms: {
      price,
      downPayment,
      // The bono cannot pay for more than what the down payment leaves to finance.
      bono: fields.withBono ? clamp(bono, 0, price - downPayment) : 0,
      termYears,
      teaPercent: rate('teaPercent', 'La TEA'),
      desgravamenMonthlyPercent: rate('desgravamenMonthlyPercent', 'El seguro de desgravamen'),
      propertyInsuranceYearlyPercent: rate('propertyInsuranceYearlyPercent', 'El seguro del inmueble'),
    },
    errors,
  };
}
