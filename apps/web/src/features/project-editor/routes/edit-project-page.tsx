import { Navigate, useParams } from '@/lib/router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useLogError } from '@/hooks/use-log-error';
import { useEditableProject } from '../api/get-editable-project';
import { projectListPath } from '../hooks/use-save-project';
import { ProjectEditorScreen } from './project-editor-screen';

const loadFailed = { notices: [{ tone: 'error', text: 'No se pudo cargar el proyecto para editarlo.' }] };

/**
 * `/dashboard/projects/edit/:id`. A project that cannot be loaded (missing, another company's: the API
 * answers both with 404) sends the user back to the list with the reason.
 */
export function EditProjectPage() {
  const { id = '' } = useParams();
  const query = useEditableProject(id);
  useLogError(query.error, `No se pudo cargar el proyecto ${id} para editarlo`);

  if (query.isError) return <Navigate to={projectListPath} replace state={loadFailed} />;
  if (!query.data) return <PageSpinner label="Cargando proyecto..." />;
  return <ProjectEditorScreen key={query.data.project.id} project={query.data.project} />;
}
