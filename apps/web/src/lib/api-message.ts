import { ApiError } from './api-client';

/** The server's localized message of a failed call, or `fallback` (network errors, bugs). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== 'NETWORK_ERROR' && error.message
    ? error.message
    : fallback;
}
