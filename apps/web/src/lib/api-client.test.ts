// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, buildApiUrl } from './api-client';
import { ApiError } from './api-error';
import { registerNavigator } from './navigation';
import { beginSignOut, getSession, signIn, signOut, storageKeys } from './session';
import { jsonResponse } from '@/testing/stub-api';

const user = {
  id: 1,
  email: 'ana@example.pe',
  first_name: 'Ana',
  last_name: 'Pérez',
  role: 'agent' as const,
};

const fetchMock = vi.fn<typeof fetch>();

/** The headers of the n-th fetch call. */
function sentHeaders(call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('calls /api/v1 with the query string and resolves with the JSON answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ properties: [] }));
    await expect(
      apiFetch('/properties', { query: { page: 2, search: '', region: undefined, type: ['a', 'b'] } }),
    ).resolves.toEqual({ properties: [] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/properties?page=2&type=a&type=b');
  });

  it('sends the bearer token of the session', async () => {
    signIn('token-123', user);
    fetchMock.mockResolvedValue(jsonResponse({}));
    await apiFetch('/my_properties');
    expect(sentHeaders().get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no bearer token to login and register', async () => {
    signIn('token-123', user);
    fetchMock.mockImplementation(async () => jsonResponse({}));
    document.cookie = 'csrf_token=c1';
    await apiFetch('/auth/login', { method: 'POST', body: { email: 'a@b.pe', password: 'secreto' } });
    await apiFetch('/auth/register', { method: 'POST', body: {} });
    expect(sentHeaders(0).has('Authorization')).toBe(false);
    expect(sentHeaders(1).has('Authorization')).toBe(false);
  });

  it('sends the anti-forgery cookie value as X-CSRF-Token on a POST, and a JSON body', async () => {
    document.cookie = 'csrf_token=abc%3D123';
    fetchMock.mockResolvedValue(jsonResponse({ id: 9 }, 201));
    await apiFetch('/properties/9/favorite', { method: 'POST', body: { note: 'x' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentHeaders().get('X-CSRF-Token')).toBe('abc=123');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"note":"x"}');
  });

  it('asks GET /api/v1/csrf first when the cookie is missing', async () => {
    fetchMock.mockImplementationOnce(async () => {
      document.cookie = 'csrf_token=fresh';
      return jsonResponse({});
    });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiFetch('/listings/4', { method: 'DELETE' })).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/csrf');
    expect(sentHeaders(1).get('X-CSRF-Token')).toBe('fresh');
  });

  it('sends no anti-forgery header on a GET', async () => {
    document.cookie = 'csrf_token=abc';
    fetchMock.mockResolvedValue(jsonResponse({}));
    await apiFetch('/properties');
    expect(sentHeaders().has('X-CSRF-Token')).toBe(false);
  });

  it('passes FormData through for the browser to encode', async () => {
    document.cookie = 'csrf_token=abc';
    fetchMock.mockResolvedValue(jsonResponse({}));
    const form = new FormData();
    form.append('kind', 'photo');
    await apiFetch('/properties/1/media_assets', { method: 'POST', body: form });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(sentHeaders().has('Content-Type')).toBe(false);
  });

  it('rejects with an ApiError carrying status, code, message, errors and body', async () => {
    const body = {
      error: 'validation_failed',
      message: 'Datos inválidos',
      errors: ['El título es requerido'],
    };
    fetchMock.mockResolvedValue(jsonResponse(body, 422));
    const error = await apiFetch('/properties').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Datos inválidos',
      errors: ['El título es requerido'],
      body,
    });
  });

  it('rejects with a status-0 ApiError when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/properties')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('apiFetch on a 401', () => {
  const navigate = vi.fn();
  let unregister: () => void = () => undefined;

  beforeEach(() => {
    navigate.mockReset();
    unregister = registerNavigator(navigate);
    window.history.pushState({}, '', '/dashboard/properties?page=2');
    localStorage.setItem(storageKeys.notificationSettings, '{"email":true}');
    signIn('expired', user);
  });

  afterEach(() => {
    unregister();
    window.history.pushState({}, '', '/');
  });

  it('clears the stored session and sends the user to login with the current address', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'unauthorized', message: 'Sesión expirada' }, 401));
    await expect(apiFetch('/my_properties')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(localStorage.getItem(storageKeys.notificationSettings)).toBe('{"email":true}');
    expect(navigate).toHaveBeenCalledWith('/login?returnUrl=%2Fdashboard%2Fproperties%3Fpage%3D2', {});
  });

  it.each([
    ['signed out', () => signOut()],
    ['signing out', () => beginSignOut()],
  ])(
    'ignores the 401 of a request sent with a session %s while it was in flight',
    async (_when, endSession) => {
      let answer: (response: Response) => void = () => undefined;
      fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
      const call = apiFetch('/dashboard/stats');
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
      // The header's logout has begun (or ended, and gone home) before the old request's answer arrives.
      endSession();
      window.history.pushState({}, '', '/');
      answer(jsonResponse({ error: 'unauthorized', message: 'Sesión expirada' }, 401));
      await expect(call).rejects.toMatchObject({ status: 401 });
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('ignores the 401 of what the screen being left refetches as a guest right after a logout', async () => {
    beginSignOut();
    signOut();
    window.history.pushState({}, '', '/');
    fetchMock.mockImplementation(async () =>
      jsonResponse({ error: 'unauthorized', message: 'Sesión expirada' }, 401),
    );
    await expect(apiFetch('/my_properties')).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    // Signing in again makes a 401 mean an expired session once more.
    signIn('fresh', user);
    await expect(apiFetch('/my_properties')).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login?returnUrl=%2F', {});
  });

  it('keeps the session when an authentication endpoint answers 401', async () => {
    document.cookie = 'csrf_token=abc';
    fetchMock.mockResolvedValue(
      jsonResponse({ error: 'invalid_credentials', message: 'Credenciales inválidas' }, 401),
    );
    await expect(apiFetch('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    });
    expect(getSession()?.token).toBe('expired');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('buildApiUrl', () => {
  it('accepts paths with or without the /api/v1 prefix', () => {
    expect(buildApiUrl('properties')).toBe('/api/v1/properties');
    expect(buildApiUrl('/api/v1/companies/andes', { page: 1 })).toBe('/api/v1/companies/andes?page=1');
  });
});
