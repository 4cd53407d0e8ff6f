import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from './env.ts';

/*
 * The app's one HMAC key. It signs the e-mail-change and unsubscribe links, the guest contact-form tokens and
 * the visitors' `vid` cookies, so every API process must hold the same one: SIGNING_SECRET when set,
 * otherwise 32 random bytes created once in DATA_DIR/secrets (mode 0600). Changing it invalidates the links
 * already sent and the forms already open, and returning visitors count as new.
 */

const KEY_FILE = 'signing.key';
// The file the key was kept in under its former name: an installation that has one keeps its key.
const FORMER_KEY_FILE = 'email-change.key';

const fromFiles = new Map<string, Buffer>();

function readKey(file: string): Buffer | undefined {
  try {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
    return key.length >= 32 ? key : undefined;
  } catch {
    return undefined;
  }
}

/** The signing key of this configuration (the key file is read once per data directory). */
export function signingSecret(config: Pick<AppConfig, 'SIGNING_SECRET' | 'dataDir'>): Buffer {
  if (config.SIGNING_SECRET) return Buffer.from(config.SIGNING_SECRET, 'utf8');
  const cached = fromFiles.get(config.dataDir);
  if (cached) return cached;
  const folder = path.join(config.dataDir, 'secrets');
  let key = readKey(path.join(folder, KEY_FILE)) ?? readKey(path.join(folder, FORMER_KEY_FILE));
  if (!key) {
    key = randomBytes(32);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    writeFileSync(path.join(folder, KEY_FILE), key.toString('base64url'), { mode: 0o600 });
  }
  fromFiles.set(config.dataDir, key);
  return key;
}
