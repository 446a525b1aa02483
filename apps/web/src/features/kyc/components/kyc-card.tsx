import type { KycStatus } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/account-page';
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { type BadgeTone, StatusBadge } from '@/components/ui/status-badge';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-message';
import { useKyc } from '../api/get-kyc';
import { useStartKyc } from '../api/start-kyc';
import styles from './kyc-card.module.css';

const TONES: Record<KycStatus, BadgeTone> = {
  not_started: 'neutral',
  pending: 'warning',
  manual_review: 'warning',
  approved: 'success',
  resubmission_requested: 'danger',
  rejected: 'danger',
  expired: 'danger',
};
/** Where the player can (re)open a session (the server's state machine agrees). */
const STARTABLE: readonly KycStatus[] = ['not_started', 'resubmission_requested', 'expired'];

/**
 * Identity verification (docs/decisions/026-kyc.md): the status, and a button that opens the
 * provider's hosted page in a new tab. Shown on the account and protection pages.
 */
export function KycCard() {
  const { t } = useTranslation('kyc');
  const kyc = useKyc();
  const start = useStartKyc();

  function onStart() {
    start.mutate(undefined, {
      // A new tab after the round trip; when a blocker stops it, the link below still works.
      onSuccess: ({ verificationUrl }) => void window.open(verificationUrl, '_blank', 'noopener,noreferrer'),
      onError: (error) => toast.error(errorMessage(error, t('error'))),
    });
  }

  return (
    <Panel title={t('title')}>
      {kyc.isPending ? (
        <LoadingState label={t('loading')} />
      ) : kyc.isError ? (
        <ErrorState
          error={kyc.error}
          fallback={t('error')}
          retryLabel={t('retry')}
          onRetry={() => void kyc.refetch()}
        />
      ) : (
        <div className={styles.body}>
          <p className={styles.status}>
            <span>{t('statusLabel')}</span>{' '}
            <StatusBadge tone={TONES[kyc.data.status]}>{t(`status.${kyc.data.status}`)}</StatusBadge>
          </p>
          <p className={styles.hint}>{t(`hint.${kyc.data.status}`)}</p>
          {STARTABLE.includes(kyc.data.status) && (
            <Button onClick={onStart} loading={start.isPending}>
              {t('verify')}
            </Button>
          )}
          {kyc.data.verificationUrl && kyc.data.status === 'pending' && (
            <a
              className={buttonClass('secondary')}
              href={kyc.data.verificationUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('continue')}
            </a>
          )}
        </div>
      )}
    </Panel>
  );
}
