import { zodResolver } from '@/lib/zod-resolver';
import { CALLBACK_TIMES, type CallbackRequest, callbackRequestSchema, PHONE_PREFIX } from '@lalebet/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, lengthParams } from '@/components/ui/form-field';
import { PhoneInput } from '@/components/ui/masked-input';
import { PhoneIcon } from '@/components/ui/icons/nav-icons';
import { toast } from '@/components/ui/toast';
import { reportServerError } from '@/lib/server-errors';
import { useCreateCallbackRequest } from '../api/create-callback-request';
import styles from './callback-form.module.css';

const nameParams = lengthParams(callbackRequestSchema.shape.name);

/** The call-me-back form: name, phone, preferred time; posts to the call centre. */
export function CallbackForm() {
  const { t } = useTranslation('callback');
  const mutation = useCreateCallbackRequest();
  const form = useForm<CallbackRequest>({
    resolver: zodResolver(callbackRequestSchema),
    mode: 'onTouched', // errors on blur, then live; and on submit
    defaultValues: { name: '', phone: '', preferredTime: 'now' },
  });
  const { register, control, handleSubmit, reset, formState } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await mutation.mutateAsync(values);
      toast.success(message || t('callback.sent'));
      reset();
    } catch (error) {
      reportServerError(error, form);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormField label={t('callback.name')} error={errors.name} errorParams={nameParams}>
        <input type="text" autoComplete="name" {...register('name')} />
      </FormField>
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <FormField
            label={t('callback.phone')}
            error={errors.phone}
            prefix={`+${PHONE_PREFIX}`}
            hint={t('callback.phoneHint')}
          >
            <PhoneInput field={field} />
          </FormField>
        )}
      />
      <FormField label={t('callback.time')} error={errors.preferredTime}>
        <select {...register('preferredTime')}>
          {CALLBACK_TIMES.map((time) => (
            <option key={time} value={time}>
              {t(`callback.time.${time}`)}
            </option>
          ))}
        </select>
      </FormField>
      <Button type="submit" size="lg" block loading={mutation.isPending} icon={<PhoneIcon size={20} />}>
        {t('callback.submit')}
      </Button>
      <p className={styles.note}>{t('callback.privacy')}</p>
    </form>
  );
}
