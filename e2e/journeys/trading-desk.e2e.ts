/**
 * The trading desk as a trader and a player meet it (docs/decisions/078-trading-desk.md,
 * docs/decisions/079-bet-voids-and-player-limits.md): a trader suspends a market and the
 * player's open slip shows it suspended and the server refuses it; the trader voids the player's
 * bet from the ticker and the stake comes back; the trader sets a stake factor on the player's
 * page and the slip's refusal names the new maximum; then, in English on a phone, the margins
 * screen and a manual grade of the 1X2 (docs/decisions/083-manual-grading-and-market-voids.md).
 * The back office in Turkish at 1440x900 first, the player in English on a desktop.
 */
import type { SportsEvent } from '@lalebet/shared/sportsbook';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { type Player, callApi, signIn } from '../helpers/accounts.ts';
import { SECOND_ADMIN } from '../helpers/admin.ts';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser, newPage, url, watchPage } from '../helpers/browser.ts';
import { fundedPlayer } from '../helpers/funds.ts';
import { DESKTOP, MOBILE, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';
import { type Staff, openAdmin, staffSignIn, stepUp } from '../helpers/staff.ts';

const DESK = {
  menu: 'Bahis Masası',
  ticker: 'Canlı kupon akışı',
  liability: 'Yükümlülük',
  reason: 'Gerekçe',
  suspend: 'Askıya al',
  resume: 'Yeniden aç',
  void: 'Geçersiz say',
  limitsTab: 'Bahis limitleri',
  factor: 'Bahis katsayısı',
  save: 'Limitleri kaydet',
} as const;
const PLAYER = {
  slip: 'Bet slip',
  stake: 'Stake',
  place: 'Place bet',
  placed: 'Bet placed',
  done: 'Done',
  suspended: 'Suspended',
} as const;

/** 1X2, the UOF market every soccer match offers first. */
const MATCH_RESULT = 1;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const trader = (): Staff => ({ ...SECOND_ADMIN, secret: inject('secondAdminTotpSecret') });

/** A pre-match soccer match with an open 1X2, latest kick-off first (never taken live meanwhile). */
async function match(locale: 'tr' | 'en'): Promise<SportsEvent> {
  const list = await callApi<{ items: SportsEvent[] }>('sportsbook/events?sport=soccer&live=false&take=50');
  const open1x2 = (e: SportsEvent) =>
    e.markets.some(
      (m) => m.id === MATCH_RESULT && m.status === 'active' && m.outcomes.every((o) => o.active),
    );
  const event = [...list.data.items].reverse().find((e) => e.status === 'not_started' && open1x2(e));
  if (!event) throw new Error('no pre-match soccer match with an open 1X2');
  const full = await callApi<SportsEvent>(`sportsbook/events/${encodeURIComponent(event.id)}`, { locale });
  return full.data;
}

async function balance(player: Player): Promise<number> {
  const res = await callApi<{ balance: number }>('user/balance', { token: player.session.token });
  return res.data.balance;
}

/** A 5 single on the outcome at any odds, as the slip sends it. */
const single = (eventId: string, o: { id: string; odds: number }) => ({
  requestId: crypto.randomUUID(),
  kind: 'single',
  stake: 5,
  oddsChange: 'any',
  selections: [{ eventId, marketId: MATCH_RESULT, specifiers: '', outcomeId: o.id, odds: o.odds }],
});

const slipOf = (page: Page) => page.getByRole('complementary', { name: PLAYER.slip });

async function placeFrom(slip: Locator, stake: string) {
  await slip.getByLabel(PLAYER.stake, { exact: true }).fill(stake);
  await slip.getByRole('button', { name: PLAYER.place, exact: true }).click();
}

e2eDescribe('trading desk', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('suspends a market the slip then refuses, voids a bet back, lowers a stake factor, grades the 1X2', async () => {
    const player = await fundedPlayer(1000);
    const event = await match('en');
    const trMarket = (await match('tr')).markets.find((m) => m.id === MATCH_RESULT)!;
    const home = event.markets.find((m) => m.id === MATCH_RESULT)!.outcomes[0]!;
    const name = `${event.home} - ${event.away}`;

    // The player puts the home win on the slip and plays 10.
    const shop = await newPlayerPage(browser, { viewport: DESKTOP, lang: 'en' });
    await signIn(shop, player.session);
    const playerProblems = await watchPage(shop);
    await open(shop, `/spor/mac/${encodeURIComponent(event.id)}`);
    const button = shop
      .locator('main')
      .getByRole('button', { name: new RegExp(`^${escape(name)} .* ${escape(home.name)} [\\d,./+-]+$`) })
      .first();
    await button.click();
    const slip = slipOf(shop);
    await placeFrom(slip, '10');
    const confirmation = slip.getByRole('region', { name: PLAYER.placed });
    await confirmation.waitFor({ timeout: 20_000 });
    await confirmation.getByRole('button', { name: PLAYER.done }).click();
    await expect.poll(() => balance(player), { timeout: 20_000 }).toBe(990);
    await button.click();
    await slip.getByText(home.name, { exact: true }).first().waitFor();

    // The trader finds the match by its liability and suspends its 1X2.
    const desk = await newPage(browser, { viewport: DESKTOP });
    const deskProblems = await watchPage(desk);
    await openAdmin(desk, 'tr');
    await staffSignIn(desk, 'tr', trader());
    await desk.locator('#admin-nav').getByRole('link', { name: DESK.menu }).click();
    await desk.getByRole('link', { name: DESK.liability, exact: true }).click();
    await desk.getByRole('link', { name, exact: true }).click();
    await desk.getByRole('button', { name: `${DESK.suspend}: ${trMarket.name}` }).click();
    const suspendDialog = desk.getByRole('dialog');
    await suspendDialog.getByLabel(DESK.reason).fill('Sakatlık haberi doğrulanıyor');
    await suspendDialog.getByRole('button', { name: DESK.suspend, exact: true }).click();
    await desk.getByRole('button', { name: `${DESK.resume}: ${trMarket.name}` }).waitFor();
    await expectNoA11yViolations(desk);
    await shot(desk, 'trading-desk-event-tr-desktop');

    // The player's slip shows it suspended, and the server refuses a bet on it.
    await slip.getByText(PLAYER.suspended, { exact: true }).first().waitFor({ timeout: 20_000 });
    await shot(shop, 'trading-desk-slip-suspended-en-desktop', { fullPage: false });
    const refused = await callApi('sportsbook/bets', {
      token: player.session.token,
      locale: 'en',
      body: single(event.id, home),
    });
    // MARKET_SUSPENDED, as a feed's suspension.
    expect([refused.status, refused.message]).toEqual([
      409,
      'Betting on this selection is suspended at the moment.',
    ]);

    // Released: the slip takes the price again.
    await desk.getByRole('button', { name: `${DESK.resume}: ${trMarket.name}` }).click();
    const resumeDialog = desk.getByRole('dialog');
    await resumeDialog.getByLabel(DESK.reason).fill('Haber yalanlandı, market açılıyor');
    await resumeDialog.getByRole('button', { name: DESK.resume, exact: true }).click();
    await desk.getByRole('button', { name: `${DESK.suspend}: ${trMarket.name}` }).waitFor();
    await expect
      .poll(() => slip.getByText(PLAYER.suspended, { exact: true }).count(), { timeout: 20_000 })
      .toBe(0);

    // The ticker: the player's bet, voided with a reason; the stake comes back.
    await desk.getByRole('link', { name: DESK.ticker, exact: true }).click();
    const row = desk.getByRole('row').filter({ has: desk.getByRole('link', { name: player.username }) });
    await row.first().waitFor();
    await expectNoA11yViolations(desk);
    await shot(desk, 'trading-desk-ticker-tr-desktop');
    await row.first().getByRole('button', { name: DESK.void }).click();
    const voidDialog = desk.getByRole('dialog');
    await voidDialog.getByLabel(DESK.reason).fill('Oyuncu talebiyle yanlış kupon iptali');
    await voidDialog.getByRole('button', { name: DESK.void, exact: true }).click();
    await stepUp(desk, 'tr', trader());
    await expect.poll(() => balance(player), { timeout: 20_000 }).toBe(1000);

    // The player's page: a stake factor of 0.01 makes the maximum stake 1 % of the book's.
    await row.first().getByRole('link', { name: player.username }).click();
    await desk.getByRole('tab', { name: DESK.limitsTab }).click();
    await desk.getByLabel(DESK.factor).fill('0,01');
    await desk.getByLabel(DESK.reason).fill('Keskin oyun şüphesi, limit düşürüldü');
    await desk.getByRole('button', { name: DESK.save }).click();
    await desk.getByText('0,01×', { exact: true }).waitFor();
    await expectNoA11yViolations(desk);
    await shot(desk, 'trading-desk-limits-tr-desktop');
    await placeFrom(slip, '600');
    const refusal = slip.getByRole('alert');
    await refusal.waitFor({ timeout: 20_000 });
    await shot(shop, 'trading-desk-slip-max-stake-en-desktop', { fullPage: false });
    // STAKE_TOO_HIGH with the player's own maximum: 50,000 (the book's) x 0.01.
    expect(await refusal.textContent()).toContain('The stake is above the maximum.');
    expect(await refusal.textContent()).toContain('Allowed amount: ₺500,00');
    expect(await balance(player)).toBe(1000);

    // In English on a phone: the margins screen, then the 1X2 graded by hand (ADR 083) with a
    // 5 bet of the player's open on it (the liability page lists the lines with open bets).
    const placed = await callApi('sportsbook/bets', {
      token: player.session.token,
      locale: 'en',
      body: single(event.id, home),
    });
    expect(placed.status).toBe(200);
    await desk.addInitScript(() => localStorage.setItem('lalebet.admin.lang', 'en'));
    await desk.setViewportSize(MOBILE);
    await desk.goto(url('/admin/sportsbook/margins'));
    await desk.getByRole('button', { name: 'Save margin' }).waitFor();
    await shot(desk, 'trading-desk-margins-en-mobile');
    await desk.goto(url(`/admin/sportsbook/liability/${encodeURIComponent(event.id)}`));
    const enMarket = event.markets.find((m) => m.id === MATCH_RESULT)!.name;
    await desk.getByRole('button', { name: `Grade: ${enMarket}` }).click();
    const gradeDialog = desk.getByRole('dialog');
    const picks = gradeDialog.getByRole('combobox');
    for (const [i, pick] of ['won', 'lost', 'lost'].entries()) await picks.nth(i).selectOption(pick);
    await gradeDialog.getByLabel('Reason').fill('The feed does not settle this friendly');
    await shot(desk, 'trading-desk-grade-en-mobile', { fullPage: false });
    await gradeDialog.getByRole('button', { name: 'Grade', exact: true }).click();
    const graded = desk.getByText('The markets are graded: their bets are settled.');
    // Below the four-eyes threshold it runs at once, after a step-up unless one is still fresh.
    await graded
      .or(desk.getByRole('dialog', { name: 'Confirm this action' }))
      .first()
      .waitFor();
    if (!(await graded.isVisible())) await stepUp(desk, 'en', trader());
    await graded.waitFor({ timeout: 20_000 });
    await expect.poll(() => balance(player), { timeout: 20_000 }).toBeGreaterThan(1000);
    expect(playerProblems.pageErrors).toEqual([]);
    expect(deskProblems.pageErrors).toEqual([]);
  }, 240_000);
});
