import type { PropertyAttributes } from '../platform/db/schema/properties.ts';
import type { Flavor } from './demo-company.ts';
import type { PropertyKind } from './kinds.ts';
import type { DemoDistrict } from './locations-data.ts';
import type { Rng } from './prng.ts';
import type { Facts } from './property-features.ts';

/* The free `attributes` map of a demo property: zoning, utilities and access, drawn from its facts. */

function zoning(rng: Rng, kind: PropertyKind, district: DemoDistrict, flavor?: Flavor): string {
  if (kind === 'farmland') return 'Zona agrícola';
  if (kind === 'warehouse' || flavor === 'industrial') {
    return rng.pick(['I2 – Industria liviana', 'I3 – Gran industria', 'I1 – Industria elemental']);
  }
  if (flavor === 'colonial' || (district.code === '080101' && kind !== 'apartment')) {
    return 'ZRE – Zona de reglamentación especial (centro histórico)';
  }
  if (kind === 'office' || kind === 'retail') {
    return rng.pick(['CZ – Comercio zonal', 'CM – Comercio metropolitano', 'CV – Comercio vecinal']);
  }
  return district.tier === 'premium'
    ? rng.pick(['RDA – Residencial de densidad alta', 'RDM – Residencial de densidad media'])
    : rng.pick(['RDM – Residencial de densidad media', 'RDB – Residencial de densidad baja']);
}

function utilities(rng: Rng, kind: PropertyKind, f: Facts, district: DemoDistrict): string {
  if (kind === 'farmland') {
    return f.irrigation
      ? rng.pick([
          'Agua de riego por turnos y luz monofásica',
          'Pozo tubular con licencia de uso de agua y luz trifásica',
        ])
      : rng.pick(['Sin servicios; luz a 300 m', 'Agua de manantial; luz en la vía principal']);
  }
  if (kind === 'lot') {
    const parts = [f.water && 'agua', f.sewage && 'desagüe', f.electricity && 'luz'].filter(Boolean);
    return parts.length ? `Factibilidad de ${parts.join(', ')}` : 'Sin servicios instalados';
  }
  if (kind === 'warehouse')
    return `Agua, desagüe y luz trifásica (subestación de ${rng.pick([160, 250, 400, 630])} kVA)`;
  // Natural gas reaches homes in Lima Metropolitana, not the rest of the country.
  const gas = district.province === 'Lima' && district.tier !== 'rural' && rng.chance(0.6);
  return gas ? 'Agua, desagüe, luz y gas natural' : 'Agua, desagüe y luz';
}

function access(rng: Rng, kind: PropertyKind, district: DemoDistrict): string {
  if (kind === 'farmland') {
    return rng.pick([
      'Trocha carrozable desde la carretera',
      'Vía afirmada a 2 km de la carretera',
      'Frente a carretera asfaltada',
    ]);
  }
  if (district.tier === 'rural') return rng.pick(['Vía afirmada', 'Calle asfaltada']);
  if (kind === 'warehouse')
    return rng.pick([
      'Avenida asfaltada apta para tráileres',
      'Vía de doble carril con acceso para camiones',
    ]);
  return rng.pick([
    'Calle asfaltada con veredas',
    'Avenida principal asfaltada',
    'Calle tranquila asfaltada',
  ]);
}

/** The free map shown on the detail page; keys in English (like the API), values in Spanish. */
export function buildAttributes(
  rng: Rng,
  kind: PropertyKind,
  f: Facts,
  district: DemoDistrict,
  flavor?: Flavor,
): PropertyAttributes {
  const attributes: PropertyAttributes = {
    zoning: zoning(rng, kind, district, flavor),
    utilities: utilities(rng, kind, f, district),
    access: access(rng, kind, district),
  };
  if (f.bedrooms !== undefined) attributes.bedrooms = f.bedrooms;
  if (f.bathrooms !== undefined) attributes.bathrooms = f.bathrooms;
  if (f.parking !== undefined) attributes.parking = f.parking;
  if (f.floorNumber !== undefined) attributes.floor = f.floorNumber;
  if (f.floors !== undefined) attributes.floors = f.floors;
  if (f.yearBuilt !== undefined) attributes.year_built = f.yearBuilt;
  if (f.furnished !== undefined) attributes.furnished = f.furnished;
  if (f.ceilingHeight !== undefined) attributes.ceiling_height_m = f.ceilingHeight;
  if (kind === 'warehouse') attributes.floor_load = `${rng.pick([3, 4, 5, 6])} t/m²`;
  if (f.crops !== undefined) attributes.crops = f.crops;
  if (kind === 'farmland')
    attributes.title_status = rng.pick([
      'Inscrito en SUNARP',
      'Título de propiedad inscrito',
      'Inscrito en SUNARP, libre de cargas',
    ]);
  return attributes;
}
