import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { Badge, DateTime } from '@/components/display';
import { formatMoney } from '@/lib/format';
import type { AdminClaim } from '../api/list-claims';
import { useDecideClaim } from '../api/decide-claim';

/** One claim: who, which bonus, its risk flags; a pending one is confirmed here or rejected with a reason. */
export function ClaimRow({ claim: c, onReject }: { claim: AdminClaim; onReject: (c: AdminClaim) => void }) {
  const { t } = useTranslation('bonuses');
  const decide = useDecideClaim();
  const confirm = async () => {
    try {
      const res = await decide.mutateAsync({ id: c.id, action: 'confirm' });
      toast.success(res.message);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <tr>
      <td>{c.username}</td>
      <td>{c.title}</td>
      <td>{formatMoney(Math.round(c.amount * 100))}</td>
      <td>
        <DateTime iso={c.createdAt} />
      </td>
      <td>
        {c.riskFlags.map((f) => (
          <Badge key={f} tone="warn">
            {t(`riskFlag.${f}`)}
          </Badge>
        ))}
      </td>
      <td>
        {c.status === 'pending' && (
          <>
            <Button
              variant="primary"
              busy={decide.isPending}
              onClick={confirm}
              title={t('confirmOf', { name: c.username })}
            >
              {t('confirm')}
            </Button>
            <Button variant="danger" onClick={() => onReject(c)} title={t('rejectOf', { name: c.username })}>
              {t('reject')}
            </Button>
          </>
        )}
        {c.reason && <small className="muted">{c.reason}</small>}
      </td>
    </tr>
  );
}
