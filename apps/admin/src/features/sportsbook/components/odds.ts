/**
 * Odds as booked, in the staff member's language: two decimals, three where the booked odds have
 * them (the player's slip shows them so too, docs/decisions/062-payouts-rounded-up.md).
 */
export const formatOdds = (odds: number, lng: string) =>
  new Intl.NumberFormat(lng === 'en' ? 'en-GB' : 'tr-TR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  }).format(odds);
