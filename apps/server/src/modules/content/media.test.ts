import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/harness.ts';

// Static files do not touch the database, so one engine is enough.
describe('GET /media/*', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('serves an SVG with its content type and a long cache lifetime', async () => {
    const res = await t.app.inject({ url: '/media/providers/pragmatic-play.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
    expect(res.body).toMatch(/^<svg /);
  });

  it('answers a missing file with the JSON 404 envelope', async () => {
    const res = await t.app.inject({ url: '/media/banners/nope.svg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('does not list directories or escape the media folder', async () => {
    expect((await t.app.inject({ url: '/media/' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/../package.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/%2e%2e/package.json' })).statusCode).not.toBe(200);
  });
});
