import { useState, type FormEvent } from 'react';
import { limaToday } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import { buttonStyles } from '@/components/ui/button-styles';
import { isApiError } from '@/lib/api-error';
import { useExchangeRate, useSetExchangeRate } from '../api/admin-api';

/** The exchange rate in force and a form for a new one (docs/product/offers-and-search.md). */
export function ExchangeRatePanel() {
  const { data } = useExchangeRate();
  const save = useSetExchangeRate();
  const [rate, setRate] = useState('');
  const [date, setDate] = useState(limaToday());
  const [message, setMessage] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    save.mutate(
      { rate, date },
      {
        onSuccess: (answer) =>
          setMessage(`Tipo de cambio registrado: S/ ${answer.exchange_rate.rate} por dólar`),
        onError: (err) =>
          setMessage(isApiError(err) ? (err.errors?.join(', ') ?? err.message) : 'No se pudo guardar'),
      },
    );
  };
  return (
    <div className="max-w-md space-y-4">
      <p className="text-sm text-slate-700">
        {data
          ? `Vigente: S/ ${data.exchange_rate.rate} por dólar desde el ${data.exchange_rate.date}`
          : 'Cargando…'}
      </p>
      <form onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <label className="block text-sm font-medium text-slate-700">
          Soles por dólar
          <input
            inputMode="decimal"
            value={rate}
            onChange={(event) => setRate(event.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base sm:text-sm"
          />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          Fecha
          <input
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base sm:text-sm"
          />
        </label>
        <button type="submit" className={buttonStyles('primary')} disabled={save.isPending}>
          Registrar tipo de cambio
        </button>
        {message && (
          <p role="status" className="text-sm text-slate-700">
            {message}
          </p>
        )}
      </form>
    </div>
  );
}
