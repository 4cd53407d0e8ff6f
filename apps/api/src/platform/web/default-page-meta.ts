import type { PageMeta } from './page-meta.ts';

/*
 * The head of the pages no feature resolves (home, search, auth, signed-in area) and of the not-found page.
 * Each page type carries exactly one title, description and canonical; the pages that hold nothing for a
 * search engine (auth forms, the signed-in area, not found) say `noindex`.
 */

const PRODUCT_NAME = 'InmoPerú';
export const DEFAULT_DESCRIPTION =
  'Encuentra inmuebles comerciales, industriales, residenciales y terrenos en todo el Perú.';

interface StaticPage {
  title: string;
  description?: string;
  noindex?: boolean;
}

const staticPages: Record<string, StaticPage> = {
  '/': { title: `${PRODUCT_NAME} — Inmuebles en el Perú` },
  '/propiedades': {
    title: `Propiedades en venta y alquiler en el Perú - ${PRODUCT_NAME}`,
    description:
      'Busca departamentos, casas, oficinas, locales, terrenos y almacenes en venta y alquiler en todo el Perú.',
  },
  '/login': { title: `Iniciar sesión - ${PRODUCT_NAME}`, noindex: true },
  '/register': { title: `Crear cuenta - ${PRODUCT_NAME}`, noindex: true },
  '/forgot-password': { title: `Recuperar contraseña - ${PRODUCT_NAME}`, noindex: true },
  '/auth/reset-password': { title: `Nueva contraseña - ${PRODUCT_NAME}`, noindex: true },
  '/auth/confirm-email': { title: `Confirmar correo - ${PRODUCT_NAME}`, noindex: true },
  '/alertas/baja': { title: `Dejar de recibir alertas - ${PRODUCT_NAME}`, noindex: true },
};

/** The head of a page no resolver claimed; an address the app does not know is not indexed. */
export function defaultPageMeta(pathname: string): PageMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = staticPages[path];
  return {
    title: page?.title ?? `${PRODUCT_NAME} — Inmuebles en el Perú`,
    description: page?.description ?? DEFAULT_DESCRIPTION,
    canonicalPath: page ? path : '/',
    noindex: page ? page.noindex === true : true,
  };
}

/** The head of the not-found page (the app shows its not-found state; the status is 404). */
export function notFoundPageMeta(): PageMeta {
  return {
    title: `Página no encontrada - ${PRODUCT_NAME}`,
    description: DEFAULT_DESCRIPTION,
    canonicalPath: '/',
    noindex: true,
  };
}
