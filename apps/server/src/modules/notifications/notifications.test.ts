import { NotificationKind, notificationSchema } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

const deposit = {
  type: NotificationKind.Deposit,
  title: { tr: 'Para yatırıldı', en: 'Deposit received' },
  note: { tr: '100 TL hesabınızda.', en: '100 TRY is in your account.' },
};
const bonus = {
  type: NotificationKind.Bonus,
  title: { tr: 'Bonus tanımlandı', en: 'Bonus granted' },
  note: { tr: 'İyi eğlenceler.', en: 'Have fun.' },
};

describe.each(testDatabases())('notifications on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const idOf = async (username: string) =>
    (
      await t.db
        .selectFrom('customer')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;
  const list = (token: string, body: object = { skip: 0, take: 100 }, locale: 'tr' | 'en' = 'en') =>
    call(t.app, 'customer/notification', body, { token, locale });

  it("lists the caller's own notifications, newest first, in the request's language", async () => {
    const ayse = await signUp(t.app);
    const other = await signUp(t.app);
    const first = await t.app.notifier.notify(await idOf(ayse.username), deposit);
    const second = await t.app.notifier.notify(await idOf(ayse.username), bonus);
    await t.app.notifier.notify(await idOf(other.username), deposit);

    const res = await list(ayse.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data).toEqual([
      {
        id: Number(second.id),
        title: 'Bonus granted',
        note: 'Have fun.',
        type: 4,
        timeStamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
        isRead: false,
      },
      expect.objectContaining({ id: Number(first.id), title: 'Deposit received', type: 1 }),
    ]);
    for (const item of data) notificationSchema.parse(item);
    expect(data[1].timeStamp).toBe(first.created_at.toISOString().slice(0, 19)); // UTC, no 'Z'

    const tr = (await list(ayse.token, { skip: 0, take: 100 }, 'tr')).json().data;
    expect(tr.map((n: { title: string }) => n.title)).toEqual(['Bonus tanımlandı', 'Para yatırıldı']);
    const page = (await list(ayse.token, { skip: 1, take: 1 })).json().data;
    expect(page.map((n: { id: number }) => n.id)).toEqual([Number(first.id)]);
    expect((await list(ayse.token, {})).json().data).toHaveLength(2); // skip 0, take 100 by default
  });

  it('refuses a page over 100, unknown fields, and callers without a session', async () => {
    const { token } = await signUp(t.app);
    expect((await list(token, { skip: 0, take: 101 })).statusCode).toBe(400);
    expect((await list(token, { skip: -1, take: 10 })).statusCode).toBe(400);
    expect((await list(token, { skip: 0, take: 10, customerId: 1 })).statusCode).toBe(400);
    expect((await call(t.app, 'customer/notification', { skip: 0, take: 100 })).statusCode).toBe(401);
    expect((await call(t.app, 'customer/readnotification', { id: [1] })).statusCode).toBe(401);
  });

  it("marks only the caller's own notifications read; another customer's ids change nothing", async () => {
    const ayse = await signUp(t.app);
    const mehmet = await signUp(t.app);
    const mine = await t.app.notifier.notify(await idOf(ayse.username), deposit);
    const theirs = await t.app.notifier.notify(await idOf(mehmet.username), deposit);
    const read = (token: string, id: unknown) => call(t.app, 'customer/readnotification', { id }, { token });

    const someoneElses = await read(ayse.token, [Number(theirs.id)]);
    expect(someoneElses.statusCode).toBe(200);
    expect(someoneElses.json()).toMatchObject({ success: true, data: { marked: 0 } });
    expect((await list(mehmet.token)).json().data[0].isRead).toBe(false);

    const res = await read(ayse.token, [Number(theirs.id), Number(mine.id), Number(mine.id)]);
    expect(res.json().data).toEqual({ marked: 1 });
    expect((await list(ayse.token)).json().data[0].isRead).toBe(true);
    expect((await list(mehmet.token)).json().data[0].isRead).toBe(false);
    expect((await read(ayse.token, [Number(mine.id)])).json().data).toEqual({ marked: 0 }); // already read

    expect((await read(ayse.token, [])).statusCode).toBe(400);
    expect((await read(ayse.token, Number(mine.id))).statusCode).toBe(400);
    expect(
      (
        await read(
          ayse.token,
          Array.from({ length: 101 }, (_, i) => i + 1),
        )
      ).statusCode,
    ).toBe(400);
    expect((await read(ayse.token, ['1 or 1=1'])).statusCode).toBe(400);
  });
});
