import { pageTitle } from '@inmuebles/shared/format/page-title';
import { useEffect, useRef, type ReactNode } from 'react';
import { Notice } from '@/components/ui/notice';
import type { PropertyEditorState } from '../hooks/use-property-editor';
import type { FieldErrors } from '../model/editor-schema';
import { editorSteps, type StepIndex } from '../model/editor-steps';
import {
  chooseDepartment,
  chooseDistrict,
  chooseProvince,
  type LocationCodes,
} from '../model/location-cascade';
import type { LocationLists } from '../model/location-lists';
import { BasicInfoStep } from '../steps/basic-info-step';
import { DetailsAndMapStep } from '../steps/details-and-map-step';
import { LocationStep } from '../steps/location-step';
import { MediaStep } from '../steps/media-step';
import { ReviewStep } from '../steps/review-step';
import { EditorHeader } from './editor-header';
import { SaveProgress } from './save-progress';
import { StepNavigation } from './step-navigation';
import { StepProgress } from './step-progress';
import { listPathOf } from '../hooks/use-save-property';

/** Whether a field was touched, by its dotted path ('offers.rent.price'). */
function isTouched(touched: object, path: string): boolean {
  let node: unknown = touched;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return node === true;
}

export interface PropertyEditorProps {
  editor: PropertyEditorState;
  /** The ubigeo lists for the current department and province (from the locations feature). */
  lists: LocationLists;
  /** Shown between the header and the steps (an owner's explanation of the review and the limit). */
  intro?: ReactNode;
  /** An admin's choice of a new property's company, first in step 1, given the message to show now. */
  renderCompany?: (error: string | undefined) => ReactNode;
}

/**
 * The five-step property editor (docs/product/signed-in-area.md §2.3): header with the save button, the progress sidebar, the current
 * step with Anterior / Siguiente, and the save feedback. Serves create and edit.
 */
