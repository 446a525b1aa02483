import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_ROW_CAP } from '@lalebet/shared';
import { adminSession, adminToken } from '../../test/admin.ts';
import { call } from '../../test/accounts.ts';
import { type TestApp, testDatabases } from '../../test/harness.ts';
import { addGame, dayIn, play, playerFor } from '../../test/reports.ts';
import { TEST_GAME, createWalletTestApp } from '../../test/wallet.ts';
import { createStaffAccount } from '../../test/staff.ts';

const CSV = { accept: 'text/csv' };

describe.each(testDatabases())('report and audit CSV exports on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  const today = dayIn('Europe/Istanbul');
  const range = `from=${today}&to=${today}`;
  const staff = async (username: string, roles: string[], opts: { stepUp?: boolean } = {}) => {
    const login = { username, password: `${username}-Güçlü-Parola-1` };
    const id = await createStaffAccount(t.app, t.db, { ...login, roles }, owner);
    return { id, token: (await adminSession(t.app, t.db, login, opts)).token };
  };
  const auditRows = (event: string, actorId?: number) => {
    let q = t.db.selectFrom('auth_audit').select(['actor_id', 'details']).where('event', '=', event);
    if (actorId !== undefined) q = q.where('actor_id', '=', BigInt(actorId));
    return q.orderBy('seq').execute();
  };
  const ownerId = async () =>
    Number(
      (
        await t.db
          .selectFrom('admin_user')
          .select('id')
          .where('username', '=', 'operator')
          .executeTakeFirstOrThrow()
      ).id,
    );

  beforeAll(async () => {
    t = await createWalletTestApp(kind);
    owner = await adminToken(t.app, t.db);
    await addGame(t.db, 'Çılgın Şans Oyunları', 'cilgin-sans', 'cs-slot');
    await addGame(t.db, '=HYPERLINK("http://kötü.example","tıkla")', 'evil', 'evil-slot');
    await play(t.app, await playerFor(t.db, 'cs-slot'), 'cs-slot', 400n, 100n);
    await play(t.app, await playerFor(t.db, 'evil-slot'), 'evil-slot', 50n);
    await play(t.app, await playerFor(t.db, TEST_GAME), TEST_GAME, 700n);
  });
  afterAll(() => t.close());

  it('streams a report as an Excel-ready CSV download and audits the export', async () => {
    const res = await call(t.app, `admin/reports/ggr?${range}&groupBy=game`, undefined, {
      token: owner,
      headers: CSV,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="lalebet-ggr-game-${today}_${today}.csv"`,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'key,provider,bets,casino_stakes_kurus,casino_wins_kurus,casino_ggr_kurus,sportsbook_ggr_kurus,bonus_cost_kurus,ngr_kurus',
    );
    expect(lines.slice(1)).toEqual([
      'cs-slot,Çılgın Şans Oyunları,1,400,100,300,,,',
      `evil-slot,"'=HYPERLINK(""http://kötü.example"",""tıkla"")",1,50,0,50,,,`,
      `${TEST_GAME},Wallet Test Studio,1,700,0,700,,,`,
      '',
    ]);
    const [row] = (await auditRows('data_exported')).slice(-1);
    expect(row).toMatchObject({
      actor_id: BigInt(await ownerId()),
      details: { data: 'report:ggr', rows: 3 },
    });
    expect(JSON.parse(String(row!.details.filters))).toMatchObject({
      from: today,
      to: today,
      groupBy: 'game',
      timeZone: 'Europe/Istanbul',
    });
  });

  it('lets a viewer without reports:export read the JSON but not download, and audits the refusal', async () => {
    const viewer = await staff('denetci', ['compliance']);
    const json = await call(t.app, `admin/reports/payments?${range}`, undefined, { token: viewer.token });
    expect(json.statusCode).toBe(200);
    const before = (await auditRows('data_exported')).length;
    const res = await call(t.app, `admin/reports/payments?${range}`, undefined, {
      token: viewer.token,
      headers: CSV,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await auditRows('admin_permission_refused', viewer.id)).toEqual([
      {
        actor_id: BigInt(viewer.id),
        details: { route: 'GET /api/admin/reports/payments', permission: 'reports:export' },
      },
    ]);
    expect(await auditRows('data_exported')).toHaveLength(before);
  });

  it(`refuses an export over ${EXPORT_ROW_CAP} rows before sending any, and audits none`, async () => {
    // One bet on each of cap + 1 games: the by-game report has one row more than the cap.
    await sql`insert into wallet_transaction (provider, transaction_uuid, kind, customer_id, user_code,
        game_code, round, amount, provider_amount, currency, status, applied, request_uuid)
      select 'cap-test', 'cap-' || n, 'bet', null, 'u', 'cap-game-' || n, 'r-' || n, 1, 1000, 'TRY', 'RS_OK', true, 'q'
      from generate_series(1, ${EXPORT_ROW_CAP + 1}::int) n`.execute(t.db);
    const before = (await auditRows('data_exported')).length;
    const res = await call(t.app, `admin/reports/ggr?${range}&groupBy=game`, undefined, {
      token: owner,
      headers: CSV,
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({
      code: 'EXPORT_TOO_LARGE',
      data: { rows: EXPORT_ROW_CAP + 4, cap: EXPORT_ROW_CAP },
    });
    expect(await auditRows('data_exported')).toHaveLength(before);
  });

  it('exports the audit log as CSV with audit:export, filtered, and audits that export too', async () => {
    const res = await call(t.app, 'admin/audit?event=admin_*&sort=oldest', undefined, {
      token: owner,
      headers: CSV,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="lalebet-audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('seq,at,actor_kind,actor_id,event,ip,details,hash');
    const expected = await t.db
      .selectFrom('auth_audit')
      .select(['seq', 'event'])
      .where('event', 'like', 'admin\\_%')
      .orderBy('seq')
      .execute();
    const listed = lines.slice(1).map((l) => l.split(',')[0]);
    expect(listed).toEqual(expected.map((r) => String(r.seq)));
    expect(lines.slice(1).every((l) => /,admin_[a-z_]+,/.test(l))).toBe(true);
    const [row] = (await auditRows('data_exported')).slice(-1);
    expect(row!.details).toMatchObject({ data: 'audit', rows: listed.length });
    expect(JSON.parse(String(row!.details.filters))).toMatchObject({ event: 'admin_*' });
  });

  it('streams a long audit log page by page, newest first, each row once', async () => {
    await sql`insert into auth_audit (at, actor_kind, actor_id, event, details)
      select now(), 'system', null, 'rg_limit_lapsed', jsonb_build_object('n', n)
      from generate_series(1, 2345) n`.execute(t.db);
    const res = await call(t.app, 'admin/audit?event=rg_limit_lapsed', undefined, {
      token: owner,
      headers: CSV,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n').slice(1);
    const seqs = rows.map((l) => Number(l.split(',')[0]));
    expect(seqs).toHaveLength(2345);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect(new Set(seqs).size).toBe(2345);
    expect(rows[0]).toContain('"{""n"":2345}"');
  });

  it('refuses the audit CSV to a viewer without audit:export, and audits the refusal', async () => {
    const risk = await staff('risk-analist', ['risk']);
    expect((await call(t.app, 'admin/audit', undefined, { token: risk.token })).statusCode).toBe(200);
    const res = await call(t.app, 'admin/audit', undefined, { token: risk.token, headers: CSV });
    expect(res.statusCode).toBe(403);
    expect(await auditRows('admin_permission_refused', risk.id)).toEqual([
      { actor_id: BigInt(risk.id), details: { route: 'GET /api/admin/audit', permission: 'audit:export' } },
    ]);
  });

  it('asks for a fresh step-up before the audit CSV, which holds personal data; the JSON needs none', async () => {
    const fresh = (await staff('denetim-uyum', ['compliance', 'finance'], { stepUp: false })).token;
    expect((await call(t.app, 'admin/audit', undefined, { token: fresh })).statusCode).toBe(200);
    const res = await call(t.app, 'admin/audit', undefined, { token: fresh, headers: CSV });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('STEP_UP_REQUIRED');
    // Aggregate reports carry no personal data: their CSV needs only reports:export.
    const report = await call(t.app, 'admin/reports/players?from=2026-11-01&to=2026-11-02', undefined, {
      token: fresh,
      headers: CSV,
    });
    expect(report.statusCode, report.body).toBe(200);
  });
});
