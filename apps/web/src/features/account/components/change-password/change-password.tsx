import { useTranslation } from 'react-i18next';
import { AccountPage } from '@/components/ui/account-page';
import { WithTips } from '../ui/with-tips';
import { ChangePasswordForm } from './change-password-form';

/** /dashboard/change-password: the form beside a few tips. */
export function ChangePassword() {
  const { t } = useTranslation('account');
  return (
    <AccountPage title={t('password.title')} lead={t('password.lead')}>
      <WithTips
        id="password-tips"
        title={t('password.tips.title')}
        tips={[t('password.tips.length'), t('password.tips.unique'), t('password.tips.sessions')]}
      >
        <ChangePasswordForm />
      </WithTips>
    </AccountPage>
  );
}
