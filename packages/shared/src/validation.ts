import { z } from 'zod';
export * from './messages.ts';

/** Missing values are 'required'; present values of the wrong type are 'invalid'. */
const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'v.required' : 'v.invalid';

const LETTERS_WITH_SINGLE_SPACES = /^\p{L}+( \p{L}+)*$/u;

/** Reusable field rules of docs/product.md §5. */
export const fields = {
  requiredText: (min: number, max: number) =>
    z
      .string({ error: requiredOrInvalid })
      .min(1, { error: 'v.required' })
      .min(min, { error: 'v.tooShort' })
      .max(max, { error: 'v.tooLong' }),
  personName: () => fields.requiredText(2, 100).regex(LETTERS_WITH_SINGLE_SPACES, { error: 'v.lettersOnly' }),
  /** Turkish mobile number without the 90 prefix: the mask is 10 digits. */
  phone10: () =>
    z
      .string({ error: requiredOrInvalid })
      .min(1, { error: 'v.required' })
      .regex(/^\d{10}$/, { error: 'v.phone' }),
  slug: () =>
    z
      .string({ error: requiredOrInvalid })
      .min(1, { error: 'v.required' })
      .max(64, { error: 'v.tooLong' })
      .regex(/^[a-z0-9-]+$/, { error: 'v.slug' }),
};
