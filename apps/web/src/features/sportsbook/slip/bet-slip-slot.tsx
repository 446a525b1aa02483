/**
 * Where the bet slip goes on the sportsbook pages: a column on wide screens, a sheet on phones.
 * The slip itself is built separately; until then the slot renders nothing.
 */
export function BetSlipSlot() {
  return null;
}
