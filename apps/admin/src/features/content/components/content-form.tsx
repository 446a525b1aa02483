import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  type Control,
  Controller,
  type FieldValues,
  type Resolver,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { SelectField, TextArea, TextField } from '@/components/field';
import { ApiError } from '@/lib/api-client';
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

function LivePreview({ control, name, title }: { control: Control; name: string; title: string }) {
  const html = useWatch({ control, name });
  return <HtmlPreview html={typeof html === 'string' ? html : ''} title={title} />;
}

/**
 * The CMS edit form: shared fields first, then the Turkish and English fields side by side
 * (`<base>Tr` / `<base>En`), validated by the same zod schema the server uses.
 */
export function ContentForm({
  schema,
  defaults,
  common,
  localized,
  onSubmit,
  onCancel,
}: {
  schema: z.ZodType;
  defaults: FieldValues;
  common: FieldDef[];
  localized: FieldDef[];
  onSubmit: (values: FieldValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('content');
  const [failure, setFailure] = useState<string | null>(null);
  // The schema is one of the shared CMS input schemas; the form is generic over their fields.
  const resolver = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  const form = useForm<FieldValues>({ resolver, defaultValues: defaults });
  const errorOf = (name: string) => {
    const m = form.formState.errors[name]?.message;
    return typeof m === 'string' ? t(`validation:${m}`, { defaultValue: m }) : undefined;
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (e) {
      if (e instanceof ApiError) {
        for (const fe of e.errors) form.setError(fe.path, { message: fe.message });
        setFailure(e.message);
      } else setFailure(String(e));
    }
  });

  const render = (f: FieldDef, name = f.name, label = t(f.label)) => {
    const error = errorOf(name);
    switch (f.kind) {
      case 'checkbox':
        return (
          <label key={name} className="check">
            <input type="checkbox" {...form.register(name)} /> {label}
          </label>
        );
      case 'select':
        return (
          <SelectField
            key={name}
            label={label}
            options={f.options ?? []}
            {...form.register(name, f.numeric ? { setValueAs: (v: string) => Number(v) } : {})}
            error={error}
          />
        );
      case 'number':
        return (
          <TextField
            key={name}
            label={label}
            type="number"
            {...form.register(name, { valueAsNumber: true })}
            error={error}
          />
        );
      case 'optionalNumber':
        return (
          <TextField
            key={name}
            label={label}
            type="number"
            {...form.register(name, {
              setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)),
            })}
            error={error}
          />
        );
      case 'textarea':
        return <TextArea key={name} label={label} rows={2} {...form.register(name)} error={error} />;
      case 'html':
        return (
          <div key={name}>
            <TextArea label={label} rows={8} {...form.register(name)} error={error} hint={t('htmlHint')} />
            <LivePreview control={form.control} name={name} title={label} />
          </div>
        );
      case 'datetime':
        return (
          <Controller
            key={name}
            control={form.control}
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
            key={name}
            control={form.control}
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
        return <TextField key={name} label={label} {...form.register(name)} error={error} />;
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      {failure && (
        <p className="alert alert-bad" role="alert">
          {failure}
        </p>
      )}
      {common.map((f) => render(f))}
      {localized.length > 0 && (
        <div className="side-by-side">
          {(['Tr', 'En'] as const).map((suffix) => (
            <fieldset key={suffix} lang={suffix.toLowerCase()}>
              <legend>{t(`lang.${suffix.toLowerCase()}`)}</legend>
              {localized.map((f) => render(f, `${f.name}${suffix}`, t(f.label)))}
            </fieldset>
          ))}
        </div>
      )}
      <div className="form-actions">
        <Button onClick={onCancel}>{t('common:action.cancel')}</Button>
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          {t('common:action.save')}
        </Button>
      </div>
    </form>
  );
}
