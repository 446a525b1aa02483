import { describe, expect, it } from 'vitest';
import { decodeGame, encodeGame, parsePlayable } from './game-link';
import { game } from './test-utils';

describe('game links', () => {
  it('round-trips the launch fields through a URL-safe blob, Turkish letters included', () => {
    const g = game('softgamings', { name: 'Şeker Çılgınlığı İğdır Öğün', system: '960' });
    const encoded = encodeGame(g);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encodeURIComponent(encoded)).toBe(encoded);
    expect(decodeGame(encoded)).toEqual({
      gameCode: g.gameCode,
      name: 'Şeker Çılgınlığı İğdır Öğün',
      providerName: 'Pragmatic Play',
      mainProviderId: 7,
      productId: 0,
      system: '960',
      launcher: 'softgamings',
    });
  });

  it.each([
    ['nothing', undefined],
    ['empty', ''],
    ['not base64', '%%%not-a-game%%%'],
    ['base64 of text', btoa('hello')],
    ['JSON that is not an object', btoa('[1,2,3]')],
    ['an unknown launcher', btoa(JSON.stringify({ ...game('dt', { name: 'Book' }), launcher: 'evil' }))],
    ['a missing field', btoa(JSON.stringify({ gameCode: 'x', name: 'y' }))],
    ['invalid UTF-8', btoa('\xff\xfe{"a":1}')],
    ['far too long', 'A'.repeat(5000)],
  ])('decodes %s to null', (_, encoded) => {
    expect(decodeGame(encoded)).toBeNull();
  });

  it('keeps only the launch fields of dialog data and refuses anything else', () => {
    expect(parsePlayable(game('em'))).not.toHaveProperty('imageUrl');
    expect(parsePlayable(null)).toBeNull();
    expect(parsePlayable({ ...game('dt'), productId: '1' })).toBeNull();
  });
});
