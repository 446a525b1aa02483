import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { phoneRoutes } from './modules/account/phone.routes.ts';
import { affiliateAdminRoutes } from './modules/affiliates/affiliates.routes.ts';
import { affiliateFeedRoutes } from './modules/affiliates/feed.routes.ts';
import { adjustmentRoutes } from './modules/adjustments/adjustments.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { approvalRoutes } from './modules/approvals/approvals.routes.ts';
import { adminAuditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { resetRoutes } from './modules/auth/reset.routes.ts';
import { adminBonusRoutes } from './modules/bonus/admin-bonus.routes.ts';
import { adminBonusDefinitionRoutes } from './modules/bonus/admin-definitions.routes.ts';
import { adminGrantRoutes } from './modules/bonus/admin-grant.routes.ts';
import { tradingVoidLimitsRoutes } from './modules/sportsbook/trading/void-limits.plugin.ts';
import { bonusRoutes } from './modules/bonus/bonus.routes.ts';
import { callbackRoutes } from './modules/callback/callback.routes.ts';
import { adminCasinoRoutes } from './modules/casino/admin-casino.routes.ts';
import { catalogueSyncRoutes } from './modules/casino/catalogue-sync/sync.routes.ts';
import { reconciliationRoutes } from './modules/payments/reconciliation/reconciliation.routes.ts';
import { casinoRoutes } from './modules/casino/casino.routes.ts';
import { launchRoutes } from './modules/casino/launch.routes.ts';
import { adminContentRoutes } from './modules/content/admin-content.routes.ts';
import { adminSiteRoutes } from './modules/content/admin-site.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { siteRoutes } from './modules/content/site.routes.ts';
import { winnersRoutes } from './modules/content/winners.routes.ts';
import { customerAdminRoutes } from './modules/customers/customers.plugin.ts';
import { debtRoutes } from './modules/debts/debts.routes.ts';
import { kycWebhookRoutes } from './modules/kyc/kyc-webhook.routes.ts';
import { kycRoutes } from './modules/kyc/kyc.routes.ts';
import { adminNotificationRoutes } from './modules/notifications/admin-notifications.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { adminMethodRoutes } from './modules/payments/admin-methods.routes.ts';
import { adminWithdrawalRoutes } from './modules/payments/admin-withdrawals.routes.ts';
import { paymentRoutes } from './modules/payments/payment.routes.ts';
import { transactionRoutes } from './modules/payments/transactions.routes.ts';
import { webhookRoutes } from './modules/payments/webhook.routes.ts';
import { protectionRoutes } from './modules/protection/protection.plugin.ts';
import { queueRoutes } from './modules/queues/queues.routes.ts';
import { registersAdminRoutes } from './modules/registers/registers-admin.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { riskRoutes } from './modules/risk/risk.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';

/**
 * The API's feature modules under /api, listed explicitly (registered by app.ts with that
 * prefix, after the plugins they use).
 */
export async function apiRoutes(api: FastifyInstance, { config }: { config: Config }) {
  await api.register(contentRoutes);
  await api.register(siteRoutes);
  await api.register(winnersRoutes);
  await api.register(callbackRoutes);
  await api.register(authRoutes);
  await api.register(resetRoutes);
  await api.register(accountRoutes);
  await api.register(phoneRoutes, { smsAllowedPrefixes: config.smsAllowedPrefixes });
  await api.register(bonusRoutes);
  await api.register(adminRoutes, {
    totpOptional: config.adminTotpOptional,
    dataKeys: config.payoutDataKeys,
  });
  await api.register(notificationRoutes);
  await api.register(adminNotificationRoutes);
  await api.register(paymentRoutes);
  await api.register(transactionRoutes);
  await api.register(adminWithdrawalRoutes);
  await api.register(adminBonusRoutes);
  await api.register(adminBonusDefinitionRoutes);
  await api.register(adminGrantRoutes);
  await api.register(adminCasinoRoutes);
  await api.register(catalogueSyncRoutes);
  await api.register(reconciliationRoutes);
  await api.register(adminMethodRoutes);
  await api.register(adminAuditRoutes);
  await api.register(reportRoutes);
  await api.register(affiliateAdminRoutes);
  await api.register(affiliateFeedRoutes, { tokens: config.affiliateFeedTokens });
  await api.register(customerAdminRoutes);
  await api.register(staffRoutes, {
    totpOptional: config.adminTotpOptional,
    publicUrl: config.publicUrl,
  });
  await api.register(adjustmentRoutes);
  await api.register(debtRoutes);
  await api.register(approvalRoutes);
  await api.register(tradingVoidLimitsRoutes);
  await api.register(queueRoutes);
  await api.register(adminContentRoutes);
  await api.register(adminSiteRoutes, { chatScriptOrigin: config.chatScriptOrigin });
  await api.register(riskRoutes);
  await api.register(registersAdminRoutes);
  await api.register(webhookRoutes, { sources: config.sourceAllowlists.paymentWebhooks });
  await api.register(kycRoutes);
  await api.register(kycWebhookRoutes, { sources: config.sourceAllowlists.kyc });
  await api.register(casinoRoutes);
  await api.register(launchRoutes);
  await api.register(protectionRoutes);
  // Codes sent in development are read here; production has no such door, and does not
  // even load its code (ADR 017).
  if (config.env !== 'production') {
    const { devOutboxRoutes } = await import('./modules/messaging/messaging.routes.ts');
    await api.register(devOutboxRoutes);
  }
}
