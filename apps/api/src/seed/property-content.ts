import type { ListingOperation } from '../platform/db/schema/enums.ts';
import type { Flavor } from './companies-data.ts';
import type { PropertyKind } from './kinds.ts';
import type { DemoDistrict } from './locations-data.ts';
import type { Rng } from './prng.ts';
import type { Facts } from './property-features.ts';

/**
 * Spanish titles and descriptions for the demo properties. Sentences are drawn from pools and filled with
 * the property's own facts, so two flats in Miraflores read differently and never contradict their data.
 */

export interface ContentContext {
  rng: Rng;
  kind: PropertyKind;
  flavor?: Flavor;
  district: DemoDistrict;
  operation: ListingOperation;
  facts: Facts;
  /** The street or road alone, without number or unit ('Av. José Larco'). */
  street: string;
}

type Template = (c: ContentContext) => string | null;

const n = (value: number) => value.toLocaleString('es-PE');
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const hectares = (m2: number) => (m2 / 10_000).toLocaleString('es-PE', { maximumFractionDigits: 1 });
const landmark = (c: ContentContext) => c.rng.pick(c.district.landmarks);
/** "de" + a landmark, contracted as Spanish requires: "cerca del Malecón", "cerca de la Plaza". */
const ofLandmark = (c: ContentContext) => {
  const place = landmark(c);
  return place.startsWith('el ') ? `del ${place.slice(3)}` : `de ${place}`;
};
const isRent = (c: ContentContext) => c.operation === 'rent';

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

function draw(c: ContentContext, templates: readonly Template[]): string[] {
  return c.rng
    .shuffle(templates)
    .map((t) => t(c))
    .filter((s): s is string => s !== null);
}

export function propertyTitle(c: ContentContext): string {
  const [title] = draw(c, TITLES[c.kind]);
  if (!title) throw new Error(`No title template fits a ${c.kind}`);
  return title;
}

const INTROS: Record<PropertyKind, readonly Template[]> = {
  apartment: [
    (c) =>
      `Departamento de ${n(c.facts.areaM2)} m² ubicado en ${c.street}, una de las zonas más tranquilas de ${c.district.district}.`,
    (c) =>
      `Te presentamos este departamento en el piso ${c.facts.floorNumber}, con ${plural(c.facts.bedrooms ?? 2, 'dormitorio', 'dormitorios')} y ${plural(c.facts.bathrooms ?? 1, 'baño', 'baños')}.`,
    (c) =>
      `Luminoso departamento de ${n(c.facts.areaM2)} m² con distribución eficiente y acabados de primera, en ${c.district.district}.`,
  ],
  house: [
    (c) =>
      `Casa de ${n(c.facts.areaM2)} m² construidos en ${c.district.district}, ideal para una familia que busca espacio y tranquilidad.`,
    (c) =>
      `Amplia casa de ${plural(c.facts.floors ?? 2, 'piso', 'pisos')} con ${plural(c.facts.bedrooms ?? 3, 'dormitorio', 'dormitorios')}, en una calle residencial de ${c.district.district}.`,
    (c) =>
      c.flavor === 'beach'
        ? `Casa de playa a pocos pasos del mar en ${c.district.district}, pensada para disfrutar todo el año.`
        : null,
    (c) =>
      c.flavor === 'colonial'
        ? `Casona de estilo colonial con muros de adobe y balcones de madera, restaurada respetando su arquitectura original.`
        : null,
  ],
  office: [
    (c) =>
      `Oficina de ${n(c.facts.areaM2)} m² en un edificio corporativo sobre ${c.street}, en el corazón empresarial de ${c.district.district}.`,
    (c) =>
      `Espacio de oficina de ${n(c.facts.areaM2)} m² con planta libre, ideal para empresas en crecimiento.`,
  ],
  retail: [
    (c) =>
      `Local comercial de ${n(c.facts.areaM2)} m² con frente a ${c.street}, en una zona de gran flujo peatonal.`,
    (c) => `Local a la calle de ${n(c.facts.areaM2)} m² con amplia vitrina, a pocos metros ${ofLandmark(c)}.`,
  ],
  warehouse: [
    (c) =>
      `Almacén de ${n(c.facts.areaM2)} m² sobre ${c.street}, en ${c.district.district}, con acceso directo para vehículos de carga pesada.`,
    (c) =>
      `Nave industrial de ${n(c.facts.areaM2)} m² con altura libre de ${c.facts.ceilingHeight?.toLocaleString('es-PE')} m, lista para operar.`,
  ],
  lot: [
    (c) =>
      `Terreno de ${n(c.facts.areaM2)} m² con ${n(c.facts.frontM ?? 0)} m de frente por ${n(c.facts.depthM ?? 0)} m de fondo, ubicado sobre ${c.street}.`,
    (c) =>
      `Lote plano de ${n(c.facts.areaM2)} m² en ${c.district.district}, con documentación en regla y listo para construir.`,
  ],
  farmland: [
    (c) =>
      `Terreno agrícola de ${hectares(c.facts.areaM2)} hectáreas en ${c.district.district}, con suelo fértil y buena exposición al sol.`,
    (c) =>
      `Parcela de ${hectares(c.facts.areaM2)} ha de tierra agrícola de buena calidad, a pocos minutos ${ofLandmark(c)}.`,
  ],
};

