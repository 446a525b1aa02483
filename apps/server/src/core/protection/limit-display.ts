import { type LimitKind, fromMinor } from '@lalebet/shared';

/** A limit's value as the player and staff read it: lira for money, minutes for the session limit. */
export const limitDisplayValue = (kind: LimitKind, v: bigint): number =>
  kind === 'session' ? Number(v) : fromMinor(v);
