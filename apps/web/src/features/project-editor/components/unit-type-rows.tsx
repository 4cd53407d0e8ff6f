import type { ReactNode } from 'react';
import { ProjectLimits } from '@inmuebles/shared/projects/limits';
import { Button } from '@/components/ui/button';
import { PlusIcon, TrashIcon } from '@/components/icons/action-icons';
import { InputField, SelectField } from '@/components/ui/text-fields';
import { emptyUnitTypeRow, type UnitTypeRow } from '../model/project-values';
import { unitFieldKey, type FieldErrors } from '../model/validate-project';

const currencyOptions = [
  // Short: on a phone the select is half a row wide.
  { value: 'PEN', label: 'S/' },
  { value: 'USD', label: 'US$' },
];

export interface UnitTypeRowsProps {
  rows: UnitTypeRow[];
  errors: FieldErrors;
  onChange: (rows: UnitTypeRow[]) => void;
  /** Marks a row's field touched ('unit_types.{key}.{field}'). */
  touch: (field: string) => void;
  /** The floor plan's picker of a row, when photos can be attached. */
  renderFloorPlan?: (row: UnitTypeRow, index: number) => ReactNode;
}

type TextField = Exclude<keyof UnitTypeRow, 'key' | 'id' | 'currency' | 'floor_plan_url'>;

/**
 * "Tipologías": one block per unit type, added, edited and removed in place; saved with the project
 * (a removed row is deleted then, and leads about it keep its name).
 */
export function UnitTypeRows({ rows, errors, onChange, touch, renderFloorPlan }: UnitTypeRowsProps) {
  const update = (key: string, change: Partial<UnitTypeRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const remove = (key: string) => onChange(rows.filter((row) => row.key !== key));

  return (
    <div className="space-y-4">
      {rows.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          Aún no hay tipologías. Agrega al menos una para poder publicar el proyecto.
        </p>
      )}
      <ol className="space-y-4">
        {rows.map((row, index) => {
          const field = (
            name: TextField,
            label: string,
            extra: { hint?: string; required?: boolean } = {},
          ) => {
            const key = unitFieldKey(row.key, name);
            return (
              <InputField
                label={label}
                isRequired={extra.required ?? true}
                inputMode={name === 'name' ? undefined : 'decimal'}
                hint={extra.hint}
                value={row[name]}
                onChange={(event) => update(row.key, { [name]: event.target.value })}
                onBlur={() => touch(key)}
                error={errors[key]}
                className={name === 'name' ? 'col-span-2' : undefined}
              />
            );
          };
          return (
            <li key={row.key}>
              <fieldset className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
                <legend className="sr-only">{`Tipología ${index + 1}${row.name ? `: ${row.name}` : ''}`}</legend>
                <div className="mb-3 flex items-center justify-between gap-3">
                  <p aria-hidden="true" className="text-sm font-semibold text-slate-800">
                    Tipología {index + 1}
                    {row.name ? ` · ${row.name}` : ''}
                  </p>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => remove(row.key)}
                    className="text-red-600 hover:bg-red-50"
                  >
                    <TrashIcon className="size-4 shrink-0" />
                    Quitar<span className="sr-only"> la tipología {index + 1}</span>
                  </Button>
                </div>
                <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
                  {field('name', 'Nombre', { hint: 'Ej.: Flat 2D-A' })}
                  {field('bedrooms', 'Dormitorios')}
                  {field('bathrooms', 'Baños')}
                  {field('area_min', 'Área desde (m²)')}
                  {field('area_max', 'Área hasta (m²)', { required: false })}
                  {field('price_from', 'Precio desde')}
                  <SelectField
                    label="Moneda"
                    isRequired
                    value={row.currency}
                    options={currencyOptions}
                    onChange={(event) => update(row.key, { currency: event.target.value as 'PEN' | 'USD' })}
                    error={errors[unitFieldKey(row.key, 'currency')]}
                  />
                  {field('units_available', 'Unidades disponibles')}
                </div>
                {renderFloorPlan?.(row, index)}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        disabled={rows.length >= ProjectLimits.maxUnitTypes}
        onClick={() => onChange([...rows, emptyUnitTypeRow()])}
      >
        <PlusIcon className="size-4 shrink-0" />
        Agregar tipología
      </Button>
    </div>
  );
}
