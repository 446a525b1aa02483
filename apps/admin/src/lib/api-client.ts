import { ApiError } from '@lalebet/shared/api-error';
import type { ErrorCode } from '@lalebet/shared';
import { HEADER_LOCALE } from '@lalebet/shared/http';
import { session } from './session';

export { ApiError };

type Hooks = {
  locale: () => string;
  onUnauthorized: () => void;
  /** Asks the staff member for a fresh TOTP code; resolves true when step-up succeeded. */
  stepUp: () => Promise<boolean>;
};

let hooks: Hooks = { locale: () => 'tr', onUnauthorized: () => {}, stepUp: async () => false };

/** The app wires language, sign-out and the step-up dialog in; the client imports no feature. */
export function configureApiClient(patch: Partial<Hooks>) {
  hooks = { ...hooks, ...patch };
}

type Envelope<T> = {
  success: boolean;
  message: string;
  data: T;
  code?: ErrorCode;
  errors?: ApiError['errors'];
};
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function query(params?: Record<string, unknown>): string {
  if (!params) return '';
  const qs = new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return qs ? `?${qs}` : '';
}

function headers(extra: Record<string, string> = {}): Record<string, string> {
  const h: Record<string, string> = { [HEADER_LOCALE]: hooks.locale(), ...extra };
  const token = session.token();
  if (token) h.authorization = `Bearer ${token}`;
  return h;
}

async function send(method: Method, path: string, payload: unknown, accept?: string): Promise<Response> {
  const isGet = method === 'GET';
  const url = `/api/${path}${isGet ? query(payload as Record<string, unknown>) : ''}`;
  const extra: Record<string, string> = isGet ? {} : { 'content-type': 'application/json' };
  if (accept) extra.accept = accept;
  try {
    return await fetch(url, {
      method,
      headers: headers(extra),
      body: isGet ? undefined : JSON.stringify(payload ?? {}),
    });
  } catch {
    throw new ApiError('Network error', 0, 'NETWORK_ERROR');
  }
}

async function failure(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as Envelope<unknown> | null;
  if (res.status === 401 && body?.code !== 'STEP_UP_INVALID') hooks.onUnauthorized();
  return new ApiError(
    body?.message || res.statusText,
    res.status,
    body?.code ?? 'INTERNAL_ERROR',
    body?.errors,
    body?.data ?? null,
  );
}

/**
 * One call, and once more after a step-up when the server asks for one: money actions, role
 * changes and exports need a TOTP code entered in the last few minutes (see docs/admin-app.md).
 */
async function withStepUp(
  method: Method,
  path: string,
  payload: unknown,
  accept?: string,
): Promise<Response> {
  let res = await send(method, path, payload, accept);
  if (res.ok) return res;
  let err = await failure(res);
  if (err.code === 'STEP_UP_REQUIRED' && (await hooks.stepUp())) {
    res = await send(method, path, payload, accept);
    if (res.ok) return res;
    err = await failure(res);
  }
  throw err;
}

async function request<T>(
  method: Method,
  path: string,
  payload?: unknown,
): Promise<{ data: T; message: string }> {
  const res = await withStepUp(method, path, payload);
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!body || body.success === false)
    throw new ApiError(body?.message ?? res.statusText, res.status, body?.code ?? 'INTERNAL_ERROR');
  return { data: body.data, message: body.message };
}

/** Downloads a server-built CSV: the token travels as a header, so a plain link cannot do it. */
async function download(path: string, params: Record<string, unknown>, fallbackName: string): Promise<void> {
  const res = await withStepUp('GET', path, params, 'text/csv');
  const blob = await res.blob();
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.click();
  URL.revokeObjectURL(href);
}

/** The one way the back office talks to the API: relative /api/, JSON, the staff token. */
export const api = {
  get: <T>(path: string, params?: object) => request<T>('GET', path, params),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  download,
};
