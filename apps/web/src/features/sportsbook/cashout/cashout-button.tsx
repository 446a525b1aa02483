import type { SportsBet } from '@lalebet/shared/sportsbook';
import type { CashoutQuote, CashoutUnavailableReason } from '@lalebet/shared/sportsbook-cashout';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { formatMoney } from '@/lib/format';
import { getCashoutQuote } from '../api/get-cashout-quote';
import { betKindLabel } from '../bets/bet-status';
import { failureMessage, unavailableReason } from './cashout-errors';
import { CashoutDialog } from './cashout-dialog';
import styles from './cashout.module.css';

/** Reasons that can pass (a market reopens, the operator switches back): the button tries again later. */
const PASSING: ReadonlySet<CashoutUnavailableReason> = new Set([
  'market_suspended',
  'live_delay',
  'disabled',
]);
export const RETRY_AFTER_MS = 15_000;

/** The last refusal, kept while the bet stays in the state it was refused in. */
function useRefusal(status: SportsBet['status']) {
  const [refusal, setRefusal] = useState<{ reason: CashoutUnavailableReason; status: string } | null>(null);
  useEffect(() => {
    if (!refusal || !PASSING.has(refusal.reason)) return;
    const timer = setTimeout(() => setRefusal(null), RETRY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [refusal]);
  const current = refusal?.status === status ? refusal.reason : null;
  // A live bet waits for its delay before any quote (docs/decisions/066-cash-out-pricing-and-locking.md).
  const reason = status === 'pending' ? 'live_delay' : current;
  return [reason, (r: CashoutUnavailableReason) => setRefusal({ reason: r, status })] as const;
}

/**
 * "Bozdur" on an open bet: asks for a quote and opens the cash-out dialog, or stays disabled
 * with the reason the server gave, in words.
 */
export function CashoutButton({ bet }: { bet: SportsBet }) {
  const { t } = useTranslation('sportsbook');
  const reasonId = useId();
  const [quote, setQuote] = useState<CashoutQuote | null>(null);
  const [reason, refuse] = useRefusal(bet.status);
  const ask = useMutation({
    mutationFn: () => getCashoutQuote(bet.id),
    onSuccess: setQuote,
    onError: (err) => {
      const why = unavailableReason(err);
      if (why) refuse(why);
      else toast.error(failureMessage(err));
    },
  });
  return (
    <div className={styles.slot}>
      <Button
        size="sm"
        disabled={reason !== null}
        loading={ask.isPending}
        aria-label={t('cashout.buttonLabel', {
          bet: betKindLabel(t, bet),
          stake: formatMoney(bet.openStake),
        })}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => ask.mutate()}
      >
        {t('cashout.button')}
      </Button>
      {reason && (
        <p id={reasonId} className={styles.reason}>
          {t(`cashout.reason.${reason}`)}
        </p>
      )}
      {quote && <CashoutDialog bet={bet} first={quote} onClose={() => setQuote(null)} />}
    </div>
  );
}
