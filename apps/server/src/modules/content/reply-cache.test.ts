import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { countQueries } from '../../test/query-counter.ts';

describe.each(testDatabases())('public content from the in-process cache on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { 'x-locale': 'tr', ...headers } });

  it('answers repeated reads without the database, with an ETag, and 304 to a matching If-None-Match', async () => {
    const first = await get('cms/categorylist');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const counter = countQueries(t.db);
    try {
      for (let i = 0; i < 20; i++) expect((await get('cms/categorylist')).body).toBe(first.body);
      const again = await get('cms/categorylist', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await get('cms/categorylist', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    } finally {
      counter.stop();
    }
    expect(counter.count).toBe(0);
    // Another language is another answer, with another tag.
    const en = await get('cms/categorylist', { 'x-locale': 'en' });
    expect(en.headers.etag).not.toBe(etag);
  });

  it('sends a large answer compressed as the browser accepts, the same bytes every time, a small one as is', async () => {
    const plain = await get('cms/promotionlist');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toBe('x-locale, accept-encoding');
    const br = await get('cms/promotionlist', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect((await get('cms/promotionlist', { 'accept-encoding': 'br' })).rawPayload).toEqual(br.rawPayload);
    const gzip = await get('cms/promotionlist', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(
      (await get('cms/promotionlist', { 'accept-encoding': 'identity' })).headers['content-encoding'],
    ).toBeUndefined();
    // Under the compress plugin's threshold the body goes as it is, whatever is accepted.
    const small = await get('cms/categorylist', { 'accept-encoding': 'br, gzip' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves a change made in the database as soon as its notice arrives, with a new ETag', async () => {
    const list = () => t.app.inject({ method: 'POST', url: '/api/cms/siteoptionlist', payload: {} });
    const before = await list();
    expect(before.json().data).toContainEqual({ key: 'sitename', value: 'LaleBet', status: true });
    const rename = (value: string) =>
      t.db.updateTable('site_option').set({ value }).where('key', '=', 'SiteName').execute();
    await rename('Lale Bahis');
    try {
      await t.app.cacheNotices?.fence();
      const after = await list();
      expect(after.json().data).toContainEqual({ key: 'sitename', value: 'Lale Bahis', status: true });
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await rename('LaleBet');
      await t.app.cacheNotices?.fence();
    }
  });

  it('does not cache a failure (an unknown page stays 404, a page that appears is served)', async () => {
    expect((await get('cms/content?id=999')).statusCode).toBe(404);
    expect((await get('cms/content?id=999')).statusCode).toBe(404);
  });

  it('makes at most two database queries for 100 Top Winners calls, concurrent or not', async () => {
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/transaction/topwinners',
        payload: { isLive: false, count: 12 },
      });
    const counter = countQueries(t.db);
    let bodies: string[];
    try {
      const parallel = await Promise.all(Array.from({ length: 50 }, post));
      const serial = [];
      for (let i = 0; i < 50; i++) serial.push(await post());
      bodies = [...parallel, ...serial].map((r) => r.body);
    } finally {
      counter.stop();
    }
    expect(counter.count).toBeLessThanOrEqual(2);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!).data).toHaveLength(12);
  });
});
