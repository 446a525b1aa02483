import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { awaitContentNotices } from '../modules/content/reply-cache.ts';
import { type TestApp, createTestApp } from '../test/harness.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../web/public');

/**
 * The built site answers /favicon.ico, which browsers ask for on pages that name no icon (the
 * payment gateway page): a 404 there is a console error on every payment.
 */
describe('the built site', () => {
  let t: TestApp;
  let dist: string;
  let adminDist: string;
  beforeAll(async () => {
    // A build as Vite makes it: index.html plus a copy of apps/web/public.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lalebet-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><head><title>LaleBet</title></head>');
    fs.cpSync(PUBLIC_DIR, dist, { recursive: true });
    adminDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lalebet-admin-dist-'));
    fs.writeFileSync(path.join(adminDist, 'index.html'), '<!doctype html><title>LaleBet Yönetim</title>');
    fs.mkdirSync(path.join(adminDist, 'assets'));
    fs.writeFileSync(path.join(adminDist, 'assets/app-abc123.js'), 'console.log(1)');
    t = await createTestApp('pglite', { config: { webDistDir: dist, adminDistDir: adminDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(adminDist, { recursive: true, force: true });
  });

  it('serves /favicon.ico as an icon, not a 404', async () => {
    const res = await t.app.inject({ url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    // ICONDIR: reserved 0, type 1 (icon), at least one image.
    const ico = res.rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    expect(ico.readUInt16LE(4)).toBeGreaterThan(0);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('still answers a missing file with 404 and a page path with the app', async () => {
    expect((await t.app.inject({ url: '/missing.png' })).statusCode).toBe(404);
    const page = await t.app.inject({ url: '/casino/slot' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>LaleBet</title>');
  });

  it('serves the back office under /admin/, with its own index for its client routes', async () => {
    for (const url of ['/admin', '/admin/', '/admin/customers/42']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('LaleBet Yönetim');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const asset = await t.app.inject({ url: '/admin/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/admin/assets/missing.js' })).statusCode).toBe(404);
    // The player site keeps its own index; the API under /api/admin is not the app.
    expect((await t.app.inject({ url: '/dashboard' })).body).toContain('<title>LaleBet</title>');
    expect((await t.app.inject({ url: '/api/admin/nothing' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/admin/' })).body).not.toContain('boot-data');
  });

  it("embeds the start-up answers in the player site's index, escaped and current", async () => {
    const bootOf = (html: string) => {
      const m = /<script id="boot-data" type="application\/json">(.*?)<\/script><\/head>/s.exec(html);
      expect(m, 'a data block at the end of head').not.toBeNull();
      return JSON.parse(m![1]!) as Record<string, { success: boolean; data: unknown }>;
    };
    await t.db
      .insertInto('site_domain')
      .values({ id: 1, current: 'eski</script><b>.com', next: 'yeni.com' })
      .onConflict((oc) => oc.column('id').doUpdateSet({ current: 'eski</script><b>.com', next: 'yeni.com' }))
      .execute();
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).not.toContain('eski</script>');
    const boot = bootOf(page.body);
    expect(boot['cms/domainstatus']).toEqual({
      success: true,
      message: '',
      data: { current: 'eski</script><b>.com', next: 'yeni.com' },
    });
    // The same list the API serves.
    const api = await t.app.inject({ method: 'POST', url: '/api/cms/siteoptionlist', payload: {} });
    expect(boot['cms/siteoptionlist']).toEqual(api.json());

    await t.db.updateTable('site_domain').set({ next: 'daha-yeni.com' }).where('id', '=', 1).execute();
    await awaitContentNotices(t.db);
    const again = bootOf((await t.app.inject({ url: '/spor' })).body);
    expect(again['cms/domainstatus']!.data).toMatchObject({ next: 'daha-yeni.com' });
  });

  it('holds no room for the home sports sections when the book has no match for them', async () => {
    const slot = '<style>:root:root{--home-sports-slot:0}</style>';
    expect((await t.app.inject({ url: '/' })).body).toContain(slot);
    const sports = vi.spyOn(t.app.sportsbookFeed.catalogue, 'sports');
    try {
      // Soccer not yet started: the popular matches may show it.
      sports.mockImplementation((live) =>
        live ? [] : [{ sport: 'soccer', name: 'Futbol', eventCount: 1, tournaments: [] }],
      );
      expect((await t.app.inject({ url: '/' })).body).not.toContain(slot);
      // Only basketball, not in play: neither section shows it.
      sports.mockImplementation((live) =>
        live ? [] : [{ sport: 'basketball', name: 'Basketbol', eventCount: 1, tournaments: [] }],
      );
      expect((await t.app.inject({ url: '/' })).body).toContain(slot);
      // A match in play: the live strip shows it.
      sports.mockImplementation((live) =>
        live ? [{ sport: 'tennis', name: 'Tenis', eventCount: 1, tournaments: [] }] : [],
      );
      expect((await t.app.inject({ url: '/' })).body).not.toContain(slot);
    } finally {
      sports.mockRestore();
    }
  });
});
