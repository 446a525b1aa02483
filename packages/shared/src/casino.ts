import { z } from 'zod';
import { GAME_CATEGORIES, LAUNCHERS, LIVE_TYPES } from './casino-constants.ts';

/**
 * Casino contract. The product's Game fields (gameCode, name, providerName,
 * mainProviderId, productId, system) plus what a lobby needs to draw and launch it.
 */

export const launcherSchema = z.enum(LAUNCHERS);
export const gameCategorySchema = z.enum(GAME_CATEGORIES, { error: 'v.option' });
export const liveTypeSchema = z.enum(LIVE_TYPES as [string, ...string[]], { error: 'v.option' });

/** What opening a game needs: the lobby's games carry it, and so does a free-rounds bonus. */
export const gameLaunchFieldsSchema = z.object({
  gameCode: z.string(),
  name: z.string(),
  providerName: z.string(),
  mainProviderId: z.number().int(),
  /** The EM launch body's productId; 0 where the integration has none. */
  productId: z.number().int(),
  /** The SoftGamings launch body's system; '' where the integration has none. */
  system: z.string(),
  /** Which of the six launch calls opens this game. */
  launcher: launcherSchema,
});

export type GameLaunchFields = z.infer<typeof gameLaunchFieldsSchema>;

export const gameSchema = gameLaunchFieldsSchema.extend({
  /** Same-origin thumbnail (SVG), lazy-loaded by the grids. */
  imageUrl: z.string(),
  categories: z.array(gameCategorySchema),
  isLive: z.boolean(),
  /** One of the product's Live names for live tables, else null. */
  liveType: z.string().nullable(),
  isNew: z.boolean(),
  isPopular: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

const take = (max: number) => z.number({ error: 'v.number' }).int().min(1).max(max).default(5);
const skip = z.number({ error: 'v.number' }).int().min(0).max(100_000).default(0);

// POST casino/games: by search (+ live) as the header search does, or by systemCategory.
export const gamesRequestSchema = z.strictObject({
  search: z.string().trim().max(64, { error: 'v.max' }).optional(),
  live: z.boolean().optional(),
  systemCategory: gameCategorySchema.optional(),
  /** Provider filter (beyond docs/product.md §1–9). */
  providerId: z.number().int().positive().optional(),
  /** Live casino filter: one of the product's Live names (beyond docs/product.md §1–9). */
  liveType: liveTypeSchema.optional(),
  /** Only the customer's favourites (beyond docs/product.md §1–9; needs a session). */
  favorites: z.boolean().optional(),
  skip,
  take: take(100),
});
export type GamesRequest = z.input<typeof gamesRequestSchema>;
/** A page of games; `total` lets the grids know when to stop scrolling. */
export const gamesPageSchema = z.object({ items: z.array(gameSchema), total: z.number().int() });
export type GamesPage = z.infer<typeof gamesPageSchema>;

// GET casino/categorylist
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slugList: z.array(z.string()),
  imageUrl: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

// GET casino/providers (beyond docs/product.md §1–9: the provider filter)
export const providerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string(),
  gameCount: z.number().int(),
});
export type Provider = z.infer<typeof providerSchema>;
export const providersQuerySchema = z.object({ systemCategory: gameCategorySchema.optional() });

// POST casino/togglefavorite
export const toggleFavoriteRequestSchema = z.strictObject({
  code: z.string({ error: 'v.required' }).min(1, { error: 'v.required' }).max(100),
  providerId: z.number({ error: 'v.number' }).int().positive(),
});
export const favoriteStateSchema = z.object({
  favorite: z.boolean(),
  /** The whole list after the toggle: the product's userFavoriteList (game codes). */
  userFavoriteList: z.array(z.string()),
});
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

// Launch calls: the exact bodies of docs/product.md (section 7).
const code = z.string({ error: 'v.required' }).min(1, { error: 'v.required' }).max(100);
const platform = z.union([z.literal(1), z.literal(2)], { error: 'v.option' });
export const dtLaunchRequestSchema = z.strictObject({ code });
export const emLaunchRequestSchema = z.strictObject({ code, productId: z.number().int().min(0) });
export const amusnetLaunchRequestSchema = z.strictObject({ code, isMobile: z.boolean() });
export const platformLaunchRequestSchema = z.strictObject({
  platform,
  gameCode: code,
  language: z.enum(['tr', 'en'], { error: 'v.option' }),
  /**
   * Where the game's lobby/exit button leads: an absolute http(s) URL on our site, without
   * credentials. The server also checks the origin is its own (a provider's "back to lobby"
   * must never lead to another site).
   */
  lobbyUrl: z
    .url({ protocol: /^https?$/, error: 'v.invalid' })
    .max(500)
    .refine((v) => !/^https?:\/\/[^/?#]*@/i.test(v), { error: 'v.invalid' }),
});
export const softgamingsLaunchRequestSchema = z.strictObject({
  system: z.string().min(1).max(50),
  pageCode: code,
  isMobile: z.union([z.literal(0), z.literal(1)], { error: 'v.option' }),
});
/** URL launches answer with the game URL; SoftGamings with an HTML and script snippet. */
export const launchResponseDataSchema = z.string();

// POST casino/gamehistory
export const gameHistoryRequestSchema = z.strictObject({
  /** ISO date-time bounds, inclusive from, exclusive to; both optional. */
  from: z.iso.datetime({ offset: true, error: 'v.invalid' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'v.invalid' }).optional(),
  skip,
  take: take(100).default(20),
});
export type GameHistoryRequest = z.input<typeof gameHistoryRequestSchema>;
export const gameRoundSchema = z.object({
  /** The provider's round id. */
  roundId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  providerName: z.string(),
  /** Lira numbers with at most two decimals, as in transaction/list. */
  stake: z.number(),
  win: z.number(),
  net: z.number(),
  currency: z.string(),
  /** 'open' until the provider closes the round; 'rolledBack' when every bet was refunded. */
  status: z.enum(['open', 'closed', 'rolledBack']),
  startedAt: z.string(),
  updatedAt: z.string(),
});
export type GameRound = z.infer<typeof gameRoundSchema>;
export const gameHistoryPageSchema = z.object({ items: z.array(gameRoundSchema), total: z.number().int() });
export type GameHistoryPage = z.infer<typeof gameHistoryPageSchema>;
