import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBalance } from '../../../../core/ledger/index.ts';
import { testDatabases } from '../../../../test/harness.ts';
import { createBetsApp, place, player, sel, single } from './test-kit.ts';

/** Review N-10 and N-11 (docs/decisions/047-money-details.md): stakes past any limit, events already begun. */
describe.each(testDatabases())('placement bounds (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  let p: Awaited<ReturnType<typeof player>>;
  const lines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({ write: (chunk, _enc, cb) => (lines.push(String(chunk)), cb()) });
    t = await createBetsApp(kind, { logStream });
    p = await player(t, 1000);
  }, 180_000);
  afterAll(() => t.close());

  it('refuses a stake beyond the representable range with STAKE_TOO_HIGH, never a 500', async () => {
    t.catalogue.add('e-huge');
    t.catalogue.add('e-huge-2');
    for (const stake of [1e14, 1e300, 90_071_992_547_409.91]) {
      const res = await place(t, p.token, single('e-huge', 1.85, { stake }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'STAKE_TOO_HIGH', data: { allowed: expect.any(Number) } });
    }
    const system = await place(t, p.token, {
      ...single('e-huge'),
      kind: 'system',
      system: { size: 1 },
      stake: 1e14,
      selections: [sel('e-huge'), sel('e-huge-2')],
    });
    expect(system.json().code).toBe('STAKE_TOO_HIGH');
    expect(await availableBalance(t.db, p.id)).toBe(100_000n);
    const errors = lines.filter((l) => (JSON.parse(l) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
  });

  it('refuses a pre-match bet on an event the feed says has begun, before its listed start', async () => {
    // Listed to start in an hour, but the feed already reports it live (an early kick-off).
    t.catalogue.add('e-early', undefined, { eventStatus: 'live' });
    const res = await place(t, p.token, single('e-early'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EVENT_STARTED' });
    for (const eventStatus of ['suspended', 'ended', 'closed'] as const) {
      t.catalogue.add(`e-${eventStatus}`, undefined, { eventStatus });
      expect((await place(t, p.token, single(`e-${eventStatus}`))).json().code).toBe('EVENT_STARTED');
    }
    // A line the live producer prices is a live bet, whatever the event's status.
    t.catalogue.add('e-live-line', undefined, { eventStatus: 'live', live: true });
    expect((await place(t, p.token, single('e-live-line'))).json().data.status).toBe('pending');
    // Not started: booked.
    t.catalogue.add('e-fine');
    expect((await place(t, p.token, single('e-fine'))).json().data.status).toBe('open');
  });
});
