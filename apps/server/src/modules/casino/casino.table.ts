import type { Launcher } from '@lalebet/shared';
import type { Generated } from 'kysely';

export interface CasinoProviderTable {
  id: Generated<number>;
  name: string;
  slug: string;
  launcher: Launcher;
  logo_url: string;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

export interface CasinoGameTable {
  id: Generated<number>;
  game_code: string;
  name: string;
  provider_id: number;
  product_id: Generated<number>;
  system: Generated<string>;
  image_url: string;
  categories: string[];
  is_live: Generated<boolean>;
  live_type: string | null;
  is_new: Generated<boolean>;
  is_popular: Generated<boolean>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  /** The aggregator's category text as last imported (docs/decisions/090-catalogue-sync.md). */
  provider_category: Generated<string | null>;
  /** When the aggregator stopped listing the game; it was switched off then. */
  removed_at: Generated<Date | null>;
}

/** One catalogue sync run (docs/decisions/090-catalogue-sync.md). */
export interface CasinoCatalogueSyncTable {
  id: Generated<number>;
  trigger: 'manual' | 'daily';
  admin_id: bigint | null;
  status: Generated<'running' | 'ok' | 'failed'>;
  started_at: Date;
  finished_at: Date | null;
  added: Generated<number>;
  updated: Generated<number>;
  disabled: Generated<number>;
  error: string | null;
}

/** One folded word of a game's name (foldSearch): the search index. */
export interface CasinoGameWordTable {
  word: string;
  game_id: number;
}

export interface CasinoCategoryTable {
  id: Generated<number>;
  name: string;
  slug_list: string[];
  image_url: string;
  sort: Generated<number>;
}

export interface CasinoFavoriteTable {
  customer_id: bigint;
  game_id: number;
  created_at: Generated<Date>;
}

/** A launch: the provider's token (hashed), bound to customer, game and currency. */
export interface GameSessionTable {
  id: string;
  token_hash: string;
  customer_id: bigint;
  game_id: number;
  currency: string;
  launcher: Launcher;
  created_at: Generated<Date>;
  expires_at: Date;
}

export interface CasinoTables {
  casino_provider: CasinoProviderTable;
  casino_game: CasinoGameTable;
  casino_catalogue_sync: CasinoCatalogueSyncTable;
  casino_game_word: CasinoGameWordTable;
  casino_category: CasinoCategoryTable;
  casino_favorite: CasinoFavoriteTable;
  game_session: GameSessionTable;
}
