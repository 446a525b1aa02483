/** Three-card poker hand ranking: straight flush, trips, straight, flush, pair, high card. */
export const HAND_CLASSES = ['high', 'pair', 'flush', 'straight', 'trips', 'straightFlush'] as const;
export type HandClass = (typeof HAND_CLASSES)[number];
/** Ranks are 2..14: base 15 keeps the class and three ranks apart in one number. */
const CLASS_STEP = 15 ** 3;

/** A comparable score (higher wins) and the hand's class; ranks 1..13 with the ace high. */
export function scoreHand(cards: readonly { rank: number; suit: number }[]): {
  score: number;
  cls: HandClass;
} {
  const r = cards.map((c) => (c.rank === 1 ? 14 : c.rank)).sort((a, b) => b - a) as [number, number, number];
  const flush = cards.every((c) => c.suit === cards[0]!.suit);
  // A-2-3 is the lowest straight: it ranks by its three.
  const wheel = r[0] === 14 && r[1] === 3 && r[2] === 2;
  const straight = wheel || (r[0] - r[1] === 1 && r[1] - r[2] === 1);
  const trips = r[0] === r[2];
  const pair = !trips && (r[0] === r[1] || r[1] === r[2]);
  const cls: HandClass =
    straight && flush
      ? 'straightFlush'
      : trips
        ? 'trips'
        : straight
          ? 'straight'
          : flush
            ? 'flush'
            : pair
              ? 'pair'
              : 'high';
  // Pairs compare on the pair first, then the kicker.
  const order = wheel ? [3, 2, 1] : pair && r[1] === r[2] ? [r[1], r[2], r[0]] : r;
  const score = HAND_CLASSES.indexOf(cls) * CLASS_STEP + order[0]! * 15 ** 2 + order[1]! * 15 + order[2]!;
  return { score, cls };
}

export const classOf = (score: number): HandClass => HAND_CLASSES[Math.floor(score / CLASS_STEP)]!;

/** The dealer plays with queen high or better. */
export const QUALIFIER = scoreHand([
  { rank: 12, suit: 0 },
  { rank: 3, suit: 1 },
  { rank: 2, suit: 2 },
]).score;

/** The optimal play threshold: raise with queen-six-four or better, fold below. */
export const PLAY_AT_LEAST = scoreHand([
  { rank: 12, suit: 0 },
  { rank: 6, suit: 1 },
  { rank: 4, suit: 2 },
]).score;
