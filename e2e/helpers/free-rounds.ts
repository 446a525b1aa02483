/**
 * The free-rounds bonus as the bonus journey defines it (docs/decisions/099-free-rounds.md): the
 * back-office form's texts and fields, a slot the game simulator offers free bets on, and the
 * second admin's approval that makes a definition request real.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { simulatorCatalogue } from '../../apps/server/src/simulators/game-provider/catalogue.ts';
import { callApi } from './accounts.ts';
import { adminToken } from './admin.ts';
import { expectNoA11yViolations } from './axe.ts';
import { DESKTOP, MOBILE } from './player.ts';
import { shot } from './screens.ts';

type Lang = 'tr' | 'en';

export const FR = {
  tr: {
    nav: 'Bonuslar',
    page: 'Bonus tanımları',
    create: 'Bonus oluştur',
    dialog: 'Yeni bonus tanımı',
    cancel: 'Vazgeç',
    legend: 'Bedava turlar',
    field: {
      code: 'Kod',
      kind: 'Tür',
      titleTr: 'Başlık (Türkçe)',
      titleEn: 'Başlık (İngilizce)',
      descriptionTr: 'Açıklama (Türkçe)',
      descriptionEn: 'Açıklama (İngilizce)',
      game: 'Oyun kodu',
      prepaid: 'Sağlayıcı şablonu (prepaid_uuid)',
      value: 'Bir turun değeri (₺)',
      count: 'Tur sayısı',
      maxCashout: 'En fazla nakde çevrilen (₺)',
    },
    fetchPrepaids: 'Sağlayıcının şablonlarını getir',
    prepaidsOf: (game: string) => `${game} için sağlayıcı şablonları`,
    title: '10 Bedava Tur',
    play: 'Şimdi oyna',
    rounds: (game: string) => `${game} oyununda bedava turlar`,
    left: '10 turdan 10 tur kaldı',
  },
  en: {
    nav: 'Bonuses',
    page: 'Bonus definitions',
    create: 'Create bonus',
    dialog: 'New bonus definition',
    cancel: 'Cancel',
    legend: 'Free rounds',
    field: {
      code: 'Code',
      kind: 'Kind',
      titleTr: 'Title (Turkish)',
      titleEn: 'Title (English)',
      descriptionTr: 'Description (Turkish)',
      descriptionEn: 'Description (English)',
      game: 'Game code',
      prepaid: 'Provider prepaid (prepaid_uuid)',
      value: 'Value of one round (₺)',
      count: 'Number of rounds',
      maxCashout: 'Most paid out in cash (₺)',
    },
    fetchPrepaids: "Fetch the provider's templates",
    prepaidsOf: (game: string) => `Provider templates for ${game}`,
    title: '10 Free Rounds',
    play: 'Play now',
    rounds: (game: string) => `Free rounds on ${game}`,
    left: '10 of 10 left',
  },
} as const;

/** A slot of a studio launched through the Hub88 simulator: its catalogue offers free bets on slots. */
export function freeRoundsSlot() {
  const { providers, games } = simulatorCatalogue();
  const hub88 = new Set(providers.filter((p) => p.launcher === 'hub88').map((p) => p.name));
  return games.find((g) => g.engine === 'slot' && hub88.has(g.provider))!;
}

