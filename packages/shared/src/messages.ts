import type { ErrorCode } from './errors.ts';
import type { Locale, Localized } from './locale.ts';

/**
 * Validation messages are keys (`v.*`) so the server (by x-locale) and the web (by i18next)
 * render the same rule in the user's language. `{minimum}`/`{maximum}` come from the issue.
 */
export const VALIDATION_MESSAGES = {
  'v.required': { en: 'This field is required.', tr: 'Bu alan zorunludur.' },
  'v.tooShort': { en: 'Must be at least {minimum} characters.', tr: 'En az {minimum} karakter olmalıdır.' },
  'v.tooLong': { en: 'Must be at most {maximum} characters.', tr: 'En fazla {maximum} karakter olmalıdır.' },
  'v.lettersOnly': {
    en: 'Use letters only, with single spaces between words.',
    tr: 'Yalnızca harf kullanın; kelimeler arasında tek boşluk bırakın.',
  },
  'v.lettersDigitsOnly': { en: 'Use letters and digits only.', tr: 'Yalnızca harf ve rakam kullanın.' },
  'v.username': {
    en: 'Use Latin letters (Turkish letters included) and digits only.',
    tr: 'Yalnızca Latin harfleri (Türkçe harfler dahil) ve rakam kullanın.',
  },
  'v.digitsOnly': { en: 'Use digits only.', tr: 'Yalnızca rakam kullanın.' },
  'v.email': { en: 'Enter a valid e-mail address.', tr: 'Geçerli bir e-posta adresi girin.' },
  'v.mismatch': { en: 'The passwords do not match.', tr: 'Şifreler eşleşmiyor.' },
  'v.phone': { en: 'Enter a 10-digit phone number.', tr: '10 haneli bir telefon numarası girin.' },
  'v.underage': {
    en: 'You must be at least 18 years old to register.',
    tr: 'Kayıt olmak için en az 18 yaşında olmalısınız.',
  },
  'v.smsCode': { en: 'Enter the 6-digit code.', tr: '6 haneli kodu girin.' },
  'v.weakPassword': {
    en: 'This password is too common. Choose a less predictable one.',
    tr: 'Bu şifre çok yaygın. Daha tahmin edilemez bir şifre seçin.',
  },
  'v.invalid': { en: 'This value is not valid.', tr: 'Bu değer geçerli değil.' },
  'v.iban': { en: 'Enter a valid TR IBAN (26 characters).', tr: 'Geçerli bir TR IBAN girin (26 karakter).' },
  'v.cardNumber': {
    en: 'Enter a valid 16-digit card number.',
    tr: 'Geçerli bir 16 haneli kart numarası girin.',
  },
  'v.walletAddress': { en: 'Enter a valid wallet address.', tr: 'Geçerli bir cüzdan adresi girin.' },
  'v.wholeNumber': { en: 'Enter a whole number.', tr: 'Tam sayı girin.' },
  'v.number': { en: 'Enter a number.', tr: 'Bir sayı girin.' },
  'v.twoDecimals': { en: 'Use at most two decimals.', tr: 'En fazla iki ondalık basamak kullanın.' },
  'v.min': { en: 'Must be at least {minimum}.', tr: 'En az {minimum} olmalıdır.' },
  'v.positive': { en: 'Must be more than 0.', tr: "0'dan büyük olmalıdır." },
  'v.max': { en: 'Must be at most {maximum}.', tr: 'En fazla {maximum} olmalıdır.' },
  'v.option': { en: 'Choose one of the options.', tr: 'Seçeneklerden birini seçin.' },
  'v.unknownField': { en: 'Unknown field.', tr: 'Bilinmeyen alan.' },
  'v.dateRange': {
    en: 'The end date must be on or after the start date, at most 366 days later.',
    tr: 'Bitiş tarihi başlangıçla aynı gün ya da sonra olmalı, en fazla 366 gün sonra.',
  },
  'v.slug': {
    en: 'Use lower-case letters, digits and dashes.',
    tr: 'Küçük harf, rakam ve tire kullanın.',
  },
  'v.minAboveMax': {
    en: 'The minimum cannot be above the maximum.',
    tr: 'En düşük tutar en yüksek tutardan büyük olamaz.',
  },
  // Account: changing a verified phone number needs the account password.
  'v.passwordForPhone': {
    en: 'Enter your account password to change your verified phone number.',
    tr: 'Doğrulanmış telefon numaranızı değiştirmek için hesap şifrenizi girin.',
  },
} satisfies Record<string, Localized>;

