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

/**
 * The exposure invariant (docs/decisions/084-exposure-of-open-bets-and-scoped-limits.md): every `sb_exposure` row
 * equals the sum over the pending and open bets holding its outcome of their open stake and of
 * their potential payout over it, and no row is negative.
 */
export async function expectExposureOfOpenBets(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{
    key: string;
    stake: string;
    liability: string;
    want_s: string;
    want_l: string;
  }>`
    select concat_ws('|', e.event_id, e.market_id, e.specifiers, e.outcome_id) as key,
      e.stake::text, e.liability::text, coalesce(o.stake, 0)::text as want_s, coalesce(o.liability, 0)::text as want_l
    from sb_exposure e left join (
      select l.event_id, l.market_id, l.specifiers, l.outcome_id, b.currency,
        sum(coalesce(b.open_stake_per_line * b.lines, b.total_stake)) as stake,
        sum(b.potential_payout - coalesce(b.open_stake_per_line * b.lines, b.total_stake)) as liability
      from sb_bet b join sb_bet_leg l on l.bet_id = b.id
      where b.status in ('pending', 'open')
      group by 1, 2, 3, 4, 5
    ) o using (event_id, market_id, specifiers, outcome_id, currency)
    order by 1`.execute(db);
  const seen = rows.map((r) => ({ key: r.key, stake: r.stake, liability: r.liability }));
  const want = rows.map((r) => ({ key: r.key, stake: r.want_s, liability: r.want_l }));
  expect(seen).toEqual(want);
  for (const r of rows) expect(BigInt(r.stake) >= 0n && BigInt(r.liability) >= 0n, r.key).toBe(true);
}
