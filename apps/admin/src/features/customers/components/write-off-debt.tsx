import type { AdminDebt } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { Badge } from '@/components/display';
import { ReasonDialog } from '@/components/reason-dialog';
import { useWriteOffDebt } from '../api/write-off-debt';

/**
 * A debt's write-off from Player 360's money panel: a reason, then a request that waits for a
 * second person's approval. Shown only when the server allows `writeOffDebt`; a debt already
 * waiting shows that instead of the button.
 */
export function WriteOffDebt({ customerId, debt }: { customerId: string; debt: AdminDebt }) {
  const { t } = useTranslation('customers');
  const writeOff = useWriteOffDebt(customerId);
  const [open, setOpen] = useState(false);
  const bet = debt.betId.slice(0, 8);
  if (debt.writeOffPending) return <Badge tone="warn">{t('writeOffPending')}</Badge>;
  return (
    <>
      <Button variant="secondary" aria-label={t('writeOffFor', { bet })} onClick={() => setOpen(true)}>
        {t('writeOff')}
      </Button>
      <ReasonDialog
        open={open}
        title={t('writeOffTitle', { bet })}
        description={t('writeOffBody', { amount: debt.open })}
        confirmLabel={t('writeOffConfirm')}
        danger
        onConfirm={async (reason) => {
          const res = await writeOff.mutateAsync({ debtId: debt.id, reason });
          toast.success(res.message || t('writeOffSent'));
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
