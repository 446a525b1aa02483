import { PHONE_PREFIX } from '@lalebet/shared';

/** The payload phone: digits with the 90 prefix (e.g. '905321234567'). */
export const withPrefix = (digits: string) => `${PHONE_PREFIX}${digits}`;

/** The 10 mask digits of a stored phone ('905321234567' -> '5321234567'). */
export function withoutPrefix(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length > 10 && digits.startsWith(PHONE_PREFIX) ? digits.slice(PHONE_PREFIX.length) : digits;
}
