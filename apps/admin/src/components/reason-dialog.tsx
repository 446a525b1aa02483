import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextArea } from './field';

type Props = {
  open: boolean;
  title: string;
  /** What the action does, in one sentence, above the reason box. */
  description?: string;
  confirmLabel: string;
  danger?: boolean;
  /** Staff actions on money and protection always carry a reason (min 3 characters). */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

/** Confirm an action with a written reason; stays open and shows the server's refusal. */
export function ReasonDialog({ open, title, description, confirmLabel, danger, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (reason.trim().length < 3) return setError(t('reason.tooShort'));
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
      setReason('');
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : t('error.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={submit}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {description && <p>{description}</p>}
      <TextArea
        label={t('reason.label')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error ?? undefined}
        rows={3}
        maxLength={500}
      />
    </Dialog>
  );
}
