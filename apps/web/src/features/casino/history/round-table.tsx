import type { GameRound } from '@lalebet/shared/casino';
import { useTranslation } from 'react-i18next';
import { type BadgeTone, StatusBadge } from '@/components/ui/status-badge';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime, formatMoney, formatNet } from '@/lib/format';
import { historyStyles as history } from '@/components/ui/history-table/history-list';
import styles from './game-history.module.css';
import { cx } from '@/lib/cx';

const COLUMNS = ['time', 'game', 'provider', 'round', 'stake', 'win', 'net', 'status'] as const;
const NUMERIC = new Set<string>(['stake', 'win', 'net']);
const TONE: Record<GameRound['status'], BadgeTone> = {
  open: 'warning',
  closed: 'success',
  rolledBack: 'neutral',
};

type Props = { items: GameRound[]; busy: boolean };

/**
 * The rounds as a table; below 1200 px each row becomes a card (CSS), so the explicit roles
 * keep the table's meaning for screen readers when its display changes.
 */
export function RoundTable({ items, busy }: Props) {
  const { t } = useTranslation('play');
  const locale = useLocale();
  const label = Object.fromEntries(COLUMNS.map((c) => [c, t(`col.${c}`)])) as Record<
    (typeof COLUMNS)[number],
    string
  >;
  const netClass = (net: number) => (net > 0 ? styles.gain : net < 0 ? styles.loss : undefined);

  return (
    <table role="table" className={history.table} aria-busy={busy || undefined}>
      <caption className="visually-hidden">{t('history.caption')}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {COLUMNS.map((c) => (
            <th
              key={c}
              role="columnheader"
              scope="col"
              className={NUMERIC.has(c) ? history.numeric : undefined}
            >
              {label[c]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {items.map((r) => (
          <tr key={r.roundId} role="row">
            <td role="cell" data-label={label.time}>
              <time dateTime={r.startedAt}>{formatDateTime(r.startedAt, locale)}</time>
            </td>
            <td role="cell" data-label={label.game} className={styles.game}>
              {r.gameName}
            </td>
            <td role="cell" data-label={label.provider}>
              {r.providerName}
            </td>
            <td role="cell" data-label={label.round} className={styles.round}>
              {r.roundId}
            </td>
            <td role="cell" data-label={label.stake} className={history.numeric}>
              {formatMoney(r.stake, r.currency)}
            </td>
            <td role="cell" data-label={label.win} className={history.numeric}>
              {formatMoney(r.win, r.currency)}
            </td>
            <td role="cell" data-label={label.net} className={cx(history.numeric, netClass(r.net))}>
              {formatNet(r.net, r.currency)}
            </td>
            <td role="cell" data-label={label.status}>
              <StatusBadge tone={TONE[r.status]}>{t(`status.${r.status}`)}</StatusBadge>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
