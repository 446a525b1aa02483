import { describe, expect, it } from 'vitest';
import { ENGINE_NAMES, type Engine, type SimGame, simulatorCatalogue } from '../../catalogue.ts';
import type { GamePageOptions } from '../engine.ts';
import { ENGINES, renderGamePage } from '../index.ts';

const { games } = simulatorCatalogue();
const gameOf = (engine: Engine, live = false) => games.find((g) => g.engine === engine && g.isLive === live)!;
const NONCE = 'bm9uY2Utdjk4';

const render = (game: SimGame, extra: Partial<GamePageOptions> = {}) =>
  renderGamePage({
    game,
    token: 'tok-123',
    lang: 'tr',
    currency: 'TRY',
    balance: 123_456n,
    apiBase: 'http://games.test:3001',
    nonce: NONCE,
    ...extra,
  });

const HOSTILE = '</script><img src=x onerror="alert(1)">"\'&';

describe('renderGamePage', () => {
  it.each(ENGINE_NAMES)('renders %s with nonce-only code, no inline styles or handlers', (engine) => {
    const html = render(gameOf(engine));
    const scripts = html.match(/<script\b[^>]*>/g)!;
    const styles = html.match(/<style\b[^>]*>/g)!;
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of [...scripts, ...styles]) expect(tag).toContain(`nonce="${NONCE}"`);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/(src|href)=["']?(https?:)?\/\//i);
    expect(html).toMatch(/^<!doctype html>\n<html lang="tr">/);
    for (const id of ['game-balance', 'game-play', 'game-result'])
      expect(html).toContain(`data-testid="${id}"`);
    expect(html).toContain('₺1.234,56');
  });

  it('escapes a hostile game name and provider everywhere', () => {
    const game = { ...gameOf('slot'), name: HOSTILE, provider: HOSTILE, code: 'x</script>' };
    const html = render(game, { token: '</script><script>' });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('onerror="');
    // Only our own script element opens and closes.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&quot;&#39;&amp;');
    expect(html).toContain('"x\\u003c/script>"');
  });

  it('refuses colours that could break out of the style sheet', () => {
    const game = { ...gameOf('slot'), colors: ['red;}</style><script>', '#abcdef'] as [string, string] };
    const html = render(game);
    expect(html).not.toContain('</style><script>');
    expect(html).toContain('--c2:#abcdef');
  });

  it('speaks English when asked, and shows a simulated dealer on live tables', () => {
    const html = render(gameOf('roulette', true), { lang: 'en' });
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('Simulated dealer');
    expect(html).toContain('class="dealer"');
    expect(render(gameOf('roulette'))).not.toContain('class="dealer"');
  });

  it('posts only the two host messages, with the shared type', () => {
    const html = render(gameOf('crash'));
    expect(html).toContain('"messageType":"lalebet:game"');
    expect(html).toContain("window.top.postMessage({ type: DATA.messageType, action }, '*')");
    expect(html).toMatch(/post\('reload'\)/);
    expect(html).toMatch(/post\('exit'\)/);
  });

  it('offers free rounds only when the player has some, in the page language, with what a round is worth', () => {
    const offer = /<button[^>]*data-testid="game-free-round"[^>]*>([^<]*)<\/button>/;
    const tr = render(gameOf('slot'), { freeRounds: { left: 9, value: 100n } });
    expect(tr.match(offer)?.[1]).toBe('Bedava tur oyna (9 kaldı)');
    expect(tr).toContain('Tur başına ₺1,00; kazançlar bonus bakiyenize eklenir');
    expect(tr).toContain('"freeRounds":{"left":9}');
    const en = render(gameOf('slot'), { lang: 'en', freeRounds: { left: 1, value: 250n } });
    expect(en.match(offer)?.[1]).toBe('Play a free round (1 left)');
    for (const none of [null, { left: 0, value: 100n }]) {
      expect(render(gameOf('slot'), { freeRounds: none })).not.toContain('data-testid="game-free-round"');
    }
  });

  it('has a page for every engine, and ENGINES covers the catalogue', () => {
    expect(Object.keys(ENGINES).sort()).toEqual([...ENGINE_NAMES].sort());
    for (const e of ENGINE_NAMES) expect(ENGINES[e].engine).toBe(e);
    const multi = render(gameOf('blackjack'));
    expect(multi).toContain("attrs['data-testid'] = 'game-stand'");
    expect(render(gameOf('poker'))).toContain("'data-testid': 'game-stand'");
  });
});
