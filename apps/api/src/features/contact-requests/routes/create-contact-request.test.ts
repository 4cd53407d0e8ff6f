import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser, createUser } from '../../../../test/factories/users.ts';
import {
  activityEvents,
  contactRequests,
  properties,
  type Company,
} from '../../../platform/db/schema/index.ts';
import { emailsTo, readOutbox } from '../../auth/routes/test-support.ts';

const CSRF = 'test-csrf-token-0123456789abcdef';

const validRequest = {
  name: 'Carlos Mendoza',
  email: 'Carlos.Mendoza@example.pe',
  phone: '+51 (1) 987-6543',
  message: 'Hola, estoy interesado en la propiedad: Casa en Surco. ¿Sigue disponible?',
};

describe('POST /api/v1/properties/{id or slug}/contact_requests', () => {
  let t: TestApp;
  let company: Company;
  let slug: string;
  let propertyId: number;
  let buyer: { token: string; id: number };

  /** A POST as the web client sends it, from a given address (each test its own, for the per-IP limit). */
  function post(path: string, body: unknown, opts: { token?: string; ip?: string } = {}) {
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${path}/contact_requests`,
      remoteAddress: opts.ip ?? '203.0.113.1',
      headers: { 'x-csrf-token': CSRF, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
      cookies: { csrf_token: CSRF },
      payload: body as Record<string, unknown>,
    });
  }

  const contactCount = async (id: number) =>
    (await t.database.db.select().from(properties).where(eq(properties.id, id)))[0]?.contactCount;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    company = await createCompany(db, { name: 'Inmobiliaria Surco' });
    ({
      property: { slug, id: propertyId },
    } = await buildProperty(db, { company, title: 'Casa en Surco <con piscina>' }));
    const signedIn = await createSignedInUser(db, { role: 'company_admin' });
    buyer = { token: signedIn.token, id: signedIn.user.id };
  });
  afterAll(async () => t.close());

  it('refuses invalid fields with the Spanish messages of the form', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...validRequest, name: ' A ' }, 'El nombre es requerido'],
      [{ ...validRequest, name: undefined }, 'El nombre es requerido'],
      [{ ...validRequest, email: 'no-es-correo' }, 'Ingresa un correo válido'],
      [{ ...validRequest, phone: 'llámame' }, 'Ingresa un teléfono válido'],
      [{ ...validRequest, message: 'Hola' }, 'El mensaje debe tener al menos 10 caracteres'],
      [{ ...validRequest, message: 'x'.repeat(2001) }, 'El mensaje no puede superar los 2000 caracteres'],
    ];
    for (const [contact_request, message] of cases) {
      const res = await post(slug, { contact_request }, { token: buyer.token });
      expect(res.statusCode, message).toBe(422);
      expect(res.json().errors.join(' | '), message).toContain(message);
    }
    expect((await post(slug, validRequest, { token: buyer.token })).statusCode).toBe(422);
    expect(await contactCount(propertyId)).toBe(0);
  });

  it('answers 404 for a property the user may not see', async () => {
    const { property: hidden } = await buildProperty(t.database.db, { visibility: 'private' });
    for (const path of [hidden.slug, String(hidden.id), 'no-existe']) {
      const res = await post(
        path,
        { contact_request: validRequest },
        { token: buyer.token, ip: '203.0.113.2' },
      );
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Propiedad no encontrada' });
    }
  });

  it('stores, counts and e-mails the request to the agent in charge and the company_admins who want inquiries', async () => {
    const db = t.database.db;
    const owner = await createUser(db, { role: 'company_admin', companyId: company.id, firstName: 'Ana' });
    const agent = await createUser(db, { role: 'agent', companyId: company.id });
    const noInquiries = await createUser(db, {
      role: 'company_admin',
      companyId: company.id,
      notificationPreferences: { emailNotifications: true, propertyInquiries: false, systemUpdates: false },
    });
    const noEmail = await createUser(db, {
      role: 'company_admin',
      companyId: company.id,
      notificationPreferences: { emailNotifications: false, propertyInquiries: true, systemUpdates: false },
    });
    const unconfirmed = await createUser(db, {
      role: 'company_admin',
      companyId: company.id,
      emailConfirmedAt: null,
    });
    // Leads go to the agent in charge (docs/product/teams.md), not to every agent of the company.
    const bystander = await createUser(db, { role: 'agent', companyId: company.id });
    await db.update(properties).set({ agentId: agent.user.id }).where(eq(properties.id, propertyId));
    const outsider = await createUser(db, { role: 'company_admin' });

    const res = await post(
      String(propertyId),
      { contact_request: validRequest },
      { token: buyer.token, ip: '203.0.113.3' },
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      contact_request: { id: expect.any(Number), created_at: expect.any(String) },
      message: 'Tu consulta fue enviada. La empresa se pondrá en contacto contigo pronto.',
    });

    const [stored] = await db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, body.contact_request.id));
    expect(stored).toMatchObject({
      propertyId,
      companyId: company.id,
      userId: buyer.id,
      name: 'Carlos Mendoza',
      email: 'carlos.mendoza@example.pe',
      phone: '+51 (1) 987-6543',
      agentId: agent.user.id,
    });
    expect(await contactCount(propertyId)).toBe(1);
    const events = await db.select().from(activityEvents).where(eq(activityEvents.companyId, company.id));
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'contact_received',
        propertyId,
        data: expect.objectContaining({ name: 'Carlos Mendoza', slug, contact_request_id: stored?.id }),
      }),
    ]);

    const [toOwner] = await emailsTo(t.app, owner.user.email);
    expect(toOwner?.subject).toBe('Nueva consulta sobre "Casa en Surco <con piscina>" - InmoPerú');
    expect(toOwner?.text).toContain('Hola Ana,');
    for (const part of [
      'Carlos Mendoza',
      'carlos.mendoza@example.pe',
      '+51 (1) 987-6543',
      '¿Sigue disponible?',
    ]) {
      expect(toOwner?.text).toContain(part);
    }
    expect(toOwner?.links).toContain(`http://localhost:3000/propiedad/${slug}`);
    expect(toOwner?.html).toContain('Casa en Surco &lt;con piscina&gt;');
    expect(await emailsTo(t.app, agent.user.email)).toHaveLength(1);
    for (const silent of [noInquiries, noEmail, unconfirmed, outsider, bystander]) {
      expect(await emailsTo(t.app, silent.user.email)).toEqual([]);
    }
    expect(
      (await readOutbox(t.config.outboxDir)).filter((m) => m.subject.startsWith('Nueva consulta')),
    ).toHaveLength(2);
  });

  it('accepts the slug and an empty phone', async () => {
    const before = await contactCount(propertyId);
    const res = await post(
      slug,
      { contact_request: { ...validRequest, phone: '' } },
      { token: buyer.token, ip: '203.0.113.4' },
    );
    expect(res.statusCode).toBe(201);
    const [stored] = await t.database.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, res.json().contact_request.id));
    expect(stored?.phone).toBeNull();
    expect(await contactCount(propertyId)).toBe((before ?? 0) + 1);
  });

  it('limits each account to 5 requests an hour', async () => {
    const { token } = await createSignedInUser(t.database.db, { role: 'agent' });
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post(slug, { contact_request: validRequest }, { token, ip: '203.0.113.5' })).statusCode,
      ).toBe(201);
    }
    const res = await post(slug, { contact_request: validRequest }, { token, ip: '203.0.113.6' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: 'rate_limited' });
    expect(res.json().message).toMatch(
      /^Enviaste demasiadas consultas\. Por favor, espera \d+ minutos? e intenta de nuevo\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('limits each address to 20 requests an hour, whatever the account', async () => {
    const accounts = await Promise.all(
      Array.from({ length: 5 }, () => createSignedInUser(t.database.db, { role: 'agent' })),
    );
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const { token } = accounts[i % 5] ?? { token: '' };
      statuses.push(
        (await post(slug, { contact_request: validRequest }, { token, ip: '198.51.100.20' })).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
