import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { useAdminForm } from '@/components/use-admin-form';
import { ContentField, type FieldDef } from './content-field';

export type { FieldDef };

/**
 * The CMS edit dialog: shared fields first, then the Turkish and English fields side by side
 * (`<base>Tr` / `<base>En`), validated by the same zod schema the server uses.
 */
export function ContentForm({
  title,
  schema,
  defaults,
  common,
  localized,
  onSubmit,
  onCancel,
}: {
  title: string;
  schema: z.ZodType;
  defaults: FieldValues;
  common: FieldDef[];
  localized: FieldDef[];
  onSubmit: (values: FieldValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('content');
  // The schema is one of the shared CMS input schemas; the form is generic over their fields.
  const form = useAdminForm(schema as z.ZodType<FieldValues, FieldValues>, defaults);
  const field = (def: FieldDef, name = def.name) => (
    <ContentField
      key={name}
      def={def}
      name={name}
      label={t(def.label)}
      error={form.errorOf(name)}
      control={form.control}
      register={form.register}
    />
  );
  return (
    <FormDialog form={form} title={title} wide onSubmit={onSubmit} onClose={onCancel}>
      {common.map((def) => field(def))}
      {localized.length > 0 && (
        <div className="side-by-side">
          {(['Tr', 'En'] as const).map((suffix) => (
            <fieldset key={suffix} lang={suffix.toLowerCase()}>
              <legend>{t(`lang.${suffix.toLowerCase()}`)}</legend>
              {localized.map((def) => field(def, `${def.name}${suffix}`))}
            </fieldset>
          ))}
        </div>
      )}
    </FormDialog>
  );
}
