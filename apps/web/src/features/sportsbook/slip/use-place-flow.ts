import type { PlaceBetRequest, SportsBet } from '@lalebet/shared/sportsbook';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-message';
import { openDialog } from '@/stores/dialogs';
import { sessionStore } from '@/stores/session';
import { usePlaceBet } from '../api/place-bet';
import { useBetRequest } from '../lib/use-bet-request';
import { slip } from './slip-store';

type Priced = Parameters<typeof slip.update>[0][number];
const isPriced = (v: unknown): v is Priced => {
  const s = v as Record<string, unknown> | null;
  return (
    typeof s?.eventId === 'string' &&
    typeof s.marketId === 'number' &&
    typeof s.specifiers === 'string' &&
    typeof s.outcomeId === 'string' &&
    typeof s.odds === 'number' &&
    typeof s.active === 'boolean'
  );
};

/**
 * A refusal's data (packages/shared betRefusalDataSchema): the current prices and the allowed
 * amount. Read leniently, so a field added on the server never costs the player the new prices.
 */
function refusalData(error: unknown) {
  const data = (error instanceof ApiError ? error.data : null) as {
    selections?: unknown;
    allowed?: unknown;
  } | null;
  return {
    selections: Array.isArray(data?.selections) ? data.selections.filter(isPriced) : [],
    allowed: typeof data?.allowed === 'number' ? data.allowed : undefined,
  };
}

export type Refusal = { message: string; code: string | null; allowed: number | null };

/**
 * Placing the slip: a guest is asked to log in (the slip stays in local storage through the
 * login); a player's request carries a `requestId` kept while the outcome is unknown (a network
 * error or a 5xx), so tapping again cannot place twice. A refusal from the server placed nothing,
 * so the next tap gets a new id; its current prices go into the slip so that tap re-places.
 */
export function usePlaceFlow({ onLoginNeeded }: { onLoginNeeded?: () => void } = {}) {
  const { t } = useTranslation('betslip');
  const mutation = usePlaceBet();
  const request = useBetRequest();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [placed, setPlaced] = useState<SportsBet | null>(null);

  const place = (body: Omit<PlaceBetRequest, 'requestId'>, { keep }: { keep: boolean }) => {
    if (!sessionStore.get().session) {
      onLoginNeeded?.();
      openDialog({ name: 'login' });
      return;
    }
    setRefusal(null);
    mutation.mutate(
      { ...body, requestId: request.next() },
      {
        onSuccess: (bet) => {
          request.settle();
          setPlaced(bet);
          toast.success(bet.status === 'pending' ? t('placed.pendingToast') : t('placed.toast'));
          if (!keep) slip.clear();
        },
        onError: (error) => {
          request.settle(error);
          const current = refusalData(error);
          if (current.selections.length) slip.update(current.selections);
          setRefusal({
            message: errorMessage(error, t('refusal.generic')),
            code: error instanceof ApiError ? error.code : null,
            allowed: current.allowed ?? null,
          });
        },
      },
    );
  };

  return {
    place,
    pending: mutation.isPending,
    refusal,
    placed,
    dismissPlaced: () => setPlaced(null),
  };
}