const FEATURES: Record<PropertyKind, readonly Template[]> = {
  apartment: [
    () =>
      'Cuenta con sala-comedor integrada con salida a balcón, cocina equipada y lavandería independiente.',
    () => 'El dormitorio principal tiene baño propio y clóset empotrado.',
    (c) =>
      (c.facts.parking ?? 0) > 0
        ? `Incluye ${plural(c.facts.parking ?? 1, 'estacionamiento', 'estacionamientos')} y depósito.`
        : 'El edificio cuenta con estacionamiento de visitas.',
    () => 'El edificio tiene ascensor, zona de parrillas, gimnasio y vigilancia las 24 horas.',
    () => 'Pisos de porcelanato en áreas sociales y laminado en dormitorios; ventanas con doble vidrio.',
    (c) => (c.facts.furnished ? 'Se entrega amoblado y equipado, listo para vivir.' : null),
  ],
  house: [
    (c) =>
      c.facts.garden ? 'Tiene jardín delantero y un amplio jardín posterior con terraza techada.' : null,
    (c) =>
      c.facts.pool
        ? 'La piscina temperada y la zona de parrilla hacen de la terraza el centro de la casa.'
        : null,
    (c) => `Cochera para ${plural(c.facts.parking ?? 2, 'auto', 'autos')} con portón eléctrico.`,
    () => 'Cocina amplia con isla, despensa y cuarto de servicio con baño.',
    () => 'Sala de doble altura, comedor independiente y estudio.',
    (c) =>
      `Cuenta con ${plural(c.facts.bathrooms ?? 2, 'baño', 'baños')} y dormitorio principal con walk-in clóset.`,
  ],
  office: [
    (c) =>
      (c.facts.meetingRooms ?? 0) > 0
        ? `Incluye ${plural(c.facts.meetingRooms ?? 1, 'sala de reuniones', 'salas de reuniones')} y kitchenette.`
        : 'La planta libre permite distribuir los puestos de trabajo a medida.',
    (c) => (c.facts.reception ? 'Tiene recepción amoblada y control de acceso.' : null),
    (c) =>
      (c.facts.parking ?? 0) > 0
        ? `Incluye ${plural(c.facts.parking ?? 1, 'estacionamiento', 'estacionamientos')} en el sótano.`
        : null,
    () => 'Edificio con aire acondicionado central, grupo electrógeno y ascensores de alta velocidad.',
    () => 'Piso técnico, iluminación LED y cableado estructurado listos para instalarse.',
  ],
  retail: [
    () => 'Fachada vidriada con excelente visibilidad desde la vereda y la pista.',
    () => 'Cuenta con baño, depósito y medidor de luz independiente.',
    () => 'Apto para tienda, restaurante, farmacia, banco o agencia.',
    () =>
      'Licencia de funcionamiento previa de giro comercial; zonificación compatible con la mayoría de rubros.',
  ],
  warehouse: [
    (c) =>
      c.facts.loadingDock
        ? 'Cuenta con andenes de carga con rampas niveladoras y patio de maniobras para tráileres.'
        : 'Amplio portón de ingreso y patio de maniobras para camiones.',
    (c) =>
      c.facts.officeSpace
        ? 'Incluye un bloque de oficinas administrativas, comedor y vestuarios para el personal.'
        : null,
    (c) => (c.facts.security ? 'Cerco perimétrico, caseta de vigilancia y cámaras de seguridad.' : null),
    () => 'Piso de concreto pulido de alta resistencia y cobertura con iluminación natural.',
    () => 'Sistema contra incendios y certificado de Defensa Civil vigente.',
  ],
  lot: [
    (c) =>
      c.facts.water && c.facts.electricity
        ? 'Cuenta con factibilidad de agua y luz, con redes en la misma calle.'
        : 'Las redes de servicios se encuentran a pocos metros.',
    (c) => (c.facts.sewage ? 'La zona tiene red de desagüe instalada.' : null),
    (c) =>
      c.flavor === 'industrial'
        ? 'Suelo firme, apto para naves industriales y almacenes de gran altura.'
        : 'Sin construcciones y con linderos bien definidos.',
    (c) =>
      c.flavor === 'beach'
        ? 'Forma parte de un condominio con club house, piscina y acceso directo a la playa.'
        : null,
  ],
  farmland: [
    (c) =>
      c.facts.irrigation
        ? 'Dispone de agua para riego y canal propio; parte del área cuenta con riego por goteo.'
        : 'Actualmente se riega con agua de lluvia; se puede perforar un pozo.',
    (c) => `Hoy se cultiva ${c.facts.crops}, con buen rendimiento en las últimas campañas.`,
    () => 'Incluye una pequeña casa de campo, almacén de herramientas y corral.',
    (c) =>
      c.flavor === 'jungle'
        ? 'Clima cálido todo el año, con abundante vegetación y un riachuelo en el lindero.'
        : null,
    () => 'Linderos cercados y título inscrito en Registros Públicos.',
  ],
};

