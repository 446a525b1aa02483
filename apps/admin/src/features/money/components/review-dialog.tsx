import type { ApprovalItem } from '@lalebet/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { DateTime, Money } from '@/components/display';
import { Dialog } from '@/components/dialog';
import { ReasonDialog } from '@/components/reason-dialog';
import { useApproveRequest, useRejectRequest } from '../api/decide-approval';
import { StatusBadge } from './adjustment-columns';
import {
  ApprovalAmount,
  approvalSubject,
  manualSettlementWhat,
  scopeLimitsWhat,
  sportsLimitsWhat,
} from './approval-columns';
import { definitionRows } from './definition-request-rows';

/** The request's own lines: what approving it will do. */
function whatRows(t: TFunction, r: ApprovalItem): [string, React.ReactNode][] {
  if (r.kind === 'adjustment') {
    return [
      [t('adj.direction'), t(`direction.${r.direction}`)],
      [t('col.reason'), t(`reason.${r.reasonCode}`)],
      [t('adj.note'), r.note],
    ];
  }
  if (r.kind === 'site_option') {
    return [
      [t('policy.key'), <code key="k">{r.key}</code>],
      [t('policy.before'), r.before || '—'],
      [t('policy.after'), `${r.value || '—'}${r.enabled ? '' : ` (${t('policy.disabled')})`}`],
    ];
  }
  if (r.kind === 'bonus_definition') return definitionRows(t, r);
  if (r.kind === 'staff') {
    return [
      [t('staff.what'), t(`staff.${r.action}`, { roles: r.roles.join(', ') })],
      [t('staff.contact'), [r.email, r.phone].filter(Boolean).join(' · ') || '—'],
      [t('staff.money'), r.moneyPermissions.join(', ')],
    ];
  }
  if (r.kind === 'bet_void') {
    return [
      [t('sports.bet'), <code key="b">{r.betId}</code>],
      [t('sports.void', { status: r.betStatus }), r.reason],
    ];
  }
  if (r.kind === 'manual_settlement')
    return [
      [t('sports.event'), r.eventName],
      [t(`sports.manual.${r.action}`), manualSettlementWhat(t, r)],
      [t('grant.reason'), r.reason],
    ];
  if (r.kind === 'scope_limits')
    return [
      [t('sports.scope'), `${r.scope}: ${r.key}`],
      [t('sports.limits'), scopeLimitsWhat(t, r)],
      [t('grant.reason'), r.reason],
    ];
  if (r.kind === 'debt_write_off')
    return [
      [t('sports.bet'), <code key="b">{r.betId}</code>],
      [t('debt.openNow'), <Money key="o" minor={r.openNow} />],
      [t('grant.reason'), r.reason],
    ];
  if (r.kind === 'sports_limits')
    return [
      [t('sports.limits'), sportsLimitsWhat(t, r)],
      [t('grant.reason'), r.reason],
    ];
  return [
    [t('grant.bonus'), `${r.definitionTitle} (${r.definitionCode})`],
    [t('grant.reason'), r.reason],
  ];
}

/**
 * One request as the approver reviews it, of either kind. Approving sends back the hash of
 * exactly this version (docs/decisions/035-four-eyes-approvals.md): if the request changed
 * since the list was loaded, the server refuses with APPROVAL_CHANGED and the approver looks again.
 */
export function ReviewDialog({ request, onClose }: { request: ApprovalItem; onClose: () => void }) {
  const { t } = useTranslation('money');
  const approve = useApproveRequest();
  const reject = useRejectRequest();
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const can = (a: string) => request.allowedActions.includes(a);
  const ref = { kind: request.kind, id: request.id };
  const onApprove = async () => {
    setError(null);
    try {
      const res = await approve.mutateAsync({ ...ref, payloadHash: request.payloadHash });
      toast.success(res.message || t('review.approved'));
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const rows: [string, React.ReactNode][] = [
    [t('col.player'), approvalSubject(request)],
    [t('col.amount'), <ApprovalAmount key="a" item={request} t={t} />],
    ...whatRows(t, request),
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
        title={t(`review.title.${request.kind}`, { id: request.id })}
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
        onConfirm={(reason) => reject.mutateAsync({ ...ref, reason })}
        onClose={() => {
          setRejecting(false);
          onClose();
        }}
      />
    </>
  );
}
