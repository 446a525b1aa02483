import { PHONE_PREFIX, PhonePageStep } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '@/components/ui/icons/ui-icons';
import type { PhoneStep } from '../../hooks/phone-step';
import { usePhoneVerification } from '../../hooks/use-phone-verification';
import { formatPhone } from '../../lib/format';
import { AccountPage } from '@/components/ui/account-page';
import { PhoneBadge } from '../ui/phone-badge';
import { WithTips } from '../ui/with-tips';
import { CodeForm } from './code-form';
import { PhoneNumberForm } from './phone-number-form';
import styles from './phone-verification.module.css';

const LEAD: Record<PhoneStep, string> = {
  [PhonePageStep.NotVerified]: 'phone.lead.notVerified',
  [PhonePageStep.Verified]: 'phone.lead.verified',
  [PhonePageStep.Update]: 'phone.lead.update',
  [PhonePageStep.VerificationCode]: 'phone.lead.code',
};

/** /dashboard/phone-verification: the number, a 6-digit SMS code, the status (docs/product.md §2 and §4). */
export function PhoneVerification() {
  const { t } = useTranslation('account');
  const pv = usePhoneVerification();
  const verified = pv.step === PhonePageStep.Verified;

  return (
    <AccountPage
      title={t('phone.title')}
      aside={<PhoneBadge verified={verified} />}
      lead={t(LEAD[pv.step], { phone: formatPhone(PHONE_PREFIX + pv.phone) })}
    >
      <WithTips
        id="phone-why"
        title={t('phone.why.title')}
        tips={[t('phone.why.security'), t('phone.why.recovery'), t('phone.why.payments')]}
      >
        <div className={styles.steps}>
          <PhoneNumberForm
            step={pv.step}
            phone={pv.phone}
            sending={pv.sending}
            remaining={pv.remaining}
            onSend={pv.sendCode}
            onUpdateNumber={pv.updateNumber}
            askPassword={pv.askPassword}
          />
          {pv.step === PhonePageStep.VerificationCode && (
            <CodeForm
              verifying={pv.verifying}
              resending={pv.sending}
              remaining={pv.remaining}
              onVerify={pv.verify}
              onResend={() => void pv.resend()}
            />
          )}
          {verified && (
            <p className={styles.done}>
              <ShieldIcon size={22} aria-hidden="true" />
              {t('phone.verifiedNote')}
            </p>
          )}
        </div>
      </WithTips>
    </AccountPage>
  );
}
