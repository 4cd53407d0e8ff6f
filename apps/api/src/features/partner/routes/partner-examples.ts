import type { ImportListingInput } from '@inmuebles/shared/imports/exchange-schema';
import type { PartnerListing } from '@inmuebles/shared/partner/partner-listing-schema';

/** The OpenAPI document's examples of the partner routes (docs/product/partner-api.md uses the same). */

export const upsertBodyExample: ImportListingInput = {
  Title: 'Departamento con vista al mar en Miraflores',
  PublicRemarks: 'Tres dormitorios, cocina abierta y terraza frente al malecón.',
  PropertySubType: 'apartment',
  Operation: 'sale',
  ListPrice: 285000,
  Currency: 'USD',
  Status: 'published',
  Ubigeo: '150122',
  UnparsedAddress: 'Malecón de la Reserva 610',
  LivingArea: 120,
  BedroomsTotal: 3,
  BathroomsTotalInteger: 2,
  ParkingTotal: 1,
  Media: [{ MediaURL: 'https://crm.example.com/fotos/AB-123-1.jpg', MediaCategory: 'Photo', Order: 1 }],
} as ImportListingInput;

export const listingExample: PartnerListing = {
  reference: 'AB-123',
  id: 4821,
  state: 'published',
  state_reason: null,
  visibility: 'public',
  title: 'Departamento con vista al mar en Miraflores',
  offers: [{ operation: 'sale', price: '285000.00', currency: 'USD', status: 'active' }],
  public_url: 'https://inmoperu.pe/propiedad/departamento-con-vista-al-mar-en-miraflores-4821',
  media: [
    {
      source_url: 'https://crm.example.com/fotos/AB-123-1.jpg',
      state: 'ready',
      error: null,
      image_url: 'https://inmoperu.pe/uploads/properties/4821/photos/9f2c/large.webp',
    },
  ],
  counts: { views: 312, favourites: 9, contact_requests: 4 },
  created_at: '2026-11-20T15:04:05.000Z',
  updated_at: '2026-12-01T10:30:00.000Z',
  published_at: '2026-11-20T15:04:05.000Z',
};

export const leadExample = {
  id: 1093,
  reference: 'AB-123',
  property_id: 4821,
  property_title: 'Departamento con vista al mar en Miraflores',
  name: 'María Quispe',
  email: 'maria.quispe@example.com',
  phone: '987654321',
  message: 'Hola, estoy interesado en la propiedad: Departamento con vista al mar en Miraflores',
  created_at: '2026-12-01T14:22:10.000Z',
};
