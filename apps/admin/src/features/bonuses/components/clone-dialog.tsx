import { bonusCodeSchema } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/field';
import { useCloneDefinition } from '../api/clone-definition';
import type { AdminDefinition } from '../api/list-definitions';

/** A paused copy of a definition under a new code. */
export function CloneDialog({ source, onClose }: { source: AdminDefinition; onClose: () => void }) {
  const { t } = useTranslation('bonuses');
  const clone = useCloneDefinition();
  const [code, setCode] = useState(`${source.code}-2`.slice(0, 40));
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const parsed = bonusCodeSchema.safeParse(code.trim());
    if (!parsed.success) return setError(t(`validation:${parsed.error.issues[0]!.message}`));
    try {
      const res = await clone.mutateAsync({ id: source.id, code: parsed.data });
      toast.info(t('pendingApproval', { id: res.data.requestId }));
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Dialog
      open
      title={t('cloneTitle', { code: source.code })}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common:action.cancel')}</Button>
          <Button variant="primary" busy={clone.isPending} onClick={submit}>
            {t('clone')}
          </Button>
        </>
      }
    >
      <TextField
        label={t('field.code')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error ?? undefined}
        hint={t('codeHint')}
      />
      <p className="hint">{t('startsPaused')}</p>
    </Dialog>
  );
}
