import { useState, type FormEvent } from 'react';
import { FormMessages } from './form-messages';
import { limaToday } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import { formatDay } from '@inmuebles/shared/properties/price-history-format';
import { buttonStyles } from '@/components/ui/button-styles';
import { isApiError } from '@/lib/api-error';
import { useMortgageParameters } from '@/lib/mortgage-parameters';
import { useSetMortgageParameters } from '../api/mortgage-api';

const input = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base sm:text-sm';
const fieldLabels: Record<string, string> = {
  tea_percent: 'TEA de referencia',
  rate_date: 'Fecha de la tasa',
  rate_source: 'Fuente',
  desgravamen_monthly_percent: 'Desgravamen',
  property_insurance_yearly_percent: 'Seguro del inmueble',
};

/** "field: message" from the server, with the field's label ('TEA de referencia: ...'). */
export const labelled = (labels: Record<string, string>) => (error: string) => {
  const [field, ...rest] = error.split(': ');
  return field && labels[field] ? `${labels[field]}: ${rest.join(': ')}` : error;
};

/** The reference TEA with its date and source, and the insurances' defaults the simulator starts from. */
export function MortgageParametersForm() {
  const current = useMortgageParameters();
  const save = useSetMortgageParameters();
  const [values, setValues] = useState({
    tea: '',
    date: limaToday(),
    source: '',
    desgravamen: '',
    insurance: '',
  });
  const [messages, setMessages] = useState<string[]>([]);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessages([]);
    save.mutate(
      {
        tea_percent: number(values.tea),
        rate_date: values.date,
        rate_source: values.source,
        desgravamen_monthly_percent: number(values.desgravamen),
        property_insurance_yearly_percent: number(values.insurance),
      },
      {
        onSuccess: ({ mortgage_parameters: saved }) =>
          setMessages([`TEA de referencia registrada: ${saved.tea_percent}%`]),
        onError: (err) =>
          setMessages(
            isApiError(err)
              ? (err.errors ?? [err.message]).map(labelled(fieldLabels))
              : ['No se pudo guardar'],
          ),
      },
    );
  };
  const fields: [keyof typeof values, string, string][] = [
    ['tea', 'TEA de referencia (%)', 'decimal'],
    ['source', 'Fuente (SBS, entidad...)', 'text'],
    ['desgravamen', 'Seguro de desgravamen (% mensual del saldo)', 'decimal'],
    ['insurance', 'Seguro del inmueble (% anual del valor)', 'decimal'],
  ];
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">TEA de referencia y seguros</h2>
      <p className="text-sm text-slate-700">
        {current
          ? `Vigente: TEA ${current.tea_percent}% al ${formatDay(current.rate_date)} (${current.rate_source}); desgravamen ${current.desgravamen_monthly_percent}% mensual; seguro del inmueble ${current.property_insurance_yearly_percent}% anual.`
          : 'Cargando…'}
      </p>
      <form
        onSubmit={submit}
        className="grid max-w-2xl gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2"
      >
        {fields.map(([key, label, mode]) => (
          <label key={key} className="block text-sm font-medium text-slate-700">
            {label}
            <input
              inputMode={mode === 'decimal' ? 'decimal' : 'text'}
              value={values[key]}
              onChange={set(key)}
              className={input}
            />
          </label>
        ))}
        <label className="block text-sm font-medium text-slate-700">
          Fecha de la tasa
          <input type="date" value={values.date} onChange={set('date')} className={input} />
        </label>
        <div className="flex items-end">
          <button type="submit" className={buttonStyles('primary')} disabled={save.isPending}>
            Registrar parámetros
          </button>
        </div>
        <FormMessages messages={messages} className="sm:col-span-2" />
      </form>
    </section>
  );
}
