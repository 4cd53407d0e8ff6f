import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { OutboxMessage } from './outbox.ts';

/** The link of the confirmation e-mail (the API's confirm_email, which redirects to the screen). */
export const confirmLinkPattern = /https?:\/\/[^\s"<>]+\/api\/v1\/auth\/confirm_email\?token=[\w%-]+/;
/** The link of the password-reset e-mail. */
export const resetLinkPattern = /https?:\/\/[^\s"<>]+\/api\/v1\/auth\/reset_password\?token=[\w%-]+/;

export interface TestAccount {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  company_name: string;
}

/** A new person with an address no other test uses. */
export function newAccount(label: string): TestAccount {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    first_name: 'Lucía',
    last_name: 'Mamani',
    email: `${label}-${id}@e2e.inmoperu.pe`,
    phone: '+51 987 654 321',
    password: `clave segura ${id}`,
    company_name: `Inmobiliaria ${label} ${id}`,
  };
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

const csrf = 'e2e-csrf-token';

/** Calls the real API from the test process (with the anti-forgery pair a browser would send). */
export async function callApi(
  path: string,
  options: { method?: string; body?: unknown; token?: string } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Cookie: `csrf_token=${csrf}`,
    'X-CSRF-Token': csrf,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${inject('baseURL')}/api/v1${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** Registers through the API, as the form would (optional company fields empty). */
export async function registerThroughApi(account: TestAccount): Promise<void> {
  const answer = await callApi('/auth/register', {
    method: 'POST',
    body: {
      ...account,
      password_confirmation: account.password,
      company_about: '',
      company_website: '',
      company_phone: '',
      company_facebook: '',
      company_instagram: '',
    },
  });
  if (answer.status !== 201)
    throw new Error(`register answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

/** Signs in through the API and returns the session token. */
export async function signInThroughApi(email: string, password: string): Promise<string> {
  const answer = await callApi('/auth/login', { method: 'POST', body: { email, password } });
  const token = (answer.body as { token?: unknown } | null)?.token;
  if (answer.status !== 200 || typeof token !== 'string') throw new Error(`login answered ${answer.status}`);
  return token;
}

/**
 * Signs in through the browser's own API requests (anti-forgery cookie + header) and stores the session as
 * the login screen does, without going through it; returns the session token.
 */
export async function signInWithStoredSession(page: Page, email: string, password: string): Promise<string> {
  const csrf = (await (await page.request.get('/api/v1/csrf')).json()) as { csrf_token: string };
  const response = await page.request.post('/api/v1/auth/login', {
    data: { email, password },
    headers: { 'X-CSRF-Token': csrf.csrf_token },
  });
  expect(response.status()).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.goto('/');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return token;
}

/**
 * The outbox messages to one address, oldest first. Unlike `readOutbox`, skips the transport's
 * half-written `.tmp-*` files and files renamed away while reading, which appear while the server writes.
 */
function readMessagesTo(to: string): OutboxMessage[] {
  const dir = path.join(inject('dataDir'), 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.json') && !f.startsWith('.'))
      .sort();
  } catch {
    return [];
  }
  const messages: OutboxMessage[] = [];
  for (const file of files) {
    try {
      messages.push(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as OutboxMessage);
    } catch {
      // Gone or still being written: the next poll sees it complete.
    }
  }
  return messages.filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** Waits until `count` messages to `to` are in the outbox and returns them, oldest first. */
export async function waitForMessages(
  to: string,
  count: number,
  timeoutMs = 15_000,
): Promise<OutboxMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = readMessagesTo(to);
    if (messages.length >= count) return messages;
    if (Date.now() > deadline) throw new Error(`${messages.length} of ${count} e-mails to ${to} arrived`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Waits for a message to `to` with a link matching `pattern` and returns the newest such link. */
export async function waitForLinkTo(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const message of readMessagesTo(to).reverse()) {
      const link = message.text.match(pattern)?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} with a link matching ${pattern}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first link of a message matching `pattern`. */
export function linkIn(message: OutboxMessage | undefined, pattern: RegExp): string {
  const link = message?.text.match(pattern)?.[0];
  if (!link) throw new Error(`no link matching ${pattern} in ${message?.subject ?? 'no message'}`);
  return link;
}

/** Fills the required fields of /register (the company block's optional fields stay empty). */
export async function fillRegisterForm(page: Page, account: TestAccount): Promise<void> {
  await page.getByLabel('Nombres', { exact: true }).fill(account.first_name);
  await page.getByLabel('Apellidos', { exact: true }).fill(account.last_name);
  await page.getByLabel('Correo electrónico', { exact: true }).fill(account.email);
  await page.getByLabel('Teléfono', { exact: true }).fill(account.phone);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill(account.password);
  await page.getByLabel('Nombre de la empresa', { exact: true }).fill(account.company_name);
}

/** Fills and submits the form of /login (the page must be showing it). */
export async function submitLoginForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
}

/** Waits for the browser to show `pathname` (and, when given, exactly `search`). */
export async function waitForAddress(page: Page, pathname: string, search?: string): Promise<void> {
  await page.waitForURL(
    (url) => url.pathname === pathname && (search === undefined || url.search === search),
  );
}

/**
 * Waits until the login screen has given way to the next one. The address changes first, while the
 * next screen's code may still be loading; a menu opened before that commits would close again.
 */
export async function waitForLoginScreenToLeave(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' }).waitFor({ state: 'detached' });
}

/**
 * Runs `step` with the header's user menu open. The menu belongs to the history entry it was opened on
 * (it closes on navigation), so when something (the sign-in's redirect, say) replaces the entry right
 * after it opened, it is opened again and the step retried instead of failing.
 */
async function withUserMenuOpen(page: Page, what: string, step: () => Promise<void>): Promise<void> {
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menú de usuario' });
  for (let attempt = 1; ; attempt++) {
    if ((await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click();
    try {
      await step();
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`the user menu closed before ${what} (attempt ${attempt}, at ${page.url()})`);
    }
  }
}

/** Opens the header's user menu and waits until `visibleText` shows in it. */
export async function openUserMenu(page: Page, visibleText: string): Promise<void> {
  const text = page.getByRole('banner').getByText(visibleText);
  await withUserMenuOpen(page, `it showed "${visibleText}"`, () => text.waitFor({ timeout: 5_000 }));
}

/** Signs out from the header's user menu. */
export async function signOutFromHeader(page: Page): Promise<void> {
  const signOut = page.getByRole('banner').getByRole('menuitem', { name: 'Cerrar Sesión' });
  await withUserMenuOpen(page, '"Cerrar Sesión" was clicked', () => signOut.click({ timeout: 5_000 }));
}
