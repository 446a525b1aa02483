import { CUSTOMER_SEARCH_COUNT_CAP } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensurePlayerAccount,
  ensureSystemAccount,
  postTransfers,
  transferId,
} from '../../core/ledger/index.ts';
import { call, signUp } from '../../test/accounts.ts';
import { adminSession, adminToken } from '../../test/admin.ts';
import { customerIdOf, insertCustomers } from '../../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { assertLedgerSound, fund } from '../../test/ledger.ts';
import { createStaffAccount } from '../../test/staff.ts';

type Row = { id: number; username: string; email: string; phone: string; fullName: string; masked: boolean };

/** Player 360 (docs/decisions/029-staff-permissions.md): search, masking, tabs and staff actions. */
describe.each(testDatabases())('admin/customers on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let player: Awaited<ReturnType<typeof signUp>>;
  let playerId: bigint;

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens.admin = await adminToken(t.app, t.db);
    for (const role of ['support', 'risk', 'content', 'bonus']) {
      const login = { username: `p360-${role}`, password: `Rol-${role}-Parolası-2026` };
      await createStaffAccount(t.app, t.db, { ...login, roles: [role] }, tokens.admin);
      tokens[role] = (await adminSession(t.app, t.db, login)).token;
    }
    player = await signUp(t.app, { name: 'Ahmet', phone: '905321234512' });
    playerId = await customerIdOf(t.db, player.username);
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, who = 'admin') => call(t.app, url, undefined, { token: tokens[who] });
  const post = (url: string, body: object, who = 'admin') => call(t.app, url, body, { token: tokens[who] });
  const search = async (query: string, who = 'admin') => {
    const res = await get(`admin/customers?query=${encodeURIComponent(query)}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { items: Row[]; total: number };
  };

  it('finds a player by username (any case, beginning), user code, e-mail and phone', async () => {
    const userCode = (await get(`admin/customers/${playerId}`)).json().data.profile.userCode as string;
    const ways = [
      player.username.toUpperCase(),
      player.username.slice(0, 9),
      userCode,
      player.email.toUpperCase(),
      '905321234512',
      '0532 123 45',
      '+90 532 1234512',
    ];
    for (const q of ways) {
      const { items } = await search(q);
      expect(
        items.map((i) => i.id),
        q,
      ).toContain(Number(playerId));
    }
    expect((await search('nobody-has-this-name')).total).toBe(0);
    // LIKE wildcards in the query are text, not patterns.
    expect((await search('%')).total).toBe(0);
    const all = await search('');
    expect(all.total).toBeGreaterThanOrEqual(1);
    expect((await get('admin/customers?take=1000')).statusCode).toBe(400);
  });

  it('stops counting a broad search at the cap and says so', async () => {
    await insertCustomers(t.db, CUSTOMER_SEARCH_COUNT_CAP + 5, 'capx');
    const broad = (await get('admin/customers?query=capx&take=5')).json().data;
    expect(broad).toMatchObject({ total: CUSTOMER_SEARCH_COUNT_CAP, capped: true });
    expect(broad.items).toHaveLength(5);
    const narrow = (await get(`admin/customers?query=${broad.items[0].username}`)).json().data;
    expect(narrow).toMatchObject({ total: 1, capped: false });
  });

  it('masks personal data without customers:pii, shows it to holders and audits only their reads', async () => {
    const masked = (await search(player.username, 'support')).items[0]!;
    expect(masked).toMatchObject({
      masked: true,
      phone: '+90 5** *** **12',
      fullName: expect.stringMatching(/^Ah\*\*\*t /),
    });
    expect(masked.email).toBe(`${player.username[0]}***@example.com`);
    const detail = (await get(`admin/customers/${playerId}`, 'support')).json().data;
    expect(detail.profile).toMatchObject({ masked: true, birthDate: '****-**-**', email: masked.email });

    const before = await piiReads();
    const clear = (await search(player.username, 'risk')).items[0]!;
    expect(clear).toMatchObject({ masked: false, email: player.email, phone: '+90 532 123 45 12' });
    expect(clear.fullName).toBe(`Ahmet ${player.surname}`);
    const full = (await get(`admin/customers/${playerId}`, 'risk')).json().data;
    expect(full.profile).toMatchObject({ masked: false, birthDate: '1990-04-23' });
    const rows = await piiReads();
    expect(rows.length - before.length).toBe(2);
    expect(rows.at(-1)!.details).toMatchObject({ via: 'detail', customerId: String(playerId) });
    // The masked reads above left no trace; the support role's id appears in none.
    const supportId = await staffId('p360-support');
    expect(rows.every((r) => r.actor_id !== supportId)).toBe(true);
  });

  it('answers the header with balances, status and the actions this caller may take', async () => {
    await fund(t.db, playerId, 12_345n);
    const support = (await get(`admin/customers/${playerId}`, 'support')).json().data;
    expect(support).toMatchObject({
      status: { state: 'active', until: null, locked: false, disabled: false },
      balances: { real: 123.45, bonus: 0 },
      kyc: { status: expect.any(String) },
      counts: { activeSessions: 1 },
    });
    expect(support.allowedActions).toEqual(['endSessions', 'addNote', 'unlock']);
    const admin = (await get(`admin/customers/${playerId}`)).json().data;
    // Adjusting is the payments role's: the admin role approves them (ADR 041).
    expect(admin.allowedActions).toEqual(['endSessions', 'addNote', 'protection', 'kyc', 'audit', 'unlock']);
  });

  it('answers 404 CUSTOMER_NOT_FOUND for an unknown player on the header, each tab and each action', async () => {
    for (const tab of ['', '/sessions', '/ledger', '/deposits', '/bets', '/notes', '/audit']) {
      const res = await get(`admin/customers/987654321${tab}`);
      expect(res.statusCode, tab).toBe(404);
      expect(res.json().code).toBe('CUSTOMER_NOT_FOUND');
    }
    expect((await post('admin/customers/987654321/notes', { text: 'x' })).json().code).toBe(
      'CUSTOMER_NOT_FOUND',
    );
    expect((await post('admin/customers/987654321/sessions/end', { reason: 'test' })).statusCode).toBe(404);
    expect((await get('admin/customers/abc')).statusCode).toBe(400);
    expect((await get('admin/customers/99999999999999999999999')).statusCode).toBe(400);
  });

  it('lists ledger postings newest first with a running balance that adds up', async () => {
    const other = await signUp(t.app);
    const id = await customerIdOf(t.db, other.username);
    const amounts = [50_000n, -1_250n, 10_000n, -8_800n, 300n];
    await t.db.transaction().execute(async (trx) => {
      const cash = await ensurePlayerAccount(trx, id);
      const house = await ensureSystemAccount(trx, 'provider', 'p360-test');
      let n = 0;
      for (const a of amounts) {
        const credit = a > 0;
        await postTransfers(trx, [
          {
            id: transferId('p360', id, ++n),
            debit: credit ? house : cash,
            credit: credit ? cash : house,
            amount: credit ? a : -a,
            currency: 'TRY',
            code: credit ? 'win' : 'bet',
          },
        ]);
      }
    });
    const page = (await get(`admin/customers/${id}/ledger?take=3`)).json().data;
    expect(page.total).toBe(5);
    const next = (await get(`admin/customers/${id}/ledger?take=3&before=${page.items.at(-1).id}`)).json()
      .data;
    const rows = [...page.items, ...next.items].reverse();
    expect(rows.map((r: { amount: number }) => r.amount)).toEqual([500, -12.5, 100, -88, 3]);
    let running = 0;
    for (const r of rows) {
      running = Math.round((running + r.amount) * 100) / 100;
      expect(r.balanceAfter).toBe(running);
    }
    expect((await get(`admin/customers/${id}`)).json().data.balances.real).toBe(running);
    expect((await get(`admin/customers/${id}/ledger?account=bonus`)).json().data).toEqual({
      items: [],
      total: 0,
    });
    await assertLedgerSound(t.db);
  });

  it('ends every session and socket of a player, with a reason, audited; refuses without customers:sessions', async () => {
    const ended: string[][] = [];
    t.app.sessionEvents.on('ended', (e) => {
      if (e.customerId === playerId) ended.push(e.sessionIds);
    });
    const own = await call(t.app, 'customer/sessions', undefined, { token: player.token });
    expect(own.statusCode, own.body).toBe(200);

    expect(
      (await post(`admin/customers/${playerId}/sessions/end`, { reason: 'x' }, 'support')).statusCode,
    ).toBe(400);
    const refused = await post(
      `admin/customers/${playerId}/sessions/end`,
      { reason: 'fraud check' },
      'bonus',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');

    const res = await post(
      `admin/customers/${playerId}/sessions/end`,
      { reason: 'Player asked by phone' },
      'support',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.ended).toBe(1);
    expect(ended).toHaveLength(1);
    expect((await call(t.app, 'customer/sessions', undefined, { token: player.token })).statusCode).toBe(401);

    const sessions = (await get(`admin/customers/${playerId}/sessions`, 'support')).json().data;
    expect(sessions.items[0]).toMatchObject({ active: false, endReason: 'ended_by_staff' });
    const row = await t.db
      .selectFrom('auth_audit')
      .select(['actor_id', 'details'])
      .where('event', '=', 'customer_sessions_ended')
      .executeTakeFirstOrThrow();
    expect(row.actor_id).toBe(await staffId('p360-support'));
    expect(row.details).toMatchObject({
      customerId: String(playerId),
      sessionsEnded: 1,
      reason: 'Player asked by phone',
    });
    // Nothing left to end: still 200, zero ended, and audited again.
    expect(
      (await post(`admin/customers/${playerId}/sessions/end`, { reason: 'again' }, 'support')).json().data
        .ended,
    ).toBe(0);
  });

  it('adds staff notes (audited) and lists them; refuses callers without the permission', async () => {
    const res = await post(`admin/customers/${playerId}/notes`, { text: 'Aradı, çekim sordu.' }, 'support');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ text: 'Aradı, çekim sordu.', author: 'p360-support' });
    expect((await post(`admin/customers/${playerId}/notes`, { text: '   ' }, 'support')).statusCode).toBe(
      400,
    );
    expect((await post(`admin/customers/${playerId}/notes`, { text: 'no' }, 'bonus')).statusCode).toBe(403);
    const notes = (await get(`admin/customers/${playerId}/notes`, 'bonus')).json().data;
    expect(notes).toMatchObject({ total: 1, items: [{ text: 'Aradı, çekim sordu.' }] });
    await expect(
      t.db
        .updateTable('customer_note')
        .set({ text: 'changed' })
        .where('customer_id', '=', playerId)
        .execute(),
    ).rejects.toThrow(/append-only/);
  });

  it('shows the player audit only with audit:view, with rows by and about the player', async () => {
    expect((await get(`admin/customers/${playerId}/audit`, 'support')).statusCode).toBe(403);
    const { items } = (await get(`admin/customers/${playerId}/audit?take=100`, 'risk')).json().data;
    const events = items.map((i: { event: string }) => i.event);
    expect(events).toEqual(
      expect.arrayContaining([
        'register',
        'customer_pii_viewed',
        'customer_sessions_ended',
        'customer_note_added',
      ]),
    );
    expect(items[0].seq).toBeGreaterThan(items.at(-1).seq);
  });

  it('refuses every Player 360 route to staff without customers:view', async () => {
    for (const url of [
      'admin/customers',
      `admin/customers/${playerId}`,
      `admin/customers/${playerId}/ledger`,
    ]) {
      const res = await get(url, 'content');
      expect(res.statusCode, url).toBe(403);
    }
    expect((await get('admin/customers', 'nobody')).statusCode).toBe(401);
  });

  it('answers every tab as a page for a player with no history', async () => {
    for (const tab of [
      'sessions',
      'deposits',
      'withdrawals',
      'casino-rounds',
      'bets',
      'bonuses',
      'notifications',
    ]) {
      const res = await get(`admin/customers/${playerId}/${tab}?take=5&sort=oldest`);
      expect(res.statusCode, `${tab} ${res.body}`).toBe(200);
      expect(res.json().data).toMatchObject({ items: expect.any(Array), total: expect.any(Number) });
    }
  });

  async function piiReads() {
    return t.db
      .selectFrom('auth_audit')
      .select(['actor_id', 'details'])
      .where('event', '=', 'customer_pii_viewed')
      .orderBy('seq')
      .execute();
  }
  async function staffId(username: string) {
    const row = await t.db
      .selectFrom('admin_user')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return row.id;
  }
});
