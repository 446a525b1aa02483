import { BTAG_PATTERN, BTAG_TTL_DAYS } from '@lalebet/shared/btag';
import { STORAGE_KEYS, storage } from './storage';

/**
 * An affiliate's tracking link (`?btag=…` on any page; docs/decisions/092-affiliate-attribution-
 * and-ngr-feed.md): the first valid btag is kept for 30 days in a first-party cookie and in local
 * storage (logout clears local storage, the cookie survives it), sent at sign-up, and a later
 * link does not replace it (first touch). The parameter leaves the address bar at once, valid or
 * not, so a shared link does not carry it on; the path, the other parameters and the hash stay.
 */
const PARAM = 'btag';
const COOKIE = 'btag';
const TTL_MS = BTAG_TTL_DAYS * 86_400_000;

type Kept = { btag: string; expires: number };

function fromStorage(now: number): string | undefined {
  const kept = storage.getJson<Kept>(STORAGE_KEYS.btag);
  return kept && BTAG_PATTERN.test(kept.btag) && kept.expires > now ? kept.btag : undefined;
}

function fromCookie(): string | undefined {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE}=`));
  const value = pair ? decodeURIComponent(pair.slice(COOKIE.length + 1)) : undefined;
  return value && BTAG_PATTERN.test(value) ? value : undefined;
}

/** The btag this browser keeps, while its 30 days last. */
export function storedBtag(now = Date.now()): string | undefined {
  return fromStorage(now) ?? fromCookie();
}

function keep(btag: string, now: number) {
  storage.setJson(STORAGE_KEYS.btag, { btag, expires: now + TTL_MS } satisfies Kept);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE}=${encodeURIComponent(btag)}; Max-Age=${TTL_MS / 1000}; Path=/; SameSite=Lax${secure}`;
}

/** Reads and strips `btag` from the current address; keeps it unless one is already kept. */
export function captureBtag(now = Date.now()): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(PARAM)) return;
  const btag = url.searchParams.get(PARAM)?.trim() ?? '';
  url.searchParams.delete(PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (BTAG_PATTERN.test(btag) && storedBtag(now) === undefined) keep(btag, now);
}
