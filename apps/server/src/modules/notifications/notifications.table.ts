import type { Generated } from 'kysely';
import type { NotificationKindValue } from '@lalebet/shared';

/** One notification of one customer, in both languages (the reader's language is picked at read time). */
export interface NotificationTable {
  id: Generated<bigint>;
  customer_id: bigint;
  type: NotificationKindValue;
  title_tr: string;
  title_en: string;
  note_tr: string;
  note_en: string;
  created_at: Date;
  read_at: Date | null;
}

/** Names this database's real-time channel (see infra/hub/redis-bus.ts). */
export interface HubInstanceTable {
  channel_id: Generated<string>;
}

export interface NotificationTables {
  notification: NotificationTable;
  hub_instance: HubInstanceTable;
}
