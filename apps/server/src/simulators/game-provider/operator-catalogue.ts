import { createHash } from 'node:crypto';
import type { LiveType } from '@lalebet/shared';
import { type Hub88Game, type Hub88Product, liveCategoryText } from '../../lib/hub88/operator-api.ts';
import { type Engine, type SimGame, simulatorCatalogue } from './catalogue.ts';

/** A game/list entry with every field Hub88 documents (docs/decisions/090-catalogue-sync.md). */
export type Hub88GameEntry = Hub88Game & Record<string, unknown>;
export type Hub88ProductEntry = Hub88Product & { enabled_currencies: string[] };

const TABLE_TEXT: Partial<Record<Engine, string>> = {
  crash: 'crash games',
  roulette: 'roulette',
  blackjack: 'blackjack',
  baccarat: 'baccarat',
  poker: 'poker',
};

/** The provider's category text for one of our simulator's games (the inverse of ourCategory). */
export function hub88CategoryOf(g: Pick<SimGame, 'categories' | 'liveType' | 'engine'>): string {
  if (g.liveType) return liveCategoryText(g.liveType as LiveType);
  if (g.categories.includes('virtual')) return 'virtual sports';
  if (g.categories.includes('slot')) return 'video slots';
  if (g.categories.includes('bingo')) return 'bingo';
  if (g.categories.includes('tvbets')) return 'tv games';
  return TABLE_TEXT[g.engine] ?? 'table games';
}

/** One simulator game as Hub88's game/list publishes it, images on the simulator's origin. */
export function hub88Entry(g: SimGame, base: string): Hub88GameEntry {
  const thumb = `${base}/media/games/${g.code}.svg`;
  return {
    game_code: g.code,
    name: g.name,
    product: g.provider,
    category: hub88CategoryOf(g),
    url_thumb: thumb,
    url_background: thumb,
    platforms: ['GPL_DESKTOP', 'GPL_MOBILE'],
    enabled: true,
    freebet_support: g.engine === 'slot',
    demo_game_support: !g.isLive,
    blocked_countries: [],
    release_date: '2026-01-01',
    volatility: g.isLive ? 1 : 1 + (g.sort % 6),
    rtp: g.engine === 'slot' ? '96.10' : '97.30',
    paylines: g.engine === 'slot' ? 20 : null,
    hit_ratio: '24.47',
    certifications: ['CURACAO'],
    languages: ['eng', 'tur'],
    theme: [],
    technology: ['HTML5'],
    features: [],
    supplier_identifier: { game_code: g.code },
  };
}

export type OperatorCatalogue = ReturnType<typeof createOperatorCatalogue>;

/**
 * What the simulator's game/list and products/list answer: its whole catalogue by default, a
 * given list in tests; the control route adds and removes entries so a sync sees changes.
 */
export function createOperatorCatalogue(
  base: () => string,
  initial?: { games: Hub88GameEntry[]; products: Hub88ProductEntry[] },
) {
  let games: Map<string, Hub88GameEntry> | null = initial
    ? new Map(initial.games.map((g) => [g.game_code, g]))
    : null;
  let products: Map<string, Hub88ProductEntry> | null = initial
    ? new Map(initial.products.map((p) => [p.product_code, p]))
    : null;
  const load = () => {
    if (games && products) return { games, products };
    const sim = simulatorCatalogue();
    games = new Map(sim.games.map((g) => [g.code, hub88Entry(g, base())]));
    products = new Map(
      sim.providers.map((p) => [
        p.slug,
        {
          product_name: p.name,
          product_code: p.slug,
          product_logo_url: `${base()}/media/studios/${p.slug}.svg`,
          enabled_currencies: ['TRY', 'EUR', 'USD'],
        },
      ]),
    );
    return { games, products };
  };
  return {
    games: () => [...load().games.values()],
    products: () => [...load().products.values()],
    /** Adds or replaces entries and removes game codes. */
    change(c: { games?: Hub88GameEntry[]; products?: Hub88ProductEntry[]; remove?: string[] }) {
      const s = load();
      for (const p of c.products ?? []) s.products.set(p.product_code, p);
      for (const g of c.games ?? []) s.games.set(g.game_code, g);
      for (const code of c.remove ?? []) s.games.delete(code);
    },
  };
}

/** A stable uuid per game, currency and template: the same prepaid on every call. */
const prepaidUuid = (code: string, currency: string, n: number) => {
  const h = createHash('sha256').update(`${code}:${currency}:${n}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/** A slot's freebet templates: 10 spins of 1.00, 20 of 0.50, and one of free choice. */
export function prepaidsOf(code: string, currency: string) {
  return [
    [100_000, 10],
    [50_000, 20],
    [null, null],
  ].map(([value, count], n) => ({
    prepaid_uuid: prepaidUuid(code, currency, n),
    game_code: code,
    currency,
    bet_value: value,
    bet_count: count,
    bonus_buy: false,
  }));
}
