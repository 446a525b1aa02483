import {
  type AdminTranslation,
  type AdminTranslationUpdate,
  adminTranslationUpdateSchema,
  translationProblem,
} from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { TextArea } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { useAdminForm } from '@/components/use-admin-form';

const LANGS = ['tr', 'en'] as const;
const baseOf = (item: AdminTranslation, lng: (typeof LANGS)[number]) =>
  (lng === 'tr' ? item.baseTr : item.baseEn) ?? undefined;

/** The server's check plus the placeholder rule against this text's bundled message. */
const translationForm = (item: AdminTranslation) =>
  adminTranslationUpdateSchema.superRefine((v, ctx) => {
    for (const lng of LANGS) {
      const problem = translationProblem(v[lng], baseOf(item, lng));
      if (problem)
        ctx.addIssue({ code: 'custom', path: [lng], message: `content:translations.problem.${problem}` });
    }
  });

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
  const form = useAdminForm(translationForm(item), {
    tr: item.tr ?? item.baseTr ?? '',
    en: item.en ?? item.baseEn ?? '',
  });
  return (
    <FormDialog form={form} title={t('translations.editTitle')} wide onSubmit={onSave} onClose={onCancel}>
      <p>
        <code>{item.key}</code>
      </p>
      <div className="side-by-side">
        {LANGS.map((lng) => (
          <fieldset key={lng} lang={lng}>
            <legend>{t(`lang.${lng}`)}</legend>
            <p className="muted">
              {t('translations.base')}: {baseOf(item, lng) ?? '—'}
            </p>
            <TextArea
              label={t('translations.override')}
              rows={3}
              {...form.register(lng)}
              error={form.errorOf(lng)}
            />
          </fieldset>
        ))}
      </div>
    </FormDialog>
  );
}
