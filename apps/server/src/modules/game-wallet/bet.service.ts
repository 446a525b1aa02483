import type { Transaction } from 'kysely';
import { fromMinor } from '@lalebet/shared';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { RS, type RsStatus } from '../../lib/hub88/protocol.ts';
import { bonusCompletedNotification, maxBetNotice } from '../../core/bonus/wallet-messages.ts';
import {
  type ActiveBonus,
  addWagering,
  contributionPercent,
  lockActiveBonus,
} from '../../core/bonus/wagering.ts';
import { splitStake } from '../../core/bonus/spending.ts';
import { type TransferSpec, postTransfers, transferId } from '../../core/ledger/index.ts';
import { hashToken } from '../../lib/secrets.ts';
import { AppError } from '../../lib/app-error.ts';
import { guardStakeWithFacts, pushLimitAlerts } from '../../core/protection/limits.ts';
import { factsOfRow } from '../../core/protection/play-facts.ts';
import { refusalNotice } from '../../core/protection/messages.ts';
import type { BetBody } from './hub88.schemas.ts';
import { type Fingerprint, replay } from './replay.ts';
import { addBetToRound } from './round.repository.ts';
import { type Outcome, type PlayerBalance, type WalletCtx, outcome, runWallet } from './wallet.context.ts';
import { type OpenedBet, openBet } from './bet-open.repository.ts';
import { PROVIDER, insertTransaction, lockPlayerBalance } from './wallet.repository.ts';

const fingerprint = (b: BetBody): Fingerprint => ({
  kind: 'bet',
  user: b.user,
  units: b.amount.units,
  currency: b.currency,
  round: b.round,
  gameCode: b.game_code,
  reference: null,
});

/**
 * transaction/bet: debits the player, once per transaction_uuid. Refusals are recorded too, so
 * a replay answers the same; a bet whose rollback came first is refused (the tombstone).
 */
export async function placeBet(ctx: WalletCtx, b: BetBody): Promise<Outcome> {
  const result = await runWallet(
    ctx,
    [b.transaction_uuid],
    async (trx) => {
      const opened = await openBet(trx, {
        uuid: b.transaction_uuid,
        userCode: b.user,
        tokenHash: hashToken(b.token),
        gameCode: b.game_code,
        currency: b.currency,
      });
      if (opened.seen) return replay(trx, opened.seen, fingerprint(b));
      return decide(trx, b, ctx.notifier, opened);
    },
    { balanceNotice: 'app' },
  );
  // Crash tests (NODE_ENV=test only): die between the commit and the answer, so the provider
  // sees no reply and retries against the restarted server. Only bets named '...-kill'.
  if (ctx.fault === 'wallet-after-commit' && result.moved && b.transaction_uuid.endsWith('-kill')) {
    process.kill(process.pid, 'SIGKILL');
  }
  return result;
}

