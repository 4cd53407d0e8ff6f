import { z } from 'zod';
import { strictFields } from '../properties/strict-fields.ts';
import { reportReasons } from './report-schema.ts';
import { databaseIdQueryField } from '../ids/database-id.ts';

/*
 * The platform's admin console, `/api/v1/admin/*` (docs/product/trust-and-admin.md). Role admin only;
 * everyone else, guests included, gets the API's plain 404, never a hint that the console exists.
 */

export const trustMessages = {
  companySuspended: 'La empresa de esta cuenta está suspendida. Escríbenos a soporte para más información.',
  reasonRequired: 'El motivo es requerido (entre 3 y 500 caracteres)',
  companyNotFound: 'Empresa no encontrada',
  notUnderReview: 'Este inmueble no está en revisión',
  noRegistry: 'Este inmueble no tiene partida registral que verificar',
  propertyNotFound: 'Propiedad no encontrada',
  userNotFound: 'Usuario no encontrado',
  ownAccount: 'No puedes desactivar tu propia cuenta',
} as const;

export const ADMIN_REASON_MAX = 500;

/** A reason the company (or the audit log) reads: required, 3 to 500 characters. */
const reason = z
  .string({ error: trustMessages.reasonRequired })
  .trim()
  .min(3, trustMessages.reasonRequired)
  .max(ADMIN_REASON_MAX, trustMessages.reasonRequired);

/** Hide a property, suspend a company: the reason is required. */
export const adminReasonBodySchema = strictFields({ reason }, trustMessages.reasonRequired);
export type AdminReasonBody = z.input<typeof adminReasonBodySchema>;

/** Verify, unverify, reinstate, unhide, deactivate, reactivate: an optional note for the audit log. */
export const adminNoteBodySchema = strictFields({ reason: reason.optional() }).optional();
export type AdminNoteBody = z.input<typeof adminNoteBodySchema>;

const page = z.coerce
  .number({ error: 'Página no válida (un número desde 1)' })
  .int('Página no válida (un número desde 1)')
  .min(1, 'Página no válida (un número desde 1)')
  .max(10_000, 'Página no válida (un número desde 1)')
  .default(1);
const search = z.string().trim().max(200, 'La búsqueda puede tener como máximo 200 caracteres').optional();

/** The console's lists: a search text and a page of 25. */
export const adminListQuerySchema = z.object({ search, page });
export type AdminListQuery = z.input<typeof adminListQuerySchema>;
export const ADMIN_PAGE_SIZE = 25;

export const adminActions = [
  'company.verify',
  'company.unverify',
  'company.suspend',
  'company.reinstate',
  'property.hide',
  'property.unhide',
  'property.resolve_reports',
  'property.approve',
  'property.reject',
  'property.verify_registry',
  'property.unverify_registry',
  'user.verify_agent_registry',
  'user.unverify_agent_registry',
  'company.verify_agent_registry',
  'company.unverify_agent_registry',
  'user.deactivate',
  'user.reactivate',
  'exchange_rate.set',
  'mortgage_parameters.set',
  'mivivienda_year.save',
  'api_key.create',
  'api_key.revoke',
  'webhook.save',
  'webhook.rotate_secret',
  'webhook.delete',
] as const;
export type AdminAction = (typeof adminActions)[number];

export const adminActionLabels: Record<AdminAction, string> = {
  'company.verify': 'Verificó la empresa',
  'company.unverify': 'Quitó la verificación',
  'company.suspend': 'Suspendió la empresa',
  'company.reinstate': 'Reactivó la empresa',
  'property.hide': 'Ocultó la propiedad',
  'property.unhide': 'Volvió a mostrar la propiedad',
  'property.resolve_reports': 'Resolvió los reportes',
  'property.approve': 'Aprobó el inmueble del dueño directo',
  'property.reject': 'Rechazó el inmueble del dueño directo',
  'property.verify_registry': 'Verificó la partida registral',
  'property.unverify_registry': 'Quitó la verificación de la partida',
  'user.verify_agent_registry': 'Verificó el registro de agente inmobiliario',
  'user.unverify_agent_registry': 'Quitó la verificación del registro de agente',
  'company.verify_agent_registry': 'Verificó el registro de agente inmobiliario de la empresa',
  'company.unverify_agent_registry': 'Quitó la verificación del registro de agente de la empresa',
  'user.deactivate': 'Desactivó al usuario',
  'user.reactivate': 'Reactivó al usuario',
  'exchange_rate.set': 'Registró el tipo de cambio',
  'mortgage_parameters.set': 'Registró la TEA de referencia y los seguros',
  'mivivienda_year.save': 'Guardó los tramos de MiVivienda',
  'api_key.create': 'Creó una clave de API',
  'api_key.revoke': 'Revocó una clave de API',
  'webhook.save': 'Guardó la dirección del webhook',
  'webhook.rotate_secret': 'Cambió el secreto del webhook',
  'webhook.delete': 'Eliminó el webhook',
};

