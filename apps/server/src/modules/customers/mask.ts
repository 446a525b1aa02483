import { maskName } from '../../lib/mask-name.ts';

/**
 * How Player 360 shows personal data to staff without customers:pii: enough to recognise the
 * player on the phone ("the address starting with a, at gmail"), too little to contact them.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${[...email][0]}***${email.slice(at)}`;
}

/** '905321234512' -> '+90 5** *** **12'; other countries keep their first two and last two digits. */
export function maskPhoneForStaff(international: string): string {
  const d = international;
  if (d.startsWith('90') && d.length === 12) return `+90 ${d[2]}** *** **${d.slice(-2)}`;
  return `+${d.slice(0, 2)} ${'*'.repeat(Math.max(0, d.length - 4))}${d.slice(-2)}`;
}

/** '905321234512' -> '+90 532 123 45 12' (Turkish numbers); others '+' and the digits. */
export function formatPhone(international: string): string {
  const d = international;
  if (d.startsWith('90') && d.length === 12)
    return `+90 ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8, 10)} ${d.slice(10)}`;
  return `+${d}`;
}

export const maskFullName = (name: string, surname: string) => `${maskName(name)} ${maskName(surname)}`;

export const MASKED_DATE = '****-**-**';

export type Pii = { email: string; phone: string; name: string; surname: string; birth_date?: string };

/** The personal fields as this caller may see them. */
export function piiView(c: Pii, clear: boolean) {
  return clear
    ? {
        email: c.email,
        phone: formatPhone(c.phone),
        fullName: `${c.name} ${c.surname}`,
        birthDate: c.birth_date ?? MASKED_DATE,
        masked: false,
      }
    : {
        email: maskEmail(c.email),
        phone: maskPhoneForStaff(c.phone),
        fullName: maskFullName(c.name, c.surname),
        birthDate: MASKED_DATE,
        masked: true,
      };
}
