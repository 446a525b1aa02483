import { tradingReasonRequestSchema } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormDialog } from '@/components/form-dialog';
import { useAdminForm } from '@/components/use-admin-form';
import { useVoidMarket } from '../api/void-market';
import { ReasonField } from '@/components/reason-field';

/** The line a trader grades or voids, and what it is called. */
export type MarketRef = { eventId: string; marketId: number; specifiers: string; name: string };

/**
 * Voids a whole market line with a reason: every bet on it gets its stake back, whatever the
 * feed says later (docs/decisions/083-manual-grading-and-market-voids.md).
 */
export function MarketVoidDialog({ market, onClose }: { market: MarketRef; onClose: () => void }) {
  const { t } = useTranslation('sportsbook');
  const voidMarket = useVoidMarket();
  const form = useAdminForm(tradingReasonRequestSchema, { reason: '' });
  return (
    <FormDialog
      form={form}
      title={t('marketVoid.title', { name: market.name })}
      description={t('marketVoid.body')}
      submitLabel={t('marketVoid.confirm')}
      danger
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        const { eventId, marketId, specifiers } = market;
        const res = await voidMarket.mutateAsync({ eventId, marketId, specifiers, reason });
        toast.success(
          res.data.status === 'pending' ? t('manual.pending') : res.message || t('marketVoid.done'),
        );
        onClose();
      }}
    >
      <ReasonField form={form} />
    </FormDialog>
  );
}
