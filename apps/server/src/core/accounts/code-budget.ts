import { AppError } from '../../lib/app-error.ts';
import { audit } from '../audit.ts';
import { clock } from '../../lib/clock.ts';
import type { AccountsContext } from './context.ts';

/**
 * One budget per account across every reset and SMS code (docs/decisions/013-login-and-code-guessing.md):
 * 10 wrong codes in 24 hours, then the account's codes are frozen until the window ends. No new
 * code is sent and even the right code is refused (CODES_FROZEN: the player contacts support).
 * Each code still burns after 5 wrong tries; the budget stops the next code, and the next.
 * Only a guess at a live code spends the budget (docs/decisions/045-throttle-not-lock.md): guesses
 * for an account with no code out cannot freeze the recovery of someone who never got one.
 */
export const CODE_BUDGET = { wrongPerDay: 10, windowMs: 24 * 3_600_000 } as const;

const keyOf = (accountKey: string) => `codes:wrong:${accountKey}`;

/** Support's unlock (and the owner's unlock link) gives the account its whole budget back. */
export async function thawCodes(limiter: AccountsContext['limiter'], accountKey: string): Promise<void> {
  await limiter.delete(keyOf(accountKey));
}

/** True when the account may not receive or use codes now. */
export async function codesFrozen(ctx: AccountsContext, accountKey: string): Promise<boolean> {
  return (await ctx.limiter.peek(keyOf(accountKey))).total >= CODE_BUDGET.wrongPerDay;
}

/**
 * Takes one point of the budget before a code is compared (parallel guesses each take their
 * own). Call `settle` with the verdict: a right code gives the point back, the wrong code that
 * spends the budget is audited and logged for review.
 */
export async function reserveCodeTry(
  ctx: AccountsContext,
  accountKey: string,
  customerId: bigint | null,
  via: 'reset' | 'phone',
) {
  const key = keyOf(accountKey);
  const { total } = await ctx.limiter.consume(key, CODE_BUDGET.windowMs);
  if (total > CODE_BUDGET.wrongPerDay) throw new AppError('CODES_FROZEN');
  return {
    async settle(right: boolean) {
      if (right) {
        await ctx.limiter.consume(key, CODE_BUDGET.windowMs, -1);
        return;
      }
      if (total !== CODE_BUDGET.wrongPerDay) return;
      await audit(ctx.db, {
        actor: { kind: 'customer', id: customerId },
        event: 'codes_frozen',
        meta: ctx.meta,
        details: { via, until: new Date(clock.ms() + CODE_BUDGET.windowMs).toISOString() },
      });
      ctx.log.warn(
        { event: 'codes_frozen', customerId: customerId?.toString() ?? null, ip: ctx.meta.ip },
        'one-time codes frozen for an account',
      );
    },
  };
}
