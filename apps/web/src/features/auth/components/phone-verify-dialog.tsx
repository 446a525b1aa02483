import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { closeDialogs } from '@/stores/dialogs';
import { useSession } from '@/stores/session';
import { usePhoneCodeSteps } from '../hooks/use-phone-code-steps';
import { fireConfetti } from '../utils/confetti';
import { withoutPrefix } from '../utils/phone';
import { AuthDialog } from './auth-dialog';
import { PhoneCodeForm } from './phone-code-form';
import styles from './auth.module.css';
import celebration from './celebration-view.module.css';

/**
 * The SMS verify dialog ('sms-verify', docs/product.md §2): 'Set Phone Number' and Send Code,
 * then 'Set Sms Code' and Validate, then 'Congratulations!'.
 */
export default function PhoneVerifyDialog() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const [verified, setVerified] = useState(false);
  const flow = usePhoneCodeSteps(() => setVerified(true));

  if (verified) {
    return (
      <AuthDialog title={t('celebrate.title')} hideTitle>
        <VerifiedView />
      </AuthDialog>
    );
  }
  return (
    <AuthDialog title={t(flow.step === 1 ? 'sms.phoneTitle' : 'sms.codeTitle')}>
      <div className={styles.form}>
        <p className={styles.lead}>{t(flow.step === 1 ? 'sms.phoneText' : 'phone.codeSent')}</p>
        <PhoneCodeForm
          step={flow.step}
          defaultPhone={withoutPrefix(session?.phone)}
          submitLabel={t(flow.step === 1 ? 'sms.sendCode' : 'phone.validate')}
          pending={flow.pending}
          onSendCode={flow.sendCode}
          askPassword={session?.smsVerified ?? false}
          onVerify={flow.verify}
          onChangePhone={() => flow.setStep(1)}
        />
      </div>
    </AuthDialog>
  );
}

function VerifiedView() {
  const { t } = useTranslation('auth');
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    void fireConfetti(canvas.current);
  }, []);
  return (
    <div className={celebration.view}>
      <canvas ref={canvas} className={celebration.canvas} aria-hidden="true" />
      <p className={celebration.title} aria-hidden="true">
        {t('celebrate.title')}
      </p>
      <p className={celebration.text}>{t('sms.verifiedText')}</p>
      <Button size="lg" autoFocus onClick={closeDialogs}>
        {t('sms.close')}
      </Button>
    </div>
  );
}
