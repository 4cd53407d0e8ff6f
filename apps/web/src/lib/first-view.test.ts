import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testSearcher } from '@/testing/test-users';

/** The block as the server writes it (apps/api web/first-view.ts). */
function serve(entries: unknown) {
  const script = document.createElement('script');
  script.id = 'first-view';
  script.type = 'application/json';
  script.textContent = typeof entries === 'string' ? entries : JSON.stringify(entries);
  document.body.append(script);
}

/** A fresh copy of the module: it reads the block once per page load. */
async function load() {
  vi.resetModules();
  const session = await import('./session');
  const firstView = await import('./first-view');
  return { ...session, ...firstView };
}

const listing = { properties: [], pagination: { page: 1 } };

describe('takeFirstView', () => {
  beforeEach(() => {
    serve([{ kind: 'listing', params: { page: 1, sort: 'smart_ranking' }, answer: listing }]);
  });
  afterEach(() => {
    document.getElementById('first-view')?.remove();
    localStorage.clear();
  });

  it('hands the answer to the query it names, once, whatever the order of its parameters', async () => {
    const { takeFirstView } = await load();
    expect(takeFirstView('listing', { sort: 'smart_ranking', page: 1 })).toEqual(listing);
    expect(takeFirstView('listing', { sort: 'smart_ranking', page: 1 })).toBeUndefined();
    expect(document.getElementById('first-view')).toBeNull();
  });

  it('hands nothing to another query', async () => {
    const { takeFirstView } = await load();
    expect(takeFirstView('listing', { page: 2, sort: 'smart_ranking' })).toBeUndefined();
    expect(takeFirstView('property', { page: 1, sort: 'smart_ranking' })).toBeUndefined();
  });

  it('hands nothing to a signed-in visitor, whose answers carry favourites', async () => {
    const { signIn, signOut, takeFirstView } = await load();
    signIn('token', testSearcher);
    expect(takeFirstView('listing', { page: 1, sort: 'smart_ranking' })).toBeUndefined();
    signOut();
    expect(takeFirstView('listing', { page: 1, sort: 'smart_ranking' })).toBeUndefined();
  });

  it('ignores a damaged block', async () => {
    document.getElementById('first-view')?.remove();
    serve('[{"kind":');
    const { takeFirstView } = await load();
    expect(takeFirstView('listing', { page: 1, sort: 'smart_ranking' })).toBeUndefined();
  });
});
