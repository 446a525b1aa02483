import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format';
import { closeDialogs } from '@/stores/dialogs';
import { usePhoneCodeSteps } from '../hooks/use-phone-code-steps';
import { TextButton } from './auth-dialog';
import { PhoneCodeForm } from './phone-code-form';
import styles from './auth.module.css';

/** docs/product.md §4: the celebration starts about 0.1 s after the phone is verified. */
export const CELEBRATION_DELAY_MS = 100;

type Props = {
  /** The phone given at sign-up (10 digits): prefilled and locked. */
  phone: string;
  /** The trial box was ticked: the code is requested straight away. */
  sendNow: boolean;
  trialAmount: number;
  onVerified: () => void;
};

/** Post-registration phone verification (docs/product.md §2): send a code, then check it. */
export function RegisterPhoneStep({ phone, sendNow, trialAmount, onVerified }: Props) {
  const { t } = useTranslation('auth');
  const [locked, setLocked] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const flow = usePhoneCodeSteps(() => {
    timer.current = setTimeout(onVerified, CELEBRATION_DELAY_MS);
  });
  const { sendCode } = flow;

  const sent = useRef(false);
  useEffect(() => {
    if (!sendNow || sent.current) return; // once, even under StrictMode's double effects
    sent.current = true;
    void sendCode(phone);
  }, [sendNow, phone, sendCode]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const changePhone = () => {
    setLocked(false);
    flow.setStep(1);
  };

  return (
    <div className={styles.form}>
      <p className={styles.lead}>{t('phone.registerLead')}</p>
      <PhoneCodeForm
        step={flow.step}
        defaultPhone={phone}
        phoneLocked={locked}
        // The product's wording: 'Change Phone' at step 1, 'Validate' otherwise.
        submitLabel={t(flow.step === 1 ? 'phone.changePhone' : 'phone.validate')}
        pending={flow.pending}
        codeMessage={
          trialAmount > 0
            ? t('phone.codeSentBonus', { amount: formatAmount(trialAmount) })
            : t('phone.codeSent')
        }
        onSendCode={sendCode}
        onVerify={flow.verify}
        onChangePhone={changePhone}
        footer={
          flow.step === 1 && (
            <p className={styles.footer}>
              <TextButton onClick={closeDialogs}>{t('phone.skip')}</TextButton>
            </p>
          )
        }
      />
    </div>
  );
}
