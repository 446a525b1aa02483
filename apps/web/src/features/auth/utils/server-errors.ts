import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { i18next } from '@/lib/i18n';

/**
 * Brief, section 8: a failed call shows the server's (already localized) message as an error
 * toast. Field errors the server names (`body.<field>`) are also put on the matching controls;
 * `fields` maps payload field names to form field names.
 */
export function reportServerError<F extends FieldValues>(
  error: unknown,
  setError?: UseFormSetError<F>,
  fields: Partial<Record<string, Path<F>>> = {},
) {
  const apiError = error instanceof ApiError ? error : null;
  if (setError) {
    for (const { path, message } of apiError?.errors ?? []) {
      const field = fields[path.replace(/^body\./, '')];
      if (field) setError(field, { type: 'server', message });
    }
  }
  toast.error(apiError?.message || i18next.t('app.error.title'));
}
