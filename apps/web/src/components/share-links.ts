/** The networks a share menu can offer besides 'Copiar enlace'. */
export type ShareNetwork = 'facebook' | 'whatsapp';

/** Share addresses of the networks the spec names. */
export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

export function whatsAppShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}
