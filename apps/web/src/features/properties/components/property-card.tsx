import { RegistryBadge, VerifiedBadge } from '@/components/trust-badges';
import { Link } from '@/lib/router';
import { formatCount } from '@inmuebles/shared/properties/format';
import type { ListingOperation } from '@inmuebles/shared/properties/enums';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { OfferPrices } from '@/components/offer-prices';
import { MiViviendaBadge } from '@/components/mivivienda-badge';
import { PriceDropBadge } from '@/components/price-drop-badge';
import { ShareMenu } from '@/components/share-menu';
import { Avatar } from '@/components/ui/avatar';
import { buttonStyles } from '@/components/ui/button-styles';
import { CardMedia } from './card-media';
import { FavoriteButton } from './favorite-button';
import { EyeIcon } from '@/components/icons/property-icons';
import { CardFacts } from '@/components/property-card/card-facts';
import { WhatsAppButton } from '@/components/whatsapp/whatsapp-button';
import { PlaceLine } from '@/components/property-card/place-line';
import { propertyUrl } from '@/components/property-card/property-path';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';

const roundAction =
  'relative inline-flex size-9 items-center justify-center rounded-full bg-white/95 shadow-md ring-1 ring-black/5 backdrop-blur transition hover:scale-105 hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500';

/** Keeps a button's click from reaching the card. */
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * A listing card (docs/product/public-and-auth.md §2.2). The title link stretches over the whole card, so a click anywhere opens
 * the property and keyboard users reach it as one link; the buttons sit above that layer.
 */
export function PropertyCard({
  property,
  operation,
  priority,
}: {
  property: PropertySummary;
  /** The operation the listing is filtered by: its offer is shown first. */
  operation?: ListingOperation;
  /** One of the first cards of the page, whose photo is the page's largest paint. */
  priority?: boolean;
}) {
  // Filtered by an operation, the property opens on it: its page's price bar shows that offer.
  const path = `${publicPaths.property(property.slug)}${operation ? `?operation=${operation}` : ''}`;
  const contactPath = `${path}#contacto`;
  const views = property.ranking.view_count;

  return (
    <article className="group relative flex h-full flex-col rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/80 transition-shadow duration-300 hover:shadow-xl hover:shadow-slate-300/50 has-[.card-link:focus-visible]:ring-2 has-[.card-link:focus-visible]:ring-blue-500">
      <CardMedia property={property} priority={priority} />

      <div className="absolute top-3 right-3 z-20 flex gap-2">
        <FavoriteButton
          propertyId={property.id}
          slug={property.slug}
          isFavorited={property.is_favorited}
          className={roundAction}
        />
        <ShareMenu
          url={propertyUrl(property.slug)}
          title={property.title}
          buttonClassName={`${roundAction} text-slate-700 hover:text-blue-600`}
        />
      </div>

      <div className="flex flex-1 flex-col p-4 sm:p-5">
        {/* Each active offer with its badge, both currencies and the price per m². */}
        <OfferPrices property={property} operation={operation} />
        <div className="mt-2 flex flex-wrap gap-1.5 empty:hidden">
          <PriceDropBadge drop={property.price_drop} />
          <MiViviendaBadge mivivienda={property.mivivienda} />
        </div>
        <CardFacts property={property} className="mt-2 text-sm font-medium text-slate-800" />

        <h2 className="mt-2 text-base leading-snug font-semibold text-slate-900 transition-colors group-hover:text-blue-700">
          <Link
            to={path}
            className="card-link line-clamp-2 after:absolute after:inset-0 after:z-10 after:rounded-2xl after:content-[''] focus-visible:outline-none"
          >
            {property.title}
          </Link>
        </h2>
        {/* A phone's card keeps to price, facts, title and place: the next card comes sooner. */}
        {property.description && (
          <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-slate-600 max-sm:hidden">
            {property.description}
          </p>
        )}

        <div className="mt-2 flex items-center justify-between gap-3 text-sm text-slate-600">
          <PlaceLine address={property.address} className="flex min-w-0 items-center gap-1.5" />
          <span className="flex shrink-0 items-center gap-1.5">
            <EyeIcon className="size-4 shrink-0 text-slate-400" />
            {`${formatCount(views)} ${views === 1 ? 'vista' : 'vistas'}`}
          </span>
        </div>

        <div className="mt-auto pt-3">
          <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1.5 border-t border-slate-100 pt-3">
            <Avatar name={property.company.name} imageUrl={property.company.logo_url} />
            <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-700">
              {property.company.name}
            </span>
            {(property.company.verified_at || property.registry) && (
              <span className="flex flex-wrap gap-1.5">
                <VerifiedBadge verifiedAt={property.company.verified_at} compact />
                <RegistryBadge hasRegistry={property.registry !== null} />
              </span>
            )}
          </div>
          <div className="relative z-20 mt-3 grid grid-cols-2 gap-2">
            <Link to={contactPath} onClick={stop} className={buttonStyles('secondary', 'md')}>
              Contactar
            </Link>
            {/* The whole card opens the property, so WhatsApp takes the second place when there is a phone. */}
            {property.contact_phone ? (
              <WhatsAppButton phone={property.contact_phone} listing={property} onClick={stop} />
            ) : (
              <Link to={path} onClick={stop} className={buttonStyles('primary', 'md')}>
                Ver detalles
              </Link>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
