/**
 * The web app's only door to the API: JSON in, JSON out. Every failure becomes an
 * `ApiError` carrying the server's `{ error: { code, message } }` so screens can switch on
 * `code` and show `message` as written.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Which fields the refusal is about, when the server names them (`path` as sent, e.g. 'dateOfBirth'). */
  readonly issues: readonly ApiIssue[];

  constructor(status: number, code: string, message: string, issues: readonly ApiIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }

  /** 4xx: asking again will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

export interface ApiIssue {
  path: string;
  message: string;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Headers of this one call, e.g. an Idempotency-Key so a retried write is done once. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** False for calls that expect a 401 as an answer (e.g. "who is signed in?"). */
  signInOnUnauthorized?: boolean;
  /** Lets the request finish after the page is gone (a draft saved as the tab closes). */
  keepalive?: boolean;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * docs/style.md: a 401 opens sign-in. The app layer listens here (it owns the sign-in modal);
 * returns the way to stop listening.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function issuesOf(error: { issues?: unknown }): ApiIssue[] {
  if (!Array.isArray(error.issues)) return [];
  return error.issues.filter(
    (i): i is ApiIssue => typeof i === 'object' && i !== null && typeof (i as ApiIssue).path === 'string' && typeof (i as ApiIssue).message === 'string',
  );
}

function isErrorBody(value: unknown): value is { error: { code: string; message: string; issues?: unknown } } {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' && error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/**
 * How a call reaches the server: the browser's fetch, or, while the server renders a page
 * (src/web/entry-server.tsx), a transport that answers in-process with the visitor's cookie.
 */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server renderer's transport; the browser never calls this. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await transport(withQuery(path, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', 'We could not reach Patina. Check your connection and try again.');
  }

  return answer<T>(response.status, await response.text(), options);
}

/** Turns a finished response into its JSON, or into the `ApiError` it stands for. */
function answer<T>(status: number, text: string, options: Pick<RequestOptions, 'signInOnUnauthorized'>): T {
  const ok = status >= 200 && status < 300;
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }

  if (!ok) {
    if (status === 401 && options.signInOnUnauthorized !== false) {
      for (const listener of unauthorizedListeners) listener();
    }
    if (isErrorBody(data)) throw new ApiError(status, data.error.code, data.error.message, issuesOf(data.error));
    throw new ApiError(status, 'http_error', status >= 500 ? 'Something went wrong on our side. Please try again.' : `The request failed (${status}).`);
  }
  // JSON's own null (Better Auth's answer for "no session") is an answer, not garbage.
  if (data === null && text && text.trim() !== 'null') {
    throw new ApiError(status, 'invalid_response', 'The server answered with something other than JSON.');
  }
  return data as T;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  signal?: AbortSignal;
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?: (sent: number) => void;
}

/**
 * A multipart upload (FormData). fetch cannot tell how much of a request body has gone out,
 * XMLHttpRequest can: a person sending a 10 MB photo sees it move. Answers and errors read
 * exactly as for `request`.
 */
function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const aborted = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (options.signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(answer<T>(xhr.status, xhr.responseText, {}));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'We could not reach Patina. Check your connection and try again.'));
    xhr.onabort = () => reject(aborted());
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
  patch: <T>(path: string, options?: RequestOptions) => request<T>('PATCH', path, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  upload,
};

/**
 * A POST answered with Server-Sent Events (the assistant, issue #16): each frame is handed to
 * `onEvent` as it arrives. A refusal (4xx/5xx, JSON) throws the same `ApiError` as any call.
 */
export async function apiStream(
  path: string,
  body: unknown,
  onEvent: (event: string, data: unknown) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', 'We could not reach Patina. Check your connection and try again.');
  }
  if (!response.ok || !response.body) {
    answer(response.status, await response.text(), {});
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      if (data !== undefined) onEvent(event, JSON.parse(data));
    }
  }
}
