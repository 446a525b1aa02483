/** docs/product.md §9: the unread badge is capped at '9+'. */
export const BADGE_CAP = 9;

/**
 * The unread badge (docs/product.md §4): the exact number below 9, otherwise '9+'; nothing at 0.
 * The dashboard menu's "'9+' at 9 or more" is the same rule.
 */
export function formatBadge(count: number): string {
  if (count <= 0) return '';
  return count >= BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}
