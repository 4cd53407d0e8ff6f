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

  it('stops the server at boot with the variable named', () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    let output = '';
    let status = 0;
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: root,
        env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' },
        stdio: 'pipe',
        encoding: 'utf8',
      });
    } catch (err) {
      const e = err as { status: number; stderr: string };
      status = e.status;
      output = e.stderr;
    }
    expect(status).toBe(78);
    expect(output).toContain('PORT');
    expect(output).toContain('not-a-port');
  });
});
