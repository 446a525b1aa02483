import { describe, expect, it } from 'vitest';
import { RS } from '../../lib/hub88/protocol.ts';
import type { ActiveBonus } from '../../core/bonus/index.ts';
import { type BetFunds, checkBetSession, fundsRefusal } from './bet-checks.ts';
import { protectionStatus } from './bet-guard.ts';
import { stakeLegs } from './bet-stake.ts';
import { type BetBody, betBody } from './hub88.schemas.ts';

const NOW = Date.UTC(2026, 11, 6, 12);
const bet = (minor: number, o: Partial<Record<'currency' | 'game_code', string>> = {}): BetBody =>
  betBody.parse({
    user: 'u1',
    token: 'tok',
    request_uuid: 'req-1',
    transaction_uuid: 'tx-1',
    round: 'r-1',
    round_closed: false,
    game_code: 'slot',
    amount: minor * 1000,
    currency: 'TRY',
    ...o,
  });
const opened = {
  tombstone: false,
  customer: { id: 7n, disabled_at: null as Date | null },
  session: { customer_id: 7n, currency: 'TRY', expires_at: new Date(NOW + 60_000), game_code: 'slot' },
  game: { categories: ['slots'] },
};
const bonus = (o: Partial<ActiveBonus> = {}) =>
  ({ id: 3n, account: 30n, available: 500n, maxBet: null, ...o }) as ActiveBonus;
const funds = (cash: bigint, b?: ActiveBonus): BetFunds => ({
  bonus: b,
  player: 10n,
  house: 20n,
  cash,
  available: cash + (b?.available ?? 0n),
});

describe('checkBetSession', () => {
  it('passes a live launch of this game and names its customer and game', () => {
    expect(checkBetSession(bet(100), opened, NOW)).toEqual({ customer: opened.customer, game: opened.game });
  });

  it('answers each refusal in the wallet protocol order', () => {
    const refused = (o: object, b = bet(100)) => checkBetSession(b, { ...opened, ...o }, NOW);
    expect(refused({ tombstone: true, session: undefined })).toEqual({ refused: RS.TRANSACTION_ROLLED_BACK });
    expect(refused({ session: undefined })).toEqual({ refused: RS.INVALID_TOKEN });
    expect(refused({ session: { ...opened.session, customer_id: 8n } })).toEqual({
      refused: RS.INVALID_TOKEN,
    });
    expect(refused({ session: { ...opened.session, expires_at: new Date(NOW) } })).toEqual({
      refused: RS.TOKEN_EXPIRED,
    });
    expect(refused({}, bet(100, { currency: 'EUR' }))).toEqual({ refused: RS.WRONG_CURRENCY });
    expect(refused({ game: undefined })).toEqual({ refused: RS.INVALID_GAME });
    expect(refused({}, bet(100, { game_code: 'other' }))).toEqual({ refused: RS.INVALID_TOKEN });
    expect(refused({ customer: { id: 7n, disabled_at: new Date(NOW) } })).toEqual({
      refused: RS.USER_DISABLED,
    });
  });
});

describe('fundsRefusal', () => {
  it('refuses a stake over the bonus max bet before looking at the balance', () => {
    expect(fundsRefusal(300n, funds(0n, bonus({ maxBet: 200n })))).toEqual({ over: 'max-bet', maxBet: 200n });
  });

  it('counts cash and bonus together, and refuses only what neither covers', () => {
    expect(fundsRefusal(600n, funds(100n, bonus()))).toBeNull();
    expect(fundsRefusal(601n, funds(100n, bonus()))).toEqual({ over: 'balance' });
  });
});

describe('stakeLegs', () => {
  it('takes cash first and the rest from the bonus, one leg each', () => {
    const { legs, bonusPart } = stakeLegs(bet(250), funds(100n, bonus()));
    expect(bonusPart).toBe(150n);
    expect(legs.map((l) => [l.code, l.debit, l.credit, l.amount])).toEqual([
      ['casino_bet', 10n, 20n, 100n],
      ['casino_bet_bonus', 30n, 20n, 150n],
    ]);
  });

  it('moves nothing for a zero stake', () => {
    expect(stakeLegs(bet(0), funds(100n))).toEqual({ legs: [], bonusPart: 0n });
  });
});

describe('protectionStatus', () => {
  it('answers a reached limit as LIMIT_REACHED and any block as USER_DISABLED', () => {
    expect(protectionStatus('WAGER_LIMIT')).toBe(RS.LIMIT_REACHED);
    expect(protectionStatus('LOSS_LIMIT')).toBe(RS.LIMIT_REACHED);
    expect(protectionStatus('SELF_EXCLUDED')).toBe(RS.USER_DISABLED);
  });
});
