import { logoSvg } from '../../lib/art/logos.ts';
import { thumbSvg } from '../../lib/art/thumbs.ts';
import { type SimGame, simulatorCatalogue } from './catalogue.ts';

/**
 * Artwork of the simulator's catalogue (a real aggregator serves its own thumbnails), drawn on
 * demand from the catalogue entry (emblem, colours, name): 2,000+ thumbnails are not worth committing. Same input, same bytes.
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
