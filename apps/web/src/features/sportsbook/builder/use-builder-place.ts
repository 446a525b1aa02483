import type { PlaceBetRequest, SportsBet } from '@lalebet/shared/sportsbook';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-message';
import { openDialog } from '@/stores/dialogs';
import { sessionStore } from '@/stores/session';
import { usePlaceBet } from '../api/place-bet';
import { sportsbookKeys } from '../api/keys';
import { builderPriceQueryOptions } from '../api/post-builder-price';
import { useBetRequest } from '../lib/use-bet-request';
import { builder, type BuilderLeg } from './builder-store';

export type BuilderRefusal = { message: string; code: string | null };

type RefusalData = { selections?: unknown; builderOdds?: unknown } | null;

/** ODDS_CHANGED's current single prices, when the server sends them (betRefusalDataSchema). */
function currentPrices(data: RefusalData) {
  return (Array.isArray(data?.selections) ? data.selections : []).filter(
    (s): s is BuilderLeg =>
      typeof s?.marketId === 'number' &&
      typeof s.specifiers === 'string' &&
      typeof s.outcomeId === 'string' &&
      typeof s.odds === 'number',
  );
}

/**
 * Placing a bet builder coupon: the slip's rules (usePlaceFlow) without the slip. A guest gets
 * the login dialog (the picks stay); a `requestId` is kept while the outcome is unknown, so a
 * second tap cannot place twice. A refusal placed nothing: after ODDS_CHANGED the panel shows the
 * combined price now (`data.builderOdds`, or asked again) and the next tap places at it.
 */
export function useBuilderPlace(eventId: string) {
  const { t } = useTranslation('betslip');
  const queryClient = useQueryClient();
  const mutation = usePlaceBet();
  const request = useBetRequest();
  const [refusal, setRefusal] = useState<BuilderRefusal | null>(null);
  const [placed, setPlaced] = useState<SportsBet | null>(null);

  const place = (body: Omit<PlaceBetRequest, 'requestId'>) => {
    if (!sessionStore.get().session) {
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
          toast.success(t('placed.toast'));
          builder.clear();
        },
        onError: (error) => {
          request.settle(error);
          const code = error instanceof ApiError ? error.code : null;
          const data = (error instanceof ApiError ? error.data : null) as RefusalData;
          if (code === 'ODDS_CHANGED' || code === 'MARKET_SUSPENDED') {
            builder.reprice(eventId, currentPrices(data));
            // The combined price now, when the refusal brings it; else asked again.
            const { queryKey } = builderPriceQueryOptions(eventId, body.selections);
            if (typeof data?.builderOdds === 'number')
              queryClient.setQueryData(queryKey, { odds: data.builderOdds });
            else void queryClient.invalidateQueries({ queryKey: sportsbookKeys.builderPrices(eventId) });
            void queryClient.invalidateQueries({ queryKey: sportsbookKeys.builderPrefix(eventId) });
          }
          setRefusal({ message: errorMessage(error, t('refusal.generic')), code });
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
