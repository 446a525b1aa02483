import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser } from '../helpers/browser.ts';
import { DESKTOP, MOBILE, apiPost, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';

type Slide = { title: string; images: { url: string }[] };

e2eDescribe('content from the API', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the home carousel slides the API serves, in order', async () => {
    const slides = await apiPost<Slide[]>('cms/sliderlist', { slug: 'home' }, 'tr');
    expect(slides.length).toBeGreaterThan(1);
    const page = await newPlayerPage(browser);
    await open(page, '/');
    const first = page.locator(`img[alt="${slides[0]!.title}"]`).first();
    await first.waitFor({ state: 'attached' });
    expect(await first.getAttribute('src')).toBe(slides[0]!.images[0]!.url);
    for (const slide of slides) {
      expect(await page.locator(`img[alt="${slide.title}"]`).count(), slide.title).toBeGreaterThan(0);
    }
  });

  it("keeps the carousel's controls off the slide's art on a 390-px phone, and on it at 1440 px", async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const size = viewport === MOBILE ? 'mobile' : 'desktop';
      const page = await newPlayerPage(browser, { viewport });
      for (const route of ['/', '/casino/live']) {
        await open(page, route);
        const carousel = page.getByRole('region', { name: 'Öne çıkan kampanyalar' });
        const pill = carousel.getByRole('button', { name: '1. slayta git' });
        await pill.waitFor();
        const slide = await carousel.locator('.swiper').boundingBox();
        const controls = await carousel
          .locator('button:visible')
          .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().toJSON() as DOMRect));
        expect(slide && controls.length, route).toBeTruthy();
        for (const box of controls) {
          const below = box.top >= slide!.y + slide!.height - 0.5;
          // Phones: every control sits in the band under the art (the slide's button is in the art).
          if (viewport === MOBILE) expect(below, `${route} ${JSON.stringify(box)}`).toBe(true);
          else expect(below, route).toBe(false);
        }
        await shot(page, `carousel-${route === '/' ? 'home' : 'casino-live'}-tr-${size}`, {
          fullPage: false,
        });
      }
      await page.close();
    }
  });

  it('shows a content page with its sanitized body and the static page menu', async () => {
    const page = await newPlayerPage(browser);
    await open(page, '/pages/1');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect((await heading.textContent())?.length).toBeGreaterThan(3);
    expect(await page.locator('main p').count()).toBeGreaterThan(1);
    expect(await page.locator('main script').count()).toBe(0);
    await expectNoA11yViolations(page);
    await shot(page, 'page-1-tr-desktop');
  });

  it('shows a friendly 404 for an unknown page', async () => {
    const page = await newPlayerPage(browser, { lang: 'en' });
    await open(page, '/pages/9999');
    await page.getByRole('link', { name: /home/i }).first().waitFor();
  });

  it('has docs/product.md footer quick links, content links and social links', async () => {
    const page = await newPlayerPage(browser);
    await open(page, '/');
    const footer = page.locator('footer').first();
    const hrefs = await footer.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    for (const quick of [
      '/spor',
      '/livespor',
      '/esports',
      '/casino/slot',
      '/casino/live',
      '/casino/tvbets',
      '/casino/games',
    ]) {
      expect(hrefs, quick).toContain(quick);
    }
    expect(hrefs).toContain('/pages/1');
    expect(hrefs.filter((h) => /^\/pages\/\d+$/.test(h)).length).toBeGreaterThan(3);
    expect(hrefs.some((h) => h.includes('t.me') || h.includes('telegram'))).toBe(true);
    expect(await footer.textContent()).toContain(String(new Date().getFullYear()));
    expect(await footer.textContent()).toMatch(/18/);
    // A footer page link navigates in-app to its page.
    const link = footer.locator('a[href^="/pages/"]').nth(1);
    const target = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((u) => u.pathname === target);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot(page, 'footer-page-desktop');
  });

  it('renders every section route of docs/product.md on mobile and desktop without errors', async () => {
    const routes = [
      '/spor',
      '/livespor',
      '/spor/fcg',
      '/livespor/fcg',
      '/esports',
      '/esports/betco',
      '/casino/slot',
      '/casino/live',
      '/casino/games',
      '/casino/bingo',
      '/casino/tvbets',
      '/promotions',
      '/sizi-arayalim',
    ];
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await newPlayerPage(browser, { viewport });
      for (const route of routes) {
        await open(page, route);
        expect(page.url()).toContain(route);
        expect(await page.locator('main').first().textContent(), route).not.toBe('');
      }
      await expectNoA11yViolations(page);
    }
    // 26 page loads, six of them sportsbook lists that fetch their matches first.
  }, 180_000);
});
