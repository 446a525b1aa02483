import { describe, expect, it } from 'vitest';
import { HUB88_SIGNATURE_HEADER, RS } from '../../lib/hub88/protocol.ts';
import { verifyBody } from '../../lib/hub88/signature.ts';
import { createFakeWallet } from './fake-wallet.ts';
import { testKeys } from './test-kit.ts';
import { createWalletClient } from './wallet-client.ts';

const session = { user: 'u-1001', token: 'tok-1234567890abcdef', gameCode: 'ls00_game', currency: 'TRY' };
const noWait = { sleep: async () => {}, timeoutMs: 200 };

function setup(policy = {}) {
  const fake = createFakeWallet();
  const client = createWalletClient({
    keys: testKeys(),
    transport: fake.transport,
    policy: { ...noWait, ...policy },
  });
  return { fake, client, paths: () => fake.calls.map((c) => c.path) };
}

describe('the simulator wallet client', () => {
  it('signs the exact bytes of every call with its private key', async () => {
    const { fake, client } = setup();
    await client.balance(session);
    await client.bet(session, 'r1', 150n, true);
    await client.win(session, 'r1', 300n, client.lastDebit('r1')!);
    expect(fake.calls).toHaveLength(3);
    for (const call of fake.calls) {
      expect(verifyBody(call.bytes, call.headers[HUB88_SIGNATURE_HEADER], testKeys().publicKey)).toBe(true);
      expect(call.headers['content-type']).toBe('application/json');
    }
    expect(fake.calls[1]!.body).toMatchObject({
      amount: 150_000,
      round: 'r1',
      round_closed: false,
      currency: 'TRY',
    });
    expect(fake.calls[2]!.body).toMatchObject({
      amount: 300_000,
      round_closed: true,
      reference_transaction_uuid: fake.calls[1]!.body.transaction_uuid,
    });
    expect(client.belief.totals('r1')).toEqual({ debited: 150n, credited: 300n });
  });

  it('retries a bet 3 times on network failure, non-200 and RS_ERROR_UNKNOWN, with the same transaction id', async () => {
    const { fake, client } = setup();
    const faults = ['lost', { status: 502, body: 'bad gateway' }, { rs: RS.UNKNOWN }] as const;
    fake.setFault((c, n) => (c.path.endsWith('/bet') ? (faults[n] ?? 'none') : 'none'));
    const out = await client.bet(session, 'r2', 100n, true);
    expect(out.kind).toBe('ok');
    const bets = fake.calls.filter((c) => c.path.endsWith('/bet'));
    expect(bets).toHaveLength(4);
    expect(new Set(bets.map((b) => b.body.transaction_uuid)).size).toBe(1);
    expect(new Set(bets.map((b) => b.body.request_uuid)).size).toBe(4);
    expect(client.stats.rollbacksSent).toBe(0);
  });

  it('rolls back a bet whose outcome stays unknown, retrying the rollback until RS_OK', async () => {
    const { fake, client, paths } = setup();
    fake.setFault((c, n) => {
      if (c.path.endsWith('/bet')) return n === 0 ? 'lostAfter' : 'lost';
      if (c.path.endsWith('/rollback')) return n < 2 ? 'lost' : n < 3 ? { rs: RS.UNKNOWN } : 'none';
      return 'none';
    });
    const out = await client.bet(session, 'r3', 500n, true);
    expect(out.kind).toBe('rolledBack');
    expect(paths()).toEqual([
      ...Array(4).fill('/transaction/bet'),
      ...Array(4).fill('/transaction/rollback'),
    ]);
    const rollback = fake.calls.at(-1)!.body;
    expect(rollback.reference_transaction_uuid).toBe(fake.calls[0]!.body.transaction_uuid);
    expect(rollback).not.toHaveProperty('amount');
    // The first attempt was debited before its answer was lost; the rollback refunded it.
    expect(fake.balanceOf(session.user)).toBe(100_000_000);
    expect(client.belief.totals('r3')).toEqual({ debited: 0n, credited: 0n });
    expect(client.stats).toMatchObject({ rollbacksSent: 1, rollbacksOk: 1, stuck: 0 });
  });

  it('takes a known bet error as final: no retry, no rollback', async () => {
    const { fake, client, paths } = setup();
    fake.setFault((c) => (c.path.endsWith('/bet') ? { rs: RS.NOT_ENOUGH_MONEY } : 'none'));
    const out = await client.bet(session, 'r4', 100n, true);
    expect(out).toMatchObject({ kind: 'refused', answer: { status: RS.NOT_ENOUGH_MONEY } });
    expect(paths()).toEqual(['/transaction/bet']);
    expect(client.belief.totals('r4').debited).toBe(0n);
  });

  it('retries a win until RS_OK, and stops at a terminal status', async () => {
    const { fake, client } = setup();
    await client.bet(session, 'r5', 100n, true);
    fake.setFault((c, n) => (c.path.endsWith('/win') ? (n < 5 ? 'lost' : 'none') : 'none'));
    expect((await client.win(session, 'r5', 40n, client.lastDebit('r5')!)).kind).toBe('ok');
    expect(fake.calls.filter((c) => c.path.endsWith('/win'))).toHaveLength(6);

    fake.setFault((c) => (c.path.endsWith('/win') ? { rs: RS.TRANSACTION_DOES_NOT_EXIST } : 'none'));
    expect((await client.win(session, 'r6', 40n, 'nope')).kind).toBe('refused');
    expect(client.belief.totals('r6').credited).toBe(0n);
  });

  it('gives each call a time limit, and reports a rollback that never got RS_OK as stuck', async () => {
    const { fake, client } = setup({ timeoutMs: 20, settleAttempts: 3 });
    fake.setFault(() => 'never');
    const out = await client.bet(session, 'r7', 100n, true);
    expect(out.kind).toBe('stuck');
    expect(fake.calls).toHaveLength(4 + 3);
    expect(client.stats).toMatchObject({ rollbacksSent: 1, rollbacksOk: 0, stuck: 1 });
  });
});
