/**
 * An in-memory Hub88 wallet behind a WalletTransport, for the simulator's unit tests: it keeps
 * one balance per user, applies each transaction_uuid once, and lets a test script faults per
 * call. The real wallet is exercised by simulation.test.ts.
 */
import { RS, type RsStatus } from '../../lib/hub88/protocol.ts';
import type { WalletTransport } from './transport.ts';

export type WalletCall = {
  path: string;
  body: Record<string, unknown>;
  bytes: Buffer;
  headers: Record<string, string>;
};
/** What happens to call n (0-based) of this path: normal, lost before, lost after processing, or a forced answer. */
export type Fault =
  'none' | 'lost' | 'lostAfter' | 'never' | { status: number; body: string } | { rs: RsStatus };

export function createFakeWallet(opts: { balanceUnits?: number; currency?: string; tokens?: string[] } = {}) {
  const calls: WalletCall[] = [];
  const balances = new Map<string, number>();
  const done = new Map<string, { status: RsStatus; amount: number; kind: string }>();
  const start = opts.balanceUnits ?? 100_000_000;
  let fault: (call: WalletCall, n: number) => Fault = () => 'none';
  const perPath = new Map<string, number>();

  function handle(path: string, b: Record<string, unknown>) {
    const user = String(b.user);
    if (!balances.has(user)) balances.set(user, start);
    const answer = (status: RsStatus) => ({
      status,
      request_uuid: b.request_uuid,
      user,
      currency: opts.currency ?? 'TRY',
      balance: balances.get(user),
    });
    if (
      opts.tokens &&
      !opts.tokens.includes(String(b.token)) &&
      !path.endsWith('win') &&
      !path.endsWith('rollback')
    ) {
      return answer(RS.INVALID_TOKEN);
    }
    if (path.endsWith('/balance')) return answer(RS.OK);
    const uuid = String(b.transaction_uuid);
    const seen = done.get(uuid);
    if (seen) return answer(seen.status);
    const amount = Number(b.amount ?? 0);
    if (path.endsWith('/bet')) {
      if (done.get(`rb:${uuid}`)) return answer(RS.TRANSACTION_ROLLED_BACK);
      if (amount > balances.get(user)!) return answer(RS.NOT_ENOUGH_MONEY);
      balances.set(user, balances.get(user)! - amount);
    } else if (path.endsWith('/win')) {
      balances.set(user, balances.get(user)! + amount);
    } else {
      const ref = String(b.reference_transaction_uuid);
      const bet = done.get(ref);
      if (bet?.status === RS.OK && bet.kind === 'bet') balances.set(user, balances.get(user)! + bet.amount);
      done.set(`rb:${ref}`, { status: RS.OK, amount: 0, kind: 'tombstone' });
      if (bet) done.set(ref, { ...bet, status: RS.TRANSACTION_ROLLED_BACK });
    }
    done.set(uuid, { status: RS.OK, amount, kind: path.split('/').at(-1)! });
    return answer(RS.OK);
  }

  const transport: WalletTransport = async (path, bytes, headers) => {
    const call = {
      path,
      body: JSON.parse(bytes.toString('utf8')) as Record<string, unknown>,
      bytes,
      headers,
    };
    calls.push(call);
    const n = perPath.get(path) ?? 0;
    perPath.set(path, n + 1);
    const f = fault(call, n);
    if (f === 'never') return new Promise(() => {});
    if (f === 'lost') throw new Error('ECONNREFUSED');
    if (typeof f === 'object' && 'status' in f) return f;
    const answer =
      typeof f === 'object'
        ? { status: f.rs, request_uuid: call.body.request_uuid }
        : handle(path, call.body);
    if (f === 'lostAfter') throw new Error('socket hang up');
    return { status: 200, body: JSON.stringify(answer) };
  };

  return {
    transport,
    calls,
    balanceOf: (user: string) => balances.get(user) ?? start,
    setFault(f: (call: WalletCall, n: number) => Fault) {
      fault = f;
    },
  };
}
