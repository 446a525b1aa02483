import { useTranslation } from 'react-i18next';
import { TextArea, TextField } from '@/components/field';

export type Message = { titleTr: string; titleEn: string; noteTr: string; noteEn: string };
export const EMPTY_MESSAGE: Message = { titleTr: '', titleEn: '', noteTr: '', noteEn: '' };

/** Title and text in both languages; empty English means the Turkish text for everyone. */
export function MessageFields({
  value,
  onChange,
  errors,
}: {
  value: Message;
  onChange: (next: Message) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('notifications');
  const set = (key: keyof Message) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  return (
    <>
      <TextField
        label={t('titleTr')}
        value={value.titleTr}
        onChange={set('titleTr')}
        maxLength={200}
        error={errors.title}
      />
      <TextField
        label={t('titleEn')}
        value={value.titleEn}
        onChange={set('titleEn')}
        maxLength={200}
        hint={t('enHint')}
      />
      <TextArea
        label={t('noteTr')}
        value={value.noteTr}
        onChange={set('noteTr')}
        maxLength={2000}
        rows={3}
        error={errors.note}
      />
      <TextArea label={t('noteEn')} value={value.noteEn} onChange={set('noteEn')} maxLength={2000} rows={3} />
    </>
  );
}

/** The API's `string | {tr, en}` from the form. */
export function toTexts(m: Message) {
  const both = (tr: string, en: string) => (en.trim() ? { tr: tr.trim(), en: en.trim() } : tr.trim());
  return { title: both(m.titleTr, m.titleEn), note: both(m.noteTr, m.noteEn) };
}
