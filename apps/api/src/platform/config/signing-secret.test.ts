import { mkdtempSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { signingSecret } from './signing-secret.ts';

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'signing-secret-'));

describe('signingSecret', () => {
  it('is SIGNING_SECRET when set, on every process alike', () => {
    const secret = 'a-shared-signing-secret-0123456789abcdef';
    const one = loadConfig({ SIGNING_SECRET: secret, DATA_DIR: freshDataDir() });
    const other = loadConfig({ SIGNING_SECRET: secret, DATA_DIR: freshDataDir() });
    expect(signingSecret(one).equals(signingSecret(other))).toBe(true);
    expect(signingSecret(one).toString('utf8')).toBe(secret);
  });

  it('still reads EMAIL_CHANGE_SECRET, its former name, so a deployment keeps its key', () => {
    const secret = 'the-former-variable-0123456789abcdefghij';
    const config = loadConfig({ EMAIL_CHANGE_SECRET: secret, DATA_DIR: freshDataDir() });
    expect(config.SIGNING_SECRET).toBe(secret);
    expect(signingSecret(config).toString('utf8')).toBe(secret);
  });

  it('unset, keeps one random key per data directory in a file only its owner reads', () => {
    const dataDir = freshDataDir();
    const key = signingSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(key.length).toBe(32);
    const file = path.join(dataDir, 'secrets', 'signing.key');
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64url').equals(key)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(signingSecret(loadConfig({ DATA_DIR: freshDataDir() })).equals(key)).toBe(false);
  });

  it('keeps the key an installation stored under the former file name', () => {
    const dataDir = freshDataDir();
    const former = Buffer.alloc(32, 7);
    mkdirSync(path.join(dataDir, 'secrets'), { recursive: true });
    writeFileSync(path.join(dataDir, 'secrets', 'email-change.key'), former.toString('base64url'));
    expect(signingSecret(loadConfig({ DATA_DIR: dataDir })).equals(former)).toBe(true);
  });
});