/**
 * Rules only back-office requests meet. The back office shows the server's words for them, and
 * the player site's i18n bundles VALIDATION_MESSAGES on its home page, so they are kept apart.
 */
export const STAFF_VALIDATION_MESSAGES = {
  // The main menu (main-menu.ts) is saved whole: every entry exactly once.
  'v.menuDuplicate': {
    en: 'This menu entry is listed twice.',
    tr: 'Bu menü öğesi iki kez listelenmiş.',
  },
  'v.menuMissing': {
    en: 'The menu must list every entry exactly once.',
    tr: 'Menü her öğeyi tam olarak bir kez listelemelidir.',
  },
  'v.duplicate': { en: 'This is listed twice.', tr: 'Bu iki kez listelenmiş.' },
  'v.code': { en: 'Enter the 6-digit code.', tr: '6 haneli kodu girin.' },
} satisfies Record<string, Localized>;

/**
 * Rules only a hand-made request breaks: the player site builds these fields itself (a bet's
 * `requestId`) or stops the player first (the slip's leg count), so its home bundle leaves them out.
 */
export const API_VALIDATION_MESSAGES = {
  'v.uuid': {
    en: 'Must be a UUID (e.g. 123e4567-e89b-42d3-a456-426614174000).',
    tr: 'UUID biçiminde olmalıdır (ör. 123e4567-e89b-42d3-a456-426614174000).',
  },
  // Breaking this rule is the sportsbook refusal TOO_MANY_LEGS (RULE_ERROR_CODES below).
  'v.date': {
    en: 'Must be a date and time such as 2026-12-07T18:00:00Z.',
    tr: '2026-12-07T18:00:00Z gibi bir tarih ve saat olmalıdır.',
  },
  'v.tooManyLegs': {
    en: 'At most {maximum} selections.',
    tr: 'En fazla {maximum} seçim olabilir.',
  },
} satisfies Record<string, Localized>;

/**
 * Rules whose breach is a stable refusal rather than a form error: the request answers with this
 * code (its status and message), the field messages kept in `errors`. A client then handles
 * "more than 20 legs" by its code however the limit is checked.
 */
const RULE_ERROR_CODES: Partial<Record<ValidationKey, ErrorCode>> = {
  'v.tooManyLegs': 'TOO_MANY_LEGS',
};
export const ruleErrorCode = (message: string): ErrorCode | undefined =>
  Object.hasOwn(RULE_ERROR_CODES, message) ? RULE_ERROR_CODES[message as ValidationKey] : undefined;

export type ValidationKey =
  | keyof typeof VALIDATION_MESSAGES
  | keyof typeof STAFF_VALIDATION_MESSAGES
  | keyof typeof API_VALIDATION_MESSAGES;

const messageOf = (key: string): Localized | undefined => {
  for (const table of [VALIDATION_MESSAGES, STAFF_VALIDATION_MESSAGES, API_VALIDATION_MESSAGES]) {
    if (Object.hasOwn(table, key)) return (table as Record<string, Localized>)[key];
  }
  return undefined;
};

export function isValidationKey(message: string): message is ValidationKey {
  return messageOf(message) !== undefined;
}

/** Renders a `v.*` key for a locale, filling `{name}` placeholders from params. */
export function renderValidationMessage(
  key: ValidationKey,
  locale: Locale,
  params: Record<string, unknown> = {},
): string {
  return messageOf(key)![locale].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
