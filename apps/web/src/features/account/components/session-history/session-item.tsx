import type { SessionHistoryItem } from '@lalebet/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime } from '@/lib/format';
import { StatusBadge } from '@/components/ui/status-badge';
import { browserLabel, deviceLabel, isMobileDevice } from './device-label';
import { DesktopIcon, MobileIcon } from './device-icons';
import styles from './session-history.module.css';
import { cx } from '@/lib/cx';

type Props = { session: SessionHistoryItem; ending: boolean; disabled: boolean; onEnd: (id: string) => void };

/** One session: device and browser, IP, times, its state, and End session when it is another live one. */
export function SessionItem({ session: s, ending, disabled, onEnd }: Props) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const titleId = useId();
  const Icon = isMobileDevice(s.device) ? MobileIcon : DesktopIcon;
  const active = s.endedAt === null;

  return (
    <li className={cx(styles.item, s.current && styles.current)}>
      <span className={styles.icon}>
        <Icon size={22} />
      </span>
      <div className={styles.body}>
        <div className={styles.itemHeader}>
          <h2 id={titleId} className={styles.device}>
            {deviceLabel(s.device, t)} · {browserLabel(s.browser, t)}
          </h2>
          {s.current ? (
            <StatusBadge tone="accent">{t('sessions.current')}</StatusBadge>
          ) : active ? (
            <StatusBadge tone="success">{t('sessions.active')}</StatusBadge>
          ) : (
            <StatusBadge tone="neutral">{t('sessions.ended')}</StatusBadge>
          )}
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('sessions.ip')}</dt>
            <dd>{s.ip ?? t('sessions.unknownIp')}</dd>
          </div>
          <div>
            <dt>{t('sessions.createdAt')}</dt>
            <dd>{formatDateTime(s.createdAt, locale)}</dd>
          </div>
          <div>
            <dt>{t('sessions.lastSeenAt')}</dt>
            <dd>{formatDateTime(s.lastSeenAt, locale)}</dd>
          </div>
          {s.endedAt && (
            <div>
              <dt>{t('sessions.endedAt')}</dt>
              <dd>{formatDateTime(s.endedAt, locale)}</dd>
            </div>
          )}
        </dl>
      </div>
      {active && !s.current && (
        <Button
          variant="secondary"
          size="sm"
          className={styles.end}
          loading={ending}
          disabled={disabled}
          aria-describedby={titleId}
          onClick={() => onEnd(s.id)}
        >
          {t('sessions.end')}
        </Button>
      )}
    </li>
  );
}
