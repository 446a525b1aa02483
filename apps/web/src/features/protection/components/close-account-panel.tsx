import { CLOSURE_REASONS, type ClosureReason } from '@lalebet/shared/protection';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/account-page';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-message';
import { useCloseAccount } from '../api/post-close';
import styles from './protection.module.css';

/** Closing the account with a reason (docs/rules.md R38); asked first, then the app logs out. */
export function CloseAccountPanel({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation('protection');
  const { t: tc } = useTranslation();
  const [reason, setReason] = useState<ClosureReason | ''>('');
  const [asking, setAsking] = useState(false);
  const close = useCloseAccount();

  const confirm = async () => {
    if (!reason) return;
    try {
      await close.mutateAsync(reason);
      setAsking(false);
      onClosed();
    } catch (error) {
      toast.error(errorMessage(error, tc('app.error.title')));
    }
  };

  return (
    <Panel title={t('close.title')}>
      <p className={styles.hint}>{t('close.lead')}</p>
      <div className={styles.form}>
        <FormField label={t('close.reason')}>
          <select value={reason} onChange={(e) => setReason(e.target.value as ClosureReason)}>
            <option value="" disabled>
              {t('close.reasonPick')}
            </option>
            {CLOSURE_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`reason.${r}`)}
              </option>
            ))}
          </select>
        </FormField>
        <Button variant="danger" disabled={!reason} onClick={() => setAsking(true)}>
          {t('close.submit')}
        </Button>
      </div>
      {asking && (
        <Dialog title={t('close.confirmTitle')} onClose={() => setAsking(false)} closeOnBackdrop={false}>
          <div className={styles.confirm}>
            <p className={styles.warning} role="alert">
              {t('close.confirmText')}
            </p>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setAsking(false)} disabled={close.isPending}>
                {t('confirm.no')}
              </Button>
              <Button variant="danger" loading={close.isPending} onClick={() => void confirm()}>
                {t('close.yes')}
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </Panel>
  );
}
