import { z } from 'zod';

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

export const registryMessages = {
  office: 'Oficina registral no válida: elige una de la lista de SUNARP',
  number: 'El número de partida registral debe tener exactamente 8 dígitos (solo números)',
  together: 'Indica la oficina registral y el número de partida juntos',
} as const;

/** The office: a code of the list; '' or null clears it. */
export const registryOfficeInputSchema = z
  .string({ error: registryMessages.office })
  .trim()
  .nullable()
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value === null || byCode.has(value), { error: registryMessages.office });

/** The electronic record number: exactly 8 digits; '' or null clears it. */
export const registryNumberInputSchema = z
  .string({ error: registryMessages.number })
  .trim()
  .nullable()
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value === null || /^\d{8}$/.test(value), { error: registryMessages.number });

/** The detail's line: 'Partida registral N° 12345678 — Oficina Registral Lima'. */
export function registryLine(number: string, officeCode: string): string {
  const office = findRegistryOffice(officeCode);
  return `Partida registral N° ${number} — Oficina Registral ${office?.name ?? officeCode}`;
}

/** The answer's `registry`: null when the property has none. */
export const propertyRegistrySchema = z
  .object({ office: z.string(), office_name: z.string(), zone: z.string(), number: z.string() })
  .nullable();
export type PropertyRegistry = z.infer<typeof propertyRegistrySchema>;
