import { useMemo, useState } from 'react';
import { simulateMortgage } from '@inmuebles/shared/mortgage/amortization';
import {
  MortgageLimits,
  parseTypedNumber,
  readSimulatorFields,
  type SimulatorField,
  type SimulatorFields,
} from '@inmuebles/shared/mortgage/simulator-input';
import type { MortgageParameters } from '@inmuebles/shared/mortgage/mortgage-parameters-schema';

export type SimulatorCurrency = 'PEN' | 'USD';

/** Drops the float noise of a conversion, keeping cents: 37333.333333 → '37333.33'. */
const typed = (value: number) => (Number.isFinite(value) ? String(Math.round(value * 100) / 100) : '');

export interface SimulatorOffer {
  price: number;
  currency: SimulatorCurrency;
}

/**
 * The simulator's fields as typed, the down payment kept both as a percentage and an amount (editing one
 * rewrites the other), the currency switch converting the amounts at the rate in force, and the result
 * recomputed on every keystroke from packages/shared/src/mortgage.
 */
export function useSimulatorState(
  offer: SimulatorOffer,
  parameters: MortgageParameters,
  rate: number | null,
  bonoPen: number | null,
) {
  const [currency, setCurrencyState] = useState<SimulatorCurrency>(offer.currency);
  const [fields, setFields] = useState<SimulatorFields>(() => ({
    price: typed(offer.price),
    downPayment: typed((offer.price * MortgageLimits.defaultDownPaymentPercent) / 100),
    termYears: String(MortgageLimits.defaultTermYears),
    teaPercent: String(parameters.tea_percent),
    desgravamenMonthlyPercent: String(parameters.desgravamen_monthly_percent),
    propertyInsuranceYearlyPercent: String(parameters.property_insurance_yearly_percent),
    withBono: false,
  }));
  const [downPercent, setDownPercent] = useState(String(MortgageLimits.defaultDownPaymentPercent));

  const bono = bonoPen === null ? 0 : currency === 'PEN' ? bonoPen : rate ? bonoPen / rate : 0;
  const reading = useMemo(() => readSimulatorFields(fields, bono), [fields, bono]);
  const result = useMemo(() => simulateMortgage(reading.terms), [reading]);

  const setField = (field: SimulatorField, value: string) => {
    const next = { ...fields, [field]: value };
    // A new price keeps the percentage typed; a new amount rewrites the percentage.
    if (field === 'price') {
      const percent = parseTypedNumber(downPercent);
      if (Number.isFinite(percent)) next.downPayment = typed((parseTypedNumber(value) * percent) / 100);
    }
    if (field === 'downPayment') {
      const price = parseTypedNumber(fields.price);
      const amount = parseTypedNumber(value);
      if (price > 0 && Number.isFinite(amount)) setDownPercent(typed((amount / price) * 100));
    }
    setFields(next);
  };
  const setPercent = (value: string) => {
    setDownPercent(value);
    const percent = parseTypedNumber(value);
    setFields((current) => ({
      ...current,
      downPayment: Number.isFinite(percent)
        ? typed((parseTypedNumber(current.price) * percent) / 100)
        : current.downPayment,
    }));
  };
  const setCurrency = (next: SimulatorCurrency) => {
    if (next === currency || !rate) return;
    const factor = next === 'USD' ? 1 / rate : rate;
    setFields((current) => ({
      ...current,
      price: typed(parseTypedNumber(current.price) * factor),
      downPayment: typed(parseTypedNumber(current.downPayment) * factor),
    }));
    setCurrencyState(next);
  };
  const setWithBono = (withBono: boolean) => setFields((current) => ({ ...current, withBono }));

  return {
    currency,
    fields,
    downPercent,
    reading,
    result,
    bono,
    setField,
    setPercent,
    setCurrency,
    setWithBono,
  };
}
