import { formatOwnPrice, mainPriceLine } from '@/lib/offer-price-format';
import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import type { ListingOperation } from '@inmuebles/shared/properties/enums';
import { MailIcon } from '@/components/icons/contact-icons';
import { Button } from '@/components/ui/button';
import { WhatsAppButton } from '@/components/whatsapp/whatsapp-button';

export interface ContactBarProps {
  property: Pick<
    PropertyDetail,
    'id' | 'slug' | 'title' | 'price' | 'currency' | 'area_m2' | 'listings' | 'company'
  > & {
    agent?: PropertyDetail['agent'];
  };
  onContact: () => void;
  /** The operation of the search the visitor came from: its offer's price is the bar's. */
  operation?: ListingOperation;
}

/**
 * Phones only: the price, WhatsApp and 'Contactar' stuck to the bottom of the screen, since the contact
 * card sits far down the one-column page. Sticky inside the detail, so it never covers the site footer.
 */
export function ContactBar({ property, onContact, operation }: ContactBarProps) {
  // The agent in charge answers first (docs/product/teams.md); the company's phone otherwise.
  const phone = property.agent?.phone ?? property.company.phone;
  return (
    <div
      role="region"
      aria-label="Contacto rápido"
      className="sticky bottom-0 z-30 -mx-4 mt-8 flex items-center gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
    >
      <p className="min-w-0 flex-1 truncate text-lg font-bold text-slate-900">
        {/* The main offer only: the bar has one line; the prices above show every offer. */}
        {formatOwnPrice(mainPriceLine(property, operation))}
      </p>
      {phone && (
        <WhatsAppButton
          phone={phone}
          listing={property}
          label="WhatsApp"
          className="px-3"
          iconClassName="size-5"
        >
          {null}
        </WhatsAppButton>
      )}
      <Button onClick={onContact}>
        <MailIcon className="size-4" />
        Contactar
      </Button>
    </div>
  );
}
