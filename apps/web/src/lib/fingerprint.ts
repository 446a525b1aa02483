import { storage, STORAGE_KEYS } from './storage';

const COLLECTOR_TIMEOUT_MS = 1000;

function withTimeout<T>(p: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([p, new Promise<T>((r) => setTimeout(() => r(fallback), COLLECTOR_TIMEOUT_MS))]);
}

async function sha256(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Cheap, local-only device signals; nothing leaves the browser except the hash. */
async function collect(): Promise<string[]> {
  const signals = await Promise.all([
    withTimeout(Promise.resolve(navigator.userAgent), ''),
    withTimeout(Promise.resolve(navigator.language), ''),
    withTimeout(Promise.resolve(`${screen.width}x${screen.height}x${screen.colorDepth}`), ''),
    withTimeout(Promise.resolve(Intl.DateTimeFormat().resolvedOptions().timeZone), ''),
    withTimeout(Promise.resolve(String(navigator.hardwareConcurrency ?? '')), ''),
  ]);
  return signals;
}

/** Computed once and kept under `fingerprint` (docs/product.md §3). */
export async function ensureFingerprint(): Promise<string> {
  const existing = storage.get(STORAGE_KEYS.fingerprint);
  if (existing) return existing;
  let value: string;
  try {
    const salt = crypto.getRandomValues(new Uint32Array(2)).join('.');
    value = (await sha256([...(await collect()), salt].join('|'))).slice(0, 32);
  } catch {
    value = crypto.randomUUID().replace(/-/g, '');
  }
  storage.set(STORAGE_KEYS.fingerprint, value);
  return value;
}
