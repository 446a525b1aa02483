import { ERROR_MESSAGES, type ErrorCode } from '@lalebet/shared/errors';
import type { SportsBet } from '@lalebet/shared/sportsbook';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useId } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { formatMoney } from '@/lib/format';
import { useBet } from '../api/get-bet';
import { BetStatusBadge, betKindLabel } from '../bets/bet-status';
import styles from './bet-slip.module.css';

type Props = { placed: SportsBet; onDone: () => void };

/**
 * After placing: the bet id and its state. A live bet shows "Onay bekleniyor" until the hub's
 * `Bet` push (which updates the cached bet) says accepted or refused.
 */
export function BetConfirmation({ placed, onDone }: Props) {
  const { t } = useTranslation('betslip');
  const locale = useLocale();
  const titleId = useId();
  const bet = useBet(placed.id).data ?? placed;
  const reason =
    bet.status === 'refused' && bet.refusal && bet.refusal in ERROR_MESSAGES
      ? ERROR_MESSAGES[bet.refusal as ErrorCode][locale]
      : null;
  return (
    <section className={styles.confirmation} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('placed.title')}</h3>
      <dl className={styles.summary}>
        <div>
          <dt>{t('placed.id')}</dt>
          {/* The first block of the id, as support asks for it; the whole id is in the title. */}
          <dd className="identifier" title={bet.id}>
            {bet.id.slice(0, 8).toLocaleUpperCase('en')}
          </dd>
        </div>
        <div>
          <dt>{t('placed.status')}</dt>
          <dd aria-live="polite">
            {bet.status === 'open' ? (
              <StatusBadge tone="success">{t('placed.accepted')}</StatusBadge>
            ) : (
              <BetStatusBadge status={bet.status} />
            )}
          </dd>
        </div>
        <div>
          <dt>{t('tabs.label')}</dt>
          <dd>{betKindLabel(t, bet)}</dd>
        </div>
        <div>
          <dt>{t('summary.totalStake')}</dt>
          <dd>{formatMoney(bet.stake)}</dd>
        </div>
        <div className={styles.win}>
          <dt>{t('summary.possibleWin')}</dt>
          <dd>{formatMoney(bet.potentialWin)}</dd>
        </div>
      </dl>
      {reason && (
        <p className={styles.alert} role="alert">
          {reason}
        </p>
      )}
      <div className={styles.actions}>
        <Link to={paths.dashboard.myBets} className={buttonClass('secondary', 'md')}>
          {t('placed.myBets')}
        </Link>
        <Button onClick={onDone}>{t('placed.done')}</Button>
      </div>
    </section>
  );
}
