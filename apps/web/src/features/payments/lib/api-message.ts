import { ApiError } from '@/lib/api-client';

/** The server's localized message of a failed call, or `fallback` (network errors, bugs). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== 'NETWORK_ERROR' && error.message
    ? error.message
    : fallback;
}

/** Field errors of a payment submit: the server names them `detail.<Key>`; only known keys. */
export function detailFieldErrors(error: unknown, keys: readonly string[]) {
  const errors = error instanceof ApiError ? error.errors : [];
  return errors
    .map((e) => ({ key: e.path.replace(/^detail[./]/, ''), message: e.message }))
    .filter((e) => keys.includes(e.key));
}
