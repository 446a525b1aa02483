import { z } from 'zod';

export type CashoutMode = 'full' | 'partial';

/** What the form holds: imask's unmasked amount ("12.5"), read as lira by the schema. */
export type CashoutFormValues = { mode: CashoutMode; amount: string };

const lira = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/**
 * The cash-out choice against the quote on screen: a partial amount is at least 0,01 and at
 * most the quote (an amount below it leaves the rest of the bet open,
 * docs/decisions/066-cash-out-pricing-and-locking.md).
 */
export const cashoutFormSchema = (quoteAmount: number) =>
  z
    .object({ mode: z.enum(['full', 'partial']), amount: z.string() })
    .superRefine((v, ctx) => {
      if (v.mode === 'full') return;
      const amount = lira(v.amount);
      const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['amount'], message });
      if (Number.isNaN(amount)) issue('v.required');
      else if (amount < 0.01) issue('v.min');
      else if (amount > quoteAmount) issue('v.max');
    })
    .transform((v) => ({
      mode: v.mode,
      // The input keeps two decimals (imask scale 2); rounding drops float noise only.
      amount: v.mode === 'partial' ? Math.round(lira(v.amount) * 100) / 100 : undefined,
    }));

export type CashoutChoice = z.output<ReturnType<typeof cashoutFormSchema>>;

/** The auto cash-out threshold: empty clears it, otherwise a positive amount. */
export const autoCashoutSchema = z
  .object({ threshold: z.string() })
  .superRefine((v, ctx) => {
    const amount = lira(v.threshold);
    if (!Number.isNaN(amount) && amount < 0.01)
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: 'v.min' });
  })
  .transform((v) => {
    const amount = lira(v.threshold);
    return { threshold: Number.isNaN(amount) ? null : Math.round(amount * 100) / 100 };
  });
