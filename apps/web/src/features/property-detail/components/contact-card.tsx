import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/session';
import { ContactForm } from './contact-form';
import { DetailPrices } from './detail-prices';
import { MailIcon } from '@/components/icons/contact-icons';

/** The anchor `/propiedad/{slug}#contacto` scrolls to (the listing's contact links use it). */
export const contactSectionId = 'contacto';

export interface ContactCardProps {
  property: Pick<
    PropertyDetail,
    'id' | 'slug' | 'title' | 'price' | 'currency' | 'area_m2' | 'listings' | 'price_comparison'
  >;
  isFormOpen: boolean;
  onFormOpenChange: (isOpen: boolean) => void;
}

/**
 * The price and contact card. 'Contactar' opens the contact form, for guests too (docs/decisions.md "Contact
 * button"); a signed-in user finds it prefilled.
 */
export function ContactCard({ property, isFormOpen, onFormOpenChange }: ContactCardProps) {
  const user = useCurrentUser();

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
          <ContactForm
            propertySlug={property.slug}
            propertyTitle={property.title}
            user={user}
            onCancel={() => onFormOpenChange(false)}
          />
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            Envía un mensaje a la empresa y te responderá por correo o teléfono.
          </p>
          <Button size="lg" className="mt-4 w-full" onClick={() => onFormOpenChange(true)}>
            <MailIcon className="size-5" />
            Contactar
          </Button>
        </>
      )}
    </section>
  );
}
