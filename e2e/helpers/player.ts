import type { Browser, Page } from 'playwright-core';
import { newPage, url } from './browser.ts';

export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

type Options = {
  lang?: 'tr' | 'en';
  viewport?: { width: number; height: number };
  /** Pre-mark the campaign popup and the domain banner as seen so they don't cover the page. */
  quiet?: boolean;
  /** With quiet: false, still pre-mark the campaign popup as seen. */
  hidePopup?: boolean;
};

async function apiGet<T>(path: string): Promise<T> {
  const res = await fetch(url(`/api/${path}`));
  return ((await res.json()) as { data: T }).data;
}

export async function apiPost<T>(path: string, body: unknown, locale = 'tr'): Promise<T> {
  const res = await fetch(url(`/api/${path}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: T }).data;
}

/** A fresh visitor: own storage, chosen language and screen size. */
export async function newPlayerPage(browser: Browser, opts: Options = {}): Promise<Page> {
  const page = await newPage(browser, {
    viewport: opts.viewport ?? DESKTOP,
    locale: opts.lang === 'en' ? 'en-GB' : 'tr-TR',
    isMobile: (opts.viewport ?? DESKTOP).width < 768,
    hasTouch: (opts.viewport ?? DESKTOP).width < 768,
  });
  const seed: Record<string, string> = {};
  if (opts.lang) seed.lang = opts.lang;
  if (opts.quiet !== false || opts.hidePopup) {
    const popup = await apiGet<{ id: number } | null>('cms/popup');
    seed.seenPopups = JSON.stringify(popup ? [popup.id] : []);
  }
  if (opts.quiet !== false) seed.topNotifyRead = 'yes';
  await page.addInitScript((entries) => {
    // Only on the first document: later reloads must see what the app itself stored.
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, seed);
  return page;
}

export async function open(page: Page, path: string) {
  await page.goto(url(path), { waitUntil: 'networkidle' });
  await page.locator('main').first().waitFor();
}
