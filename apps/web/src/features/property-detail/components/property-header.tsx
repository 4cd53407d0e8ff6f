import {
  extraTypeLabels,
  propertyDetailTypeLabels,
  publicStatusLabel,
} from '@inmuebles/shared/properties/enums';
import { formatArea, formatCount, propertyCode } from '@inmuebles/shared/properties/format';
import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { UiTimings } from '@inmuebles/shared/properties/limits';
import { ShareMenu } from '@/components/share-menu';
import { OfferBadge } from '@/components/offer-badge';
import { priceLines } from '@/lib/offer-price-format';
import { DetailPrices } from './detail-prices';
import { propertyUrl } from '@/components/property-card/property-path';
import { FavoriteToggle } from './favorite-toggle';
import { AreaIcon, EyeIcon, MapPinIcon } from '@/components/icons/property-icons';
import { limaLongDate } from '@/lib/lima-date';

const chip = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium';

/**
 * Title with its share menu and favourite, the place, the price with its currency code and the area and
 * status chips (docs/product/public-and-auth.md §2.3).
 */
export function PropertyHeader({ property }: { property: PropertyDetail }) {
  const operations = priceLines(property).flatMap((line) => (line.operation ? [line.operation] : []));
  const place = [property.address.district, property.address.province, property.address.region]
    .filter(Boolean)
    .join(', ');
  const area = formatArea(property.area_m2);
  const views = property.ranking.view_count;
  const publishedOn = limaLongDate(property.published_at);
  const typeLabel =
    propertyDetailTypeLabels[property.property_detail_type] ?? extraTypeLabels[property.property_type];

  return (
    <header className="space-y-4">
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-md bg-slate-900 px-2 py-1 text-white">{typeLabel}</span>
        {operations.map((operation) => (
          <OfferBadge key={operation} operation={operation} />
        ))}
      </div>

      {/* Phones: title, then place and actions side by side, then the prices; wider: the actions beside the title. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-3">
        <h1 className="col-span-2 text-2xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:col-span-1 sm:text-3xl">
          {property.title}
        </h1>
        <div className="col-start-2 row-start-2 flex items-center gap-2 self-center sm:row-start-1 sm:self-start">
          <FavoriteToggle
            propertyId={property.id}
            slug={property.slug}
            isFavorited={property.is_favorited}
            favoriteCount={property.ranking.favorite_count}
          />
          <ShareMenu
            url={propertyUrl(property.slug)}
            title={property.title}
            networks={['whatsapp']}
            confirmationMs={UiTimings.copyConfirmationDetail}
            buttonClassName="inline-flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-sm transition hover:border-blue-200 hover:bg-blue-50 hover:text-blue-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
          />
        </div>
        {place && (
          <p className="col-start-1 row-start-2 flex items-center gap-1.5 text-slate-600 sm:col-span-2">
            <MapPinIcon className="size-4 shrink-0 text-slate-400" />
            {place}
          </p>
        )}
        {/* Wide screens show the prices in the contact card beside the content. */}
        <div data-testid="property-price" className="col-span-2 row-start-3 lg:hidden">
          <DetailPrices property={property} />
        </div>
      </div>

      <ul aria-label="Resumen" className="flex flex-wrap gap-2">
        {area && (
          <li className={`${chip} bg-slate-100 text-slate-700`}>
            <AreaIcon className="size-4 text-slate-500" />
            {area}
          </li>
        )}
        {/* The public reads when it was published and the code to quote; the status is the dashboard's
            business and shows here only to a member previewing an unpublished property. */}
        {property.status === 'published' ? (
          publishedOn && (
            <li className={`${chip} bg-slate-100 text-slate-700`}>{`Publicado el ${publishedOn}`}</li>
          )
        ) : (
          <li className={`${chip} bg-amber-50 text-amber-800`}>
            <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
            {publicStatusLabel(property.status)}
          </li>
        )}
        <li className={`${chip} bg-slate-100 text-slate-700`}>{`Código: ${propertyCode(property.id)}`}</li>
        <li className={`${chip} bg-slate-100 text-slate-700`}>
          <EyeIcon className="size-4 text-slate-500" />
          {`${formatCount(views)} ${views === 1 ? 'vista' : 'vistas'}`}
        </li>
      </ul>
    </header>
  );
}
