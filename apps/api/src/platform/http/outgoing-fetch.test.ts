import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMediaServer, type MediaServer } from '../../../test/media-server.ts';
import { isBlockedAddress } from './blocked-addresses.ts';
import { outgoingFetch } from './outgoing-fetch.ts';

/*
 * The outgoing-fetch guard: what it refuses (loopback, private and link-local addresses, by IP or by a name
 * that resolves to one, also behind a redirect), what it bounds (size, time, redirects), and that a host
 * named in allowHosts (the tests' local server) is the only way to reach a local address.
 */

describe('outgoingFetch', () => {
  let server: MediaServer;
  const allowed = { maxBytes: 1024 * 1024, allowHosts: ['127.0.0.1'] };
  const guarded = { maxBytes: 1024 * 1024, allowHosts: [] };

  beforeAll(async () => {
    server = await startMediaServer();
  });
  afterAll(async () => server.close());

  it('refuses loopback, private, link-local and metadata addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00:ec2::254',
      'fe80::1',
      '::ffff:127.0.0.1',
      '224.0.0.1',
      '0.0.0.0',
    ]) {
      expect(isBlockedAddress(address), address).toBe(true);
    }
    expect(isBlockedAddress('8.8.8.8')).toBe(false);
    expect(isBlockedAddress('2606:4700::1111')).toBe(false);
  });

  it('refuses a local server unless its host is allowed', async () => {
    await expect(outgoingFetch(server.url('/foto.jpg'), guarded)).rejects.toThrow(
      'la dirección apunta a una red privada o local',
    );
    const response = await outgoingFetch(server.url('/foto.jpg'), allowed);
    expect(response.status).toBe(200);
    expect(response.body.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('refuses a DNS name that resolves to a private address', async () => {
    const port = new URL(server.url('/')).port;
    await expect(outgoingFetch(`http://localhost:${port}/foto.jpg`, guarded)).rejects.toThrow(
      'la dirección apunta a una red privada o local',
    );
  });

  it('checks every redirect, and follows at most three', async () => {
    await expect(outgoingFetch(server.url('/a-privada'), allowed)).rejects.toThrow(
      'la dirección apunta a una red privada o local',
    );
    await expect(outgoingFetch(server.url('/vuelta'), allowed)).rejects.toThrow('demasiadas redirecciones');
    expect(server.hits('/vuelta')).toBe(4);
  });

  it('bounds the size while streaming and the time of a server that trickles', async () => {
    await expect(outgoingFetch(server.url('/foto.jpg'), { ...allowed, maxBytes: 100 })).rejects.toThrow(
      /supera/,
    );
    await expect(outgoingFetch(server.url('/goteo'), { ...allowed, timeoutMs: 600 })).rejects.toThrow(
      'el servidor no respondió a tiempo',
    );
  });

  it('refuses what is not http or https', async () => {
    await expect(outgoingFetch('file:///etc/passwd', allowed)).rejects.toThrow(
      'solo se aceptan direcciones http o https',
    );
  });
});
