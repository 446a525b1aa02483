import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { e2eDescribe, launchBrowser, newPage, url } from '../helpers/browser.ts';

/**
 * The SoftGamings-style snippet runs only inside the sandboxed /game-frame (ADR 011). A hostile
 * snippet, handed over exactly as the play modal hands over a real one, tries to reach the
 * parent document, local storage and cookies, and reports what it got back through postMessage.
 */
const HOSTILE = `<div id="probe"></div><script>
(function () {
  var out = {};
  function attempt(name, fn) {
    try { out[name] = 'reached: ' + String(fn()); } catch (e) { out[name] = 'blocked: ' + e.name; }
  }
  attempt('parentDocument', function () { return window.parent.document.title; });
  attempt('parentStorage', function () { return window.parent.localStorage.getItem('authData'); });
  attempt('ownStorage', function () { return window.localStorage.getItem('authData'); });
  attempt('cookie', function () { return document.cookie; });
  attempt('origin', function () { return window.origin; });
  window.parent.postMessage({ probe: out }, '*');
})();
</script>`;

e2eDescribe('sandboxed game frame', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('runs a snippet in an opaque origin: no parent document, no storage, no cookies', async () => {
    const page = await newPage(browser);
    await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      localStorage.setItem('authData', JSON.stringify({ token: 'secret-session-token' }));
      document.cookie = 'probe=site-cookie; path=/';
    });

    const result = await page.evaluate(
      ({ html }) =>
        new Promise<{ probe: Record<string, string> } | string>((resolve) => {
          const frame = document.createElement('iframe');
          frame.setAttribute('sandbox', 'allow-scripts');
          frame.src = '/game-frame';
          window.addEventListener('message', (e) => {
            if (e.source !== frame.contentWindow) return;
            const data = e.data as { type?: string; probe?: Record<string, string> };
            if (data.type === 'lalebet:frame-ready') {
              frame.contentWindow!.postMessage({ type: 'lalebet:snippet', html }, '*');
            } else if (data.probe) {
              resolve({ probe: data.probe });
            }
          });
          setTimeout(() => resolve('timeout: the snippet never reported'), 10_000);
          document.body.appendChild(frame);
        }),
      { html: HOSTILE },
    );

    expect(result).toEqual({
      probe: {
        parentDocument: expect.stringMatching(/^blocked: SecurityError/),
        parentStorage: expect.stringMatching(/^blocked: SecurityError/),
        ownStorage: expect.stringMatching(/^blocked: SecurityError/),
        cookie: expect.stringMatching(/^blocked: SecurityError/),
        origin: 'reached: null',
      },
    });
    await page.context().close();
  });

  it('ignores snippets posted by anyone but its parent window', async () => {
    const page = await newPage(browser);
    await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const game = document.createElement('iframe');
          game.setAttribute('sandbox', 'allow-scripts');
          game.name = 'game';
          game.src = '/game-frame';
          game.onload = () => resolve();
          document.body.appendChild(game);
        }),
    );
    // A sibling frame (another widget on the page) posts a snippet from its own context.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const sibling = document.createElement('iframe');
          sibling.name = 'widget';
          sibling.srcdoc = '<p>widget</p>';
          sibling.onload = () => resolve();
          document.body.appendChild(sibling);
        }),
    );
    await page
      .frames()
      .find((f) => f.name() === 'widget')!
      .evaluate(() =>
        (window.parent.frames as unknown as Window[])[0]!.postMessage(
          { type: 'lalebet:snippet', html: '<p id="injected">x</p>' },
          '*',
        ),
      );
    await page.waitForTimeout(500);
    const frame = page.frames().find((f) => f.name() === 'game')!;
    expect(await frame.locator('#injected').count()).toBe(0);
    // The parent itself still can.
    await page.evaluate(() =>
      (window.frames as unknown as Window[])[0]!.postMessage(
        { type: 'lalebet:snippet', html: '<p id="injected">x</p>' },
        '*',
      ),
    );
    await expect.poll(() => frame.locator('#injected').count()).toBe(1);
    await page.context().close();
  });
});
