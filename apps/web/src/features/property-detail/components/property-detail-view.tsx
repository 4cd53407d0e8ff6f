import { useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { featureTiles } from '@inmuebles/shared/properties/detail-fields';
import {
  listingOperations,
  propertyTypeLabels,
  type ListingOperation,
} from '@inmuebles/shared/properties/enums';
import { BRAND_NEW_LABEL } from '@inmuebles/shared/properties/amenities';
import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { galleryPhotos } from '../utils/gallery';
import { chooseVideo } from '../utils/video';
import { AddressBlock } from './address-block';
import { AmenityList } from './amenity-list';
import { ContactBar } from './contact-bar';
import { ContactCard, contactSectionId } from './contact-card';
import { DetailSection } from '@/components/detail-section';
import { FeatureTiles } from './feature-tiles';
import { ArrowLeftIcon } from '@/components/icons/navigation-icons';
import { DiamondIcon, StarIcon } from '@/components/icons/property-icons';
import { NearPageFoot } from './near-page-foot';
import { PropertyGallery } from './property-gallery';
import { PropertyHeader } from './property-header';
import { MortgageSection } from './mortgage-section';
import { OwnerTrustNotice } from './owner-trust-notice';
import { RegistryRecord } from './registry-record';
import { ReportListing } from './report-listing';
import { lazyNear } from '@/components/lazy-near';

// Below the first screens of a phone (the price history, the video, the company's card): their code loads
// as they come near, and their server-drawn HTML stays meanwhile.
const PriceHistoryTable = lazyNear(async () => (await import('./price-history-table')).PriceHistoryTable);
const PropertyVideo = lazyNear(async () => (await import('./property-video')).PropertyVideo);
const CompanyCard = lazyNear(async () => (await import('./company-card')).CompanyCard);

export interface PropertyDetailViewProps {
  property: PropertyDetail;
  /** The location map (features/maps), composed in by the route module. */
  map: ReactNode;
  /** Open the contact form at once (arriving at `#contacto` from a listing card). */
  isContactInitiallyOpen?: boolean;
}

const listingOperationOf = (value: string | null): ListingOperation | undefined =>
  listingOperations.find((operation) => operation === value);

const badge = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm';

/**
 * The loaded detail screen (docs/product/public-and-auth.md §2.3). Desktop: the content on the left, the price, contact and company
 * cards on the right, staying in view while the page scrolls. Phones: one column.
 */
export function PropertyDetailView({
  property,
  map,
  isContactInitiallyOpen = false,
}: PropertyDetailViewProps) {
  // The form belongs to one property: after moving to another it starts closed again.
  const [contact, setContact] = useState({ propertyId: property.id, isOpen: isContactInitiallyOpen });
  const isContactOpen = contact.propertyId === property.id && contact.isOpen;
  const setIsContactOpen = (isOpen: boolean) => setContact({ propertyId: property.id, isOpen });
  const photos = useMemo(() => galleryPhotos(property), [property]);
  const tiles = useMemo(() => featureTiles(property), [property]);
  const video = chooseVideo(property.video);
  // `?operation=rent` when the visitor came from a search for rents (the listing's cards add it).
  const [searchParams] = useSearchParams();
  const cameFrom = listingOperationOf(searchParams.get('operation'));

  return (
    <article className="mx-auto w-full max-w-7xl px-4 pt-4 pb-16 sm:px-6 lg:px-8">
      <nav aria-label="Navegación" className="mb-4">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 transition-colors hover:text-blue-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
        >
          <ArrowLeftIcon className="size-4" strokeWidth={2} />
          Volver
        </Link>
      </nav>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px] xl:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0 space-y-8">
          <PropertyGallery
            key={property.id}
            photos={photos}
            propertyTitle={property.title}
            badges={
              <>
                <span className={`${badge} bg-white/95 text-slate-800`}>
                  {propertyTypeLabels[property.property_type]}
                </span>
                {property.brand_new && (
                  <span className={`${badge} bg-emerald-700 text-white`}>{BRAND_NEW_LABEL}</span>
                )}
                {property.ranking.featured && (
                  <span className={`${badge} bg-amber-400 text-amber-950`}>
                    <StarIcon filled className="size-3.5" strokeWidth={1.5} />
                    Destacada
                  </span>
                )}
                {property.ranking.premium && (
                  <span className={`${badge} bg-gradient-to-r from-violet-600 to-fuchsia-600 text-white`}>
                    <DiamondIcon className="size-3.5" strokeWidth={2} />
                    Premium
                  </span>
                )}
              </>
            }
          />

          {property.can_edit && <OwnerTrustNotice propertyId={property.id} />}

          <PropertyHeader property={property} />

          {property.registry && <RegistryRecord registry={property.registry} />}

          {tiles.length > 0 && (
            <DetailSection id="caracteristicas" title="Características">
              <FeatureTiles tiles={tiles} />
            </DetailSection>
          )}

          {property.amenities.length > 0 && (
            <DetailSection id="comodidades" title="Comodidades">
              <AmenityList amenities={property.amenities} />
            </DetailSection>
          )}

          {property.description && (
            <DetailSection id="descripcion" title="Descripción">
              <p className="text-base leading-relaxed whitespace-pre-line text-slate-700">
                {property.description}
              </p>
            </DetailSection>
          )}

          {property.price_history.length > 0 && (
            <DetailSection id="historial-precios" title="Historial de precios">
              <PriceHistoryTable entries={property.price_history} />
            </DetailSection>
          )}

          <MortgageSection property={property} />

          <DetailSection id="ubicacion" title="Ubicación">
            <div className="space-y-4">
              {map}
              <AddressBlock address={property.address} />
            </div>
          </DetailSection>

          {video && (
            <DetailSection id="video" title="Video">
              <PropertyVideo choice={video} propertyTitle={property.title} />
            </DetailSection>
          )}
        </div>

        <aside aria-label="Contacto y empresa" className="min-w-0">
          <div className={`space-y-4 ${isContactOpen ? '' : 'lg:sticky lg:top-24'}`}>
            <ContactCard property={property} isFormOpen={isContactOpen} onFormOpenChange={setIsContactOpen} />
            <CompanyCard
              company={property.company}
              agent={property.agent}
              listing={property}
              advertiser={property.advertiser}
            />
            <div className="text-center">
              <ReportListing propertyId={property.id} />
            </div>
          </div>
        </aside>
      </div>

      <NearPageFoot property={property} />

      <ContactBar
        property={property}
        operation={cameFrom}
        onContact={() => {
          setIsContactOpen(true);
          document.getElementById(contactSectionId)?.scrollIntoView?.({ block: 'start' });
        }}
      />
    </article>
  );
}
