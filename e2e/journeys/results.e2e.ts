/**
 * The results page as a player meets it (docs/decisions/064-sportsbook-results.md): a match the
 * simulator finishes shows under today with its final score, on a phone in Turkish and on a
 * desktop in English, reached from the sports menu's link.
 */
import type { SportsEvent } from '@lalebet/shared/sportsbook';
import type { ResultsPage } from '@lalebet/shared/sportsbook-results';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callApi } from '../helpers/accounts.ts';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser, url, watchPage } from '../helpers/browser.ts';
import { DESKTOP, MOBILE, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';

const T = {
  tr: { link: 'Maç sonuçları', title: 'Sonuçlar' },
  en: { link: 'Results', title: 'Results' },
} as const;

async function call<R>(path: string): Promise<R> {
  const res = await callApi<R>(path);
  if (!res.success) throw new Error(`${path}: ${res.status} ${res.message}`);
  return res.data;
}

async function sim(path: string) {
  const res = await fetch(url(`/sim/feed/${path}`), { method: 'POST' });
  expect(res.ok, `sim ${path}`).toBe(true);
}

/** An upcoming soccer match, started now and finished through the simulator's control API. */
async function finishedMatch(used: string[]) {
  const upcoming = await call<{ items: SportsEvent[] }>('sportsbook/events?sport=soccer&live=false&take=50');
  const event = upcoming.items.find((e) => e.status === 'not_started' && !used.includes(e.id))!;
  used.push(event.id);
  await sim(`events/${encodeURIComponent(event.id)}/golive`);
  await sim(`events/${encodeURIComponent(event.id)}/finish`);
  const listed = async () =>
    (await call<ResultsPage>('sportsbook/results?sport=soccer&take=100')).items.find(
      (r) => r.id === event.id,
    );
  await expect.poll(listed, { timeout: 20_000 }).toBeTruthy();
  return (await listed())!;
}

e2eDescribe('results', () => {
  let browser: Browser;
  const used: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const [lang, viewport, name] of [
    ['tr', MOBILE, 'mobile'],
    ['en', DESKTOP, 'desktop'],
  ] as const) {
    it(`${name} (${lang}): a finished match shows under today with its final score`, async () => {
      const t = T[lang];
      const result = await finishedMatch(used);
      expect(result.score).not.toBeNull();
      const page = await newPlayerPage(browser, { viewport, lang });
      const problems = await watchPage(page);
      await open(page, '/spor');
      await page.getByRole('link', { name: t.link, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/sonuclar');
      const row = page
        .getByRole('listitem')
        .filter({ hasText: result.home })
        .filter({ hasText: result.away });
      await row.first().waitFor({ timeout: 15_000 });
      await expect
        .poll(() => row.first().innerText())
        .toMatch(new RegExp(`${result.score!.home}\\s*[-–:]?\\s*${result.score!.away}`));
      await expectNoA11yViolations(page);
      await shot(page, `results-${lang}-${name}`);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
      await page.context().close();
    });
  }
});
