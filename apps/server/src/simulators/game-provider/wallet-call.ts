import { randomUUID } from 'node:crypto';
import { HUB88_SIGNATURE_HEADER, RS, type WalletResponse } from '../../lib/hub88/protocol.ts';
import { type KeyPair, signBody } from '../../lib/hub88/signature.ts';
import { type RetryPolicy, type WalletTransport, withTimeout } from './transport.ts';

/** A definite wallet answer, or an outcome the simulator cannot know. */
export type Attempt = { kind: 'answer'; answer: WalletResponse } | { kind: 'unknown'; reason: string };

type CallerDeps = {
  keys: KeyPair;
  transport: WalletTransport;
  policy: RetryPolicy;
  stats: { calls: number };
  warn: (obj: object, msg: string) => void;
};

/** Signed single calls and the retry loop the wallet client builds its policy from. */
export function createCaller(opts: CallerDeps) {
  const { policy, stats, warn } = opts;
  /** One network call. Non-200, undecodable JSON and RS_ERROR_UNKNOWN all mean "unknown". */
  async function call(path: string, body: object): Promise<Attempt> {
    const bytes = Buffer.from(JSON.stringify(body), 'utf8');
    const headers = {
      'content-type': 'application/json',
      [HUB88_SIGNATURE_HEADER]: signBody(bytes, opts.keys.privateKey),
    };
    stats.calls++;
    try {
      const res = await withTimeout(opts.transport(path, bytes, headers), policy.timeoutMs);
      if (res.status !== 200) return { kind: 'unknown', reason: `HTTP ${res.status}` };
      const answer = JSON.parse(res.body) as WalletResponse;
      if (typeof answer?.status !== 'string') return { kind: 'unknown', reason: 'no status' };
      if (answer.status === RS.UNKNOWN) return { kind: 'unknown', reason: answer.status };
      return { kind: 'answer', answer };
    } catch (err) {
      return { kind: 'unknown', reason: (err as Error).message };
    }
  }

  /** Retries `body` (a fresh request_uuid each call) until `done` accepts an answer or attempts run out. */
  async function retry(path: string, body: object, attempts: number, done: (a: WalletResponse) => boolean) {
    for (let n = 0; n < attempts; n++) {
      if (n > 0) await policy.sleep(policy.backoffMs(n - 1));
      const r = await call(path, { ...body, request_uuid: randomUUID() });
      if (r.kind === 'answer' && done(r.answer)) return r.answer;
      warn(
        { path, attempt: n + 1, reason: r.kind === 'answer' ? r.answer.status : r.reason },
        'wallet call without a definite answer',
      );
    }
    return null;
  }

  return { call, retry };
}
