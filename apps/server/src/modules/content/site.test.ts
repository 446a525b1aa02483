import { PUBLIC_SITE_OPTION_KEYS } from '@lalebet/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

describe.each(testDatabases())('site settings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST', url: string, payload?: object, locale?: 'tr' | 'en') => {
    const res = await t.app.inject({
      method,
      url: `/api/${url}`,
      payload,
      headers: locale ? { 'x-locale': locale } : {},
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('lists the two languages', async () => {
    const { status, body } = await call('GET', 'cms/languagelist');
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: '',
      data: [
        { locale: 'tr', name: 'Türkçe' },
        { locale: 'en', name: 'English' },
      ],
    });
  });

  it('lists translation overrides for the asked locale, falling back to x-locale', async () => {
    const tr = await call('GET', 'cms/translationlist?locale=tr');
    expect(tr.body.data).toContainEqual({
      key: 'common:footer.responsible',
      value: 'Kumar bağımlılık yapabilir. Lütfen sorumlu oynayın.',
    });
    const fromHeader = await call('GET', 'cms/translationlist', undefined, 'tr');
    expect(fromHeader.body.data).toEqual(tr.body.data);
    const en = await call('GET', 'cms/translationlist', undefined, 'en');
    expect(en.body.data).toContainEqual({
      key: 'common:footer.responsible',
      value: 'Gambling can be addictive. Please play responsibly.',
    });
    expect(en.body.data.map((e: { key: string }) => e.key)).toEqual(
      tr.body.data.map((e: { key: string }) => e.key),
    );
    expect((await call('GET', 'cms/translationlist?locale=en', undefined, 'tr')).body.data).toEqual(
      en.body.data,
    );
  });

  it('lists only enabled site options, keys lower-cased', async () => {
    const { body } = await call('POST', 'cms/siteoptionlist', {});
    const options = Object.fromEntries(
      body.data.map((o: { key: string; value: string }) => [o.key, o.value]),
    );
    expect(
      body.data.every((o: { key: string; status: boolean }) => o.status && o.key === o.key.toLowerCase()),
    ).toBe(true);
    expect(options).not.toHaveProperty('maintenancenotice');
    expect(options).toMatchObject({
      sitename: 'LaleBet',
      licencenumber: 'OGL/2024/000/0000',
      trialbonusamount: '50',
      chatsiteid: '',
      chatdivid: '',
      chatscripturl: '',
      supportemail: 'destek@lalebet.com',
    });
    expect(options.licencetext).toContain('Curaçao');
    expect(JSON.parse(options.footerproviders)).toHaveLength(12);
    for (const key of ['telegram', 'twitter', 'instagram', 'youtube'])
      expect(options[key]).toMatch(/^https:\/\//);
  });

  it('lists only the public allow-list, never security tunables or unknown keys', async () => {
    await t.db
      .insertInto('site_option')
      .values(
        [
          'SessionIdleMinutes',
          'SessionAbsoluteHours',
          'RegistrationsPerIpHour',
          'PasswordMinLength',
          'ApiSecret',
        ].map((key) => ({ key, value: '42', status: true })),
      )
      .execute();
    const { body } = await call('POST', 'cms/siteoptionlist', {});
    const keys = body.data.map((o: { key: string }) => o.key);
    expect(keys).toContain('sitename');
    for (const hidden of [
      'sessionidleminutes',
      'sessionabsolutehours',
      'registrationsperiphour',
      'passwordminlength',
      'apisecret',
    ])
      expect(keys).not.toContain(hidden);
    expect(keys.every((k: string) => PUBLIC_SITE_OPTION_KEYS.includes(k))).toBe(true);
  });

  it('serves the campaign popup in the request language', async () => {
    const tr = await call('GET', 'cms/popup', undefined, 'tr');
    expect(tr.body.data).toEqual({
      id: expect.any(Number),
      url: '/promotions?promo=weekend',
      images: [
        { url: '/media/popups/weekend-tr-sm.svg' },
        { url: '/media/popups/weekend-tr-lg.svg' },
        { url: '/media/popups/weekend-tr-md.svg' },
      ],
    });
    expect((await call('GET', 'cms/popup')).body.data.images[0].url).toBe('/media/popups/weekend-en-sm.svg');
  });

  it('answers data null when no popup is active or in its campaign window', async () => {
    await t.db.updateTable('popup').set({ active: false }).execute();
    const img = {
      image_default_tr: '/a',
      image_large_tr: '/a',
      image_medium_tr: '/a',
      image_default_en: '/a',
      image_large_en: '/a',
      image_medium_en: '/a',
    };
    await t.db
      .insertInto('popup')
      .values([
        { ...img, url: null, starts_at: sql<Date>`now() + interval '1 day'`, ends_at: null },
        { ...img, url: null, starts_at: null, ends_at: sql<Date>`now() - interval '1 day'` },
      ])
      .execute();
    await t.app.cacheNotices?.fence(); // the cached popup leaves when the change notice arrives
    expect((await call('GET', 'cms/popup')).body).toEqual({ success: true, message: '', data: null });
  });

  it('serves the current and next domain', async () => {
    expect((await call('GET', 'cms/domainstatus')).body.data).toEqual({
      current: 'lalebet1.com',
      next: 'lalebet2.com',
    });
  });
});
