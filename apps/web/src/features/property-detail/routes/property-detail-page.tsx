import { useEffect } from 'react';
import { useLocation, useParams } from '@/lib/router';
import { pageTitle, propertyPageTitle } from '@inmuebles/shared/format/page-title';
import { lazyNear } from '@/components/lazy-near';
import { isApiError } from '@/lib/api-error';
import { useProperty } from '../api/get-property';
import { contactSectionId } from '../components/contact-card';
import { DetailError, DetailLoading, DetailNotFound } from '../components/detail-states';
import { PropertyDetailView } from '../components/property-detail-view';

// Route modules compose features (docs/architecture.md): the map module lives in features/maps and brings
// Leaflet with a dynamic import, so only this screen loads it. It sits far down the page: its own code loads
// as it comes near too.
const PropertyMap = lazyNear(
  async () => (await import('@/features/maps/components/property-map')).PropertyMap,
);

/** `/propiedad/{slug}`: the property detail (docs/product/public-and-auth.md §2.3 and 2.5). */
export function PropertyDetailPage() {
  const { slug = '' } = useParams();
  const { hash } = useLocation();
  const query = useProperty(slug);
  const isLoaded = query.isSuccess;
  const wantsContact = hash === `#${contactSectionId}`;

  // `#contacto` (the listing cards' contact links) opens the form and scrolls once the section exists.
  useEffect(() => {
    if (isLoaded && wantsContact)
      document.getElementById(contactSectionId)?.scrollIntoView?.({ block: 'start' });
  }, [isLoaded, wantsContact]);

  if (query.isPending) {
    return (
      <>
        <title>{pageTitle('Cargando propiedad...')}</title>
        <DetailLoading />
      </>
    );
  }

  if (query.isError) {
    const isNotFound = isApiError(query.error) && query.error.status === 404;
    return (
      <>
        <title>{pageTitle(isNotFound ? 'Propiedad no encontrada' : 'Error al cargar la propiedad')}</title>
        {isNotFound ? (
          <DetailNotFound />
        ) : (
          <DetailError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        )}
      </>
    );
  }

  const property = query.data;
  return (
    <>
      <title>{propertyPageTitle(property)}</title>
      <PropertyDetailView
        property={property}
        isContactInitiallyOpen={wantsContact}
        map={<PropertyMap location={property} label={`Mapa de ubicación de ${property.title}`} />}
      />
    </>
  );
}
