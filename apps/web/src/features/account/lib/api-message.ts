import { ApiError } from '@/lib/api-client';

/** The server's localized message of a failed call, or `fallback` (network errors, bugs). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== 'NETWORK_ERROR' && error.message
    ? error.message
    : fallback;
}

/** Field errors the server sent back (`v.*` keys), for the given form fields only. */
export function fieldErrors<F extends string>(error: unknown, fields: readonly F[]) {
  const errors = error instanceof ApiError ? error.errors : [];
  return errors.filter((e): e is { path: F; message: string } => fields.includes(e.path as F));
}
