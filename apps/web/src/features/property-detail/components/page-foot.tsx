import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { MoreFromCompany } from './more-from-company';
import { SimilarProperties } from './similar-properties';

/** The foot of a property's page: similar properties, then the publishing company's others. */
export function PageFoot({ property }: { property: Pick<PropertyDetail, 'id' | 'slug' | 'company'> }) {
  return (
    <>
      <SimilarProperties slug={property.slug} />
      {/* Keyed by property: a new property starts on page 1 and never shows the previous one's cards. */}
      <MoreFromCompany key={property.id} company={property.company} propertyId={property.id} />
    </>
  );
}
