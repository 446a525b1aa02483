import type { Launcher } from '@lalebet/shared';

/** What every launch integration needs to open one game for one customer (ADR 011). */
export type LaunchRequest = {
  /** The game session's single-launch token: never the customer's session token. */
  token: string;
  /** The customer's user code: the seamless wallet's `user`. */
  user: string;
  currency: string;
  gameCode: string;
  /** The EM integration's product id; 0 elsewhere. */
  productId: number;
  /** The SoftGamings integration's system; '' elsewhere. */
  system: string;
  language: 'tr' | 'en';
  platform: 'desktop' | 'mobile';
  /** Where the game's lobby or exit button leads. */
  lobbyUrl: string;
};

/** A URL for an iframe, or the SoftGamings-style HTML and script snippet for /game-frame. */
export type LaunchResult = { kind: 'url'; url: string } | { kind: 'html'; html: string };

/** One per launch integration; a real provider plugs in behind the same interface. */
export interface GameProviderAdapter {
  readonly launcher: Launcher;
  launch(req: LaunchRequest): Promise<LaunchResult>;
}

/** Thrown by adapters when the provider cannot be reached or answers nonsense. */
export class GameProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GameProviderError';
  }
}

export type GameProviderAdapters = ReadonlyMap<Launcher, GameProviderAdapter>;
