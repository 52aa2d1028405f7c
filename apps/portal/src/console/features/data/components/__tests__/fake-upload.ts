import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Listener = ((event: ProgressEvent) => void) | null;

/**
 * XMLHttpRequest as the upload sees it, driven by the test: it records what was sent (method, URL,
 * headers, body), then the test moves the bytes (`progress`), ends the sending (`sent`) and answers
 * (`respond`), as a browser would report them.
 */
export class FakeUpload {
  static sent: FakeUpload[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  responseType = '';
  status = 0;
  responseText = '';
  private responseHeaders = '';
  upload: { onprogress: Listener; onload: Listener } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  getAllResponseHeaders() {
    return this.responseHeaders;
  }

  send(body: unknown) {
    this.body = body;
    FakeUpload.sent.push(this);
  }

  abort() {
    act(() => this.onabort?.());
  }

  /** The query the gateway reads. */
  get query(): Record<string, string> {
    return Object.fromEntries(new URL(this.url).searchParams);
  }

  progress(loaded: number, total: number) {
    act(() =>
      this.upload.onprogress?.({ loaded, total, lengthComputable: true } as unknown as ProgressEvent),
    );
  }

  finishSending() {
    act(() => this.upload.onload?.({} as ProgressEvent));
  }

  respond(status: number, data: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = JSON.stringify(data);
    this.responseHeaders = Object.entries({ 'Content-Type': 'application/json; charset=utf-8', ...headers })
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    act(() => this.onload?.());
  }
}

/** Puts the fake in place of XMLHttpRequest for the test (setup-tests.ts restores the real one). */
export function stubUploads(): typeof FakeUpload.sent {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return FakeUpload.sent;
}
