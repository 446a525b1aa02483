import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NumberInput } from '@/components/ui/masked-input';
import { toast } from '@/components/ui/toast';
import { formatMoney } from '@/lib/format';
import { zodResolver } from '@/lib/zod-resolver';
import { useCashoutAuto } from '../api/get-cashout-auto';
import { usePutCashoutAuto } from '../api/put-cashout-auto';
import { failureMessage } from './cashout-errors';
import { autoCashoutSchema } from './cashout-schema';
import styles from './cashout.module.css';

/** "Otomatik bozdur": the whole bet is cashed out once its value reaches the threshold. */
export function AutoCashoutForm({ betId }: { betId: string }) {
  const { t } = useTranslation('sportsbook');
  const headingId = useId();
  const auto = useCashoutAuto(betId);
  const save = usePutCashoutAuto(betId);
  const threshold = auto.data?.threshold ?? null;
  const form = useForm({
    values: { threshold: threshold === null ? '' : String(threshold) },
    resolver: zodResolver(autoCashoutSchema),
  });
  const { field } = useController({ name: 'threshold', control: form.control });

  const put = (value: number | null) =>
    save.mutate(
      { threshold: value },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.threshold === null
              ? t('cashout.auto.cleared')
              : t('cashout.auto.saved', { amount: formatMoney(saved.threshold) }),
          ),
        onError: (err) => toast.error(failureMessage(err)),
      },
    );

  return (
    <form
      className={styles.auto}
      aria-labelledby={headingId}
      noValidate
      onSubmit={form.handleSubmit((v) => put(v.threshold))}
    >
      <h3 id={headingId} className={styles.autoTitle}>
        {t('cashout.auto.title')}
      </h3>
      <p className={styles.autoState} aria-live="polite">
        {threshold === null
          ? t('cashout.auto.off')
          : t('cashout.auto.on', { amount: formatMoney(threshold) })}
      </p>
      <FormField
        label={t('cashout.auto.label')}
        prefix="₺"
        error={form.formState.errors.threshold}
        errorParams={{ minimum: formatMoney(0.01) }}
      >
        <NumberInput field={field} decimal autoComplete="off" />
      </FormField>
      <div className={styles.autoActions}>
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          loading={save.isPending}
          disabled={auto.isPending}
        >
          {t('cashout.auto.save')}
        </Button>
        {threshold !== null && (
          <Button variant="ghost" size="sm" disabled={save.isPending} onClick={() => put(null)}>
            {t('cashout.auto.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
