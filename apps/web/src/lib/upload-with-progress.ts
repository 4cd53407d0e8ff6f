import { apiBaseUrl, buildApiUrl, handleExpiredSession, parseAnswerText } from './api-client';
import { ApiError, networkError } from './api-error';
import { csrfHeader, ensureCsrfToken } from './csrf';
import { getAuthToken } from './session';

/*
 * `fetch` cannot report how much of a request body has been sent, so file uploads go through
 * XMLHttpRequest. Everything else behaves like `apiFetch`: same URL building, bearer token, anti-forgery
 * header, `ApiError` on failure and the same sign-out on a 401 (uploads are never authentication calls).
 */

export interface UploadOptions {
  method?: 'POST' | 'PUT' | 'PATCH';
  /** Called with 0..100 as the body goes out; 100 once the server has answered. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function abortError(): DOMException {
  return new DOMException('La subida fue cancelada.', 'AbortError');
}

/**
 * Sends `body` (multipart) to an API path and resolves with the parsed JSON answer. Rejects with
 * {@link ApiError} (status 0 when the server could not be reached) or, when `signal` aborts, with the
 * browser's AbortError.
 */
export async function uploadWithProgress<T>(
  path: string,
  body: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const { method = 'POST', onProgress, signal } = options;
  if (signal?.aborted) throw abortError();
  let csrfToken: string | null;
  try {
    csrfToken = await ensureCsrfToken(apiBaseUrl);
  } catch (error) {
    throw networkError(error);
  }

  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildApiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (csrfToken) xhr.setRequestHeader(csrfHeader, csrfToken);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const answer = parseAnswerText(xhr.responseText, xhr.getResponseHeader('content-type'));
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve((answer ?? undefined) as T);
        return;
      }
      if (xhr.status === 401) handleExpiredSession();
      reject(new ApiError(xhr.status, answer));
    };
    xhr.onerror = () => reject(networkError(new Error('XMLHttpRequest network error')));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(abortError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    onProgress?.(0);
    xhr.send(body);
  });
}
