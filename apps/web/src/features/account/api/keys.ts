import type { Locale } from '@lalebet/shared';

/** Query keys of the account feature; mutations invalidate by these prefixes. */
export const accountKeys = {
  all: ['account'] as const,
  profile: (locale: Locale) => ['account', 'profile', locale] as const,
  sessions: ['account', 'sessions'] as const,
};
