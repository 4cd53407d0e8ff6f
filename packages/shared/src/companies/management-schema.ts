import { z } from 'zod';
import { phonePattern } from '../auth/schemas.ts';
import { strictFields } from '../properties/management-schema.ts';
import { agentRegistryNumberInput } from '../trust/agent-registry.ts';
import { rucInputSchema } from '../trust/ruc.ts';
import { publicCompanySchema, socialNetworks, type SocialNetwork } from './company-schema.ts';
import {
  companyColorsSchema,
  companyConfigurationInputSchema,
  fontFamilies,
  templateTypes,
} from './configuration.ts';

/*
 * Company management (docs/product/signed-in-area.md §2.4, 5, 7, 8; docs/decisions.md roles): the dashboard's company form, its
 * stats and analytics, the visual configuration and its presets, and the admin's create and delete. The
 * API validates with these schemas and the dashboard form reuses them, so both quote the same Spanish.
 */

export const companyManagementMessages = {
  updated: 'Empresa actualizada exitosamente',
  updateFailed: 'Error al actualizar la empresa',
  fileTooLarge: 'El archivo es demasiado grande. Máximo 5MB.',
  notAnImage: 'Solo se permiten archivos de imagen.',
  noCompany: 'No tienes una empresa asignada',
  missingSlug: 'No se pudo obtener el identificador de la empresa',
  forbidden: 'No tienes permiso para editar esta empresa',
  forbiddenStats: 'No tienes permiso para ver las estadísticas de esta empresa',
  adminOnly: 'Solo un administrador puede crear o eliminar empresas',
  notFound: 'Empresa no encontrada',
  created: 'Empresa creada exitosamente',
  deleted: 'Empresa eliminada',
  hasMembers:
    'No se puede eliminar la empresa porque tiene usuarios asignados. Reasígnalos o elimínalos primero.',
  imageRequired: 'Selecciona una imagen',
  configSaved: 'Configuración visual guardada exitosamente. Refresca la página pública para ver los cambios.',
  /** Followed by the server's `errors` joined by ', ' (or its message). */
  configSaveFailed: 'Error al guardar la configuración visual: ',
  /** Followed by the server's `error` or message. */
  presetFailed: 'Error al aplicar el preset: ',
  invalidPreset: 'Preset no válido (modern, classic, luxury o minimal)',
  missingConfiguration: 'Faltan los datos de la configuración',
  nameRequired: 'El nombre de la empresa es requerido',
} as const;

/** The preset confirmation: '¿Deseas aplicar el preset "Moderno"? Esto sobreescribirá los colores actuales.' */
export const presetConfirmMessage = (name: string) =>
  `¿Deseas aplicar el preset "${name}"? Esto sobreescribirá los colores actuales.`;

/** The preset success message: 'Preset "Moderno" aplicado exitosamente'. */
export const presetAppliedMessage = (name: string) => `Preset "${name}" aplicado exitosamente`;

/** Largest logo or cover accepted (bytes): 5 MB (docs/product/signed-in-area.md §9). */
export const COMPANY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Lengths of the company form's text fields. */
export const CompanyFieldLimits = {
  name: 120,
  about: 5000,
  email: 254,
  address: 300,
  website: 500,
  phone: 30,
  socialLink: 500,
} as const;

/** The networks' names as a user reads them, for the form's labels and the messages. */
export const socialNetworkLabels: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
};

/**
 * An absolute http(s) address: scheme, a host of letters, digits, dots and hyphens (an optional port), then
 * an optional path or query without spaces, quotes or angle brackets. A pattern rather than `URL`: the
 * shared package assumes neither the browser's nor Node's globals.
 */
const HTTP_URL =
  /^https?:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#][^\s"'<>`]*)?$/i;

/** True for an absolute http(s) address ('javascript:…', 'ftp://…' and bare words are not). */
export function isHttpUrl(value: string): boolean {
  return HTTP_URL.test(value);
}

