import { ApiError } from '@lalebet/shared/api-error';
import type { ErrorCode } from '@lalebet/shared';
import { HEADER_FINGERPRINT, HEADER_LOCALE } from '@lalebet/shared/http';
import { i18next } from './i18n';
import { PROTECTION_CODES } from './protection-codes';
import { storage, STORAGE_KEYS } from './storage';

export { ApiError };

type Context = {
  locale: () => string;
  fingerprint: () => string | null;
  token: () => string | null;
  onUnauthorized: () => void;
};

let context: Context = {
  locale: () => storage.get(STORAGE_KEYS.lang) ?? 'tr',
  fingerprint: () => storage.get(STORAGE_KEYS.fingerprint),
  token: () => storage.getJson<{ token?: string }>(STORAGE_KEYS.authData)?.token ?? null,
  onUnauthorized: () => {},
};

/** Lets the app wire the session and language in without the client importing features. */
export function configureApiClient(patch: Partial<Context>) {
  context = { ...context, ...patch };
}

type Envelope<T> = {
  success: boolean;
  message: string;
  data: T;
  code?: ErrorCode;
  errors?: ApiError['errors'];
};

async function request<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: unknown,
): Promise<{ data: T; message: string }> {
  let url = `/api/${path}`;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [HEADER_LOCALE]: context.locale(),
  };
  const fp = context.fingerprint();
  if (fp) headers[HEADER_FINGERPRINT] = fp;
  const token = context.token();
  if (token) headers.authorization = `Bearer ${token}`;

  if (method === 'GET' && payload && typeof payload === 'object') {
    const qs = new URLSearchParams(
      Object.entries(payload as Record<string, unknown>)
        .filter(([, v]) => v !== undefined && v !== null)
        .map(([k, v]) => [k, String(v)]),
    ).toString();
    if (qs) url += `?${qs}`;
  }

  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: method === 'GET' ? undefined : JSON.stringify(payload ?? {}),
    });
  } catch {
    throw new ApiError('Network error', 0, 'NETWORK_ERROR');
  }
  let body: Envelope<T> | null;
  try {
    body = (await res.json()) as Envelope<T>;
  } catch {
    body = null;
  }
  if (res.status === 401) context.onUnauthorized();
  if (!res.ok || !body || body.success === false) {
    // A protection refusal's detail (limit, used, left, until) is worded from the protection
    // texts: have them loaded before anyone shows the error (lib/protection-refusal.ts).
    if (body?.code && PROTECTION_CODES.includes(body.code) && i18next.isInitialized) {
      await i18next.loadNamespaces('protection').catch(() => undefined);
    }
    throw new ApiError(
      body?.message || res.statusText,
      res.status,
      body?.code ?? 'INTERNAL_ERROR',
      body?.errors,
      body?.data ?? null,
    );
  }
  return { data: body.data, message: body.message };
}

/** The one way the web talks to the API: relative /api/, JSON, the product's headers. */
export const api = {
  get: <T>(path: string, params?: Record<string, unknown>) => request<T>('GET', path, params),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
};