/** Opens the new-definition form and fills it as an operator would for free rounds. */
export async function fillFreeRounds(
  page: Page,
  lang: Lang,
  v: { code: string; game: string; prepaid: string; pick?: boolean },
) {
  const t = FR[lang];
  await page.getByRole('button', { name: t.create }).click();
  const form = page.getByRole('dialog', { name: t.dialog });
  await form.getByLabel(t.field.code, { exact: true }).fill(v.code);
  await form.getByLabel(t.field.kind, { exact: true }).selectOption('freeRounds');
  await form.getByLabel(t.field.titleTr).fill(FR.tr.title);
  await form.getByLabel(t.field.titleEn).fill(FR.en.title);
  await form
    .getByLabel(t.field.descriptionTr)
    .fill('Seçili slotta 10 bedava tur; kazançlar bonus bakiyesine.');
  await form
    .getByLabel(t.field.descriptionEn)
    .fill('10 free rounds on the chosen slot; wins are bonus money.');
  await form.getByLabel(t.field.maxCashout).fill('100');
  await form.getByLabel(t.field.game).fill(v.game);
  if (v.pick) {
    // The provider's templates for the typed game (freebet/prepaids/list through the server).
    await form.getByRole('button', { name: t.fetchPrepaids }).click();
    const list = form.getByRole('list', { name: t.prepaidsOf(v.game) });
    await list.getByRole('button', { name: new RegExp(v.prepaid.slice(0, 8)) }).click();
    expect(await form.getByLabel(t.field.prepaid).inputValue()).toBe(v.prepaid);
    expect(await form.getByLabel(t.field.value).inputValue()).toBe('1,00');
    expect(await form.getByLabel(t.field.count).inputValue()).toBe('10');
    return form;
  }
  await form.getByLabel(t.field.prepaid).fill(v.prepaid);
  await form.getByLabel(t.field.value).fill('1');
  await form.getByLabel(t.field.count).fill('10');
  return form;
}

/** The open form at both widths, checked with axe; the page is left at the desktop width. */
export async function formShots(page: Page, lang: Lang) {
  for (const [width, viewport] of [
    ['1440', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.getByRole('group', { name: FR[lang].legend }).scrollIntoViewIfNeeded();
    await expectNoA11yViolations(page);
    // The window only: the dialog is the subject, the list behind it is another page's.
    await shot(page, `free-rounds-admin-form-${lang}-${width}`, { fullPage: false });
  }
  await page.setViewportSize(DESKTOP);
}

/** The second admin approves a bonus definition request (the hash of what the inbox shows). */
export async function approveDefinitionRequest(requestId: number) {
  const token = await adminToken({ stepUp: true, second: true });
  const inbox = await callApi<{ items: { kind: string; id: number; payloadHash: string }[] }>(
    'admin/approvals?take=100',
    { token },
  );
  const item = inbox.data.items.find((i) => i.kind === 'bonus_definition' && i.id === requestId);
  expect(item).toBeDefined();
  const res = await callApi<{ definitionId: number }>(`admin/bonusdefinitionrequests/${requestId}/approve`, {
    token,
    body: { payloadHash: item!.payloadHash },
  });
  expect(res.success, res.message).toBe(true);
  return res.data;
}

/** ₺ as the Turkish pages write it: 1234.5 → "₺1.234,50". */
export const formatTry = (lira: number) =>
  new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(lira);

/**
 * From the Turkish card on the phone: "Şimdi oyna" opens the game in the play modal, as the lobby
 * does; the simulator's page offers the rounds, one is played, and the modal closes back onto My
 * bonuses, reloaded so that the card reads the bonus again. Answers the round's win in lira.
 */
export async function playOneFreeRound(page: Page, gameName: string): Promise<number> {
  const start = page.getByRole('article', { name: FR.tr.title }).getByRole('button', { name: FR.tr.play });
  // The window only, the button mid-screen: the phone's fixed tab bar would sit over it otherwise.
  await start.evaluate((b) => b.scrollIntoView({ block: 'center' }));
  await shot(page, 'free-rounds-card-play-tr-390', { fullPage: false });
  await start.click();
  const modal = page.getByRole('dialog', { name: gameName });
  await modal.waitFor();
  const game = page.frameLocator(`iframe[title="${gameName}"]`);
  const offer = game.getByTestId('game-free-round');
  await offer.waitFor({ timeout: 20_000 });
  expect(await offer.textContent()).toBe('Bedava tur oyna (10 kaldı)');
  const played = page.waitForResponse((r) => r.url().endsWith('/api/free-round'));
  await offer.click();
  const reply = (await (await played).json()) as { win: number; left: number };
  expect(reply.left).toBe(9);
  await expect.poll(() => offer.textContent()).toBe('Bedava tur oyna (9 kaldı)');
  expect(await game.getByTestId('game-result').textContent()).toMatch(/^Bedava tur — /);
  await shot(page, 'free-rounds-game-tr-390', { fullPage: false });
  await modal.getByRole('button', { name: 'Oyunu kapat' }).click();
  await modal.waitFor({ state: 'hidden' });
  await page.reload();
  return reply.win / 100;
}
