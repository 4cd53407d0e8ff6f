import type { MortgageResult } from '@inmuebles/shared/mortgage/amortization';
import { scheduleCsv } from '@inmuebles/shared/mortgage/schedule-csv';
import { buttonStyles } from '@/components/ui/button-styles';
import { FoldedTable } from '@/components/ui/folded-table';
import { formatMoney } from '@/lib/money';

type Currency = 'PEN' | 'USD';

function downloadCsv(result: MortgageResult, currency: Currency) {
  const blob = new Blob([`\ufeff${scheduleCsv(result, currency)}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'cronograma-de-pagos.csv';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The monthly payment (with the other currency at the rate in force), what the loan costs in all, and the
 * schedule as a table and a CSV download.
 */
export function SimulatorResult({
  result,
  currency,
  rate,
}: {
  result: MortgageResult;
  currency: Currency;
  /** Soles per dollar in force; null while it loads. */
  rate: number | null;
}) {
  const other: Currency = currency === 'PEN' ? 'USD' : 'PEN';
  const inOther = (value: number) =>
    rate ? formatMoney(currency === 'PEN' ? value / rate : value * rate, other) : null;
  const approx = inOther(result.monthlyPayment);
  const rows: [string, number][] = [
    ['Monto del préstamo', result.loan],
    ['Cuota (capital, interés y desgravamen)', result.instalment],
    ['Seguro del inmueble al mes', result.propertyInsurance],
    ['Intereses totales', result.totalInterest],
    ['Total pagado al banco', result.totalPaid],
  ];
  return (
    <div className="space-y-4">
      <div className="rounded-xl bg-blue-50 p-4" aria-live="polite">
        <p className="text-sm font-medium text-blue-900">Cuota mensual estimada</p>
        <p className="text-3xl font-bold tracking-tight text-blue-950" data-testid="monthly-payment">
          {formatMoney(result.monthlyPayment, currency)}
        </p>
        {approx && <p className="text-sm text-blue-900">≈ {approx}</p>}
        <p className="mt-1 text-xs text-blue-900">
          {result.months} cuotas · TEM {(result.monthlyRate * 100).toFixed(4)}%
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-slate-100 py-1">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold whitespace-nowrap text-slate-900">{formatMoney(value, currency)}</dd>
          </div>
        ))}
      </dl>
      <FoldedTable
        summary="Ver cronograma de pagos"
        className="rounded-xl border border-slate-200"
        summaryClassName="px-4 py-2 text-sm font-semibold text-slate-800"
        scrollClassName="max-h-80 px-4 pb-3"
        tableClassName="text-right text-xs"
      >
        <thead className="sticky top-0 bg-white text-slate-500">
          <tr>
            {['Mes', 'Saldo', 'Interés', 'Desgrav.', 'Capital', 'Seguro', 'Cuota'].map((head) => (
              <th key={head} scope="col" className="py-1 pl-2 font-semibold">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-slate-700">
          {result.schedule.map((row) => (
            <tr key={row.month} className="border-t border-slate-100">
              <td className="py-1 pl-2">{row.month}</td>
              {[
                row.openingBalance,
                row.interest,
                row.desgravamen,
                row.principal,
                row.propertyInsurance,
                row.payment,
              ].map((value, index) => (
                <td key={index} className="py-1 pl-2 whitespace-nowrap">
                  {formatMoney(value, currency)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </FoldedTable>
      <button
        type="button"
        className={buttonStyles('secondary', 'md')}
        disabled={result.schedule.length === 0}
        onClick={() => downloadCsv(result, currency)}
      >
        Descargar cronograma (CSV)
      </button>
    </div>
  );
}
