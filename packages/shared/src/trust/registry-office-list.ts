// Apart from registry-offices.ts (zod): the property page draws the record's line on its first view, which
// must stay free of zod (docs/performance.md "The first view").

/*
 * SUNARP's registry offices ("oficinas registrales"), grouped by "zona registral", as SUNARP lists them.
 * The property's "partida registral" names one of them by its code (docs/product/trust-and-admin.md).
 */

export interface RegistryOffice {
  code: string;
  name: string;
  zone: string;
}

const zone = (numeral: string, seat: string, offices: [code: string, name: string][]): RegistryOffice[] =>
  offices.map(([code, name]) => ({ code, name, zone: `Zona Registral N° ${numeral} - Sede ${seat}` }));

export const REGISTRY_OFFICES: readonly RegistryOffice[] = [
  ...zone('I', 'Piura', [
    ['piura', 'Piura'],
    ['sullana', 'Sullana'],
    ['tumbes', 'Tumbes'],
  ]),
  ...zone('II', 'Chiclayo', [
    ['chiclayo', 'Chiclayo'],
    ['bagua', 'Bagua'],
    ['cajamarca', 'Cajamarca'],
    ['chachapoyas', 'Chachapoyas'],
    ['chota', 'Chota'],
    ['jaen', 'Jaén'],
  ]),
  ...zone('III', 'Moyobamba', [
    ['moyobamba', 'Moyobamba'],
    ['juanjui', 'Juanjuí'],
    ['tarapoto', 'Tarapoto'],
    ['yurimaguas', 'Yurimaguas'],
  ]),
  ...zone('IV', 'Iquitos', [['iquitos', 'Iquitos']]),
  ...zone('V', 'Trujillo', [
    ['trujillo', 'Trujillo'],
    ['chepen', 'Chepén'],
    ['huamachuco', 'Huamachuco'],
    ['otuzco', 'Otuzco'],
    ['san-pedro-de-lloc', 'San Pedro de Lloc'],
  ]),
  ...zone('VI', 'Pucallpa', [['pucallpa', 'Pucallpa']]),
  ...zone('VII', 'Huaraz', [
    ['huaraz', 'Huaraz'],
    ['casma', 'Casma'],
    ['chimbote', 'Chimbote'],
  ]),
  ...zone('VIII', 'Huancayo', [
    ['huancayo', 'Huancayo'],
    ['huancavelica', 'Huancavelica'],
    ['huanuco', 'Huánuco'],
    ['la-merced', 'La Merced'],
    ['pasco', 'Pasco'],
    ['satipo', 'Satipo'],
    ['tarma', 'Tarma'],
    ['tingo-maria', 'Tingo María'],
  ]),
  ...zone('IX', 'Lima', [
    ['lima', 'Lima'],
    ['barranca', 'Barranca'],
    ['callao', 'Callao'],
    ['canete', 'Cañete'],
    ['huacho', 'Huacho'],
    ['huaral', 'Huaral'],
  ]),
  ...zone('X', 'Cusco', [
    ['cusco', 'Cusco'],
    ['abancay', 'Abancay'],
    ['andahuaylas', 'Andahuaylas'],
    ['espinar', 'Espinar'],
    ['madre-de-dios', 'Madre de Dios'],
    ['quillabamba', 'Quillabamba'],
    ['sicuani', 'Sicuani'],
  ]),
  ...zone('XI', 'Ica', [
    ['ica', 'Ica'],
    ['chincha', 'Chincha'],
    ['nazca', 'Nazca'],
    ['pisco', 'Pisco'],
  ]),
  ...zone('XII', 'Arequipa', [
    ['arequipa', 'Arequipa'],
    ['camana', 'Camaná'],
    ['castilla', 'Castilla - Aplao'],
    ['islay', 'Islay - Mollendo'],
  ]),
  ...zone('XIII', 'Tacna', [
    ['tacna', 'Tacna'],
    ['ilo', 'Ilo'],
    ['juliaca', 'Juliaca'],
    ['moquegua', 'Moquegua'],
    ['puno', 'Puno'],
  ]),
  ...zone('XIV', 'Ayacucho', [
    ['ayacucho', 'Ayacucho'],
    ['huanta', 'Huanta'],
  ]),
];

const byCode = new Map(REGISTRY_OFFICES.map((office) => [office.code, office]));

export function findRegistryOffice(code: string | null | undefined): RegistryOffice | undefined {
  return code ? byCode.get(code) : undefined;
}

/** The detail's line: 'Partida registral N° 12345678 — Oficina Registral Lima'. */
export function registryLine(number: string, officeCode: string): string {
  const office = findRegistryOffice(officeCode);
  return `Partida registral N° ${number} — Oficina Registral ${office?.name ?? officeCode}`;
}
