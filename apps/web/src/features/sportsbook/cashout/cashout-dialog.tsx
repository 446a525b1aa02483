import type { SportsBet } from '@lalebet/shared/sportsbook';
import type { CashoutQuote } from '@lalebet/shared/sportsbook-cashout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { formatMoney } from '@/lib/format';
import { usePostCashout } from '../api/post-cashout';
import { AutoCashoutForm } from './auto-cashout-form';
import { changedQuote, failureMessage, isQuoteExpired, unavailableReason } from './cashout-errors';
import { CashoutForm } from './cashout-form';
import type { CashoutChoice } from './cashout-schema';
import { type LiveQuote, useLiveQuote } from './use-live-quote';
import styles from './cashout.module.css';

/** The value, its countdown, or why there is none now. */
function QuotePanel({ live }: { live: LiveQuote }) {
  const { t } = useTranslation('sportsbook');
  if (live.reason) {
    return (
      <p className={styles.unavailable} role="status">
        {t(`cashout.reason.${live.reason}`)}
      </p>
    );
  }
  return (
    <div className={styles.quote}>
      <p className={styles.value}>
        <span>{t('cashout.value')}</span>
        <strong aria-live="polite">{live.quote ? formatMoney(live.quote.amount) : '–'}</strong>
      </p>
      <p className={styles.timer} role="timer">
        {live.secondsLeft > 0 ? t('cashout.expiresIn', { count: live.secondsLeft }) : t('cashout.refreshing')}
      </p>
      {live.error && (
        <p className={styles.error} role="alert">
          {live.error}{' '}
          <button type="button" className={styles.link} onClick={live.requote}>
            {t('cashout.retry')}
          </button>
        </p>
      )}
    </div>
  );
}

/**
 * Cash-out of one bet (docs/decisions/068-web-cash-out.md): the live quote, full or partial, then auto cash-out. A refusal
 * with a new price shows it and asks again; an expired quote is asked for anew.
 */
export function CashoutDialog({
  bet,
  first,
  onClose,
}: {
  bet: SportsBet;
  first: CashoutQuote;
  onClose: () => void;
}) {
  const { t } = useTranslation('sportsbook');
  const live = useLiveQuote(bet, first);
  const post = usePostCashout(bet.id, (r) =>
    toast.success(
      r.full
        ? t('cashout.doneFull', { amount: formatMoney(r.amount) })
        : t('cashout.donePartial', {
            amount: formatMoney(r.amount),
            remaining: formatMoney(r.remainingStake),
          }),
    ),
  );
  const [notice, setNotice] = useState<string | null>(null);

  const submit = (quote: CashoutQuote, choice: CashoutChoice) => {
    setNotice(null);
    post.mutate(
      { quoteId: quote.quoteId, amount: choice.amount },
      {
        onSuccess: onClose,
        onError: (err) => {
          const fresh = changedQuote(err);
          if (fresh) {
            live.replace(fresh);
            setNotice(t('cashout.priceChanged', { amount: formatMoney(fresh.amount) }));
          } else if (isQuoteExpired(err)) {
            setNotice(t('cashout.expired'));
            live.requote();
          } else if (unavailableReason(err)) live.requote();
          else setNotice(failureMessage(err));
        },
      },
    );
  };

  return (
    <Dialog title={t('cashout.title')} onClose={onClose}>
      <div className={styles.dialog}>
        <QuotePanel live={live} />
        {live.quote && !live.reason && (
          <CashoutForm
            quote={live.quote}
            stake={bet.openStake}
            expired={live.secondsLeft === 0}
            busy={post.isPending}
            notice={notice}
            onSubmit={submit}
          />
        )}
        <AutoCashoutForm betId={bet.id} />
      </div>
    </Dialog>
  );
}
