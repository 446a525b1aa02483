import { type Control, Controller, type FieldValues, type UseFormRegister, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextArea, TextField } from '@/components/field';
import { HtmlPreview } from './html-preview';
import { ImageField } from './image-field';

/** One form field; `label` is a key of the content namespace. */
export type FieldDef = {
  name: string;
  label: string;
  kind:
    'text' | 'textarea' | 'html' | 'image' | 'number' | 'optionalNumber' | 'checkbox' | 'datetime' | 'select';
  options?: { value: string; label: string }[];
  /** A select whose values are ids. */
  numeric?: boolean;
};

/** `2026-12-01T09:30:00.000Z` <-> the local `2026-12-01T12:30` a datetime-local input shows. */
const toLocal = (iso: unknown) => {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (v: string) => (v ? new Date(v).toISOString() : null);
const optionalNumber = (v: string) => (v === '' || v === null ? null : Number(v));

function LivePreview({ control, name, title }: { control: Control; name: string; title: string }) {
  const html = useWatch({ control, name });
  return <HtmlPreview html={typeof html === 'string' ? html : ''} title={title} />;
}

type Props = {
  def: FieldDef;
  name: string;
  label: string;
  error?: string;
  control: Control;
  register: UseFormRegister<FieldValues>;
};

/** One CMS field of the kind its definition names, wired to the form. */
export function ContentField({ def, name, label, error, control, register }: Props) {
  const { t } = useTranslation('content');
  switch (def.kind) {
    case 'checkbox':
      return (
        <label className="check">
          <input type="checkbox" {...register(name)} /> {label}
        </label>
      );
    case 'select':
      return (
        <SelectField
          label={label}
          options={def.options ?? []}
          {...register(name, def.numeric ? { setValueAs: (v: string) => Number(v) } : {})}
          error={error}
        />
      );
    case 'number':
      return (
        <TextField label={label} type="number" {...register(name, { valueAsNumber: true })} error={error} />
      );
    case 'optionalNumber':
      return (
        <TextField
          label={label}
          type="number"
          {...register(name, { setValueAs: optionalNumber })}
          error={error}
        />
      );
    case 'textarea':
      return <TextArea label={label} rows={2} {...register(name)} error={error} />;
    case 'html':
      return (
        <div>
          <TextArea label={label} rows={8} {...register(name)} error={error} hint={t('htmlHint')} />
          <LivePreview control={control} name={name} title={label} />
        </div>
      );
    case 'datetime':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <TextField
              label={label}
              type="datetime-local"
              value={toLocal(field.value)}
              onChange={(e) => field.onChange(fromLocal(e.target.value))}
              error={error}
            />
          )}
        />
      );
    case 'image':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <ImageField
              label={label}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              error={error}
            />
          )}
        />
      );
    default:
      return <TextField label={label} {...register(name)} error={error} />;
  }
}
