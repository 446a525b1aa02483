import {
  DEFAULT_CURRENCY_ID,
  fields,
  isAdult,
  type RegisterRequest,
  registerRequestSchema,
} from '@lalebet/shared';
import { z } from 'zod';
import { storedBtag } from '@/lib/affiliate';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { withPrefix } from './phone';

const rules = registerRequestSchema.shape;

/** docs/product.md §3: the hidden birthDate starts as this placeholder and is replaced on submit. */
export const BIRTH_DATE_PLACEHOLDER = '01-01-1970';

/** 'YYYY-MM-DD' from the three boxes. */
export const isoBirthDate = (v: { birthDateDay: string; birthDateMonth: string; birthDateYear: string }) =>
  `${v.birthDateYear}-${v.birthDateMonth}-${v.birthDateDay}`;

function isCalendarDate(iso: string) {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The sign-up form: the shared request rules field by field (the API judges the same), plus
 * what only the form has: the 10-digit phone mask, the boxes' date check and the trial box.
 */
export const registerFormSchema = z
  .object({
    name: rules.name,
    surname: rules.surname,
    username: rules.username,
    email: rules.email,
    phone: fields.phone10(),
    country: rules.country,
    birthDate: z.string(),
    birthDateDay: rules.birthDateDay,
    birthDateMonth: rules.birthDateMonth,
    birthDateYear: rules.birthDateYear,
    password: rules.password,
    password2: rules.password2,
    trialBonus: z.boolean(),
  })
  .refine((v) => v.password === v.password2, { path: ['password2'], error: 'v.mismatch' })
  .superRefine((v, ctx) => {
    const iso = isoBirthDate(v);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return; // the boxes say what is wrong
    if (!isCalendarDate(iso)) ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'v.invalid' });
    else if (!isAdult(iso)) ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'v.underage' });
  });
export type RegisterForm = z.output<typeof registerFormSchema>;

/** The referral number kept in local storage (docs/product.md §3), when it is one. */
export function storedRefId(): number | undefined {
  const raw = storage.get(STORAGE_KEYS.refId);
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * docs/product.md §3: the registration payload. The birth date replaces its placeholder, the
 * phone gets the 90 prefix, currencyId is 1 and the trial box is left out of the data.
 */
export function buildRegisterPayload(
  v: RegisterForm,
  refId = storedRefId(),
  btag = storedBtag(),
): RegisterRequest {
  return {
    name: v.name,
    surname: v.surname,
    username: v.username,
    email: v.email,
    phone: withPrefix(v.phone),
    country: v.country,
    currencyId: DEFAULT_CURRENCY_ID,
    birthDate: isoBirthDate(v),
    birthDateDay: v.birthDateDay,
    birthDateMonth: v.birthDateMonth,
    birthDateYear: v.birthDateYear,
    password: v.password,
    password2: v.password2,
    ...(refId !== undefined && { refId }),
    ...(btag !== undefined && { btag }),
  };
}
