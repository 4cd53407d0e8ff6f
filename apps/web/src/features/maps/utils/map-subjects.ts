import { publicPaths } from '@inmuebles/shared/paths/public-paths';

/*
 * What the search map shows: the property listing's properties or the project search's projects. Both
 * answer the same map shape (docs/product/map-search.md), so one map draws either; only where it asks,
 * where a marker leads and how its price and count read differ.
 */
export interface MapSubject {
  /** The API path answering the map (MapResponse). */
  endpoint: '/properties/map' | '/projects/map';
  /** A marker's page. */
  pathOf: (slug: string) => string;
  /** Before the popup's price: a project's is its cheapest unit type's. */
  pricePrefix: string;
  noun: { one: string; many: string };
}

export const mapSubjects = {
  properties: {
    endpoint: '/properties/map',
    pathOf: publicPaths.property,
    pricePrefix: '',
    noun: { one: 'propiedad', many: 'propiedades' },
  },
  projects: {
    endpoint: '/projects/map',
    pathOf: publicPaths.project,
    pricePrefix: 'Desde ',
    noun: { one: 'proyecto', many: 'proyectos' },
  },
} as const satisfies Record<string, MapSubject>;

export type MapSubjectName = keyof typeof mapSubjects;
