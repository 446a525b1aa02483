/**
 * Turkish coupon rules as a player meets them (docs/decisions/071-web-coupon-rules.md): four
 * Süper Lig home wins as "Sistem 2/3 + 1 banko" played twice (misli 2), placed from the slip and
 * shown in My bets, on a phone in Turkish and on a desktop in English. Matches are taken from
 * the end of the league's list: sportsbook.e2e.ts settles matches from its start.
 */
import type { SportsBet, SportsEvent, SportSummary } from '@lalebet/shared/sportsbook';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callApi, signIn } from '../helpers/accounts.ts';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser, watchPage } from '../helpers/browser.ts';
import { fundedPlayer } from '../helpers/funds.ts';
import { DESKTOP, MOBILE, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';

const T = {
  tr: {
    slip: 'Kupon',
    system: 'Sistem',
    banker: 'Banko',
    choice: 'Sistem 2/3 + 1 banko',
    perLine: 'Kombinasyon başına tutar',
    misli: 'Misli',
    place: 'Bahis Yap',
    placed: 'Bahsiniz alındı',
    accepted: 'Kabul edildi',
    misliText: '× 2 misli',
    showLegs: 'Seçimleri göster',
    legs: 'Seçimler',
  },
  en: {
    slip: 'Bet slip',
    system: 'System',
    banker: 'Banker',
    choice: 'System 2/3 + 1 banker',
    perLine: 'Stake per line',
    misli: 'Multiplier',
    place: 'Place bet',
    placed: 'Bet placed',
    accepted: 'Accepted',
    misliText: '× 2 (multiplier)',
    showLegs: 'Show selections',
    legs: 'Selections',
  },
} as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const headerBalance = (page: Page) => page.locator('header a[title]').filter({ hasText: '₺' }).first();
const mainMarket = (e: SportsEvent) =>
  e.markets.find((m) => m.id === 1 && m.status === 'active' && m.outcomes.every((o) => o.active));

async function get<R>(path: string, token?: string): Promise<R> {
  const res = await callApi<R>(path, token ? { token } : {});
  if (!res.success) throw new Error(`${path}: ${res.status} ${res.message}`);
  return res.data;
}

/** Süper Lig's id and its pre-match matches with an open 1X2, last first. */
async function superLig() {
  const soccer = (await get<SportSummary[]>('sportsbook/sports')).find((s) => s.sport === 'soccer')!;
  const lig = soccer.tournaments.find((t) => t.name === 'Süper Lig')!;
  const page = await get<{ items: SportsEvent[] }>(
    `sportsbook/events?sport=soccer&tournament=${encodeURIComponent(lig.id)}&live=false&take=50`,
  );
  // One match per pairing: the simulator's league may play the same pair twice, and the slip
  // names a selection by its match.
  const pairs = new Set<string>();
  const events = page.items
    .filter((e) => e.status === 'not_started' && mainMarket(e))
    .reverse()
    .filter((e) => !pairs.has(`${e.home} - ${e.away}`) && pairs.add(`${e.home} - ${e.away}`));
  return { tournament: lig.id, events };
}

e2eDescribe('coupon rules', () => {
  let browser: Browser;
  let lig: Awaited<ReturnType<typeof superLig>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    lig = await superLig();
    expect(lig.events.length).toBeGreaterThanOrEqual(8);
  });
  afterAll(() => browser?.close());

  for (const [lang, viewport, name, from] of [
    ['tr', MOBILE, 'mobile', 0],
    ['en', DESKTOP, 'desktop', 4],
  ] as const) {
    it(`${name} (${lang}): a system with a banker, misli 2, placed and shown in My bets`, async () => {
      const t = T[lang];
      const player = await fundedPlayer(200);
      const events = lig.events.slice(from, from + 4);
      const page = await newPlayerPage(browser, { viewport, lang });
      await signIn(page, player.session);
      const problems = await watchPage(page);
      await open(page, `/spor?sport=soccer&tournament=${encodeURIComponent(lig.tournament)}`);
      for (const e of events) {
        // The row by its link: the simulator's league may play the same pair twice.
        const row = page
          .locator('main li')
          .filter({ has: page.locator(`a[href="/spor/mac/${encodeURIComponent(e.id)}"]`) });
        const outcome = escape(mainMarket(e)!.outcomes[0]!.name);
        const label = new RegExp(`^${escape(`${e.home} - ${e.away}`)} .* ${outcome} [\\d,./+-]+$`);
        const button = row.getByRole('button', { name: label });
        await button.waitFor({ timeout: 20_000 });
        await button.click();
        await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
      }
      let slip = page.getByRole('complementary', { name: t.slip });
      if (viewport === MOBILE) {
        await page
          .getByRole('button', { name: t.slip })
          .filter({ has: page.getByRole('img') })
          .click();
        slip = page.getByRole('dialog', { name: t.slip });
      }
      await slip.getByRole('tab', { name: t.system }).click();
      const first = events[0]!;
      await slip
        .getByRole('button', {
          name: new RegExp(`^${t.banker}: ${escape(`${first.home} - ${first.away}`)}, `),
        })
        .click();
      await expect.poll(() => slip.getByRole('radio', { name: t.choice }).isChecked()).toBe(true);
      await slip.getByLabel(t.perLine, { exact: true }).fill('5');
      await slip.getByLabel(t.misli, { exact: true }).selectOption('2');
      // 5 per line x 3 lines x misli 2
      await expect.poll(() => slip.getByTestId('slip-total-stake').textContent()).toBe('₺30,00');
      // Back to the top: axe counts a list control scrolled under the sticky header as too small.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoA11yViolations(page);
      await shot(page, `coupon-rules-slip-${lang}-${name}`, { fullPage: false });
      await slip.getByRole('button', { name: t.place, exact: true }).click();
      const confirmation = slip.getByRole('region', { name: t.placed });
      await confirmation.getByText(t.accepted).waitFor({ timeout: 20_000 });
      await expect.poll(() => headerBalance(page).textContent(), { timeout: 20_000 }).toContain('₺170,00');

      const [bet] = (await get<{ items: SportsBet[] }>('sportsbook/bets?status=open', player.session.token))
        .items;
      expect(bet).toMatchObject({ kind: 'system', system: { sizes: [2] }, misli: 2, stake: 30 });
      expect(bet!.legs.filter((l) => l.banker).map((l) => l.eventId)).toEqual([first.id]);

      await open(page, '/dashboard/my-bets');
      const card = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: t.choice });
      await card.getByText(t.misliText).waitFor({ timeout: 15_000 });
      await card.getByRole('button', { name: new RegExp(t.showLegs) }).click();
      const legs = card.getByRole('list', { name: t.legs }).getByRole('listitem');
      await expect.poll(() => legs.count()).toBe(4);
      await expect.poll(() => card.getByTitle(t.banker, { exact: true }).count()).toBe(1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoA11yViolations(page);
      await shot(page, `coupon-rules-my-bets-${lang}-${name}`, { fullPage: false });
      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
      await page.context().close();
    });
  }
});
