/**
 * The commands of the ledger's model-based test (docs/wallet-protocol.md §7, T1). Each runs one operation on the
 * real ledger, asks the oracle what should have happened, and then checks, after every command:
 * the same outcome or error code, no violated invariant, every account as the oracle has it, the
 * row counts the oracle implies, and for a refused or replayed command a byte-identical snapshot.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  type SystemAccountKind,
  ensurePlayerAccount,
  ensureSystemAccount,
  playerAccountKey,
  systemAccountKey,
} from '../accounts.ts';
import { ledgerViolations } from '../invariants.ts';
import { type PostOutcome, type TransferSpec, postTransfers, resolveHold } from '../post.ts';
import type { Real, RunContext } from './context.test-kit.ts';
import { accountStates, attempt, expectedStates, rowCounts, snapshot } from './db-state.test-kit.ts';
import type { Result } from './model.test-kit.ts';
import {
  type LegArgs,
  buildSpec,
  holdLegArb,
  mutationArb,
  pendingIdFor,
  replaySpec,
  resolveTargetArb,
  transferLegArb,
} from './specs.test-kit.ts';

type Cmd = fc.AsyncCommand<RunContext, Real>;
type Db = Real['db'];

const history = (ctx: RunContext) => `run ${ctx.run}, commands so far:\n  ${ctx.log.join('\n  ')}`;
const show = (v: unknown) => JSON.stringify(v, (_, x) => (typeof x === 'bigint' ? `${x}` : x));

/**
 * A violated invariant stays in the shared database, so every later run (and every shrink attempt)
 * would fail at its start with nothing to show: they rethrow the failure that left it, with its
 * history, instead.
 */
const firstViolation = new WeakMap<Db, unknown>();
export const throwIfViolatedBefore = (db: Db) => {
  if (firstViolation.has(db)) throw firstViolation.get(db);
};

const command = (label: string, check: (ctx: RunContext) => boolean, run: Cmd['run']): Cmd => ({
  check,
  run: async (ctx, real) => {
    throwIfViolatedBefore(real.db);
    try {
      await run(ctx, real);
    } catch (err) {
      if (!firstViolation.has(real.db) && (await ledgerViolations(real.db)).length)
        firstViolation.set(real.db, err);
      throw err;
    }
  },
  toString: () => label,
});

/** The database agrees with the oracle and every invariant holds. */
export async function verify(ctx: RunContext, db: Db) {
  expect(await ledgerViolations(db), history(ctx)).toEqual([]);
  expect(await accountStates(db, ctx.order), history(ctx)).toEqual(expectedStates(ctx.oracle, ctx.order));
  const counts = await rowCounts(db);
  expect(
    { transfers: counts.transfers - ctx.baseline.transfers, entries: counts.entries - ctx.baseline.entries },
    history(ctx),
  ).toEqual({ transfers: ctx.oracle.transferRows, entries: ctx.oracle.entryRows });
}

async function posting(
  ctx: RunContext,
  db: Db,
  label: string,
  predict: () => Result,
  post: (trx: Db) => Promise<PostOutcome[]>,
): Promise<Result> {
  const before = await snapshot(db);
  const actual = await attempt(db, post);
  ctx.record(label, actual);
  expect(actual, history(ctx)).toEqual(predict());
  if (!actual.ok || !actual.outcomes.includes('created')) {
    expect(await snapshot(db), `refused or replayed, yet changed\n${history(ctx)}`).toEqual(before);
  }
  await verify(ctx, db);
  return actual;
}

const postSpecs = (ctx: RunContext, db: Db, label: string, specs: TransferSpec[]) =>
  posting(
    ctx,
    db,
    `${label} ${show(specs)}`,
    () => ctx.oracle.postTransfers(specs),
    (trx) => postTransfers(trx, specs),
  );

const single = (name: string, legArb: fc.Arbitrary<LegArgs>, phase: 'posted' | 'pending') =>
  legArb.map((leg) =>
    command(
      `${name} ${show(leg)}`,
      (ctx) => buildSpec(ctx, leg, phase, '') !== undefined,
      async (ctx, real) => {
        const spec = buildSpec(ctx, leg, phase, ctx.nextId())!;
        const result = await postSpecs(ctx, real.db, name, [spec]);
        if (!result.ok) ctx.rejected.push(spec);
      },
    ),
  );

async function open(
  ctx: RunContext,
  db: Db,
  label: string,
  key: string,
  player: boolean,
  make: () => Promise<bigint>,
) {
  const known = [...ctx.oracle.accounts.values()].find((a) => a.key === key);
  const before = await snapshot(db);
  const id = await make();
  ctx.tally.opened++;
  ctx.log.push(`${label} ${key} = ${id}${known ? ' (already open)' : ''}`);
  if (known) {
    expect(id, history(ctx)).toBe(known.id);
    expect(await snapshot(db), history(ctx)).toEqual(before);
  } else {
    expect(ctx.oracle.accounts.has(id), history(ctx)).toBe(false);
    ctx.oracle.addAccount({ id, key, player, currency: key.slice(-3) });
    ctx.order.push(id);
  }
  await verify(ctx, db);
}

const currencyArb = fc.oneof(
  { arbitrary: fc.constant('TRY'), weight: 4 },
  { arbitrary: fc.constant('EUR'), weight: 1 },
);
const SYSTEM_KINDS: SystemAccountKind[] = [
  'gateway',
  'withdrawals',
  'provider',
  'bonus',
  'sportsbook',
  'adjustment',
];