export const auditTargetTypes = [
  'company',
  'property',
  'user',
  'exchange_rate',
  'mortgage_parameters',
  'mivivienda_year',
  'api_key',
] as const;

/** `GET /admin/audit_log`: filter by action, target type, target id or admin (e-mail). */
export type AuditTargetType = (typeof auditTargetTypes)[number];

export const auditLogQuerySchema = z.object({
  action: z.enum(adminActions, { error: 'Acción no válida' }).optional(),
  target_type: z
    .enum(auditTargetTypes, {
      error:
        'Tipo de objetivo no válido (company, property, user, exchange_rate, mortgage_parameters, mivivienda_year o api_key)',
    })
    .optional(),
  target_id: databaseIdQueryField('Objetivo no válido').optional(),
  actor: search,
  page,
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

const timestamp = z.iso.datetime();
const pagination = z.object({
  current_page: z.number().int(),
  total_pages: z.number().int(),
  total_count: z.number().int(),
  per_page: z.number().int(),
});

export const adminOverviewSchema = z.object({
  overview: z.object({
    companies: z.number().int(),
    verified_companies: z.number().int(),
    suspended_companies: z.number().int(),
    published_properties: z.number().int(),
    new_properties_this_week: z.number().int(),
    open_reports: z.number().int(),
    outbox_pending: z.number().int(),
    outbox_failed: z.number().int(),
  }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>['overview'];

export const adminCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  ruc: z.string().nullable(),
  verified_at: timestamp.nullable(),
  /** Its Registro del Agente Inmobiliario number as entered, and when an admin checked it. */
  agent_registry_number: z.string().nullable(),
  agent_registry_verified_at: timestamp.nullable(),
  suspended_at: timestamp.nullable(),
  suspended_reason: z.string().nullable(),
  members_count: z.number().int(),
  properties_count: z.number().int(),
  created_at: timestamp,
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;
export const adminCompanyListSchema = z.object({ companies: z.array(adminCompanySchema), pagination });
export const adminCompanyResponseSchema = z.object({ company: adminCompanySchema });

export const adminReportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(reportReasons),
  comment: z.string().nullable(),
  created_at: timestamp,
  resolved_at: timestamp.nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminPropertySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  status: z.string(),
  visibility: z.string(),
  company: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  open_reports: z.number().int(),
  last_report_at: timestamp.nullable(),
  hidden_at: timestamp.nullable(),
  hidden_reason: z.string().nullable(),
  created_at: timestamp,
  /** 'owner' for a listing published by its owner ("dueño directo", docs/product/owners.md). */
  advertiser: z.enum(['agency', 'owner']),
  review_status: z.enum(['pending', 'approved', 'rejected']).nullable(),
  review_reason: z.string().nullable(),
  /** The partida as the console shows it ('Partida N.º 12345678, Lima'), or null. */
  registry: z.string().nullable(),
  registry_verified_at: timestamp.nullable(),
});
export type AdminProperty = z.infer<typeof adminPropertySchema>;
export const adminPropertyListSchema = z.object({ properties: z.array(adminPropertySchema), pagination });
export const adminPropertyResponseSchema = z.object({ property: adminPropertySchema });
export const adminReportListSchema = z.object({ reports: z.array(adminReportSchema) });

export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The member's Registro del Agente Inmobiliario number as entered, and when an admin checked it. */
  agent_registry_number: z.string().nullable(),
  agent_registry_verified_at: timestamp.nullable(),
  deactivated_at: timestamp.nullable(),
  last_sign_in_at: timestamp.nullable(),
  created_at: timestamp,
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.object({ users: z.array(adminUserSchema), pagination });
export const adminUserResponseSchema = z.object({ user: adminUserSchema });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), email: z.string() }),
  action: z.enum(adminActions),
  target: z.object({ type: z.string(), id: z.number().int().nullable(), label: z.string().nullable() }),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: timestamp,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponseSchema = z.object({ entries: z.array(auditEntrySchema), pagination });
