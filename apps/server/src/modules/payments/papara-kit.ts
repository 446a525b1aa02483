import { loadConfig } from '../../config.ts';
import { PASSWORD, call, setOption, signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type DbKind, type TestApp, createTestApp } from '../../test/harness.ts';
import { listen } from '../../test/hub.ts';
import { fund } from '../../test/ledger.ts';
import { methodId } from '../../test/payments.ts';

/** Helpers for the Papara tests (not a test file itself): an app with PAPARA_MODE=sim, listening. */

export const PAPARA_NO = 1234567890;

export async function paparaApp(kind: DbKind) {
  const { papara } = loadConfig({ NODE_ENV: 'test', PAPARA_MODE: 'sim' });
  const t: TestApp = await createTestApp(kind, { seed: true, config: { papara } });
  const base = await listen(t.app);
  // A new payout destination is not payable at once by default; the wait has its own tests.
  await setOption(t.db, 'PayoutDestinationCoolingOffHours', '0');
  const sim = t.app.paparaSimulator!;
  const deposit = await methodId(t.db, 1, 'papara');
  const withdrawal = await methodId(t.db, 2, 'papara');

  /** A new player with `funds` lira. */
  async function player(funds = 0) {
    const p = await signUp(t.app);
    const customer = await customerIdOf(t.db, p.username);
    if (funds) await fund(t.db, customer, BigInt(funds) * 100n);
    return { ...p, customer };
  }
  const balance = async (token: string): Promise<number> =>
    (await call(t.app, 'user/balance', undefined, { token })).json().data.balance;

  const requestDeposit = (token: string, amount: number) =>
    call(
      t.app,
      'payment/deposit',
      { id: deposit, target: 'pay', detail: { Amount: amount, PaparaNo: PAPARA_NO } },
      { token },
    );
  /** Opens a Papara deposit; returns the checkout URL, Papara's payment id and ours. */
  async function openDeposit(token: string, amount: number) {
    const res = await requestDeposit(token, amount);
    if (res.statusCode !== 200) throw new Error(`deposit: ${res.statusCode} ${res.body}`);
    const url = new URL(res.json().data);
    const paparaId = url.pathname.split('/').pop()!;
    return { url, paparaId, reference: sim.store.payments.get(paparaId)!.referenceId };
  }

  /** Asks to withdraw `amount` to a Papara account; returns the withdrawal id. */
  async function withdraw(p: { token: string; customer: bigint }, amount: number, account = PAPARA_NO) {
    const res = await call(
      t.app,
      'payment/withdraw',
      { id: withdrawal, target: 'pay', detail: { Amount: amount, PaparaNo: account }, password: PASSWORD },
      { token: p.token },
    );
    if (res.statusCode !== 200) throw new Error(`withdraw: ${res.statusCode} ${res.body}`);
    const row = await t.db
      .selectFrom('payment')
      .select('id')
      .where('customer_id', '=', p.customer)
      .where('kind', '=', 2)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** An IPN as Papara sends it, from `ip`. */
  const ipn = (body: object, ip = '127.0.0.1') => call(t.app, 'payment/webhook/papara', body, { ip });

  return { ...t, base, sim, player, balance, requestDeposit, openDeposit, withdraw, ipn };
}
