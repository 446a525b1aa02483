import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Player, registerPlayer, signIn } from '../helpers/accounts.ts';
import { adminToken, sendNotification } from '../helpers/admin.ts';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser, watchPage } from '../helpers/browser.ts';
import { DESKTOP, MOBILE, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';

type Lang = 'tr' | 'en';
type Viewport = { width: number; height: number };

const T = {
  tr: {
    bell: /^Bildirimler(, \d+ okunmamış)?$/,
    title: 'Bildirimler',
    unread: 'Okunmadı',
    back: 'Bildirimlere dön',
  },
  en: {
    bell: /^Notifications(, \d+ unread)?$/,
    title: 'Notifications',
    unread: 'Unread',
    back: 'Back to notifications',
  },
} as const;

let serial = 0;
/** A System notification from the operator, in both languages; returns its Turkish and English titles. */
async function notify(token: string, player: Player, title = 'Hafta sonu bonusu') {
  serial += 1;
  const text = {
    title: { tr: `${title} #${serial}`, en: `Weekend bonus #${serial}` },
    note: {
      tr: 'Cuma ile pazar arasında yaptığınız yatırımlara %25 bonus hesabınıza tanımlandı. İyi eğlenceler!',
      en: 'A 25% bonus on your deposits from Friday to Sunday has been added to your account. Have fun!',
    },
  };
  expect(await sendNotification(token, player.username, text.title, text.note)).toBe(1);
  return text.title;
}

async function playerPage(browser: Browser, player: Player, viewport: Viewport = DESKTOP, lang: Lang = 'tr') {
  const page = await newPlayerPage(browser, { viewport, lang });
  await signIn(page, player.session);
  return page;
}

const bellRoot = (page: Page) => page.locator('header [data-hub]');
const bell = (page: Page, lang: Lang = 'tr') =>
  page.locator('header').getByRole('button', { name: T[lang].bell });
const badge = (page: Page) => bellRoot(page).locator('[data-badge]');
/** The hub is connected once the bell says so (data-hub mirrors the connection store). */
const hubConnected = (page: Page) =>
  page.locator('header [data-hub="connected"]').waitFor({ timeout: 20_000 });
const panel = (page: Page, lang: Lang = 'tr') => page.getByRole('dialog', { name: T[lang].title });
/** Resolves once the element's own and its children's animations and transitions have finished. */
const settled = (target: Locator) =>
  target.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
const toastsGone = (page: Page) =>
  page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast]').length === 0, null, {
    timeout: 15_000,
  });

e2eDescribe('notifications', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken();
  });
  afterAll(() => browser?.close());

  it('shows an operator-sent notification in the bell and panel without a reload; opening it reads it', async () => {
    const player = await registerPlayer();
    const page = await playerPage(browser, player);
    const problems = await watchPage(page);
    await open(page, '/');
    await hubConnected(page);
    expect(await badge(page).count()).toBe(0);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    const title = await notify(token, player);
    await badge(page).filter({ hasText: /^1$/ }).waitFor();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: title.tr });
    await toast.waitFor();
    await settled(toast);
    await shot(page, 'notifications-arrived-tr-desktop', { fullPage: false });
    expect(await bell(page).getAttribute('aria-label')).toBe('Bildirimler, 1 okunmamış');

    await bell(page).click();
    const item = panel(page).getByRole('button', { name: new RegExp(title.tr) });
    await item.waitFor();
    expect(await item.textContent()).toContain(T.tr.unread);
    expect(await item.locator('time').textContent()).toMatch(
      /^\d{1,2}\.[A-ZÇŞÖÜİ][a-zçğıöşü]{2}\.\d{2} \d{2}:\d{2}$/,
    );

    const read = page.waitForResponse((r) => r.url().endsWith('/api/customer/readnotification'));
    await item.click();
    await panel(page).getByRole('heading', { name: title.tr }).waitFor();
    expect((await read).status()).toBe(200);
    await panel(page).getByRole('button', { name: T.tr.back }).click();
    await expect.poll(() => item.textContent()).not.toContain(T.tr.unread);
    expect(await badge(page).count()).toBe(0);
    expect(await bell(page).getAttribute('aria-label')).toBe('Bildirimler');

    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  it("counts exactly below 9 and shows '9+' from 9, in the bell and the dashboard menu", async () => {
    const player = await registerPlayer();
    for (let i = 0; i < 8; i++) await notify(token, player);
    const page = await playerPage(browser, player, MOBILE);
    await open(page, '/');
    await hubConnected(page);
    await badge(page).filter({ hasText: /^8$/ }).waitFor();

    await notify(token, player);
    await notify(token, player);
    await badge(page).filter({ hasText: /^9\+$/ }).waitFor();
    expect(await bell(page).getAttribute('aria-label')).toBe('Bildirimler, 10 okunmamış');
    await toastsGone(page);
    await shot(page, 'notifications-badge-9plus-tr-mobile', { fullPage: false });

    await page.locator('header').getByRole('button', { name: 'Hesabım' }).click();
    const menuItem = page.locator('#profile-sidebar').getByRole('button', { name: /Bildirimler/ });
    expect(await menuItem.locator('[data-badge]').textContent()).toBe(', 9+');
    await settled(page.locator('#profile-sidebar'));
    await shot(page, 'notifications-menu-9plus-tr-mobile', { fullPage: false });
    await menuItem.click();
    await panel(page).waitFor();
    expect(await panel(page).locator('[data-notification-id]').count()).toBe(10);
  });

  for (const lang of ['tr', 'en'] as const) {
    it(
      `passes axe with the panel open at 390x844 and 1440x900 in ${lang}`,
      { timeout: 120_000 },
      async () => {
        const player = await registerPlayer();
        for (let i = 0; i < 3; i++) await notify(token, player, 'Para yatırma onaylandı');
        const first = await notify(token, player);
        for (const [viewport, size] of [
          [DESKTOP, 'desktop'],
          [MOBILE, 'mobile'],
        ] as const) {
          const page = await playerPage(browser, player, viewport, lang);
          await open(page, '/');
          await hubConnected(page);
          await bell(page, lang).click();
          await panel(page, lang).locator('[data-notification-id]').first().waitFor();
          // Measured once its opening animation has finished.
          await panel(page, lang).evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
          const box = await panel(page, lang).boundingBox();
          if (size === 'desktop') {
            expect(box?.width).toBe(386);
            // 900 px high: the dropdown takes the full height below the header.
            expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 20);
          } else {
            expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
          }
          await expectNoA11yViolations(page);
          await shot(page, `notifications-list-${lang}-${size}`, { fullPage: false });

          await panel(page, lang)
            .getByRole('button', { name: new RegExp(lang === 'tr' ? first.tr : first.en) })
            .click();
          await panel(page, lang).getByRole('button', { name: T[lang].back }).waitFor();
          await toastsGone(page);
          await expectNoA11yViolations(page);
          await shot(page, `notifications-detail-${lang}-${size}`, { fullPage: false });
          await page.context().close();
        }
      },
    );
  }

  it("shows the product's empty text to a player with no notifications", async () => {
    const player = await registerPlayer();
    const page = await playerPage(browser, player, DESKTOP, 'en');
    await open(page, '/');
    await bell(page, 'en').click();
    await panel(page, 'en').getByText('When you have a new notification, you will see it here.').waitFor();
    await shot(page, 'notifications-empty-en-desktop', { fullPage: false });
  });
});
