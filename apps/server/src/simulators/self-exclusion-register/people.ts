import { z } from 'zod';

export type SimRegister = 'gamstop' | 'spelpaus';
export type SimFault = { mode: 'ok' } | { mode: 'error' } | { mode: 'slow'; delayMs: number };

/** Who the tester marks excluded: by e-mail, or by name and birth date (as the registers match). */
export const simPersonSchema = z
  .object({
    email: z.string().max(200).optional(),
    firstName: z.string().max(100).optional(),
    lastName: z.string().max(100).optional(),
    birthDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  })
  .refine((p) => !!p.email || (!!p.lastName && !!p.birthDate), {
    message: 'give an email, or lastName and birthDate',
  });
export type SimPerson = z.infer<typeof simPersonSchema>;

const fold = (s: string | undefined) => (s ?? '').normalize('NFKC').trim().toLocaleLowerCase('tr');

/** Whether a lookup's person is one of the marked ones. */
export function matches(marked: SimPerson, asked: Record<string, string | undefined>): boolean {
  if (marked.email && fold(marked.email) === fold(asked.email)) return true;
  if (!marked.lastName || !marked.birthDate) return false;
  const birth = asked.birthDate ?? asked.dateOfBirth;
  if (fold(marked.lastName) !== fold(asked.lastName) || marked.birthDate !== birth) return false;
  return !marked.firstName || fold(marked.firstName) === fold(asked.firstName);
}
