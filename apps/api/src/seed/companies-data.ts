import type { CompanyConfiguration } from '../platform/db/schema/companies.ts';
import type { DemoCompany } from './demo-company.ts';
import { fontFamilies, type FontFamily } from '@inmuebles/shared/companies/configuration';

/**
 * The demo agencies (invented names, real places). Each one has its own look (the four templates twice or
 * more, distinct palettes and fonts) and a portfolio: how many properties of each kind it lists and in
 * which districts, so every company page tells a coherent story (Pacífico Industrial sells warehouses in
 * Lurín, Inmobiliaria Misti sells in Arequipa...).
 */

/** The fonts the dashboard offers (shared package), so every seeded company uses one of them. */
export const FONT_FAMILIES = fontFamilies;

const config = (
  templateType: 'modern' | 'classic' | 'luxury' | 'minimal',
  [primary, secondary, accent, background]: readonly [string, string, string, string],
  fontFamily: FontFamily,
): CompanyConfiguration => ({
  templateType,
  colors: { primary, secondary, accent, background },
  fontFamily,
  customCss: '',
});

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    slug: 'andes-inmobiliaria',
    name: 'Andes Inmobiliaria',
    domain: 'andesinmobiliaria',
    configuration: config('modern', ['#1D4ED8', '#0EA5E9', '#F59E0B', '#FFFFFF'], 'Inter, sans-serif'),
    about:
      'Departamentos, casas y oficinas en los mejores distritos de Lima, con asesoría de principio a fin.',
    description:
      'Andes Inmobiliaria nació en Miraflores con una idea sencilla: que comprar o alquilar un inmueble en Lima sea un proceso claro y sin sorpresas. Acompañamos a familias, profesionales e inversionistas en la búsqueda, la negociación, la revisión legal y la firma ante notario. Trabajamos con tasaciones reales y fotografías de cada inmueble que publicamos.',
    phone: '+51 1 445 2310',
    address: 'Av. José Larco 1232, Of. 602, Miraflores, Lima',
    socialHandle: 'andesinmobiliaria',
    yearsExperience: 14,
    logo: { initials: 'AI', shape: 'circle' },
    cover: 'city',
    portfolio: [
      {
        kind: 'apartment',
        count: 8,
        districts: ['150122', '150113', '150116', '150141', '150121', '150131'],
      },
      { kind: 'house', count: 3, districts: ['150140', '150114', '150121'] },
      { kind: 'office', count: 4, districts: ['150131', '150122', '150130'] },
      { kind: 'retail', count: 3, districts: ['150122', '150116', '150115'] },
      { kind: 'lot', count: 2, districts: ['150114', '150123'] },
      // Enough flats for sale in Miraflores for the detail's price comparison (5+ comparable offers).
      { kind: 'apartment', count: 5, districts: ['150122'] },
    ],
  },
  {
    slug: 'costa-verde-propiedades',
    name: 'Costa Verde Propiedades',
    domain: 'costaverdepropiedades',
    configuration: config(
      'luxury',
      ['#0B1F3A', '#C9A227', '#7DD3FC', '#FDFBF7'],
      "'Playfair Display', serif",
    ),
    about: 'Residencias exclusivas frente al mar, de Barranco a las playas del sur.',
    description:
      'Costa Verde Propiedades se especializa en inmuebles de alto nivel con vista al mar en Miraflores, Barranco, San Isidro y las playas del sur de Lima. Cada propiedad de nuestra cartera es visitada y evaluada por nuestro equipo antes de publicarse, y ofrecemos un servicio discreto y personalizado a compradores locales y extranjeros.',
    phone: '+51 1 641 8800',
    address: 'Malecón de la Reserva 610, Miraflores, Lima',
    socialHandle: 'costaverdepropiedades',
    yearsExperience: 11,
    logo: { initials: 'CV', shape: 'diamond' },
    cover: 'coast',
    portfolio: [
      { kind: 'apartment', count: 8, districts: ['150122', '150104', '150131', '150120', '150136'] },
      { kind: 'house', count: 5, districts: ['150104', '150108', '150126', '150129'], flavor: 'beach' },
      { kind: 'lot', count: 3, districts: ['150126', '150129', '150502'], flavor: 'beach' },
    ],
  },
  {
    slug: 'inmobiliaria-misti',
    name: 'Inmobiliaria Misti',
    domain: 'inmobiliariamisti',
    configuration: config('classic', ['#7C2D12', '#B45309', '#1E3A8A', '#FDF8F0'], 'Georgia, serif'),
    about:
      'La inmobiliaria de confianza en Arequipa: casas, departamentos, terrenos y locales en la Ciudad Blanca.',
    description:
      'Desde hace más de veinte años Inmobiliaria Misti conecta a familias arequipeñas con su próximo hogar. Conocemos cada barrio de Cayma, Yanahuara, Cercado y Bustamante y Rivero, y acompañamos también a empresas que buscan locales, oficinas o terrenos en el parque industrial. Atendemos en nuestra oficina frente a la Plaza de Armas.',
    phone: '+51 54 228 415',
    address: 'Calle Mercaderes 212, Cercado, Arequipa',
    socialHandle: 'inmobiliariamisti',
    yearsExperience: 22,
    logo: { initials: 'IM', shape: 'hexagon' },
    cover: 'mountains',
    portfolio: [
      { kind: 'apartment', count: 5, districts: ['040101', '040103', '040126', '040129'] },
      { kind: 'house', count: 4, districts: ['040103', '040126', '040117'] },
      { kind: 'office', count: 2, districts: ['040101', '040129'] },
      { kind: 'retail', count: 1, districts: ['040101'] },
      { kind: 'warehouse', count: 1, districts: ['040104'] },
      { kind: 'lot', count: 2, districts: ['040104', '040117'] },
      { kind: 'farmland', count: 1, districts: ['040117'], flavor: 'country' },
    ],
  },
  {
    slug: 'cusco-real-estate',
    name: 'Cusco Real Estate',
    domain: 'cuscorealestate',
    configuration: config(
      'minimal',
      ['#18181B', '#71717A', '#DC2626', '#FFFFFF'],
      'Helvetica, Arial, sans-serif',
    ),
    about: 'Casas, departamentos y terrenos en Cusco y el Valle Sagrado.',
    description:
      'Somos un equipo cusqueño que ayuda a residentes, emprendedores turísticos e inversionistas a encontrar inmuebles en la ciudad imperial y el Valle Sagrado de los Incas. Revisamos la situación legal de cada predio, incluida la zonificación en el centro histórico, y coordinamos visitas presenciales o virtuales.',
    phone: '+51 84 245 770',
    address: 'Av. El Sol 814, Cusco',
    socialHandle: 'cuscorealestate',
    yearsExperience: 9,
    logo: { initials: 'CR', shape: 'rounded' },
    cover: 'mountains',
    portfolio: [
      { kind: 'apartment', count: 4, districts: ['080108', '080105', '080101'] },
      { kind: 'house', count: 3, districts: ['080101', '080104', '080108'], flavor: 'colonial' },
      { kind: 'retail', count: 2, districts: ['080101'] },
      { kind: 'lot', count: 2, districts: ['080104', '081301'] },
      { kind: 'farmland', count: 3, districts: ['081301'], flavor: 'country' },
    ],
  },
  {
    slug: 'norte-grande-bienes-raices',
    name: 'Norte Grande Bienes Raíces',
    domain: 'nortegrande',
    configuration: config('modern', ['#0F766E', '#14B8A6', '#F97316', '#F8FAFC'], 'system-ui, sans-serif'),
    about: 'Bienes raíces en Trujillo y Piura: viviendas, oficinas, almacenes y tierras agrícolas.',
    description:
      'Norte Grande Bienes Raíces opera en La Libertad y Piura con oficinas en Trujillo y Piura. Ofrecemos viviendas en Víctor Larco y Huanchaco, oficinas en el centro de Trujillo y tierras agrícolas con agua en los valles de Piura, además de almacenes junto a la Panamericana Norte.',
    phone: '+51 44 296 530',
    address: 'Av. España 1540, Trujillo, La Libertad',
    socialHandle: 'nortegrandebr',
    yearsExperience: 16,
    logo: { initials: 'NG', shape: 'circle' },
    cover: 'desert',
    portfolio: [
      { kind: 'apartment', count: 4, districts: ['130111', '130101', '200101'] },
      { kind: 'house', count: 4, districts: ['130111', '130104', '200101'] },
      { kind: 'office', count: 2, districts: ['130101', '200101'] },
      { kind: 'retail', count: 1, districts: ['130101'] },
      { kind: 'warehouse', count: 1, districts: ['200115'] },
      { kind: 'lot', count: 2, districts: ['130104', '200104'] },
      { kind: 'farmland', count: 2, districts: ['200104', '200115'] },
    ],
  },
  {
    slug: 'pacifico-industrial',
    name: 'Pacífico Industrial',
    domain: 'pacificoindustrial',
    configuration: config(
      'minimal',
      ['#334155', '#64748B', '#0EA5E9', '#F8FAFC'],
      'Helvetica, Arial, sans-serif',
    ),
    about: 'Almacenes, naves y terrenos industriales en Lima, Callao y Arequipa.',
    description:
      'Pacífico Industrial asesora a operadores logísticos, fabricantes e importadores en la compra y el alquiler de almacenes, naves industriales y terrenos con zonificación industrial. Conocemos los corredores de Lurín, la Av. Néstor Gambetta, Ate y el norte de Lima, y entregamos fichas técnicas con altura libre, resistencia de piso y capacidad eléctrica.',
    phone: '+51 1 717 4400',
    address: 'Av. Néstor Gambetta 5120, Callao',
    socialHandle: 'pacificoindustrial',
    yearsExperience: 18,
    logo: { initials: 'PI', shape: 'hexagon' },
    cover: 'industrial',
    portfolio: [
      {
        kind: 'warehouse',
        count: 10,
        districts: ['150119', '150103', '070101', '070106', '150117', '040104'],
      },
      { kind: 'office', count: 2, districts: ['150131', '070101'] },
      { kind: 'lot', count: 4, districts: ['150119', '070106', '150117', '150103'], flavor: 'industrial' },
    ],
  },
  {
    slug: 'selva-central-terrenos',
    name: 'Selva Central Terrenos',
    domain: 'selvacentral',
    configuration: config('classic', ['#166534', '#854D0E', '#CA8A04', '#FAFAF5'], 'Georgia, serif'),
    about: 'Terrenos agrícolas, fincas cafetaleras y lotes en Junín y San Martín.',
    description:
      'Selva Central Terrenos ofrece fincas con café, cacao y frutales en Chanchamayo y Tarapoto, y lotes urbanos en Huancayo y El Tambo. Verificamos títulos, linderos y acceso al agua antes de ofrecer cada predio, y acompañamos al comprador en la visita de campo.',
    phone: '+51 964 312 870',
    address: 'Jr. Tarma 345, La Merced, Chanchamayo, Junín',
    socialHandle: 'selvacentralterrenos',
    yearsExperience: 12,
    logo: { initials: 'SC', shape: 'circle' },
    cover: 'jungle',
    portfolio: [
      { kind: 'farmland', count: 6, districts: ['120301', '220901'], flavor: 'jungle' },
      { kind: 'lot', count: 3, districts: ['120114', '120101', '220901'] },
      { kind: 'house', count: 2, districts: ['120101', '120114'] },
      { kind: 'warehouse', count: 1, districts: ['120114'] },
    ],
  },
  {
    slug: 'lima-prime-residencial',
    name: 'Lima Prime Residencial',
    domain: 'limaprime',
    configuration: config(
      'luxury',
      ['#1C1917', '#A16207', '#D4AF37', '#FAFAF9'],
      "'Playfair Display', serif",
    ),
    about: 'Casas y departamentos de lujo en La Molina, Surco, San Borja y San Isidro.',
    description:
      'Lima Prime Residencial selecciona residencias de alto estándar en los distritos más tranquilos de Lima: casas con jardín y piscina en La Molina y Surco, y departamentos de estreno en San Isidro y San Borja. Ofrecemos tasación, asesoría hipotecaria y gestión de la compraventa hasta la entrega de llaves.',
    phone: '+51 1 372 9090',
    address: 'Av. Primavera 1870, Santiago de Surco, Lima',
    socialHandle: 'limaprimeresidencial',
    yearsExperience: 8,
    logo: { initials: 'LP', shape: 'diamond' },
    cover: 'city',
    portfolio: [
      { kind: 'house', count: 7, districts: ['150114', '150140', '150130', '150131'] },
      { kind: 'apartment', count: 6, districts: ['150131', '150130', '150140', '150122'] },
      { kind: 'office', count: 1, districts: ['150140'] },
    ],
  },
  {
    slug: 'sur-chico-inmuebles',
    name: 'Sur Chico Inmuebles',
    domain: 'surchico',
    configuration: config('modern', ['#EA580C', '#0284C7', '#FACC15', '#FFFBF5'], 'Inter, sans-serif'),
    about: 'Casas de playa, lotes y tierras agrícolas de Asia a Paracas, Ica y Tacna.',
    description:
      'Sur Chico Inmuebles trabaja la costa sur del Perú: casas y lotes de playa en Asia y Paracas, chacras en los valles de Cañete e Ica, y locales y almacenes en Tacna. Nuestros asesores viven en la zona y conocen las temporadas, los condominios y los servicios de cada balneario.',
    phone: '+51 56 532 118',
    address: 'Av. San Martín 745, Ica',
    socialHandle: 'surchicoinmuebles',
    yearsExperience: 7,
    logo: { initials: 'SI', shape: 'rounded' },
    cover: 'coast',
    portfolio: [
      { kind: 'house', count: 3, districts: ['150502', '110505'], flavor: 'beach' },
      { kind: 'lot', count: 2, districts: ['150502', '110505'], flavor: 'beach' },
      { kind: 'farmland', count: 2, districts: ['110101', '150501'] },
      { kind: 'warehouse', count: 1, districts: ['230101'] },
      { kind: 'apartment', count: 1, districts: ['110101'] },
      { kind: 'retail', count: 1, districts: ['230101'] },
    ],
  },
  {
    slug: 'mochica-propiedades',
    name: 'Mochica Propiedades',
    domain: 'mochicapropiedades',
    configuration: config('classic', ['#9A3412', '#78350F', '#0F766E', '#FFF7ED'], 'Georgia, serif'),
    about: 'Viviendas, locales y terrenos en Chiclayo, Pimentel, Máncora y Cajamarca.',
    description:
      'Mochica Propiedades acompaña desde Chiclayo a compradores y arrendatarios del norte peruano. Ofrecemos departamentos y casas en Chiclayo y Pimentel, locales comerciales en el centro, casas de playa en Máncora y terrenos en la campiña de Cajamarca.',
    phone: '+51 74 207 640',
    address: 'Av. Balta 1105, Chiclayo, Lambayeque',
    socialHandle: 'mochicapropiedades',
    yearsExperience: 10,
    logo: { initials: 'MP', shape: 'hexagon' },
    cover: 'desert',
    portfolio: [
      { kind: 'apartment', count: 2, districts: ['140101'] },
      { kind: 'house', count: 2, districts: ['140101', '140112'] },
      { kind: 'house', count: 1, districts: ['200706'], flavor: 'beach' },
      { kind: 'retail', count: 2, districts: ['140101'] },
      { kind: 'office', count: 1, districts: ['140101'] },
      { kind: 'lot', count: 1, districts: ['140112'] },
      { kind: 'farmland', count: 1, districts: ['060101'], flavor: 'country' },
    ],
  },
];
