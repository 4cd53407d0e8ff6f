import { useCallback, useId, useState } from 'react';
import { allPropertyTypesLabel, companyPropertySortLabels } from '@inmuebles/shared/companies/labels';
import {
  companyPropertySorts,
  propertyTypeLabels,
  propertyTypes,
  type CompanyPropertySort,
  type PropertyType,
} from '@inmuebles/shared/properties/enums';
import { useFilterDraft, type TypedFilters } from '../hooks/use-filter-draft';
import {
  hasInvertedPriceRange,
  type CompanyPageParams,
  type CompanyPropertyFilters,
} from '../utils/company-page-params';
import { Field } from '@/components/ui/field';
import { filterStyles } from './filter-styles';
import { CloseIcon, SearchIcon, SlidersIcon } from '@/components/icons/navigation-icons';
import type { Tone } from './tone';

export interface FilterBarProps {
  params: CompanyPageParams;
  activeCount: number;
  onChange: (change: Partial<CompanyPropertyFilters> & { sort?: CompanyPropertySort }) => void;
  onClear: () => void;
  tone: Tone;
}

const activeLabel = (count: number) => (count === 1 ? '1 filtro activo' : `${count} filtros activos`);

/**
 * The company page's filter bar (docs/decisions.md: connected): search in title and description, type, price
 * range, district or province, minimum area and the six sorts. Typed fields apply after a pause or on
 * Enter, selects at once; every change returns to page 1 (the caller's `onChange`).
 */
export function FilterBar({ params, activeCount, onChange, onClear, tone }: FilterBarProps) {
  const s = filterStyles[tone];
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const apply = useCallback((typed: TypedFilters) => onChange(typed), [onChange]);
  const { draft, setField, applyNow } = useFilterDraft(params, apply);
  const isPriceInverted = hasInvertedPriceRange(draft);
  const field = (name: string) => `${id}-${name}`;

  const text = (name: keyof TypedFilters, placeholder: string, numeric = false) => (
    <input
      id={field(name)}
      name={name}
      type={numeric ? 'number' : 'search'}
      inputMode={numeric ? 'decimal' : undefined}
      min={numeric ? 0 : undefined}
      placeholder={placeholder}
      value={draft[name]}
      onChange={(event) => setField(name, event.target.value)}
      aria-invalid={name === 'max_price' && isPriceInverted ? true : undefined}
      aria-describedby={name === 'max_price' && isPriceInverted ? field('price-error') : undefined}
      className={`${s.input} ${name === 'search' ? 'pr-9' : ''}`}
    />
  );

  return (
    <form
      role="search"
      aria-label="Filtrar propiedades"
      className={s.panel}
      onSubmit={(event) => {
        event.preventDefault();
        applyNow();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
          <Field
            labelClassName={s.label}
            id={field('search')}
            label="Buscar"
            className="min-w-0 flex-1 basis-52"
          >
            <div className="relative">
              {text('search', 'Título o descripción')}
              <SearchIcon
                className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-40"
                strokeWidth={1.7}
              />
            </div>
          </Field>
          <button
            type="button"
            className={`inline-flex h-11 shrink-0 items-center gap-2 sm:hidden ${s.toggle}`}
            aria-expanded={isOpen}
            aria-controls={field('more')}
            onClick={() => setIsOpen((open) => !open)}
          >
            <SlidersIcon className="size-4" strokeWidth={1.7} />
            Filtros
            {activeCount > 0 && <span className={s.badge}>{activeCount}</span>}
          </button>
        </div>

        {/* On phones the other fields fold under 'Filtros'; from sm up they join the grid above. */}
        <div id={field('more')} className={`${isOpen ? 'grid' : 'hidden'} gap-4 sm:contents`}>
          <Field labelClassName={s.label} id={field('property_type')} label="Tipo">
            <select
              id={field('property_type')}
              value={params.property_type}
              onChange={(event) => onChange({ property_type: event.target.value as PropertyType | 'all' })}
              className={s.select}
            >
              <option value="all">{allPropertyTypesLabel}</option>
              {propertyTypes.map((type) => (
                <option key={type} value={type}>
                  {propertyTypeLabels[type]}
                </option>
              ))}
            </select>
          </Field>
          <Field labelClassName={s.label} id={field('location')} label="Ubicación">
            {text('location', 'Distrito o provincia')}
          </Field>
          <Field labelClassName={s.label} id={field('min_price')} label="Precio mínimo">
            {text('min_price', 'Desde', true)}
          </Field>
          <Field labelClassName={s.label} id={field('max_price')} label="Precio máximo">
            {text('max_price', 'Hasta', true)}
            {isPriceInverted && (
              <p id={field('price-error')} className={`mt-1 ${s.error}`}>
                El precio máximo debe ser mayor o igual al precio mínimo
              </p>
            )}
          </Field>
          <Field labelClassName={s.label} id={field('min_area')} label="Área mínima (m²)">
            {text('min_area', 'm²', true)}
          </Field>
          <Field labelClassName={s.label} id={field('sort')} label="Ordenar por">
            <select
              id={field('sort')}
              value={params.sort}
              onChange={(event) => onChange({ sort: event.target.value as CompanyPropertySort })}
              className={s.select}
            >
              {companyPropertySorts.map((sort) => (
                <option key={sort} value={sort}>
                  {companyPropertySortLabels[sort]}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </div>

      <div className={`${isOpen ? 'flex' : 'hidden'} mt-4 items-center justify-between gap-3 sm:flex`}>
        <p className="text-sm opacity-80" aria-live="polite">
          {activeCount > 0 ? (
            <span className={s.badge}>{activeLabel(activeCount)}</span>
          ) : (
            'Sin filtros activos'
          )}
        </p>
        <button
          type="button"
          onClick={onClear}
          disabled={activeCount === 0}
          className={`inline-flex items-center gap-1.5 ${s.clear}`}
        >
          <CloseIcon className="size-3.5" strokeWidth={1.7} />
          Limpiar filtros
        </button>
      </div>
    </form>
  );
}
