import { MAX_FAVOURITES } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../../test/harness.ts';
import { favouritesRoutes } from './favourites.routes.ts';

describe.each(testDatabases())('sportsbook favourites on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      sportsbook: false,
      beforeReady: (app) => void app.register(favouritesRoutes, { prefix: '/api' }),
    });
  }, 180_000);
  afterAll(() => t.close());

  const get = (token?: string) => call(t.app, 'sportsbook/favourites', undefined, { token });
  const put = (body: object, token?: string, locale?: 'tr' | 'en') =>
    call(t.app, 'sportsbook/favourites', body, { token, method: 'PUT', locale });

  it('asks guests to log in, for reading and for saving', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await put({ tournaments: [], events: [] })).statusCode).toBe(401);
  });

  it('starts empty, saves the whole set in the order chosen and reads it back; repeats count once', async () => {
    const { token } = await signUp(t.app);
    expect((await get(token)).json()).toEqual({
      success: true,
      message: '',
      data: { tournaments: [], events: [] },
    });
    const saved = await put(
      { tournaments: ['sr:tournament:52', 'sr:tournament:17', 'sr:tournament:52'], events: ['sr:match:9'] },
      token,
    );
    expect(saved.statusCode).toBe(200);
    const set = { tournaments: ['sr:tournament:52', 'sr:tournament:17'], events: ['sr:match:9'] };
    expect(saved.json().data).toEqual(set);
    expect((await get(token)).json().data).toEqual(set);

    // A PUT replaces: what is left out is gone.
    await put({ tournaments: ['sr:tournament:17'], events: [] }, token);
    expect((await get(token)).json().data).toEqual({ tournaments: ['sr:tournament:17'], events: [] });
    await put({ tournaments: [], events: [] }, token);
    expect((await get(token)).json().data).toEqual({ tournaments: [], events: [] });
  });

  it("keeps each player's favourites to themselves", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await put({ tournaments: ['sr:tournament:1'], events: ['sr:match:1'] }, a.token);
    await put({ tournaments: ['sr:tournament:2'], events: [] }, b.token);
    expect((await get(a.token)).json().data).toEqual({
      tournaments: ['sr:tournament:1'],
      events: ['sr:match:1'],
    });
    expect((await get(b.token)).json().data).toEqual({ tournaments: ['sr:tournament:2'], events: [] });
    await put({ tournaments: [], events: [] }, b.token);
    expect((await get(a.token)).json().data.events).toEqual(['sr:match:1']);
  });

  it('two saves at once end as one of them, never a mix', async () => {
    const { token } = await signUp(t.app);
    const a = { tournaments: ['sr:tournament:1', 'sr:tournament:2'], events: ['sr:match:1'] };
    const b = { tournaments: ['sr:tournament:2', 'sr:tournament:3'], events: ['sr:match:2', 'sr:match:3'] };
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([put(a, token), put(b, token)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      expect([a, b]).toContainEqual((await get(token)).json().data);
    }
  });

  it('refuses malformed ids and unknown fields, and more than the cap with a localized error', async () => {
    const { token } = await signUp(t.app);
    await put({ tournaments: ['sr:tournament:3'], events: [] }, token);
    for (const body of [
      { tournaments: ['has space'], events: [] },
      { tournaments: [], events: ['x'.repeat(101)] },
      { tournaments: [], events: [42] },
      { tournaments: [] },
      { tournaments: [], events: [], extra: true },
    ]) {
      const res = await put(body, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    const many = Array.from({ length: MAX_FAVOURITES + 1 }, (_, i) => `sr:match:${i}`);
    const tooMany = await put({ tournaments: [], events: many }, token, 'tr');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      success: false,
      code: 'FAVOURITES_TOO_MANY',
      message: 'En fazla 100 favori lig ve 100 favori maç kaydedebilirsiniz.',
    });
    // Exactly the cap is fine, repeats aside; refused saves changed nothing before.
    expect((await get(token)).json().data).toEqual({ tournaments: ['sr:tournament:3'], events: [] });
    const atCap = await put({ tournaments: [], events: [...many.slice(1), many[1]!] }, token);
    expect(atCap.statusCode).toBe(200);
    expect((await get(token)).json().data.events).toHaveLength(MAX_FAVOURITES);
  });
});
