import type { CasinoCategory } from '@lalebet/shared';
import { type ThumbArt, thumbSvg } from './thumbs.ts';

const CATEGORY_ART: Record<CasinoCategory, ThumbArt> = {
  slot: { slug: 'slot', name: 'Slot', live: false, emblem: 'seven', colors: ['#f48c06', '#6a040f'] },
  live: { slug: 'live', name: 'Live Casino', live: true, emblem: 'roulette', colors: ['#10002b', '#c77dff'] },
  games: { slug: 'games', name: 'Games', live: false, emblem: 'plane', colors: ['#1a1a2e', '#7b0d1e'] },
  bingo: { slug: 'bingo', name: 'Bingo', live: false, emblem: 'dice', colors: ['#006d77', '#83c5be'] },
  tvbets: {
    slug: 'tvbets',
    name: 'TV Games',
    live: false,
    emblem: 'percent',
    colors: ['#ff006e', '#3a0ca3'],
  },
};

/** The art of a casino category's tile, /media/categories/<slug>.svg; null for an unknown slug. */
export function categorySvg(slug: string): string | null {
  const art = CATEGORY_ART[slug as CasinoCategory];
  return art ? thumbSvg(art) : null;
}
