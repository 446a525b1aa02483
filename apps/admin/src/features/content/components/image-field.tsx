import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/field';
import { ApiError } from '@/lib/api-client';
import { MediaRefused, useUploadMedia } from '../api/upload-media';

/** An image path (/media/...) with an upload button that fills it in. */
export function ImageField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('content');
  const upload = useUploadMedia();
  const fileId = useId();
  const failure =
    upload.error instanceof MediaRefused
      ? t(`upload.${upload.error.message}`)
      : upload.error instanceof ApiError
        ? upload.error.message
        : undefined;
  return (
    <div>
      <TextField
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error ?? failure}
      />
      {value && <img className="thumb" src={value} alt="" />}
      <label htmlFor={fileId} className="btn btn-ghost">
        {upload.isPending ? t('upload.busy') : t('upload.choose')}
      </label>
      <input
        id={fileId}
        className="sr-only"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        title={t('upload.for', { label })}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) upload.mutate(file, { onSuccess: (r) => onChange(r.url) });
          e.target.value = '';
        }}
      />
    </div>
  );
}
