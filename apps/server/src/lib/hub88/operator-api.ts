import type { GameCategory, LiveType } from '@lalebet/shared';
import { z } from 'zod';

/**
 * Hub88's Operator API as both sides speak it (docs/decisions/090-catalogue-sync.md): every call a
 * signed JSON POST under /operator/generic/v2, the operator's RSA key signing the body (the
 * wallet's scheme in reverse). Our sync calls it; the game-provider simulator serves it.
 */
export const OPERATOR_API = {
  gameList: '/operator/generic/v2/game/list',
  productList: '/operator/generic/v2/products/list',
  /** Freebets: the supplier's prepaid templates for one game and currency (also 1 request a minute). */
  prepaidList: '/operator/generic/v2/freebet/prepaids/list',
  /** Freebets: a single-use reward for one player from a prepaid (ADR 099). */
  rewardCreate: '/operator/generic/v2/freebet/rewards/create',
  rewardList: '/operator/generic/v2/freebet/rewards/list',
  rewardCancel: '/operator/generic/v2/freebet/rewards/cancel',
} as const;

/** game/list and freebet/prepaids/list: each at most one request a minute per operator, else 429. */
export const GAME_LIST_INTERVAL_MS = 60_000;

/** One game of game/list: the fields the sync reads; the rest (rtp, volatility, …) are ignored. */
export const hub88GameSchema = z.object({
  game_code: z.string().min(1).max(100),
  name: z.string().min(1).max(100),
  /** The supplier's display name: products/list's product_name. */
  product: z.string().min(1).max(100),
  /** Free text: "video slots", "live roulette", "crash games", … */
  category: z.string().max(100),
  url_thumb: z.string().max(1000),
  enabled: z.boolean(),
});
export type Hub88Game = z.infer<typeof hub88GameSchema>;

export const hub88ProductSchema = z.object({
  product_name: z.string().min(1).max(100),
  product_code: z.string().min(1).max(100),
  product_logo_url: z.string().max(1000),
});
export type Hub88Product = z.infer<typeof hub88ProductSchema>;

/** A freebet template: `bet_value` (×100000) and `bet_count` fixed by the supplier, or null for free choice. */
export const hub88PrepaidSchema = z.object({
  prepaid_uuid: z.uuid(),
  game_code: z.string().min(1).max(100),
  currency: z.string().regex(/^[A-Z]{3}$/),
  bet_value: z.number().int().positive().nullable(),
  bet_count: z.number().int().positive().nullable(),
  bonus_buy: z.boolean(),
});
export type Hub88Prepaid = z.infer<typeof hub88PrepaidSchema>;

/** A reward's life: FRS_NEW → FRS_ACTIVE (first round played) → FRS_FINISHED | FRS_EXPIRED | FRS_CANCELLED. */
export const REWARD_STATUSES = [
  'FRS_NEW',
  'FRS_ACTIVE',
  'FRS_CANCELLED',
  'FRS_FAILED',
  'FRS_FINISHED',
  'FRS_EXPIRED',
] as const;

/**
 * freebet/rewards/create for one player from a prepaid: `start_time`/`end_time` are
 * `YYYY-MM-DDThh:mm:ss` (UTC), always sent (without them a reward lapses after weeks).
 * `operator_reference` is our customer bonus (the field name campaigns/info uses).
 */
export const hub88RewardCreateSchema = z.object({
  user: z.string().min(1).max(255),
  game_code: z.string().min(1).max(100),
  prepaid_uuid: z.uuid(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  bet_value: z.number().int().positive(),
  bet_count: z.number().int().positive(),
  start_time: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
  end_time: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
  operator_reference: z.string().min(1).max(255),
  sub_partner_id: z.string().max(255).nullish(),
});
export type Hub88RewardCreate = z.infer<typeof hub88RewardCreateSchema>;

/** The Reward object every rewards/* call answers with. */
export const hub88RewardSchema = hub88RewardCreateSchema.extend({
  reward_uuid: z.uuid(),
  status: z.enum(REWARD_STATUSES),
  /** Rounds not played yet. */
  bets_left: z.number().int().min(0),
});
export type Hub88Reward = z.infer<typeof hub88RewardSchema>;

/** Hub88's time format for rewards: UTC without zone or fraction. */
export const hub88Time = (d: Date) => d.toISOString().slice(0, 19);

const LIVE: Record<string, LiveType> = {
  'live roulette': 'Live Roulette',
  'live blackjack': 'Live Blackjack',
  'live poker': 'Live Poker',
  'live baccarat': 'Live Baccarat',
};
const LIVE_TEXT = Object.fromEntries(Object.entries(LIVE).map(([text, type]) => [type, text]));

/** Our filing of a provider category: category pages, and for live games the live filter. */
export type OurCategory = { categories: GameCategory[]; isLive: boolean; liveType: LiveType | null };

/**
 * Maps Hub88's category text onto the product's category pages (docs/product.md §2): live
 * tables to Live Casino, slots to Slot, bingo, keno and lotteries to Bingo, TV shows to TV
 * Games, virtual sports to Games and Sanal, everything else (tables, crash) to Games.
 */
export function ourCategory(text: string): OurCategory {
  const t = text.trim().toLowerCase();
  if (t.startsWith('live ')) {
    return { categories: ['live'], isLive: true, liveType: LIVE[t] ?? 'Live Dealer' };
  }
  const only = (c: GameCategory): OurCategory => ({ categories: [c], isLive: false, liveType: null });
  if (t.includes('slot')) return only('slot');
  if (t === 'virtual sports') return { categories: ['games', 'virtual'], isLive: false, liveType: null };
  if (/bingo|keno|lotter/.test(t)) return only('bingo');
  if (/^tv /.test(t)) return only('tvbets');
  return only('games');
}

/** The provider text a live type travels as (the inverse of ourCategory for live tables). */
export const liveCategoryText = (type: LiveType) => LIVE_TEXT[type] ?? 'live game shows';
