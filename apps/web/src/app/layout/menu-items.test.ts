import { MAIN_MENU_IDS } from '@lalebet/shared';
import { describe, expect, it } from 'vitest';
import { arrangeMenu, isTileActive, MAIN_MENU } from './menu-items';

const tile = (id: string) => MAIN_MENU.find((t) => t.id === id)!;

describe('main menu', () => {
  it("lists the product's entries in order, with 'Sizi Arayalım' opening a new tab", () => {
    expect(MAIN_MENU.map((t) => t.url)).toEqual([
      '/spor',
      '/livespor',
      '/esports',
      '/casino/slot',
      '/casino/live',
      '/casino/games?category=virtual',
      '/casino/bingo',
      '/casino/games',
      '/casino/tvbets',
      '/promotions',
      '/sizi-arayalim',
    ]);
    expect(MAIN_MENU.filter((t) => t.newTab).map((t) => t.id)).toEqual(['call-me-back']);
  });

  it('lights up a tile on its page and its sub-pages only', () => {
    expect(isTileActive(tile('sports'), '/spor/fcg', '')).toBe(true);
    expect(isTileActive(tile('sports'), '/sporx', '')).toBe(false);
    expect(isTileActive(tile('live'), '/spor', '')).toBe(false);
  });

  it('tells the Sanal tile from the games tile by the category query', () => {
    expect(isTileActive(tile('virtual'), '/casino/games', '?category=virtual')).toBe(true);
    expect(isTileActive(tile('games'), '/casino/games', '?category=virtual')).toBe(false);
    expect(isTileActive(tile('games'), '/casino/games', '')).toBe(true);
    expect(isTileActive(tile('virtual'), '/casino/games', '')).toBe(false);
  });

  it('keeps the Sanal tile lit while the lobby adds its own filters to the URL', () => {
    expect(isTileActive(tile('virtual'), '/casino/games', '?category=virtual&search=lig')).toBe(true);
    expect(isTileActive(tile('virtual'), '/casino/games', '?search=lig&category=virtual')).toBe(true);
    expect(isTileActive(tile('virtual'), '/casino/games', '?search=lig')).toBe(false);
    expect(isTileActive(tile('games'), '/casino/games', '?search=lig')).toBe(true);
  });
});

describe('main menu as the back office arranged it', () => {
  const ids = (raw: string | undefined) => arrangeMenu(raw).map((t) => t.id);

  it('has a tile for every entry of the shared catalogue, in its order', () => {
    expect(MAIN_MENU.map((t) => t.id)).toEqual([...MAIN_MENU_IDS]);
  });

  it('skips ids it does not know and appends the tiles the list lacks in their built-in order', () => {
    const raw = JSON.stringify([
      { id: 'promotions', visible: true },
      { id: 'poker', visible: true },
      { id: 'sports', visible: false },
      { id: 'tv', visible: true },
    ]);
    expect(ids(raw)).toEqual([
      'promotions',
      'tv',
      ...MAIN_MENU_IDS.filter((id) => !['promotions', 'sports', 'tv'].includes(id)),
    ]);
  });

  it('falls back to the built-in menu while loading or on an empty or broken list', () => {
    for (const raw of [undefined, '', '[]', '{}', 'null', '[null]', '[{"id":'])
      expect(ids(raw), String(raw)).toEqual([...MAIN_MENU_IDS]);
  });
});
