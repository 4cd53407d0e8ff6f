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
