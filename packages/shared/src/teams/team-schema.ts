import { z } from 'zod';
import { emailSchema, newPasswordSchema, passwordConfirmationSchema, phoneSchema } from '../auth/schemas.ts';
import { passwordMessages } from '../auth/password-rules.ts';
import { strictFields } from '../properties/strict-fields.ts';
import { analyticsPeriods } from '../companies/management-schema.ts';
import { databaseIdField } from '../ids/database-id.ts';

/*
 * A company's team (docs/product/teams.md): members, invitations, the agent in charge of a property, the
 * team setting and the per-agent stats. The server and the screens validate with these same schemas.
 */

/** The roles a company can give; `admin` is the platform's and never given by a company. */
export const teamRoles = ['agent', 'company_admin'] as const;
export type TeamRole = (typeof teamRoles)[number];

export const teamMessages = {
  roleInvalid: 'El rol debe ser agente o administrador de empresa',
  lastAdmin:
    'La empresa necesita al menos un administrador activo. Asigna otro administrador antes de cambiar este rol o desactivar esta cuenta.',
  alreadyMember: 'Esta persona ya es miembro del equipo',
  alreadyInvited: 'Ya hay una invitación pendiente para este correo. Puedes reenviarla desde la lista.',
  otherCompany:
    'Este correo ya pertenece a un miembro de otra empresa. Cada usuario pertenece a una sola empresa.',
  wrongAccount: 'Esta invitación es para otro correo. Cierra sesión e inicia sesión con el correo invitado.',
  accountExists: 'Ya existe una cuenta con este correo. Inicia sesión para aceptar la invitación.',
  reassignRequired: 'Elige a quién pasan sus propiedades y consultas',
  reassignInvalid: 'Elige un administrador activo de la empresa',
  agentInvalid: 'El agente a cargo debe ser un miembro activo de la empresa',
  agentForbidden: 'Solo un administrador de la empresa puede asignar esta propiedad a otra persona',
  adminMember: 'Los administradores de la plataforma no se gestionan desde el equipo',
  deactivated: 'Tu cuenta fue desactivada por el administrador de tu empresa.',
  forbidden: 'Solo un administrador de la empresa puede gestionar el equipo',
} as const;

const email = emailSchema;

const role = z.enum(teamRoles, { error: teamMessages.roleInvalid });

/** `POST /companies/{id}/invitations`. */
export const invitationCreateSchema = strictFields({ email, role });
export type InvitationCreateInput = z.infer<typeof invitationCreateSchema>;

const timestamp = z.iso.datetime();

export const invitationStatuses = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** An invitation as the company's team page lists it. */
export const teamInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(teamRoles),
  status: z.enum(invitationStatuses),
  invited_by: z.string().nullable(),
  sent_at: timestamp,
  expires_at: timestamp,
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamInvitationResponseSchema = z.object({ invitation: teamInvitationSchema });
export const teamInvitationListSchema = z.object({ invitations: z.array(teamInvitationSchema) });
export type TeamInvitationList = z.infer<typeof teamInvitationListSchema>;

/**
 * One member as the team page lists it. `last_sign_in_at` is null for agents reading the list: a
 * colleague's sessions are not theirs to see.
 */
export const teamMemberSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role: z.enum(['admin', 'company_admin', 'agent']),
  active: z.boolean(),
  properties_in_charge: z.number().int(),
  last_sign_in_at: timestamp.nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMemberListSchema = z.object({
  members: z.array(teamMemberSchema),
  /** Whether the caller may change the team (company_admin of the company, or admin). */
  can_manage: z.boolean(),
  settings: z.object({ agents_may_take_properties: z.boolean() }),
});
export type TeamMemberList = z.infer<typeof teamMemberListSchema>;

export const teamMemberResponseSchema = z.object({ member: teamMemberSchema });

/** `PATCH /companies/{id}/members/{userId}`: the new role. */
export const memberRoleSchema = strictFields({ role });

/** `POST /companies/{id}/members/{userId}/deactivate`: who takes their properties and leads. */
export const memberDeactivateSchema = strictFields({
  reassign_to_id: databaseIdField(teamMessages.reassignRequired),
});

/** `PATCH /companies/{id}/team_settings`. */
export const teamSettingsSchema = strictFields({
  agents_may_take_properties: z.boolean({
    error: 'Indica si los agentes pueden tomar propiedades (true o false)',
  }),
});

/** `PUT /properties/{id}/agent`: the member in charge. */
export const propertyAgentSchema = strictFields({
  agent_id: databaseIdField(teamMessages.agentInvalid),
});

/** What an invitation link shows before it is accepted (`GET /invitations/{token}`). */
export const invitationPreviewSchema = z.object({
  status: z.enum([...invitationStatuses, 'invalid']),
  email: z.string().nullable(),
  role: z.enum(teamRoles).nullable(),
  company: z.object({ name: z.string(), slug: z.string() }).nullable(),
  /** An account with the invited address exists: the screen asks to sign in instead of the form. */
  account_exists: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

const name = (label: string) =>
  z
    .string({ error: `Los ${label} son requeridos` })
    .trim()
    .min(2, `Los ${label} son requeridos`)
    .max(80, 'Máximo 80 caracteres');

/**
 * `POST /invitations/{token}/accept` for a person without an account: names, phone and password (the
 * registration's rules). A signed-in person with the invited address sends an empty object.
 */
export const invitationNewAccountSchema = strictFields({
  first_name: name('nombres'),
  last_name: name('apellidos'),
  phone: phoneSchema,
  password: newPasswordSchema,
  password_confirmation: passwordConfirmationSchema,
}).refine((v) => v.password === v.password_confirmation, {
  path: ['password_confirmation'],
  message: passwordMessages.mismatch,
});
export type InvitationNewAccountInput = z.infer<typeof invitationNewAccountSchema>;

/**
 * `POST /invitations/{token}/accept` for the signed-in person with the invited address: an empty object.
 * The role and the company come from the invitation; any field sent is refused by name, as for a guest.
 */
export const invitationSignedInAcceptSchema = strictFields({});

/**
 * Per-agent numbers of the dashboard (company_admin): `GET /companies/{id}/agent_stats?period=`, the
 * periods of the analytics (`companyAnalyticsQuerySchema`).
 */
export const agentStatsSchema = z.object({
  period: z.enum(analyticsPeriods),
  agents: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      active: z.boolean(),
      properties: z.number().int(),
      views: z.number().int(),
      favorites: z.number().int(),
      leads: z.number().int(),
    }),
  ),
});
export type AgentStats = z.infer<typeof agentStatsSchema>;

/** `[Nombres Apellidos]`, or the e-mail when both are empty. */
export function memberName(member: { first_name: string; last_name: string; email: string }): string {
  return `${member.first_name} ${member.last_name}`.trim() || member.email;
}
