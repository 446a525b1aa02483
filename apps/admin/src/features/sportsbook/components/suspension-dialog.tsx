import { tradingReasonRequestSchema } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormDialog } from '@/components/form-dialog';
import { useAdminForm } from '@/components/use-admin-form';
import { type SuspensionAction, type SuspensionTarget, useSetSuspension } from '../api/set-suspension';
import { ReasonField } from '@/components/reason-field';

export type Suspension = { action: SuspensionAction; target: SuspensionTarget };

/**
 * Suspends or resumes an event or one market, with a reason. A trader's suspension holds
 * whatever the feed says until a trader resumes it (docs/decisions/078-trading-desk.md).
 */
export function SuspensionDialog({ action, target, onClose }: Suspension & { onClose: () => void }) {
  const { t } = useTranslation('sportsbook');
  const set = useSetSuspension();
  const form = useAdminForm(tradingReasonRequestSchema, { reason: '' });
  const key = `${target.kind}.${action}`;
  return (
    <FormDialog
      form={form}
      title={t(`${key}Title`, { name: target.name })}
      description={t(`${key}Body`)}
      submitLabel={t(`action.${action}`)}
      danger={action === 'suspend'}
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        const res = await set.mutateAsync({ action, target, reason });
        toast.success(res.message || t(res.data.suspended ? 'suspended' : 'resumed'));
        onClose();
      }}
    >
      <ReasonField form={form} />
    </FormDialog>
  );
}
