import type { FastifyInstance } from 'fastify';

/*
 * A few seconds of memory for the answers a guest gets, which are the same for every guest (the listing
 * pages, a property's detail and the <head> of its page): under load, most requests then cost no query. An
 * entry holds the promise of the answer, so concurrent guests asking the same thing share one load.
 *
 * Staleness: every write through this process's API (any POST, PUT, PATCH or DELETE)
 * empties the cache at once, so an editor never sees their own change late. Writes made by another process
 * on the same database, by a background job (view counts, "Tendencia" scores, the exchange rate seed) or by
 * a command-line tool show once the entry expires: at most GUEST_CACHE_SECONDS later (docs/operations.md).
 * Signed-in viewers never read from it (their answers carry favourites, drafts, edit rights).
 */

/**
 * A bound on the memory (a listing page is ~35 kB): listing URLs are many (filters × pages), and expired
 * entries are dropped as new ones arrive, so only the last few seconds' answers are held.
 */
const MAX_ENTRIES = 1000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

export class GuestAnswerCache {
  private readonly entries = new Map<string, Entry>();

  /** ttlMs 0: no caching at all, every call loads. */
  constructor(private readonly ttlMs: number) {}

  /** The cached answer of `key`, or `load()`'s, kept for ttlMs unless it fails (a failure is not kept). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const at = performance.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > at) return hit.value as Promise<T>;
    if (hit) this.entries.delete(key);
    const value = load();
    this.entries.set(key, { expires: at + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    this.evict(at);
    return value;
  }

  /**
   * Every entry lives ttlMs and is re-inserted when loaded again, so the map's order is the order of
   * expiry: the expired ones are at its front. Past the bound, the oldest live ones go too.
   */
  private evict(at: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expires > at && this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `app.guestAnswers`, emptied after every write request of this process. */
export function registerGuestAnswerCache(app: FastifyInstance, ttlSeconds: number): void {
  const cache = new GuestAnswerCache(ttlSeconds * 1000);
  app.decorate('guestAnswers', cache);
  if (ttlSeconds <= 0) return;
  // Any answer, even an error: a write may fail after committing part of its work. Writes are rare next to
  // reads, so clearing on each costs little. The hook runs after the write's transaction has committed, so
  // a guest read loading in between was started before it and is dropped here too.
  app.addHook('onResponse', async (request) => {
    if (WRITE_METHODS.has(request.method)) cache.clear();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    guestAnswers: GuestAnswerCache;
  }
}
