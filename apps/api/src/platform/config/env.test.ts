import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('environment validation', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.TREND_REFRESH_SECONDS).toBe(300);
  });

  it('names every bad variable in its message', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', TREND_REFRESH_SECONDS: '5' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const { problems } = err as ConfigError;
      expect(problems.some((p) => p.startsWith('PORT:'))).toBe(true);
      expect(problems.some((p) => p.startsWith('DATABASE_URL:'))).toBe(true);
      expect(problems.some((p) => p.startsWith('LOG_LEVEL:'))).toBe(true);
      expect(problems.some((p) => p.startsWith('TREND_REFRESH_SECONDS:'))).toBe(true);
      // In Spanish, like every other message of the product, also where the rule has no text of its own.
      expect(problems).toContain('PORT: Entrada inválida: se esperaba número, recibido NaN');
      expect(problems).toContain('DATABASE_URL: debe empezar con postgres:// o postgresql://');
    }
  });

  it('takes EXCHANGE_RATE between 0 and 100 soles per dollar, 3.75 by default', () => {
    expect(loadConfig({}).EXCHANGE_RATE).toBe(3.75);
    expect(loadConfig({ EXCHANGE_RATE: '3.912' }).EXCHANGE_RATE).toBe(3.912);
    for (const bad of ['0', '100', '-1', 'tres']) {
      try {
        loadConfig({ EXCHANGE_RATE: bad });
        expect.unreachable();
      } catch (err) {
        expect((err as ConfigError).problems.some((p) => p.startsWith('EXCHANGE_RATE:'))).toBe(true);
      }
    }
  });

  it('takes a read replica only beside a PostgreSQL primary, 10 s of lag at most by default', () => {
    const primary = 'postgres://u@db:5432/inmo';
    const config = loadConfig({
      DATABASE_URL: primary,
      DATABASE_REPLICA_URL: 'postgres://u@replica:5432/inmo',
    });
    expect(config.DATABASE_REPLICA_MAX_LAG_SECONDS).toBe(10);
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://u@replica:5432/inmo' })).toThrow(
      /DATABASE_REPLICA_URL: necesita DATABASE_URL/,
    );
    expect(() =>
      loadConfig({
        DATABASE_URL: primary,
        DATABASE_REPLICA_URL: 'mysql://x',
        DATABASE_REPLICA_MAX_LAG_SECONDS: '0',
      }),
    ).toThrow(/DATABASE_REPLICA_URL[\s\S]*DATABASE_REPLICA_MAX_LAG_SECONDS/);
  });

  it('bounds every wait on the database and on a request, with documented defaults', () => {
    const config = loadConfig({});
    expect(config.DB_CONNECT_TIMEOUT_MS).toBe(5000);
    expect(config.DB_STATEMENT_TIMEOUT_MS).toBe(15_000);
    expect(config.REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(config.UPLOAD_SWEEP_SECONDS).toBe(3600);
    try {
      loadConfig({
        DB_CONNECT_TIMEOUT_MS: '0',
        DB_STATEMENT_TIMEOUT_MS: 'forever',
        REQUEST_TIMEOUT_MS: '10',
        UPLOAD_SWEEP_SECONDS: '1',
      });
      expect.unreachable();
    } catch (err) {
      const names = (err as ConfigError).problems.map((p) => p.split(':')[0]).sort();
      expect(names).toEqual([
        'DB_CONNECT_TIMEOUT_MS',
        'DB_STATEMENT_TIMEOUT_MS',
        'REQUEST_TIMEOUT_MS',
        'UPLOAD_SWEEP_SECONDS',
      ]);
    }
  });

  it('sizes the PostgreSQL pool with DB_POOL_SIZE: 10 connections by default, 1 to 1000', () => {
    expect(loadConfig({}).DB_POOL_SIZE).toBe(10);
    expect(loadConfig({ DB_POOL_SIZE: '40' }).DB_POOL_SIZE).toBe(40);
    for (const bad of ['0', '1001', '2.5', 'muchas']) {
      expect(() => loadConfig({ DB_POOL_SIZE: bad })).toThrow(/DB_POOL_SIZE: /);
    }
  });

  it('waits DB_STARTUP_LOCK_WAIT_SECONDS for another process migrating, 600 s by default', () => {
    expect(loadConfig({}).DB_STARTUP_LOCK_WAIT_SECONDS).toBe(600);
    expect(() => loadConfig({ DB_STARTUP_LOCK_WAIT_SECONDS: '5' })).toThrow(/DB_STARTUP_LOCK_WAIT_SECONDS: /);
  });

  it('stops the server at boot with the variable named', () => {
    const root = path.resolve(import.meta.dirname, '../../../../..');
    let output = '';
    let status = 0;
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: 'not-a-port',
          DATABASE_URL: 'mysql://admin:s3cr3t-Pa55@db.example/inmo',
          SIGNING_SECRET: 'short-s3cr3t',
        },
        stdio: 'pipe',
        encoding: 'utf8',
      });
    } catch (err) {
      const e = err as { status: number; stdout: string; stderr: string };
      status = e.status;
      output = e.stdout + e.stderr;
    }
    expect(status).toBe(78);
    // One JSON line in the server's log format, naming each variable and its rule, never the value.
    const line = JSON.parse(output.trim().split('\n').at(-1) ?? '') as { problems: string[] };
    expect(line.problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'PORT',
      'SIGNING_SECRET',
    ]);
    expect(output).not.toContain('not-a-port');
    expect(output).not.toContain('s3cr3t');
  });

  it('never quotes the value of a bad variable', () => {
    try {
      loadConfig({ DATABASE_URL: 'mysql://admin:s3cr3t-Pa55@db/x', SIGNING_SECRET: 's3cr3t-short' });
      expect.unreachable();
    } catch (err) {
      const message = (err as ConfigError).message;
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('SIGNING_SECRET');
      expect(message).not.toContain('s3cr3t');
    }
  });

  it('loads the demo data on an empty database by default, except under NODE_ENV=production', () => {
    expect(loadConfig({}).SEED_ON_EMPTY).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_ON_EMPTY).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_ON_EMPTY: 'true' }).SEED_ON_EMPTY).toBe(true);
    expect(loadConfig({ SEED_ON_EMPTY: 'false' }).SEED_ON_EMPTY).toBe(false);
  });

  it("accepts Fastify's forms of TRUST_PROXY and refuses anything else", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).TRUST_PROXY).toEqual([
      'loopback',
      'uniquelocal',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '300.1.1.1', 'lb.internal']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
  });
});
