import { DAY_MS } from '../../lib/clock.ts';
import type { SimLang } from './messages.ts';

/**
 * Launch sessions the operator opened with us (the launch API), by token. An aggregator keeps
 * them in its own store; the simulator keeps them in memory, so a restart forgets them and the
 * player relaunches from the site, as after a real provider's session loss.
 */
export type LaunchSession = {
  token: string;
  /** The seamless wallet's `user`: the customer's user code. */
  user: string;
  gameCode: string;
  currency: string;
  lang: SimLang;
  lobby: string | null;
  createdAt: number;
  /** When the play page was first served: the link is single-use for opening. */
  openedAt: number | null;
};

/** Sessions older than this are dropped (the operator's tokens live 4 h at most by default). */
const KEEP_MS = DAY_MS;

export function createSessionStore(now: () => number = Date.now) {
  const byToken = new Map<string, LaunchSession>();
  const prune = () => {
    const cutoff = now() - KEEP_MS;
    for (const [token, s] of byToken) {
      if (s.createdAt >= cutoff) break; // insertion order is creation order
      byToken.delete(token);
    }
  };
  return {
    add(s: Omit<LaunchSession, 'createdAt' | 'openedAt'>): LaunchSession {
      prune();
      // A relaunch with the same token (the operator retried its launch call) keeps one entry.
      const existing = byToken.get(s.token);
      if (existing) return existing;
      const session = { ...s, createdAt: now(), openedAt: null };
      byToken.set(s.token, session);
      return session;
    },
    get: (token: string) => byToken.get(token),
    /** Marks the first open; false when the link was opened before. */
    open(token: string): boolean {
      const s = byToken.get(token);
      if (!s || s.openedAt !== null) return false;
      s.openedAt = now();
      return true;
    },
    /** Undoes `open` when the page could not be served for a passing reason (wallet unreachable). */
    release(token: string): void {
      const s = byToken.get(token);
      if (s) s.openedAt = null;
    },
    size: () => byToken.size,
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
