import { describe, expect, it } from 'vitest';
import { type WinBody, winBody } from './hub88.schemas.ts';
import { type WinBet, winLegs } from './win-legs.ts';

const win = (minor: number): WinBody =>
  winBody.parse({
    user: 'u1',
    token: 'tok',
    request_uuid: 'req-2',
    transaction_uuid: 'win-1',
    reference_transaction_uuid: 'bet-1',
    round: 'r-1',
    round_closed: true,
    game_code: 'slot',
    amount: minor * 1000,
    currency: 'TRY',
  });
const bet = { transaction_uuid: 'bet-1', currency: 'TRY', customer_id: 7n, customer_bonus_id: 3n } as WinBet;
const player = { account: 10n, available: 0n, house: 20n, bonus: 0n, owes: false };

describe('winLegs', () => {
  it('pays the cash part to the cash account and the bonus part to the bonus account, from the house', () => {
    const legs = winLegs(win(300), bet, player, { toCash: 100n, toBonus: 200n, bonusAccount: 30n });
    expect(legs.map((l) => [l.code, l.debit, l.credit, l.amount])).toEqual([
      ['casino_win', 20n, 10n, 100n],
      ['casino_win_bonus', 20n, 30n, 200n],
    ]);
    expect(legs[1]!.metadata).toMatchObject({ betUuid: 'bet-1', customerBonusId: '3' });
  });

  it('posts nothing for a losing round', () => {
    expect(winLegs(win(0), bet, player, { toCash: 0n, toBonus: 0n, bonusAccount: null })).toEqual([]);
  });
});
