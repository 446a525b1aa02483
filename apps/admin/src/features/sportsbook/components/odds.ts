/** Odds as the trader reads them: two decimals, in the staff member's language. */
export const formatOdds = (odds: number, lng: string) =>
  new Intl.NumberFormat(lng === 'en' ? 'en-GB' : 'tr-TR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(odds);
