import type { ErrorCode } from '@lalebet/shared';

/**
 * The player-protection refusal codes (packages/shared/src/errors.ts) whose message the web
 * completes with the refusal's data (lib/protection-refusal.ts). Alone in this file: the API
 * client, in the home route's first load, needs the list and nothing else. The type import costs no bytes; the annotation stays wide
 * because callers test codes read off the wire.
 */
export const PROTECTION_CODES: readonly string[] = [
  'DEPOSIT_LIMIT',
  'LOSS_LIMIT',
  'WAGER_LIMIT',
  'SESSION_LIMIT',
  'TIMED_OUT',
  'SELF_EXCLUDED',
  'ACCOUNT_CLOSED',
  'COUNTRY_BLOCKED',
  'KYC_REQUIRED',
  'UNDERAGE',
  'LIMIT_REQUEST_NOT_READY',
  'EXCLUSION_CANNOT_SHORTEN',
] satisfies readonly ErrorCode[];
