import { useMemo, useState } from 'react';
import { projectWriteMessages } from '@inmuebles/shared/projects/project-write-schema';
import type { Project } from '@inmuebles/shared/projects/project-schema';
import type { ScreenNotice } from '@/components/ui/notice';
import {
  emptyProjectValues,
  valuesFromProject,
  type ProjectValues,
  type SaveIntent,
} from '../model/project-values';
import { limaYearMonth, validateProject, type FieldErrors } from '../model/validate-project';
import { projectSaveMessages, useSaveProject } from './use-save-project';

/**
 * The editor's state: the values, which fields were left (their messages show from then on, or all of
 * them after a save attempt), the client's checks and the server's answers, and the save.
 */
export function useProjectEditor(
  project: Project | null,
  afterSave?: (project: Project, rowIds: ReadonlyMap<string, number>) => Promise<string[]>,
  /** An admin without a company creating a project: they must choose its company. */
  companyRequired = false,
) {
  const [values, setValues] = useState<ProjectValues>(() =>
    project ? valuesFromProject(project) : emptyProjectValues,
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [localFailure, setLocalFailure] = useState<ScreenNotice | null>(null);
  // Server messages of fields changed since they came: the new value has not been judged yet.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const saving = useSaveProject({
    project,
    initialRows: project ? valuesFromProject(project).unit_types : [],
    afterSave,
    onRowsSaved: (ids) =>
      setValues((current) => ({
        ...current,
        unit_types: current.unit_types.map((row) => ({ ...row, id: row.id ?? ids.get(row.key) ?? null })),
      })),
  });

  const clientErrors = useMemo(
    () => validateProject(values, limaYearMonth(), companyRequired),
    [values, companyRequired],
  );
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(saving.serverErrors))
    if (!edited.has(field)) errors[field] = message;
  for (const [field, message] of Object.entries(clientErrors))
    if (showAll || touched.has(field)) errors[field] ??= message;

  const touch = (field: string) => setTouched((current) => new Set(current).add(field));
  const set = <K extends keyof ProjectValues>(field: K, value: ProjectValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    touch(field);
    setEdited((current) => new Set(current).add(field));
  };
  const setRows = (rows: ProjectValues['unit_types']) => {
    setValues((current) => ({ ...current, unit_types: rows }));
    // A changed row's server messages give way to the checks of its new values.
    const changed = rows.flatMap((row) =>
      Object.keys(saving.serverErrors).filter((key) => key.startsWith(`unit_types.${row.key}.`)),
    );
    setEdited((current) => new Set([...current, ...changed]));
  };

  const save = (intent: SaveIntent) => {
    setLocalFailure(null);
    setShowAll(true);
    if (Object.keys(clientErrors).length > 0) {
      setLocalFailure({ tone: 'error', text: projectSaveMessages.invalid });
      return;
    }
    if (intent === 'publish' && values.unit_types.length === 0) {
      setLocalFailure({ tone: 'error', text: projectWriteMessages.noUnitTypes });
      return;
    }
    setEdited(new Set());
    void saving.save(values, intent);
  };

  return {
    values,
    errors,
    set,
    setRows,
    touch,
    save,
    isSaving: saving.isSaving,
    failure: localFailure ?? saving.failure,
    dismissFailure: () => {
      setLocalFailure(null);
      saving.dismissFailure();
    },
  };
}

export type ProjectEditorState = ReturnType<typeof useProjectEditor>;
