import { Link } from '@/lib/router';
import { listingOperationLabels, propertyTypeLabels } from '@inmuebles/shared/properties/enums';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { BuildingIcon } from '@/components/icons/property-icons';
import { CardFacts } from '@/components/property-card/card-facts';
import { PlaceLine } from '@/components/property-card/place-line';
import { PropertyThumbnail } from '@/components/property-thumbnail';
import { formatOwnPrice, priceLines } from '@/lib/offer-price-format';
import type { Tone, ToneStyles } from './tone';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';
import { WhatsAppButton } from '@/components/whatsapp/whatsapp-button';

type Slot = 'card' | 'media' | 'image' | 'type' | 'body' | 'price' | 'title' | 'meta' | 'metaIcon' | 'focus';

const styles: ToneStyles<Slot> = {
  modern: {
    card: 'rounded-2xl bg-white shadow-md shadow-slate-900/5 ring-1 ring-slate-900/5 transition duration-300 hover:-translate-y-1 hover:shadow-xl hover:shadow-slate-900/10',
    media: 'aspect-[4/3] rounded-t-2xl',
    image: 'group-hover:scale-105',
    type: 'absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-slate-800 shadow-sm',
    body: 'flex flex-1 flex-col p-5',
    price: 'order-first text-2xl font-extrabold tracking-tight text-(--company-primary)',
    title: 'mt-1.5 mb-4 text-base leading-snug font-semibold text-slate-900',
    meta: 'mt-auto flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-4 text-sm text-slate-600',
    metaIcon: 'text-(--company-secondary)',
    focus: 'rounded-2xl',
  },
  classic: {
    card: 'border border-stone-300 bg-white p-2.5 shadow-[0_1px_0_rgba(0,0,0,0.04)] transition hover:border-(--company-primary)/60 hover:shadow-lg',
    media: 'aspect-[4/3] outline outline-1 -outline-offset-4 outline-white/70',
    image: 'group-hover:scale-[1.03]',
    type: 'absolute bottom-0 left-0 bg-(--company-primary) px-3 py-1 text-xs tracking-[0.15em] text-(--company-on-primary) uppercase',
    body: 'flex flex-1 flex-col px-2.5 pt-4 pb-2 text-center',
    price: 'mt-3 mb-3 text-xl text-(--company-primary)',
    title: 'text-lg leading-snug text-stone-900',
    meta: 'mt-auto flex flex-wrap justify-center gap-x-4 gap-y-1 border-t border-stone-200 pt-3 text-sm text-stone-600 italic',
    metaIcon: 'text-(--company-primary)/70',
    focus: '',
  },
  luxury: {
    card: 'bg-transparent',
    media: 'aspect-[4/3] lg:aspect-[5/4]',
    image: 'group-hover:scale-105 duration-700',
    type: 'absolute top-4 left-4 border border-white/40 bg-black/35 px-3 py-1 text-[0.65rem] tracking-[0.3em] text-white uppercase backdrop-blur-sm',
    body: 'flex flex-1 flex-col border-b border-(--lux-gold)/25 pt-6 pb-6',
    price: 'order-last mt-auto text-xl tracking-wide text-(--lux-gold)',
    title: 'text-2xl leading-snug font-light text-stone-100',
    meta: 'mt-3 mb-4 flex flex-wrap gap-x-5 gap-y-1 text-sm tracking-wide text-stone-400',
    metaIcon: 'text-(--lux-gold)/80',
    focus: '',
  },
  minimal: {
    card: 'bg-transparent',
    media: 'aspect-[3/2]',
    image: 'group-hover:opacity-90',
    type: 'hidden',
    body: 'flex flex-1 flex-col pt-5',
    price: 'order-last mt-auto border-t border-zinc-200 pt-3 text-base font-medium text-zinc-900',
    title: 'text-[1.05rem] leading-snug font-normal text-zinc-900 group-hover:text-(--company-primary)',
    meta: 'mt-2 mb-4 flex flex-wrap gap-x-4 text-sm text-zinc-500',
    metaIcon: 'hidden',
    focus: '',
  },
};

/** How wide a card's photo is drawn in each template, so the browser picks the right rendition. */
const photoSizes: Record<Tone, string> = {
  modern: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  classic: '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw',
  luxury: '(min-width: 768px) 600px, 100vw',
  minimal: '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw',
};

function CardPhoto({ property, tone }: { property: PropertySummary; tone: Tone }) {
  const s = styles[tone];
  return (
    <div className={`relative overflow-hidden bg-black/5 ${s.media}`}>
      <PropertyThumbnail
        photo={property.main_photo}
        fallbackAlt={property.title}
        sizes={photoSizes[tone]}
        className={`absolute inset-0 size-full object-cover transition duration-500 ${s.image}`}
        placeholder={
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2">
            <BuildingIcon className="size-8 text-current/40" strokeWidth={1.7} />
            {/* Text needs more contrast than the decorative icon (WCAG AA 4.5:1 on every template). */}
            <span className="text-xs text-current/75">Sin fotos</span>
          </div>
        }
      />
      <span className={s.type}>{propertyTypeLabels[property.property_type]}</span>
    </div>
  );
}

/**
 * A property of the company: photo, price, title, place, rooms and area, type, and WhatsApp when it has a
 * phone; the rest of the card opens its page.
 */
export function PropertyCard({ property, tone }: { property: PropertySummary; tone: Tone }) {
  const s = styles[tone];
  const type = propertyTypeLabels[property.property_type];

  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-(--company-primary) ${s.card} ${s.focus}`}
    >
      <CardPhoto property={property} tone={tone} />
      <div className={s.body}>
        {tone === 'minimal' && (
          <p className="mb-2 text-[0.65rem] tracking-[0.22em] text-zinc-500 uppercase">{type}</p>
        )}
        <h3 className={s.title}>
          <Link
            to={publicPaths.property(property.slug)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {property.title}
          </Link>
        </h3>
        {/* Each active offer with its operation, in the template's own price style. */}
        {priceLines(property).map((line) => (
          <div key={line.operation ?? 'own'} className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <p className={s.price}>{formatOwnPrice(line)}</p>
            {line.operation && (
              <span className="rounded bg-black/5 px-1.5 py-0.5 text-xs font-semibold">
                {listingOperationLabels[line.operation]}
              </span>
            )}
          </div>
        ))}
        <p className={s.meta}>
          <PlaceLine
            address={property.address}
            as="span"
            className="inline-flex items-center gap-1.5"
            iconClassName={`size-4 shrink-0 ${s.metaIcon}`}
            iconStrokeWidth={1.7}
            textClassName=""
          />
          {/* '3 dorm. · 2 baños · 120 m²', what applies to the type. */}
          <CardFacts property={property} as="span" className="inline-flex flex-wrap items-center gap-x-1" />
        </p>
        {/* Above the title's stretched link, so it opens the chat rather than the property. */}
        {property.contact_phone && (
          <div className="relative z-10 mt-3">
            <WhatsAppButton phone={property.contact_phone} listing={property} size="sm" />
          </div>
        )}
      </div>
    </article>
  );
}
