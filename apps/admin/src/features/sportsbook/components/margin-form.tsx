import { MARGIN_BP_MAX, MARGIN_BP_MIN, MARGIN_SCOPES, marginRequestSchema } from '@lalebet/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { SelectField, TextField } from '@/components/field';
import { FormPanel } from '@/components/form-panel';
import { useAdminForm } from '@/components/use-admin-form';
import { useServerSubmit } from '@/components/use-server-submit';
import { useSetMargin } from '../api/margins';
import { ReasonField } from '@/components/reason-field';

/** The boxes as typed, the basis points a whole number (a sign allowed), then the shared request. */
const marginForm = z
  .object({ scope: z.string(), key: z.string(), marginBp: z.string(), reason: z.string() })
  .transform((v) => ({ ...v, marginBp: /^\s*[-+]?\d+\s*$/.test(v.marginBp) ? Number(v.marginBp) : NaN }))
  .pipe(marginRequestSchema);

export type MarginDraft = { scope: string; key: string; marginBp: string };

/**
 * Sets the margin of a sport, a tournament or a market type (0 clears it): players see and book
 * the feed's odds re-priced by it (docs/decisions/087-margins-and-obvious-error.md). `draft`
 * fills the boxes from a row the trader chose to change.
 */
export function MarginForm({ draft }: { draft: MarginDraft | null }) {
  const { t } = useTranslation('sportsbook');
  const setMargin = useSetMargin();
  const form = useAdminForm(marginForm, { scope: 'sport', key: '', marginBp: '', reason: '' });
  // `reset` is stable; the form object is not, so it is no dependency.
  const { reset } = form;
  useEffect(() => {
    if (draft) reset({ ...draft, reason: '' });
  }, [draft, reset]);
  const submit = useServerSubmit(form, async (body) => {
    const res = await setMargin.mutateAsync(body);
    toast.success(res.message || t(body.marginBp === 0 ? 'margins.cleared' : 'margins.saved'));
    form.reset({ scope: body.scope, key: '', marginBp: '', reason: '' });
  });
  const bounds = { minimum: MARGIN_BP_MIN, maximum: MARGIN_BP_MAX };
  return (
    <FormPanel
      form={form}
      title={t('margins.edit')}
      onSubmit={submit}
      save={{ label: t('margins.save'), busy: setMargin.isPending }}
    >
      <SelectField
        label={t('margins.scope')}
        options={MARGIN_SCOPES.map((s) => ({ value: s, label: t(`margins.scope.${s}`) }))}
        {...form.register('scope')}
        error={form.errorOf('scope')}
      />
      <TextField
        label={t('margins.key')}
        hint={t('margins.keyHint')}
        {...form.register('key')}
        error={form.errorOf('key')}
      />
      <TextField
        label={t('margins.bp')}
        inputMode="numeric"
        hint={t('margins.bpHint', bounds)}
        {...form.register('marginBp')}
        error={form.errorOf('marginBp', bounds)}
      />
      <ReasonField form={form} />
    </FormPanel>
  );
}
