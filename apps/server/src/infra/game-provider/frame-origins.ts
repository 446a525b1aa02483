import type { Config } from '../../config.ts';

/**
 * The origins game frames load from: GAME_FRAME_ORIGINS (a real provider's game servers) and,
 * outside production, the game-provider simulator. Its port is only certain once it listens
 * (tests use port 0), so the CSP reads this at request time.
 */
export class GameFrameOrigins {
  private readonly config: Config;
  private simulatorPort: number | null;
  private simulatorPublic: string | null;

  constructor(config: Config) {
    this.config = config;
    const sim = config.casino.simulator && config.env !== 'production';
    this.simulatorPort = sim && config.casino.simulatorPort !== 0 ? config.casino.simulatorPort : null;
    this.simulatorPublic =
      sim && config.casino.simulatorPublicUrl ? new URL(config.casino.simulatorPublicUrl).origin : null;
  }

  /** Called by the casino plugin once the simulator listens. */
  simulatorStarted(port: number, publicUrl: string): void {
    if (this.config.env === 'production') return;
    this.simulatorPort = port;
    this.simulatorPublic = new URL(publicUrl).origin;
  }

  /** Frames of the sportsbook bridge (ADR 091): its provider's, or its simulator's, origin. */
  private readonly bridge = new Set<string>();

  allowBridge(origin: string): void {
    this.bridge.add(new URL(origin).origin);
  }

  list(): string[] {
    const out = new Set([...this.config.casino.frameOrigins, ...this.bridge]);
    if (this.simulatorPublic) out.add(this.simulatorPublic);
    if (this.simulatorPort) {
      out.add(`http://localhost:${this.simulatorPort}`);
      out.add(`http://127.0.0.1:${this.simulatorPort}`);
    }
    return [...out];
  }
}
