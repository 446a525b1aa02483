import { MAX_LEGS } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBalance } from '../../../../core/ledger/index.ts';
import { call } from '../../../../test/accounts.ts';
import { testDatabases } from '../../../../test/harness.ts';
import { createBetsApp, player, sel, single } from './test-kit.ts';

/** Stable codes and specific messages for a malformed slip, in both languages. */
describe.each(testDatabases())('placement refusal codes (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  let p: Awaited<ReturnType<typeof player>>;
  beforeAll(async () => {
    t = await createBetsApp(kind);
    p = await player(t, 1000);
  }, 180_000);
  afterAll(() => t.close());

  const post = (body: object, locale: 'tr' | 'en') =>
    call(t.app, 'sportsbook/bets', body, { token: p.token, locale });

  it.each([
    ['en', 'Too many selections: a multiple takes at most 20, a system bet at most 8.'],
    ['tr', 'Çok fazla seçim: kombine kupon en fazla 20, sistem bahsi en fazla 8 seçim alabilir.'],
  ] as const)('(%s) more than 20 legs is TOO_MANY_LEGS, 400, nothing booked', async (locale, message) => {
    const events = Array.from({ length: MAX_LEGS + 1 }, (_, i) => `legs-${locale}-${i}`);
    for (const e of events) t.catalogue.add(e);
    const body = { ...single(events[0]!), kind: 'multiple', selections: events.map((e) => sel(e)) };
    const before = await availableBalance(t.db, p.id);
    const res = await post(body, locale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'TOO_MANY_LEGS', message });
    expect(res.json().errors[0].path).toBe('body.selections');
    expect(await availableBalance(t.db, p.id)).toBe(before);
    // Exactly the maximum is a bet.
    const twenty = { ...body, selections: body.selections.slice(0, MAX_LEGS), stake: 1 };
    expect((await post(twenty, locale)).json().data).toMatchObject({ kind: 'multiple', status: 'open' });
  });

  it.each([
    ['en', 'Must be a UUID', 'This field is required.'],
    ['tr', 'UUID biçiminde olmalıdır', 'Bu alan zorunludur.'],
  ] as const)(
    '(%s) a malformed requestId says it must be a UUID; a missing one is required',
    async (locale, uuid, required) => {
      t.catalogue.add(`uuid-${locale}`);
      const malformed = await post({ ...single(`uuid-${locale}`), requestId: 'not-a-uuid' }, locale);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(malformed.json().errors).toEqual([
        { path: 'body.requestId', message: expect.stringContaining(uuid) },
      ]);
      const { requestId: _, ...rest } = single(`uuid-${locale}`);
      const missing = await post(rest, locale);
      expect(missing.json().errors).toEqual([{ path: 'body.requestId', message: required }]);
    },
  );
});
