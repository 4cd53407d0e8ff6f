import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { buildProperty } from './factories/properties.ts';

const databaseUrl = process.env.DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../../..');

/** The README's backup and restore commands, as an operator copies them. */
async function documentedCommands(): Promise<{ backup: string; restore: string }> {
  const readme = await fs.readFile(path.join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('**Backups.**'), readme.indexOf('**Upgrade.**'));
  const command = (program: string) => {
    const found = section.match(new RegExp(`(?:^|\`)(${program} [^\`\\n]+)`, 'm'))?.[1];
    if (!found) throw new Error(`README's Backups names no ${program} command`);
    return found.trim();
  };
  return { backup: command('pg_dump'), restore: command('pg_restore') };
}

/** Runs a shell line with DATABASE_URL set, as an operator's shell would; never throws. */
async function shell(line: string, cwd: string, url: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)('bash', ['-c', line], {
      cwd,
      env: { ...process.env, DATABASE_URL: url },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** This test's own scratch database beside the test database (`<name>_restore`), created and dropped here. */
function scratchUrl(url: string): { url: string; name: string } {
  const parsed = new URL(url);
  const name = `${parsed.pathname.slice(1)}_restore`;
  parsed.pathname = `/${name}`;
  return { url: parsed.toString(), name };
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function count(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
    return Number(rows[0]?.n);
  } finally {
    await client.end();
  }
}

/*
 * What README.md says under "Backups", run as written against the local PostgreSQL: a dump of the
 * database, restored into a new, empty database, then again over that one (now in use). Both restores
 * must succeed (exit 0) and give back the same rows.
 */
describe.skipIf(!databaseUrl)('the documented backup and restore (PostgreSQL only)', () => {
  let t: TestApp;
  let dir: string;
  const scratch = scratchUrl(databaseUrl ?? 'postgres://localhost/none');

  beforeAll(async () => {
    t = await buildTestApp();
    await buildProperty(t.database.db, { title: 'Casa con jardín en Surco' });
    await buildProperty(t.database.db, { title: 'Departamento en Miraflores' });
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'inmoperu-backup-'));
    await onServer(databaseUrl ?? '', `drop database if exists ${scratch.name}`);
    await onServer(databaseUrl ?? '', `create database ${scratch.name}`);
  });
  afterAll(async () => {
    await t?.close();
    await onServer(databaseUrl ?? '', `drop database if exists ${scratch.name} with (force)`);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('backs up, restores into a new database and over it again, with every row back', async () => {
    const { backup, restore } = await documentedCommands();
    const dumped = await shell(backup, dir, databaseUrl ?? '');
    expect(dumped.stderr).toBe('');
    expect(dumped.code).toBe(0);
    const [file] = await fs.readdir(dir);
    expect(file).toMatch(/^inmoperu-\d{4}-\d{2}-\d{2}\.dump$/);

    // The documented line names a dated file: today's. A line without a file would read standard input.
    const dated = /inmoperu-[^\s"']*\.dump/;
    const restoreLine = dated.test(restore) ? restore.replace(dated, file ?? '') : `${restore} < ${file}`;
    for (const target of ['a new database', 'the same database, in use']) {
      const restored = await shell(restoreLine, dir, scratch.url);
      expect({ target, code: restored.code, stderr: restored.stderr }).toEqual({
        target,
        code: 0,
        stderr: '',
      });
      for (const table of ['properties', 'companies', 'users', 'drizzle.__drizzle_migrations']) {
        expect(await count(scratch.url, table)).toBe(await count(databaseUrl ?? '', table));
      }
    }
  }, 120_000);
});
