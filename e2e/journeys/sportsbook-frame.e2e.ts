/**
 * The framed books (docs/decisions/091-betsy-sportsbook-bridge.md,
 * docs/decisions/097-betco-esports-frame.md): with the site option `fcgsportsbook=betsy`,
 * `/spor/fcg` frames the Betsy simulator; with `esportssportsbook=betco`, `/esports/betco` frames
 * the betco simulator (each on its own origin, started by the e2e server in `sim` mode). A bet
 * placed inside the frame goes through our signed wallet and the header balance follows through
 * the hub, without a reload.
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

type Lang = 'tr' | 'en';

const T = {
  tr: { place: 'Bahis yap', placed: 'Bahis alındı' },
  en: { place: 'Place bet', placed: 'Bet accepted' },
} as const;

/** Each book: its switch, its route, the frame's title, a pick, and which language runs at which size. */
const BOOKS = [
  {
    name: 'betsy',
    option: 'fcgsportsbook',
    path: '/spor/fcg',
    title: { tr: 'Spor bahisleri', en: 'Sportsbook' },
    pick: /Galatasaray – Fenerbahçe 1 2\.10/,
    frameUrl: null,
    shot: 'sportsbook-frame',
    runs: [
      ['tr', MOBILE],
      ['en', DESKTOP],
    ],
  },
  {
    name: 'betco',
    option: 'esportssportsbook',
    path: '/esports/betco',
    title: { tr: 'E-spor', en: 'E-sports' },
    pick: /CS2: NAVI – FaZe 1 1\.75/,
    frameUrl: '/iframe-sportsbook/',
    shot: 'esports-frame',
    runs: [
      ['en', MOBILE],
      ['tr', DESKTOP],
    ],
  },
] as const;
type Book = (typeof BOOKS)[number];

const headerBalance = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Bakiye|Balance/ });

/** The operator's switch (a content option, behind the admin's step-up). */
async function setBook(token: string, book: Book, value: Book['name'] | 'native') {
  const res = await callApi(`admin/content/siteoptions/${book.option}`, {
    method: 'PUT',
    token,
    body: { value, status: true },
  });
  expect(res.success, `${book.option}: ${res.status} ${res.message}`).toBe(true);
}

/** The frame's own document, once its page has exchanged the launch token. */
async function bookFrame(page: Page, book: Book, lang: Lang): Promise<Frame> {
  const handle = await page.getByTitle(book.title[lang], { exact: true }).elementHandle({ timeout: 20_000 });
  const frame = (await handle!.contentFrame())!;
  await frame.getByTestId(`${book.name}-balance`).waitFor({ timeout: 20_000 });
  return frame;
}

for (const book of BOOKS) {
  e2eDescribe(`framed book: ${book.name} (simulator)`, () => {
    let browser: Browser;
    let admin: string;
    beforeAll(async () => {
      browser = await launchBrowser();
      admin = await adminToken({ stepUp: true });
      await setBook(admin, book, book.name);
    });
    afterAll(async () => {
      if (admin) await setBook(admin, book, 'native');
      await browser?.close();
    });

    for (const [lang, viewport] of book.runs) {
      it(`a bet in the frame moves the header balance without a reload (${lang}, ${viewport.width}px)`, async () => {
        const player = await fundedPlayer(100);
        const page = await newPlayerPage(browser, { lang, viewport });
        await signIn(page, player.session);
        await open(page, book.path);
        const frame = await bookFrame(page, book, lang);
        if (book.frameUrl) expect(frame.url()).toContain(book.frameUrl);
        expect(frame.url()).not.toContain(player.session.token);
        await expect.poll(() => headerBalance(page).textContent()).toMatch(/100,00|100\.00/);
        let navigations = 0;
        page.on('framenavigated', (f) => {
          if (f === page.mainFrame()) navigations++;
        });

        await frame.getByRole('button', { name: book.pick }).click();
        await frame.locator('#stake').fill('10');
        await frame.getByRole('button', { name: T[lang].place }).click();
        await frame.getByRole('status').filter({ hasText: T[lang].placed }).waitFor();
        await expect
          .poll(() => headerBalance(page).textContent(), { timeout: 15_000 })
          .toMatch(/90,00|90\.00/);
        expect(navigations).toBe(0);
        const balance = await callApi<{ balance: number }>('user/balance', { token: player.session.token });
        expect(balance.data.balance).toBe(90);

        await shot(page, `${book.shot}-${lang}-${viewport.width}`);
        await expectNoA11yViolations(page);
        expect(await a11yViolations(frame as unknown as Page)).toEqual([]);
        await page.context().close();
      });
    }
  });
}
