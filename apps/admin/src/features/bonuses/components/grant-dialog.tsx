import { adminBonusGrantSchema } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { TextArea, TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { useAdminForm } from '@/components/use-admin-form';
import { useGrantBonus } from '../api/grant-bonus';
import type { AdminDefinition } from '../api/list-definitions';
import { optionalMinor } from './money-text';

/** The typed player number and lira amount, checked as the shared grant schema checks them. */
const grantForm = (definition: AdminDefinition) =>
  z
    .object({ customerId: z.string(), amount: z.string(), reason: z.string() })
    .transform(({ customerId, amount, reason }) => ({
      customerId: Number(customerId),
      definitionId: definition.id,
      ...(definition.amount === null ? { amount: optionalMinor(amount) ?? undefined } : {}),
      reason,
    }))
    .pipe(
      adminBonusGrantSchema.extend({
        customerId: z
          .number({ error: 'v.invalid' })
          .int({ error: 'v.invalid' })
          .positive({ error: 'v.invalid' }),
      }),
    );

/**
 * Gives one player this bonus, with a reason. A percentage offer needs the amount; above the
 * operator's threshold the grant is sent for a second person's approval
 * (docs/decisions/035-four-eyes-approvals.md), and the dialog says so.
 */
export function GrantDialog({ definition, onClose }: { definition: AdminDefinition; onClose: () => void }) {
  const { t } = useTranslation('bonuses');
  const grant = useGrantBonus();
  const form = useAdminForm(grantForm(definition), { customerId: '', amount: '', reason: '' });
  const reasonLimits = { minimum: 3, maximum: 500 };
  return (
    <FormDialog
      form={form}
      title={t('grantTitle', { code: definition.code })}
      submitLabel={t('grant')}
      onClose={onClose}
      onSubmit={async (body) => {
        const res = await grant.mutateAsync(body);
        // Above the threshold nothing is given yet: a second person must approve it first.
        toast.success(res.data.status === 'pending' ? t('grantPending') : res.message);
        onClose();
      }}
    >
      <TextField
        label={t('customerId')}
        inputMode="numeric"
        {...form.register('customerId')}
        error={form.errorOf('customerId')}
      />
      {definition.amount === null && (
        <TextField
          label={t('field.amount')}
          inputMode="decimal"
          {...form.register('amount')}
          error={form.errorOf('amount')}
        />
      )}
      <TextArea
        label={t('common:reason.label')}
        {...form.register('reason')}
        error={form.errorOf('reason', reasonLimits)}
        rows={3}
        maxLength={500}
      />
      <p className="hint">{t('grantHelp')}</p>
    </FormDialog>
  );
}