/** Optional text: '' (or null) clears the field. */
const optionalText = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message).nullable();

/** '' clears; anything else must be an http(s) address. */
const optionalUrl = (max: number, message: string) =>
  optionalText(max, message).refine((value) => value === null || value === '' || isHttpUrl(value), {
    error: message,
  });

const socialLinkMessage = (network: SocialNetwork) =>
  `La URL de ${socialNetworkLabels[network]} no es válida. Usa una dirección que empiece con https://`;

/** `social_links`: any of the four networks, each an http(s) address or '' (cleared). */
export const companySocialLinksInputSchema = strictFields(
  Object.fromEntries(
    socialNetworks.map((network) => [
      network,
      optionalUrl(CompanyFieldLimits.socialLink, socialLinkMessage(network)),
    ]),
  ) as Record<SocialNetwork, ReturnType<typeof optionalUrl>>,
  'Las redes sociales no son válidas',
).partial();
export type CompanySocialLinksInput = z.input<typeof companySocialLinksInputSchema>;

const companyFields = {
  name: z
    .string({ error: companyManagementMessages.nameRequired })
    .trim()
    .min(1, companyManagementMessages.nameRequired)
    .max(CompanyFieldLimits.name, `El nombre no puede superar los ${CompanyFieldLimits.name} caracteres`),
  about: optionalText(
    CompanyFieldLimits.about,
    `La descripción no puede superar los ${CompanyFieldLimits.about} caracteres`,
  ),
  email: optionalText(CompanyFieldLimits.email, 'Ingresa un correo válido').refine(
    (value) => value === null || value === '' || z.email().safeParse(value).success,
    { error: 'Ingresa un correo válido' },
  ),
  address: optionalText(
    CompanyFieldLimits.address,
    `La dirección no puede superar los ${CompanyFieldLimits.address} caracteres`,
  ),
  website: optionalUrl(
    CompanyFieldLimits.website,
    'El sitio web no es válido. Usa una dirección que empiece con https://',
  ),
  phone: optionalText(CompanyFieldLimits.phone, 'Ingresa un teléfono válido').refine(
    (value) => value === null || value === '' || phonePattern.test(value),
    { error: 'Ingresa un teléfono válido' },
  ),
  social_links: companySocialLinksInputSchema,
  /** SUNAT's RUC (docs/product/trust-and-admin.md); changing it removes the verification. */
  ruc: rucInputSchema,
  /** Its Registro del Agente Inmobiliario number (docs/product/owners.md §5); a new one awaits an admin's check. */
  agent_registry_number: agentRegistryNumberInput,
};

/**
 * `PATCH /companies/{id}` (JSON, or multipart with the same fields as text and `social_links[facebook]`…):
 * every key optional, unknown keys refused ('Campo no permitido: x'). The name, when present, must not be
 * blank; the slug never changes.
 */
export const companyUpdateBodySchema = strictFields(
  companyFields,
  'Faltan los datos de la empresa',
).partial();
export type CompanyUpdateBody = z.input<typeof companyUpdateBodySchema>;
export type CompanyUpdateValues = z.output<typeof companyUpdateBodySchema>;

/** `POST /companies` (admin): the same fields, the name required. */
export const companyCreateBodySchema = strictFields(
  { ...companyUpdateBodySchema.shape, name: companyFields.name },
  'Faltan los datos de la empresa',
);
export type CompanyCreateBody = z.input<typeof companyCreateBodySchema>;
export type CompanyCreateValues = z.output<typeof companyCreateBodySchema>;

/** The answer of PATCH, of POST (201), and of GET. */
export const companyResponseSchema = z.object({ company: publicCompanySchema });
export type CompanyResponse = z.infer<typeof companyResponseSchema>;

/** `POST/DELETE /companies/{id}/logo` and `/cover`. */
export const companyLogoResponseSchema = z.object({ logo_url: z.string().nullable() });
export const companyCoverResponseSchema = z.object({ cover_url: z.string().nullable() });
export type CompanyLogoResponse = z.infer<typeof companyLogoResponseSchema>;
export type CompanyCoverResponse = z.infer<typeof companyCoverResponseSchema>;

