import { ApiError } from './api-client';

/**
 * A failed save as a dialog shows it: the server's field errors by field name (it names them
 * `body.<field>`), or its message under `form` when no field is named.
 */
export function formErrorsOf(e: unknown): Record<string, string> {
  if (e instanceof ApiError && e.errors.length)
    return Object.fromEntries(e.errors.map((x) => [x.path.replace(/^body\./, ''), x.message]));
  return { form: e instanceof Error ? e.message : String(e) };
}
