const full = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
const whole = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  maximumFractionDigits: 0,
});

/** Money in the Turkish locale with the lira sign (brief, section 5), e.g. "₺1.250,50". */
export const formatMoney = (amount: number) => full.format(amount);

/** An offer's amount: whole amounts without the ",00" ("₺50"), others as formatMoney. */
export const formatAmount = (amount: number) =>
  Number.isInteger(amount) ? whole.format(amount) : full.format(amount);
