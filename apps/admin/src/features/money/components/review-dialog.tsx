import type { Adjustment } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { DateTime } from '@/components/display';
import { Dialog } from '@/components/dialog';
import { ReasonDialog } from '@/components/reason-dialog';
import { useApproveAdjustment, useRejectAdjustment } from '../api/decide-adjustment';
import { SignedAmount, StatusBadge } from './adjustment-columns';

/**
 * One request as the approver reviews it. Approving sends back the hash of exactly this
 * version (docs/decisions/030-four-eyes-adjustments.md): if the request changed since the list
 * was loaded, the server refuses with APPROVAL_CHANGED and the approver looks again.
 */
export function ReviewDialog({ request, onClose }: { request: Adjustment; onClose: () => void }) {
  const { t } = useTranslation('money');
  const approve = useApproveAdjustment();
  const reject = useRejectAdjustment();
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const can = (a: string) => request.allowedActions.includes(a);
  const onApprove = async () => {
    setError(null);
    try {
      const res = await approve.mutateAsync({ id: request.id, payloadHash: request.payloadHash });
      toast.success(res.message || t('adj.executed'));
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const rows: [string, React.ReactNode][] = [
    [t('col.player'), `${request.username} (#${request.customerId})`],
    [t('col.amount'), <SignedAmount key="a" a={request} />],
    [t('adj.direction'), t(`direction.${request.direction}`)],
    [t('col.reason'), t(`reason.${request.reasonCode}`)],
    [t('adj.note'), request.note],
    [t('col.requestedBy'), request.requestedBy],
    [t('col.requestedAt'), <DateTime key="r" iso={request.requestedAt} />],
    [t('col.expiresAt'), <DateTime key="e" iso={request.expiresAt} />],
    [t('col.status'), <StatusBadge key="s" status={request.status} t={t} />],
    [t('col.hash'), <code key="h">{request.payloadHash}</code>],
  ];
  return (
    <>
      <Dialog
        open={!rejecting}
        wide
        title={t('review.title', { id: request.id })}
        onClose={onClose}
        footer={
          <>
            <Button onClick={onClose}>{t('common:action.close')}</Button>
            {can('reject') && (
              <Button variant="danger" onClick={() => setRejecting(true)}>
                {t('action.reject')}
              </Button>
            )}
            {can('approve') && (
              <Button variant="primary" busy={approve.isPending} onClick={onApprove}>
                {t('action.approve')}
              </Button>
            )}
          </>
        }
      >
        {error && (
          <p className="alert alert-bad" role="alert">
            {error}
          </p>
        )}
        <dl className="kv">
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </Dialog>
      <ReasonDialog
        open={rejecting}
        title={t('review.rejectTitle', { id: request.id })}
        confirmLabel={t('action.reject')}
        danger
        onConfirm={(reason) => reject.mutateAsync({ id: request.id, reason })}
        onClose={() => {
          setRejecting(false);
          onClose();
        }}
      />
    </>
  );
}
