import { z } from 'zod';

/*
 * A company's keys for the partner API (docs/product/partner-api.md): what a company_admin sends to create
 * one, and what the Integraciones page lists. The secret itself travels once, in the creation's answer.
 */

export const apiKeyScopes = ['listings:read', 'listings:write', 'leads:read'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  'listings:read': 'Leer avisos',
  'listings:write': 'Crear y actualizar avisos',
  'leads:read': 'Leer consultas',
};

export const ApiKeyLimits = { maxNameLength: 80, maxActiveKeysPerCompany: 20 } as const;

export const apiKeyMessages = {
  nameRequired: 'El nombre es obligatorio',
  nameTooLong: `El nombre puede tener como máximo ${ApiKeyLimits.maxNameLength} caracteres`,
  scopesRequired: 'Elige al menos un permiso',
  scopeUnknown: 'Permiso no válido: use listings:read, listings:write o leads:read',
  tooManyKeys: `La empresa ya tiene ${ApiKeyLimits.maxActiveKeysPerCompany} claves activas: revoca una antes de crear otra`,
} as const;

/** `POST /companies/{id}/api_keys`. */
export const apiKeyCreateBodySchema = z.strictObject({
  name: z
    .string({ error: apiKeyMessages.nameRequired })
    .trim()
    .min(1, apiKeyMessages.nameRequired)
    .max(ApiKeyLimits.maxNameLength, apiKeyMessages.nameTooLong),
  scopes: z
    .array(z.enum(apiKeyScopes, { error: apiKeyMessages.scopeUnknown }), {
      error: apiKeyMessages.scopesRequired,
    })
    .min(1, apiKeyMessages.scopesRequired)
    .transform((scopes) => apiKeyScopes.filter((scope) => scopes.includes(scope))),
});
export type ApiKeyCreateBody = z.input<typeof apiKeyCreateBodySchema>;

const timestamp = z.iso.datetime();

export const apiKeySchema = z.object({
  id: z.number(),
  company: z.object({ id: z.number(), name: z.string() }),
  name: z.string(),
  /** The key's first characters ("inmo_pk_Ab12…"), to tell keys apart; never the key. */
  prefix: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  created_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: timestamp,
  last_used_at: timestamp.nullable(),
  last_used_ip: z.string().nullable(),
  revoked_at: timestamp.nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeySchema>;

export const apiKeyListResponseSchema = z.object({ api_keys: z.array(apiKeySchema) });
/** The one answer that carries the key: the page shows it once and it cannot be read again. */
export const apiKeyCreatedResponseSchema = z.object({ api_key: apiKeySchema, secret: z.string() });
export const apiKeyResponseSchema = z.object({ api_key: apiKeySchema });
