/**
 * Generated arguments for the model test's commands, and how they become transfer specs against
 * the current model. Arguments are drawn before the run (fast-check), so they pick accounts by
 * index and size amounts as a share of what the debited player has: most postings succeed, and the
 * rare twists (overdraw, another currency, a missing account, ...) exercise each refusal.
 */
import fc from 'fast-check';
import type { TransferSpec } from '../post.ts';
import type { RunContext } from './context.test-kit.ts';
import { available } from './model.test-kit.ts';

type Kind = 'player' | 'system';
type Dir = readonly [Kind, Kind];
export type Twist = 'none' | 'overdraw' | 'cross_currency' | 'ghost' | 'same_account' | 'zero';
export type LegArgs = { dir: Dir; from: number; to: number; pct: number; kurus: number; twist: Twist };

/** Ids no account has: a posting naming one fails its foreign key. */
const GHOST = 9_000_000_000_000n;

const weighted = <T>(pairs: [T, number][]) =>
  fc.oneof(...pairs.map(([value, weight]) => ({ arbitrary: fc.constant(value), weight })));

const twistArb = weighted<Twist>([
  ['none', 85],
  ['overdraw', 6],
  ['cross_currency', 3],
  ['ghost', 3],
  ['same_account', 2],
  ['zero', 1],
]);

const legArb = (dirs: [Dir, number][]) =>
  fc.record({
    dir: weighted(dirs),
    from: fc.nat(99),
    to: fc.nat(99),
    pct: fc.integer({ min: 1, max: 100 }),
    kurus: fc.integer({ min: 1, max: 5_000_000 }),
    twist: twistArb,
  });

/** Deposits, bets, player-to-player and house-internal moves. */
export const transferLegArb = legArb([
  [['system', 'player'], 35],
  [['player', 'system'], 30],
  [['player', 'player'], 25],
  [['system', 'system'], 10],
]);

/** Mostly withdrawals (player to the withdrawals account), some between players or from the house. */
export const holdLegArb = legArb([
  [['player', 'system'], 70],
  [['player', 'player'], 20],
  [['system', 'player'], 10],
]);

const CODES: Record<string, string> = {
  'system>player': 'deposit',
  'player>system': 'bet',
  'player>player': 'p2p',
  'system>system': 'sweep',
};

/** The spec a leg describes in the model's current state, or undefined when it has no accounts to use. */
export function buildSpec(
  ctx: RunContext,
  leg: LegArgs,
  phase: 'posted' | 'pending',
  id: string,
): TransferSpec | undefined {
  const [dk, ck] = leg.dir;
  const debit = ctx.payer(dk, leg.from);
  if (!debit) return undefined;
  let credit = ctx.pick(ck, leg.to, debit.currency, debit.id)?.id;
  if (leg.twist === 'ghost') credit = GHOST + BigInt(leg.to);
  if (leg.twist === 'same_account') credit = debit.id;
  if (leg.twist === 'cross_currency') {
    credit = ctx.order.find((other) => ctx.account(other)!.currency !== debit.currency) ?? credit;
  }
  if (credit === undefined) return undefined;
  let amount = ctx.amountFor(debit, leg.pct, leg.kurus);
  if (leg.twist === 'overdraw' && debit.player) amount = available(debit) + BigInt(leg.kurus);
  if (leg.twist === 'zero') amount = 0n;
  const code = phase === 'pending' ? 'withdrawal_hold' : CODES[`${dk}>${ck}`]!;
  return { id, debit: debit.id, credit, amount, currency: debit.currency, code, phase };
}

export type ResolveTarget = 'open' | 'any' | 'not_a_hold' | 'unknown';
export const resolveTargetArb = weighted<ResolveTarget>([
  ['open', 70],
  ['any', 20],
  ['not_a_hold', 5],
  ['unknown', 5],
]);

/** The transfer a resolution names: an open hold, any hold (maybe resolved), a posting, or nothing. */
export function pendingIdFor(ctx: RunContext, target: ResolveTarget, which: number): string | undefined {
  const nth = <T>(list: T[]) => (list.length ? list[which % list.length] : undefined);
  switch (target) {
    case 'open':
      return (nth(ctx.holds(true)) ?? nth(ctx.holds(false)))?.id;
    case 'any':
      return nth(ctx.holds(false))?.id;
    case 'not_a_hold':
      return nth(ctx.created().filter((t) => t.phase === 'posted'))?.id;
    case 'unknown':
      return `00000000-0000-4000-8000-${String(which).padStart(12, '0')}`;
  }
}

export type Mutation = 'none' | 'amount' | 'code' | 'debit' | 'credit' | 'phase' | 'currency';
export const mutationArb = weighted<Mutation>([
  ['none', 50],
  ['amount', 10],
  ['code', 10],
  ['debit', 8],
  ['credit', 8],
  ['phase', 8],
  ['currency', 6],
]);

/** A transfer spec from the model's record of a posting, with one field changed (or none). */
export function replaySpec(ctx: RunContext, t: TransferSpec, mutation: Mutation): TransferSpec {
  const other = (id: bigint) => ctx.order[(ctx.order.indexOf(id) + 1) % ctx.order.length]!;
  switch (mutation) {
    case 'none':
      return t;
    case 'amount':
      return { ...t, amount: t.amount + 1n };
    case 'code':
      return { ...t, code: `${t.code}!` };
    case 'debit':
      return { ...t, debit: other(t.debit) };
    case 'credit':
      return { ...t, credit: other(t.credit) };
    case 'phase':
      return { ...t, phase: t.phase === 'pending' ? 'posted' : 'pending' };
    case 'currency':
      return { ...t, currency: t.currency === 'TRY' ? 'EUR' : 'TRY' };
  }
}
