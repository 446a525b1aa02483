import type { FastifySchemaCompiler } from 'fastify';
import { type Locale, isValidationKey, renderValidationMessage } from '@lalebet/shared';
import { z } from 'zod';

/** Carries zod issues from the validator to the error handler, which localizes them. */
export class RequestValidationError extends Error {
  readonly issues: z.core.$ZodIssue[];
  readonly part: string;
  constructor(issues: z.core.$ZodIssue[], part: string) {
    super('Request validation failed');
    this.issues = issues;
    this.part = part;
  }
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
  };

const zodLocales = { tr: z.locales.tr(), en: z.locales.en() };

/** One localized message per issue: our `v.*` keys first, zod's own locale text otherwise. */
export function localizeIssue(issue: z.core.$ZodIssue, locale: Locale): string {
  if (isValidationKey(issue.message)) {
    return renderValidationMessage(issue.message, locale, issue as unknown as Record<string, unknown>);
  }
  if (issue.code === 'unrecognized_keys') {
    return `${renderValidationMessage('v.unknownField', locale)} (${issue.keys.join(', ')})`;
  }
  const text = zodLocales[locale].localeError?.(issue as never);
  if (typeof text === 'string') return text;
  if (text && typeof text === 'object' && 'message' in text) return String(text.message);
  return renderValidationMessage('v.invalid', locale);
}
