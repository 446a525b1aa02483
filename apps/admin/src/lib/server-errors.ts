import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client';

type Form<F extends FieldValues> = Pick<UseFormReturn<F>, 'setError' | 'getValues'>;

/** The server names a field error `<request part>.<field path>`: `body.titleTr`, `body.segment.locale`. */
const fieldPathOf = (path: string) => path.replace(/^(body|query|params)\./, '');

/**
 * The one way a failed save reaches a back-office form: each server field error whose full
 * dotted path (after `body.`) starts at one of the form's fields becomes that field's error;
 * the message goes to `root.server` when no field took it, or always with `always`.
 */
export function applyServerErrors<F extends FieldValues>(
  form: Form<F>,
  error: unknown,
  { always = false }: { always?: boolean } = {},
): void {
  const values = (form.getValues() ?? {}) as Record<string, unknown>;
  let applied = 0;
  if (error instanceof ApiError)
    for (const { path, message } of error.errors) {
      const field = fieldPathOf(path);
      if (!Object.hasOwn(values, field.split('.')[0]!)) continue;
      form.setError(field as Path<F>, { type: 'server', message });
      applied += 1;
    }
  if (applied === 0 || always)
    form.setError('root.server', {
      type: 'server',
      message: error instanceof Error ? error.message : String(error),
    });
}
