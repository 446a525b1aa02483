import type { CustomerBonus, CustomerBonusStatus } from '@lalebet/shared/bonuses';
import type { GameLaunchFields } from '@lalebet/shared/casino';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { type BadgeTone, StatusBadge } from '@/components/ui/status-badge';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime, formatMoney, formatRelative } from '@/lib/format';
import { WageringProgress } from './wagering-progress';
import card from '../bonus-card.module.css';
import styles from './my-bonuses.module.css';

const TONE: Record<CustomerBonusStatus, BadgeTone> = {
  pending: 'warning',
  active: 'success',
  completed: 'accent',
  expired: 'neutral',
  forfeited: 'neutral',
  rejected: 'danger',
};

/** When it ends (active), ended (expired), was granted or requested: relative and absolute. */
function BonusTime({ bonus }: { bonus: CustomerBonus }) {
  const { t } = useTranslation('bonuses');
  const locale = useLocale();
  const at = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;
  if (bonus.status === 'active' && bonus.expiresAt) {
    return (
      <p className={styles.time}>
        {t('mine.expiresIn', { relative: formatRelative(bonus.expiresAt, locale) })}{' '}
        <span className={styles.muted}>({at(bonus.expiresAt)})</span>
      </p>
    );
  }
  const [label, iso] =
    bonus.status === 'expired' && bonus.expiresAt
      ? (['mine.expiredAt', bonus.expiresAt] as const)
      : bonus.grantedAt
        ? (['mine.grantedAt', bonus.grantedAt] as const)
        : (['mine.requestedAt', bonus.createdAt] as const);
  return (
    <p className={styles.time}>
      {t(label)} {at(iso)}
    </p>
  );
}

/**
 * One of the player's bonuses: amount, what is left, wagering progress, time and rules. `onPlay`
 * opens a free-rounds bonus's game (the app opens it as the lobby does).
 */
export function CustomerBonusCard({
  bonus,
  onPlay,
}: {
  bonus: CustomerBonus;
  onPlay?: (game: GameLaunchFields) => void;
}) {
  const { t } = useTranslation('bonuses');
  const titleId = useId();
  const roundsId = useId();
  const live = bonus.status === 'active';
  const playable = live && bonus.freeRounds?.game && bonus.freeRounds.left > 0 ? bonus.freeRounds.game : null;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <div className={styles.cardTop}>
          <p className={card.kind}>{t(`kind.${bonus.kind}`)}</p>
          <StatusBadge tone={TONE[bonus.status]}>{t(`status.${bonus.status}`)}</StatusBadge>
        </div>
        <h2 id={titleId} className={card.title}>
          {bonus.title}
        </h2>
      </header>
      <dl className={styles.figures}>
        {bonus.freeRounds && (
          // First and on its own row: the rounds are what this bonus gives.
          <div className={styles.wide}>
            <dt id={roundsId}>{t('mine.freeRounds', { game: bonus.freeRounds.gameName })}</dt>
            <dd>{t('mine.roundsLeft', { left: bonus.freeRounds.left, total: bonus.freeRounds.total })}</dd>
          </div>
        )}
        <div>
          <dt>{t(bonus.freeRounds ? 'mine.freeRoundsWon' : 'mine.amount')}</dt>
          <dd>{formatMoney(bonus.amount)}</dd>
        </div>
        <div>
          <dt>{t('mine.remaining')}</dt>
          <dd>{formatMoney(bonus.remaining)}</dd>
        </div>
      </dl>
      {(live || bonus.status === 'completed') &&
        // Free rounds start with nothing to wager: the wagering comes with their wins (docs/decisions/099-free-rounds.md).
        (live && bonus.freeRounds && bonus.wageringRequired <= 0 ? (
          <p className={styles.note}>{t('mine.freeRoundsWagering')}</p>
        ) : (
          <WageringProgress done={bonus.wageringDone} required={bonus.wageringRequired} />
        ))}
      {playable && onPlay && (
        <Button className={styles.play} onClick={() => onPlay(playable)} aria-describedby={roundsId}>
          {t('mine.playNow')}
        </Button>
      )}
      <BonusTime bonus={bonus} />
      {bonus.reason && <p className={styles.reason}>{t('mine.reason', { reason: bonus.reason })}</p>}
      {bonus.terms.length > 0 && (
        <details className={styles.details}>
          <summary>{t('terms.all')}</summary>
          <ul>
            {bonus.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </details>
      )}
    </article>
  );
}
