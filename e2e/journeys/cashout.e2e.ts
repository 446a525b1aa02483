/**
 * Cash-out as a player meets it (docs/decisions/066-cash-out-pricing-and-locking.md): a live
 * multiple of two matches, cashed out in part and then in full from My bets, on a phone in
 * Turkish and on a desktop in English. The slip itself is sportsbook.e2e.ts's journey: here the
 * bet is placed through the API, and the matches' clock is held still so no dangerous moment
 * suspends them.
 */
import { randomUUID } from 'node:crypto';
import type { SportsBet, SportsEvent } from '@lalebet/shared/sportsbook';
import type { CashoutResult } from '@lalebet/shared/sportsbook-cashout';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Player, callApi, signIn } from '../helpers/accounts.ts';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser, url, watchPage } from '../helpers/browser.ts';
import { fundedPlayer } from '../helpers/funds.ts';
import { DESKTOP, MOBILE, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';

const T = {
  tr: {
    button: /^Bozdur: Kombine, /,
    dialog: 'Kupon bozdur',
    partial: 'Bir kısmını bozdur',
    amount: 'Bozdurulacak tutar',
    confirmPart: '₺5,00 bozdur',
    confirmAll: /^₺[\d.,]+ bozdur$/,
    donePart: 'Açık kalan bahis:',
    doneAll: 'Kupon bozduruldu:',
    settled: 'Sonuçlanan',
    cashedOut: 'Bozduruldu',
  },
  en: {
    button: /^Cash out: Multiple, /,
    dialog: 'Cash out bet',
    partial: 'Cash out part',
    amount: 'Amount to cash out',
    confirmPart: 'Cash out ₺5,00',
    confirmAll: /^Cash out ₺[\d.,]+$/,
    donePart: 'Stake still open:',
    doneAll: 'Bet cashed out:',
    settled: 'Settled',
    cashedOut: 'Cashed out',
  },
} as const;

/** Lira as the site shows it in both languages: ₺1.234,50. */
const lira = (n: number) =>
  `₺${n.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const headerBalance = (page: Page) => page.locator('header a[title]').filter({ hasText: '₺' }).first();

async function call<R>(path: string, opts: Parameters<typeof callApi>[1] = {}): Promise<R> {
  const res = await callApi<R>(path, opts);
  if (!res.success) throw new Error(`${path}: ${res.status} ${res.message}`);
  return res.data;
}

async function sim(path: string, body?: unknown) {
  const res = await fetch(url(`/sim/feed/${path}`), {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `sim ${path}`).toBe(true);
}

const matchResult = (e: SportsEvent) =>
  e.markets.find((m) => m.id === 1 && m.status === 'active' && m.outcomes.every((o) => o.active));

const soccer = async (live: boolean) =>
  (await call<{ items: SportsEvent[] }>(`sportsbook/events?sport=soccer&live=${live}&take=50`)).items;

/**
 * `n` live soccer matches with an open 1X2, made live through the simulator, all at once, when
 * too few are. A plain loop, not expect.poll: it runs in beforeAll, outside any test.
 */
async function liveMatches(n: number): Promise<SportsEvent[]> {
  const find = async () => (await soccer(true)).filter((e) => e.live && matchResult(e));
  const missing = n - (await find()).length;
  if (missing > 0) {
    const next = (await soccer(false)).filter((e) => e.status === 'not_started' && matchResult(e));
    await Promise.all(next.slice(0, missing).map((e) => sim(`events/${encodeURIComponent(e.id)}/golive`)));
  }
  for (const deadline = Date.now() + 20_000; ;) {
    const found = await find();
    if (found.length >= n) return found.slice(0, n);
    if (Date.now() > deadline) throw new Error(`${found.length} of ${n} live matches have an open 1X2`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A live multiple of 20 on the two home wins: pending until its bet delay has passed. */
async function liveMultiple(player: Player, events: SportsEvent[]) {
  const token = player.session.token;
  await Promise.all(events.map((e) => sim(`events/${encodeURIComponent(e.id)}/resume`)));
  const placed = await call<SportsBet>('sportsbook/bets', {
    token,
    body: {
      requestId: randomUUID(),
      kind: 'multiple',
      stake: 20,
      oddsChange: 'any',
      selections: events.map((event) => {
        const market = matchResult(event)!;
        const outcome = market.outcomes[0]!;
        return {
          eventId: event.id,
          marketId: 1,
          specifiers: market.specifiers,
          outcomeId: outcome.id,
          odds: outcome.odds,
        };
      }),
    },
  });
  expect(placed).toMatchObject({ kind: 'multiple', status: 'pending' });
  expect(placed.legs).toHaveLength(2);
  return placed;
}

/** A window screenshot once the toasts and the dialog have finished sliding in or out. */
async function still(page: Page, name: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await shot(page, name, { fullPage: false });
}

/** Opens the cash-out dialog of the (only) open multiple and waits for its live offer. */
async function openDialog(page: Page, t: (typeof T)['tr' | 'en']) {
  await page.getByRole('button', { name: t.button }).click();
  const dialog = page.getByRole('dialog', { name: t.dialog });
  await dialog.getByRole('timer').waitFor({ timeout: 10_000 });
  return dialog;
}

/**
 * Clicks `button` and returns the server's answer to the cash-out. An offer that expired or moved
 * meanwhile (the machine is slow, the quote lives 5 s) is refused and replaced in the dialog;
 * the player confirms again, as here.
 */
async function confirm(page: Page, button: Locator): Promise<CashoutResult> {
  for (let attempt = 1; ; attempt++) {
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/sportsbook\/bets\/[^/]+\/cashout$/.test(r.url()),
    );
    await button.click();
    const res = await answer;
    const body = (await res.json()) as { data: CashoutResult; code?: string };
    if (res.ok()) return body.data;
    expect(body.code).toMatch(/^CASHOUT_(QUOTE_EXPIRED|PRICE_CHANGED)$/);
    expect(attempt, 'cash-out refused three times').toBeLessThan(3);
  }
}

async function balanceIs(page: Page, player: Player, amount: number) {
  const token = player.session.token;
  await expect
    .poll(async () => (await call<{ balance: number }>('user/balance', { token })).balance)
    .toBeCloseTo(amount, 2);
  await expect.poll(() => headerBalance(page).textContent(), { timeout: 10_000 }).toContain(lira(amount));
}

e2eDescribe('cash-out', () => {
  let browser: Browser;
  // Four matches live at once: one multiple of two for each test.
  let matches: SportsEvent[] = [];
  beforeAll(async () => {
    // The matches' clock stands still: no dangerous moment suspends their markets meanwhile.
    await sim('clock', { speed: 0.001 });
    [browser, matches] = await Promise.all([launchBrowser(), liveMatches(4)]);
  });
  afterAll(async () => {
    await sim('clock', { speed: 10 });
    await browser?.close();
  });

  for (const [i, lang, viewport, name] of [
    [0, 'tr', MOBILE, 'mobile'],
    [1, 'en', DESKTOP, 'desktop'],
  ] as const) {
    it(`${name} (${lang}): a live multiple cashed out in part, then in full`, async () => {
      const t = T[lang];
      const [player, page] = await Promise.all([
        fundedPlayer(500),
        newPlayerPage(browser, { viewport, lang }),
      ]);
      await signIn(page, player.session);
      const problems = await watchPage(page);
      const bet = await liveMultiple(player, matches.slice(2 * i, 2 * i + 2));
      // My bets opens during the bet delay: cash-out waits until the hub says the bet is accepted.
      await open(page, '/dashboard/my-bets');
      const button = page.getByRole('button', { name: t.button });
      await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);
      await balanceIs(page, player, 480);

      let dialog = await openDialog(page, t);
      await expectNoA11yViolations(page);
      await dialog.getByText(t.partial, { exact: true }).click();
      await dialog.getByLabel(t.amount, { exact: true }).fill('5');
      await still(page, `cashout-multiple-dialog-${lang}-${name}`);
      const part = await confirm(page, dialog.getByRole('button', { name: t.confirmPart, exact: true }));
      expect(part).toMatchObject({ full: false, amount: 5 });
      expect(part.remainingStake).toBeGreaterThan(0);
      expect(part.remainingStake).toBeLessThan(20);
      await page.getByText(`${t.donePart} ${lira(part.remainingStake)}`).waitFor({ timeout: 10_000 });
      await expect.poll(() => dialog.count()).toBe(0);
      await still(page, `cashout-multiple-partial-${lang}-${name}`);
      await balanceIs(page, player, 485);

      dialog = await openDialog(page, t);
      const all = await confirm(page, dialog.getByRole('button', { name: t.confirmAll }));
      expect(all.full).toBe(true);
      expect(all.remainingStake).toBe(0);
      await page.getByText(`${t.doneAll} ${lira(all.amount)}`).waitFor({ timeout: 10_000 });
      await balanceIs(page, player, 485 + all.amount);
      const token = player.session.token;
      const closed = await call<SportsBet>(`sportsbook/bets/${bet.id}`, { token });
      expect(closed).toMatchObject({ kind: 'multiple', status: 'cashed_out' });

      await page.getByRole('tab', { name: t.settled }).click();
      const card = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: t.cashedOut });
      await card.waitFor({ timeout: 10_000 });
      await expectNoA11yViolations(page);
      await still(page, `cashout-multiple-settled-${lang}-${name}`);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
      await page.context().close();
    });
  }
});
