import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { isBlockedAddress } from './blocked-addresses.ts';

/*
 * The one way the server fetches an address a user gave it (an imported photo, a feed): http and https only;
 * the address every connection really goes to is checked after DNS (blocked-addresses.ts), on every redirect
 * (at most 3), so neither a name that resolves to 127.0.0.1 nor a redirect to the metadata address gets
 * through; the whole exchange is bounded in time (a server that trickles bytes is cut off) and the body in
 * size, counted while it streams. `allowHosts` names hosts exempt from the address check (tests' local
 * server, an operator's intranet: IMPORT_FETCH_ALLOW_HOSTS), never by default. A POST (a webhook delivery)
 * sends its body once, follows no redirect (its answer, 3xx included, is the endpoint's) and reads only the
 * answer's status.
 */

interface OutgoingFetchOptions {
  maxBytes: number;
  /** Host names (lower case) that may resolve to a blocked address. */
  allowHosts: readonly string[];
  timeoutMs?: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
  /** GET unless told; a POST carries `body`. */
  method?: 'GET' | 'POST';
  body?: string;
}

interface OutgoingResponse {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
  url: string;
}

/** Why a fetch was refused or failed, in Spanish (it ends up in a row's warning or a feed's status). */
export class OutgoingFetchError extends Error {
  /**
   * @param retryable the server may answer later (it did not in time, or could not be reached): a job may
   * try again; a refused address or a file too big will be refused again.
   */
  constructor(
    message: string,
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'OutgoingFetchError';
  }
}

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_REDIRECTS = 3;
const PRIVATE = 'la dirección apunta a una red privada o local';

/** A DNS lookup that refuses blocked answers, unless the host is allowed. */
function guardedLookup(allowHosts: readonly string[]): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const allowed = allowHosts.includes(hostname.toLowerCase());
      const usable = allowed ? addresses : addresses.filter((a) => !isBlockedAddress(a.address));
      if (usable.length === 0) return callback(new OutgoingFetchError(PRIVATE), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      const first = usable[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

function parseUrl(address: string): URL {
  try {
    return new URL(address);
  } catch {
    throw new OutgoingFetchError('la dirección no es válida');
  }
}

function checkUrl(url: URL, allowHosts: readonly string[]): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutgoingFetchError('solo se aceptan direcciones http o https');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  // An IP literal skips DNS, so the lookup never sees it: checked here.
  if (isIP(host) && !allowHosts.includes(host) && isBlockedAddress(host))
    throw new OutgoingFetchError(PRIVATE);
}

function requestOnce(
  url: URL,
  options: OutgoingFetchOptions,
  signal: AbortSignal,
): Promise<OutgoingResponse> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: options.method ?? 'GET',
        lookup: guardedLookup(options.allowHosts),
        signal,
        headers: options.headers,
        agent: false,
      },
      (response) => {
        // A POST's caller reads only the status: the endpoint's body, of any size, is not read at all.
        if (options.method === 'POST') {
          response.destroy();
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.alloc(0),
            url: url.href,
          });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(new OutgoingFetchError(`el archivo supera ${Math.round(options.maxBytes / 1048576)} MB`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            url: url.href,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/**
 * Whether the guard lets `address` through now, checked as a fetch would (scheme, IP literal, every address
 * its name resolves to) without connecting: a webhook address is refused when saved, and again when sent.
 */
export async function checkOutgoingAddress(address: string, allowHosts: readonly string[]): Promise<void> {
  const url = parseUrl(address);
  checkUrl(url, allowHosts);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host)) return;
  await new Promise<void>((resolve, reject) => {
    guardedLookup(allowHosts)(host, { all: true }, (err) => {
      if (err instanceof OutgoingFetchError) reject(err);
      else if (err) reject(new OutgoingFetchError('el nombre del servidor no existe'));
      else resolve();
    });
  });
}

/** GET `address` within the guard; follows at most 3 redirects, each checked like the first address. */
export async function outgoingFetch(
  address: string,
  options: OutgoingFetchOptions,
): Promise<OutgoingResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let url = parseUrl(address);
  for (let redirects = 0; ; redirects += 1) {
    checkUrl(url, options.allowHosts);
    let response: OutgoingResponse;
    try {
      response = await requestOnce(url, options, signal);
    } catch (err) {
      if (err instanceof OutgoingFetchError) throw err;
      if (signal.aborted) throw new OutgoingFetchError('el servidor no respondió a tiempo', true);
      throw new OutgoingFetchError('no se pudo conectar con el servidor', true);
    }
    const location = response.headers.location;
    if (options.method === 'POST') return response;
    if (response.status < 300 || response.status >= 400 || !location) return response;
    if (redirects >= (options.maxRedirects ?? DEFAULT_MAX_REDIRECTS)) {
      throw new OutgoingFetchError('demasiadas redirecciones');
    }
    url = new URL(location, url);
  }
}
