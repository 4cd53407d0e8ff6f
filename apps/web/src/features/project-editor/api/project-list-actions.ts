import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectStatus } from '@inmuebles/shared/projects/enums';
import { deleteProject, setProjectStatus } from './project-writes';
import { projectEditorKeys } from './project-editor-keys';

/** Publish, archive or draft from the list; the lists reload before the mutation settles. */
export function useSetProjectStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ProjectStatus }) => setProjectStatus(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectEditorKeys.all }),
    onError: (error, { id, status }) =>
      console.error(`No se pudo cambiar el estado del proyecto ${id} a ${status}`, error),
  });
}

/** Deletes a project after the confirmation; the lists reload. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteProject(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectEditorKeys.all }),
    onError: (error, id) => console.error(`No se pudo eliminar el proyecto ${id}`, error),
  });
}
