import { roles, type Role } from './roles.ts';
import type { PublicUser, UserCompany } from './user-schema.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => Number.isInteger(value);
const stringOr = <T>(value: unknown, fallback: T): string | T =>
  typeof value === 'string' ? value : fallback;

function parseCompany(value: unknown): UserCompany | null | undefined {
  if (value === null || value === undefined) return null;
  if (!isObject(value) || !isInt(value.id) || typeof value.slug !== 'string') return undefined;
  return {
    id: value.id,
    slug: value.slug,
    ...(typeof value.name === 'string' ? { name: value.name } : {}),
  };
}

/**
 * The same rules as `publicUserSchema`, without zod: the web app checks the stored user at start-up,
 * and this keeps the schema library out of the first screen's JavaScript. Returns null when the value
 * is not a valid public user (a test keeps the two in agreement).
 */
export function parsePublicUser(value: unknown): PublicUser | null {
  if (!isObject(value) || !isInt(value.id) || typeof value.email !== 'string') return null;
  const role = value.role ?? null;
  if (role !== null && !(roles as readonly unknown[]).includes(role)) return null;
  const companyId = value.company_id ?? null;
  if (companyId !== null && !isInt(companyId)) return null;
  const company = parseCompany(value.company);
  if (company === undefined) return null;
  for (const key of ['first_name', 'last_name'] as const) {
    if (value[key] !== undefined && typeof value[key] !== 'string') return null;
  }
  for (const key of ['phone', 'avatar_url'] as const) {
    if (value[key] !== undefined && value[key] !== null && typeof value[key] !== 'string') return null;
  }
  if (value.email_confirmed !== undefined && typeof value.email_confirmed !== 'boolean') return null;
  if (value.created_at !== undefined && typeof value.created_at !== 'string') return null;
  const pending = value.pending_email;
  if (pending !== undefined && pending !== null && typeof pending !== 'string') return null;
  return {
    id: value.id,
    email: value.email,
    first_name: stringOr(value.first_name, ''),
    last_name: stringOr(value.last_name, ''),
    phone: stringOr(value.phone, null),
    avatar_url: stringOr(value.avatar_url, null),
    role: role as Role | null,
    company_id: companyId as number | null,
    company,
    ...(typeof value.email_confirmed === 'boolean' ? { email_confirmed: value.email_confirmed } : {}),
    ...(typeof value.created_at === 'string' ? { created_at: value.created_at } : {}),
    ...(pending !== undefined ? { pending_email: pending } : {}),
  };
}
