/**
 * The bet builder as a player meets it (docs/decisions/073-web-bet-builder.md): on a pre-match
 * match page, the "Bahis Oluşturucu" view, two or three picks priced together, the stake and
 * Place bet; the bet then in My bets as a bet builder. A phone in Turkish, a desktop in English.
 * The picks are chosen through the API first (a set the pricing service combines), so the
 * journey has a known price to place at.
 */
import type { BuilderMarkets } from '@lalebet/shared/sportsbook-builder';
import type { SportsBet, SportsEvent } from '@lalebet/shared/sportsbook';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Player, callApi, signIn } from '../helpers/accounts.ts';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser, watchPage } from '../helpers/browser.ts';
import { fundedPlayer } from '../helpers/funds.ts';
import { DESKTOP, MOBILE, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';

const T = {
  tr: {
    tab: 'Bahis Oluşturucu',
    stake: 'Bahis tutarı',
    place: 'Bahis Yap',
    placed: 'Bahsiniz alındı',
    showLegs: 'Seçimleri göster',
    jump: /Kupona git$/,
  },
  en: {
    tab: 'Bet Builder',
    stake: 'Stake',
    place: 'Place bet',
    placed: 'Bet placed',
    showLegs: 'Show selections',
    jump: /Go to the coupon$/,
  },
} as const;

type Pick = {
  marketId: number;
  specifiers: string;
  outcomeId: string;
  marketName: string;
  outcomeName: string;
};

async function call<R>(path: string, opts: Parameters<typeof callApi>[1] = {}) {
  return callApi<R>(path, opts);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pre-match soccer match not used yet whose builder answers, and 2 or 3 picks on different
 * lines that it prices (not a conflict).
 */
async function builderMatch(
  used: string[],
  size: number,
  locale: 'tr' | 'en',
): Promise<{ event: SportsEvent; picks: Pick[] }> {
  const list = await call<{ items: SportsEvent[] }>('sportsbook/events?sport=soccer&live=false&take=50');
  // Latest kick-off first: when a live match ends (another journey finishes one) the simulator
  // takes the soonest scheduled match live at once, and a live match has no builder tab.
  const candidates = list.data.items.filter((e) => e.status === 'not_started' && !used.includes(e.id));
  for (const event of candidates.reverse()) {
    // Market and outcome names in the page's language, to find their buttons by name.
    const res = await call<BuilderMarkets>(`sportsbook/events/${encodeURIComponent(event.id)}/builder`, {
      locale,
    });
    if (!res.success) continue;
    const lines = res.data.markets.filter((m) => m.status === 'active' && m.outcomes.some((o) => o.active));
    // Try the first outcome of successive lines until the service prices the set.
    for (let start = 0; start + size <= lines.length; start++) {
      const picks = lines.slice(start, start + size).map((m) => {
        const o = m.outcomes.find((x) => x.active)!;
        return {
          marketId: m.id,
          specifiers: m.specifiers,
          outcomeId: o.id,
          marketName: m.name,
          outcomeName: o.name,
        };
      });
      const price = await call<{ odds: number }>('sportsbook/builder/price', {
        body: {
          eventId: event.id,
          selections: picks.map(({ marketId, specifiers, outcomeId }) => ({
            marketId,
            specifiers,
            outcomeId,
          })),
        },
      });
      if (price.success) {
        used.push(event.id);
        return { event, picks };
      }
    }
  }
  throw new Error('no pre-match match with a bet builder that prices a set of picks');
}

/**
 * axe's target-size counts a button scrolled under the sticky header as overlapping the header's
 * own: the page is checked from its top, as it opened.
 */
async function axeFromTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoA11yViolations(page);
}

async function openBets(player: Player) {
  const res = await call<{ items: SportsBet[] }>('sportsbook/bets?status=open', {
    token: player.session.token,
  });
  return res.data.items;
}

e2eDescribe('bet builder', () => {
  let browser: Browser;
  const used: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const [lang, viewport, name, size] of [
    ['tr', MOBILE, 'mobile', 2],
    ['en', DESKTOP, 'desktop', 3],
  ] as const) {
    it(`${name} (${lang}): ${size} picks of one match placed as a bet builder, then in My bets`, async () => {
      const t = T[lang];
      const player = await fundedPlayer(500);
      const { event, picks } = await builderMatch(used, size, lang);
      const page = await newPlayerPage(browser, { viewport, lang });
      await signIn(page, player.session);
      const problems = await watchPage(page);
      await open(page, `/spor/mac/${encodeURIComponent(event.id)}`);

      await page.getByRole('tab', { name: t.tab }).click();
      const panel = page.getByRole('region', { name: t.tab });
      for (const p of picks) {
        const name = new RegExp(`^${escape(`${p.marketName} ${p.outcomeName}`)} [\\d,./+-]+$`);
        const button = page.getByRole('button', { name }).first();
        await button.click();
        await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
      }
      // A phone has the coupon below the markets: the bar under the header jumps there.
      if (viewport === MOBILE) await page.getByRole('button', { name: t.jump }).click();
      const odds = panel.getByTestId('builder-odds');
      await expect.poll(() => odds.getAttribute('aria-busy'), { timeout: 10_000 }).toBe('false');
      await expect.poll(() => odds.textContent()).toMatch(/\d/);
      await panel.getByLabel(t.stake, { exact: true }).fill('10');
      await shot(page, `bet-builder-${lang}-${name}`, { fullPage: false });
      await axeFromTop(page);

      await panel.getByRole('button', { name: t.place, exact: true }).click();
      await panel.getByRole('region', { name: t.placed }).waitFor({ timeout: 20_000 });
      const [bet] = await openBets(player);
      expect(bet).toMatchObject({ kind: 'builder', stake: 10 });
      expect(bet!.legs).toHaveLength(size);
      expect(bet!.legs.every((l) => l.eventId === event.id)).toBe(true);

      await open(page, '/dashboard/my-bets');
      await page.getByText(t.tab, { exact: true }).first().waitFor({ timeout: 10_000 });
      await page
        .getByRole('button', { name: new RegExp(`^${t.showLegs}`) })
        .first()
        .click();
      for (const p of picks) await page.getByText(p.outcomeName, { exact: true }).first().waitFor();
      await shot(page, `bet-builder-my-bets-${lang}-${name}`, { fullPage: false });
      await axeFromTop(page);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
      await page.context().close();
    });
  }
});
