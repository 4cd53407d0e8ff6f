import type { PropertyKind } from './kinds.ts';
import type { ContentContext, Template } from './content-context.ts';
import { draw, hectares, isRent, n, ofLandmark, plural } from './content-context.ts';

/** The demo properties' descriptions: an intro, facts, the location and closings, each from its pool. */
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
