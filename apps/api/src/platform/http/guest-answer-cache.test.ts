import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestAnswerCache } from './guest-answer-cache.ts';

describe('GuestAnswerCache', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['performance'] }));
  afterEach(() => vi.useRealTimers());

  it('shares one load among callers until the entry expires, then loads again', async () => {
    const cache = new GuestAnswerCache(2000);
    const load = vi.fn(async () => `respuesta ${load.mock.calls.length}`);
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b]).toEqual(['respuesta 1', 'respuesta 1']);
    vi.advanceTimersByTime(1999);
    expect(await cache.get('k', load)).toBe('respuesta 1');
    vi.advanceTimersByTime(1);
    expect(await cache.get('k', load)).toBe('respuesta 2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load, and clear() forgets everything', async () => {
    const cache = new GuestAnswerCache(60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    expect(await cache.get('k', async () => 'bien')).toBe('bien');
    cache.clear();
    expect(await cache.get('k', async () => 'de nuevo')).toBe('de nuevo');
  });

  it('with a life of 0 every call loads', async () => {
    const cache = new GuestAnswerCache(0);
    const load = vi.fn(async () => 'x');
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
