import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWith, setupI18nFor, testClient } from '@/test/render';
import { MainMenu } from './main-menu';

beforeAll(() => setupI18nFor('common'));

/** The main menu with the site options the server answered (no `mainmenu`: undefined). */
function menuWith(mainmenu: string | undefined) {
  const client = testClient();
  client.setQueryData(['cms', 'siteoptionlist'], mainmenu === undefined ? {} : { mainmenu });
  renderWith(<MainMenu variant="bar" />, client);
  const nav = screen.getByRole('navigation', { name: 'Ana menü' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
}

describe('MainMenu', () => {
  it('follows the order the back office saved and leaves hidden entries out', () => {
    const saved = [
      { id: 'casino', visible: true },
      { id: 'sports', visible: true },
      { id: 'live', visible: false },
      { id: 'esports', visible: true },
      { id: 'live-casino', visible: true },
      { id: 'virtual', visible: true },
      { id: 'bingo', visible: false },
      { id: 'games', visible: true },
      { id: 'tv', visible: true },
      { id: 'promotions', visible: true },
      { id: 'call-me-back', visible: true },
    ];
    expect(menuWith(JSON.stringify(saved))).toEqual([
      'Casino',
      'Spor',
      'E-spor',
      'Canlı Casino',
      'Sanal',
      'Oyunlar',
      'TV Oyunları',
      'Promosyonlar',
      'Sizi Arayalım',
    ]);
  });

  it('shows the built-in menu without a saved one, or with an empty or unreadable one', () => {
    const builtIn = menuWith(undefined);
    expect(builtIn).toHaveLength(11);
    expect(builtIn.slice(0, 3)).toEqual(['Spor', 'Canlı Bahis', 'E-spor']);
    for (const raw of ['[]', 'not json', '{}']) {
      document.body.innerHTML = '';
      expect(menuWith(raw), raw).toEqual(builtIn);
    }
  });
});
