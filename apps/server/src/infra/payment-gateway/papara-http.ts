import type { z } from 'zod';
import { GatewayUnavailableError } from './gateway.ts';
import { paparaResult } from './papara-protocol.ts';

export type PaparaHttpOptions = {
  name?: string;
  /** Read on every call, so a test can point the adapter at a simulator listening on port 0. */
  apiBase: () => string;
  apiKey: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

/** Papara answered `succeeded: false` with one of its error codes (papara-protocol.ts). */
export class PaparaError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * One call with the `ApiKey` header; answers `data`, throws PaparaError for Papara's own refusal
 * and GatewayUnavailableError when it cannot be reached or answers something else.
 */
export function paparaCall(opts: PaparaHttpOptions) {
  return async function call<T extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    schema: T,
    payload?: object,
  ): Promise<z.output<T>> {
    const fetchImpl = opts.fetchImpl ?? fetch;
    let res: Response;
    try {
      res = await fetchImpl(`${opts.apiBase().replace(/\/+$/, '')}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ApiKey: opts.apiKey },
        ...(payload ? { body: JSON.stringify(payload) } : {}),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
        redirect: 'error',
      });
    } catch (err) {
      throw new GatewayUnavailableError(`papara: unreachable (${(err as Error).name})`);
    }
    const parsed = paparaResult(schema).safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new GatewayUnavailableError(`papara: HTTP ${res.status}, unexpected body`);
    const { succeeded, data, error } = parsed.data;
    if (!succeeded || data == null) {
      throw new PaparaError(error?.code ?? 999, error?.message ?? `papara: HTTP ${res.status}`);
    }
    return data as z.output<T>;
  };
}
