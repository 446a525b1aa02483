import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatAmount } from '@/lib/format';
import { closeDialogs } from '@/stores/dialogs';
import { uiStore } from '@/stores/ui';
import { useDefineTrialBonus } from '../api/define-trial-bonus';
import { fireConfetti, TRIAL_CONFETTI_PARTICLES } from '../utils/confetti';
import { LimitPrompt } from './limit-prompt';
import styles from './celebration-view.module.css';

/** docs/product.md §9: the dialog closes 1 s after the trial bonus is claimed. */
export const TRIAL_CLOSE_DELAY_MS = 1000;

/**
 * After sign-up (docs/product.md §2 "Celebration view"): with no trial bonus, Deposit or Live
 * Chat; with one, 'Yes' claims it. A failed claim shows nothing (docs/product.md §8).
 */
export function CelebrationView({ trialAmount }: { trialAmount: number }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const canvas = useRef<HTMLCanvasElement>(null);
  const claim = useDefineTrialBonus();

  useEffect(() => {
    void fireConfetti(canvas.current);
  }, []);

  useEffect(() => {
    if (!claim.isSuccess) return;
    void fireConfetti(canvas.current, TRIAL_CONFETTI_PARTICLES);
    const timer = setTimeout(closeDialogs, TRIAL_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [claim.isSuccess]);

  const toDeposit = () => {
    closeDialogs();
    void navigate(paths.dashboard.deposit);
  };
  const toChat = () => {
    uiStore.set((s) => ({ openChat: !s.openChat }));
    closeDialogs();
  };

  return (
    <div className={styles.view}>
      <canvas ref={canvas} className={styles.canvas} aria-hidden="true" />
      {/* The dialog's (hidden) title says it to screen readers. */}
      <p className={styles.title} aria-hidden="true">
        {t('celebrate.title')}
      </p>
      {trialAmount > 0 ? (
        <>
          <p className={styles.text}>{t('celebrate.trialText', { amount: formatAmount(trialAmount) })}</p>
          <Button
            autoFocus
            size="lg"
            loading={claim.isPending}
            disabled={claim.isSuccess}
            onClick={() => claim.mutate()}
          >
            {t('celebrate.yes')}
          </Button>
        </>
      ) : (
        <>
          <p className={styles.text}>{t('celebrate.doneText')}</p>
          <div className={styles.buttons}>
            <Button size="lg" autoFocus onClick={toDeposit}>
              {t('celebrate.deposit')}
            </Button>
            <Button size="lg" variant="secondary" onClick={toChat}>
              {t('celebrate.liveChat')}
            </Button>
          </div>
        </>
      )}
      <LimitPrompt />
    </div>
  );
}
