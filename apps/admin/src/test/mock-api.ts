import { vi } from 'vitest';

type Envelope = { status?: number; success?: boolean; message?: string; data?: unknown; code?: string };
type FieldError = { path: string; message: string };
/** What a route answers: data for a success, or `fail(...)` for a refusal. */
export type Reply = { envelope: Envelope & { errors?: FieldError[] } };
export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
type Handler = Reply | unknown | ((call: Call) => Reply | unknown);

/** A success envelope carrying `data` (and the server's toast text). */
export const ok = (data: unknown, message = ''): Reply => ({ envelope: { data, message } });

/** A refusal: its status, stable code, localized message and field errors (`body.<field>`). */
export const fail = (status: number, code: string, message: string, errors: FieldError[] = []): Reply => ({
  envelope: { status, success: false, code, message, data: null, errors },
});

const isReply = (x: unknown): x is Reply => typeof x === 'object' && x !== null && 'envelope' in x;

/**
 * Stubs `fetch` with the API's routes: keys are `"GET /api/admin/staff"` (or a path alone for any
 * method), values are data, `ok`/`fail` replies or a function of the call. An unknown route
 * answers success with null data. Every call is recorded, body parsed.
 */
export function mockApi(routes: Record<string, Handler> = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://admin.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`] ?? routes[url.pathname] ?? null;
    const answer = typeof handler === 'function' ? (handler as (c: Call) => unknown)(call) : handler;
    const { status = 200, ...envelope } = isReply(answer) ? answer.envelope : ok(answer).envelope;
    return new Response(JSON.stringify({ success: true, ...envelope }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    calls,
    /** The calls to one route, as `"POST /api/admin/staff/2/disable"`. */
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}
