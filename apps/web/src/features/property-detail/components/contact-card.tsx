import { useLocation, useNavigate } from 'react-router';
import { listingOperationLabels } from '@inmuebles/shared/properties/enums';
import { formatPriceWithCode } from '@inmuebles/shared/properties/format';
import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { Button } from '@/components/ui/button';
import { buildLoginUrl } from '@/lib/auth-redirect';
import { useCurrentUser } from '@/lib/session';
import { ContactForm } from './contact-form';
import { MailIcon } from '@/components/icons/contact-icons';

/** The anchor `/propiedad/{slug}#contacto` scrolls to (the listing's contact links use it). */
export const contactSectionId = 'contacto';

export interface ContactCardProps {
  property: Pick<PropertyDetail, 'id' | 'slug' | 'title' | 'price' | 'currency' | 'listings'>;
  isFormOpen: boolean;
  onFormOpenChange: (isOpen: boolean) => void;
}

/**
 * The price and contact card. 'Contactar' sends a guest to login (coming back to this section) and opens
 * the contact form for a signed-in user.
 */
export function ContactCard({ property, isFormOpen, onFormOpenChange }: ContactCardProps) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const operation = property.listings.find((listing) => listing.status === 'active')?.operation;

  const onContact = () => {
    if (!user) {
      void navigate(buildLoginUrl(`${pathname}${search}#${contactSectionId}`));
      return;
    }
    onFormOpenChange(true);
  };

  return (
    <section
      id={contactSectionId}
      aria-labelledby="contacto-titulo"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {operation ? `Precio de ${listingOperationLabels[operation].toLowerCase()}` : 'Precio'}
      </p>
      <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
        {formatPriceWithCode(property.price, property.currency)}
      </p>

      <h2 id="contacto-titulo" className="mt-5 text-base font-semibold text-slate-900">
        ¿Te interesa esta propiedad?
      </h2>
      {isFormOpen && user ? (
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
          <Button size="lg" className="mt-4 w-full" onClick={onContact}>
            <MailIcon className="size-5" />
            Contactar
          </Button>
        </>
      )}
    </section>
  );
}
