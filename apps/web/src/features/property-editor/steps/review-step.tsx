import {
  listingOperationLabels,
  propertyDetailTypeLabels,
  propertyStatusLabels,
  propertyTypeLabels,
  propertyVisibilityLabels,
  type PropertyStatus,
} from '@inmuebles/shared/properties/enums';
import { formatArea, formatOfferPrice, formatPrice } from '@inmuebles/shared/properties/format';
import { Button } from '@/components/ui/button';
import { ReviewMedia } from '../components/review-media';
import { ReviewList, ReviewSection } from '../components/review-section';
import type { MediaDraft } from '../media/media-draft';
import type { EditorValidation } from '../model/editor-schema';
import type { StepIndex } from '../model/editor-steps';
import type { EditorValues } from '../model/editor-values';
import { geometrySummary } from '../model/geometry-summary';
import { placeName, type LocationLists } from '../model/location-lists';
import { enabledOperations, listingStatusLabels, type OfferValues } from '../model/offer-values';
import { detailFieldsOf } from '../utils/detail-fields';

export interface ReviewStepProps {
  values: EditorValues;
  validation: EditorValidation;
  draft: MediaDraft;
  lists: LocationLists;
  onEditStep: (step: StepIndex) => void;
  /** 'Crear Propiedad' / 'Actualizar Propiedad'. */
  saveLabel: string;
  isSaving: boolean;
  onSave: () => void;
  /** Saves with another status ('Guardar y publicar' / 'Guardar y archivar'). */
  onSaveWithStatus: (status: PropertyStatus) => void;
}

/** docs/decisions.md: publish and archive are offered here too; a published property can be archived, any other published. */
const statusAction = (status: PropertyStatus) =>
  status === 'published'
    ? { status: 'archived' as const, label: 'Guardar y archivar' }
    : { status: 'published' as const, label: 'Guardar y publicar' };

const incomplete = 'Faltan datos obligatorios en este paso.';

/** 'S/ 2,800 /mes · Activa · Mantenimiento S/ 350 · Plazo mínimo 12 meses'. */
function offerLine(operation: 'sale' | 'rent', offer: OfferValues): string {
  const parts = [
    offer.price === null ? 'Sin precio' : formatOfferPrice(offer.price, offer.currency, operation),
    listingStatusLabels[offer.status],
  ];
  if (offer.maintenance_fee !== null) {
    parts.push(`Mantenimiento ${formatPrice(offer.maintenance_fee, offer.currency)}`);
  }
  if (offer.min_term_months !== null) parts.push(`Plazo mínimo ${offer.min_term_months} meses`);
  return parts.join(' · ');
}

/**
 * Step 5, 'Revisión': everything that will be saved, with a way back to each step, and the save actions.
 * Unlike the header's button these stay enabled, so a click on an incomplete property says what is missing
 * (docs/product/signed-in-area.md §5: 'Por favor completa la información básica y ubicación antes de guardar.').
 */
export function ReviewStep({
  values,
  validation,
  draft,
  lists,
  onEditStep,
  saveLabel,
  isSaving,
  onSave,
  onSaveWithStatus,
}: ReviewStepProps) {
  // The server's own reasons when there are any, else the generic line (a field shows its message itself).
  const problemOf = (step: StepIndex) =>
    validation.stepValid[step] ? undefined : validation.problems[step].join('; ') || incomplete;
  const other = statusAction(values.status);
  const offers = enabledOperations(values.offers);
  const details = detailFieldsOf(values.property_detail_type, values.property_detail);
  return (
    <div className="space-y-4">
      <ReviewSection title="Información Básica" onEdit={() => onEditStep(0)} problem={problemOf(0)}>
        <ReviewList
          items={[
            { label: 'Título', value: values.title.trim() },
            { label: 'Tipo', value: propertyTypeLabels[values.property_type] },
            { label: 'Categoría', value: propertyDetailTypeLabels[values.property_detail_type] },
            ...(offers.length > 0
              ? offers.map((operation) => ({
                  label: listingOperationLabels[operation],
                  value: offerLine(operation, values.offers[operation]),
                }))
              : [
                  {
                    label: 'Precio',
                    value: values.price === null ? '' : formatPrice(values.price, values.currency),
                  },
                ]),
            { label: 'Área', value: formatArea(values.area_m2) },
            { label: 'Estado', value: propertyStatusLabels[values.status] },
            { label: 'Visibilidad', value: propertyVisibilityLabels[values.visibility] },
          ]}
        />
        <div className="mt-3">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Descripción</p>
          <p className="mt-0.5 line-clamp-6 text-sm whitespace-pre-line text-slate-900">
            {values.description.trim() || <span className="text-slate-500">Sin especificar</span>}
          </p>
        </div>
      </ReviewSection>

      <ReviewSection title="Ubicación" onEdit={() => onEditStep(1)} problem={problemOf(1)}>
        <ReviewList
          items={[
            { label: 'Dirección', value: values.address_line.trim() },
            { label: 'Distrito', value: placeName(lists.districts, values.district) },
            { label: 'Provincia', value: placeName(lists.provinces, values.province) },
            { label: 'Departamento', value: placeName(lists.departments, values.region) },
            { label: 'País', value: values.country },
            { label: 'Código postal', value: values.postal_code.trim() },
          ]}
        />
      </ReviewSection>

      <ReviewSection title="Fotos" onEdit={() => onEditStep(2)} problem={problemOf(2)}>
        <ReviewMedia draft={draft} videoUrl={values.video_url} />
      </ReviewSection>

      <ReviewSection title="Detalles y Mapa" onEdit={() => onEditStep(3)} problem={problemOf(3)}>
        <ReviewList items={details.map(({ label, value }) => ({ label, value }))} />
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-medium text-slate-900">Mapa: </span>
          {geometrySummary(values)}
        </p>
      </ReviewSection>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={isSaving} onClick={() => onSaveWithStatus(other.status)}>
          {other.label}
        </Button>
        <Button isLoading={isSaving} onClick={onSave}>
          {saveLabel}
        </Button>
      </div>
    </div>
  );
}
