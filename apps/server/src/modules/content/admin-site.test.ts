import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, adminToken } from '../../test/admin.ts';
import { call } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { UPLOADS_DIR } from './admin-media.service.ts';
import { baseCatalogue } from './admin-translation-base.ts';
import { createStaffAccount } from '../../test/staff.ts';

type Reply<T = unknown> = { code?: string; data: T };
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4e60000000049454e44ae426082',
    'hex',
  ),
]);

describe.each(testDatabases())('back-office site options, translations and media on %s', (kind) => {
  let t: TestApp;
  let editor: string;
  const uploaded: string[] = [];
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
    call(t.app, url, body, { token: editor, method });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    const owner = await adminToken(t.app, t.db);
    const login = { username: 'editor', password: 'editor-Güçlü-Parola-1' };
    await createStaffAccount(t.app, t.db, { ...login, roles: ['content'] }, owner);
    editor = (await adminSession(t.app, t.db, login)).token;
  }, 60_000);
  afterAll(async () => {
    await Promise.all(uploaded.map((f) => rm(path.join(UPLOADS_DIR, path.basename(f)), { force: true })));
    await t.close();
  });

  describe('site options', () => {
    it('lists every content option the server reads with its type; policy settings are not among them', async () => {
      const list = (await send('GET', 'admin/content/siteoptions')).json<
        Reply<{ key: string; type: { type: string } | null; public: boolean; stored: boolean }[]>
      >().data;
      expect(list.find((o) => o.key === 'sitename')).toMatchObject({
        type: { type: 'string' },
        public: true,
        stored: true,
      });
      expect(list.find((o) => o.key === 'maintenancenotice')).toMatchObject({
        type: { type: 'string' },
        public: false,
      });
      // Policy settings (docs/decisions/043-policy-settings.md) have their own screen and permission.
      expect(list.find((o) => o.key === 'sessionidleminutes')).toBeUndefined();
      expect(list.find((o) => o.key === 'rg_cooling_off_hours')).toBeUndefined();
    });

    it('refuses unknown keys and values of the wrong type', async () => {
      const unknown = await send('PUT', 'admin/content/siteoptions/madeup', { value: '1', status: true });
      expect([unknown.statusCode, unknown.json<Reply>().code]).toEqual([400, 'SITE_OPTION_UNKNOWN']);
      for (const [key, value] of [
        ['footerproviders', '["Pragmatic"'],
        ['telegram', 'javascript:alert(1)'],
        ['supportemail', 'not-an-address'],
        ['sitename', 'x'.repeat(61)],
      ]) {
        const res = await send('PUT', `admin/content/siteoptions/${key}`, { value, status: true });
        expect([key, res.statusCode, res.json<Reply>().code]).toEqual([key, 400, 'SITE_OPTION_INVALID']);
      }
    });

    it('updates a public option in its stored case, audits it, and the web sees it at once', async () => {
      expect((await call(t.app, 'cms/siteoptionlist', {})).statusCode).toBe(200);
      const res = await send('PUT', 'admin/content/siteoptions/SiteName', {
        value: '  LaleBet TR ',
        status: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      const served = (await call(t.app, 'cms/siteoptionlist', {})).json<
        Reply<{ key: string; value: string }[]>
      >().data;
      expect(served.find((o) => o.key === 'sitename')?.value).toBe('LaleBet TR');
      const rows = await t.db
        .selectFrom('site_option')
        .select('key')
        .where('value', '=', 'LaleBet TR')
        .execute();
      expect(rows).toEqual([{ key: 'SiteName' }]);
      const audited = await t.db
        .selectFrom('auth_audit')
        .select('details')
        .where('event', '=', 'site_option_changed')
        .execute();
      expect(audited.at(-1)?.details).toMatchObject({
        key: 'sitename',
        before: '{"value":"LaleBet"}',
        after: '{"value":"LaleBet TR"}',
      });
    });

    it('stores an option not yet in the table, normalized by type', async () => {
      const res = await send('PUT', 'admin/content/siteoptions/casinovideotitle', {
        value: ' Canlı Casino ',
        status: true,
      });
      expect(res.statusCode).toBe(200);
      await send('PUT', 'admin/content/siteoptions/footerproviders', {
        value: '[ "Pragmatic" ]',
        status: true,
      });
      const rows = await t.db.selectFrom('site_option').select(['key', 'value']).execute();
      expect(rows).toEqual(
        expect.arrayContaining([
          { key: 'casinovideotitle', value: 'Canlı Casino' },
          { key: 'FooterProviders', value: '["Pragmatic"]' },
        ]),
      );
    });
  });

  describe('translations', () => {
    const key = 'common:footer.tagline';
    const counted = [...baseCatalogue().entries()].find(
      ([, v]) => v.en?.includes('{{count}}') && v.tr?.includes('{{count}}'),
    )!;

    it('lists bundled texts beside the overrides', async () => {
      const page = (await send('GET', `admin/content/translations?q=${encodeURIComponent(key)}`)).json<
        Reply<{ items: { key: string; baseTr: string | null; tr: string | null }[] }>
      >().data;
      const item = page.items.find((i) => i.key === key)!;
      expect(item.baseTr).toBeTruthy();
      expect(item.tr).toContain('LaleBet');
    });

    it('refuses broken braces, unknown placeholders and keys the web does not have', async () => {
      const tries = [
        [key, { tr: 'Merhaba {{name', en: 'Hello' }],
        [key, { tr: 'Merhaba', en: 'Hello {name}' }],
        [key, { tr: 'Merhaba {{user}}', en: 'Hello' }],
        [counted[0], { tr: '{{count}} adet', en: '{{total}} items' }],
        ['common:no.such.key', { tr: 'a', en: 'b' }],
      ] as const;
      for (const [k, body] of tries) {
        const res = await send('PUT', `admin/content/translations/${encodeURIComponent(k)}`, body);
        expect([k, res.statusCode, res.json<Reply>().code]).toEqual([k, 400, 'TRANSLATION_INVALID']);
      }
    });

    it('overrides both languages; the public list merges it; a reset goes back to the bundle', async () => {
      const url = `admin/content/translations/${encodeURIComponent(counted[0])}`;
      const res = await send('PUT', url, { tr: '{{count}} kayıt', en: '{{count}} records' });
      expect(res.statusCode, res.body).toBe(200);
      const en = (await call(t.app, 'cms/translationlist?locale=en')).json<
        Reply<{ key: string; value: string }[]>
      >().data;
      expect(en).toContainEqual({ key: counted[0], value: '{{count}} records' });
      const oneSided = await send('PUT', url, { tr: 'yalnız' });
      expect(oneSided.statusCode).toBe(400);
      expect((await send('DELETE', url)).statusCode).toBe(200);
      const again = (await call(t.app, 'cms/translationlist?locale=tr')).json<Reply<{ key: string }[]>>()
        .data;
      expect(again.map((e) => e.key)).not.toContain(counted[0]);
      expect((await send('DELETE', url)).statusCode).toBe(404);
    });
  });

  describe('image upload', () => {
    it('stores a PNG under a random name and serves it from /media', async () => {
      const res = await send('POST', 'admin/media', {
        contentType: 'image/png',
        data: PNG.toString('base64'),
      });
      expect(res.statusCode, res.body).toBe(200);
      const { url } = res.json<Reply<{ url: string }>>().data;
      uploaded.push(url);
      expect(url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
      const served = await t.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
    });

    it('checks the bytes, not the declared type', async () => {
      const script = Buffer.from('<svg onload="alert(1)"></svg>').toString('base64');
      const res = await send('POST', 'admin/media', { contentType: 'image/png', data: script });
      expect([res.statusCode, res.json<Reply>().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
      const mislabelled = await send('POST', 'admin/media', {
        contentType: 'image/jpeg',
        data: PNG.toString('base64'),
      });
      expect(mislabelled.statusCode).toBe(415);
    });

    it('refuses a file over the cap', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]).toString('base64');
      const res = await send('POST', 'admin/media', { contentType: 'image/png', data: big });
      expect([400, 413]).toContain(res.statusCode);
      expect(existsSync(UPLOADS_DIR)).toBe(true);
    });
  });
});
