/**
 * Object keys sorted at every level (arrays keep their order), so `{a,b}` and `{b,a}` serialise
 * the same. Used to hash a request's identity and to re-serialise a NOWPayments IPN before its
 * HMAC is checked.
 */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeysDeep((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** Compact JSON of `value` with every object's keys sorted. */
export const sortedJson = (value: unknown): string => JSON.stringify(sortKeysDeep(value));
