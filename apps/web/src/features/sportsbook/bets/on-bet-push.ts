import { ERROR_MESSAGES, type ErrorCode } from '@lalebet/shared/errors';
import type { BetStateDto } from '@lalebet/shared/notifications-hub';
import type { BetsPage, SportsBet } from '@lalebet/shared/sportsbook';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { formatMoney } from '@/lib/format';
import { i18next } from '@/lib/i18n';
import { betKeys } from '../api/bet-keys';

const SETTLED = ['won', 'lost', 'void', 'half_won', 'half_lost', 'cashed_out', 'cancelled'];

function refusalText(code: string | null) {
  const locale = i18next.language === 'en' ? 'en' : 'tr';
  return code && code in ERROR_MESSAGES ? ERROR_MESSAGES[code as ErrorCode][locale] : undefined;
}

/** The toast of a bet's new state, in the player's language (the namespace may still be loading). */
async function announce(state: BetStateDto, before: string | undefined) {
  await i18next.loadNamespaces('betslip');
  const t = i18next.getFixedT(null, 'betslip');
  // 'Accepted' is news only for a live bet that waited; a pre-match bet was confirmed on placing.
  if (state.status === 'open') {
    if (before === 'pending') toast.success(t('push.accepted'));
  } else if (state.status === 'refused')
    toast.error(t('push.refused'), { description: refusalText(state.refusal) });
  else if (state.status === 'won' || state.status === 'half_won')
    toast.success(t('push.won', { payout: formatMoney(state.payout ?? 0) }));
  else if (state.status === 'lost') toast.info(t('push.lost'));
  else if (SETTLED.includes(state.status))
    toast.info(t('push.settled', { status: t(`status.${state.status}`) }));
}

/**
 * The hub's `Bet` command (docs/decisions/021-sportsbook-engine.md): a bet was accepted,
 * refused or settled. The cached bet takes the new state at once (the slip's confirmation and
 * My bets follow), the lists and the bet are read again for the legs, and a toast says what
 * happened.
 */
export function onBetPush(queryClient: QueryClient, state: BetStateDto) {
  const before =
    queryClient.getQueryData<SportsBet>(betKeys.detail(state.id))?.status ??
    queryClient
      .getQueriesData<BetsPage>({ queryKey: betKeys.lists })
      .flatMap(([, page]) => page?.items ?? [])
      .find((b) => b.id === state.id)?.status;
  const patch = (bet: SportsBet): SportsBet =>
    bet.id === state.id
      ? { ...bet, status: state.status as SportsBet['status'], payout: state.payout, refusal: state.refusal }
      : bet;
  queryClient.setQueryData<SportsBet>(betKeys.detail(state.id), (bet) => bet && patch(bet));
  queryClient.setQueriesData<BetsPage>(
    { queryKey: betKeys.lists },
    (page) => page && { ...page, items: page.items.map(patch) },
  );
  void queryClient.invalidateQueries({ queryKey: betKeys.all });
  return announce(state, before);
}
