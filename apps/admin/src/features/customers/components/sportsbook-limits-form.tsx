import {
  type CustomerSportsLimits,
  customerSportsLimitsRequestSchema,
  liraTextToMinor,
  SHARP_STAKE_FACTOR,
  STAKE_FACTOR_MAX,
  STAKE_FACTOR_MIN,
} from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { TextField } from '@/components/field';
import { FormPanel } from '@/components/form-panel';
import { useAdminForm } from '@/components/use-admin-form';
import { formatDecimal } from '@/lib/format';
import { useServerSubmit } from '@/components/use-server-submit';
import { useUpdateSportsbookLimits } from '../api/update-sportsbook-limits';
import { ReasonField } from '@/components/reason-field';

const invalid = (ctx: z.RefinementCtx) => (ctx.addIssue({ code: 'custom', message: 'v.invalid' }), z.NEVER);

/**
 * The shared request schema with the two boxes as typed (a factor like "0,5", lira like
 * "25.000" or nothing): the lira become kuruş by string arithmetic (liraTextToMinor), never a float.
 */
const limitsForm = customerSportsLimitsRequestSchema.extend({
  stakeFactor: z
    .string()
    .transform((v, ctx) => {
      const n = Number(v.trim().replace(',', '.'));
      return v.trim() && Number.isFinite(n) ? n : invalid(ctx);
    })
    .pipe(customerSportsLimitsRequestSchema.shape.stakeFactor),
  maxPayout: z.string().transform((v, ctx) => (v.trim() ? (liraTextToMinor(v) ?? invalid(ctx)) : null)),
});

/** Kuruş to the text a field starts with, in the staff member's way of writing decimals. */
function minorToText(minor: string, lng: string): string {
  const v = BigInt(minor);
  const kurus = String(v % 100n).padStart(2, '0');
  return kurus === '00' ? String(v / 100n) : `${v / 100n}${lng === 'en' ? '.' : ','}${kurus}`;
}

/** Changes one player's sportsbook limits; a loosening waits for a second person's approval. */
export function SportsbookLimitsForm({ id, limits }: { id: string; limits: CustomerSportsLimits }) {
  const { t, i18n } = useTranslation('customers');
  const update = useUpdateSportsbookLimits(id);
  const lng = i18n.language;
  const form = useAdminForm(limitsForm, {
    stakeFactor: lng === 'en' ? String(limits.stakeFactor) : String(limits.stakeFactor).replace('.', ','),
    maxPayout: limits.maxPayout === null ? '' : minorToText(limits.maxPayout, lng),
    sharp: limits.sharp,
    reason: '',
  });
  const submit = useServerSubmit(form, async (body) => {
    const res = await update.mutateAsync(body);
    toast.success(res.data.status === 'pending' ? t('sbLimits.pending') : res.message || t('sbLimits.done'));
    form.reset({ ...form.getValues(), reason: '' });
  });
  const bounds = { minimum: formatDecimal(STAKE_FACTOR_MIN), maximum: formatDecimal(STAKE_FACTOR_MAX) };
  return (
    <FormPanel
      form={form}
      title={t('sbLimits.edit')}
      onSubmit={submit}
      save={{ label: t('sbLimits.save'), busy: update.isPending }}
    >
      <TextField
        label={t('sbLimits.stakeFactor')}
        inputMode="decimal"
        hint={t('sbLimits.stakeFactorHint', bounds)}
        {...form.register('stakeFactor')}
        error={form.errorOf('stakeFactor', bounds)}
      />
      <TextField
        label={t('sbLimits.maxPayout')}
        inputMode="decimal"
        hint={t('sbLimits.maxPayoutHint')}
        {...form.register('maxPayout')}
        error={form.errorOf('maxPayout')}
      />
      <label className="check">
        <input type="checkbox" {...form.register('sharp')} />
        {t('sbLimits.sharp')}
      </label>
      <p className="hint">{t('sbLimits.sharpHint', { factor: formatDecimal(SHARP_STAKE_FACTOR) })}</p>
      <ReasonField form={form} />
      <p className="hint">{t('sbLimits.fourEyesHint')}</p>
    </FormPanel>
  );
}
