import { useId } from 'react';
import { Link } from '@/lib/router';
import { formatGridPrice, RENT_PERIOD_SUFFIX } from '@inmuebles/shared/properties/format';
import { cardFacts } from '@inmuebles/shared/properties/card-facts';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { buttonStyles } from '@/components/ui/button-styles';
import { mainPriceLine } from '@/lib/offer-price-format';
import { OfferBadge } from '../offer-badge';
import { GridCardPhoto } from './grid-card-photo';
import { ArrowRightIcon } from '@/components/icons/navigation-icons';
import { CardFacts } from '@/components/property-card/card-facts';
import { PlaceLine } from '@/components/property-card/place-line';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';
import { WhatsAppButton } from '@/components/whatsapp/whatsapp-button';

/** The link's box covers the whole card (the card is its positioned ancestor). */
const stretchedLink = "flex-1 after:absolute after:inset-0 after:rounded-2xl after:content-['']";

/**
 * A card of the reusable grid (docs/product/signed-in-area.md §2.2): photo with type badge, title, district and province,
 * description, rooms and area ('3 dorm. · 2 baños · 120 m²'), price and 'Ver más'. The 'Ver más' link stretches over the whole card, so a click
 * anywhere opens the property while keyboard and screen-reader users meet one link, described by the title.
 */
export function PropertyGridCard({ property }: { property: PropertySummary }) {
  const titleId = useId();
  // The main offer (sale, else rent), in the grid's own price format (docs/decisions.md "Prices").
  const main = mainPriceLine(property);
  const price = formatGridPrice(main.price, main.currency);

  return (
    <article className="group relative flex h-full flex-col rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/80 transition-shadow duration-300 hover:shadow-lg hover:shadow-slate-300/50">
      <GridCardPhoto property={property} />

      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <h3
          id={titleId}
          className="line-clamp-2 text-base leading-snug font-semibold text-slate-900 transition-colors group-hover:text-blue-700"
        >
          {property.title}
        </h3>
        <PlaceLine
          address={property.address}
          className="mt-1.5 flex items-center gap-1.5 text-sm text-slate-600"
        />
        {property.description && (
          <p className="mt-2 line-clamp-2 text-sm leading-relaxed text-slate-600">{property.description}</p>
        )}

        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-1 pt-4">
          {cardFacts(property).length > 0 ? (
            <CardFacts property={property} className="text-sm text-slate-600" />
          ) : (
            <span />
          )}
          <p className="flex flex-wrap items-center justify-end gap-x-2 text-xl font-bold tracking-tight text-slate-900">
            {main.operation && <OfferBadge operation={main.operation} />}
            <span className="sr-only">Precio:</span>
            {main.operation === 'rent' ? `${price} ${RENT_PERIOD_SUFFIX}` : price}
          </p>
        </div>

        <div className="mt-4 flex gap-2">
          <Link
            to={publicPaths.property(property.slug)}
            aria-describedby={titleId}
            className={buttonStyles('primary', 'md', stretchedLink)}
          >
            Ver más
            <ArrowRightIcon className="size-4" strokeWidth={2} />
          </Link>
          {/* Above the stretched link, so it opens the chat rather than the property. */}
          {property.contact_phone && (
            <WhatsAppButton phone={property.contact_phone} listing={property} className="relative z-10" />
          )}
        </div>
      </div>
    </article>
  );
}
