/**
 * Kysely table types. Each feature declares its tables in `<feature>.table.ts`; they meet here.
 */
import type { CallbackTables } from '../modules/callback/callback.table.ts';
import type { ContentTables } from '../modules/content/content.table.ts';

export interface Database extends ContentTables, CallbackTables {}