/** `DELETE /companies/{id}` (admin). */
export const companyDeletedResponseSchema = z.object({ message: z.string() });
export type CompanyDeletedResponse = z.infer<typeof companyDeletedResponseSchema>;

/** `GET /companies/{id}/stats`: the dashboard's stat cards; `avg_relevance_score` with 1 decimal. */
export const companyStatsSchema = z.object({
  total_properties: z.number(),
  published_properties: z.number(),
  draft_properties: z.number(),
  archived_properties: z.number(),
  total_views: z.number(),
  total_favorites: z.number(),
  total_contacts: z.number(),
  avg_relevance_score: z.number(),
});
export type CompanyStats = z.infer<typeof companyStatsSchema>;

/** The analytics periods and how many calendar days (America/Lima) each covers, today included. */
export const analyticsPeriods = ['week', 'month', 'year'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];
export const analyticsPeriodDays: Record<AnalyticsPeriod, number> = { week: 7, month: 30, year: 365 };

/** `GET /companies/{id}/analytics?period=`: week, month (default) or year; blank means the default. */
export const companyAnalyticsQuerySchema = z.object({
  period: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.enum(analyticsPeriods, { error: 'Periodo no válido (week, month o year)' }).default('month'),
  ),
});
export type CompanyAnalyticsQuery = z.input<typeof companyAnalyticsQuerySchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const counts = { views: z.number().int(), favorites: z.number().int(), contacts: z.number().int() };

/** One entry per day from `from` to `to` (both included, oldest first), zeros included. */
export const companyAnalyticsSchema = z.object({
  period: z.enum(analyticsPeriods),
  from: day,
  to: day,
  series: z.array(z.object({ date: day, ...counts })),
  totals: z.object(counts),
});
export type CompanyAnalytics = z.infer<typeof companyAnalyticsSchema>;

/** `PUT /companies/{id}/configuration`: the form wrapped in `company_configuration`, unknown keys refused. */
export const companyConfigurationBodySchema = strictFields({
  company_configuration: strictFields(
    companyConfigurationInputSchema.shape,
    companyManagementMessages.missingConfiguration,
  ),
});
export type CompanyConfigurationBody = z.input<typeof companyConfigurationBodySchema>;

/** The saved configuration (custom CSS as sanitised and stored) and the success message. */
export const companyConfigurationResponseSchema = z.object({
  company_configuration: z.object({
    template_type: z.enum(templateTypes),
    primary_color: z.string(),
    secondary_color: z.string(),
    accent_color: z.string(),
    background_color: z.string(),
    font_family: z.enum(fontFamilies),
    custom_css: z.string(),
  }),
  message: z.string(),
});
export type CompanyConfigurationResponse = z.infer<typeof companyConfigurationResponseSchema>;

/** The preset buttons; each sets template, palette and font together (the palettes are the server's). */
export const companyPresets = ['modern', 'classic', 'luxury', 'minimal'] as const;
export type CompanyPreset = (typeof companyPresets)[number];
export const companyPresetLabels: Record<CompanyPreset, string> = {
  modern: 'Moderno',
  classic: 'Clásico',
  luxury: 'Lujo',
  minimal: 'Minimalista',
};

/** `POST /companies/{id}/configuration/apply_preset`. */
export const applyPresetBodySchema = strictFields({
  preset: z.enum(companyPresets, { error: companyManagementMessages.invalidPreset }),
});
export type ApplyPresetBody = z.input<typeof applyPresetBodySchema>;

/** What a preset set (and what was saved; the custom CSS is kept). */
export const applyPresetResponseSchema = z.object({
  color_palette: companyColorsSchema,
  font_family: z.enum(fontFamilies),
  template_type: z.enum(templateTypes),
});
export type ApplyPresetResponse = z.infer<typeof applyPresetResponseSchema>;
