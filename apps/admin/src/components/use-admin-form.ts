import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, get, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type Params = Record<string, unknown>;

export type AdminForm<In extends FieldValues, Out extends FieldValues> = UseFormReturn<In, unknown, Out> & {
  errorOf: (name: string, params?: Params) => string | undefined;
};

/** The first message at or under an error node: `title` holds `title.tr` when the schema nests. */
function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref' || key === 'message' || key === 'type') continue;
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * The back office's one form hook (docs/decisions/034-admin-app.md): react-hook-form checked by
 * a zod schema whose input is what the fields hold and whose output is what is sent. `errorOf`
 * takes a field or request path (`segment.vipLevelMin`) and gives its error in the staff
 * member's language; a `v.*` key is filled from `params` (`{ minimum: 3 }`), which the resolver
 * does not keep.
 */
export function useAdminForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  defaults: DefaultValues<In>,
): AdminForm<In, Out> {
  const { t } = useTranslation();
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues: defaults });
  const errorOf = (name: string, params: Params = {}): string | undefined => {
    const message = firstMessage(get(form.formState.errors, name));
    if (!message) return undefined;
    // A `v.*` key is a shared validation text; a `namespace:key` is this app's own wording.
    const key = message.includes(':') ? message : `validation:${message}`;
    return t(key, { defaultValue: message, minimum: '', maximum: '', ...params });
  };
  return { ...form, errorOf };
}
