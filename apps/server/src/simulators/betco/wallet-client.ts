import { randomUUID } from 'node:crypto';
import { BETCO_PATHS, BETCO_SIGNATURE_HEADER, signBetcoBody } from '../../lib/betco/protocol.ts';

/** One signed call as it goes on the wire: path under the wallet base, raw body, headers. */
export type BetcoSend = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<Record<string, unknown>>;

/** Sends over HTTP to the operator's wallet base (e.g. http://127.0.0.1:3000/api/provider/betco). */
export const httpSend =
  (base: string): BetcoSend =>
  async (path, body, headers) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(10_000),
    });
    return (await res.json()) as Record<string, unknown>;
  };

/**
 * The calls the betco provider's servers make to an operator wallet, signed with
 * `x-betco-signature`: hex HMAC-SHA256 of the exact body sent (docs/decisions/097-betco-esports-frame.md).
 */
export function betcoWalletClient(send: BetcoSend, secret: string) {
  const call = (path: string, fields: Record<string, unknown>) => {
    const body = JSON.stringify({ ...fields, requestId: randomUUID() });
    return send(path, body, {
      'content-type': 'application/json',
      [BETCO_SIGNATURE_HEADER]: signBetcoBody(body, secret),
    });
  };
  return {
    session: (token: string) => call(BETCO_PATHS.session, { token }),
    balance: (token: string) => call(BETCO_PATHS.balance, { token }),
    /** `amount` in kuruş. */
    debit: (token: string, amount: number, transactionId: string = randomUUID(), currency = 'TRY') =>
      call(BETCO_PATHS.debit, { token, transactionId, amount, currency }),
    credit: (transactionId: string, amount: number, result: string, token?: string) =>
      call(BETCO_PATHS.credit, { transactionId, amount, result, ...(token ? { token } : {}) }),
    rollback: (transactionId: string) => call(BETCO_PATHS.rollback, { transactionId }),
  };
}

export type BetcoWalletClient = ReturnType<typeof betcoWalletClient>;
