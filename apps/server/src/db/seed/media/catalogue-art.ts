import type { CasinoCategory } from '@lalebet/shared';
import { type SimGame, simulatorCatalogue } from '../../../simulators/game-provider/catalogue.ts';
import { logoSvg } from './logos.ts';
import { thumbSvg } from './thumbs.ts';

/**
 * Artwork of the imported catalogue, drawn on demand from the catalogue entry (emblem, colours,
 * name): 2,000+ thumbnails are not worth committing. Same input, same bytes.
 */
let byCode: Map<string, SimGame> | null = null;
let studios: Map<string, string> | null = null;

export function catalogueThumbSvg(code: string): string | null {
  byCode ??= new Map(simulatorCatalogue().games.map((g) => [g.code, g]));
  const g = byCode.get(code);
  return g
    ? thumbSvg({ slug: g.code, name: g.name, live: g.isLive, emblem: g.emblem, colors: g.colors })
    : null;
}

export function studioLogoSvg(slug: string): string | null {
  studios ??= new Map(simulatorCatalogue().providers.map((p) => [p.slug, p.name]));
  const name = studios.get(slug);
  return name ? logoSvg(name) : null;
}

const CATEGORY_ART: Record<CasinoCategory, Parameters<typeof thumbSvg>[0]> = {
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

export function categorySvg(slug: string): string | null {
  const art = CATEGORY_ART[slug as CasinoCategory];
  return art ? thumbSvg(art) : null;
}
