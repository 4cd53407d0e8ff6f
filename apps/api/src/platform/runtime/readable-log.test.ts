import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

/** A stand-in for the standard output: what was written, and whether it is a terminal. */
function output(isTTY: boolean) {
  const lines: string[] = [];
  const stream = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    }),
    { isTTY },
  );
  return { stream, lines };
}

const accounts = [
  { role: 'admin', email: 'admin@inmoperu.pe', password: 'InmoPeru2026!' },
  { role: 'agent', email: 'agente@andesinmobiliaria.pe', password: 'InmoPeru2026!' },
];

describe('the start-up lines', () => {
  it('read as sentences at a terminal: the address on its own line, the demo accounts as a table', async () => {
    const { stream, lines } = output(true);
    const log = createLogger('info', stream);
    log.info({ url: 'http://localhost:3000' }, 'InmoPerú está listo en http://localhost:3000');
    log.info({ accounts }, 'Cuentas de demostración recién creadas');
    log.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}InmoPerú está listo en http:\/\/localhost:3000$/),
      '  url: http://localhost:3000',
      expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}Cuentas de demostración recién creadas$/),
      '  accounts:',
      '    admin  admin@inmoperu.pe  InmoPeru2026!',
      '    agent  agente@andesinmobiliaria.pe  InmoPeru2026!',
    ]);
  });

  it('stay JSON when the output is a file or a pipe', async () => {
    const { stream, lines } = output(false);
    createLogger('info', stream).info({ url: 'http://localhost:3000' }, 'InmoPerú está listo');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 30,
      msg: 'InmoPerú está listo',
      url: 'http://localhost:3000',
    });
  });
});
