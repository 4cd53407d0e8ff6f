import net from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY in the forms Fastify (proxy-addr) understands:
 * - `false` (default): X-Forwarded-For is ignored, the client is the TCP peer;
 * - `true`: every hop is trusted, so the left-most address, which the client writes itself, wins: only for
 *   a proxy that overwrites the header rather than appending to it;
 * - a hop count (`1` for one load balancer): the address that many hops from the right is the client;
 * - a comma list of addresses, CIDR ranges or proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`):
 *   the right-most address not in the list is the client, so a forged left-most entry is never believed.
 */
export type TrustProxy = boolean | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || address === undefined) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

export const trustProxySchema = z.string().transform((value, ctx): TrustProxy => {
  const text = value.trim();
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      'debe ser true, false, un número de saltos (1 a 99) o una lista separada por comas de direcciones IP o rangos CIDR',
  });
  return z.NEVER;
});

/** Fastify's option (its typings take a hop count as proxy-addr's function: the first `hops` hops are trusted). */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
