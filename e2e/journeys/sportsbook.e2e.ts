/**
 * The sportsbook as a player meets it (docs/decisions/021-sportsbook-engine.md): the lists, the
 * event page and the bet slip in Chromium, against the odds-feed simulator that runs inside the
 * e2e server (NODE_ENV=development). Events are picked through the API and moved through the
 * simulator's control API (/sim/feed/events/:id/...), so each step has a known outcome.
 */
import type { SportsBet, SportsEvent, SportSummary } from '@lalebet/shared/sportsbook';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Player, callApi, signIn } from '../helpers/accounts.ts';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser, url, watchPage } from '../helpers/browser.ts';
import { fundedPlayer } from '../helpers/funds.ts';
import { DESKTOP, MOBILE, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';

type Lang = 'tr' | 'en';
type Viewport = typeof DESKTOP | typeof MOBILE;

const T = {
  tr: {
    slip: 'Kupon',
    stake: 'Bahis tutarı',
    up: 'Tutarı ₺1 artır',
    place: 'Bahis Yap',
    placed: 'Bahsiniz alındı',
    accepted: 'Kabul edildi',
    pending: 'Onay bekleniyor',
    done: 'Tamam',
    multiple: 'Kombine',
    settled: 'Sonuçlanan',
    won: 'Kazandı',
    showLegs: 'Seçimleri göster',
  },
  en: {
    slip: 'Bet slip',
    stake: 'Stake',
    up: 'Raise the stake by ₺1',
    place: 'Place bet',
    placed: 'Bet placed',
    accepted: 'Accepted',
    pending: 'Awaiting acceptance',
    done: 'Done',
    multiple: 'Multiple',
    settled: 'Settled',
    won: 'Won',
    showLegs: 'Show selections',
  },
} as const;

/** 1X2, the UOF market every soccer match offers first. */
const MATCH_RESULT = 1;

const headerBalance = (page: Page) => page.locator('header a[title]').filter({ hasText: '₺' }).first();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An outcome's price button; its name is "<home> - <away> <market> <outcome> <odds>". */
const oddsButton = (scope: Page | Locator, e: SportsEvent, outcomeName: string) =>
  scope.getByRole('button', {
    name: new RegExp(`^${escape(`${e.home} - ${e.away}`)} .* ${escape(outcomeName)} [\\d,./+-]+$`),
  });

async function sportsbook<T>(path: string, token?: string): Promise<T> {
  const res = await callApi<T>(`sportsbook/${path}`, token ? { token } : {});
  if (!res.success) throw new Error(`GET sportsbook/${path}: ${res.status} ${res.message}`);
  return res.data;
}

/** The simulator's control API; answers in the usual envelope. */
async function sim(eventId: string, action: string, body?: unknown) {
  const res = await fetch(url(`/sim/feed/events/${encodeURIComponent(eventId)}/${action}`), {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; message: string };
  expect(json.success, `sim ${action} ${eventId}: ${json.message}`).toBe(true);
}

/** The simulator's clock speed (simulated seconds per second; the server's default is 10). */
async function simClock(speed: number) {
  const res = await fetch(url('/sim/feed/clock'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ speed }),
  });
  expect(res.ok).toBe(true);
}

const mainMarket = (e: SportsEvent) =>
  e.markets.find((m) => m.id === MATCH_RESULT && m.status === 'active' && m.outcomes.every((o) => o.active));

/** Süper Lig's tournament id and its pre-match matches whose 1X2 is open. */
async function superLig(): Promise<{ tournament: string; events: SportsEvent[] }> {
  const sports = await sportsbook<SportSummary[]>('sports');
  const soccer = sports.find((s) => s.sport === 'soccer')!;
  const lig = soccer.tournaments.find((t) => t.name === 'Süper Lig')!;
  expect(lig, 'Süper Lig in the catalogue').toBeTruthy();
  const page = await sportsbook<{ items: SportsEvent[] }>(
    `events?sport=soccer&tournament=${encodeURIComponent(lig.id)}&live=false&take=50`,
  );
  // Latest kick-off first: the simulator takes the soonest scheduled match live whenever a live
  // one ends (simulators/feed/engine.ts), which would take a picked match off the pre-match list.
  const events = page.items.filter((e) => e.status === 'not_started' && mainMarket(e)).reverse();
  return { tournament: lig.id, events };
}

