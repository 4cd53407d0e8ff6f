import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Project } from '@inmuebles/shared/projects/project-schema';
import { useNavigate } from '@/lib/router';
import { isApiError } from '@/lib/api-error';
import type { ScreenNotice } from '@/components/ui/notice';
import { projectEditorKeys } from '../api/project-editor-keys';
import {
  createProject,
  createUnitType,
  deleteUnitType,
  setProjectStatus,
  updateProject,
  updateUnitType,
} from '../api/project-writes';
import type { ProjectValues, SaveIntent, UnitTypeRow } from '../model/project-values';
import { mapServerErrors } from '../model/server-errors';
import type { FieldErrors } from '../model/validate-project';
import { projectBody, projectCreateBody, unitTypeBody, unitTypeWrites } from '../model/write-bodies';

/** Where the editor returns after a save, with its notice. */
export const projectListPath = '/dashboard/projects';

export const projectSaveMessages = {
  invalid: 'Revisa los campos marcados antes de guardar.',
  failed: 'No se pudo guardar el proyecto. Revisa los campos marcados e intenta de nuevo.',
  unitTypesFailed:
    'El proyecto se guardó, pero algunos tipos de unidad no. Revisa los campos marcados e intenta de nuevo.',
  publishFailed: 'El proyecto se guardó, pero no se pudo publicar.',
  network: 'No se pudo conectar con el servidor. Tus cambios siguen aquí; intenta de nuevo.',
} as const;

export interface UseSaveProjectOptions {
  /** The project being edited; null when creating. */
  project: Project | null;
  /** Its unit types as stored: what the save compares the rows on screen with. */
  initialRows: UnitTypeRow[];
  /** Rows that got their id from a save (a retry must update them, not create them again). */
  onRowsSaved: (ids: ReadonlyMap<string, number>) => void;
  /** Further work once the project and its unit types are stored (the photos), given each row's id; what failed. */
  afterSave?: (project: Project, rowIds: ReadonlyMap<string, number>) => Promise<string[]>;
}

const reasons = (error: unknown) =>
  isApiError(error) && error.errors.length > 0
    ? error.errors
    : [isApiError(error) ? error.message : projectSaveMessages.network];

/**
 * The save: the project (created the first time, then updated, so a failure after it never duplicates
 * it), then its unit types row by row (each failure shown under that row's inputs), then the photos,
 * then the publication when asked. Any refusal keeps the user on the editor with the server's reasons;
 * success returns to the list.
 */
export function useSaveProject({ project, initialRows, onRowsSaved, afterSave }: UseSaveProjectOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const projectId = useRef<number | null>(project?.id ?? null);
  const savedRows = useRef(
    new Map(initialRows.flatMap((row) => (row.id === null ? [] : [[row.id, row] as const]))),
  );
  const [isSaving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<ScreenNotice | null>(null);

  const save = async (values: ProjectValues, intent: SaveIntent) => {
    if (isSaving) return;
    setSaving(true);
    setFailure(null);
    setServerErrors({});
    const fields: FieldErrors = {};
    const general: string[] = [];
    const collect = (messages: string[], rowKey?: string) => {
      const mapped = mapServerErrors(messages, rowKey);
      Object.assign(fields, mapped.fields);
      general.push(...mapped.general);
    };
    const stop = (text: string) => {
      setServerErrors(fields);
      setFailure({ tone: 'error', text, details: general });
      setSaving(false);
    };

    let stored: Project;
    try {
      stored =
        projectId.current === null
          ? (await createProject(projectCreateBody(values))).project
          : (await updateProject(projectId.current, projectBody(values))).project;
      projectId.current = stored.id;
    } catch (error) {
      console.error('No se pudo guardar el proyecto', error);
      collect(reasons(error));
      stop(projectSaveMessages.failed);
      return;
    }

    const writes = unitTypeWrites(savedRows.current, values.unit_types);
    const newIds = new Map<string, number>();
    let rowsFailed = false;
    for (const id of writes.remove) {
      try {
        stored = (await deleteUnitType(stored.id, id)).project;
        savedRows.current.delete(id);
      } catch (error) {
        rowsFailed = true;
        general.push(...reasons(error));
      }
    }
    for (const row of [...writes.update, ...writes.create]) {
      try {
        const known = new Set(stored.unit_types.map((unit) => unit.id));
        stored =
          row.id === null
            ? (await createUnitType(stored.id, unitTypeBody(row))).project
            : (await updateUnitType(stored.id, row.id, unitTypeBody(row))).project;
        const id = row.id ?? stored.unit_types.find((unit) => !known.has(unit.id))?.id;
        if (id !== undefined) {
          savedRows.current.set(id, { ...row, id });
          if (row.id === null) newIds.set(row.key, id);
        }
      } catch (error) {
        rowsFailed = true;
        collect(reasons(error), row.key);
      }
    }
    if (newIds.size > 0) onRowsSaved(newIds);
    void queryClient.invalidateQueries({ queryKey: projectEditorKeys.all });
    if (rowsFailed) return stop(projectSaveMessages.unitTypesFailed);

    const notices: ScreenNotice[] = [];
    if (afterSave) {
      const rowIds = new Map(
        values.unit_types.flatMap((row) => {
          const id = row.id ?? newIds.get(row.key);
          return id === undefined ? [] : [[row.key, id] as const];
        }),
      );
      const problems = await afterSave(stored, rowIds);
      if (problems.length > 0) notices.push({ tone: 'error', text: problems.join(' ') });
    }
    if (intent === 'publish' && stored.status !== 'published') {
      try {
        stored = (await setProjectStatus(stored.id, 'published')).project;
      } catch (error) {
        console.error('No se pudo publicar el proyecto', error);
        collect(reasons(error));
        return stop(projectSaveMessages.publishFailed);
      }
    }
    notices.unshift({
      tone: 'success',
      text: intent === 'publish' ? `Proyecto publicado: ${stored.name}` : `Proyecto guardado: ${stored.name}`,
    });
    setSaving(false);
    void navigate(projectListPath, { state: { notices } });
  };

  return { save, isSaving, serverErrors, failure, dismissFailure: () => setFailure(null) };
}