export function PropertyEditor({ editor, lists, intro, renderCompany }: PropertyEditorProps) {
  const { form, values, validation, wizard, saving, mode } = editor;
  const { touchedFields } = form.formState;
  const isCreate = mode === 'create';
  const isOwner = editor.audience === 'owner';
  const saveLabel = isCreate ? (isOwner ? 'Guardar inmueble' : 'Crear Propiedad') : 'Actualizar Propiedad';
  const heading = isCreate ? (isOwner ? 'Publicar mi inmueble' : 'Nueva Propiedad') : 'Editar Propiedad';
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const progress = useRef<HTMLDivElement>(null);
  const isFirstRender = useRef(true);

  // A new step: bring it into view and give its title the focus, so keyboard and screen-reader users follow.
  // Below lg the step circles scroll with the page: they come back into view together with the title,
  // clear of the sticky header and the dashboard's panel bar (their offset is the box's scroll margin).
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    stepHeading.current?.focus({ preventScroll: true });
    const isWide = window.matchMedia?.('(min-width: 1024px)').matches ?? true;
    if (isWide) stepHeading.current?.scrollIntoView?.({ block: 'nearest' });
    else progress.current?.scrollIntoView?.({ block: 'start' });
  }, [wizard.step]);

  // A message shows once its field has been left (or changed, for the selects) or after a save attempt.
  const errors: FieldErrors = Object.fromEntries(
    Object.entries(validation.errors).filter(
      ([field]) => editor.showAllErrors || isTouched(touchedFields, field),
    ),
  );

  const setLocation = (next: LocationCodes) => {
    const options = { shouldDirty: true, shouldTouch: true };
    form.setValue('region', next.region, options);
    form.setValue('province', next.province, options);
    form.setValue('district', next.district, options);
  };
  const codes: LocationCodes = {
    region: values.region,
    province: values.province,
    district: values.district,
  };
  const goTo = (step: StepIndex) => wizard.goTo(step);

  const stepContent = () => {
    switch (wizard.step) {
      case 0:
        return (
          <BasicInfoStep
            company={renderCompany?.(errors.company_id)}
            register={form.register}
            propertyType={values.property_type}
            detailType={values.property_detail_type}
            visibility={values.visibility}
            offers={values.offers}
            errors={errors}
            onPropertyTypeChange={editor.setPropertyType}
            onCategoryChange={editor.setCategory}
            onOfferToggle={editor.setOfferEnabled}
            registryRequired={isOwner}
          />
        );
      case 1:
        return (
          <LocationStep
            register={form.register}
            codes={codes}
            lists={lists}
            errors={errors}
            onDepartmentChange={(code) => setLocation(chooseDepartment(codes, code))}
            onProvinceChange={(code) => setLocation(chooseProvince(codes, code))}
            onDistrictChange={(code) => setLocation(chooseDistrict(codes, code))}
          />
        );
      case 2:
        return (
          <MediaStep
            draft={editor.draft}
            onDraftChange={editor.setDraft}
            propertyRef={editor.property ? String(editor.property.id) : null}
            videoUrl={values.video_url}
            onVideoUrlChange={(url) => form.setValue('video_url', url, { shouldDirty: true })}
            progress={saving.progress}
          />
        );
      case 3:
        return (
          <DetailsAndMapStep
            detailType={values.property_detail_type}
            detail={values.property_detail}
            onDetailChange={(detail) => form.setValue('property_detail', detail, { shouldDirty: true })}
            amenities={{ amenities: values.amenities, brand_new: values.brand_new }}
            onAmenitiesChange={(change) => {
              if (change.amenities) form.setValue('amenities', change.amenities, { shouldDirty: true });
              if (change.brand_new !== undefined)
                form.setValue('brand_new', change.brand_new, { shouldDirty: true });
            }}
            geometry={{
              polygon_coordinates: values.polygon_coordinates,
              latitude: values.latitude,
              longitude: values.longitude,
            }}
            onGeometryChange={editor.setGeometry}
          />
        );
      default:
        return (
          <ReviewStep
            values={values}
            validation={validation}
            draft={editor.draft}
            lists={lists}
            onEditStep={goTo}
            saveLabel={saveLabel}
            isSaving={saving.isSaving}
            onSave={() => editor.save()}
            onSaveWithStatus={(status) => editor.save(status)}
          />
        );
    }
  };

  return (
    <form
      noValidate
      aria-label={heading}
      // Saving is always an explicit click: Enter in a field must not send a half-filled wizard.
      onSubmit={(event) => event.preventDefault()}
      className="mx-auto w-full max-w-7xl space-y-5 px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
    >
      <title>{pageTitle(heading)}</title>
      <EditorHeader
        heading={heading}
        backPath={listPathOf(editor.audience)}
        subtitle={editor.property?.title}
        saveLabel={saveLabel}
        canSave={editor.isSavable && !saving.isSaving}
        isSaving={saving.isSaving}
        onSave={() => editor.save()}
      />

      {intro}

      {saving.failure && (
        <Notice tone={saving.failure.tone} details={saving.failure.details} onDismiss={saving.dismissFailure}>
          <p className="font-medium">{saving.failure.text}</p>
        </Notice>
      )}

      <div className="grid gap-5 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <div
          ref={progress}
          className="scroll-mt-32 rounded-xl border border-slate-200 bg-white p-3 sm:p-4 lg:sticky lg:top-20 lg:p-3"
        >
          <StepProgress states={editor.stepStates} onSelect={goTo} disabled={saving.isSaving} />
        </div>

        <section
          aria-labelledby="editor-step-title"
          className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2
            id="editor-step-title"
            ref={stepHeading}
            tabIndex={-1}
            className="mb-5 scroll-mt-24 text-lg font-semibold text-slate-900 focus:outline-none sm:text-xl"
          >
            {editorSteps[wizard.step]}
          </h2>
          {stepContent()}
          <StepNavigation
            step={wizard.step}
            canGoNext={validation.stepValid[wizard.step]}
            disabled={saving.isSaving}
            onPrevious={wizard.previous}
            onNext={wizard.next}
          />
        </section>
      </div>

      {saving.phase !== 'idle' && (
        <SaveProgress phase={saving.phase} draft={editor.draft} progress={saving.progress} />
      )}
    </form>
  );
}
