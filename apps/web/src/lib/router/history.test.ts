// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserHistory, type HistoryUpdate } from './history';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('createBrowserHistory', () => {
  it('reports pushes and replaces as they happen, with the state and a new key', () => {
    const history = createBrowserHistory();
    const seen: HistoryUpdate[] = [];
    const stop = history.listen((update) => seen.push(update));
    history.push({ pathname: '/propiedades', search: '?page=2', hash: '' }, { from: 'lista' });
    history.replace({ pathname: '/propiedades', search: '?page=3', hash: '' });
    stop();
    expect(seen.map(({ action, location }) => `${action} ${location.pathname}${location.search}`)).toEqual([
      'PUSH /propiedades?page=2',
      'REPLACE /propiedades?page=3',
    ]);
    expect(seen[0]?.location.state).toEqual({ from: 'lista' });
    expect(seen[0]?.location.key).not.toBe(seen[1]?.location.key);
    expect(window.location.search).toBe('?page=3');
  });

  it("keeps the entry's key and state in history.state, so they survive a reload", () => {
    const first = createBrowserHistory();
    first.push({ pathname: '/a', search: '', hash: '' }, { notices: ['x'] });
    const { key } = first.location;
    // A reload: a new history over the same browser entry.
    const reloaded = createBrowserHistory();
    expect(reloaded.location).toMatchObject({ pathname: '/a', key, state: { notices: ['x'] } });
    expect(window.history.state).toMatchObject({ usr: { notices: ['x'] }, key, idx: 1 });
  });

  it('reports back and forward as POP', () => {
    const history = createBrowserHistory();
    const seen: string[] = [];
    history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
    history.push({ pathname: '/b', search: '', hash: '' });
    window.history.replaceState({ ...window.history.state, idx: 0 }, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(seen).toEqual(['PUSH /b', 'POP /']);
    expect(history.action).toBe('POP');
  });
});
