import { AUTH_LIMITS, type Country, DEFAULT_COUNTRY_NAME, type SessionData } from '@lalebet/shared';
import { useEffect } from 'react';
import {
  Controller,
  type FieldErrors,
  useForm,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { formatAmount } from '@/lib/format';
import { reportServerError } from '@/lib/server-errors';
import { zodResolver } from '@/lib/zod-resolver';
import { openDialog } from '@/stores/dialogs';
import { useAuthForm } from '../api/get-auth-form';
import { useRegisterCustomer } from '../api/register-customer';
import {
  BIRTH_DATE_PLACEHOLDER,
  buildRegisterPayload,
  type RegisterForm as Values,
  registerFormSchema,
} from '../utils/register-payload';
import { TextButton } from './auth-dialog';
import { BirthDateField } from './birth-date-field';
import { PhoneInput } from '@/components/ui/masked-input';
import styles from './auth.module.css';

/** docs/product.md §7: Türkiye is preselected 0.3 s after the form data loads. */
export const COUNTRY_DEFAULT_DELAY_MS = 300;

const nameParams = { minimum: 2, maximum: 100 };
const usernameParams = { minimum: AUTH_LIMITS.username.min, maximum: AUTH_LIMITS.username.max };
const emailParams = { minimum: AUTH_LIMITS.email.min, maximum: AUTH_LIMITS.email.max };
const passwordParams = { minimum: AUTH_LIMITS.passwordMin, maximum: AUTH_LIMITS.passwordMax };

type Props = { trialAmount: number; onRegistered: (session: SessionData, values: Values) => void };

/** The sign-up form (docs/product.md §2); on success it hands the new session to the dialog. */
export function RegisterForm({ trialAmount, onRegistered }: Props) {
  const { t } = useTranslation('auth');
  const countries = useAuthForm().data?.countries;
  const mutation = useRegisterCustomer();
  const { register, control, handleSubmit, setError, getValues, setValue, formState } = useForm<Values>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: {
      ...{ name: '', surname: '', username: '', email: '', phone: '', password: '', password2: '' },
      ...{ birthDate: BIRTH_DATE_PLACEHOLDER, birthDateDay: '', birthDateMonth: '', birthDateYear: '' },
      trialBonus: false,
    },
  });
  const { errors } = formState;

  useCountryDefault(countries, setValue);

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const { data, message } = await mutation.mutateAsync(buildRegisterPayload(values));
        toast.success(message || t('register.done'));
        onRegistered(data, values);
      } catch (error) {
        reportServerError(error, { setError, getValues });
      }
    },
    (invalid) => {
      if (invalid.country) toast.error(t('register.countryMissing'));
    },
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextRows register={register} errors={errors} />
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <FormField label={t('field.phone')} error={errors.phone} prefix="+90">
            <PhoneInput field={field} />
          </FormField>
        )}
      />
      <BirthDateField control={control} errors={errors} />
      {trialAmount > 0 && (
        <label className={styles.check}>
          <input type="checkbox" {...register('trialBonus')} />
          <span>{t('register.trialBonus', { amount: formatAmount(trialAmount) })}</span>
        </label>
      )}
      <Button type="submit" size="lg" block loading={mutation.isPending}>
        {t('register.submit')}
      </Button>
      <p className={styles.footer}>
        <TextButton onClick={() => openDialog({ name: 'login' })}>{t('link.toLogin')}</TextButton>
      </p>
    </form>
  );
}

/** The country select is hidden from view (docs/product.md): the default is applied, never chosen. */
function useCountryDefault(countries: Country[] | undefined, setValue: UseFormSetValue<Values>) {
  useEffect(() => {
    const home =
      countries?.find((c) => c.name === DEFAULT_COUNTRY_NAME) ?? countries?.find((c) => c.code === 'TR');
    if (!home) return;
    const timer = setTimeout(() => setValue('country', home.id), COUNTRY_DEFAULT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [countries, setValue]);
}

/** Name and surname, username and e-mail, password twice: two to a row. */
function TextRows({ register, errors }: { register: UseFormRegister<Values>; errors: FieldErrors<Values> }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <div className={styles.row}>
        <FormField label={t('field.name')} error={errors.name} errorParams={nameParams}>
          <input type="text" autoComplete="given-name" {...register('name')} />
        </FormField>
        <FormField label={t('field.surname')} error={errors.surname} errorParams={nameParams}>
          <input type="text" autoComplete="family-name" {...register('surname')} />
        </FormField>
      </div>
      <div className={styles.row}>
        <FormField label={t('field.username')} error={errors.username} errorParams={usernameParams}>
          <input type="text" autoComplete="username" autoCapitalize="none" {...register('username')} />
        </FormField>
        <FormField label={t('field.email')} error={errors.email} errorParams={emailParams}>
          <input type="email" autoComplete="email" autoCapitalize="none" {...register('email')} />
        </FormField>
      </div>
      <div className={styles.row}>
        <FormField label={t('field.password')} error={errors.password} errorParams={passwordParams}>
          <input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label={t('field.password2')} error={errors.password2} errorParams={passwordParams}>
          <input type="password" autoComplete="new-password" {...register('password2')} />
        </FormField>
      </div>
    </>
  );
}
