import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SmsCodeInput } from '@/components/ui/masked-input';
import { zodResolver } from '@/lib/zod-resolver';
import { ResendArea } from './resend-area';
import styles from './phone-verification.module.css';

/** docs/product.md §5: six digits, shown as 000-000 on this page; the mask is the placeholder. */
export const CODE_MASK = '000-000';
const schema = z.object({ code: z.string().regex(/^\d{6}$/, { error: 'v.smsCode' }) });
type Values = z.infer<typeof schema>;

type Props = {
  verifying: boolean;
  resending: boolean;
  remaining: number;
  /** Resolves to true when the code was accepted. */
  onVerify: (code: string) => Promise<boolean>;
  onResend: () => void;
};

/** The SMS code, Verify (disabled while the code is incomplete) and the resend area. */
export function CodeForm({ verifying, resending, remaining, onVerify, onResend }: Props) {
  const { t } = useTranslation('account');
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const { control, handleSubmit, reset, setFocus, formState } = form;

  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(async ({ code }) => {
    if (await onVerify(code)) return;
    // A wrong or expired code: clear the field for the next try (docs/product.md §4).
    reset({ code: '' });
    setFocus('code');
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <Controller
        control={control}
        name="code"
        render={({ field }) => (
          <FormField label={t('phone.code')} error={formState.errors.code}>
            <SmsCodeInput field={field} mask={CODE_MASK} className={styles.code} />
          </FormField>
        )}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={verifying} disabled={!formState.isValid}>
          {t('phone.verify')}
        </Button>
      </div>
      <ResendArea remaining={remaining} resending={resending} onResend={onResend} />
    </form>
  );
}