const LOCATION: readonly Template[] = [
  (c) => `A pocos minutos ${ofLandmark(c)}, con fácil acceso a transporte público, supermercados y colegios.`,
  (c) =>
    `Excelente ubicación en ${c.district.district}, cerca ${ofLandmark(c)} y de las principales avenidas.`,
  (c) => `Se encuentra sobre ${c.street}, en una zona segura y bien conectada de ${c.district.district}.`,
];

const RURAL_LOCATION: readonly Template[] = [
  (c) => `Se accede por ${c.street}, a poca distancia ${ofLandmark(c)}.`,
  (c) => `Ubicado en ${c.district.district}, provincia de ${c.district.province}, cerca ${ofLandmark(c)}.`,
];

const CLOSINGS: readonly Template[] = [
  (c) =>
    isRent(c)
      ? 'Se solicita un mes de adelanto y dos de garantía.'
      : 'Documentación en regla, inscrita en SUNARP.',
  (c) =>
    isRent(c) ? 'Contrato mínimo de un año; disponible de inmediato.' : 'Aceptamos financiamiento bancario.',
  (c) =>
    c.kind === 'apartment' || c.kind === 'house'
      ? 'Ideal para vivir o como inversión.'
      : 'Excelente oportunidad de inversión.',
  () => 'Agenda tu visita con nuestros asesores.',
  () => 'Escríbenos para recibir planos y más información.',
];

/** Intro, two or three facts, location, one or two closings: five to seven sentences. */
export function propertyDescription(c: ContentContext): string {
  const rural = c.kind === 'farmland' || c.district.tier === 'rural';
  const [intro] = draw(c, INTROS[c.kind]);
  const features = draw(c, FEATURES[c.kind]).slice(0, c.rng.int(2, 3));
  const [location] = draw(c, rural ? RURAL_LOCATION : LOCATION);
  const closings = draw(c, CLOSINGS).slice(0, c.rng.int(1, 2));
  return [intro, ...features, location, ...closings].filter(Boolean).join(' ');
}
