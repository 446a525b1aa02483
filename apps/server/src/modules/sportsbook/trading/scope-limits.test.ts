import { approvalPageSchema, scopeLimitListSchema } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.ts';
import { adminToken } from '../../../test/admin.ts';
import { testDatabases } from '../../../test/harness.ts';
import { roleToken } from '../../../test/staff.ts';
import { createBetsApp, place, player, single } from '../bets/place/test-kit.ts';

const URL = 'admin/sportsbook/scope-limits';

/**
 * The desk's limits per sport, tournament and market type
 * (docs/decisions/084-exposure-of-open-bets-and-scoped-limits.md): the most specific scope wins
 * for each leg, placement refuses with the site's codes and the allowed amount, tightening
 * applies at once and loosening after a second sportsbook:limits holder.
 */
describe.each(testDatabases())('scope limits (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  let owner: string;
  let trader: string;
  beforeAll(async () => {
    t = await createBetsApp(kind);
    owner = await adminToken(t.app, t.db);
    trader = await roleToken(t.app, t.db, 'trading');
  }, 180_000);
  afterAll(() => t.close());

  const put = (body: object, token = owner) =>
    call(
      t.app,
      URL,
      { reason: 'Derbi haftası riski', maxStake: null, maxLiability: null, ...body },
      {
        token,
        method: 'PUT',
      },
    );
  const stake = (eventId: string, lira: number) =>
    place(t, p.token, single(eventId, 2, { stake: lira })).then((r) => r.json());
  let p: Awaited<ReturnType<typeof player>>;

  it('the most specific scope wins per leg; placement refuses with the allowed amount', async () => {
    p = await player(t, 10_000);
    t.catalogue.add('sl-1', [2000, 3000, 4000], { tournament: 'sr:tournament:901', sport: 'basketball' });
    expect((await put({ scope: 'sport', key: 'basketball', maxStake: 80 })).json().data.status).toBe('done');
    expect(await stake('sl-1', 90)).toMatchObject({ code: 'STAKE_TOO_HIGH', data: { allowed: 80 } });
    // The tournament's own limit is more specific than the sport's: 100 now.
    await put({ scope: 'tournament', key: 'sr:tournament:901', maxStake: 100 });
    expect(await stake('sl-1', 110)).toMatchObject({ code: 'STAKE_TOO_HIGH', data: { allowed: 100 } });
    expect((await stake('sl-1', 90)).data.status).toBe('open');
    // The market type's liability: 90 ₺ already on the outcome at 2.00, 50 ₺ allowed.
    await put({ scope: 'market', key: '1', maxLiability: 140 });
    expect(await stake('sl-1', 60)).toMatchObject({ code: 'LIABILITY_LIMIT', data: { allowed: 50 } });
    expect((await stake('sl-1', 50)).data.status).toBe('open');
    const list = await call(t.app, URL, undefined, { token: trader, method: 'GET' });
    expect(scopeLimitListSchema.parse(list.json().data).items).toEqual([
      expect.objectContaining({ scope: 'market', key: '1', maxStake: null, maxLiability: 140 }),
      expect.objectContaining({ scope: 'sport', key: 'basketball', maxStake: 80, maxLiability: null }),
      expect.objectContaining({ scope: 'tournament', key: 'sr:tournament:901', maxStake: 100 }),
    ]);
    await put({ scope: 'market', key: '1' }, trader); // clearing a limit loosens: it waits
    expect(await stake('sl-1', 10)).toMatchObject({ code: 'LIABILITY_LIMIT' });
  });

  it('loosening waits for a second holder in the approvals inbox; the requester cannot approve', async () => {
    t.catalogue.add('sl-2', [2000, 3000, 4000], { tournament: 'sr:tournament:902' });
    const key = 'sr:tournament:902';
    await put({ scope: 'tournament', key, maxStake: 100, maxLiability: 500 });
    const res = await put({ scope: 'tournament', key, maxStake: 1000, maxLiability: 400 });
    expect(res.json().data).toMatchObject({ status: 'pending', requestId: expect.any(Number) });
    // The tighter part (the liability) applies at once, the raise of the stake waits.
    const mine = () => res.json().data.items.find((i: { key: string }) => i.key === key);
    expect(mine()).toMatchObject({ maxStake: 100, maxLiability: 400 });
    expect(await stake('sl-2', 110)).toMatchObject({ code: 'STAKE_TOO_HIGH', data: { allowed: 100 } });
    const inbox = await call(t.app, 'admin/approvals?sort=requestedAt&order=asc&take=100', undefined, {
      token: trader,
      method: 'GET',
    });
    const item = approvalPageSchema
      .parse(inbox.json().data)
      .items.find((i) => i.kind === 'scope_limits' && i.id === res.json().data.requestId);
    expect(item).toMatchObject({ key, maxStake: 1000, maxLiability: 400 });
    const approve = (token: string) =>
      call(
        t.app,
        `admin/sportsbook/scopelimitrequests/${item!.id}/approve`,
        { payloadHash: item!.payloadHash },
        { token },
      );
    expect((await approve(owner)).json().code).toBe('APPROVAL_OWN_REQUEST');
    expect((await approve(trader)).statusCode).toBe(200);
    expect((await stake('sl-2', 110)).data.status).toBe('open');
  });

  it('needs sportsbook:limits to change and a valid scope key', async () => {
    const support = await roleToken(t.app, t.db, 'support');
    expect((await put({ scope: 'sport', key: 'soccer', maxStake: 1 }, support)).statusCode).toBe(403);
    const bad = await put({ scope: 'tournament', key: 'derbi', maxStake: 1 });
    expect(bad.statusCode).toBe(400);
  });
});
