import type { TransactionItem } from '@lalebet/shared/payments';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/status-badge';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime } from '@/lib/format';
import { formatSignedMoney } from '../../lib/format';
import { kindKey, statusKey, statusTone } from '../../lib/transaction-names';
import { historyStyles as history } from '@/components/ui/history-table/history-list';
import styles from './financial-activities.module.css';

type Props = { items: TransactionItem[]; busy: boolean };

/**
 * The movements as a table; below 768 px each row becomes a card (CSS), so the explicit roles
 * keep the table's meaning for screen readers when its display changes.
 */
export function TransactionTable({ items, busy }: Props) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const columns = ['date', 'kind', 'method', 'amount', 'status', 'updated', 'reason'] as const;
  const label = Object.fromEntries(columns.map((c) => [c, t(`col.${c}`)])) as Record<
    (typeof columns)[number],
    string
  >;

  return (
    <table role="table" className={history.table} aria-busy={busy || undefined}>
      <caption className="visually-hidden">{t('activities.caption')}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((c) => (
            <th
              key={c}
              role="columnheader"
              scope="col"
              className={c === 'amount' ? history.numeric : undefined}
            >
              {label[c]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {items.map((item) => (
          <tr key={item.id} role="row">
            <td role="cell" data-label={label.date}>
              {formatDateTime(item.createdAt, locale)}
            </td>
            <td role="cell" data-label={label.kind}>
              {t(kindKey(item.kind))}
            </td>
            <td role="cell" data-label={label.method}>
              {item.method}
            </td>
            <td
              role="cell"
              data-label={label.amount}
              className={[history.numeric, item.kind === 1 ? styles.credit : styles.debit].join(' ')}
            >
              {formatSignedMoney(item.amount, item.kind)}
            </td>
            <td role="cell" data-label={label.status}>
              <StatusBadge tone={statusTone(item.status)}>{t(statusKey(item.status))}</StatusBadge>
            </td>
            <td role="cell" data-label={label.updated}>
              {formatDateTime(item.updatedAt, locale)}
            </td>
            <td role="cell" data-label={label.reason} className={styles.reason}>
              {item.reason ?? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="visually-hidden">{t('activities.noReason')}</span>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
