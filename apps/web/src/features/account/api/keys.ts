import type { Locale } from '@lalebet/shared';
import { sharedKeys } from '@/lib/query-keys';

/** Query keys of the account feature; mutations invalidate by these prefixes. */
export const accountKeys = {
  all: sharedKeys.account,
  profile: (locale: Locale) => ['account', 'profile', locale] as const,
  sessions: ['account', 'sessions'] as const,
};
