import {
  type AdminTranslation,
  type AdminTranslationUpdate,
  adminTranslationUpdateSchema,
  translationProblem,
} from '@lalebet/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextArea } from '@/components/field';
import { ApiError } from '@/lib/api-client';

/**
 * Both languages of one text at once (TR/EN parity), each checked as the server checks it:
 * whole `{{...}}` placeholders, and only those the bundled message offers.
 */
export function TranslationForm({
  item,
  onSave,
  onCancel,
}: {
  item: AdminTranslation;
  onSave: (body: AdminTranslationUpdate) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('content');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AdminTranslationUpdate>({
    resolver: zodResolver(adminTranslationUpdateSchema),
    defaultValues: { tr: item.tr ?? item.baseTr ?? '', en: item.en ?? item.baseEn ?? '' },
  });
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    let bad = false;
    for (const lng of ['tr', 'en'] as const) {
      const base = (lng === 'tr' ? item.baseTr : item.baseEn) ?? undefined;
      const problem = translationProblem(v[lng], base);
      if (problem) {
        form.setError(lng, { message: t(`translations.problem.${problem}`) });
        bad = true;
      }
    }
    if (bad) return;
    try {
      await onSave(v);
    } catch (e) {
      setFailure(e instanceof ApiError || e instanceof Error ? e.message : String(e));
    }
  });
  const err = (m?: string) => (m ? t(`validation:${m}`, { defaultValue: m }) : undefined);
  return (
    <form onSubmit={submit} noValidate>
      {failure && (
        <p className="alert alert-bad" role="alert">
          {failure}
        </p>
      )}
      <p>
        <code>{item.key}</code>
      </p>
      <div className="side-by-side">
        {(['tr', 'en'] as const).map((lng) => (
          <fieldset key={lng} lang={lng}>
            <legend>{t(`lang.${lng}`)}</legend>
            <p className="muted">
              {t('translations.base')}: {(lng === 'tr' ? item.baseTr : item.baseEn) ?? '—'}
            </p>
            <TextArea
              label={t('translations.override')}
              rows={3}
              {...form.register(lng)}
              error={err(form.formState.errors[lng]?.message)}
            />
          </fieldset>
        ))}
      </div>
      <div className="form-actions">
        <Button onClick={onCancel}>{t('common:action.cancel')}</Button>
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          {t('common:action.save')}
        </Button>
      </div>
    </form>
  );
}
