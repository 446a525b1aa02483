/** A player-number box: empty means none (null); anything else must be a whole number (zod checks). */
export const playerNumber = (v: unknown): number | null => {
  const text = String(v ?? '').trim();
  return text === '' ? null : Number(text);
};
