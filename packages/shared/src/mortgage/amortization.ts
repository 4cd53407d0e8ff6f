/*
 * The mortgage simulator's arithmetic (docs/product/price-and-mortgage.md §2), shared by the property
 * detail, which recomputes it as the visitor types, and the server's tests. French method: one constant
 * instalment of interest, desgravamen and principal; the property insurance is added to it.
 */

/** What a simulation needs, already read and bounded (simulator-input.ts). Percentages as typed (9.5 = 9.5 %). */
export interface MortgageTerms {
  /** The home's price, in the simulation's currency. */
  price: number;
  /** What the buyer pays up front. */
  downPayment: number;
  /** The Bono del Buen Pagador added to the down payment (0 without it). */
  bono: number;
  termYears: number;
  /** Tasa efectiva anual. */
  teaPercent: number;
  /** Seguro de desgravamen: percent of the outstanding balance, every month. */
  desgravamenMonthlyPercent: number;
  /** Seguro del inmueble: percent of the price, every year, paid monthly. */
  propertyInsuranceYearlyPercent: number;
}

export interface ScheduleRow {
  month: number;
  openingBalance: number;
  interest: number;
  desgravamen: number;
  principal: number;
  propertyInsurance: number;
  /** Instalment plus property insurance: what leaves the buyer's account that month. */
  payment: number;
  closingBalance: number;
}

export interface MortgageResult {
  loan: number;
  months: number;
  /** Tasa efectiva mensual: (1 + TEA)^(1/12) − 1, as a fraction. */
  monthlyRate: number;
  /** Interest, desgravamen and principal: constant. */
  instalment: number;
  propertyInsurance: number;
  /** instalment + propertyInsurance. */
  monthlyPayment: number;
  totalInterest: number;
  totalDesgravamen: number;
  totalPropertyInsurance: number;
  /** Every monthly payment added up (the down payment is apart). */
  totalPaid: number;
  schedule: ScheduleRow[];
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The monthly effective rate of an annual effective one: (1 + TEA)^(1/12) − 1, both as fractions. */
export function monthlyRateOf(teaPercent: number): number {
  return Math.pow(1 + teaPercent / 100, 1 / 12) - 1;
}

/**
 * The French instalment of `loan` over `months` at the monthly rate `rate` (a fraction):
 * loan × rate / (1 − (1 + rate)^−months), and loan / months at a zero rate.
 */
export function frenchInstalment(loan: number, rate: number, months: number): number {
  if (months <= 0 || loan <= 0) return 0;
  if (rate === 0) return loan / months;
  return (loan * rate) / (1 - Math.pow(1 + rate, -months));
}

/**
 * The whole simulation. The desgravamen is charged on the balance like interest, so it is part of the
 * constant instalment (the instalment is computed at the monthly rate plus the desgravamen rate, as the
 * banks in Peru quote it); the property insurance is a fixed monthly amount on top. Amounts are rounded
 * to the cent month by month, and the last principal takes what is left, so the balance ends at 0.
 */
export function simulateMortgage(terms: MortgageTerms): MortgageResult {
  const loan = cents(Math.max(0, terms.price - terms.downPayment - terms.bono));
  const months = Math.round(terms.termYears * 12);
  const monthlyRate = monthlyRateOf(terms.teaPercent);
  const desgravamenRate = terms.desgravamenMonthlyPercent / 100;
  const instalment = cents(frenchInstalment(loan, monthlyRate + desgravamenRate, months));
  const propertyInsurance =
    loan > 0 ? cents((terms.price * terms.propertyInsuranceYearlyPercent) / 100 / 12) : 0;
  const schedule: ScheduleRow[] = [];
  let balance = loan;
  for (let month = 1; month <= months && loan > 0; month += 1) {
    const interest = cents(balance * monthlyRate);
    const desgravamen = cents(balance * desgravamenRate);
    const principal =
      month === months ? balance : Math.min(balance, Math.max(0, cents(instalment - interest - desgravamen)));
    const closingBalance = cents(balance - principal);
    schedule.push({
      month,
      openingBalance: balance,
      interest,
      desgravamen,
      principal,
      propertyInsurance,
      payment: cents(interest + desgravamen + principal + propertyInsurance),
      closingBalance,
    });
    balance = closingBalance;
  }
  const sum = (pick: (row: ScheduleRow) => number) =>
    cents(schedule.reduce((total, row) => total + pick(row), 0));
  return {
    loan,
    months,
    monthlyRate,
    instalment,
    propertyInsurance,
    monthlyPayment: cents(instalment + propertyInsurance),
    totalInterest: sum((row) => row.interest),
    totalDesgravamen: sum((row) => row.desgravamen),
    totalPropertyInsurance: sum((row) => row.propertyInsurance),
    totalPaid: sum((row) => row.payment),
    schedule,
  };
}
