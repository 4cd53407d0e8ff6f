import { importJsonSchema } from '@inmuebles/shared/imports/exchange-schema';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';

/** The exchange shape's JSON Schema is computed once: it only changes with a deploy. */
let cached: string | undefined;

/** GET /import/schema.json: public, so a CRM vendor can build an export without an account. */
export function importSchemaRoute(app: AppInstance) {
  app.get(
    '/import/schema.json',
    {
      schema: {
        tags: ['Importación'],
        summary: 'JSON Schema del archivo de importación (ImportListing)',
        description:
          'Nombres de campo del RESO Data Dictionary donde existe uno (ListingKey, ListPrice, BedroomsTotal, ' +
          'BathroomsTotalInteger, LivingArea, LotSizeArea, PublicRemarks, Latitude, Longitude, Media) y ' +
          'extensiones peruanas (Ubigeo, PartidaRegistral, OficinaRegistral, Currency, Operation, ' +
          'AssociationFee, LeaseTermMonths). El mismo esquema figura en los componentes de este documento.',
      },
    },
    async (_request, reply) => {
      cached ??= JSON.stringify(importJsonSchema(), null, 2);
      return reply
        .header('content-type', 'application/schema+json; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(cached);
    },
  );
}
