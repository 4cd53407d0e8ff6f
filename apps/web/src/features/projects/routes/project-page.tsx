import { useParams } from '@/lib/router';
import { pageTitle, projectPageTitle } from '@inmuebles/shared/format/page-title';
import { useCurrentUser } from '@/lib/session';
import { isApiError } from '@/lib/api-error';
// Route modules compose features (docs/architecture.md): the map brings Leaflet with a dynamic import.
import { PropertyMap } from '@/features/maps/components/property-map';
import { LazyContactForm } from '@/features/property-detail/components/lazy-contact-form';
import { useProject } from '../api/get-project';
import { ProjectDetailView } from '../components/project-detail-view';
import { ProjectError, ProjectLoading, ProjectNotFound } from '../components/project-states';

/** `/proyecto/{slug}`: a project's page (docs/product/projects.md §2). */
export function ProjectPage() {
  const { slug = '' } = useParams();
  const query = useProject(slug);
  const user = useCurrentUser();

  if (query.isPending)
    return (
      <>
        <title>{pageTitle('Cargando proyecto...')}</title>
        <ProjectLoading />
      </>
    );

  if (query.isError) {
    const isNotFound = isApiError(query.error) && query.error.status === 404;
    return (
      <>
        <title>{pageTitle(isNotFound ? 'Proyecto no encontrado' : 'Error al cargar el proyecto')}</title>
        {isNotFound ? (
          <ProjectNotFound />
        ) : (
          <ProjectError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        )}
      </>
    );
  }

  const project = query.data;
  return (
    <>
      <title>{projectPageTitle(project)}</title>
      <ProjectDetailView
        project={project}
        map={<PropertyMap location={project} label={`Mapa de ubicación de ${project.name}`} />}
        contactForm={({ unitType, onCancel }) => (
          <LazyContactForm
            // A new unit type starts a new form: its message names it.
            key={unitType?.id ?? 'proyecto'}
            subject={{ kind: 'project', slug: project.slug, unitTypeId: unitType?.id }}
            propertyTitle={unitType ? `${project.name} · ${unitType.name}` : project.name}
            user={user}
            onCancel={onCancel}
          />
        )}
      />
    </>
  );
}
