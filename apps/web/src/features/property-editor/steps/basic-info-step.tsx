import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import {
  editorCurrencies,
  editorCurrencyLabels,
  detailTypeParent,
  propertyDetailTypeLabels,
  propertyDetailTypes,
  propertyStatuses,
  propertyStatusLabels,
  propertyTypeLabels,
  propertyTypes,
  propertyVisibilities,
  propertyVisibilityLabels,
  type ListingOperation,
  type PropertyDetailType,
  type PropertyType,
  type PropertyVisibility,
} from '@inmuebles/shared/properties/enums';
import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import { REGISTRY_OFFICES } from '@inmuebles/shared/trust/registry-offices';
import { InputField, SelectField, TextAreaField } from '@/components/ui/text-fields';
import { OperationBlock } from '../components/operation-block';
import type { FieldErrors } from '../model/editor-schema';
import type { EditorValues } from '../model/editor-values';
import type { OffersValues } from '../model/offer-values';
import { toNullableNumber } from '../utils/nullable-number';

export interface BasicInfoStepProps {
  /** An admin's choice of a new property's company, shown first. */
  company?: ReactNode;
  register: UseFormRegister<EditorValues>;
  propertyType: PropertyType;
  detailType: PropertyDetailType;
  visibility: PropertyVisibility;
  offers: OffersValues;
  /** Messages to show now (touched fields, or all after a save attempt). */
  errors: FieldErrors;
  onPropertyTypeChange: (type: PropertyType) => void;
  onCategoryChange: (detailType: PropertyDetailType) => void;
  onOfferToggle: (operation: ListingOperation, enabled: boolean) => void;
  /** An owner's listing: the partida is required, an admin checks it before publishing. */
  registryRequired?: boolean;
}

const visibilityHints: Record<PropertyVisibility, string> = {
  public: 'Aparece en los listados y cualquiera puede verla una vez publicada.',
  unlisted: 'No aparece en los listados; solo la ve quien tiene el enlace.',
  private: 'Solo la ven los miembros de tu empresa.',
};

const officeOptions = REGISTRY_OFFICES.map((office) => ({
  value: office.code,
  label: `${office.name} — ${office.zone}`,
}));
const registryOfficeOptions = [{ value: '', label: 'Sin partida registral' }, ...officeOptions];
/** An owner must give the partida: no 'Sin partida registral' to choose, only a prompt. */
const requiredOfficeOptions = [{ value: '', label: 'Elige la oficina registral' }, ...officeOptions];

const options = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** Step 1, 'Información Básica': what the property is, its price, its area and how it is shown. */
export function BasicInfoStep({
  company,
  register,
  propertyType,
  detailType,
  visibility,
  offers,
  errors,
  onPropertyTypeChange,
  onCategoryChange,
  onOfferToggle,
  registryRequired = false,
}: BasicInfoStepProps) {
  // The offers carry their own prices: the single price stays for a property offered in neither way.
  const hasOffer = offers.sale.enabled || offers.rent.enabled;
  const categories = propertyDetailTypes.filter((type) => detailTypeParent[type] === propertyType);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {company}
      <InputField
        label="Título"
        isRequired
        className="sm:col-span-2"
        maxLength={PropertyLimits.maxTitleLength}
        placeholder="Ej.: Casa con jardín en Miraflores"
        error={errors.title}
        {...register('title')}
      />
      <TextAreaField
        label="Descripción"
        isRequired
        className="sm:col-span-2"
        rows={6}
        maxLength={PropertyLimits.maxDescriptionLength}
        placeholder="Describe la propiedad: ambientes, acabados, entorno..."
        error={errors.description}
        {...register('description')}
      />
      <SelectField
        label="Tipo de propiedad"
        isRequired
        value={propertyType}
        onChange={(event) => onPropertyTypeChange(event.target.value as PropertyType)}
        options={options(propertyTypes, propertyTypeLabels)}
      />
      <SelectField
        label="Categoría"
        isRequired
        value={detailType}
        onChange={(event) => onCategoryChange(event.target.value as PropertyDetailType)}
        options={options(categories, propertyDetailTypeLabels)}
      />
      <OperationBlock offers={offers} register={register} errors={errors} onToggle={onOfferToggle} />
      {!hasOffer && (
        <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
          <InputField
            label="Precio"
            isRequired
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            error={errors.price}
            {...register('price', { setValueAs: toNullableNumber })}
          />
          <SelectField
            label="Moneda"
            options={editorCurrencies.map((currency) => ({
              value: currency,
              label: editorCurrencyLabels[currency],
            }))}
            {...register('currency')}
          />
        </div>
      )}
      <InputField
        label="Área (m²)"
        isRequired
        type="number"
        inputMode="decimal"
        min={0}
        step={0.1}
        error={errors.area_m2}
        {...register('area_m2', { setValueAs: toNullableNumber })}
      />
      <SelectField
        label="Estado"
        options={options(propertyStatuses, propertyStatusLabels)}
        {...register('status')}
      />
      <SelectField
        label="Visibilidad"
        hint={visibilityHints[visibility]}
        options={options(propertyVisibilities, propertyVisibilityLabels)}
        {...register('visibility')}
      />
      <fieldset className="col-span-full rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">
          {registryRequired ? 'Partida registral (obligatoria)' : 'Partida registral (opcional)'}
        </legend>
        <p className="mb-3 text-xs text-slate-500">
          {registryRequired
            ? 'La oficina y el número de la partida de tu inmueble en SUNARP: un administrador la revisa antes de publicar tu aviso, y si la verifica el aviso muestra «Propietario con partida verificada».'
            : 'Si la indicas, el aviso muestra la insignia «Con partida registral» y el comprador puede pedir la partida a SUNARP.'}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Oficina registral"
            isRequired={registryRequired}
            options={registryRequired ? requiredOfficeOptions : registryOfficeOptions}
            error={errors.registry_office}
            {...register('registry_office')}
          />
          <InputField
            label="N° de partida"
            isRequired={registryRequired}
            inputMode="numeric"
            maxLength={8}
            placeholder="12345678"
            error={errors.registry_number}
            {...register('registry_number')}
          />
        </div>
      </fieldset>
    </div>
  );
}
