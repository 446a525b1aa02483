import type { GameCategory, LiveType } from '@lalebet/shared';
import { type Hub88Game, type Hub88Product, ourCategory } from '../../../lib/hub88/operator-api.ts';

/** A catalogue row as the sync compares it. */
export type CurrentGame = {
  id: number;
  game_code: string;
  name: string;
  provider_id: number;
  image_url: string;
  categories: string[];
  is_live: boolean;
  live_type: string | null;
  provider_category: string | null;
  removed_at: Date | null;
};
export type CurrentProvider = { id: number; slug: string; name: string };

export type NewProvider = { slug: string; name: string; logoUrl: string };
export type GameFields = {
  name: string;
  image_url: string;
  categories: GameCategory[];
  is_live: boolean;
  live_type: LiveType | null;
  provider_category: string;
};
/** `providerId` undefined: the studio is new in this plan (`providerSlug`). */
export type GameInsert = GameFields & {
  game_code: string;
  providerId: number | undefined;
  providerSlug: string;
};
export type GameUpdate = {
  id: number;
  set: Partial<GameFields> & { provider_id?: number; removed_at?: null };
};

export type SyncPlan = {
  providers: NewProvider[];
  inserts: GameInsert[];
  /** Changes to listed games; `visible` ones count as updated (bookkeeping-only ones do not). */
  updates: (GameUpdate & { visible: boolean; renamed: boolean; newProviderSlug?: string })[];
  /** Games the provider no longer offers: switched off and marked removed. */
  disable: number[];
};

/** An id our provider table accepts (lowercase words and hyphens), from the provider's product code. */
export const providerSlug = (code: string) =>
  code
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'provider';

/**
 * What one sync changes (docs/decisions/090-catalogue-sync.md), decided from the provider's lists
 * and our rows alone: new games are added (switched off, for review), listed games follow the
 * provider's name, image and studio, and its category only when the provider changed that text
 * (our own filing stays otherwise); games it no longer lists, or lists as disabled, are switched
 * off once and never deleted. The same lists twice give an empty plan.
 */
export function planSync(
  current: { games: CurrentGame[]; providers: CurrentProvider[] },
  listed: { games: Hub88Game[]; products: Hub88Product[] },
  imageUrl: (providerUrl: string) => string,
): SyncPlan {
  const productByName = new Map(listed.products.map((p) => [p.product_name, p]));
  const ours = new Map<string, number>();
  for (const p of current.providers) ours.set(`s:${p.slug}`, p.id).set(`n:${p.name}`, p.id);
  const providers = new Map<string, NewProvider>();
  const providerOf = (g: Hub88Game) => {
    const product = productByName.get(g.product);
    if (!product) return null;
    const slug = providerSlug(product.product_code);
    const id = ours.get(`s:${slug}`) ?? ours.get(`n:${product.product_name}`);
    if (id === undefined && !providers.has(slug)) {
      providers.set(slug, { slug, name: product.product_name, logoUrl: imageUrl(product.product_logo_url) });
    }
    return { slug, id };
  };

  const byCode = new Map(current.games.map((g) => [g.game_code, g]));
  const offered = new Set<string>();
  const plan: SyncPlan = { providers: [], inserts: [], updates: [], disable: [] };
  for (const g of listed.games) {
    if (!g.enabled) continue;
    const provider = providerOf(g);
    if (!provider) continue; // a studio products/list does not name: left as it is
    offered.add(g.game_code);
    const row = byCode.get(g.game_code);
    const fields = wantedFields(g, imageUrl);
    if (!row)
      plan.inserts.push({
        ...fields,
        game_code: g.game_code,
        providerId: provider.id,
        providerSlug: provider.slug,
      });
    else {
      const change = diff(row, fields, provider.id);
      if (change)
        plan.updates.push(provider.id === undefined ? { ...change, newProviderSlug: provider.slug } : change);
    }
  }
  for (const row of current.games) {
    if (!offered.has(row.game_code) && row.removed_at === null) plan.disable.push(row.id);
  }
  plan.providers = [...providers.values()];
  return plan;
}

function wantedFields(g: Hub88Game, imageUrl: (u: string) => string): GameFields {
  const c = ourCategory(g.category);
  return {
    name: g.name,
    image_url: imageUrl(g.url_thumb),
    categories: c.categories,
    is_live: c.isLive,
    live_type: c.liveType,
    provider_category: g.category,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

function diff(row: CurrentGame, want: GameFields, providerId: number | undefined) {
  const set: GameUpdate['set'] = {};
  if (row.name !== want.name) set.name = want.name;
  if (row.image_url !== want.image_url) set.image_url = want.image_url;
  if (providerId !== row.provider_id) set.provider_id = providerId; // undefined: a studio added now
  if (row.removed_at !== null) set.removed_at = null;
  if (row.provider_category !== want.provider_category) {
    set.provider_category = want.provider_category;
    if (!sameList(row.categories, want.categories)) set.categories = want.categories;
    if (row.is_live !== want.is_live) set.is_live = want.is_live;
    if (row.live_type !== want.live_type) set.live_type = want.live_type;
  }
  const keys = Object.keys(set).filter((k) => k !== 'provider_id' || set.provider_id !== undefined);
  if (!keys.length) return null;
  return {
    id: row.id,
    set,
    visible: keys.some((k) => k !== 'provider_category') || providerId === undefined,
    renamed: set.name !== undefined,
  };
}
