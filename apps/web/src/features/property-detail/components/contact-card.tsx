import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/session';
import { DetailPrices } from './detail-prices';
import { LazyContactForm } from './lazy-contact-form';
import { MailIcon } from '@/components/icons/contact-icons';
import { WhatsAppButton } from '@/components/whatsapp/whatsapp-button';

/** The anchor `/propiedad/{slug}#contacto` scrolls to (the listing's contact links use it). */
export const contactSectionId = 'contacto';

export interface ContactCardProps {
  property: Pick<
    PropertyDetail,
    | 'id'
    | 'slug'
    | 'title'
    | 'price'
    | 'currency'
    | 'area_m2'
    | 'listings'
    | 'price_comparison'
    | 'price_drop'
    | 'company'
  > & { agent?: PropertyDetail['agent']; advertiser?: PropertyDetail['advertiser'] };
  isFormOpen: boolean;
  onFormOpenChange: (isOpen: boolean) => void;
}

/**
 * The price and contact card. 'Contactar' opens the contact form, for guests too (docs/decisions.md "Contact
 * button"); a signed-in user finds it prefilled. Right under it, WhatsApp to the agent in charge (else the
 * company), which is how most people in Peru first ask about a listing.
 */
export function ContactCard({ property, isFormOpen, onFormOpenChange }: ContactCardProps) {
  const user = useCurrentUser();
  const phone = property.agent?.phone ?? property.company.phone;

  return (
    <section
      id={contactSectionId}
      aria-labelledby="contacto-titulo"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Precio</p>
      <DetailPrices property={property} />

      <h2 id="contacto-titulo" className="mt-5 text-base font-semibold text-slate-900">
        ¿Te interesa esta propiedad?
      </h2>
      {isFormOpen ? (
        <div className="mt-3">
          <LazyContactForm
            subject={{ kind: 'property', slug: property.slug }}
            propertyTitle={property.title}
            user={user}
            onCancel={() => onFormOpenChange(false)}
          />
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            {/* An owner's listing is answered by its owner ("dueño directo"), not a company. */}
            {property.advertiser?.kind === 'owner'
              ? 'Envía un mensaje al dueño y te responderá por correo o teléfono.'
              : 'Envía un mensaje a la empresa y te responderá por correo o teléfono.'}
          </p>
          <Button size="lg" className="mt-4 w-full" onClick={() => onFormOpenChange(true)}>
            <MailIcon className="size-5" />
            Contactar
          </Button>
          {phone && (
            <WhatsAppButton
              phone={phone}
              listing={property}
              size="lg"
              className="mt-3 w-full"
              iconClassName="size-5"
            >
              Escribir por WhatsApp
            </WhatsAppButton>
          )}
        </>
      )}
    </section>
  );
}
