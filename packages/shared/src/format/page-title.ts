import { activeOperation, formatOfferPrice } from '../properties/format.ts';

/*
 * Document titles (docs/product/landing-pages.md §2): the page's own words, most specific first, then the
 * product, joined by one separator everywhere. The server writes them into the head and the app renders
 * the same text once it has taken the page over, so a title never changes under the visitor.
 */

/** The product's name as titles write it. */
export const PRODUCT_NAME = 'InmoPerú';

const SEPARATOR = ' - ';

/** 'Casa en Surco - USD 250,000 - InmoPerú'. */
export function pageTitle(...parts: string[]): string {
  return [...parts, PRODUCT_NAME].join(SEPARATOR);
}

/** `/`: the listing under the site's own name. */
export const homePageTitle = pageTitle('Inmuebles en el Perú');

/** `/propiedades`. */
export const listingPageTitle = pageTitle('Propiedades en venta y alquiler en el Perú');

const listingTitles = {
  sale: pageTitle('Propiedades en venta en el Perú'),
  rent: pageTitle('Propiedades en alquiler en el Perú'),
};

/**
 * `/propiedades?operation=…`: the title follows the operation searched for ('Propiedades en alquiler en el
 * Perú - InmoPerú'); any other value, or none, is the whole listing's.
 */
export function listingTitleFor(operation: string | null | undefined): string {
  return operation === 'sale' || operation === 'rent' ? listingTitles[operation] : listingPageTitle;
}

/** `/propiedad/{slug}`: its title and the price its first active offer shows ('/mes' for a rent). */
export function propertyPageTitle(property: {
  title: string;
  price: string;
  currency: string;
  listings: readonly { operation: 'sale' | 'rent'; status: string }[];
}): string {
  const price = formatOfferPrice(property.price, property.currency, activeOperation(property.listings));
  return pageTitle(property.title, price);
}

/** `/proyectos`: the project search. */
export const projectsPageTitle = pageTitle('Proyectos inmobiliarios en el Perú');

/** `/proyecto/{slug}`: 'Residencial Parque Pardo en Miraflores - InmoPerú'. */
export function projectPageTitle(project: { name: string; district: string }): string {
  return pageTitle(`${project.name} en ${project.district}`);
}
