import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '@/testing/fake-xhr';
import { ApiError } from './api-error';
import { registerNavigator } from './navigation';
import { getSession, signIn } from './session';
import { uploadWithProgress } from './upload-with-progress';

const user = {
  id: 1,
  email: 'ana@example.pe',
  first_name: 'Ana',
  last_name: 'Pérez',
  role: 'agent' as const,
};

function photoForm(): FormData {
  const form = new FormData();
  form.append('kind', 'photo');
  form.append('file', new File(['x'], 'casa.jpg', { type: 'image/jpeg' }));
  return form;
}

beforeEach(() => {
  document.cookie = 'csrf_token=abc%3D1';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadWithProgress', () => {
  it('sends the form with bearer token and anti-forgery header, reports progress and resolves with the JSON answer', async () => {
    signIn('token-9', user);
    const { requests } = installFakeXhr();
    const progress: number[] = [];
    const pending = uploadWithProgress('/properties/4/media_assets', photoForm(), {
      onProgress: (p) => progress.push(p),
    });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/properties/4/media_assets');
    expect(request.headers.authorization).toBe('Bearer token-9');
    expect(request.headers['x-csrf-token']).toBe('abc=1');
    expect(request.field('kind')).toBe('photo');
    request.progress(50, 200);
    request.answer({ status: 201, body: { media_asset: { id: 7 } } });
    await expect(pending).resolves.toEqual({ media_asset: { id: 7 } });
    expect(progress).toEqual([0, 25, 100]);
  });

  it('uses the given method', async () => {
    const { requests } = installFakeXhr(() => ({ status: 200, body: { video: null } }));
    await uploadWithProgress('/properties/4', photoForm(), { method: 'PATCH' });
    expect(requests[0]?.method).toBe('PATCH');
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('rejects with an ApiError carrying the server message', async () => {
    installFakeXhr(() => ({
      status: 413,
      body: { error: 'file_too_large', message: 'El archivo es demasiado grande.' },
    }));
    const error = await uploadWithProgress('/properties/4/media_assets', photoForm()).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 'file_too_large',
      message: 'El archivo es demasiado grande.',
    });
  });

  it('rejects with a status-0 ApiError when the network fails', async () => {
    installFakeXhr(() => 'network-error');
    await expect(uploadWithProgress('/properties/4/media_assets', photoForm())).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });

  it('rejects with an AbortError when cancelled', async () => {
    const { requests } = installFakeXhr();
    const controller = new AbortController();
    const pending = uploadWithProgress('/properties/4/media_assets', photoForm(), {
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('signs out and sends the user to login on a 401', async () => {
    const navigate = vi.fn();
    const unregister = registerNavigator(navigate);
    window.history.pushState({}, '', '/dashboard/properties/new');
    signIn('expired', user);
    installFakeXhr(() => ({ status: 401, body: { error: 'unauthorized', message: 'Sesión expirada' } }));
    await expect(uploadWithProgress('/properties/4/media_assets', photoForm())).rejects.toMatchObject({
      status: 401,
    });
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?returnUrl=%2Fdashboard%2Fproperties%2Fnew', {});
    unregister();
    window.history.pushState({}, '', '/');
  });
});
