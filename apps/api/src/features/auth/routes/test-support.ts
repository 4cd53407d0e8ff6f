import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { TestClient, type RequestOptions } from '../../../../test/http-client.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { extractLinks } from '../../../platform/mail/transports/transport.ts';

/*
 * Helpers for the auth API tests (not a test file itself).
 */

export function registrationPayload(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    first_name: 'Rosa',
    last_name: 'Huamán',
    email: `rosa-${Math.random().toString(36).slice(2, 10)}@example.pe`,
    phone: '+51 (1) 234-5678',
    password: 'Miraflores-Sol-2026',
    password_confirmation: 'Miraflores-Sol-2026',
    company_name: 'Inmobiliaria Miraflores',
    company_about: '',
    company_website: '',
    company_phone: '',
    company_facebook: '',
    company_instagram: '',
    ...overrides,
  };
}

export interface OutboxEmail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
  links: string[];
}

/** Every message the `outbox` transport wrote, oldest first. */
export async function readOutbox(outboxDir: string): Promise<OutboxEmail[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) =>
    /^\d+-\d+\.json$/.test(f),
  );
  files.sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]) || a.localeCompare(b));
  return Promise.all(
    files.map(async (file) => {
      const body = JSON.parse(await readFile(path.join(outboxDir, file), 'utf8')) as Omit<
        OutboxEmail,
        'file' | 'links'
      >;
      return { ...body, file, links: extractLinks(body.text) };
    }),
  );
}

/** Sends pending mail now, then returns the messages to `to`, oldest first. */
export async function emailsTo(app: AppInstance, to: string): Promise<OutboxEmail[]> {
  // Some e-mails are queued after the answer (forgot_password): wait for that work first.
  await app.background.settled();
  await app.mail.flush();
  return (await readOutbox(app.config.outboxDir)).filter((m) => m.to === to.toLowerCase());
}

/** The token of the newest e-mail to `to` whose link contains `path`. */
export async function latestToken(app: AppInstance, to: string, pathPart: string): Promise<string> {
  const link = (await emailsTo(app, to))
    .flatMap((m) => m.links)
    .filter((l) => l.includes(pathPart))
    .at(-1);
  if (!link) throw new Error(`no e-mail to ${to} with a link to ${pathPart}`);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`link without token: ${link}`);
  return token;
}

export function redirectTarget(res: LightMyRequestResponse): URL {
  const location = res.headers.location;
  if (res.statusCode !== 302 || typeof location !== 'string') {
    throw new Error(`expected a redirect, got ${res.statusCode}: ${res.body}`);
  }
  return new URL(location, 'http://localhost');
}

/**
 * A TestClient that keeps every answer body, so a test can check at the end that no password hash and
 * no e-mail token ever left the server in JSON (session tokens are expected in the login answer only).
 */
export class AuditedClient extends TestClient {
  readonly bodies: { url: string; body: string }[] = [];

  override async request(
    method: Parameters<TestClient['request']>[0],
    url: string,
    options?: RequestOptions,
  ): Promise<LightMyRequestResponse> {
    const res = await super.request(method, url, options);
    this.bodies.push({ url, body: res.body });
    return res;
  }

  /** Answers containing any of the given secrets, or anything that looks like a hash. */
  leaks(secrets: string[]): { url: string; found: string }[] {
    const needles = ['$argon2', 'password_hash', 'passwordHash', 'token_hash', 'tokenHash', ...secrets];
    return this.bodies.flatMap(({ url, body }) =>
      needles.filter((needle) => needle && body.includes(needle)).map((found) => ({ url, found })),
    );
  }
}

export type Payload = InjectOptions['payload'];
