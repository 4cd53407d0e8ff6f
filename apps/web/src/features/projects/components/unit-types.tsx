import type { UnitType } from '@inmuebles/shared/projects/project-schema';
import { areaSpan } from '@inmuebles/shared/projects/card-text';
import { formatEsPeNumber } from '@inmuebles/shared/format/es-pe-number';
import { formatPrice } from '@inmuebles/shared/properties/format';
import { Button } from '@/components/ui/button';

export interface UnitTypesProps {
  unitTypes: readonly UnitType[];
  /** 'Consultar' on a unit type: the contact form opens about it. */
  onAsk: (unitType: UnitType) => void;
}

const bedroomsText = (count: number) =>
  count === 0 ? 'Monoambiente' : `${count} ${count === 1 ? 'dormitorio' : 'dormitorios'}`;
const bathroomsText = (value: string) => {
  const count = Number(value);
  return `${formatEsPeNumber(count, 1)} ${count === 1 ? 'baño' : 'baños'}`;
};
const availableText = (count: number) =>
  count === 0 ? 'Agotado' : `${count} ${count === 1 ? 'disponible' : 'disponibles'}`;

/** A unit type's price in its own currency, and in soles below a dollar price (as offers show both). */
function UnitPrice({ unitType }: { unitType: UnitType }) {
  return (
    <>
      <span className="font-semibold text-slate-900">
        Desde {formatPrice(unitType.price_from, unitType.currency)}
      </span>
      {unitType.currency === 'USD' && (
        <span className="block text-xs text-slate-500">≈ {formatPrice(unitType.price_from_pen, 'PEN')}</span>
      )}
    </>
  );
}

/** The unit type's floor plan, opened full size in a new tab; nothing when the builder gave none. */
function FloorPlanLink({ unitType }: { unitType: UnitType }) {
  if (!unitType.floor_plan_url) return null;
  return (
    <a
      href={unitType.floor_plan_url}
      target="_blank"
      rel="noopener"
      aria-label={`Ver plano de ${unitType.name} (se abre en una pestaña nueva)`}
      className="text-sm font-medium whitespace-nowrap text-blue-700 underline-offset-2 hover:underline"
    >
      Ver plano
    </a>
  );
}

/**
 * The unit types ("tipologías"): a table at desk width, a card each on a phone, each with 'Consultar'.
 * Both are drawn and CSS shows one, so the server's page and the app's agree at any width.
 */
/** 'Consultar' about one unit type, named for screen readers (every row has one). */
function AskButton({ unitType, onAsk }: { unitType: UnitType; onAsk: UnitTypesProps['onAsk'] }) {
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => onAsk(unitType)}
      aria-label={`Consultar por ${unitType.name}`}
    >
      Consultar
    </Button>
  );
}

export function UnitTypes({ unitTypes, onAsk }: UnitTypesProps) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 md:block">
        <table className="w-full text-left text-sm [&_td]:whitespace-nowrap">
          <caption className="sr-only">Tipos de unidad</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-3 py-3">
                Tipo
              </th>
              <th scope="col" className="px-3 py-3">
                Dormitorios
              </th>
              <th scope="col" className="px-3 py-3">
                Baños
              </th>
              <th scope="col" className="px-3 py-3">
                Área
              </th>
              <th scope="col" className="px-3 py-3">
                Precio
              </th>
              <th scope="col" className="px-3 py-3">
                Unidades
              </th>
              <th scope="col" className="px-3 py-3">
                <span className="sr-only">Consultar</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">
            {unitTypes.map((unitType) => (
              <tr key={unitType.id}>
                <th scope="row" className="px-3 py-3 font-semibold whitespace-nowrap text-slate-900">
                  {unitType.name}
                  <span className="block font-normal">
                    <FloorPlanLink unitType={unitType} />
                  </span>
                </th>
                <td className="px-3 py-3 text-slate-700">{bedroomsText(unitType.bedrooms)}</td>
                <td className="px-3 py-3 text-slate-700">{bathroomsText(unitType.bathrooms)}</td>
                <td className="px-3 py-3 text-slate-700">{areaSpan(unitType.area_min, unitType.area_max)}</td>
                <td className="px-3 py-3">
                  <UnitPrice unitType={unitType} />
                </td>
                <td className="px-3 py-3 text-slate-700">{availableText(unitType.units_available)}</td>
                <td className="px-3 py-3 text-right">
                  <AskButton unitType={unitType} onAsk={onAsk} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label="Tipos de unidad">
        {unitTypes.map((unitType) => (
          <li key={unitType.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <h3 className="font-semibold text-slate-900">{unitType.name}</h3>
              <p className="text-right text-sm">
                <UnitPrice unitType={unitType} />
              </p>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {[
                bedroomsText(unitType.bedrooms),
                bathroomsText(unitType.bathrooms),
                areaSpan(unitType.area_min, unitType.area_max),
              ].join(' · ')}
            </p>
            <div className="mt-3 flex items-center justify-between gap-3">
              <span className="text-xs text-slate-500">{availableText(unitType.units_available)}</span>
              <FloorPlanLink unitType={unitType} />
              <AskButton unitType={unitType} onAsk={onAsk} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
