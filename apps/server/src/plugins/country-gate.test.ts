import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, call, signUp } from '../test/accounts.ts';
import { customerIdOf } from '../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../test/harness.ts';

const TR_IP = '88.255.1.1';
const GB_IP = '81.2.69.142';
const DE_ID = 276;

const bodies = {
  'payment/deposit': { id: 1, target: 'pay', detail: { Amount: 100 } },
  'casino/dtlaunchurl': { code: 'some-game' },
  'sportsbook/bets': {
    requestId: randomUUID(),
    kind: 'single',
    stake: 10,
    oddsChange: 'any',
    selections: [{ eventId: 'sr:match:1', marketId: 1, specifiers: '', outcomeId: '1', odds: 2 }],
  },
  'bonus/claim': { definitionId: 1 },
} as const;
type Gated = keyof typeof bodies;
const GATED = Object.keys(bodies) as Gated[];

/** Docs/decisions/027-age-and-country.md: the country gate in front of money and game actions. */
describe.each(testDatabases())('country gate on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Only Türkiye allowed (the demo default is every country): a licence list of one.
    t = await createTestApp(kind, { seed: true, config: { realMoneyCountries: ['TR'] } });
  });
  afterAll(() => t.close());

  const act = (
    url: Gated | 'payment/withdraw',
    token: string,
    ip: string,
    headers: Record<string, string> = {},
  ) => call(t.app, url, url === 'payment/withdraw' ? withdrawal : bodies[url], { token, ip, headers });
  const withdrawal = { id: 1, target: 'pay', detail: { Amount: 100 }, password: PASSWORD };
  const blockedAudits = async (customerId: bigint) =>
    t.db
      .selectFrom('auth_audit')
      .select('details')
      .where('event', '=', 'country_blocked')
      .where('actor_id', '=', customerId)
      .execute();

  it('lets a Turkish player in Türkiye through (the gate answers nothing of its own)', async () => {
    const { token } = await signUp(t.app);
    for (const url of GATED) {
      const res = await act(url, token, TR_IP);
      expect([451, 401], `${url}: ${res.body}`).not.toContain(res.statusCode);
    }
  });

  it('refuses deposit, launch, bet and bonus claim when the IP country contradicts the declared one, audits and flags it', async () => {
    const { token, username } = await signUp(t.app);
    const id = await customerIdOf(t.db, username);
    for (const url of GATED) {
      const res = await act(url, token, GB_IP);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(451);
      expect(res.json()).toMatchObject({
        code: 'COUNTRY_BLOCKED',
        data: { country: 'GB', reason: 'mismatch' },
      });
    }
    const rows = await blockedAudits(id);
    expect(rows.map((r) => r.details)).toEqual(
      GATED.map((url) => ({
        route: `POST /api/${url}`,
        reason: 'mismatch',
        declared: 'TR',
        ipCountry: 'GB',
      })),
    );
    // One marker for staff, not one per refusal.
    const flags = await t.db.selectFrom('rg_flag').selectAll().where('customer_id', '=', id).execute();
    expect(flags).toMatchObject([{ kind: 'country_mismatch', severity: 'weak' }]);
  });

  it('never gates a withdrawal: the player can always take money out', async () => {
    const { token, username } = await signUp(t.app);
    const res = await act('payment/withdraw', token, GB_IP);
    expect(res.statusCode, res.body).not.toBe(451);
    expect(await blockedAudits(await customerIdOf(t.db, username))).toEqual([]);
  });

  it('ignores a forged X-Forwarded-For without a trusted proxy', async () => {
    const { token } = await signUp(t.app);
    // From Türkiye, claiming to be in Britain: still judged by the socket address.
    const fromTr = await act('payment/deposit', token, TR_IP, { 'x-forwarded-for': GB_IP });
    expect(fromTr.statusCode, fromTr.body).not.toBe(451);
    // From Britain, claiming to be in Türkiye: still refused.
    const fromGb = await act('payment/deposit', token, GB_IP, { 'x-forwarded-for': TR_IP });
    expect(fromGb.statusCode, fromGb.body).toBe(451);
  });

  it('takes the declared country for a private address, and refuses a country without a licence', async () => {
    const tr = await signUp(t.app);
    expect((await act('casino/dtlaunchurl', tr.token, '10.1.2.3')).statusCode).not.toBe(451);
    const de = await signUp(t.app, { country: DE_ID });
    const res = await act('casino/dtlaunchurl', de.token, '10.1.2.3');
    expect(res.statusCode, res.body).toBe(451);
    expect(res.json().data).toEqual({ country: 'DE', reason: 'not_allowed' });
  });

  it('holds back bonus take-up while a strong marker waits for review', async () => {
    const { token, username } = await signUp(t.app);
    const id = await customerIdOf(t.db, username);
    await t.db
      .insertInto('rg_flag')
      .values({
        customer_id: id,
        kind: 'night_play',
        severity: 'strong',
        details: '{}',
        created_at: new Date(),
        reviewed_at: null,
        reviewed_by: null,
      })
      .execute();
    const res = await act('bonus/claim', token, TR_IP);
    expect(res.json()).toMatchObject({ code: 'BONUS_UNAVAILABLE' });
    await t.db
      .updateTable('rg_flag')
      .set({ reviewed_at: new Date() })
      .where('customer_id', '=', id)
      .execute();
    expect((await act('bonus/claim', token, TR_IP)).json().code).not.toBe('BONUS_UNAVAILABLE');
  });
});
