import { useState } from 'react';
import type { ProjectStatus } from '@inmuebles/shared/projects/enums';
import type { ProjectCard } from '@inmuebles/shared/projects/project-schema';
import type { ScreenNotice } from '@/components/ui/notice';
import { isApiError } from '@/lib/api-error';
import { useDeleteProject, useSetProjectStatus } from '../api/project-list-actions';

const successTexts: Record<ProjectStatus, string> = {
  published: 'Proyecto publicado',
  archived: 'Proyecto archivado',
  draft: 'Proyecto pasado a borrador',
};

/** The server's reasons (a project without unit types cannot be published), else a retry line. */
const details = (error: unknown) => (isApiError(error) ? error.errors : []);

/** Publish, archive, draft and delete (after the confirmation) from the list, with a notice above it. */
export function useProjectActions() {
  const statusChange = useSetProjectStatus();
  const deletion = useDeleteProject();
  const [pendingDelete, setPendingDelete] = useState<ProjectCard | null>(null);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);

  const changeStatus = (project: ProjectCard, status: ProjectStatus) => {
    setNotice(null);
    statusChange.mutate(
      { id: project.id, status },
      {
        onSuccess: () => setNotice({ tone: 'success', text: `${successTexts[status]}: ${project.name}` }),
        onError: (error) =>
          setNotice({
            tone: 'error',
            text: 'No se pudo cambiar el estado del proyecto.',
            details: details(error),
          }),
      },
    );
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const { id, name } = pendingDelete;
    deletion.mutate(id, {
      onSuccess: () => setNotice({ tone: 'success', text: `Proyecto eliminado: ${name}` }),
      onError: () => setNotice({ tone: 'error', text: 'No se pudo eliminar el proyecto. Intenta de nuevo.' }),
      onSettled: () => setPendingDelete(null),
    });
  };

  return {
    changeStatus,
    busyId: statusChange.isPending ? statusChange.variables.id : null,
    pendingDelete,
    requestDelete: (project: ProjectCard) => {
      setNotice(null);
      setPendingDelete(project);
    },
    confirmDelete,
    cancelDelete: () => setPendingDelete(null),
    isDeleting: deletion.isPending,
    notice,
    dismissNotice: () => setNotice(null),
  };
}
