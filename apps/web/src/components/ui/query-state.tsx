import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-message';
import { Button } from './button';
import { Spinner } from './spinner';
import styles from './query-state.module.css';

/** While a page's or list's data loads: an announced spinner. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className={styles.state}>
      <Spinner size={28} label={label} />
    </div>
  );
}

/** A failed load: the server's message (else `fallback`) and a retry button. */
export function ErrorState({
  error,
  fallback,
  retryLabel,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className={styles.state} role="alert">
      <p>{errorMessage(error, fallback)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

/** A list with nothing to show: the sentence that says so. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.state}>{children}</p>;
}

/** A query's loading and failed states; once it has data, `children` renders it. */
export function QueryGate<T>({
  query,
  loadingLabel,
  fallback,
  retryLabel,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  /** The failure's wording when the server sent none. */
  fallback: string;
  retryLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        fallback={fallback}
        retryLabel={retryLabel}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
