import { createPath, parsePath, type Path, type To } from './path';

/** How the current entry was reached: a new entry, a replaced one, or back/forward (and the first load). */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** A history entry as the app sees it. */
export interface Location<State = unknown> extends Path {
  /** What the navigation carried along (not in the address; survives a reload in the browser). */
  state: State;
  /** The entry's own identity, kept across reloads: "default" for the first entry of a fresh tab. */
  key: string;
}

export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

/**
 * The browser's session history (or an in-memory one, for tests), reporting every change to its
 * listeners synchronously: pushes and replaces as well as back/forward.
 */
export interface RouterHistory {
  readonly action: NavigationType;
  readonly location: Location;
  push(to: Path, state?: unknown): void;
  replace(to: Path, state?: unknown): void;
  go(delta: number): void;
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

const createKey = () => Math.random().toString(36).slice(2, 10);

/** The browser history's own record in `history.state`: the app's state, the entry's key and its index. */
interface EntryRecord {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/**
 * The tab's history. Entries carry `{ usr, key, idx }` in `history.state`, the record React Router kept,
 * so the scroll positions saved by earlier versions of the app (by entry key) still apply.
 */
export function createBrowserHistory(): RouterHistory {
  const global = window.history;
  const listeners = new Set<(update: HistoryUpdate) => void>();
  const record = (): EntryRecord => (global.state as EntryRecord | null) ?? {};
  let action: NavigationType = 'POP';
  let index = record().idx;
  if (index === undefined) {
    index = 0;
    global.replaceState({ ...record(), idx: index }, '');
  }

  const current = (): Location => {
    const { pathname, search, hash } = window.location;
    const { usr = null, key = 'default' } = record();
    return { pathname, search, hash, state: usr, key };
  };
  const notify = () => {
    const update = { action, location: current() };
    for (const listener of listeners) listener(update);
  };
  const write = (method: 'pushState' | 'replaceState', to: Path, state: unknown) => {
    const url = createPath(to);
    const entry: EntryRecord = { usr: state, key: createKey(), idx: index };
    try {
      global[method](entry, '', url);
    } catch (error) {
      // Safari limits history writes per second; state that cannot be cloned is the caller's bug.
      if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
      window.location[method === 'pushState' ? 'assign' : 'replace'](url);
      return;
    }
    notify();
  };
  const onPop = () => {
    action = 'POP';
    index = record().idx ?? index;
    notify();
  };

  return {
    get action() {
      return action;
    },
    get location() {
      return current();
    },
    push(to, state = null) {
      action = 'PUSH';
      index = (index ?? 0) + 1;
      write('pushState', to, state);
    },
    replace(to, state = null) {
      action = 'REPLACE';
      write('replaceState', to, state);
    },
    go: (delta) => global.go(delta),
    listen(listener) {
      if (listeners.size === 0) window.addEventListener('popstate', onPop);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', onPop);
      };
    },
  };
}

/** A history kept in memory, for tests: the first entry's key is "default", as in a fresh tab. */
export function createMemoryHistory({
  initialEntries = ['/'],
  initialIndex,
}: { initialEntries?: To[]; initialIndex?: number } = {}): RouterHistory {
  const toLocation = (to: To, state: unknown, key: string): Location => ({
    pathname: '/',
    search: '',
    hash: '',
    ...(typeof to === 'string' ? parsePath(to) : to),
    state,
    key,
  });
  const entries = initialEntries.map((to, i) => toLocation(to, null, i === 0 ? 'default' : createKey()));
  const clamp = (n: number) => Math.min(Math.max(n, 0), entries.length - 1);
  let index = clamp(initialIndex ?? entries.length - 1);
  let action: NavigationType = 'POP';
  const listeners = new Set<(update: HistoryUpdate) => void>();
  const notify = () => {
    const update = { action, location: entries[index] as Location };
    for (const listener of listeners) listener(update);
  };

  return {
    get action() {
      return action;
    },
    get location() {
      return entries[index] as Location;
    },
    push(to, state = null) {
      action = 'PUSH';
      index += 1;
      entries.splice(index, entries.length, toLocation(to, state, createKey()));
      notify();
    },
    replace(to, state = null) {
      action = 'REPLACE';
      entries[index] = toLocation(to, state, createKey());
      notify();
    },
    go(delta) {
      action = 'POP';
      index = clamp(index + delta);
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
