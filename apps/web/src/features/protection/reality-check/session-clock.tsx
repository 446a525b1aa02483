import { useTranslation } from 'react-i18next';
import { HistoryIcon } from '@/components/ui/icons/ui-icons';
import { usePlaySession } from '../api/get-play-session';
import { formatClock, useNow } from './elapsed';
import styles from './reality-check.module.css';

/**
 * docs/rules.md R20: the elapsed session time, visible in the game
 * shell and on the sportsbook at all times. Not a live region: it would speak every second.
 */
export default function SessionClock() {
  const { t } = useTranslation('protection');
  const session = usePlaySession();
  const now = useNow();
  if (!session.data) return null;
  const elapsed = formatClock(now - Date.parse(session.data.startedAt));
  return (
    <span className={styles.clock} title={t('rc.elapsed')} data-testid="session-clock">
      <span className="visually-hidden">{t('rc.elapsed')}: </span>
      <HistoryIcon size={14} aria-hidden="true" />
      <time>{elapsed}</time>
    </span>
  );
}
