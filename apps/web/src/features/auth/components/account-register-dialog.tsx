import type { SessionData } from '@lalebet/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setSession } from '@/stores/session';
import { uiStore } from '@/stores/ui';
import { useTrialBonusAmount } from '../api/get-trial-bonus-amount';
import type { RegisterForm as Values } from '../utils/register-payload';
import { AuthDialog } from './auth-dialog';
import { CelebrationView } from './celebration-view';
import { RegisterForm } from './register-form';
import { RegisterPhoneStep } from './register-phone-step';

type View = { name: 'form' } | { name: 'phone'; phone: string; sendNow: boolean } | { name: 'celebrate' };

/**
 * Sign-up (docs/product.md §2 and §4): the form, then (trial bonus ticked) the phone code, then
 * the celebration. Registration logs the player in.
 */
export default function AccountRegisterDialog() {
  const { t } = useTranslation('auth');
  const [view, setView] = useState<View>({ name: 'form' });
  const trialAmount = uiStore.use((s) => s.trialBonusAmount);
  const offer = useTrialBonusAmount().data;

  useEffect(() => {
    if (offer !== undefined) uiStore.set({ trialBonusAmount: offer });
  }, [offer]);

  const onRegistered = (session: SessionData, values: Values) => {
    setSession(session);
    if (values.trialBonus && trialAmount > 0) {
      setView({ name: 'phone', phone: values.phone, sendNow: true });
    } else {
      uiStore.set({ trialBonusAmount: 0 });
      setView({ name: 'celebrate' });
    }
  };

  if (view.name === 'celebrate') {
    return (
      <AuthDialog title={t('celebrate.title')} hideTitle>
        <CelebrationView trialAmount={trialAmount} />
      </AuthDialog>
    );
  }
  if (view.name === 'phone') {
    return (
      <AuthDialog title={t('phone.title')}>
        <RegisterPhoneStep
          phone={view.phone}
          sendNow={view.sendNow}
          trialAmount={trialAmount}
          onVerified={() => setView({ name: 'celebrate' })}
        />
      </AuthDialog>
    );
  }
  return (
    <AuthDialog title={t('register.title')}>
      <RegisterForm trialAmount={trialAmount} onRegistered={onRegistered} />
    </AuthDialog>
  );
}
