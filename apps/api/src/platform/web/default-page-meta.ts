import {
  homePageTitle,
  listingPageTitle,
  listingTitleFor,
  pageTitle,
  projectsPageTitle,
} from '@inmuebles/shared/format/page-title';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';
import type { PageMeta } from './page-meta.ts';

/*
 * The head of the pages no feature resolves (home, search, auth, signed-in area) and of the not-found page.
 * Each page type carries exactly one title, description and canonical; the pages that hold nothing for a
 * search engine (auth forms, the signed-in area, not found) say `noindex`.
 */

const DEFAULT_DESCRIPTION =
  'Encuentra inmuebles comerciales, industriales, residenciales y terrenos en todo el Perú.';

interface StaticPage {
  title: string;
  description?: string;
  noindex?: boolean;
}

const staticPages: Record<string, StaticPage> = {
  [publicPaths.home]: { title: homePageTitle },
  [publicPaths.listing]: {
    title: listingPageTitle,
    description:
      'Busca departamentos, casas, oficinas, locales, terrenos y almacenes en venta y alquiler en todo el Perú.',
  },
  [publicPaths.projects]: {
    title: projectsPageTitle,
    description:
      'Proyectos inmobiliarios en el Perú: departamentos en planos, en construcción y de entrega inmediata, directo de la constructora.',
  },
  '/empresa': {
    title: pageTitle('Empresas inmobiliarias'),
    description: 'Las inmobiliarias que publican en InmoPerú: sus datos de contacto y sus propiedades.',
  },
  '/login': { title: pageTitle('Iniciar sesión'), noindex: true },
  '/register': { title: pageTitle('Crear cuenta'), noindex: true },
  '/forgot-password': { title: pageTitle('Recuperar contraseña'), noindex: true },
  '/auth/reset-password': { title: pageTitle('Nueva contraseña'), noindex: true },
  '/auth/confirm-email': { title: pageTitle('Confirmar correo'), noindex: true },
  '/alertas/baja': { title: pageTitle('Dejar de recibir alertas'), noindex: true },
};

/**
 * The head of a page no resolver claimed (`search`: its query string, '?…' or ''); an address the app does
 * not know is not indexed. The listing's title follows its operation, as the app's does.
 */
export function defaultPageMeta(pathname: string, search = ''): PageMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = staticPages[path];
  const operation = new URLSearchParams(search).get('operation');
  return {
    title: path === publicPaths.listing ? listingTitleFor(operation) : (page?.title ?? homePageTitle),
    description: page?.description ?? DEFAULT_DESCRIPTION,
    canonicalPath: page ? path : '/',
    noindex: page ? page.noindex === true : true,
  };
}

/** The head of the not-found page (the app shows its not-found state; the status is 404). */
export function notFoundPageMeta(): PageMeta {
  return {
    title: pageTitle('Página no encontrada'),
    description: DEFAULT_DESCRIPTION,
    canonicalPath: '/',
    noindex: true,
  };
}
