import { vi } from 'vitest';

/** What a test answers to one upload: a status and a JSON body, or a network failure. */
export type FakeXhrAnswer = { status: number; body?: unknown } | 'network-error';

/** One request sent through the fake XMLHttpRequest. */
export class FakeXhrRequest {
  method = '';
  url = '';
  readonly headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private settled = false;

  constructor(private readonly onSend: (request: FakeXhrRequest) => void) {}

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  getResponseHeader(name: string): string | null {
    return name.toLowerCase() === 'content-type' && this.responseText
      ? 'application/json; charset=utf-8'
      : null;
  }

  send(body: FormData | null): void {
    this.body = body;
    this.onSend(this);
  }

  abort(): void {
    if (this.settled) return;
    this.settled = true;
    this.onabort?.();
  }

  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  /** Finishes the request with an answer. */
  answer(answer: FakeXhrAnswer): void {
    if (this.settled) return;
    this.settled = true;
    if (answer === 'network-error') {
      this.onerror?.();
      return;
    }
    this.status = answer.status;
    this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
    this.onload?.();
  }

  /** A text field of the multipart body. */
  field(name: string): string | null {
    const value = this.body?.get(name);
    return typeof value === 'string' ? value : null;
  }
}

/**
 * Replaces the global XMLHttpRequest with a fake that records every request. `respond` answers each one
 * (after a macrotask, as a network would); return undefined to leave it pending and answer it by hand.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function installFakeXhr(respond?: (request: FakeXhrRequest) => FakeXhrAnswer | undefined) {
  const requests: FakeXhrRequest[] = [];
  const onSend = (request: FakeXhrRequest) => {
    requests.push(request);
    const answer = respond?.(request);
    if (answer) setTimeout(() => request.answer(answer), 0);
  };
  vi.stubGlobal('XMLHttpRequest', function FakeXMLHttpRequest() {
    return new FakeXhrRequest(onSend);
  } as unknown as typeof XMLHttpRequest);
  return { requests };
}
