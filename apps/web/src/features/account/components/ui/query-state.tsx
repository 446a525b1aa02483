import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '../../lib/api-message';
import styles from './query-state.module.css';

/** While a page's data loads: an announced spinner. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className={styles.state}>
      <Spinner size={28} label={label} />
    </div>
  );
}

/** A failed load: the server's message and Try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  return (
    <div className={styles.state} role="alert">
      <p>{errorMessage(error, tc('app.error.title'))}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
