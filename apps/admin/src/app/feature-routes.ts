import type { Feature } from '@/lib/feature';
import * as content from '@/features/content/routes';
import * as customers from '@/features/customers/routes';
import * as home from '@/features/home/routes';
import * as money from '@/features/money/routes';
import * as debts from '@/features/debts/routes';
import * as staff from '@/features/staff/routes';
import * as reports from '@/features/reports/routes';
import * as affiliates from '@/features/affiliates/routes';
import * as audit from '@/features/audit/routes';
import * as compliance from '@/features/compliance/routes';
import * as casino from '@/features/casino/routes';
import * as paymentsConfig from '@/features/payments-config/routes';
import * as reconciliation from '@/features/reconciliation/routes';
import * as bonuses from '@/features/bonuses/routes';
import * as notifications from '@/features/notifications/routes';
import * as sportsbook from '@/features/sportsbook/routes';

/**
 * Every feature of the back office. A feature adds itself here with one line; its routes and
 * menu entries live in its own folder.
 */
export const features: Feature[] = [
  home,
  staff,
  money,
  debts,
  reports,
  affiliates,
  audit,
  content,
  customers,
  compliance,
  casino,
  paymentsConfig,
  reconciliation,
  bonuses,
  notifications,
  sportsbook,
];
