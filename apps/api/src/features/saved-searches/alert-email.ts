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

/** A project of a sale search's alert (docs/product/projects.md §2.7), shown as the project cards are. */
export interface AlertProject {
  name: string;
  /** Its page, /proyecto/{slug}. */
  url: string;
  /** 'Proyecto · En planos · Entrega dic. 2027', 'Desde S/ 389,000', and any 'Nueva tipología: …'. */
  lines: string[];
  photoUrl: string | null;
}

export interface SavedSearchAlertInput {
  to: string;
  firstName: string | null;
  searchName: string;
  /** At most 20 (docs/product/searcher-accounts.md); `total` says how many there are in all. */
  properties: AlertProperty[];
  total: number;
  /** A sale search's projects, newly published or with a new unit type; `projectTotal` counts them all. */
  projects?: AlertProject[];
  projectTotal?: number;
  listingUrl: string;
  unsubscribeUrl: string;
  /** The one-click POST target of the List-Unsubscribe header (RFC 8058). */
  oneClickUrl: string;
}

/** "1 inmueble nuevo", "2 proyectos nuevos", "3 inmuebles y 1 proyecto nuevos". */
function countText(properties: number, projects: number): string {
  const homes = properties === 1 ? '1 inmueble' : `${properties} inmuebles`;
  const builds = projects === 1 ? '1 proyecto' : `${projects} proyectos`;
  if (projects === 0) return `${homes} ${properties === 1 ? 'nuevo' : 'nuevos'}`;
  if (properties === 0) return `${builds} ${projects === 1 ? 'nuevo' : 'nuevos'}`;
  return `${homes} y ${builds} nuevos`;
}

/**
 * One alert e-mail of a saved search: its new matches and price drops, then its projects (a sale search's),
 * a link to all, and the way out.
 */
export function savedSearchAlertMessage(input: SavedSearchAlertInput): OutgoingEmail {
  const projects = input.projects ?? [];
  const projectTotal = input.projectTotal ?? projects.length;
  const count = countText(input.total, projectTotal);
  const left = input.total - input.properties.length + (projectTotal - projects.length);
  const more = left > 0 ? [`Y ${left} más: míralos todos en el enlace de abajo.`] : [];
  const content: ActionEmailContent = {
    greetingName: input.firstName || 'Usuario',
    intro: [
      input.total > 0
        ? `Tu búsqueda «${input.searchName}» tiene ${count} o con precio rebajado:`
        : `Tu búsqueda «${input.searchName}» tiene ${count}:`,
    ],
    items: [
      ...input.properties.map((p) => ({
        title: p.title,
        url: p.url,
        lines: p.priceDrop ? [p.price, '¡Bajó de precio!'] : [p.price],
        imageUrl: p.photoUrl,
      })),
      ...projects.map((p) => ({ title: p.name, url: p.url, lines: p.lines, imageUrl: p.photoUrl })),
    ],
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
