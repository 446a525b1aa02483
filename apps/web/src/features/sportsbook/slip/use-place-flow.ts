import { betRefusalDataSchema, type PlaceBetRequest, type SportsBet } from '@lalebet/shared/sportsbook';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-message';
import { openDialog } from '@/stores/dialogs';
import { sessionStore } from '@/stores/session';
import { usePlaceBet } from '../api/place-bet';
import { slip } from './slip-store';

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
  const requestId = useRef<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [placed, setPlaced] = useState<SportsBet | null>(null);

  const place = (body: Omit<PlaceBetRequest, 'requestId'>, { keep }: { keep: boolean }) => {
    if (!sessionStore.get().session) {
      onLoginNeeded?.();
      openDialog({ name: 'login' });
      return;
    }
    requestId.current ??= crypto.randomUUID();
    setRefusal(null);
    mutation.mutate(
      { ...body, requestId: requestId.current },
      {
        onSuccess: (bet) => {
          requestId.current = null;
          setPlaced(bet);
          toast.success(bet.status === 'pending' ? t('placed.pendingToast') : t('placed.toast'));
          if (!keep) slip.clear();
        },
        onError: (error) => {
          const definitive = error instanceof ApiError && error.status >= 400 && error.status < 500;
          if (definitive) requestId.current = null;
          const data = betRefusalDataSchema.safeParse(error instanceof ApiError ? error.data : null);
          const current = data.success ? data.data : {};
          if (current.selections?.length) slip.update(current.selections);
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
