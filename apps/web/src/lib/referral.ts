import { STORAGE_KEYS, storage } from './storage';

/** A referral number is a player's user code: digits only, positive, and a safe integer. */
const REF = /^[1-9]\d{0,14}$/;

/**
 * Keeps the referral number of a landing link (`?ref=12345678`, on any page) in local storage
 * under `refId` (docs/decisions/016-bonus-abuse-rules-and-referrals.md), where the sign-up form
 * reads it. The latest valid link wins; anything else in `ref` is ignored.
 */
export function captureReferral(search: string): void {
  const ref = new URLSearchParams(search).get('ref')?.trim();
  if (ref && REF.test(ref)) storage.set(STORAGE_KEYS.refId, ref);
}
