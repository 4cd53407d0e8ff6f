import type { ReactNode } from 'react';
import { pageTitle } from '@inmuebles/shared/format/page-title';
import { amenities, amenityLabels } from '@inmuebles/shared/properties/amenities';
import { financingBankLabels, financingBanks } from '@inmuebles/shared/projects/banks';
import type { Project } from '@inmuebles/shared/projects/project-schema';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { PublishIcon, SaveIcon } from '@/components/icons/action-icons';
import type { ProjectEditorState } from '../hooks/use-project-editor';
import type { UnitTypeRow } from '../model/project-values';
import { CheckboxGrid } from './checkbox-grid';
import { EditorSection } from './editor-section';
import { LocationFields, type PlaceLists } from './location-fields';
import { ProjectFields } from './project-fields';
import { UnitTypeRows } from './unit-type-rows';

export interface ProjectEditorProps {
  editor: ProjectEditorState;
  /** The project being edited; null when creating. */
  project: Project | null;
  lists: PlaceLists;
  /** The map to place the project or draw its lot (the route module brings the property editor's). */
  map: ReactNode;
  /** An admin's choice of a new project's company, first in "Datos del proyecto". */
  company?: ReactNode;
  /** The gallery's section, when photos can be managed. */
  photos?: ReactNode;
  renderFloorPlan?: (row: UnitTypeRow, index: number) => ReactNode;
}

/**
 * The project editor (docs/product/projects.md §2.2), one page for create and edit: the project's data,
 * its place and map, the unit types, amenities, financing and photos; "Guardar" keeps the state,
 * "Guardar y publicar" publishes once everything is stored.
 */
export function ProjectEditor({
  editor,
  project,
  lists,
  map,
  company,
  photos,
  renderFloorPlan,
}: ProjectEditorProps) {
  const { values, errors, set, touch } = editor;
  const heading = project ? 'Editar proyecto' : 'Nuevo proyecto';
  const isPublished = project?.status === 'published';
  const binding = { values, errors, set, touch };

  return (
    <form
      noValidate
      aria-label={heading}
      onSubmit={(event) => event.preventDefault()}
      className="mx-auto w-full max-w-5xl space-y-5 px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
    >
      <title>{pageTitle(heading)}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <Link to="/dashboard/projects" className="text-sm font-medium text-blue-700 hover:underline">
            ← Mis proyectos
          </Link>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
          {project && <p className="mt-1 truncate text-sm text-slate-600">{project.name}</p>}
        </div>
      </header>

      {editor.failure && (
        <Notice tone={editor.failure.tone} details={editor.failure.details} onDismiss={editor.dismissFailure}>
          <p className="font-medium">{editor.failure.text}</p>
        </Notice>
      )}

      <EditorSection title="Datos del proyecto">
        {company}
        <ProjectFields {...binding} />
      </EditorSection>

      <EditorSection
        title="Ubicación"
        description="La dirección del proyecto y su punto o terreno en el mapa."
      >
        <LocationFields {...binding} lists={lists} />
        {map}
        {errors.polygon_coordinates && (
          <p role="alert" className="text-sm text-red-600">
            {errors.polygon_coordinates}
          </p>
        )}
      </EditorSection>

      <EditorSection
        title="Tipologías"
        description="Cada tipo de departamento: dormitorios, baños, área, precio desde y unidades disponibles."
      >
        <UnitTypeRows
          rows={values.unit_types}
          errors={errors}
          onChange={editor.setRows}
          touch={touch}
          renderFloorPlan={renderFloorPlan}
        />
      </EditorSection>

      {photos}

      <EditorSection title="Comodidades y financiamiento">
        <CheckboxGrid
          legend="Áreas comunes y servicios"
          name="amenity"
          options={amenities}
          labels={amenityLabels}
          value={values.amenities}
          onChange={(next) => set('amenities', next)}
        />
        <CheckboxGrid
          legend="Bancos que financian"
          name="bank"
          options={financingBanks}
          labels={financingBankLabels}
          value={values.financing_banks}
          onChange={(next) => set('financing_banks', next)}
        />
        <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 hover:bg-slate-50">
          <input
            type="checkbox"
            name="mivivienda"
            checked={values.mivivienda}
            onChange={(event) => set('mivivienda', event.target.checked)}
            className="mt-0.5 size-4 shrink-0 rounded border-slate-300 text-blue-600 focus:ring-blue-500"
          />
          <span className="text-sm text-slate-800">
            <span className="font-medium">Apto Bono MiVivienda</span>
            <span className="block text-slate-600">
              Se muestra mientras algún tipo de unidad tenga un precio dentro de los tramos vigentes.
            </span>
          </span>
        </label>
      </EditorSection>

      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        {/* On a phone the two saves share the row; "← Mis proyectos" above leaves without saving. */}
        <span className="mr-auto hidden sm:block">
          <Link to="/dashboard/projects" className={buttonStyles('ghost', 'md')}>
            Cancelar
          </Link>
        </span>
        <Button
          variant="secondary"
          isLoading={editor.isSaving}
          onClick={() => editor.save('save')}
          className="flex-1 sm:flex-none"
        >
          <SaveIcon className="hidden size-4 shrink-0 sm:block" />
          {project ? 'Guardar cambios' : 'Guardar borrador'}
        </Button>
        {!isPublished && (
          <Button
            isLoading={editor.isSaving}
            onClick={() => editor.save('publish')}
            className="flex-1 sm:flex-none"
          >
            <PublishIcon className="hidden size-4 shrink-0 sm:block" />
            Guardar y publicar
          </Button>
        )}
      </div>
    </form>
  );
}
