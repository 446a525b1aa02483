import { z } from 'zod';
import { DAY_MS } from '../../clock.ts';
import { type XmlElement, XmlError, parseXml } from './xml.ts';

/**
 * A small client for the UOF REST API (docs/decisions/081-uof-xml-codec.md): every call sends
 * `x-access-token`; answers are XML. The provider's token expires (`whoami` says when), and an
 * expired token stops the feed, so the client warns well before.
 */
export type UofRestOptions = {
  /** e.g. https://api.betradar.com/v1 (the simulator: http://localhost:3000/sim/uof/v1). */
  baseUrl: string;
  token: string;
  log: { warn: (o: object, m: string) => void };
  fetch?: typeof fetch;
  /** Per request; default 10 s. */
  timeoutMs?: number;
  now?: () => number;
};

export type BookmakerDetails = { bookmakerId: number; virtualHost: string; expireAt: number };

/** Warn when the token has less than this left. */
export const EXPIRY_WARNING_MS = 7 * DAY_MS;

const whoamiSchema = z.object({
  bookmaker_id: z.string().regex(/^\d+$/).transform(Number),
  virtual_host: z.string().min(1),
  expire_at: z
    .string()
    .transform((s) => Date.parse(s))
    .refine((n) => Number.isFinite(n), 'expected a date'),
});

export class UofRestError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

export function uofRestClient(opts: UofRestOptions) {
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;

  async function call(method: 'GET' | 'POST', path: string): Promise<string> {
    const res = await doFetch(`${opts.baseUrl.replace(/\/$/, '')}${path}`, {
      method,
      headers: { 'x-access-token': opts.token, accept: 'application/xml' },
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
    const body = await res.text();
    if (!res.ok)
      throw new UofRestError(`UOF ${method} ${path.split('?')[0]}: HTTP ${res.status}`, res.status);
    return body;
  }

  async function get(path: string): Promise<XmlElement> {
    const body = await call('GET', path);
    try {
      return parseXml(body);
    } catch (err) {
      throw new UofRestError(`UOF ${path}: ${err instanceof XmlError ? err.message : 'unreadable'}`, 200);
    }
  }

  return {
    get,
    /** The document as text, for a parser of its own (fixture.ts). */
    text: (path: string) => call('GET', path),
    /** A request the provider answers with a `response` document (recovery). */
    post: (path: string) => call('POST', path),
    /** The bookmaker behind the token; logs a warning when it expires within a week. */
    async whoami(): Promise<BookmakerDetails> {
      const root = await get('/users/whoami.xml');
      const parsed = whoamiSchema.safeParse(root.attrs);
      if (root.name !== 'bookmaker_details' || !parsed.success) {
        throw new UofRestError('UOF whoami: unexpected answer', 200);
      }
      const details = {
        bookmakerId: parsed.data.bookmaker_id,
        virtualHost: parsed.data.virtual_host,
        expireAt: parsed.data.expire_at,
      };
      const left = details.expireAt - now();
      if (left < EXPIRY_WARNING_MS) {
        opts.log.warn(
          {
            bookmakerId: details.bookmakerId,
            expireAt: new Date(details.expireAt).toISOString(),
            daysLeft: Math.floor(left / DAY_MS),
          },
          'UOF access token expires soon; renew it before the feed stops',
        );
      }
      return details;
    },
  };
}
