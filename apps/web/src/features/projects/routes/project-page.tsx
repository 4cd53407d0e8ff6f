import { lazy, Suspense } from 'react';
import { useParams } from '@/lib/router';
import { pageTitle, projectPageTitle } from '@inmuebles/shared/format/page-title';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/session';
import { isApiError } from '@/lib/api-error';
// Route modules compose features (docs/architecture.md): the map brings Leaflet with a dynamic import.
import { PropertyMap } from '@/features/maps/components/property-map';
import { useProject } from '../api/get-project';
import { ProjectDetailView } from '../components/project-detail-view';
import { ProjectError, ProjectLoading, ProjectNotFound } from '../components/project-states';

// The property page's contact form (react-hook-form and the zod schemas), loaded when 'Contactar' or a
// unit type's 'Consultar' opens it: the page's first download stays zod-free (docs/performance.md).
const ContactForm = lazy(async () => ({
  default: (await import('@/features/property-detail/components/contact-form')).ContactForm,
}));

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
          <Suspense
            fallback={
              <div className="flex justify-center py-6">
                <Spinner size="md" label="Cargando formulario..." className="text-blue-600" />
              </div>
            }
          >
            <ContactForm
              // A new unit type starts a new form: its message names it.
              key={unitType?.id ?? 'proyecto'}
              subject={{ kind: 'project', slug: project.slug, unitTypeId: unitType?.id }}
              propertyTitle={unitType ? `${project.name} · ${unitType.name}` : project.name}
              user={user}
              onCancel={onCancel}
            />
          </Suspense>
        )}
      />
    </>
  );
}
