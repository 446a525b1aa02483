import { formErrorsOf } from '@/lib/form-errors';
import { adminBonusGrantSchema } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextArea, TextField } from '@/components/field';
import { useGrantBonus } from '../api/grant-bonus';
import type { AdminDefinition } from '../api/list-definitions';
import { optionalMinor } from './money-text';

/**
 * Gives one player this bonus, with a reason. A percentage offer needs the amount; above the
 * operator's threshold the grant is sent for a second person's approval
 * (docs/decisions/035-four-eyes-approvals.md), and the dialog says so.
 */
export function GrantDialog({ definition, onClose }: { definition: AdminDefinition; onClose: () => void }) {
  const { t } = useTranslation('bonuses');
  const grant = useGrantBonus();
  const [customerId, setCustomerId] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const needsAmount = definition.amount === null;

  const submit = async () => {
    const id = Number(customerId);
    const local: Record<string, string> = {};
    if (!Number.isSafeInteger(id) || id <= 0) local.customerId = t('validation:v.invalid');
    const minor = needsAmount ? optionalMinor(amount) : null;
    const parsed = adminBonusGrantSchema.safeParse({
      definitionId: definition.id,
      ...(needsAmount ? { amount: minor ?? undefined } : {}),
      reason,
    });
    if (!parsed.success)
      for (const i of parsed.error.issues)
        local[String(i.path[0])] ??= t(`validation:${i.message}`, {
          defaultValue: i.message,
          minimum: 3,
          maximum: 500,
        });
    setErrors(local);
    if (Object.keys(local).length || !parsed.success) return;
    try {
      const res = await grant.mutateAsync({ customerId: id, ...parsed.data });
      // Above the threshold nothing is given yet: a second person must approve it first.
      toast.success(res.data.status === 'pending' ? t('grantPending') : res.message);
      onClose();
    } catch (e) {
      setErrors(formErrorsOf(e));
    }
  };

  return (
    <Dialog
      open
      title={t('grantTitle', { code: definition.code })}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common:action.cancel')}</Button>
          <Button variant="primary" busy={grant.isPending} onClick={submit}>
            {t('grant')}
          </Button>
        </>
      }
    >
      {errors.form && (
        <p className="alert alert-bad" role="alert">
          {errors.form}
        </p>
      )}
      <TextField
        label={t('customerId')}
        inputMode="numeric"
        value={customerId}
        onChange={(e) => setCustomerId(e.target.value)}
        error={errors.customerId}
      />
      {needsAmount && (
        <TextField
          label={t('field.amount')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
        />
      )}
      <TextArea
        label={t('common:reason.label')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
        rows={3}
        maxLength={500}
      />
      <p className="hint">{t('grantHelp')}</p>
    </Dialog>
  );
}
