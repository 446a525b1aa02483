import { z } from 'zod';

/**
 * Server-held overrides of the web's texts (cms/translationlist; apps/web merges them over its
 * bundled catalogue key by key). Keys are `<namespace>:<key>` as the web's i18next reads them;
 * placeholders are i18next's `{{name}}` (optionally `{{name, format}}`), the syntax the bundled
 * messages use.
 */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.]*)\s*(?:,[^{}]*)?\}\}/g;

/** Placeholder names of a message, or null when its braces are broken (a lone `{` or `}`). */
export function messagePlaceholders(message: string): Set<string> | null {
  const names = new Set<string>();
  const rest = message.replace(PLACEHOLDER, (_m, name: string) => {
    names.add(name);
    return '';
  });
  return /[{}]/.test(rest) ? null : names;
}

export type TranslationProblem = 'syntax' | 'placeholder';

/**
 * Why an override cannot replace `base`, or null when it can: its braces must be whole, and it
 * may use only placeholders the base message offers (the web passes no others).
 */
export function translationProblem(message: string, base: string | undefined): TranslationProblem | null {
  const used = messagePlaceholders(message);
  if (!used) return 'syntax';
  if (base === undefined) return null;
  const offered = messagePlaceholders(base) ?? new Set<string>();
  for (const name of used) if (!offered.has(name)) return 'placeholder';
  return null;
}

export const translationKeySchema = z
  .string()
  .min(3)
  .max(200)
  .regex(/^[a-z][a-zA-Z0-9-]*:[A-Za-z0-9_.-]+$/, { error: 'v.invalid' });

export const adminTranslationSchema = z.object({
  key: z.string(),
  /** The bundled texts (null: the key is not in the web's catalogue). */
  baseTr: z.string().nullable(),
  baseEn: z.string().nullable(),
  /** The overrides (null: the bundled text is shown). */
  tr: z.string().nullable(),
  en: z.string().nullable(),
});
export const adminTranslationListQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(25),
  /** Part of the key or of a text, case-insensitive. */
  q: z.string().trim().max(100).optional(),
  /** Only keys with an override. */
  overridden: z.enum(['true', 'false']).optional(),
});
export const adminTranslationPageSchema = z.object({
  items: z.array(adminTranslationSchema),
  total: z.number(),
});
export const adminTranslationKeyParamsSchema = z.object({ key: z.string().min(1).max(200) });
/** Both languages at once: an override in one language only would leave the other stale. */
export const adminTranslationUpdateSchema = z.strictObject({
  tr: z.string().trim().min(1, { error: 'v.required' }).max(2000, { error: 'v.tooLong' }),
  en: z.string().trim().min(1, { error: 'v.required' }).max(2000, { error: 'v.tooLong' }),
});
export type AdminTranslation = z.infer<typeof adminTranslationSchema>;
export type AdminTranslationUpdate = z.infer<typeof adminTranslationUpdateSchema>;
