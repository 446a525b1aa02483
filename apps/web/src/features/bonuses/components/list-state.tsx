import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '../lib/api-message';
import styles from './list-state.module.css';

/** What a bonus list shows instead of its items: loading, a failed read, or nothing to show. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className={styles.state}>
      <Spinner size={28} label={label} />
    </div>
  );
}

export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('bonuses');
  return (
    <div className={styles.state} role="alert">
      <p>{errorMessage(error, t('error'))}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

export function ListEmpty({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className={styles.state}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {children}
    </div>
  );
}
