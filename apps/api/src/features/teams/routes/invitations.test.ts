import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { createSignedInUser, createUser } from '../../../../test/factories/users.ts';
import {
  activityEvents,
  companyInvitations,
  users,
  type Company,
} from '../../../platform/db/schema/index.ts';
import { advanceClock, DAY_MS, resetClock } from '../../../platform/runtime/clock.ts';
import { hashSecretToken } from '../../auth/secret-tokens.ts';
import { emailsTo } from '../../auth/routes/test-support.ts';
import { invitationToken, newAccount } from './test-support.ts';

let counter = 0;
const address = (name: string) => `${name}-${(counter += 1)}@example.pe`;

describe('team invitations: the life cycle of a link', () => {
  const t = useTestApp();
  const client = t.client;
  let company: Company;
  let adminToken: string;

  beforeAll(async () => {
    company = await createCompany(t.database.db, { name: 'Andes Equipo' });
    adminToken = (await createSignedInUser(t.database.db, { role: 'company_admin', companyId: company.id }))
      .token;
  });
  afterEach(() => resetClock());

  const invite = (email: string, role = 'agent', token = adminToken) =>
    client.post(`/api/v1/companies/${company.id}/invitations`, { email, role }, { token });

  it('e-mails a single-use link valid 7 days, stores only its hash, and lists it as pending', async () => {
    const email = address('nuevo');
    const res = await invite(email.toUpperCase());
    expect(res.statusCode).toBe(201);
    expect(res.json().invitation).toMatchObject({ email, role: 'agent', status: 'pending' });

    const [mail] = await emailsTo(t.app, email);
    expect(mail?.subject).toBe('Andes Equipo te invita a su equipo en InmoPerú');
    expect(mail?.text).toContain('vence en 7 días');
    // Greeted from the company that invites, never by the bare address.
    expect(mail?.text.startsWith('Hola, te escribimos de parte de Andes Equipo.')).toBe(true);
    expect(mail?.text).not.toContain(`Hola ${email}`);
    const token = await invitationToken(t.app, email);
    expect(token).toMatch(/^[\w-]{43}$/);
    const [row] = await t.app.db.select().from(companyInvitations).where(eq(companyInvitations.email, email));
    expect(row?.tokenHash).toBe(hashSecretToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.sentAt.getTime()).toBe(7 * DAY_MS);

    const list = await client.get(`/api/v1/companies/${company.id}/invitations`, { token: adminToken });
    expect(list.json().invitations.map((i: { email: string }) => i.email)).toContain(email);
    const preview = await client.get(`/api/v1/invitations/${token}`);
    expect(preview.json()).toEqual({
      status: 'pending',
      email,
      role: 'agent',
      company: { name: 'Andes Equipo', slug: company.slug },
      account_exists: false,
    });
  });

  it('a new person sets names, phone and password, joins with the issued role and is signed in', async () => {
    const email = address('mario');
    await invite(email, 'agent');
    const token = await invitationToken(t.app, email);
    const res = await client.post(`/api/v1/invitations/${token}/accept`, newAccount);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      email,
      first_name: 'Mario',
      role: 'agent',
      company_id: company.id,
      email_confirmed: true,
    });
    const me = await client.get('/api/v1/auth/me', { token: body.token });
    expect(me.statusCode).toBe(200);

    // Single use: the same link now answers its own state.
    const again = await client.post(`/api/v1/invitations/${token}/accept`, newAccount);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'invitation_accepted' });
    expect((await client.get(`/api/v1/invitations/${token}`)).json().status).toBe('accepted');

    const events = await t.app.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.companyId, company.id));
    expect(events.map((e) => e.kind)).toEqual(expect.arrayContaining(['member_invited', 'member_joined']));
  });

  it('refuses the registration rules’ bad input with Spanish messages naming the field', async () => {
    const email = address('malo');
    await invite(email);
    const token = await invitationToken(t.app, email);
    const res = await client.post(`/api/v1/invitations/${token}/accept`, {
      ...newAccount,
      first_name: '',
      password: 'corta',
      password_confirmation: 'corta',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(
      expect.arrayContaining(['first_name: Los nombres son requeridos', 'password: Mínimo 8 caracteres']),
    );
    const common = await client.post(`/api/v1/invitations/${token}/accept`, {
      ...newAccount,
      password: 'password123',
      password_confirmation: 'password123',
    });
    expect(common.statusCode).toBe(422);
  });

  it('accepting cannot change the issued role', async () => {
    const email = address('rol');
    await invite(email, 'agent');
    const token = await invitationToken(t.app, email);
    const res = await client.post(`/api/v1/invitations/${token}/accept`, {
      ...newAccount,
      role: 'company_admin',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(['Campo no permitido: role']);
    const ok = await client.post(`/api/v1/invitations/${token}/accept`, newAccount);
    expect(ok.json().user.role).toBe('agent');
  });

  it('a signed-in invitee cannot send a role either: the same 422, and the invitation still waits', async () => {
    const { user, token: session } = await createSignedInUser(t.database.db, {
      role: 'agent',
      companyId: null,
      email: address('con-sesion-rol'),
    });
    await invite(user.email, 'agent');
    const token = await invitationToken(t.app, user.email);
    const res = await client.post(
      `/api/v1/invitations/${token}/accept`,
      { role: 'company_admin' },
      { token: session },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'validation_failed', errors: ['Campo no permitido: role'] });
    expect((await client.get(`/api/v1/invitations/${token}`)).json().status).toBe('pending');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.companyId).toBeNull();

    const ok = await client.post(`/api/v1/invitations/${token}/accept`, {}, { token: session });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ role: 'agent', company_id: company.id });
  });

  it('a signed-in person with the invited address accepts with one click; another address is refused', async () => {
    const { user: loose, token: looseToken } = await createSignedInUser(t.database.db, {
      role: 'agent',
      companyId: null,
      email: address('suelto'),
    });
    await invite(loose.email, 'company_admin');
    const token = await invitationToken(t.app, loose.email);
    expect((await client.get(`/api/v1/invitations/${token}`)).json().account_exists).toBe(true);

    // Without a session the form is refused: the account exists, sign in instead.
    const guest = await client.post(`/api/v1/invitations/${token}/accept`, newAccount);
    expect(guest.statusCode).toBe(409);
    expect(guest.json().message).toContain('Inicia sesión');

    const { token: strangerToken } = await createSignedInUser(t.database.db, {
      companyId: null,
      role: 'agent',
    });
    const wrong = await client.post(`/api/v1/invitations/${token}/accept`, {}, { token: strangerToken });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toContain('otro correo');

    const res = await client.post(`/api/v1/invitations/${token}/accept`, {}, { token: looseToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      token: null,
      user: { role: 'company_admin', company_id: company.id },
    });
  });

  it('refuses an address that already belongs to another company’s member', async () => {
    const other = await createCompany(t.database.db);
    const { user, token: memberToken } = await createSignedInUser(t.database.db, {
      role: 'agent',
      companyId: other.id,
      email: address('ajeno'),
    });
    await invite(user.email);
    const token = await invitationToken(t.app, user.email);
    for (const res of [
      await client.post(`/api/v1/invitations/${token}/accept`, newAccount),
      await client.post(`/api/v1/invitations/${token}/accept`, {}, { token: memberToken }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: 'other_company',
        message:
          'Este correo ya pertenece a un miembro de otra empresa. Cada usuario pertenece a una sola empresa.',
      });
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.companyId).toBe(other.id);
  });

  it('resend replaces the link and renews its 7 days; revoke closes it', async () => {
    const email = address('reenvio');
    const created = (await invite(email)).json().invitation;
    const first = await invitationToken(t.app, email);
    advanceClock(8 * DAY_MS);
    // The company_admin's session idled out meanwhile: a fresh one.
    const { token: adminToken } = await createSignedInUser(t.database.db, {
      role: 'company_admin',
      companyId: company.id,
    });
    expect((await client.get(`/api/v1/invitations/${first}`)).json().status).toBe('expired');
    const expired = await client.post(`/api/v1/invitations/${first}/accept`, newAccount);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ error: 'invitation_expired' });
    expect(expired.json().message).toContain('venció');

    const resent = await client.post(
      `/api/v1/companies/${company.id}/invitations/${created.id}/resend`,
      undefined,
      { token: adminToken },
    );
    expect(resent.statusCode).toBe(200);
    expect(resent.json().invitation.status).toBe('pending');
    const second = await invitationToken(t.app, email);
    expect(second).not.toBe(first);
    expect((await client.get(`/api/v1/invitations/${first}`)).json().status).toBe('invalid');

    const revoked = await client.delete(`/api/v1/companies/${company.id}/invitations/${created.id}`, {
      token: adminToken,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await client.get(`/api/v1/invitations/${second}`)).json().status).toBe('revoked');
    const refused = await client.post(`/api/v1/invitations/${second}/accept`, newAccount);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'invitation_revoked' });
    const list = await client.get(`/api/v1/companies/${company.id}/invitations`, { token: adminToken });
    expect(list.json().invitations.map((i: { email: string }) => i.email)).not.toContain(email);
  });

  it('an unknown link answers invalid; a second invitation to the same address is a 409; members too', async () => {
    expect((await client.get('/api/v1/invitations/no-existe')).json().status).toBe('invalid');
    expect((await client.post('/api/v1/invitations/no-existe/accept', newAccount)).statusCode).toBe(404);
    const email = address('doble');
    await invite(email);
    const twice = await invite(email);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('invitación pendiente');
    const { user } = await createUser(t.database.db, { role: 'agent', companyId: company.id });
    const member = await invite(user.email);
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe('Esta persona ya es miembro del equipo');
  });

  it('validates the invitation in Spanish, naming the field', async () => {
    const res = await client.post(
      `/api/v1/companies/${company.id}/invitations`,
      { email: 'no-es-correo', role: 'admin' },
      { token: adminToken },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      'email: Ingresa un correo válido',
      'role: El rol debe ser agente o administrador de empresa',
    ]);
  });

  it('limits invitations per company and hour (429)', async () => {
    const busy = await createCompany(t.database.db);
    const { token } = await createSignedInUser(t.database.db, { role: 'company_admin', companyId: busy.id });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await client.post(
        `/api/v1/companies/${busy.id}/invitations`,
        { email: address('masivo'), role: 'agent' },
        { token },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
