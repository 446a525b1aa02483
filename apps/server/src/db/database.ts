/**
 * Kysely table types. Each feature declares its tables in `<feature>.table.ts`; they meet here.
 */
import type { BetcoTables } from '../modules/betco/betco.table.ts';
import type { BetsyTables } from '../modules/betsy/betsy.table.ts';
import type { DebtTables } from '../core/debts/debts.table.ts';
import type { KycTables } from '../core/kyc/kyc.table.ts';
import type { LedgerTables } from '../core/ledger/ledger.table.ts';
import type { ProtectionLimitTables } from '../core/protection/limits.table.ts';
import type { SecurityTables } from '../core/security-event.table.ts';
import type { ProtectionExclusionTables } from '../core/protection/exclusion.table.ts';
import type { ProtectionRegisterTables } from '../core/protection/register.table.ts';
import type { ProtectionLiftingTables } from '../core/protection/lifting.table.ts';
import type { AccountTables } from '../modules/account/account.table.ts';
import type { AdjustmentTables } from '../modules/adjustments/adjustments.table.ts';
import type { AffiliateTables } from '../modules/affiliates/affiliates.table.ts';
import type { AdminTables } from '../modules/admin/admin.table.ts';
import type { AuditTables } from '../modules/audit/audit.table.ts';
import type { AuthTables } from '../modules/auth/auth.table.ts';
import type { BonusTables } from '../modules/bonus/bonus.table.ts';
import type { CasinoTables } from '../modules/casino/casino.table.ts';
import type { CallbackTables } from '../modules/callback/callback.table.ts';
import type { CustomerAdminTables } from '../modules/customers/customers.table.ts';
import type { ContentTables } from '../modules/content/content.table.ts';
import type { GameWalletTables } from '../modules/game-wallet/game-wallet.table.ts';
import type { MessagingTables } from '../modules/messaging/messaging.table.ts';
import type { NotificationTables } from '../modules/notifications/notifications.table.ts';
import type { PaymentTables } from '../modules/payments/payments.table.ts';
import type { SportsbookBetTables } from '../modules/sportsbook/bets/bets.table.ts';
import type { SportsbookFavouriteTables } from '../modules/sportsbook/favourites/favourites.table.ts';
import type { SportsbookFeedTables } from '../modules/sportsbook/feed/feed.table.ts';
import type { SportsbookSettlementTables } from '../modules/sportsbook/bets/settle/settle.table.ts';
import type { SportsbookPlacementTables } from '../modules/sportsbook/bets/place/place.table.ts';
import type { SportsbookCashoutTables } from '../modules/sportsbook/cashout/cashout.table.ts';
import type { SportsbookTradingTables } from '../modules/sportsbook/trading/suspension.table.ts';
import type { StaffTables } from '../modules/staff/staff.table.ts';
import type { SportsbookTradingVoidLimitTables } from '../modules/sportsbook/trading/void-limits.table.ts';
import type { SportsbookManualSettlementTables } from '../modules/sportsbook/trading/manual-settle.table.ts';
import type { SportsbookScopeLimitTables } from '../modules/sportsbook/trading/scope-limits.table.ts';

export interface Database
  extends
    ContentTables,
    CallbackTables,
    AuthTables,
    AccountTables,
    AdminTables,
    AffiliateTables,
    AdjustmentTables,
    AuditTables,
    MessagingTables,
    NotificationTables,
    LedgerTables,
    PaymentTables,
    CasinoTables,
    GameWalletTables,
    BonusTables,
    SecurityTables,
    KycTables,
    SportsbookBetTables,
    SportsbookFeedTables,
    SportsbookFavouriteTables,
    SportsbookSettlementTables,
    SportsbookPlacementTables,
    SportsbookCashoutTables,
    SportsbookTradingTables,
    ProtectionLimitTables,
    ProtectionExclusionTables,
    CustomerAdminTables,
    ProtectionLiftingTables,
    ProtectionRegisterTables,
    DebtTables,
    StaffTables,
    SportsbookTradingVoidLimitTables,
    SportsbookManualSettlementTables,
    BetsyTables,
    BetcoTables,
    SportsbookScopeLimitTables {}
