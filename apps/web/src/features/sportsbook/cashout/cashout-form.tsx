import type { CashoutQuote } from '@lalebet/shared/sportsbook-cashout';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NumberInput } from '@/components/ui/masked-input';
import { RadioChips } from '@/components/ui/radio-chips';
import { formatMoney } from '@/lib/format';
import { zodResolver } from '@/lib/zod-resolver';
import {
  type CashoutChoice,
  type CashoutFormValues,
  type CashoutMode,
  cashoutFormSchema,
} from './cashout-schema';
import styles from './cashout.module.css';

type Props = {
  quote: CashoutQuote;
  /** The bet's stake, for the part a partial cash-out leaves open. */
  stake: number;
  expired: boolean;
  busy: boolean;
  /** Why the last try did not go through (a new price, an expired quote). */
  notice: string | null;
  onSubmit: (quote: CashoutQuote, choice: CashoutChoice) => void;
};

/** Roughly what stays staked after cashing out `amount` of `quote`: the server decides exactly. */
const remainingStake = (stake: number, quote: number, amount: number) =>
  quote > 0 ? Math.max(0, Math.floor(stake * (1 - amount / quote) * 100) / 100) : stake;

/** Full or partial, bounded by the quote on screen, then one confirm. */
export function CashoutForm({ quote, stake, expired, busy, notice, onSubmit }: Props) {
  const { t } = useTranslation('sportsbook');
  const form = useForm<CashoutFormValues, unknown, CashoutChoice>({
    defaultValues: { mode: 'full', amount: '' },
    // The quote moves while the form is open: useForm takes the options of each render, so
    // this checks against the quote shown now.
    resolver: zodResolver(cashoutFormSchema(quote.amount)),
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const { field: amountField } = useController({ name: 'amount', control: form.control });
  const partial = Number(amountField.value) || 0;
  const payNow = mode === 'full' ? quote.amount : partial;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((choice) => onSubmit(quote, choice))}
    >
      <RadioChips<CashoutMode>
        legend={t('cashout.mode')}
        options={[
          { value: 'full', label: t('cashout.full') },
          { value: 'partial', label: t('cashout.partial') },
        ]}
        value={mode}
        onChange={(m) => form.setValue('mode', m, { shouldValidate: form.formState.isSubmitted })}
      />
      {mode === 'partial' && (
        <FormField
          label={t('cashout.amount')}
          prefix="₺"
          error={form.formState.errors.amount}
          errorParams={{ minimum: formatMoney(0.01), maximum: formatMoney(quote.amount) }}
          hint={t('cashout.remaining', {
            remaining: formatMoney(remainingStake(stake, quote.amount, Math.min(partial, quote.amount))),
          })}
        >
          <NumberInput field={amountField} decimal autoComplete="off" />
        </FormField>
      )}
      {notice && (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      )}
      <Button type="submit" block loading={busy} disabled={expired}>
        {t('cashout.confirm', { amount: formatMoney(payNow) })}
      </Button>
    </form>
  );
}
