import type { PropertyKind } from './kinds.ts';
import type { ContentContext, Template } from './content-context.ts';
import { draw, hectares, isRent, n, ofLandmark, plural } from './content-context.ts';

/** The demo properties' titles: the first of a shuffled pool that fits the property. */
const TITLES: Record<PropertyKind, readonly Template[]> = {
  apartment: [
    (c) =>
      `Departamento de ${plural(c.facts.bedrooms ?? 2, 'dormitorio', 'dormitorios')} en ${c.district.district}`,
    (c) => `Moderno departamento con balcón en ${c.district.district}`,
    (c) =>
      c.facts.isNew
        ? `Flat de estreno cerca ${ofLandmark(c)}`
        : `Flat con acabados modernos cerca ${ofLandmark(c)}`,
    (c) => `Departamento amplio con vista a parque en ${c.district.district}`,
    (c) => ((c.facts.bedrooms ?? 0) >= 3 ? `Dúplex con terraza en ${c.district.district}` : null),
    (c) => `Departamento en piso ${c.facts.floorNumber} con excelente iluminación`,
    (c) => `Departamento familiar de ${n(c.facts.areaM2)} m² en ${c.district.district}`,
    (c) =>
      c.district.coastal && c.district.tier === 'premium' && (c.facts.floorNumber ?? 0) >= 10
        ? `Penthouse con vista al mar en ${c.district.district}`
        : null,
    (c) =>
      c.district.coastal && (c.facts.floorNumber ?? 0) >= 5
        ? `Departamento con vista al mar en ${c.district.district}`
        : null,
    (c) =>
      isRent(c) && c.facts.furnished ? `Departamento amoblado en alquiler en ${c.district.district}` : null,
    (c) => (isRent(c) ? `Departamento en alquiler a pasos ${ofLandmark(c)}` : null),
    (c) => (!isRent(c) ? `Venta de departamento en ${c.district.district}, listo para mudarse` : null),
    (c) => (c.facts.isNew && !isRent(c) ? `Departamento de estreno en ${c.district.district}` : null),
  ],
  house: [
    (c) => `Casa de ${plural(c.facts.floors ?? 2, 'piso', 'pisos')} con jardín en ${c.district.district}`,
    (c) => `Amplia casa familiar en ${c.district.district}`,
    (c) => (c.facts.pool ? `Casa con piscina y jardín en ${c.district.district}` : null),
    (c) => (c.flavor === 'beach' ? `Casa de playa en ${c.district.district}` : null),
    (c) => (c.flavor === 'beach' ? `Casa frente al mar en ${c.district.district}` : null),
    (c) => (c.flavor === 'colonial' ? `Casona colonial restaurada en ${c.district.district}` : null),
    (c) => (c.flavor !== 'beach' ? `Casa en condominio cerrado en ${c.district.district}` : null),
    (c) => `Casa remodelada cerca ${ofLandmark(c)}`,
    (c) => `Casa de ${plural(c.facts.bedrooms ?? 3, 'dormitorio', 'dormitorios')} en ${c.district.district}`,
    (c) => (isRent(c) ? `Casa en alquiler en ${c.district.district}` : null),
  ],
  office: [
    (c) => `Oficina corporativa en ${c.district.district}`,
    (c) => `Oficina de ${n(c.facts.areaM2)} m² en edificio moderno`,
    (c) => `Oficina implementada cerca ${ofLandmark(c)}`,
    (c) => (c.facts.areaM2 > 300 ? `Piso completo de oficinas en ${c.district.district}` : null),
    (c) => `Oficina con vista panorámica en ${c.district.district}`,
    (c) => (c.facts.areaM2 < 120 ? `Oficina o consultorio en ${c.district.district}` : null),
  ],
  retail: [
    (c) => `Local comercial a la calle en ${c.district.district}`,
    (c) => `Local comercial en esquina en ${c.district.district}`,
    (c) => `Local en zona de alto tránsito cerca ${ofLandmark(c)}`,
    (c) => `Local para restaurante o cafetería en ${c.district.district}`,
    (c) => (c.facts.areaM2 < 80 ? `Tienda en galería comercial en ${c.district.district}` : null),
    (c) => `Local comercial de ${n(c.facts.areaM2)} m² en ${c.street}`,
  ],
  warehouse: [
    (c) => `Almacén de ${n(c.facts.areaM2)} m² en ${c.district.district}`,
    (c) => `Nave industrial con patio de maniobras en ${c.district.district}`,
    (c) => (c.facts.officeSpace ? `Local industrial con oficinas en ${c.district.district}` : null),
    (c) => (c.facts.loadingDock ? `Almacén con andenes de carga cerca ${ofLandmark(c)}` : null),
    (c) => (c.facts.areaM2 > 4_000 ? `Centro de distribución en ${c.district.district}` : null),
  ],
  lot: [
    (c) =>
      c.flavor === 'industrial'
        ? `Terreno industrial de ${n(c.facts.areaM2)} m² en ${c.district.district}`
        : null,
    (c) =>
      c.flavor === 'industrial' ? `Terreno con zonificación industrial en ${c.district.district}` : null,
    (c) => (c.flavor === 'beach' ? `Lote de playa en condominio en ${c.district.district}` : null),
    (c) => (c.flavor === 'beach' ? `Terreno con vista al mar en ${c.district.district}` : null),
    (c) =>
      c.flavor === undefined ? `Terreno urbano de ${n(c.facts.areaM2)} m² en ${c.district.district}` : null,
    (c) => (c.flavor === undefined ? `Lote en esquina en ${c.district.district}` : null),
    (c) =>
      c.flavor === undefined && c.district.tier !== 'rural'
        ? `Terreno para proyecto multifamiliar en ${c.district.district}`
        : null,
    (c) => (c.flavor !== 'industrial' ? `Lote listo para construir en ${c.district.district}` : null),
  ],
  farmland: [
    (c) => `Terreno agrícola de ${hectares(c.facts.areaM2)} ha en ${c.district.district}`,
    (c) => (c.facts.irrigation ? `Fundo con riego en ${c.district.district}` : null),
    (c) => `Chacra con árboles frutales en ${c.district.district}`,
    (c) => `Parcela agrícola con acceso a carretera en ${c.district.district}`,
    (c) => (c.flavor === 'jungle' ? `Finca cafetalera en ${c.district.district}` : null),
    (c) => (c.flavor === 'jungle' ? `Finca con cacao y frutales en ${c.district.district}` : null),
    (c) =>
      c.flavor === 'country' ? `Terreno de campo con vista a los cerros en ${c.district.district}` : null,
  ],
};

export function propertyTitle(c: ContentContext): string {
  const [title] = draw(c, TITLES[c.kind]);
  if (!title) throw new Error(`No title template fits a ${c.kind}`);
  return title;
}
