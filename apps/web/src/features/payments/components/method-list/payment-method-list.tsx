import type { PaymentMethod } from '@lalebet/shared/payments';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { usePaymentMethods } from '../../api/get-payment-methods';
import type { Direction } from '../../api/keys';
import { errorMessage } from '@/lib/api-message';
import styles from './method-list.module.css';

type Props = { direction: Direction; onSelect: (method: PaymentMethod) => void };

/** The deposit or withdraw methods as cards: logo, name, limits and processing time. */
export function PaymentMethodList({ direction, onSelect }: Props) {
  const { t } = useTranslation('payments');
  const { t: tc } = useTranslation();
  const methods = usePaymentMethods(direction);

  if (methods.isPending) {
    return (
      <div role="status" aria-label={t('methods.loading')} className={styles.grid}>
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (methods.isError) {
    return (
      <div role="alert" className={styles.state}>
        <p>{errorMessage(methods.error, tc('app.error.title'))}</p>
        <Button variant="secondary" onClick={() => void methods.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (methods.data.length === 0) return <p className={styles.state}>{t('methods.empty')}</p>;

  return (
    <ul className={styles.grid} aria-label={t('methods.label')}>
      {methods.data.map((m) => (
        <li key={m.id}>
          <button type="button" className={styles.card} aria-haspopup="dialog" onClick={() => onSelect(m)}>
            <img className={styles.logo} src={m.logo} alt="" width={48} height={48} loading="lazy" />
            <span className={styles.name}>{m.name}</span>
            <span className={styles.fact}>
              <span className={styles.factLabel}>{t('methods.limits')}</span>
              <span className={styles.factValue}>
                {formatMoney(m.min)} – {formatMoney(m.max)}
              </span>
            </span>
            <span className={styles.fact}>
              <span className={styles.factLabel}>{t('methods.time')}</span>
              <span className={styles.factValue}>{m.processingTime}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
