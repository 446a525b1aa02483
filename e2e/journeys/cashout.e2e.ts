/**
 * Cash-out as a player meets it (docs/decisions/066-cash-out-pricing-and-locking.md): a live
 * single, cashed out in part and then in full from My bets, on a phone in Turkish and on a
 * desktop in English. The slip itself is sportsbook.e2e.ts's journey: here the bet is placed
 * through the API, and the match's clock is held still so no dangerous moment suspends it.
 */
import { randomUUID } from 'node:crypto';
import type { SportsBet, SportsEvent } from '@lalebet/shared/sportsbook';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Player, callApi, signIn } from '../helpers/accounts.ts';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser, url, watchPage } from '../helpers/browser.ts';
import { fundedPlayer } from '../helpers/funds.ts';
import { DESKTOP, MOBILE, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';

const T = {
  tr: {
    button: /^Bozdur: /,
    dialog: 'Kupon bozdur',
    partial: 'Bir kısmını bozdur',
    amount: 'Bozdurulacak tutar',
    confirmPart: '₺5,00 bozdur',
    confirmAll: /^₺[\d.,]+ bozdur$/,
    donePart: 'Açık kalan bahis:',
    doneAll: 'Kupon bozduruldu:',
  },
  en: {
    button: /^Cash out: /,
    dialog: 'Cash out bet',
    partial: 'Cash out part',
    amount: 'Amount to cash out',
    confirmPart: 'Cash out ₺5,00',
    confirmAll: /^Cash out ₺[\d.,]+$/,
    donePart: 'Stake still open:',
    doneAll: 'Bet cashed out:',
  },
} as const;

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

/** A live soccer match with an open 1X2 not used yet, made live through the simulator if none is. */
async function liveMatch(used: string[]): Promise<SportsEvent> {
  const find = async () =>
    (await call<{ items: SportsEvent[] }>('sportsbook/events?sport=soccer&live=true&take=50')).items.find(
      (e) => e.live && matchResult(e) && !used.includes(e.id),
    );
  let event = await find();
  if (!event) {
    const upcoming = await call<{ items: SportsEvent[] }>(
      'sportsbook/events?sport=soccer&live=false&take=50',
    );
    const next = upcoming.items.find(
      (e) => e.status === 'not_started' && matchResult(e) && !used.includes(e.id),
    )!;
    await sim(`events/${encodeURIComponent(next.id)}/golive`);
    await expect.poll(async () => (event = await find()), { timeout: 20_000 }).toBeTruthy();
  }
  used.push(event!.id);
  return event!;
}

/** A live single of 20 on the home win, accepted after the bet delay. */
async function liveSingle(player: Player, event: SportsEvent): Promise<SportsBet> {
  const token = player.session.token;
  await sim(`events/${encodeURIComponent(event.id)}/resume`);
  const market = matchResult(event)!;
  const outcome = market.outcomes[0]!;
  const placed = await call<SportsBet>('sportsbook/bets', {
    token,
    body: {
      requestId: randomUUID(),
      kind: 'single',
      stake: 20,
      oddsChange: 'any',
      selections: [
        {
          eventId: event.id,
          marketId: 1,
          specifiers: market.specifiers,
          outcomeId: outcome.id,
          odds: outcome.odds,
        },
      ],
    },
  });
  const status = async () => (await call<SportsBet>(`sportsbook/bets/${placed.id}`, { token })).status;
  await expect.poll(status, { timeout: 20_000 }).toBe('open');
  return placed;
}

e2eDescribe('cash-out', () => {
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
    it(`${name} (${lang}): a live single cashed out in part, then in full`, async () => {
      const t = T[lang];
      const player = await fundedPlayer(500);
      const event = await liveMatch(used);
      // The match's clock stands still: no dangerous moment suspends its markets meanwhile.
      await sim('clock', { speed: 0.001 });
      try {
        const bet = await liveSingle(player, event);
        const page = await newPlayerPage(browser, { viewport, lang });
        await signIn(page, player.session);
        const problems = await watchPage(page);
        await open(page, '/dashboard/my-bets');

        await page.getByRole('button', { name: t.button }).first().click();
        let dialog = page.getByRole('dialog', { name: t.dialog });
        await dialog.getByRole('timer').waitFor({ timeout: 10_000 });
        await expectNoA11yViolations(page);
        await shot(page, `cashout-dialog-${lang}-${name}`, { fullPage: false });
        await dialog.getByText(t.partial, { exact: true }).click();
        await dialog.getByLabel(t.amount, { exact: true }).fill('5');
        await dialog.getByRole('button', { name: t.confirmPart, exact: true }).click();
        await page.getByText(t.donePart).waitFor({ timeout: 10_000 });
        await expect.poll(() => dialog.count()).toBe(0);

        await page.getByRole('button', { name: t.button }).first().click();
        dialog = page.getByRole('dialog', { name: t.dialog });
        await dialog.getByRole('timer').waitFor({ timeout: 10_000 });
        await dialog.getByRole('button', { name: t.confirmAll }).click();
        await page.getByText(t.doneAll).waitFor({ timeout: 10_000 });
        await expectNoA11yViolations(page);
        const token = player.session.token;
        expect((await call<SportsBet>(`sportsbook/bets/${bet.id}`, { token })).status).toBe('cashed_out');
        expect(problems.pageErrors).toEqual([]);
        expect(problems.cspViolations).toEqual([]);
        await page.context().close();
      } finally {
        await sim('clock', { speed: 10 });
      }
    });
  }
});