/** A live soccer match with an open 1X2, made live through the simulator if none is. */
async function liveMatch(avoid: string[]): Promise<SportsEvent> {
  const find = async () =>
    (await sportsbook<{ items: SportsEvent[] }>('events?sport=soccer&live=true&take=50')).items.find(
      (e) => e.live && mainMarket(e) && !avoid.includes(e.id),
    );
  let event = await find();
  if (!event) {
    const { events } = await superLig();
    const next = events.find((e) => !avoid.includes(e.id))!;
    await sim(next.id, 'golive');
    await expect.poll(async () => (event = await find()), { timeout: 20_000 }).toBeTruthy();
  }
  return event!;
}

async function playerPage(browser: Browser, player: Player | null, lang: Lang, viewport: Viewport) {
  const page = await newPlayerPage(browser, { viewport, lang });
  if (player) await signIn(page, player.session);
  return page;
}

/** Waits for the list to show prices (the first enabled odds button). */
const pricesShown = (page: Page) =>
  page.locator('main button[aria-pressed]').first().waitFor({ timeout: 20_000 });

/** Types the stake and places the slip; resolves to the confirmation. */
async function placeFrom(slip: Locator, lang: Lang, stake: string) {
  await slip.getByLabel(T[lang].stake, { exact: true }).fill(stake);
  await slip.getByRole('button', { name: T[lang].place, exact: true }).click();
  const confirmation = slip.getByRole('region', { name: T[lang].placed });
  await confirmation.waitFor({ timeout: 20_000 });
  return confirmation;
}

const slipColumn = (page: Page, lang: Lang) => page.getByRole('complementary', { name: T[lang].slip });

async function bets(player: Player, status: 'open' | 'settled') {
  return (await sportsbook<{ items: SportsBet[] }>(`bets?status=${status}`, player.session.token)).items;
}

