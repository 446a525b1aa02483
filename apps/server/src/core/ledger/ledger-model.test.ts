import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../../test/customers.ts';
import { type TestDb, createTestDb, testDatabases } from '../../test/harness.ts';
import { ensurePlayerAccount, ensureSystemAccount, playerAccountKey, systemAccountKey } from './index.ts';
import { ledgerCommands, throwIfViolatedBefore, verify } from './testing/commands.test-kit.ts';
import { RunContext, newTally } from './testing/context.test-kit.ts';
import { rowCounts } from './testing/db-state.test-kit.ts';

/**
 * Model-based property test of the ledger (docs/wallet-protocol.md §7, T1; pgledger's LedgerMachine): random
 * sequences of account openings, postings, holds, resolutions, replays and linked chains against
 * the BigInt oracle in testing/model.test-kit.ts, checked after every command (testing/commands.test-kit.ts).
 * Runs share one database (ledger rows are append-only); each run opens its own accounts.
 * LEDGER_MODEL_RUNS and LEDGER_MODEL_SEED override the run count and replay a failing seed.
 * A command that leaves an invariant violated poisons the shared database: later runs and the
 * shrinker rethrow that first failure, so the printed counterexample may be empty; its cause
 * lists the commands of the run that did it.
 */
const RUNS = Number(process.env.LEDGER_MODEL_RUNS ?? 75);
const SEED = process.env.LEDGER_MODEL_SEED ? Number(process.env.LEDGER_MODEL_SEED) : undefined;

describe.each(testDatabases())('ledger model on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.drop());

  it(
    'agrees with the oracle after every command, and most commands are accepted',
    { timeout: 120_000 },
    async () => {
      const tally = newTally();
      let run = 0;
      const setup = async () => {
        throwIfViolatedBefore(t.db);
        const customers = await insertCustomers(t.db, 4, `m${run}-`);
        const ctx = new RunContext(run++, customers, tally, await rowCounts(t.db));
        const player = await ensurePlayerAccount(t.db, customers[0]!);
        const house = await ensureSystemAccount(t.db, 'gateway', `m${ctx.run}-seed`);
        ctx.oracle.addAccount({
          id: player,
          key: playerAccountKey(customers[0]!),
          player: true,
          currency: 'TRY',
        });
        ctx.oracle.addAccount({
          id: house,
          key: systemAccountKey('gateway', `m${ctx.run}-seed`),
          player: false,
          currency: 'TRY',
        });
        ctx.order.push(player, house);
        await verify(ctx, t.db);
        return { model: ctx, real: { db: t.db } };
      };
      await fc.assert(
        fc.asyncProperty(fc.commands([ledgerCommands], { maxCommands: 30, size: 'max' }), (cmds) =>
          fc.asyncModelRun(setup, cmds),
        ),
        { numRuns: RUNS, seed: SEED },
      );

      const accepted = tally.created + tally.exists;
      const ratio = accepted / tally.commands;
      console.log(
        `ledger model on ${kind}: ${run} runs, ${JSON.stringify(tally)}, postings accepted ${(ratio * 100).toFixed(1)}%`,
      );
      // not vacuous: mostly accepted, and every outcome the commands aim at was reached
      expect(ratio).toBeGreaterThan(0.4);
      for (const outcome of [
        'created',
        'exists',
        'insufficient_funds',
        'exists_with_different',
        'hold_already_resolved',
        'hold_not_found',
        'currency_mismatch',
        'account_not_found',
        'invalid',
      ] as const) {
        expect(tally[outcome], outcome).toBeGreaterThan(0);
      }
    },
  );
});
