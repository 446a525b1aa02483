import { randomUUID } from 'node:crypto';
import { signBetsyBody } from '../../lib/betsy/jws.ts';
import { BETSY_PATHS, BETSY_SIGNATURE_HEADER, BETSY_TYPE } from '../../lib/betsy/protocol.ts';

/** One signed call as it goes on the wire: method, path under the wallet base, raw body, headers. */
export type BetsySend = (
  method: 'POST' | 'PUT',
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<Record<string, unknown>>;

/** Sends over HTTP to the operator's wallet base (e.g. http://127.0.0.1:3000/api/provider/betsy). */
export const httpSend =
  (base: string): BetsySend =>
  async (method, path, body, headers) => {
    const res = await fetch(`${base}${path}`, { method, body, headers, signal: AbortSignal.timeout(10_000) });
    return (await res.json()) as Record<string, unknown>;
  };

/**
 * The calls Betsy's servers make to an operator's seamless wallet, signed as Betsy signs them:
 * `x-sign-jws`, HS256 with the partner secret over the base64url of the exact body sent.
 */
export function betsyWalletClient(send: BetsySend, secret: string) {
  const call = (method: 'POST' | 'PUT', path: string, fields: Record<string, unknown>) => {
    const body = JSON.stringify({ ...fields, requestId: randomUUID() });
    return send(method, path, body, {
      'content-type': 'application/json',
      [BETSY_SIGNATURE_HEADER]: signBetsyBody(body, secret),
    });
  };
  type Player = { token: string; userId: string; currency: string };
  // Betsy's fields only, whatever else the caller's player carries.
  const who = (p: Player) => ({ token: p.token, userId: p.userId, currency: p.currency });
  return {
    profile: (token: string) => call('POST', BETSY_PATHS.profile, { token }),
    balance: (p: Player) => call('POST', BETSY_PATHS.balance, who(p)),
    bet: (p: Player, amount: number, transactionId: string = randomUUID()) =>
      call('POST', BETSY_PATHS.bet, { ...who(p), type: BETSY_TYPE.betOrUnsettle, amount, transactionId }),
    settle: (transactionId: string, amount: number, resultType: string, token?: string) =>
      call('PUT', BETSY_PATHS.bet, {
        type: BETSY_TYPE.settle,
        transactionId,
        amount,
        resultType,
        ...(token ? { token } : {}),
      }),
    unsettle: (transactionId: string) =>
      call('PUT', BETSY_PATHS.bet, { type: BETSY_TYPE.betOrUnsettle, transactionId }),
    rollback: (transactionId: string) =>
      call('PUT', BETSY_PATHS.bet, { type: BETSY_TYPE.rollback, transactionId }),
  };
}

export type BetsyWalletClient = ReturnType<typeof betsyWalletClient>;
