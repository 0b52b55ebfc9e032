import type { ErrorBody, ErrorCode } from '@ladder/shared/errors';
import { storage } from './storage';

/** An error answer of the API (docs/api/conventions.md, "Errors"), with the sentence already in the reader's language. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK';
  readonly detail: string;
  readonly fieldErrors: { field: string; message: string }[];
  readonly isActive: boolean | undefined;

  constructor(status: number, answer: unknown, fallback: string) {
    const body: Partial<ErrorBody> = typeof answer === 'object' && answer !== null ? answer : {};
    super(body.detail ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? 'NETWORK';
    this.detail = body.detail ?? fallback;
    this.fieldErrors = body.errors ?? [];
    this.isActive = body.is_active;
  }
}

/** The server's own sentence for a failure (already in the reader's language), if it gave one. */
export function serverDetail(error: unknown): string | undefined {
  return error instanceof ApiError && error.code !== 'NETWORK' ? error.detail : undefined;
}

type Listener = (error: ApiError) => void;
let onSessionEnded: Listener = () => undefined;
let currentLanguage = 'en';

/** Called by the session provider: what to do when the server says the session is over. */
export function setSessionEndedListener(listener: Listener): void {
  onSessionEnded = listener;
}

export function setApiLanguage(language: string): void {
  currentLanguage = language;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  form?: Record<string, string>;
  signal?: AbortSignal;
  /** Makes a create safe to retry: the server answers the first result again for the same key. */
  idempotencyKey?: string;
  /** `blob`: a successful answer's body as it came (a download), not parsed as JSON. */
  responseType?: 'json' | 'blob';
}

/** Calls `/api/v1{path}` with the stored bearer token and the UI language; throws ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLanguage };
  const token = storage.read('token');
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, {}, 'network');
  }
  if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (response.ok) return data as T;

  const error = new ApiError(response.status, data ?? {}, response.statusText);
  // docs/product.md "Accounts": credentials that cannot be validated, or a deactivated account, end the session.
  if (
    token &&
    (error.code === 'CREDENTIALS_INVALID' || (error.code === 'ACCOUNT_INACTIVE' && error.isActive === false))
  ) {
    onSessionEnded(error);
  }
  throw error;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
