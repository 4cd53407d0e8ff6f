import type { MortgageResult } from './amortization.ts';

const HEADER = [
  'Mes',
  'Saldo inicial',
  'Interés',
  'Desgravamen',
  'Amortización',
  'Seguro del inmueble',
  'Cuota',
  'Saldo final',
];

const amount = (value: number) => value.toFixed(2);

/**
 * The schedule as CSV ('Descargar CSV'): one row a month, amounts with two decimals and a point, no
 * grouping, so a spreadsheet reads them as numbers; the currency is in the header's first line.
 */
export function scheduleCsv(result: MortgageResult, currency: 'PEN' | 'USD'): string {
  const lines = [
    `Cronograma de pagos (${currency === 'PEN' ? 'soles' : 'dólares'})`,
    HEADER.join(','),
    ...result.schedule.map((row) =>
      [
        row.month,
        amount(row.openingBalance),
        amount(row.interest),
        amount(row.desgravamen),
        amount(row.principal),
        amount(row.propertyInsurance),
        amount(row.payment),
        amount(row.closingBalance),
      ].join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
