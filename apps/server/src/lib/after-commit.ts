import type { FastifyBaseLogger } from 'fastify';

/** Work that waits for a transaction's commit: a hub push, a notification, an e-mail. */
export type AfterCommit = () => Promise<void>;

/**
 * Starts each after-commit effect without awaiting it, so the answer is not delayed, and logs a
 * failure instead of throwing: the money has already moved, and a lost push only means the page
 * catches up on its next poll (docs/decisions/006-realtime-hub.md: messages are fire-and-forget).
 * An effect that throws before returning its promise is caught the same way.
 */
export function fireAfterCommit(
  log: Pick<FastifyBaseLogger, 'warn'> | undefined,
  area: string,
  effects: Iterable<AfterCommit>,
): void {
  for (const effect of effects) {
    new Promise<void>((resolve) => resolve(effect())).catch((err: unknown) =>
      log?.warn({ err }, `${area}: push failed`),
    );
  }
}
