import {
  LIMIT_PERIODS,
  type LimitKind,
  type SetLimitRequest,
  setLimitRequestSchema,
} from '@lalebet/shared/protection';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { zodResolver } from '@/lib/zod-resolver';
import styles from './protection.module.css';

type Props = { kind: LimitKind; pending: boolean; onSubmit: (body: SetLimitRequest) => Promise<unknown> };

/**
 * A new value for one kind of limit: a free amount (docs/rules.md R2),
 * or minutes for the daily session-time limit. The shared schema validates before sending.
 */
export function LimitForm({ kind, pending, onSubmit }: Props) {
  const { t } = useTranslation('protection');
  const session = kind === 'session';
  const form = useForm<SetLimitRequest>({
    resolver: zodResolver(setLimitRequestSchema),
    mode: 'onTouched',
    defaultValues: { kind, period: 'day' },
  });
  const { register, handleSubmit, formState, reset } = form;
  const [round, setRound] = useState(0);
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      // Empty again (never null: a null amount asks to remove the limit). A new input, as the
      // form library leaves an uncontrolled number input's text in place.
      reset({ kind, period: values.period });
      setRound((r) => r + 1);
    } catch {
      // The page's handler showed the refusal.
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {!session && (
        <FormField label={t('form.period')} error={errors.period}>
          <select {...register('period')}>
            {LIMIT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`period.${p}`)}
              </option>
            ))}
          </select>
        </FormField>
      )}
      {session ? (
        <FormField label={t('form.minutes')} error={errors.minutes}>
          <input
            key={round}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...register('minutes', { valueAsNumber: true })}
          />
        </FormField>
      ) : (
        <FormField label={t('form.amount')} error={errors.amount}>
          <input
            key={round}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            {...register('amount', { valueAsNumber: true })}
          />
        </FormField>
      )}
      <Button type="submit" loading={pending}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
