import { ApiError } from './api-client';
import { protectionDetail } from './protection-refusal';

/**
 * The server's localized message of a failed call, or `fallback` (network errors, bugs). A
 * player-protection refusal gets its detail after it: the limit, window, used and left, or
 * until when the time-out runs (lib/protection-refusal.ts), wherever the message is shown.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.code === 'NETWORK_ERROR' || !error.message) return fallback;
  const detail = protectionDetail(error.code, error.data, error.message);
  return detail ? `${error.message} ${detail}` : error.message;
}
