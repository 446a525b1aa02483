import type { Duplex } from 'node:stream';

/**
 * Holds back what a connection writes during one tick and sends it in one write when the tick
 * ends. With deferred statements (deferred.ts) that saves system calls and round trips: BEGIN, a
 * lock and the first read leave together, one round trip instead of three.
 */
export class CoalescedWrites {
  private corked = false;

  /** Corks the stream, if not already, until the end of this tick. */
  hold(stream: Duplex): void {
    if (this.corked || !stream.writable) return;
    this.corked = true;
    stream.cork();
    process.nextTick(() => {
      this.corked = false;
      stream.uncork();
    });
  }
}
