import { type AdminSportsBet, voidBetRequestSchema } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormDialog } from '@/components/form-dialog';
import { useAdminForm } from '@/components/use-admin-form';
import { formatMoney } from '@/lib/format';
import { useVoidBet } from '../api/void-bet';
import { ReasonField } from '@/components/reason-field';

/**
 * Voids one bet with a reason: the stake goes back to the player. A large one waits for a second
 * person's approval, and the toast says so (docs/decisions/078-trading-desk.md). An obvious
 * error voids a settled bet only within the operator's window (docs/decisions/087-margins-and-obvious-error.md).
 */
export function BetVoidDialog({ bet, onClose }: { bet: AdminSportsBet; onClose: () => void }) {
  const { t } = useTranslation('sportsbook');
  const voidBet = useVoidBet();
  const form = useAdminForm(voidBetRequestSchema, { reason: '', reasonCode: 'other' });
  return (
    <FormDialog
      form={form}
      title={t('void.title', { name: bet.username })}
      description={t('void.body', { stake: formatMoney(bet.stake), win: formatMoney(bet.potentialWin) })}
      submitLabel={t('void.confirm')}
      danger
      onClose={onClose}
      onSubmit={async ({ reason, reasonCode }) => {
        const res = await voidBet.mutateAsync({ id: bet.id, reason, reasonCode });
        toast.success(res.data.status === 'pending' ? t('void.pending') : res.message || t('void.done'));
        onClose();
      }}
    >
      <ReasonField form={form} />
      <label className="check">
        <input
          type="checkbox"
          checked={form.watch('reasonCode') === 'obvious_error'}
          onChange={(e) => form.setValue('reasonCode', e.target.checked ? 'obvious_error' : 'other')}
        />
        {t('void.obviousError')}
      </label>
      <p className="hint">{t('void.obviousErrorHint')}</p>
    </FormDialog>
  );
}
