/**
 * Money for journeys that need a balance: a deposit made through the API and approved on the
 * gateway simulator's hosted page, as a player would pay it, then waited for on user/balance.
 */
import { expect } from 'vitest';
import { type Player, callApi, registerPlayer } from './accounts.ts';

/** A deposit made and approved without the browser: API call, then the hosted page's form. */
export async function fundedPlayer(amount: number): Promise<Player> {
  const player = await registerPlayer();
  const methods = await callApi<{ id: number; name: string }[]>('payment/methods?type=1', {
    token: player.session.token,
  });
  const papara = methods.data.find((m) => m.name === 'Papara')!;
  const res = await callApi<string>('payment/deposit', {
    token: player.session.token,
    body: { id: papara.id, target: 'pay', detail: { Amount: amount, PaparaNo: 1234567890 } },
  });
  expect(res.success).toBe(true);
  const approved = await fetch(res.data, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=approve',
    redirect: 'manual',
  });
  expect(approved.status).toBe(303);
  await expect
    .poll(
      async () =>
        (await callApi<{ balance: number }>('user/balance', { token: player.session.token })).data.balance,
      {
        timeout: 15_000,
      },
    )
    .toBe(amount);
  return player;
}

/** A Papara withdrawal requested through the API, as the player's form sends it (with the password). */
export async function requestWithdrawal(player: Player, amount: number): Promise<void> {
  const methods = await callApi<{ id: number; name: string }[]>('payment/methods?type=2', {
    token: player.session.token,
  });
  const papara = methods.data.find((m) => m.name === 'Papara')!;
  const res = await callApi('payment/withdraw', {
    token: player.session.token,
    body: {
      id: papara.id,
      target: 'pay',
      detail: { Amount: amount, PaparaNo: 1234567890 },
      password: player.password,
    },
  });
  expect(res.success, res.message).toBe(true);
}
