import type { Generated } from 'kysely';

/** One favourite of a player (docs/decisions/065-sportsbook-favourites.md): a feed id, not a reference. */
export interface SbFavouriteTable {
  customer_id: bigint;
  kind: 'tournament' | 'event';
  item_id: string;
  /** The order the player chose them in, 0 first. */
  position: number;
  created_at: Generated<Date>;
}

export interface SportsbookFavouriteTables {
  sb_favourite: SbFavouriteTable;
}
