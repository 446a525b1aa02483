import { ApiError } from '@/lib/api-client';

/** Field errors of a payment submit: the server names them `detail.<Key>`; only known keys. */
export function detailFieldErrors(error: unknown, keys: readonly string[]) {
  const errors = error instanceof ApiError ? error.errors : [];
  return errors
    .map((e) => ({ key: e.path.replace(/^detail[./]/, ''), message: e.message }))
    .filter((e) => keys.includes(e.key));
}
