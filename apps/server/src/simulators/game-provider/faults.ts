/**
 * A WalletTransport that misbehaves as networks do, driven by a seeded PRNG (docs/wallet-protocol.md §7, T4):
 * requests lost before they arrive, answers lost after the wallet committed, duplicate
 * deliveries, copies held back and delivered later (reordering), 502s, and outages where a
 * run of calls all fail. Everything is sequential, so one seed replays one history exactly.
 */
import { TransportTimeoutError, type WalletTransport } from './transport.ts';

export type Deliver = WalletTransport;
export type FaultCounts = Record<
  | 'calls'
  | 'lostBefore'
  | 'lostAfter'
  | 'duplicated'
  | 'heldBack'
  | 'lateDelivered'
  | 'badGateway'
  | 'outages',
  number
>;

export function createFaultyTransport(deliver: Deliver, rand: () => number, rate = 0.04) {
  const held: (() => Promise<unknown>)[] = [];
  const counts: FaultCounts = {
    calls: 0,
    lostBefore: 0,
    lostAfter: 0,
    duplicated: 0,
    heldBack: 0,
    lateDelivered: 0,
    badGateway: 0,
    outages: 0,
  };
  let outage = 0;

  /** Delivers held-back copies now and then, in random order: they arrive after later calls. */
  async function release(all: boolean) {
    while (held.length && (all || rand() < 0.3)) {
      const [send] = held.splice(Math.floor(rand() * held.length), 1);
      await send!();
      counts.lateDelivered++;
    }
  }

  const lost = (after: boolean) => {
    counts[after ? 'lostAfter' : 'lostBefore']++;
    throw new Error(after ? 'socket hang up (answer lost after commit)' : 'ECONNRESET (request lost)');
  };

  const transport: WalletTransport = async (path, bytes, headers) => {
    counts.calls++;
    await release(false);
    const send = () => deliver(path, bytes, headers);
    const hold = () => {
      held.push(send);
      counts.heldBack++;
    };
    if (outage === 0 && rand() < rate / 2) {
      outage = 3 + Math.floor(rand() * 8);
      counts.outages++;
    }
    const r = rand();
    if (outage > 0) {
      outage--;
      if (r < 0.4) return lost(false);
      if (r < 0.7) return send().then(() => lost(true));
      hold();
      throw new TransportTimeoutError();
    }
    if (r < rate) return lost(false);
    if (r < 2 * rate) return send().then(() => lost(true));
    if (r < 3 * rate) {
      // Timed out on our side, delivered later: a reordering.
      hold();
      throw new TransportTimeoutError();
    }
    if (r < 4 * rate) {
      counts.duplicated++;
      const [a, b] = [await send(), await send()];
      return rand() < 0.5 ? a : b;
    }
    if (r < 5 * rate) {
      hold();
      return send();
    }
    if (r < 6 * rate) {
      counts.badGateway++;
      return { status: 502, body: '<html>Bad Gateway</html>' };
    }
    return send();
  };

  return { transport, counts, flush: () => release(true) };
}
