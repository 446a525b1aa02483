import { type GradeMarket, tradingReasonRequestSchema } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { SelectField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { useAdminForm } from '@/components/use-admin-form';
import { useGradeEvent } from '../api/grade-event';
import type { MarketRef } from './market-void-dialog';
import { ReasonField } from '@/components/reason-field';

/** What a trader picks per outcome; a half is a quarter line's half win or half loss. */
const PICKS = ['won', 'lost', 'void', 'half_won', 'half_lost'] as const;
type Pick = (typeof PICKS)[number];
const formSchema = z.object({
  picks: z.array(z.enum(PICKS, { error: 'v.option' })),
  reason: tradingReasonRequestSchema.shape.reason,
});

const outcomeOf = (outcomeId: string, pick: Pick): GradeMarket['outcomes'][number] =>
  pick === 'half_won' || pick === 'half_lost'
    ? { outcomeId, result: pick === 'half_won' ? 'won' : 'lost', voidFactor: 0.5 }
    : { outcomeId, result: pick };

type Props = {
  market: MarketRef & { outcomes: { outcomeId: string; name: string }[] };
  onClose: () => void;
};

/**
 * Grades one market the feed does not cover: a result per outcome and a reason, settled as the
 * feed's own result would be (docs/decisions/083-manual-grading-and-market-voids.md). An
 * outcome left out would be void, so every outcome needs a pick.
 */
export function GradeMarketDialog({ market, onClose }: Props) {
  const { t } = useTranslation('sportsbook');
  const grade = useGradeEvent();
  const form = useAdminForm(formSchema, {
    picks: market.outcomes.map(() => '' as Pick),
    reason: '',
  });
  return (
    <FormDialog
      form={form}
      title={t('grade.title', { name: market.name })}
      description={t('grade.body')}
      submitLabel={t('grade.confirm')}
      danger
      onClose={onClose}
      onSubmit={async ({ picks, reason }) => {
        const outcomes = market.outcomes.map((o, i) => outcomeOf(o.outcomeId, picks[i]!));
        const { eventId, marketId, specifiers } = market;
        const res = await grade.mutateAsync({
          eventId,
          markets: [{ marketId, specifiers, outcomes }],
          reason,
        });
        toast.success(res.data.status === 'pending' ? t('manual.pending') : res.message || t('grade.done'));
        onClose();
      }}
    >
      {market.outcomes.map((o, i) => (
        <SelectField
          key={o.outcomeId}
          label={o.name}
          {...form.register(`picks.${i}`)}
          error={form.errorOf(`picks.${i}`)}
          options={[
            { value: '', label: t('grade.choose') },
            ...PICKS.map((p) => ({ value: p, label: t(`grade.result.${p}`) })),
          ]}
        />
      ))}
      <ReasonField form={form} />
    </FormDialog>
  );
}
