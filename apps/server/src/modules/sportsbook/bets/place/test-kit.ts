import { randomUUID } from 'node:crypto';
import type { BetStateDto, PlaceBetRequest } from '@lalebet/shared';
import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../../../db/database.ts';
import { systemAccountKey } from '../../../../core/ledger/index.ts';
import { type DbKind, createTestApp } from '../../../../test/harness.ts';
import { call, signUp } from '../../../../test/accounts.ts';
import { customerIdOf } from '../../../../test/customers.ts';
import { fund } from '../../../../test/ledger.ts';
import { type Decider, createDecider, sportsbookBetsRoutes } from '../api/plugin.ts';
import { FakeCatalogue } from './fake-catalogue.test-kit.ts';
import type { BetsNotifier } from './place.context.ts';
import type { CustomBetService } from '../../builder/custom-bet.port.ts';

export { FakeCatalogue };

export class RecordingNotifier implements BetsNotifier {
  readonly bets: { customerId: bigint; bet: BetStateDto }[] = [];
  readonly balances: bigint[] = [];
  async balanceChanged(customerId: bigint) {
    this.balances.push(customerId);
  }
  async betChanged(customerId: bigint, bet: BetStateDto) {
    this.bets.push({ customerId, bet });
  }
}

/** A test app with the bets routes on a fake catalogue; `decider()` is the app's decider. */
export async function createBetsApp(
  kind: DbKind,
  opts: { logStream?: NodeJS.WritableStream; customBet?: (c: FakeCatalogue) => CustomBetService } = {},
) {
  const { customBet, ...appOpts } = opts;
  const catalogue = new FakeCatalogue();
  const notifier = new RecordingNotifier();
  let decider: Decider | undefined;
  const t = await createTestApp(kind, {
    ...appOpts,
    sportsbook: false,
    beforeReady: (app) => {
      void app.register(
        sportsbookBetsRoutes({
          catalogue,
          notifier,
          decider: (ctx) => (decider = createDecider(ctx)),
          customBet: customBet?.(catalogue),
        }),
        { prefix: '/api' },
      );
    },
  });
  return { ...t, catalogue, notifier, decider: () => decider! };
}

/** A signed-up player with `lira` on the account. */
export async function player(app: Awaited<ReturnType<typeof createBetsApp>>, lira = 1000) {
  const who = await signUp(app.app);
  const id = await customerIdOf(app.db, who.username as string);
  if (lira > 0) await fund(app.db, id, BigInt(Math.round(lira * 100)));
  return { id, token: who.token };
}

export const single = (
  eventId: string,
  odds = 1.85,
  over: Partial<PlaceBetRequest> = {},
): PlaceBetRequest => ({
  requestId: randomUUID(),
  kind: 'single',
  stake: 10,
  oddsChange: 'none',
  selections: [{ eventId, marketId: 1, specifiers: '', outcomeId: '1', odds }],
  ...over,
});

export const sel = (eventId: string, odds = 1.85, outcomeId = '1') => ({
  eventId,
  marketId: 1,
  specifiers: '',
  outcomeId,
  odds,
});

export function place(
  app: { app: Parameters<typeof call>[0] },
  token: string | undefined,
  body: PlaceBetRequest,
) {
  return call(app.app, 'sportsbook/bets', body, { token });
}

/** Invariant S1: the open-bets account holds exactly the stakes of pending and open bets. */
export async function expectOpenBetsBalanced(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ held: string; stakes: string }>`select
    (select coalesce(sum(e.amount), 0) from ledger_entry e join ledger_account a on a.id = e.account_id
      where a.key = ${systemAccountKey('sportsbook', 'open-bets')})::text as held,
    (select coalesce(sum(total_stake), 0) from sb_bet where status in ('pending', 'open'))::text as stakes`.execute(
    db,
  );
  const { held, stakes } = rows[0]!;
  expect(BigInt(held) < 0n ? -BigInt(held) : BigInt(held)).toBe(BigInt(stakes));
}
