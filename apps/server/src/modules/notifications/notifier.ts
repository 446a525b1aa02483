import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { BonusProgressDto, Locale, ProtectionEventDto } from '@lalebet/shared';
import { type Balances, balancesOf } from '../../core/accounts/index.ts';
import { clock } from '../../lib/clock.ts';
import type { Hub } from '../../infra/hub/hub.ts';
import { type StaffQueue, notifyStaffQueue } from '../../core/staff-queues.ts';
import { type NotificationRow, notificationMessages } from './notification.mapper.ts';
import {
  type NewNotification,
  insertForCustomers,
  insertForCustomersAfter,
  insertNotification,
} from './notifications.repository.ts';

const BROADCAST_BATCH = 5_000;

/**
 * What other modules call to tell a customer something (`app.notifier`): the row is stored,
 * then pushed through the hub, so wallet, bonus and back-office code never touch sockets.
 * A push is best effort (the list is the record); storing is not.
 */
export type Notifier = {
  /** Stores the notification and, once it is committed, pushes it to the customer's connections. */
  notify(customerId: bigint, n: NewNotification): Promise<NotificationRow>;
  /**
   * Stores it inside the caller's transaction; call the returned function after the commit
   * (a notification about money must not arrive for a transfer that rolled back).
   */
  notifyWithin(
    trx: Transaction<Database>,
    customerId: bigint,
    n: NewNotification,
  ): Promise<() => Promise<void>>;
  /** One notification for every customer, in batches; returns how many were stored. */
  notifyAll(n: NewNotification): Promise<number>;
  /** The same notification for each of these customers (a batch the caller chose); returns how many. */
  notifyMany(customerIds: readonly bigint[], n: NewNotification): Promise<number>;
  /**
   * Pushes the balances after a wallet movement (once committed), so the header updates before
   * the next poll: `known` when the caller has them exactly (its locked rows), else read here.
   */
  balanceChanged(customerId: bigint, known?: Balances): Promise<void>;
  /** A bonus's wagering moved: the bonus pages update live. */
  bonusProgress(customerId: bigint, progress: BonusProgressDto): Promise<void>;
  /** A toast in the player's language, not stored: for moments that need no record. */
  notice(customerId: bigint, text: Record<Locale, { title: string; note: string }>): Promise<void>;
  /** Player protection (docs/decisions/024-player-protection.md): a limit at 80 %, an exclusion. */
  protection(customerId: bigint, event: ProtectionEventDto): Promise<void>;
  /** A back-office work queue changed (after the commit): core/staff-queues.ts notifyStaffQueue. */
  staffQueue(queue: StaffQueue): Promise<void>;
};

export function createNotifier(db: Kysely<Database>, hub: Hub): Notifier {
  const push = (rows: NotificationRow[]) =>
    hub.send(rows.map((row) => ({ customerId: row.customer_id, message: notificationMessages(row) })));

  return {
    async notify(customerId, n) {
      const row = await insertNotification(db, customerId, n, clock.now());
      await push([row]);
      return row;
    },
    async notifyWithin(trx, customerId, n) {
      const row = await insertNotification(trx, customerId, n, clock.now());
      return () => push([row]);
    },
    async notifyAll(n) {
      const now = clock.now();
      let after = 0n;
      let total = 0;
      for (;;) {
        const rows = await insertForCustomersAfter(db, after, BROADCAST_BATCH, n, now);
        if (!rows.length) break;
        total += rows.length;
        await push(rows);
        after = rows.reduce((max, r) => (r.customer_id > max ? r.customer_id : max), after);
        if (rows.length < BROADCAST_BATCH) break;
      }
      return total;
    },
    async notifyMany(customerIds, n) {
      const rows = await insertForCustomers(db, customerIds, n, clock.now());
      await push(rows);
      return rows.length;
    },
    async balanceChanged(customerId, known) {
      const message = known ?? (await balancesOf(db, customerId));
      await hub.send([{ customerId, message: { command: 'Balance', message } }]);
    },
    async bonusProgress(customerId, progress) {
      await hub.send([{ customerId, message: { command: 'Bonus', message: progress } }]);
    },
    async notice(customerId, text) {
      const message = {
        tr: { command: 'Notice' as const, message: text.tr },
        en: { command: 'Notice' as const, message: text.en },
      };
      await hub.send([{ customerId, message }]);
    },
    async protection(customerId, event) {
      await hub.send([{ customerId, message: { command: 'Protection', message: event } }]);
    },
    staffQueue: (queue) => notifyStaffQueue(hub, queue),
  };
}
