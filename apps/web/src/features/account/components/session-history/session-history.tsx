import type { SessionHistoryItem } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { type EndSessionTarget, useEndSession } from '../../api/end-session';
import { useSessions } from '../../api/get-sessions';
import { errorMessage } from '@/lib/api-message';
import { AccountPage } from '@/components/ui/account-page';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { SessionItem } from './session-item';
import { SessionsEndAllDialog } from './sessions-end-all-dialog';
import styles from './session-history.module.css';

const rank = (s: SessionHistoryItem) => (s.current ? 0 : s.endedAt === null ? 1 : 2);
/** This device first, then other open sessions, then ended ones; newest first within each. */
const byRelevance = (rows: SessionHistoryItem[]) => [...rows].sort((a, b) => rank(a) - rank(b));

/** /dashboard/session-history: where the account is signed in, with End session and End all others. */
export function SessionHistory() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const sessions = useSessions();
  const end = useEndSession();
  const [confirming, setConfirming] = useState(false);
  const list = sessions.data ? byRelevance(sessions.data) : [];
  const others = list.filter((s) => !s.current && s.endedAt === null).length;

  const run = async (target: EndSessionTarget) => {
    try {
      const { message } = await end.mutateAsync(target);
      toast.success(message || t('sessions.endedToast'));
    } catch (error) {
      toast.error(errorMessage(error, tc('app.error.title')));
    } finally {
      setConfirming(false);
    }
  };
  const endingId = end.isPending && end.variables && 'id' in end.variables ? end.variables.id : null;

  return (
    <AccountPage title={t('sessions.title')} lead={t('sessions.lead')}>
      <div className={styles.toolbar}>
        <p className={styles.summary} aria-live="polite">
          {sessions.data ? t('sessions.othersActive', { count: others }) : null}
        </p>
        <Button
          variant="secondary"
          className={styles.endAll}
          disabled={others === 0 || end.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('sessions.endAll')}
        </Button>
      </div>
      {sessions.isPending ? (
        <LoadingState label={t('sessions.loading')} />
      ) : sessions.isError ? (
        <ErrorState
          error={sessions.error}
          fallback={tc('app.error.title')}
          retryLabel={t('retry')}
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <ul className={styles.list} aria-label={t('sessions.listLabel')}>
          {list.map((s) => (
            <SessionItem
              key={s.id}
              session={s}
              ending={endingId === s.id}
              disabled={end.isPending}
              onEnd={(id) => void run({ id })}
            />
          ))}
        </ul>
      )}
      {confirming && (
        <SessionsEndAllDialog
          count={others}
          pending={end.isPending}
          onConfirm={() => void run({ all: true })}
          onClose={() => setConfirming(false)}
        />
      )}
    </AccountPage>
  );
}
