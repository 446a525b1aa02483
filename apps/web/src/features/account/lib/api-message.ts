import { ApiError } from '@/lib/api-client';

/** Field errors the server sent back (`v.*` keys), for the given form fields only. */
export function fieldErrors<F extends string>(error: unknown, fields: readonly F[]) {
  const errors = error instanceof ApiError ? error.errors : [];
  return errors.filter((e): e is { path: F; message: string } => fields.includes(e.path as F));
}
