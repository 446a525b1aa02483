import { PHONE_PREFIX } from '@lalebet/shared';

/** The 10 national digits of a Turkish number stored as 90XXXXXXXXXX; other numbers unchanged. */
export function nationalPhone(phone: string) {
  return phone.startsWith(PHONE_PREFIX) && phone.length === 12 ? phone.slice(PHONE_PREFIX.length) : phone;
}

/** '905321234567' -> '+90 532 123 45 67'. */
export function formatPhone(phone: string) {
  if (!phone) return '';
  const national = nationalPhone(phone);
  if (national === phone) return `+${phone}`;
  const m = /^(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(national);
  return m ? `+${PHONE_PREFIX} ${m.slice(1).join(' ')}` : `+${phone}`;
}
