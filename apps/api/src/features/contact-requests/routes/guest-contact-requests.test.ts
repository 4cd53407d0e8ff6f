import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser, createUser } from '../../../../test/factories/users.ts';
import { advanceClock, resetClock, setClock } from '../../../platform/runtime/clock.ts';
import { CONTACT_FORM_MIN_FILL_MS } from '../form-token.ts';
import { contactRequests, type Company } from '../../../platform/db/schema/index.ts';
import { emailsTo } from '../../auth/routes/test-support.ts';

const CSRF = 'test-csrf-token-0123456789abcdef';
const REFUSED = {
  error: 'contact_refused',
  message: 'No pudimos enviar tu consulta. Espera unos segundos e inténtalo de nuevo.',
};

/** Each test writes from its own e-mail, so the per-sender limit of one test never touches another. */
const guestRequest = (email: string) => ({
  name: 'Lucía Quispe',
  email,
  phone: '987 654 321',
  message: 'Hola, estoy interesado en la propiedad: Departamento en Yanahuara',
});

describe('POST /api/v1/properties/{id or slug}/contact_requests from a guest', () => {
  let t: TestApp;
  let company: Company;
  let slug: string;
  let ownerEmail: string;

  function post(body: Record<string, unknown>, opts: { ip?: string; token?: string } = {}) {
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${slug}/contact_requests`,
      remoteAddress: opts.ip ?? '203.0.113.10',
      headers: { 'x-csrf-token': CSRF, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
      cookies: { csrf_token: CSRF },
      payload: body,
    });
  }

  /** The token a form gets when it opens. */
  async function formToken(): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/contact_requests/form_token' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json().form_token;
  }

  /** A token issued as the form opened, after a person's reading and typing time. */
  async function filledFormToken(): Promise<string> {
    const token = await formToken();
    advanceClock(CONTACT_FORM_MIN_FILL_MS);
    return token;
  }

  const storedFrom = (email: string) =>
    t.database.db.select().from(contactRequests).where(eq(contactRequests.email, email));

  beforeAll(async () => {
    t = await buildTestApp();
    company = await createCompany(t.database.db, { name: 'Inmobiliaria Misti' });
    ({
      property: { slug },
    } = await buildProperty(t.database.db, { company, title: 'Departamento en Yanahuara' }));
    ownerEmail = (await createUser(t.database.db, { role: 'company_admin', companyId: company.id })).user
      .email;
  });
  afterEach(() => resetClock());
  afterAll(async () => t.close());

  it('stores a guest inquiry, e-mails it to the company and lists it in its inbox, without the e-mail public', async () => {
    const email = 'lucia.quispe@example.pe';
    const res = await post({
      contact_request: guestRequest(email),
      form_token: await filledFormToken(),
      website: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      'Tu consulta fue enviada. La empresa se pondrá en contacto contigo pronto.',
    );
    expect(await storedFrom(email)).toEqual([
      expect.objectContaining({
        userId: null,
        companyId: company.id,
        name: 'Lucía Quispe',
        phone: '987 654 321',
      }),
    ]);
    const [mail] = await emailsTo(t.app, ownerEmail);
    expect(mail?.subject).toBe('Nueva consulta sobre "Departamento en Yanahuara" - InmoPerú');
    expect(mail?.text).toContain(email);

    const { token } = await createSignedInUser(t.database.db, {
      role: 'company_admin',
      companyId: company.id,
    });
    const inbox = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${company.id}/contact_requests`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(inbox.json().contact_requests).toEqual([expect.objectContaining({ name: 'Lucía Quispe', email })]);
    // Other visitors read the property and the company's page: neither carries the sender's address.
    for (const url of [`/api/v1/properties/${slug}`, `/api/v1/companies/${company.slug}`]) {
      expect((await t.app.inject({ method: 'GET', url })).body).not.toContain(email);
    }
  });

  it('refuses, without saying why and storing nothing, a filled honeypot', async () => {
    const email = 'robot.honeypot@example.pe';
    const res = await post({
      contact_request: guestRequest(email),
      form_token: await filledFormToken(),
      website: 'https://spam.example',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(REFUSED);
    expect(await storedFrom(email)).toEqual([]);
    expect(await emailsTo(t.app, ownerEmail)).toHaveLength(1);
  });

  it('refuses a form sent sooner than a person can fill it, and a missing or forged token', async () => {
    const email = 'robot.fast@example.pe';
    const fresh = await formToken();
    const [issuedAt, nonce] = fresh.split('.');
    const forged = [`${issuedAt}.${nonce}.${'A'.repeat(43)}`, `1.${nonce}.${'x'.repeat(43)}`];
    for (const form_token of [fresh, undefined, ...forged]) {
      const res = await post({ contact_request: guestRequest(email), form_token }, { ip: '203.0.113.11' });
      expect(res.statusCode, String(form_token)).toBe(422);
      expect(res.json()).toEqual(REFUSED);
    }
    expect(await storedFrom(email)).toEqual([]);
    // The same form, a few seconds later, goes through: a quick person is not locked out.
    advanceClock(CONTACT_FORM_MIN_FILL_MS);
    const res = await post(
      { contact_request: guestRequest(email), form_token: fresh },
      { ip: '203.0.113.11' },
    );
    expect(res.statusCode).toBe(201);
  });

  it('takes a form token once: a replay, from any address and e-mail, gets the same refusal', async () => {
    const form_token = await filledFormToken();
    const first = await post({ contact_request: guestRequest('una.vez@example.pe'), form_token });
    expect(first.statusCode).toBe(201);
    for (const [email, ip] of [
      ['una.vez@example.pe', '203.0.113.10'],
      ['otra.direccion@example.pe', '203.0.113.12'],
    ] as const) {
      const replay = await post({ contact_request: guestRequest(email), form_token }, { ip });
      expect(replay.statusCode, email).toBe(422);
      expect(replay.json()).toEqual(REFUSED);
    }
    expect(await storedFrom('otra.direccion@example.pe')).toEqual([]);
    expect(await storedFrom('una.vez@example.pe')).toHaveLength(1);
  });

  it('takes a token once even when two sends race with it', async () => {
    const form_token = await filledFormToken();
    const sends = await Promise.all(
      ['carrera.uno@example.pe', 'carrera.dos@example.pe'].map((email, i) =>
        post({ contact_request: guestRequest(email), form_token }, { ip: `203.0.113.${20 + i}` }),
      ),
    );
    expect(sends.map((res) => res.statusCode).sort()).toEqual([201, 422]);
  });

  it('gives forms opened in the same millisecond tokens of their own, each good once', async () => {
    const at = Date.now();
    setClock(() => new Date(at));
    const [one, two] = [await formToken(), await formToken()];
    expect(one).not.toBe(two);
    setClock(() => new Date(at + CONTACT_FORM_MIN_FILL_MS));
    for (const [form_token, email] of [
      [one, 'mismo.ms.uno@example.pe'],
      [two, 'mismo.ms.dos@example.pe'],
    ] as const) {
      const res = await post({ contact_request: guestRequest(email), form_token }, { ip: '203.0.113.30' });
      expect(res.statusCode, email).toBe(201);
    }
  });

  it('does not use up the token of a send that stored nothing', async () => {
    const form_token = await filledFormToken();
    const invalid = await post({ contact_request: { ...guestRequest('x'), name: '' }, form_token });
    expect(invalid.statusCode).toBe(422);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/properties/no-existe/contact_requests',
      remoteAddress: '203.0.113.31',
      headers: { 'x-csrf-token': CSRF },
      cookies: { csrf_token: CSRF },
      payload: { contact_request: guestRequest('sin.propiedad@example.pe'), form_token },
    });
    expect(missing.statusCode).toBe(404);
    const res = await post(
      { contact_request: guestRequest('corregido@example.pe'), form_token },
      { ip: '203.0.113.31' },
    );
    expect(res.statusCode).toBe(201);
  });

  it('validates a guest form with the same Spanish messages', async () => {
    const res = await post({
      contact_request: { ...guestRequest('x'), name: '' },
      form_token: await filledFormToken(),
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors.join(' | ');
    expect(errors).toContain('El nombre es requerido');
    expect(errors).toContain('Ingresa un correo válido');
  });

  it('limits a guest to 5 inquiries an hour per e-mail, whatever the address', async () => {
    const email = 'prolific.guest@example.pe';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const form_token = await filledFormToken();
      statuses.push(
        (await post({ contact_request: guestRequest(email), form_token }, { ip: `198.51.100.${i + 1}` }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('counts an address with a +tag, or in other letter case, as the same sender, and stores it as written', async () => {
    const sends = [
      'victima@example.pe',
      'victima@example.pe',
      'Victima@Example.pe',
      'victima+1@example.pe',
      ' VICTIMA+casa@example.pe ',
      'victima+2@example.pe',
      'victima+@example.pe',
    ];
    const statuses: number[] = [];
    for (const [i, email] of sends.entries()) {
      const form_token = await filledFormToken();
      const res = await post(
        { contact_request: guestRequest(email), form_token },
        { ip: `198.51.100.${40 + i}` },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(await storedFrom('victima+casa@example.pe')).toHaveLength(1);
    expect(await storedFrom('victima+2@example.pe')).toEqual([]);
  });

  it('limits each address to 20 inquiries an hour, whatever the e-mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const form_token = await filledFormToken();
      const res = await post(
        { contact_request: guestRequest(`guest${i}@example.pe`), form_token },
        { ip: '198.51.100.99' },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
