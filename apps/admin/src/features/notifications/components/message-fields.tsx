import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextArea, TextField } from '@/components/field';

export type Message = { titleTr: string; titleEn: string; noteTr: string; noteEn: string };
export const EMPTY_MESSAGE: Message = { titleTr: '', titleEn: '', noteTr: '', noteEn: '' };
/** The four boxes as a form schema shape. */
export const messageShape = {
  titleTr: z.string(),
  titleEn: z.string(),
  noteTr: z.string(),
  noteEn: z.string(),
};

type Props = {
  register: (name: keyof Message) => UseFormRegisterReturn;
  /** Errors by request field: `title`, `note`. */
  errorOf: (name: 'title' | 'note') => string | undefined;
};

/** Title and text in both languages; empty English means the Turkish text for everyone. */
export function MessageFields({ register, errorOf }: Props) {
  const { t } = useTranslation('notifications');
  return (
    <>
      <TextField label={t('titleTr')} {...register('titleTr')} maxLength={200} error={errorOf('title')} />
      <TextField label={t('titleEn')} {...register('titleEn')} maxLength={200} hint={t('enHint')} />
      <TextArea
        label={t('noteTr')}
        {...register('noteTr')}
        maxLength={2000}
        rows={3}
        error={errorOf('note')}
      />
      <TextArea label={t('noteEn')} {...register('noteEn')} maxLength={2000} rows={3} />
    </>
  );
}

/** The API's `string | {tr, en}` from the form. */
export function toTexts(m: Message) {
  const both = (tr: string, en: string) => (en.trim() ? { tr: tr.trim(), en: en.trim() } : tr.trim());
  return { title: both(m.titleTr, m.titleEn), note: both(m.noteTr, m.noteEn) };
}
