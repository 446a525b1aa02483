import type { GameLaunchFields } from '@lalebet/shared/casino';
import { LAUNCHERS, type Launcher } from '@lalebet/shared/casino-constants';

/**
 * What the play page and modal need to launch a game: docs/product.md passes the game in the URL as an
 * encoded JSON blob (/casino/play/{encoded game data}), so only the launch fields travel.
 */
export type PlayableGame = GameLaunchFields;

export function toPlayable(game: PlayableGame): PlayableGame {
  const { gameCode, name, providerName, mainProviderId, productId, system, launcher } = game;
  return { gameCode, name, providerName, mainProviderId, productId, system, launcher };
}

/** URL-safe base64 (no padding) of the UTF-8 JSON of the launch fields. */
export function encodeGame(game: PlayableGame): string {
  const bytes = new TextEncoder().encode(JSON.stringify(toPlayable(game)));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

/** `data` as a game to launch, or null when any launch field is missing or malformed. */
export function parsePlayable(data: unknown): PlayableGame | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const g = data as Record<string, unknown>;
  const valid =
    isText(g.gameCode, 100) &&
    g.gameCode.length > 0 &&
    isText(g.name, 200) &&
    isText(g.providerName, 200) &&
    isInt(g.mainProviderId) &&
    isInt(g.productId) &&
    isText(g.system, 50) &&
    LAUNCHERS.includes(g.launcher as Launcher);
  return valid ? toPlayable(g as PlayableGame) : null;
}

/** The inverse of encodeGame; anything that is not a well-formed game decodes to null. */
export function decodeGame(encoded: string | undefined): PlayableGame | null {
  if (!encoded || encoded.length > 4000 || !/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return parsePlayable(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)));
  } catch {
    return null;
  }
}
