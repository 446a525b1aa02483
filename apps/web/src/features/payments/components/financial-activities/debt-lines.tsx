import type { DebtHistory } from '@lalebet/shared/debts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime, formatMoney, formatNet } from '@/lib/format';
import styles from './financial-activities.module.css';

type Line = { key: string; at: string; text: string; amount: string; debit: boolean };

/**
 * What corrected bets left owed and what paid it (docs/decisions/047-money-details.md): one line
 * for each debt (open, paid, or written off by the operator, docs/decisions/104-debt-write-off.md)
 * and one for each collection from a deposit or a win, newest first. Nothing when
 * the player never owed anything.
 */
export function DebtLines({ history }: { history: DebtHistory | undefined }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  if (!history || (history.debts.length === 0 && history.collections.length === 0)) return null;
  const lines: Line[] = [
    ...history.debts.map((d) => ({
      key: `d-${d.betId}-${d.createdAt}`,
      at: d.createdAt,
      text:
        d.open > 0
          ? t('debts.debtOpen', { open: formatMoney(d.open) })
          : d.writtenOff > 0
            ? t('debts.debtWrittenOff', { amount: formatMoney(d.writtenOff) })
            : t('debts.debtPaid'),
      amount: formatMoney(d.amount),
      debit: false,
    })),
    ...history.collections.map((c, i) => ({
      key: `c-${i}-${c.createdAt}`,
      at: c.createdAt,
      text: t(`debts.collected.${c.source}`),
      amount: formatNet(-c.amount),
      debit: true,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section aria-labelledby="debt-lines" className={styles.debts}>
      <h2 id="debt-lines">{t('debts.title')}</h2>
      <p>{t('debts.lead')}</p>
      <ul>
        {lines.map((l) => (
          <li key={l.key}>
            <span>{formatDateTime(l.at, locale)}</span> <span>{l.text}</span>{' '}
            <span className={l.debit ? styles.debit : undefined}>{l.amount}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
