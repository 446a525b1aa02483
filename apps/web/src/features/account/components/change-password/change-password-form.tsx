import { type ChangePasswordRequest, changePasswordRequestSchema } from '@lalebet/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, lengthParams } from '@/components/ui/form-field';
import { LockIcon } from '@/components/ui/icons/ui-icons';
import { toast } from '@/components/ui/toast';
import { reportServerError } from '@/lib/server-errors';
import { zodResolver } from '@/lib/zod-resolver';
import { useChangePassword } from '../../api/change-password';
import styles from './change-password.module.css';

const EMPTY: ChangePasswordRequest = { oldPassword: '', password: '', confirmPassword: '' };
// The server's rules (packages/shared): the current password any length a login accepts, the
// new one the server's minimum; the error texts name each field's own limits.
const oldParams = lengthParams(changePasswordRequestSchema.shape.oldPassword);
const params = lengthParams(changePasswordRequestSchema.shape.password);

/**
 * Current, new and repeated password. An invalid form is never sent (docs/product.md §5); the
 * server's answer is a toast, and a success clears the form.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const mutation = useChangePassword();
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, reset, formState } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await mutation.mutateAsync(values);
      toast.success(message || t('password.changed'));
      reset(EMPTY);
    } catch (error) {
      reportServerError(error, form);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormField label={t('password.old')} error={errors.oldPassword} errorParams={oldParams}>
        <input type="password" autoComplete="current-password" {...register('oldPassword')} />
      </FormField>
      <FormField
        label={t('password.new')}
        error={errors.password}
        errorParams={params}
        hint={t('password.newHint')}
      >
        <input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label={t('password.confirm')} error={errors.confirmPassword} errorParams={params}>
        <input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" loading={mutation.isPending} icon={<LockIcon size={18} />}>
        {t('password.submit')}
      </Button>
    </form>
  );
}
