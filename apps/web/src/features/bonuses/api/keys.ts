import type { Locale } from '@lalebet/shared/locale';
import type { QueryClient } from '@tanstack/react-query';
import { sharedKeys } from '@/lib/query-keys';

/** Query keys of the bonuses feature. Titles and terms come in the reader's language. */
export const bonusKeys = {
  all: ['bonuses'] as const,
  list: (locale: Locale) => ['bonuses', 'list', locale] as const,
  mine: (locale: Locale) => ['bonuses', 'mine', locale] as const,
};

/** The balance query is the shell's; its key is shared (lib/query-keys.ts). */
const BALANCE_KEY_PREFIX = sharedKeys.balance;

/** After a claim: read the offers, the player's bonuses and the balance again. */
export const refreshBonuses = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
    queryClient.invalidateQueries({ queryKey: BALANCE_KEY_PREFIX }),
  ]);
