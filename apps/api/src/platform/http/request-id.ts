import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { TrustProxy } from '../config/trust-proxy.ts';

// What a proxy's id may look like: short, printable, nothing that could split a log line or a header.
const ACCEPTED_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Fastify's `genReqId`: the `X-Request-Id` a trusted proxy sent (so one id follows a request from the load
 * balancer's log to ours), otherwise a random UUID. A client talking to us directly must not choose the id
 * that ties our log lines together, and a per-process counter would repeat across processes and restarts.
 */
export function requestIdGenerator(trustProxy: TrustProxy): (req: IncomingMessage) => string {
  const trusted = trustedPeer(trustProxy);
  return (req) => {
    const header = req.headers['x-request-id'];
    if (typeof header === 'string' && ACCEPTED_ID.test(header) && trusted(req.socket.remoteAddress))
      return header;
    return randomUUID();
  };
}

/** Whether the TCP peer is one of the proxies TRUST_PROXY names (a hop count or `true`: whoever connects). */
function trustedPeer(trustProxy: TrustProxy): (address: string | undefined) => boolean {
  if (trustProxy === false || trustProxy === 0) return () => false;
  if (trustProxy === true || typeof trustProxy === 'number') return () => true;
  const list = new net.BlockList();
  const loopback = ['127.0.0.0/8', '::1/128'];
  const linklocal = ['169.254.0.0/16', 'fe80::/10'];
  const uniquelocal = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'];
  const named: Record<string, string[]> = { loopback, linklocal, uniquelocal };
  for (const entry of trustProxy.flatMap((e) => named[e] ?? [e])) {
    const [address = '', bits] = entry.split('/');
    const type = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (!address) return false;
    // An IPv4 client of a dual-stack socket arrives as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
    return list.check(plain, net.isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}
