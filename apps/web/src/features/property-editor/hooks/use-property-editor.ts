import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  detailTypeParent,
  propertyDetailTypes,
  type PropertyDetailType,
  type PropertyStatus,
  type PropertyType,
} from '@inmuebles/shared/properties/enums';
import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { emptyMediaDraft, mediaDraftFromProperty, type MediaDraft } from '../media/media-draft';
import { useRevokePreviewsOnUnmount } from '../media/use-revoke-previews-on-unmount';
import { newPropertyValues } from '../model/default-values';
import { canSave, validateEditor } from '../model/editor-schema';
import { stepStates } from '../model/editor-steps';
import { stepHasContent } from '../model/step-content';
import type { EditorValues, GeometryValue } from '../model/editor-values';
import { valuesFromProperty } from '../model/values-from-property';
import type { EditorAudience } from '../model/write-body';
import { emptyOffers, offersFromListings } from '../model/offer-values';
import type { ListingOperation } from '@inmuebles/shared/properties/enums';
import { emptyDetailValues } from '../utils/detail-fields';
import { useSaveProperty } from './use-save-property';
import { useWizardSteps } from './use-wizard-steps';

export interface UsePropertyEditorOptions {
  /** The property being edited; null to create one. */
  property: PropertyDetail | null;
  /** Who publishes (a company's staff by default; an owner's listing requires the partida). */
  audience?: EditorAudience;
  /** An admin without a company of their own is creating: they must choose the property's company. */
  companyRequired?: boolean;
  onSaved: () => Promise<void> | void;
}

/** The first category of a type (docs/product/signed-in-area.md §3: each detail type has one parent type). */
const firstCategoryOf = (type: PropertyType) =>
  propertyDetailTypes.find((detailType) => detailTypeParent[detailType] === type) ?? 'HouseResource';

/**
 * Everything the wizard screen needs: the form (react-hook-form), its validity per step, the current step,
 * the photos and video being prepared, and the save sequence.
 */
export function usePropertyEditor({
  property,
  audience = 'company',
  companyRequired = false,
  onSaved,
}: UsePropertyEditorOptions) {
  const mode = property ? 'edit' : 'create';
  const form = useForm<EditorValues>({
    defaultValues: property ? valuesFromProperty(property) : newPropertyValues(emptyDetailValues),
  });
  // Every change re-renders the wizard: the sidebar, the buttons and the review follow the values. Every
  // field has a default, so the watched values are complete (the library types them as partial).
  const values = useWatch({ control: form.control }) as EditorValues;
  const validation = useMemo(
    () => validateEditor(values, mode, audience, companyRequired),
    [values, mode, audience, companyRequired],
  );
  const isSavable = canSave(validation);

  const wizard = useWizardSteps(mode === 'edit');
  const [draft, setDraft] = useState<MediaDraft>(() =>
    property ? mediaDraftFromProperty(property) : emptyMediaDraft(),
  );
  useRevokePreviewsOnUnmount(draft);
  const [saveAttempted, setSaveAttempted] = useState(false);
  const [initialOffers] = useState(() => (property ? offersFromListings(property.listings) : emptyOffers()));
  const saving = useSaveProperty({
    mode,
    audience,
    propertyId: property?.id ?? null,
    initialOffers,
    onSaved,
  });

  const setCategory = (detailType: PropertyDetailType) => {
    if (detailType === form.getValues('property_detail_type')) return;
    form.setValue('property_detail_type', detailType, { shouldDirty: true });
    form.setValue('property_detail', emptyDetailValues(detailType), { shouldDirty: true });
  };

  /** A type whose categories do not include the current one switches to its first category. */
  const setPropertyType = (type: PropertyType) => {
    form.setValue('property_type', type, { shouldDirty: true });
    if (detailTypeParent[form.getValues('property_detail_type')] !== type) setCategory(firstCategoryOf(type));
  };

  const setGeometry = (geometry: GeometryValue) => {
    form.setValue('polygon_coordinates', geometry.polygon_coordinates, { shouldDirty: true });
    form.setValue('latitude', geometry.latitude, { shouldDirty: true });
    form.setValue('longitude', geometry.longitude, { shouldDirty: true });
  };

  /**
   * Offers or withdraws an operation. A first offer starts from the single price typed so far (the block
   * replaces that field), so nothing typed is lost.
   */
  const setOfferEnabled = (operation: ListingOperation, enabled: boolean) => {
    const offer = form.getValues(`offers.${operation}`);
    const price = form.getValues('price');
    const currency = form.getValues('currency');
    const startsFromPrice = enabled && offer.price === null && price !== null && price > 0;
    form.setValue(
      `offers.${operation}`,
      {
        ...offer,
        enabled,
        ...(startsFromPrice ? { price, currency: currency === 'USD' ? 'USD' : 'PEN' } : {}),
      },
      { shouldDirty: true },
    );
  };

  const save = (status?: PropertyStatus) => {
    setSaveAttempted(true);
    void saving.save({ values: form.getValues(), draft, isSavable, status });
  };

  return {
    mode,
    audience,
    property,
    form,
    values,
    validation,
    isSavable,
    showAllErrors: saveAttempted,
    wizard,
    stepStates: stepStates(
      wizard.step,
      wizard.visited,
      validation.stepValid,
      saveAttempted,
      stepHasContent(values, draft),
    ),
    draft,
    setDraft,
    setCategory,
    setPropertyType,
    setGeometry,
    setOfferEnabled,
    save,
    saving,
  };
}

export type PropertyEditorState = ReturnType<typeof usePropertyEditor>;
