import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';
import { testAgent } from '@/testing/test-users';
import { mockApi } from './mock-api';

export const prefs = { emailNotifications: true, propertyInquiries: true, systemUpdates: false };
/** GET /me for the signed-in agent. */
export const me = { user: testAgent, notification_preferences: prefs };

type User = ReturnType<typeof userEvent.setup>;

/** Clicks a submit button once the (asynchronous) validation has enabled it. */
export async function submit(user: User, name: string) {
  const button = screen.getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

/** A response the test releases when it wants, to observe busy states. */
export function deferred() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** Opens /settings signed in as the agent, with `handlers` beside GET /me. */
export function openSettings(handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ 'GET /me': () => jsonResponse(me), ...handlers });
  signIn('tok', testAgent);
  const user = userEvent.setup({ delay: null });
  const view = renderApp('/settings');
  return { fetchMock, user, view };
}

/**
 * The settings page's code is loaded once before a file's tests (the first render would otherwise wait for
 * it); each test's stubs go afterwards.
 */
export function setUpSettingsPage() {
  beforeAll(async () => {
    await import('../routes/settings-page');
  }, 60_000);
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
