import type { PlaySession } from '@lalebet/shared/protection';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { useModalDialog } from '@/components/ui/top-layer';
import { paths } from '@/config/paths';
import { formatMoney, formatNet } from '@/lib/format';
import { splitDuration, useNow } from './elapsed';
import styles from './reality-check.module.css';

type Props = { session: PlaySession; onContinue: () => void; onHistory: () => void; onLogout: () => void };

/**
 * docs/rules.md R19: the reality check. A native modal <dialog> opened
 * after the game's, so it sits above the game frame in the top layer; the page behind it is
 * inert (the app also marks the game's subtree inert). No close button and no Escape: play
 * resumes only on Continue.
 */
export function RealityCheckDialog({ session, onContinue, onHistory, onLogout }: Props) {
  const { t } = useTranslation('protection');
  const modal = useModalDialog();
  const { ref, isUnmounted, titleId } = modal;
  const now = useNow(15_000);
  const { h, m } = splitDuration(now - Date.parse(session.startedAt));
  // Under a minute reads '< 1 min', not '0 min'.
  const elapsed = h ? t('rc.duration', { h, m }) : m ? t('rc.durationMinutes', { m }) : t('rc.underMinute');
  return (
    <dialog
      {...modal.props}
      className={styles.dialog}
      data-testid="reality-check"
      onCancel={(e) => e.preventDefault()}
      // A repeated Escape may still close it (browsers limit cancel prevention): show it again,
      // as the game behind stays paused until Continue.
      onClose={() => {
        const el = ref.current;
        if (!isUnmounted() && el && !el.open && typeof el.showModal === 'function') el.showModal();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {t('rc.title')}
      </h2>
      <p>{t('rc.text', { elapsed })}</p>
      <dl className={styles.figures}>
        <div>
          <dt>{t('rc.elapsed')}</dt>
          <dd>{elapsed}</dd>
        </div>
        <div>
          <dt>{t('rc.stakes')}</dt>
          <dd>{formatMoney(session.stakes)}</dd>
        </div>
        <div>
          <dt>{t('rc.wins')}</dt>
          <dd>{formatMoney(session.wins)}</dd>
        </div>
        <div>
          <dt>{t('rc.net')}</dt>
          <dd className={session.net < 0 ? styles.negative : undefined}>{formatNet(session.net)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button autoFocus onClick={onContinue}>
          {t('rc.continue')}
        </Button>
        <Link
          to={paths.dashboard.financialActivities}
          className={buttonClass('secondary')}
          onClick={onHistory}
        >
          {t('rc.history')}
        </Link>
        <Button variant="secondary" onClick={onLogout}>
          {t('rc.logout')}
        </Button>
      </div>
    </dialog>
  );
}
