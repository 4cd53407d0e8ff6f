import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { TestClient } from './http-client.ts';

export interface TestAppFixture extends TestApp {
  /** A client that talks to this app as the web client does. */
  client: TestClient;
}

/**
 * The app of a test file, or of the describe block it is called in: built on a fresh database before its
 * tests, closed after them. Its fields exist once the tests run (read them in tests and hooks, not at the
 * top of the file).
 */
export function useTestApp(env: Record<string, string> = {}): TestAppFixture {
  let built: TestApp | undefined;
  const current = (): TestApp => {
    if (!built) throw new Error('useTestApp: the app exists only while the tests run');
    return built;
  };
  beforeAll(async () => {
    built = await buildTestApp(env);
  });
  const close = async () => {
    const closing = built;
    built = undefined;
    await closing?.close();
  };
  afterAll(close);
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get database() {
      return current().database;
    },
    get dataDir() {
      return current().dataDir;
    },
    close,
    client: new TestClient(() => current().app),
  };
}