async function decide(
  trx: Transaction<Database>,
  b: BetBody,
  notifier: WalletCtx['notifier'],
  { tombstone, activeBonus, customer, session, game, cash: locked, playFacts }: OpenedBet,
): Promise<Outcome> {
  const record = async (
    status: RsStatus,
    balance: PlayerBalance | null = null,
    applied = false,
    paidByBonus: { bonusPart: bigint; bonusId: bigint; counted: bigint } | null = null,
    also?: Parameters<typeof insertTransaction>[2],
  ) => {
    await insertTransaction(
      trx,
      {
        transaction_uuid: b.transaction_uuid,
        kind: 'bet',
        customer_id: customer?.id ?? null,
        user_code: b.user,
        game_code: b.game_code,
        round: b.round,
        amount: b.amount.minor,
        provider_amount: b.amount.units,
        currency: b.currency,
        reference_transaction_uuid: null,
        status,
        applied,
        bonus_amount: paidByBonus?.bonusPart ?? 0n,
        customer_bonus_id: paidByBonus?.bonusId ?? null,
        wagering_counted: paidByBonus?.counted ?? 0n,
        request_uuid: b.request_uuid,
      },
      also,
    );
    return outcome(status, balance, applied);
  };

  if (tombstone) return record(RS.TRANSACTION_ROLLED_BACK);
  if (!session || !customer || session.customer_id !== customer.id) return record(RS.INVALID_TOKEN);
  if (session.expires_at.getTime() <= clock.ms()) return record(RS.TOKEN_EXPIRED);
  if (b.currency !== session.currency) return record(RS.WRONG_CURRENCY);
  if (!game) return record(RS.INVALID_GAME);
  // A launch token is good for the game it was issued for only (docs/decisions/010).
  if (session.game_code !== b.game_code) return record(RS.INVALID_TOKEN);
  if (customer.disabled_at) return record(RS.USER_DISABLED);

  // Lock order (ADR 012): the active bonus row first, then the ledger accounts.
  // The bonus row, if any, is locked already (openBet); none: no round trip here.
  const bonus = activeBonus ? await lockActiveBonus(trx, customer.id, b.currency) : undefined;
  const {
    account: player,
    available: cash,
    house,
  } = locked ?? (await lockPlayerBalance(trx, customer.id, b.currency));
  const available = cash + (bonus?.available ?? 0n);
  const balance = (minor: bigint) => ({ customerId: customer.id, currency: b.currency, minor });
  if (bonus?.maxBet != null && b.amount.minor > bonus.maxBet) {
    // The provider shows its own generic limit message; the player is told the real reason.
    const refused = await record(RS.LIMIT_REACHED, balance(available));
    const { maxBet } = bonus;
    return { ...refused, afterCommit: [() => notifier.notice(customer.id, maxBetNotice(maxBet))] };
  }
  if (available < b.amount.minor) return record(RS.NOT_ENOUGH_MONEY, balance(available));
  // Player protection (ADR 024), under the balance lock: a block or a reached limit refuses the
  // bet like the others here, and the player is told the real reason.
  let guard: Awaited<ReturnType<typeof guardStakeWithFacts>>;
  try {
    const facts = await factsOfRow(trx, customer.id, playFacts.at, playFacts.row);
    guard = await guardStakeWithFacts(
      trx,
      { customerId: customer.id, currency: b.currency, amount: b.amount.minor, source: 'casino' },
      facts,
    );
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const limit = err.code === 'WAGER_LIMIT' || err.code === 'LOSS_LIMIT';
    const refused = await record(limit ? RS.LIMIT_REACHED : RS.USER_DISABLED, balance(available));
    const notice = refusalNotice(err.code, err.data);
    return { ...refused, afterCommit: [() => notifier.notice(customer.id, notice)] };
  }
  const { alerts } = guard;

  const { legs, bonusPart } = stakeLegs(b, { player, house, cash, bonus });
  // With a bonus, the stake is posted now: a wagering completion below converts what is left of
  // the bonus balance. Without one, the legs go with the call's own row (one statement).
  if (bonus) await postTransfers(trx, legs, { locked: true });
  const afterCommit: (() => Promise<void>)[] = pushLimitAlerts(notifier, alerts);
  let counted = 0n;
  // What a conversion's cash-out cap took back (ADR 016): no longer part of the balance.
  let capped = 0n;
  if (bonus && b.amount.minor > 0n) {
    const percent = contributionPercent(bonus, game.categories);
    const wagered = await addWagering(trx, bonus, b.amount.minor, percent);
    counted = wagered.counted;
    capped = wagered.removed;
    if (wagered.completed) {
      afterCommit.push(
        await notifier.notifyWithin(
          trx,
          customer.id,
          bonusCompletedNotification(wagered.converted, wagered.removed),
        ),
      );
    }
  }
  const round = { round: b.round, customerId: customer.id, gameCode: b.game_code, currency: b.currency };
  const ok = await record(
    RS.OK,
    balance(available - b.amount.minor - capped),
    true,
    bonus ? { bonusPart, bonusId: bonus.id, counted } : null,
    {
      round: addBetToRound(trx, round, b.amount.minor, b.round_closed),
      legs: bonus ? [] : legs,
      ...(guard.count ? { usage: guard.count } : {}),
      // Nothing is decided after this row: the commit goes with it.
      last: true,
    },
  );
  // Without a bonus the cash row, locked, is all the player has in play: its balance is exact.
  const after = bonus ? undefined : { balance: fromMinor(cash - b.amount.minor), bonusBalance: 0 };
  return {
    ...ok,
    bonusId: bonus?.id ?? null,
    ...(after ? { after } : {}),
    ...(afterCommit.length ? { afterCommit } : {}),
  };
}

/**
 * Cash first, then bonus (ADR 012): one posting per part, with the kuruş paid from the bonus.
 * Every tracked account of these legs (the player's cash and bonus) is locked already.
 */
function stakeLegs(
  b: BetBody,
  from: { player: bigint; house: bigint; cash: bigint; bonus: ActiveBonus | undefined },
): { legs: TransferSpec[]; bonusPart: bigint } {
  if (b.amount.minor === 0n) return { legs: [], bonusPart: 0n };
  const { cash: cashPart, bonus: bonusPart } = splitStake(b.amount.minor, from.cash);
  const { house } = from;
  const metadata = { transactionUuid: b.transaction_uuid, round: b.round, gameCode: b.game_code };
  const legs: TransferSpec[] = [];
  if (cashPart > 0n) {
    legs.push({
      id: transferId(PROVIDER, 'bet', b.transaction_uuid),
      debit: from.player,
      credit: house,
      amount: cashPart,
      currency: b.currency,
      code: 'casino_bet',
      metadata,
    });
  }
  if (bonusPart > 0n && from.bonus) {
    legs.push({
      id: transferId(PROVIDER, 'bet-bonus', b.transaction_uuid),
      debit: from.bonus.account,
      credit: house,
      amount: bonusPart,
      currency: b.currency,
      code: 'casino_bet_bonus',
      metadata: { ...metadata, customerBonusId: String(from.bonus.id) },
    });
  }
  return { legs, bonusPart };
}
