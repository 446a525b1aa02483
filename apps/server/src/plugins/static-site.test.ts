import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/harness.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../web/public');

/**
 * The built site answers /favicon.ico, which browsers ask for on pages that name no icon (the
 * payment gateway page): a 404 there is a console error on every payment.
 */
describe('the built site', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    // A build as Vite makes it: index.html plus a copy of apps/web/public.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lalebet-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>LaleBet</title>');
    fs.cpSync(PUBLIC_DIR, dist, { recursive: true });
    t = await createTestApp('pglite', { config: { webDistDir: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
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
});
