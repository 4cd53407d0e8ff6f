import type { ReactNode } from 'react';
import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { PhoneIcon } from '@/components/icons/contact-icons';
import { telHref } from '../utils/company-content';
import { contactSectionId, scrollToProperties, scrollToSection } from '../utils/scroll';

interface ActionProps {
  className: string;
  children: ReactNode;
}

/**
 * The call-to-action (docs/product/public-and-auth.md §2.4): a `tel:` link that calls the company. Without a phone it leads to the
 * contact block instead, so the button never dead-ends.
 */
export function CallToAction({
  company,
  className,
  children,
}: ActionProps & { company: Pick<PublicCompany, 'phone'> }) {
  const tel = telHref(company.phone);
  if (tel) {
    return (
      <a href={tel} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a
      href={`#${contactSectionId}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        scrollToSection(contactSectionId);
      }}
    >
      {children}
    </a>
  );
}

/**
 * The call-to-action led by the phone icon, as the classic masthead and the modern nav and hero show it:
 * one place for the icon's size and stroke, so the templates' "Contactar" buttons stay alike.
 */
export function PhoneCallToAction({
  company,
  className,
  children,
}: ActionProps & { company: Pick<PublicCompany, 'phone'> }) {
  return (
    <CallToAction company={company} className={className}>
      <PhoneIcon className="size-4" strokeWidth={1.7} />
      {children}
    </CallToAction>
  );
}

/** A button that scrolls smoothly to the properties section. */
export function ScrollToPropertiesButton({ className, children }: ActionProps) {
  return (
    <button type="button" className={className} onClick={scrollToProperties}>
      {children}
    </button>
  );
}
