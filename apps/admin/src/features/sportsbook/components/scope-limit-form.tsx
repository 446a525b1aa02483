import { MARGIN_SCOPES, SCOPE_LIMIT_MAX_LIRA, scopeLimitRequestSchema } from '@lalebet/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { SelectField, TextField } from '@/components/field';
import { FormPanel } from '@/components/form-panel';
import { ReasonField } from '@/components/reason-field';
import { useAdminForm } from '@/components/use-admin-form';
import { useServerSubmit } from '@/components/use-server-submit';
import { useSetScopeLimit } from '../api/set-scope-limit';

/** An empty box is no limit (null); else a whole number of lira. */
const liraOrNull = (v: string) => (v.trim() === '' ? null : /^\s*\d+\s*$/.test(v) ? Number(v) : NaN);
const limitForm = z
  .object({
    scope: z.string(),
    key: z.string(),
    maxStake: z.string(),
    maxLiability: z.string(),
    reason: z.string(),
  })
  .transform((v) => ({ ...v, maxStake: liraOrNull(v.maxStake), maxLiability: liraOrNull(v.maxLiability) }))
  .pipe(scopeLimitRequestSchema);

export type ScopeLimitDraft = { scope: string; key: string; maxStake: string; maxLiability: string };
const EMPTY = { key: '', maxStake: '', maxLiability: '', reason: '' };

/**
 * Sets the stake and liability limits of a sport, tournament or market type
 * (docs/decisions/084-exposure-of-open-bets-and-scoped-limits.md); both empty clears them. A
 * looser setting waits for a second sportsbook:limits holder (the server says which).
 */
export function ScopeLimitForm({ draft }: { draft: ScopeLimitDraft | null }) {
  const { t } = useTranslation('sportsbook');
  const setLimit = useSetScopeLimit();
  const form = useAdminForm(limitForm, { scope: 'sport', ...EMPTY });
  const { reset } = form;
  useEffect(() => {
    if (draft) reset({ ...draft, reason: '' });
  }, [draft, reset]);
  const submit = useServerSubmit(form, async (body) => {
    const res = await setLimit.mutateAsync(body);
    toast.success(res.message || t(res.data.status === 'pending' ? 'limits.pending' : 'limits.saved'));
    form.reset({ scope: body.scope, ...EMPTY });
  });
  const bounds = { minimum: 1, maximum: SCOPE_LIMIT_MAX_LIRA };
  return (
    <FormPanel
      form={form}
      title={t('limits.edit')}
      onSubmit={submit}
      save={{ label: t('limits.save'), busy: setLimit.isPending }}
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
        label={t('limits.maxStake')}
        inputMode="numeric"
        hint={t('limits.amountHint', bounds)}
        {...form.register('maxStake')}
        error={form.errorOf('maxStake', bounds)}
      />
      <TextField
        label={t('limits.maxLiability')}
        inputMode="numeric"
        hint={t('limits.amountHint', bounds)}
        {...form.register('maxLiability')}
        error={form.errorOf('maxLiability', bounds)}
      />
      <ReasonField form={form} />
    </FormPanel>
  );
}
