import type { Locale } from '@lalebet/shared';

/** Query keys of the notifications feature. Titles and notes come in the reader's language. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (locale: Locale) => ['notifications', 'list', locale] as const,
};
