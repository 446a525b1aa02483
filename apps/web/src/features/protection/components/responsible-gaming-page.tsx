import type { SetLimitRequest } from '@lalebet/shared/protection';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '@/components/ui/account-page';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-message';
import { formatDateTime } from '@/lib/format';
import { useCancelLimit } from '../api/cancel-limit';
import { useConfirmLimit } from '../api/confirm-limit';
import { useResponsibleGaming } from '../api/get-responsible-gaming';
import { useSetLimit } from '../api/post-limit';
import { useLocale } from '../lib/locale';
import { CloseAccountPanel } from './close-account-panel';
import { ExclusionPanel } from './exclusion-panel';
import { LimitsPanel } from './limits-panel';
import { PendingList } from './pending-list';
import { ReviewBanner } from './review-banner';
import { SettingsPanel } from './settings-panel';
import styles from './protection.module.css';

export type SessionEndReason = 'timed_out' | 'self_excluded' | 'closed';

const KINDS = ['deposit', 'loss', 'wager', 'session'] as const;

/**
 * /dashboard/responsible-gaming (docs/decisions/024-player-protection.md): limits with their
 * use, pending raises, time-out, self-exclusion, reminders and closing the account. A lower
 * limit applies at once, a raise waits (docs/rules.md R9-R11).
 */
export function ResponsibleGamingPage({ onSessionEnded }: { onSessionEnded: (r: SessionEndReason) => void }) {
  const { t } = useTranslation('protection');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const state = useResponsibleGaming();
  const setLimit = useSetLimit();
  const confirm = useConfirmLimit();
  const cancel = useCancelLimit();
  const fail = (error: unknown) => void toast.error(errorMessage(error, tc('app.error.title')));

  const save = async (body: SetLimitRequest) => {
    try {
      const result = await setLimit.mutateAsync(body);
      const date = formatDateTime(result.effectiveAt, locale);
      if (result.applied) toast.success(t('applied', { date }));
      else toast.info(t('queued', { date }));
    } catch (error) {
      fail(error);
      throw error;
    }
  };
  const run = (mutation: typeof confirm, id: number, done: string) =>
    mutation.mutate(id, { onSuccess: () => void toast.success(t(done)), onError: fail });

  if (state.isPending) return <LoadingState label={t('loading')} />;
  if (state.isError)
    return (
      <ErrorState
        error={state.error}
        fallback={tc('app.error.title')}
        retryLabel={t('retry')}
        onRetry={() => void state.refetch()}
      />
    );
  const rg = state.data;
  return (
    <AccountPage title={t('title')} lead={t('lead')} className={styles.page}>
      <ReviewBanner />
      {rg.pending.length > 0 && (
        <PendingList
          pending={rg.pending}
          busy={confirm.isPending || cancel.isPending}
          onConfirm={(id) => run(confirm, id, 'pending.confirmed')}
          onCancel={(id) => run(cancel, id, 'pending.cancelled')}
        />
      )}
      {KINDS.map((kind) => (
        <LimitsPanel key={kind} kind={kind} limits={rg.limits} saving={setLimit.isPending} onSave={save} />
      ))}
      <ExclusionPanel exclusion={rg.exclusion} onEnded={onSessionEnded} />
      <SettingsPanel realityCheck={rg.realityCheck} review={rg.review} />
      <CloseAccountPanel onClosed={() => onSessionEnded('closed')} />
    </AccountPage>
  );
}
