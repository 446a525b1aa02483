import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { HUB88_PATHS, HUB88_SIGNATURE_HEADER, RS } from '../lib/hub88/protocol.ts';
import { signBody } from '../lib/hub88/signature.ts';
import { PASSWORD } from './accounts.ts';
import { IBAN } from './payments.ts';
import { type Player, WALLET_BASE, betRequest, walletKeys } from './wallet.ts';

/** The clients of the kill test (kill.test.ts): each request can be sent again, unchanged, until answered. */

export type Outcome = 'ok' | 'refused' | 'lost';
/** One client request: sent again with the same key (transaction uuid, Idempotency-Key) until answered. */
export type Req = {
  /** The transaction uuid of a bet, the Idempotency-Key of a payment. */
  key: string;
  kind: 'bet' | 'withdraw' | 'deposit';
  player: number;
  amount: bigint;
  send: () => Promise<Outcome>;
  outcome?: Outcome;
};

export type LoadPlayer = Player & { session: string };

export function loadClients(o: {
  post: (url: string, body: string, headers: Record<string, string>) => Promise<Response>;
  players: LoadPlayer[];
  papara: number;
  havale: number;
  /** The gateway's decision on a deposit; its webhook follows. */
  approve: (gatewayPaymentId: string) => void;
}) {
  const approved = new Set<string>();
  const attempt = async (run: () => Promise<Response>, judge: (r: Response) => Promise<Outcome>) => {
    try {
      return await judge(await run());
    } catch {
      return 'lost' as const; // no answer: connection refused or reset by the kill
    }
  };
  const bet = (p: number): Req => {
    const fields = betRequest(o.players[p]!, { amount: 100_000 * (1 + (p % 3)) });
    const body = JSON.stringify(fields);
    return {
      key: fields.transaction_uuid,
      kind: 'bet',
      player: p,
      amount: 100n * BigInt(1 + (p % 3)),
      send: () =>
        attempt(
          () =>
            o.post(`${WALLET_BASE}${HUB88_PATHS.bet}`, body, {
              [HUB88_SIGNATURE_HEADER]: signBody(body, walletKeys().privateKey),
            }),
          async (r) => {
            if (r.status !== 200) return 'lost';
            return ((await r.json()) as { status: string }).status === RS.OK ? 'ok' : 'refused';
          },
        ),
    };
  };
  const payment = (kind: 'withdraw' | 'deposit', p: number, n: number): Req => {
    const lira = kind === 'deposit' ? 25 : 15;
    const detail =
      kind === 'deposit'
        ? { Amount: lira, PaparaNo: 1234567890 }
        : { Amount: lira, Bank: 64, Iban: IBAN, AccountHolder: 'Ayşe Yılmaz', BranchCode: 1234 };
    const body = JSON.stringify({
      id: kind === 'deposit' ? o.papara : o.havale,
      target: 'pay',
      detail,
      // A withdrawal asks for the account password again (ADR 015).
      ...(kind === 'withdraw' ? { password: PASSWORD } : {}),
    });
    const key = `kill-${kind}-${p}-${n}`;
    const headers = { authorization: `Bearer ${o.players[p]!.session}`, 'idempotency-key': key };
    return {
      key,
      kind,
      player: p,
      amount: BigInt(lira) * 100n,
      send: () =>
        attempt(
          () => o.post(`/api/payment/${kind}`, body, headers),
          async (r) => {
            if (r.status >= 500) return 'lost';
            if (r.status !== 200) return 'refused';
            if (kind === 'deposit') {
              const id = new URL(((await r.json()) as { data: string }).data).pathname.split('/').at(-1)!;
              if (!approved.has(id)) {
                approved.add(id);
                o.approve(id); // the gateway's webhook follows, retried until answered
              }
            }
            return 'ok';
          },
        ),
    };
  };

  return { bet, payment };
}

// Requests that took effect although their client never heard back: the case that matters.
export async function tookEffect(db: Kysely<Database>, lost: Req[]): Promise<number> {
  const bets = lost.filter((r) => r.kind === 'bet').map((r) => r.key);
  const payments = lost.filter((r) => r.kind !== 'bet').map((r) => r.key);
  const a = bets.length
    ? await db
        .selectFrom('wallet_transaction')
        .select('transaction_uuid')
        .where('transaction_uuid', 'in', bets)
        .execute()
    : [];
  const b = payments.length
    ? await db.selectFrom('payment').select('id').where('idempotency_key', 'in', payments).execute()
    : [];
  return a.length + b.length;
}
