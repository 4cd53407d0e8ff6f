/*
 * The banks and lenders that finance homes in Peru, one list for the project editor's checkboxes, the
 * project page's "Financiamiento" and the API's validation. Keys are stored; labels are what people read.
 */

export const financingBanks = [
  'bcp',
  'bbva',
  'interbank',
  'scotiabank',
  'banbif',
  'pichincha',
  'gnb',
  'mibanco',
  'caja_arequipa',
  'caja_huancayo',
] as const;
export type FinancingBank = (typeof financingBanks)[number];

export const financingBankLabels: Record<FinancingBank, string> = {
  bcp: 'BCP',
  bbva: 'BBVA',
  interbank: 'Interbank',
  scotiabank: 'Scotiabank',
  banbif: 'BanBif',
  pichincha: 'Banco Pichincha',
  gnb: 'Banco GNB',
  mibanco: 'Mibanco',
  caja_arequipa: 'Caja Arequipa',
  caja_huancayo: 'Caja Huancayo',
};

/** The banks once each, in the list's order. */
export function orderedBanks(values: readonly FinancingBank[]): FinancingBank[] {
  return financingBanks.filter((bank) => values.includes(bank));
}
