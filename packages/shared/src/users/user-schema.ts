import { z } from 'zod';
import { roles } from './roles.ts';

/** The company a user belongs to, as embedded in the public user. */
export const userCompanySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** Older answers carried only id and slug. */
  name: z.string().optional(),
});

/** A user's company reference. */
export type UserCompany = z.infer<typeof userCompanySchema>;

/**
 * The user as the API returns it to that same user (`/auth/login`, `/auth/me`, `/me`; never in answers
 * about other people) and as the browser stores it
 * under `user`. Fields added after the first release default to "unknown" values, so a user stored
 * by an older client still parses; a missing role means a signed-in user without a company role.
 */
export const publicUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().default(''),
  last_name: z.string().default(''),
  phone: z.string().nullable().default(null),
  avatar_url: z.string().nullable().default(null),
  role: z.enum(roles).nullable().default(null),
  company_id: z.number().int().nullable().default(null),
  company: userCompanySchema.nullable().default(null),
  email_confirmed: z.boolean().optional(),
  created_at: z.string().optional(),
  /** The new address of an e-mail change waiting for its link (only ever sent to the user themself). */
  pending_email: z.string().nullable().optional(),
});

/** A parsed public user (defaults applied). */
export type PublicUser = z.infer<typeof publicUserSchema>;

/** A public user as sent over the wire, before defaults are applied. */
export type PublicUserInput = z.input<typeof publicUserSchema>;
