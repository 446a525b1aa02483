import { useTranslation } from 'react-i18next';
import { formatSeconds } from '@/hooks/use-countdown';
import { LinkButton } from '@/components/ui/link-button';
import styles from './phone-verification.module.css';

type Props = { remaining: number; resending: boolean; onResend: () => void };

/** A 60-s countdown after each code, then 'Click to resend' (docs/product.md §4). */
export function ResendArea({ remaining, resending, onResend }: Props) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.resend}>
      {remaining > 0 ? (
        <p>
          {t('phone.resendWait')} <strong className={styles.timer}>{formatSeconds(remaining)}</strong>
        </p>
      ) : (
        <p>
          {t('phone.noCode')}{' '}
          <LinkButton onClick={onResend} disabled={resending} aria-busy={resending || undefined}>
            {t('phone.resend')}
          </LinkButton>
        </p>
      )}
    </div>
  );
}
