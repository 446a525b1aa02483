import { vi } from 'vitest';

export type Reply = {
  status?: number;
  success?: boolean;
  data?: unknown;
  message?: string;
  errors?: { path: string; message: string }[];
  /** The stable error code of a refusal (ADR 003). */
  code?: string;
};
type Route = Reply | ((body: Record<string, unknown>) => Reply | Promise<Reply>);

/**
 * Stubs `fetch` with the API envelope; keys are paths without /api/ (any method) or
 * `<METHOD> <path>` (e.g. `PUT sportsbook/settings`, tried first); others answer 404.
 */
export function mockApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const body = init?.body ? JSON.parse(String(init.body)) : Object.fromEntries(url.searchParams);
    const route = routes[`${init?.method ?? 'GET'} ${path}`] ?? routes[path];
    const reply =
      typeof route === 'function' ? await route(body) : (route ?? { status: 404, message: 'Not found.' });
    const status = reply.status ?? 200;
    const envelope = {
      success: reply.success ?? status < 400,
      message: reply.message ?? '',
      data: reply.data ?? null,
      errors: reply.errors,
      code: reply.code,
    };
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies (or, for a GET, the query) sent to one API path, in order. */
export const bodiesFor = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api/${path}`)
    .map(([input, init]) =>
      init?.body
        ? JSON.parse(String(init.body))
        : Object.fromEntries(new URL(String(input), 'http://localhost').searchParams),
    );
