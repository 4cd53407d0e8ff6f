import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitLoginForm, waitForAddress } from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';

/*
 * A CRM connects (docs/product/partner-api.md): the company_admin creates a key on the Integraciones page
 * and sees it once, and sets the webhook to a receiver on this machine (allowed by IMPORT_FETCH_ALLOW_HOSTS
 * in the test server's environment); this script, as the CRM, upserts two listings with the key; they
 * appear in the public search, in the page's activity, and as signed deliveries the receiver verifies and
 * the page lists; the key is revoked and the next call gets 401.
 */

const admin = 'gerente@andesinmobiliaria.pe';
const password = 'InmoPeru2026!';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The CRM's webhook endpoint: records what arrives and answers 204. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/webhooks/inmoperu`, received, close: () => server.close() };
}

/** The docs' verification: HMAC-SHA256 of `timestamp.body` under the secret shown once. */
const signedBy = (secret: string, r: Received) =>
  r.headers['x-inmoperu-signature'] ===
  `v1=${createHmac('sha256', secret)
    .update(`${String(r.headers['x-inmoperu-timestamp'])}.${r.body}`)
    .digest('hex')}`;

async function until<T>(read: () => T | undefined, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('a CRM on the partner API', () => {
  const browser = useBrowser();
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('a company_admin creates a key shown once; two listings sent with it are public and in the activity; revoked, it gets 401', async () => {
    const tag = `crm${Date.now().toString(36)}`;
    const keyName = `CRM ${tag}`;
    const page = await browser.newPage();
    await page.goto('/dashboard/integraciones');
    await waitForAddress(page, '/login', '?returnUrl=%2Fdashboard%2Fintegraciones');
    await submitLoginForm(page, admin, password);
    await page.getByRole('heading', { level: 1, name: 'Integraciones' }).waitFor();

    await page.getByLabel('Nombre de la clave').fill(keyName);
    await page.getByRole('button', { name: 'Crear clave' }).click();
    const key = (await page.getByTestId('new-api-key').textContent()) ?? '';
    expect(key).toMatch(/^inmo_pk_[A-Za-z0-9_-]{43}$/);

    await page.getByLabel('Dirección del webhook').fill(receiver.url);
    await page.getByRole('button', { name: 'Crear webhook' }).click();
    const webhookSecret = (await page.getByTestId('new-webhook-secret').textContent()) ?? '';
    expect(webhookSecret).toMatch(/^whsec_/);

    // The CRM's side: two listings by reference code, with the key as bearer.
    const put = (reference: string, district: string, ubigeo: string) =>
      fetch(`${browser.baseURL}/api/partner/v1/listings/${reference}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          Title: `Departamento ${tag} en ${district}`,
          PublicRemarks: 'Tres dormitorios, cocina abierta y terraza, enviado desde el CRM de la agencia.',
          PropertySubType: 'apartment',
          Operation: 'sale',
          ListPrice: 285000,
          Currency: 'USD',
          Status: 'published',
          Ubigeo: ubigeo,
          UnparsedAddress: 'Av. Principal 610',
          LivingArea: 120,
          BedroomsTotal: 3,
          BathroomsTotalInteger: 2,
        }),
      });
    const first = await put(`${tag}-1`, 'Miraflores', '150122');
    const second = await put(`${tag}-2`, 'Barranco', '150104');
    expect([first.status, second.status]).toEqual([201, 201]);

    // Shown once: after a reload the key is nowhere on the page, only its first characters.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Integraciones' }).waitFor();
    const keys = page.getByRole('list', { name: 'Claves de API' });
    await keys.getByText(keyName).waitFor();
    await keys.getByText(`${key.slice(0, 14)}…`).waitFor();
    expect(await page.content()).not.toContain(key);
    expect(await page.content()).not.toContain(webhookSecret);
    const activity = page.getByRole('list', { name: 'Actividad de la API' });
    for (const reference of [`${tag}-1`, `${tag}-2`]) {
      await activity.getByText(`Creó el aviso ${reference}`).waitFor();
    }

    // The webhook: both publications arrive signed with the secret the page showed.
    const published = await until(() => {
      const mine = receiver.received.filter((r) => r.body.includes(tag));
      return mine.length >= 2 ? mine : undefined;
    }, 30_000);
    for (const r of published) {
      expect(signedBy(webhookSecret, r)).toBe(true);
      expect(JSON.parse(r.body)).toMatchObject({
        type: 'listing.state_changed',
        data: { state: 'published' },
      });
    }
    await page.reload();
    const deliveries = page.getByRole('list', { name: 'Entregas del webhook' });
    for (const reference of [`${tag}-1`, `${tag}-2`]) {
      const item = deliveries.getByRole('listitem').filter({ hasText: reference });
      await item.getByText('Entregado').waitFor();
      await item.getByText(/1 intento · Respuesta 204/).waitFor();
    }

    await page.goto(`/propiedades?search=${tag}`);
    for (const district of ['Miraflores', 'Barranco']) {
      await page
        .getByRole('article')
        .filter({ hasText: `Departamento ${tag} en ${district}` })
        .waitFor({ timeout: 30_000 });
    }

    await page.goto('/dashboard/integraciones');
    await page.getByRole('button', { name: `Revocar la clave ${keyName}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revocar' }).click();
    await page.getByText(`La clave «${keyName}» quedó revocada.`).waitFor();
    const afterRevoke = await fetch(`${browser.baseURL}/api/partner/v1/listings/${tag}-1`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(afterRevoke.status).toBe(401);
    expect(await afterRevoke.json()).toEqual({ error: 'unauthorized', message: 'Clave de API no válida' });
  });
});
