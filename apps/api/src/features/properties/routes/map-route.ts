import { propertyMapQuerySchema } from '@inmuebles/shared/properties/list-query';
import { mapResponseSchema } from '@inmuebles/shared/properties/map-query';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';
import { cacheForGuests } from '../../../platform/http/public-cache.ts';
import { saleListingSource } from '../../projects/public.ts';
import { mapPublicProperties } from '../map-service.ts';

/** GET /properties/map: the map search's markers and clusters (docs/product/map-search.md). */
export function propertyMapRoute(app: AppInstance) {
  app.get(
    '/map',
    {
      schema: {
        tags: ['Propiedades'],
        summary: 'Mapa del listado público: puntos o grupos dentro de un área',
        description:
          'Los mismos filtros que el listado, más `bbox` (minLng,minLat,maxLng,maxLat, dentro del Perú) y ' +
          '`zoom` (0 a 20), ambos obligatorios; `within` es la zona dibujada (polilínea codificada). Con ' +
          'pocas propiedades en el área (hasta 300, o hasta 500 desde el zoom 16) devuelve cada una como ' +
          'punto; si no, grupos por celda de una cuadrícula cuyos conteos suman `total`. Nunca más de 500 ' +
          'elementos. El contorno del terreno viaja desde el zoom 15. Con `operation=sale` ("Comprar") incluye ' +
          'los proyectos que el listado incluye (puntos con `kind: project`, precio del tipo de unidad más ' +
          'barato que cumple los filtros; contados en los grupos), salvo con `listing_kind=resale`.',
        querystring: propertyMapQuerySchema,
        response: { 200: mapResponseSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // The same for every viewer (no favourites in it), but like the listing never stored for a member.
      cacheForGuests(request, reply);
      return mapPublicProperties(request.readDb, app.storage, request.query, saleListingSource);
    },
  );
}
