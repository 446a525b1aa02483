import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../test/admin.ts';
import { call } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { roleToken } from '../../test/staff.ts';
import { definitionId, verifiedPlayer, viaApproval } from './test-kit.ts';

const NEW_OFFER = {
  code: 'kis-firsati',
  kind: 'freeMoney',
  titleTr: 'Kış fırsatı',
  titleEn: 'Winter deal',
  descriptionTr: 'Hesabınıza 75 ₺ bonus.',
  descriptionEn: 'A 75 TRY bonus on your account.',
  amount: 7_500,
  wageringMultiple: 12.5,
  maxCashout: 50_000,
  validityDays: 7,
  claimMode: 'auto',
};

/**
 * Bonus definitions in the back office. Creating, copying and resuming wait for a second
 * holder of bonuses:manage (docs/decisions/042-bonus-definitions-four-eyes.md; the four-eyes
 * rules themselves are in definition-approval.test.ts): here the owner asks, `bonus` approves.
 */
describe.each(testDatabases())('back-office bonus definitions on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let second: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    owner = await adminToken(t.app, t.db);
    second = await roleToken(t.app, t.db, 'bonus');
  }, 180_000);
  afterAll(() => t.close());

  const post = (url: string, body: object, token = owner, locale: 'tr' | 'en' = 'en') =>
    call(t.app, url, body, { token, locale });
  const list = async (query = '', token = owner) =>
    (await call(t.app, `admin/bonusdefinitions?take=100${query}`, undefined, { token })).json().data;
  const auditOf = (event: string) =>
    t.db.selectFrom('auth_audit').select('details').where('event', '=', event).execute();

  it("answers the free-round template picker for bonus managers only, in the player's language", async () => {
    const url = 'admin/bonusdefinitions/prepaids?gameCode=nazar-palace';
    const viewer = await roleToken(t.app, t.db, 'support');
    expect((await call(t.app, url, undefined, { token: viewer })).statusCode).toBe(403);
    const res = await call(t.app, url, undefined, { token: owner, locale: 'tr' });
    expect(res.json()).toMatchObject({ success: false, code: 'FREE_ROUNDS_PREPAIDS_UNAVAILABLE' });
    expect(res.json().message).toContain('şablonları şu anda alınamadı');
    expect(
      (await call(t.app, 'admin/bonusdefinitions/prepaids?gameCode=', undefined, { token: owner }))
        .statusCode,
    ).toBe(400);
  });

  it('lists every definition with money in kuruş, filtered by kind, switch and text', async () => {
    const all = await list('&sort=id&order=asc');
    expect(all.items).toHaveLength(all.total);
    expect(all.items[0]).toMatchObject({ code: 'trial', kind: 'trial', enabled: true });
    expect(all.items.find((d: { code: string }) => d.code === 'free-spins-cash-25')).toMatchObject({
      amount: 2_500,
      percent: null,
    });
    const cashback = await list('&kind=cashback');
    expect(cashback.items.map((d: { code: string }) => d.code)).toEqual(['weekly-cashback-10']);
    expect((await list('&query=WELCOME')).items.map((d: { code: string }) => d.code)).toEqual([
      'welcome-100',
    ]);
    expect((await list('&enabled=false')).total).toBe(0);
  });

  it('creates a paused offer; players see it only once resumed, and not after a pause; all audited', async () => {
    const player = await verifiedPlayer(t.app, t.db);
    const offers = async () =>
      (await player.as('bonus/list')).json().data.map((b: { definition: { id: number } }) => b.definition.id);
    const res = await post('admin/bonusdefinitions', NEW_OFFER, owner, 'tr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Onay bekliyor: ikinci bir bonus yöneticisinin onaylaması gerekiyor.');
    expect(res.json().data).toMatchObject({ status: 'pending' });
    expect((await list('&query=kis-firsati')).total).toBe(0);
    const id = await viaApproval(t.app, res, second);
    const made = (await list('&query=kis-firsati')).items[0];
    expect(made).toMatchObject({ ...NEW_OFFER, id, enabled: false, percent: null, audience: 'all' });
    expect(made.contributions).toMatchObject({ slot: 100 });
    expect(await offers()).not.toContain(id);

    const resumed = await post(`admin/bonusdefinitions/${id}/resume`, {});
    expect(resumed.json().data.status, resumed.body).toBe('pending');
    expect(await offers()).not.toContain(id);
    expect(await viaApproval(t.app, resumed, second)).toBe(id);
    expect(await offers()).toContain(id);
    // Resuming a running offer changes nothing and asks nobody.
    expect((await post(`admin/bonusdefinitions/${id}/resume`, {})).json().data).toMatchObject({
      status: 'running',
      definition: { id, enabled: true },
    });
    const paused = await post(`admin/bonusdefinitions/${id}/pause`, {});
    expect(paused.json().data.enabled).toBe(false);
    expect(await offers()).not.toContain(id);
    const claim = await player.as('bonus/claim', { definitionId: id });
    expect(claim.json().code).toBe('BONUS_NOT_FOUND');

    expect(await auditOf('bonus_definition_created')).toHaveLength(1);
    expect(await auditOf('bonus_definition_resumed')).toHaveLength(1);
    expect((await auditOf('bonus_definition_paused'))[0]!.details).toMatchObject({ definitionId: id });
    // Pausing a paused offer is a no-op, not a second audit row.
    await post(`admin/bonusdefinitions/${id}/pause`, {});
    expect(await auditOf('bonus_definition_paused')).toHaveLength(1);
  });

  it('keeps the sports rules, none by default, and tells players them in the terms', async () => {
    const plain = (await list('&query=kis-firsati')).items[0];
    expect(plain).toMatchObject({
      sportsStake: false,
      sportsContribution: 0,
      sportsMinOdds: 1.5,
      sportsSystemBets: false,
    });
    const sports = { sportsStake: true, sportsContribution: 50, sportsMinOdds: 1.75, sportsSystemBets: true };
    const res = await post('admin/bonusdefinitions', { ...NEW_OFFER, code: 'spor-firsati', ...sports });
    const id = await viaApproval(t.app, res, second);
    expect((await list('&query=spor-firsati')).items[0]).toMatchObject(sports);
    await viaApproval(t.app, await post(`admin/bonusdefinitions/${id}/resume`, {}), second);
    const player = await verifiedPlayer(t.app, t.db);
    const terms = async (locale: 'tr' | 'en') =>
      (await player.as('bonus/list', undefined, { locale }))
        .json()
        .data.find((b: { definition: { id: number } }) => b.definition.id === id).definition
        .terms as string[];
    expect(await terms('en')).toEqual(
      expect.arrayContaining([
        'Your bonus balance can also be staked on sports bets; your cash is used first.',
        '50% of each settled sports bet counts towards wagering when its total odds are at least 1.75. Void bets do not count.',
        'In a system bet, its lowest-odds line must reach these odds too.',
      ]),
    );
    expect(await terms('tr')).toContain(
      "Sonuçlanan spor bahislerinin %50'si çevrime sayılır; bunun için toplam oran en az 1,75 olmalıdır. İade edilen bahisler sayılmaz.",
    );
    await post(`admin/bonusdefinitions/${id}/pause`, {});
  });

  it('clones a definition into a paused copy under a new code', async () => {
    const src = await definitionId(t.db, 'welcome-100');
    const res = await post(`admin/bonusdefinitions/${src}/clone`, { code: 'welcome-100-kopya' });
    expect(res.json().data.status, res.body).toBe('pending');
    const copyId = await viaApproval(t.app, res, second);
    const all = (await list('&query=welcome-100')).items;
    const original = all.find((d: { id: number }) => d.id === src);
    const copy = all.find((d: { id: number }) => d.id === copyId);
    expect(copy).toEqual({ ...original, id: copy.id, code: 'welcome-100-kopya', enabled: false });
    expect((await auditOf('bonus_definition_created')).at(-1)!.details).toMatchObject({ clonedFrom: src });

    const taken = await post(
      `admin/bonusdefinitions/${src}/clone`,
      { code: 'welcome-100-kopya' },
      owner,
      'tr',
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'BONUS_CODE_TAKEN',
      message: 'Bu koda sahip bir bonus zaten var.',
    });
    const trial = await definitionId(t.db, 'trial');
    expect((await post(`admin/bonusdefinitions/${trial}/clone`, { code: 'trial-2' })).statusCode).toBe(404);
    expect((await post('admin/bonusdefinitions/987654/clone', { code: 'x-y' })).statusCode).toBe(404);
    expect((await post(`admin/bonusdefinitions/${src}/clone`, { code: 'Büyük Harf' })).statusCode).toBe(400);
  });

  it('validates the fields with the shared schema, field by field', async () => {
    const cases: [object, string][] = [
      [{ amount: undefined }, 'body.amount'],
      [{ percent: 10 }, 'body.percent'],
      [{ kind: 'cashback', percent: 10 }, 'body.amount'],
      [{ kind: 'cashback', amount: null }, 'body.percent'],
      [{ kind: 'depositMatch', amount: null }, 'body.percent'],
      [{ kind: 'trial' }, 'body.kind'],
      [{ titleTr: '' }, 'body.titleTr'],
      [{ titleEn: undefined }, 'body.titleEn'],
      [{ wageringMultiple: 35.55 }, 'body.wageringMultiple'],
      [{ amount: 10.5 }, 'body.amount'],
      [{ amount: -100 }, 'body.amount'],
      [{ validityDays: 0 }, 'body.validityDays'],
      [{ maxAmount: 100 }, 'body.maxAmount'],
      [{ audience: 'firstDeposit' }, 'body.audience'],
      [{ contributions: { slot: 101 } }, 'body.contributions.slot'],
      [{ sportsContribution: 101 }, 'body.sportsContribution'],
      [{ sportsMinOdds: 0.9 }, 'body.sportsMinOdds'],
      [{ sportsMinOdds: 1.555 }, 'body.sportsMinOdds'],
      [{ code: 'Kış' }, 'body.code'],
      [{ extra: true }, 'body'],
      // Floors and caps per kind (BONUS_KIND_LIMITS).
      [{ wageringMultiple: 0 }, 'body.wageringMultiple'],
      [{ maxCashout: null }, 'body.maxCashout'],
      [{ amount: 1_000_001 }, 'body.amount'],
      [{ maxCashout: 1_000_001 }, 'body.maxCashout'],
      [{ kind: 'referral', wageringMultiple: 0.5 }, 'body.wageringMultiple'],
      [{ kind: 'referral', maxCashout: undefined }, 'body.maxCashout'],
      [{ kind: 'depositMatch', amount: null, percent: 100 }, 'body.maxAmount'],
      [{ kind: 'depositMatch', amount: null, percent: 100, maxAmount: 10_000_001 }, 'body.maxAmount'],
      [{ kind: 'cashback', amount: null, percent: 101, maxAmount: 1_000 }, 'body.percent'],
    ];
    for (const [over, path] of cases) {
      const res = await post(
        'admin/bonusdefinitions',
        { ...NEW_OFFER, code: 'gecersiz', ...over },
        owner,
        'tr',
      );
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(
        res.json().errors.map((e: { path: string }) => e.path),
        JSON.stringify(over),
      ).toContain(path);
    }
    const dup = await post('admin/bonusdefinitions', { ...NEW_OFFER, code: 'welcome-100' });
    expect(dup.json().code).toBe('BONUS_CODE_TAKEN');
    expect((await list('&query=gecersiz')).total).toBe(0);
    const asked = await t.db.selectFrom('bonus_definition_request').select('terms').execute();
    expect(asked.filter((r) => r.terms.code === 'gecersiz')).toEqual([]);
  });

  it('lets bonuses:view read but not change, and refuses the rest', async () => {
    const support = await roleToken(t.app, t.db, 'support');
    expect((await call(t.app, 'admin/bonusdefinitions', undefined, { token: support })).statusCode).toBe(200);
    const id = await definitionId(t.db, 'weekend-150');
    for (const res of [
      await post('admin/bonusdefinitions', { ...NEW_OFFER, code: 'destek' }, support),
      await post(`admin/bonusdefinitions/${id}/pause`, {}, support),
      await post(`admin/bonusdefinitions/${id}/clone`, { code: 'destek-2' }, support),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const content = await roleToken(t.app, t.db, 'content');
    expect((await call(t.app, 'admin/bonusdefinitions', undefined, { token: content })).statusCode).toBe(403);
    // Pausing tightens: one bonus manager does it at once; resuming waits for another.
    expect((await post(`admin/bonusdefinitions/${id}/pause`, {}, second)).json().data.enabled).toBe(false);
    const resumed = await post(`admin/bonusdefinitions/${id}/resume`, {}, second);
    expect(resumed.json().data.status).toBe('pending');
    await viaApproval(t.app, resumed, owner);
    expect((await list('&query=weekend-150')).items[0].enabled).toBe(true);
  });
});
