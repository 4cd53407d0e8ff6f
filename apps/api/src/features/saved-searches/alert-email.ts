import type { OutgoingEmail } from '../../platform/mail/outbox.ts';
import { PRODUCT_NAME, renderHtml, renderText, type ActionEmailContent } from '../../platform/mail/layout.ts';

export interface AlertProperty {
  title: string;
  url: string;
  /** As the cards write it: the offer's currency, '/mes' for a rent. */
  price: string;
  priceDrop: boolean;
  /** The absolute address of its main photo's small rendition, if it has a photo. */
  photoUrl: string | null;
}

export interface SavedSearchAlertInput {
  to: string;
  firstName: string | null;
  searchName: string;
  /** At most 20 (docs/product/searcher-accounts.md); `total` says how many there are in all. */
  properties: AlertProperty[];
  total: number;
  listingUrl: string;
  unsubscribeUrl: string;
  /** The one-click POST target of the List-Unsubscribe header (RFC 8058). */
  oneClickUrl: string;
}

/** One alert e-mail of a saved search: its new matches and price drops, a link to all, and the way out. */
export function savedSearchAlertMessage(input: SavedSearchAlertInput): OutgoingEmail {
  const count = input.total === 1 ? '1 inmueble nuevo' : `${input.total} inmuebles nuevos`;
  const more =
    input.total > input.properties.length
      ? [`Y ${input.total - input.properties.length} más: míralos todos en el enlace de abajo.`]
      : [];
  const content: ActionEmailContent = {
    greetingName: input.firstName || 'Usuario',
    intro: [`Tu búsqueda «${input.searchName}» tiene ${count} o con precio rebajado:`],
    items: input.properties.map((p) => ({
      title: p.title,
      url: p.url,
      lines: p.priceDrop ? [p.price, '¡Bajó de precio!'] : [p.price],
      imageUrl: p.photoUrl,
    })),
    actionLabel: 'Ver todos los resultados',
    actionUrl: input.listingUrl,
    outro: [
      ...more,
      'Recibes este correo porque guardaste esta búsqueda con alertas en tu cuenta.',
      `Dejar de recibir alertas de esta búsqueda:\n${input.unsubscribeUrl}`,
    ],
  };
  return {
    to: input.to,
    subject: `${count} para «${input.searchName}» en ${PRODUCT_NAME}`,
    text: renderText(content),
    html: renderHtml(content),
    kind: 'saved_search_alert',
    headers: {
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
