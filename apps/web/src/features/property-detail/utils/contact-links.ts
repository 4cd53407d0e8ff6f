import { defaultContactMessage } from '@inmuebles/shared/properties/contact-message';

/** A phone as wa.me wants it: spaces, hyphens, parentheses and '+' removed (docs/product/public-and-auth.md §5). */
export function whatsAppPhone(phone: string): string {
  return phone.replace(/[\s\-()+]/g, '');
}

/** The company card's WhatsApp link with the prefilled 'Hola, estoy interesado en la propiedad: {title}'. */
export function companyWhatsAppUrl(phone: string, propertyTitle: string): string {
  return `https://wa.me/${whatsAppPhone(phone)}?text=${encodeURIComponent(defaultContactMessage(propertyTitle))}`;
}

/** A `tel:` link keeping the leading '+' and the digits only. */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The share link is the one every share menu uses. */
export { whatsAppShareUrl } from '@/components/share-menu';

/** 'www.andes.pe' from 'https://www.andes.pe/': what the website link shows. */
export function displayHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
