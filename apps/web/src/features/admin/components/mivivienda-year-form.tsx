import { useState, type FormEvent } from 'react';
import { FormMessages } from './form-messages';
import type { MiViviendaYear } from '@inmuebles/shared/mortgage/mortgage-parameters-schema';
import { buttonStyles } from '@/components/ui/button-styles';
import { isApiError } from '@/lib/api-error';
import { useSaveMiViviendaYear } from '../api/mortgage-api';
import { labelled } from './mortgage-parameters-form';

const cell = 'block w-full rounded-lg border border-slate-300 px-2 py-1.5 text-base sm:text-sm';
type BandText = { price_from: string; price_to: string; bono: string };

/** 'bands.1.price_from' as the admin reads it: 'Tramo 2, precio mínimo'. */
function bandLabel(error: string): string {
  const match = /^bands\.(\d+)\.(price_from|price_to|bono): (.*)$/.exec(error);
  if (!match)
    return labelled({ decree: 'Decreto', bono_verde: 'Bono Verde', bands: 'Tramos', year: 'Año' })(error);
  const names = { price_from: 'precio mínimo', price_to: 'precio máximo', bono: 'bono' } as const;
  return `Tramo ${Number(match[1]) + 1}, ${names[match[2] as keyof typeof names]}: ${match[3]}`;
}

/** One year's bands, its decree and Bono Verde, saved whole; the server says what is wrong, by field. */
export function MiViviendaYearForm({ initial }: { initial: MiViviendaYear | null }) {
  const save = useSaveMiViviendaYear();
  const [year, setYear] = useState(String(initial?.year ?? new Date().getFullYear()));
  const [decree, setDecree] = useState(initial?.decree ?? '');
  const [bonoVerde, setBonoVerde] = useState(initial?.bono_verde == null ? '' : String(initial.bono_verde));
  const [bands, setBands] = useState<BandText[]>(
    (initial?.bands ?? []).map((band) => ({
      price_from: String(band.price_from),
      price_to: String(band.price_to),
      bono: String(band.bono),
    })),
  );
  const [messages, setMessages] = useState<string[]>([]);
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/,/g, '')));
  const setBand = (index: number, key: keyof BandText, value: string) =>
    setBands(bands.map((band, i) => (i === index ? { ...band, [key]: value } : band)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessages([]);
    save.mutate(
      {
        year: number(year),
        body: {
          decree,
          bono_verde: bonoVerde.trim() === '' ? null : number(bonoVerde),
          bands: bands.map((band) => ({
            price_from: number(band.price_from),
            price_to: number(band.price_to),
            bono: number(band.bono),
          })),
        },
      },
      {
        onSuccess: ({ year: saved }) => setMessages([`Tramos de ${saved.year} guardados`]),
        onError: (err) =>
          setMessages(
            isApiError(err) ? (err.errors ?? [err.message]).map(bandLabel) : ['No se pudo guardar'],
          ),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="block text-sm font-medium text-slate-700">
          Año
          <input
            inputMode="numeric"
            value={year}
            onChange={(e) => setYear(e.target.value)}
            className={cell}
          />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          Decreto
          <input value={decree} onChange={(e) => setDecree(e.target.value)} className={cell} />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          Bono Verde (BBP Sostenible), S/
          <input
            inputMode="decimal"
            value={bonoVerde}
            onChange={(e) => setBonoVerde(e.target.value)}
            className={cell}
          />
        </label>
      </div>
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col">Tramo</th>
            <th scope="col">Desde (S/)</th>
            <th scope="col">Hasta (S/)</th>
            <th scope="col">Bono del Buen Pagador (S/)</th>
            <th scope="col">
              <span className="sr-only">Quitar</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {bands.map((band, index) => (
            <tr key={index}>
              <td className="pr-2">{index + 1}</td>
              {(['price_from', 'price_to', 'bono'] as const).map((key) => (
                <td key={key} className="py-1 pr-2">
                  <input
                    aria-label={`Tramo ${index + 1}: ${key === 'bono' ? 'bono' : key === 'price_from' ? 'desde' : 'hasta'}`}
                    inputMode="decimal"
                    value={band[key]}
                    onChange={(e) => setBand(index, key, e.target.value)}
                    className={cell}
                  />
                </td>
              ))}
              <td>
                <button
                  type="button"
                  className="text-sm text-rose-700 underline"
                  onClick={() => setBands(bands.filter((_, i) => i !== index))}
                >
                  Quitar
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonStyles('secondary', 'md')}
          onClick={() =>
            setBands([...bands, { price_from: bands.at(-1)?.price_to ?? '', price_to: '', bono: '' }])
          }
        >
          Agregar tramo
        </button>
        <button type="submit" className={buttonStyles('primary', 'md')} disabled={save.isPending}>
          Guardar año
        </button>
      </div>
      <FormMessages messages={messages} />
    </form>
  );
}