const openPlayer = fc.record({ customer: fc.nat(9), currency: currencyArb }).map((a) =>
  command(
    `open player ${show(a)}`,
    () => true,
    async (ctx, real) => {
      const customer = ctx.customers[a.customer % ctx.customers.length]!;
      const key = playerAccountKey(customer, a.currency);
      await open(ctx, real.db, 'open player', key, true, () =>
        ensurePlayerAccount(real.db, customer, a.currency),
      );
    },
  ),
);

const openSystem = fc
  .record({ kind: fc.constantFrom(...SYSTEM_KINDS), name: fc.nat(2), currency: currencyArb })
  .map((a) =>
    command(
      `open system ${show(a)}`,
      () => true,
      async (ctx, real) => {
        const name = `m${ctx.run}-${a.name}`;
        const key = systemAccountKey(a.kind, name, a.currency);
        await open(ctx, real.db, 'open system', key, false, () =>
          ensureSystemAccount(real.db, a.kind, name, a.currency),
        );
      },
    ),
  );

const resolve = fc
  .record({
    which: fc.nat(99),
    action: fc.constantFrom('post' as const, 'void' as const),
    target: resolveTargetArb,
  })
  .map((a) =>
    command(
      `resolve ${show(a)}`,
      (ctx) => pendingIdFor(ctx, a.target, a.which) !== undefined,
      async (ctx, real) => {
        const spec = {
          id: ctx.nextId(),
          pendingId: pendingIdFor(ctx, a.target, a.which)!,
          action: a.action,
          code: `withdrawal_${a.action}`,
        };
        await posting(
          ctx,
          real.db,
          `resolve ${show(spec)}`,
          () => ctx.oracle.resolveHold(spec),
          async (trx) => [await resolveHold(trx, spec)],
        );
      },
    ),
  );

/** Replays a transfer this run created, identically ('exists') or with one field changed. */
const replay = fc.record({ which: fc.nat(99), mutation: mutationArb }).map((a) =>
  command(
    `replay ${show(a)}`,
    (ctx) => ctx.created().length > 0,
    async (ctx, real) => {
      const list = ctx.created();
      const t = list[a.which % list.length]!;
      if (t.pendingId === null) {
        const spec = replaySpec(ctx, { ...t, phase: t.phase as 'posted' | 'pending' }, a.mutation);
        await postSpecs(ctx, real.db, `replay ${a.mutation}`, [spec]);
        return;
      }
      const flip = a.mutation === 'phase';
      const spec = {
        id: t.id,
        pendingId: t.pendingId,
        action: (flip ? (t.phase === 'post' ? 'void' : 'post') : t.phase) as 'post' | 'void',
        code: a.mutation === 'none' || flip ? t.code : `${t.code}!`,
      };
      await posting(
        ctx,
        real.db,
        `replay resolution ${a.mutation} ${show(spec)}`,
        () => ctx.oracle.resolveHold(spec),
        async (trx) => [await resolveHold(trx, spec)],
      );
    },
  ),
);

/** A refused id is not recorded: the same spec again may now succeed (balances have moved). */
const retryRejected = fc.nat(99).map((which) =>
  command(
    `retry rejected ${which}`,
    (ctx) => ctx.rejected.length > 0,
    async (ctx, real) => {
      await postSpecs(ctx, real.db, 'retry rejected', [ctx.rejected[which % ctx.rejected.length]!]);
    },
  ),
);

/** Several legs in one transaction (a linked chain): all or none; a leg may replay an earlier id. */
const chainLegArb = fc.record({
  leg: transferLegArb,
  pending: fc.boolean(),
  replayOf: fc.oneof({ arbitrary: fc.constant(null), weight: 9 }, { arbitrary: fc.nat(99), weight: 1 }),
});
const chain = fc.array(chainLegArb, { minLength: 2, maxLength: 4 }).map((legs) => {
  const specsFor = (ctx: RunContext, id: () => string) =>
    legs.flatMap(({ leg, pending, replayOf }) => {
      const created = ctx.created().filter((t) => t.pendingId === null) as TransferSpec[];
      if (replayOf !== null && created.length) return [created[replayOf % created.length]!];
      return buildSpec(ctx, leg, pending && leg.dir[0] === 'player' ? 'pending' : 'posted', id()) ?? [];
    });
  return command(
    `chain ${show(legs)}`,
    (ctx) => specsFor(ctx, () => '').length > 0,
    async (ctx, real) => {
      await postSpecs(ctx, real.db, 'chain', specsFor(ctx, ctx.nextId));
    },
  );
});

const emptyBatch = fc.constant(
  command(
    'empty batch',
    () => true,
    (ctx, real) => postSpecs(ctx, real.db, 'empty', []).then(() => {}),
  ),
);

/** All commands, weighted so that most postings are accepted. */
export const ledgerCommands = fc.oneof(
  { arbitrary: openPlayer, weight: 6 },
  { arbitrary: openSystem, weight: 3 },
  { arbitrary: single('transfer', transferLegArb, 'posted'), weight: 30 },
  { arbitrary: single('hold', holdLegArb, 'pending'), weight: 12 },
  { arbitrary: resolve, weight: 12 },
  { arbitrary: replay, weight: 10 },
  { arbitrary: retryRejected, weight: 3 },
  { arbitrary: chain, weight: 10 },
  { arbitrary: emptyBatch, weight: 1 },
);