e2eDescribe('sportsbook', () => {
  let browser: Browser;
  let lig: { tournament: string; events: SportsEvent[] };
  /** Events this file has bet on or finished: the next step picks others. */
  const used: string[] = [];
  const fresh = () => {
    const e = lig.events.find((x) => !used.includes(x.id))!;
    expect(e, 'a Süper Lig match not used yet').toBeTruthy();
    used.push(e.id);
    return e;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    lig = await superLig();
    expect(lig.events.length).toBeGreaterThanOrEqual(4);
  });
  afterAll(() => browser?.close());

  it('desktop: a single on Süper Lig that is settled as won, and a multiple of two that is finished', async () => {
    const player = await fundedPlayer(1000);
    const page = await playerPage(browser, player, 'tr', DESKTOP);
    const problems = await watchPage(page);
    await open(page, '/spor');
    await pricesShown(page);
    await expectNoA11yViolations(page);
    await shot(page, 'sportsbook-spor-tr-desktop', { fullPage: false });
    for (const path of ['/livespor', '/esports']) {
      await open(page, path);
      await pricesShown(page);
      await expectNoA11yViolations(page);
      await shot(page, `sportsbook-${path.slice(1)}-tr-desktop`, { fullPage: false });
    }

    // The league's own list (the sidebar's link), then the match's home win.
    await open(page, `/spor?sport=soccer&tournament=${encodeURIComponent(lig.tournament)}`);
    const single = fresh();
    const market = mainMarket(single)!;
    const home = market.outcomes[0]!;
    const button = oddsButton(page.locator('main'), single, home.name).first();
    await button.waitFor({ timeout: 20_000 });
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    const slip = slipColumn(page, 'tr');
    await slip.getByText(`${single.home} - ${single.away}`).waitFor();
    await slip.getByText(home.name, { exact: true }).first().waitFor();
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 20_000 }).toContain('₺1.000,00');
    const stake = slip.getByLabel(T.tr.stake, { exact: true });
    await stake.fill('10');
    // The number spin: a click steps 1 ₺; held down it repeats after 500 ms, every 40 ms.
    const up = slip.getByRole('button', { name: T.tr.up });
    await up.click();
    await expect.poll(() => stake.inputValue()).toBe('11');
    const box = (await up.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(1_500);
    await page.mouse.up();
    // At least the press and two repeats (about 26 on a quiet machine), wherever the timers lag.
    expect(Number(await stake.inputValue())).toBeGreaterThanOrEqual(14);
    await stake.fill('10');
    // The list at its top: scrolled to the odds button, a league's star can sit half under the
    // sticky header, which axe's target-size rule counts as a target too small to touch.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expectNoA11yViolations(page);
    await shot(page, 'sportsbook-slip-single-tr-desktop', { fullPage: false });
    const confirmation = await placeFrom(slip, 'tr', '10');
    await confirmation.getByText(T.tr.accepted).waitFor({ timeout: 20_000 });
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 20_000 }).toContain('₺990,00');
    await shot(page, 'sportsbook-slip-placed-tr-desktop', { fullPage: false });
    await confirmation.getByRole('button', { name: T.tr.done }).click();

    // A multiple of two other matches of the league.
    const a = fresh();
    const b = fresh();
    for (const e of [a, b]) {
      const o = oddsButton(page.locator('main'), e, mainMarket(e)!.outcomes[0]!.name).first();
      await o.click();
      await expect.poll(() => o.getAttribute('aria-pressed')).toBe('true');
    }
    await slip.getByRole('tab', { name: T.tr.multiple, selected: true }).waitFor();
    const multiple = await placeFrom(slip, 'tr', '5');
    await multiple.getByText(T.tr.accepted).waitFor({ timeout: 20_000 });
    await multiple.getByText(T.tr.multiple).waitFor();
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 20_000 }).toContain('₺985,00');
    await multiple.getByRole('button', { name: T.tr.done }).click();

    // Settlement: the single's outcome is settled as won, the multiple's matches are played out.
    const payout = Math.round(10 * home.odds * 100) / 100;
    await sim(single.id, 'settle', {
      markets: [
        {
          marketId: market.id,
          specifiers: market.specifiers,
          outcomes: market.outcomes.map((o) => ({ outcomeId: o.id, result: o.id === home.id ? 1 : 0 })),
        },
      ],
    });
    const expected = (985 + payout).toLocaleString('tr-TR', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    // The balance moves through the hub: no reload.
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 30_000 }).toContain(`₺${expected}`);
    for (const e of [a, b]) await sim(e.id, 'finish');
    await expect.poll(async () => (await bets(player, 'settled')).length, { timeout: 30_000 }).toBe(2);

    await open(page, '/dashboard/my-bets');
    await page.getByRole('tab', { name: T.tr.settled }).click();
    const cards = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: /₺/ });
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
    const wonCard = cards.filter({ hasText: 'Tekli' });
    await wonCard.getByText(T.tr.won).first().waitFor();
    await wonCard.getByRole('button', { name: new RegExp(T.tr.showLegs) }).click();
    const wonLeg = wonCard.getByRole('list', { name: 'Seçimler' }).getByRole('listitem');
    await wonLeg.waitFor();
    expect(await wonLeg.textContent()).toContain(`${single.home} - ${single.away}`);
    expect(await wonLeg.textContent()).toContain(T.tr.won);
    const comboCard = cards.filter({ hasText: T.tr.multiple });
    await comboCard.getByRole('button', { name: new RegExp(T.tr.showLegs) }).click();
    const legs = comboCard.getByRole('list', { name: 'Seçimler' }).getByRole('listitem');
    await expect.poll(() => legs.count()).toBe(2);
    for (const text of await legs.allTextContents()) expect(text).toMatch(/Kazandı|Kaybetti|İade/);
    // Opening the legs scrolls the page: axe's target-size would count the breadcrumb under the
    // sticky header as overlapping the header's current tab, so the page is checked from its top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoA11yViolations(page);
    await shot(page, 'sportsbook-my-bets-settled-tr-desktop');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    await page.context().close();
  });

  it('live, in English: score and clock, prices move without a reload, a live single waits for acceptance', async () => {
    const player = await fundedPlayer(500);
    // Any price change is accepted, so a move during the bet delay cannot refuse the bet.
    const put = await fetch(url('/api/sportsbook/settings'), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${player.session.token}` },
      body: JSON.stringify({ oddsChange: 'any', oddsFormat: 'decimal' }),
    });
    expect(put.ok).toBe(true);
    const event = await liveMatch(used);
    used.push(event.id);
    const page = await playerPage(browser, player, 'en', DESKTOP);
    const problems = await watchPage(page);
    await open(page, '/spor');
    await pricesShown(page);
    await expectNoA11yViolations(page);
    await shot(page, 'sportsbook-spor-en-desktop', { fullPage: false });
    await open(page, '/livespor');
    await pricesShown(page);
    const score = page.locator('main [role="group"][aria-label^="Score "]').first();
    await score.waitFor({ timeout: 20_000 });
    expect(await score.getAttribute('aria-label')).toMatch(/^Score \d+ - \d+, \S+/);
    await expectNoA11yViolations(page);
    await shot(page, 'sportsbook-livespor-en-desktop', { fullPage: false });

    await open(page, `/spor/mac/${encodeURIComponent(event.id)}`);
    await page
      .getByRole('heading', { level: 1 })
      .filter({ hasText: event.home })
      .waitFor({ timeout: 20_000 });
    await pricesShown(page);
    const group = page
      .locator('main [role="group"]')
      .filter({ has: page.locator('button[aria-pressed]') })
      .first();
    const prices = () => group.locator('button[aria-pressed]').allTextContents();
    const before = (await prices()).join('|');
    await expect
      .poll(
        async () => {
          await sim(event.id, 'reprice');
          await page.waitForTimeout(700); // let the hub push arrive
          return (await prices()).join('|');
        },
        { timeout: 30_000, interval: 100 },
      )
      .not.toBe(before);
    await expectNoA11yViolations(page);
    await shot(page, 'sportsbook-event-live-en-desktop', { fullPage: false });

    // A live match stops betting on its dangerous moments, and a stop during the bet delay
    // rightly refuses the bet (MARKET_SUSPENDED). Hold the match's clock still and reopen it, so
    // the delay passes without one; the clock runs on again afterwards.
    await simClock(0.001);
    try {
      await sim(event.id, 'resume');
      // The element itself, not the locator: a push that enables or stops other prices after the
      // click would make "the first enabled price" another button.
      const pick = await group.locator('button[aria-pressed]:not([disabled])').first().elementHandle();
      await pick!.click();
      await expect.poll(() => pick!.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
      const slip = slipColumn(page, 'en');
      const confirmation = await placeFrom(slip, 'en', '20');
      await confirmation.getByText(T.en.pending).waitFor();
      await shot(page, 'sportsbook-live-pending-en-desktop', { fullPage: false });
      await confirmation.getByText(T.en.accepted).waitFor({ timeout: 20_000 });
    } finally {
      await simClock(10);
    }
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 20_000 }).toContain('₺480,00');
    await shot(page, 'sportsbook-live-accepted-en-desktop', { fullPage: false });

    await open(page, '/esports');
    await page.locator('main').getByRole('heading', { level: 1 }).waitFor();
    await pricesShown(page);
    await expectNoA11yViolations(page);
    await shot(page, 'sportsbook-esports-en-desktop', { fullPage: false });
    await open(page, '/dashboard/my-bets');
    await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
    await expectNoA11yViolations(page);
    await shot(page, 'sportsbook-my-bets-open-en-desktop', { fullPage: false });
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    await page.context().close();
  });

  it('a guest who presses place logs in through the dialog and keeps the slip', async () => {
    const player = await fundedPlayer(100);
    const page = await playerPage(browser, null, 'tr', DESKTOP);
    const event = fresh();
    await open(page, `/spor/mac/${encodeURIComponent(event.id)}`);
    await pricesShown(page);
    await expectNoA11yViolations(page);
    await shot(page, 'sportsbook-event-tr-desktop', { fullPage: false });
    const outcome = mainMarket(event)!.outcomes[2]!;
    const button = oddsButton(page.locator('main'), event, outcome.name).first();
    await button.click();
    const slip = slipColumn(page, 'tr');
    await slip.getByLabel(T.tr.stake, { exact: true }).fill('10');
    await slip.getByRole('button', { name: T.tr.place, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Giriş Yap' });
    await dialog.waitFor();
    await shot(page, 'sportsbook-guest-login-tr-desktop', { fullPage: false });
    await dialog.getByLabel('Kullanıcı Adı', { exact: true }).fill(player.username);
    await dialog.getByLabel('Şifre', { exact: true }).fill(player.password);
    await dialog.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 20_000 }).toContain('₺100,00');
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    await slip.getByText(`${event.home} - ${event.away}`).waitFor();
    const confirmation = await placeFrom(slip, 'tr', '10');
    await confirmation.getByText(T.tr.accepted).waitFor({ timeout: 20_000 });
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 20_000 }).toContain('₺90,00');
    await page.context().close();
  });

  for (const lang of ['tr', 'en'] as const) {
    it(`phone (${lang}): the slip's floating button opens a bottom sheet where the bet is placed`, async () => {
      const player = await fundedPlayer(200);
      const page = await playerPage(browser, player, lang, MOBILE);
      const problems = await watchPage(page);
      for (const path of ['/spor', '/livespor', '/esports']) {
        await open(page, path);
        await page.locator('main').getByRole('heading', { level: 1 }).waitFor();
        await pricesShown(page);
        await expectNoA11yViolations(page);
        await shot(page, `sportsbook-${path.slice(1)}-${lang}-mobile`, { fullPage: false });
      }

      const event = fresh();
      await open(page, `/spor/mac/${encodeURIComponent(event.id)}`);
      await pricesShown(page);
      await expectNoA11yViolations(page);
      await shot(page, `sportsbook-event-${lang}-mobile`, { fullPage: false });
      const outcome = mainMarket(event)!.outcomes[1]!;
      const button = oddsButton(page.locator('main'), event, outcome.name).first();
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
      const count = lang === 'tr' ? 'Kuponda 1 seçim' : '1 selection';
      const fab = page.getByRole('button', { name: T[lang].slip }).filter({ has: page.getByRole('img') });
      await fab.getByRole('img', { name: new RegExp(count) }).waitFor();
      await shot(page, `sportsbook-slip-button-${lang}-mobile`, { fullPage: false });
      await fab.click();
      const sheet = page.getByRole('dialog', { name: T[lang].slip });
      await sheet.waitFor();
      await sheet.getByText(`${event.home} - ${event.away}`).waitFor();
      await sheet.getByLabel(T[lang].stake, { exact: true }).fill('24');
      await sheet.getByRole('button', { name: T[lang].up }).tap();
      await expect.poll(() => sheet.getByLabel(T[lang].stake, { exact: true }).inputValue()).toBe('25');
      await expectNoA11yViolations(page);
      await shot(page, `sportsbook-slip-sheet-${lang}-mobile`, { fullPage: false });
      const confirmation = await placeFrom(sheet, lang, '25');
      await confirmation.getByText(T[lang].accepted).waitFor({ timeout: 20_000 });
      await expect.poll(() => headerBalance(page).textContent(), { timeout: 20_000 }).toContain('₺175,00');
      await shot(page, `sportsbook-slip-placed-${lang}-mobile`, { fullPage: false });
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'hidden' });

      await open(page, '/dashboard/my-bets');
      await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
      await expectNoA11yViolations(page);
      await shot(page, `sportsbook-my-bets-${lang}-mobile`, { fullPage: false });
      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
      await page.context().close();
    });
  }
});
