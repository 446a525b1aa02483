/**
 * The betco e-sports frame (docs/decisions/097-betco-esports-frame.md): with the site option
 * `esportssportsbook=betco`, `/esports/betco` frames the betco simulator (its own origin, started
 * by the e2e server in BETCO_MODE=sim). A bet placed inside the frame goes through our signed
 * wallet and the header balance follows through the hub, without a reload.
 */
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callApi, signIn } from '../helpers/accounts.ts';
import { adminToken } from '../helpers/admin.ts';
import { a11yViolations, expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser } from '../helpers/browser.ts';
import { fundedPlayer } from '../helpers/funds.ts';
import { DESKTOP, MOBILE, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';

const T = {
  tr: { title: 'E-spor', place: 'Bahis yap', placed: 'Bahis alındı' },
  en: { title: 'E-sports', place: 'Place bet', placed: 'Bet accepted' },
} as const;

const headerBalance = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Bakiye|Balance/ });

/** The operator's switch (a content option, behind the admin's step-up). */
async function setEsportsSportsbook(token: string, value: 'betco' | 'native') {
  const res = await callApi('admin/content/siteoptions/esportssportsbook', {
    method: 'PUT',
    token,
    body: { value, status: true },
  });
  expect(res.success, `esportssportsbook: ${res.status} ${res.message}`).toBe(true);
}

/** The frame's own document, once its page has exchanged the launch token. */
async function betcoFrame(page: Page, lang: 'tr' | 'en'): Promise<Frame> {
  const handle = await page.getByTitle(T[lang].title, { exact: true }).elementHandle({ timeout: 20_000 });
  const frame = (await handle!.contentFrame())!;
  await frame.getByTestId('betco-balance').waitFor({ timeout: 20_000 });
  return frame;
}

e2eDescribe('betco e-sports frame (simulator)', () => {
  let browser: Browser;
  let admin: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminToken({ stepUp: true });
    await setEsportsSportsbook(admin, 'betco');
  });
  afterAll(async () => {
    if (admin) await setEsportsSportsbook(admin, 'native');
    await browser?.close();
  });

  for (const [lang, viewport] of [
    ['en', MOBILE],
    ['tr', DESKTOP],
  ] as const) {
    it(`a bet in the frame moves the header balance without a reload (${lang}, ${viewport.width}px)`, async () => {
      const player = await fundedPlayer(100);
      const page = await newPlayerPage(browser, { lang, viewport });
      await signIn(page, player.session);
      await open(page, '/esports/betco');
      const frame = await betcoFrame(page, lang);
      expect(frame.url()).toContain('/iframe-sportsbook/');
      expect(frame.url()).not.toContain(player.session.token);
      await expect.poll(() => headerBalance(page).textContent()).toMatch(/100,00|100\.00/);
      let navigations = 0;
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame()) navigations++;
      });

      await frame.getByRole('button', { name: /CS2: NAVI – FaZe 1 1\.75/ }).click();
      await frame.locator('#stake').fill('10');
      await frame.getByRole('button', { name: T[lang].place }).click();
      await frame.getByRole('status').filter({ hasText: T[lang].placed }).waitFor();
      await expect.poll(() => headerBalance(page).textContent(), { timeout: 15_000 }).toMatch(/90,00|90\.00/);
      expect(navigations).toBe(0);
      const balance = await callApi<{ balance: number }>('user/balance', { token: player.session.token });
      expect(balance.data.balance).toBe(90);

      await shot(page, `esports-frame-${lang}-${viewport.width}`);
      await expectNoA11yViolations(page);
      expect(await a11yViolations(frame as unknown as Page)).toEqual([]);
      await page.context().close();
    });
  }
});
