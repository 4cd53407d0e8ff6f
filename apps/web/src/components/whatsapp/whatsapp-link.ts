import { whatsAppEnquiryMessage } from '@inmuebles/shared/properties/contact-message';
import { propertyCode } from '@inmuebles/shared/properties/format';
import { propertyUrl } from '@/components/property-card/property-path';

/**
 * A phone as wa.me wants it: only digits, the country first. Spaces, hyphens, parentheses and '+' go
 * (docs/product/public-and-auth.md §5); a Peruvian mobile written without its country (9 digits from 9)
 * gets 51, since wa.me reads the number as international.
 */
export function whatsAppPhone(phone: string): string {
  const digits = phone.replace(/[\s\-()+]/g, '');
  return /^9\d{8}$/.test(digits) ? `51${digits}` : digits;
}

/** The listing a WhatsApp message is about. */
export interface WhatsAppListing {
  id: number;
  title: string;
  slug: string;
}

/** The wa.me link to `phone` with 'Hola, me interesa IP-00039: {title} {address}' prefilled. */
export function whatsAppEnquiryUrl(phone: string, listing: WhatsAppListing): string {
  const text = whatsAppEnquiryMessage(propertyCode(listing.id), listing.title, propertyUrl(listing.slug));
  return `https://wa.me/${whatsAppPhone(phone)}?text=${encodeURIComponent(text)}`;
}
