import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { clock } from '../lib/clock.ts';
import type { RequestMeta } from '../lib/request-meta.ts';

export type AuditEvent =
  | 'register'
  | 'login_succeeded'
  | 'login_failed'
  | 'account_locked'
  // Locks after a wide attack, and their end (docs/decisions/045-throttle-not-lock.md)
  | 'account_unlocked'
  | 'admin_locked'
  | 'admin_unlocked'
  | 'logout'
  | 'session_ended'
  | 'password_changed'
  | 'reset_requested'
  | 'reset_completed'
  | 'phone_code_sent'
  | 'phone_verified'
  | 'admin_login_succeeded'
  | 'admin_login_failed'
  | 'admin_logout'
  | 'admin_notification_sent'
  | 'withdrawal_confirmed'
  | 'withdrawal_rejected'
  | 'bonus_granted'
  | 'bonus_claimed'
  | 'bonus_claim_confirmed'
  | 'bonus_claim_rejected'
  | 'bonus_expired'
  // Back-office accounts (docs/decisions/014-staff-two-factor.md)
  | 'admin_password_accepted'
  | 'admin_second_factor_failed'
  | 'admin_recovery_code_used'
  | 'admin_two_factor_enrolled'
  | 'admin_ip_refused'
  | 'payout_detail_revealed'
  // Account security (docs/decisions/013-login-and-code-guessing.md)
  | 'codes_frozen'
  // Player protection (docs/decisions/024-player-protection.md): every state change names its actor.
  | 'rg_limit_set'
  | 'rg_limit_requested'
  | 'rg_limit_confirmed'
  | 'rg_limit_cancelled'
  | 'rg_limit_request_lapsed'
  | 'rg_limit_reached'
  | 'rg_timeout'
  | 'rg_self_exclusion'
  | 'rg_exclusion_extended'
  | 'rg_account_closed'
  | 'rg_login_blocked'
  // Withdraw-only sessions, lifting and blocks ending (docs/decisions/033-lifting-and-withdraw-only.md)
  | 'rg_login_restricted'
  | 'rg_lift_requested'
  | 'rg_lift_approved'
  | 'rg_lift_rejected'
  | 'rg_lift_resumed'
  | 'rg_block_ended'
  | 'rg_reality_check_set'
  // Protection gaps (docs/decisions/046-protection-gaps.md)
  | 'bonus_referral_withheld'
  | 'rg_bonuses_ended'
  | 'rg_reality_check_ack'
  | 'rg_lift_carried_over'
  | 'rg_review_prompt_set'
  | 'rg_flag_raised'
  | 'rg_flag_reviewed'
  | 'kyc_status_changed'
  | 'kyc_decision'
  | 'country_blocked'
  | 'registration_held'
  | 'underage_refused'
  // National registers (docs/decisions/032-national-registers.md)
  | 'rg_register_excluded'
  | 'rg_register_cleared'
  | 'rg_register_unavailable'
  | 'rg_register_refused'
  | 'rg_register_checked'
  // Staff and roles (docs/decisions/029-staff-permissions.md)
  | 'admin_permission_refused'
  | 'staff_created'
  | 'staff_roles_changed'
  | 'role_created'
  // Step-up, adjustments and the withdrawal queue (docs/decisions/030-four-eyes-adjustments.md)
  | 'admin_stepped_up'
  | 'admin_step_up_failed'
  | 'adjustment_requested'
  | 'adjustment_executed'
  | 'adjustment_rejected'
  | 'withdrawal_held'
  | 'withdrawal_released'
  | 'withdrawal_first_approved'
  | 'withdrawal_payout_requested'
  | 'withdrawal_payout_paid'
  | 'withdrawal_payout_failed'
  // Exports (docs/decisions/031-reports-and-exports.md): who, which data, filters, row count.
  | 'data_exported'
  // CMS (docs/rules.md R41): before/after summaries of each change
  | 'content_changed'
  | 'site_option_changed'
  | 'translation_changed'
  | 'media_uploaded'
  // Player 360 (docs/decisions/029-staff-permissions.md): unmasked personal data, staff actions
  | 'customer_pii_viewed'
  | 'customer_sessions_ended'
  | 'customer_note_added'
  // Back-office catalogue: casino, payment methods, bonus definitions and grants
  | 'casino_provider_changed'
  | 'casino_game_changed'
  // The catalogue imported from the aggregator (docs/decisions/090-catalogue-sync.md)
  | 'casino_catalogue_synced'
  | 'payment_method_changed'
  // The daily reconciliation against each provider (docs/decisions/098-payment-reconciliation.md)
  | 'payment_reconciliation_run'
  | 'payment_reconciliation_flag_resolved'
  // Affiliates (docs/decisions/092-affiliate-attribution-and-ngr-feed.md)
  | 'affiliate_created'
  | 'affiliate_changed'
  | 'bonus_definition_created'
  | 'bonus_definition_paused'
  | 'bonus_definition_resumed'
  // Definitions under four-eyes (docs/decisions/042-bonus-definitions-four-eyes.md)
  | 'bonus_definition_requested'
  | 'bonus_definition_approved'
  | 'bonus_definition_rejected'
  | 'bonus_granted_by_staff'
  // Four-eyes grants and the beneficiary link (docs/decisions/035-four-eyes-approvals.md)
  | 'bonus_grant_requested'
  | 'bonus_grant_approved'
  | 'bonus_grant_rejected'
  | 'staff_customer_linked'
  // Policy settings (docs/decisions/043-policy-settings.md)
  | 'policy_change_requested'
  | 'policy_change_approved'
  | 'policy_change_rejected'
  // Staff lifecycle (docs/decisions/044-staff-lifecycle.md)
  | 'staff_invited'
  | 'staff_invitation_accepted'
  | 'staff_request_created'
  | 'staff_request_approved'
  | 'staff_request_rejected'
  | 'staff_disabled'
  | 'staff_enabled'
  | 'admin_login_disabled'
  // The trading desk (docs/decisions/078-trading-desk.md): suspensions that override the feed
  | 'sportsbook_suspended'
  | 'sportsbook_resumed'
  | 'sportsbook_margin_set'
  // Voids and player limits (docs/decisions/079-bet-voids-and-player-limits.md)
  | 'bet_void_requested'
  | 'bet_voided'
  | 'bet_void_rejected'
  | 'sports_limits_changed'
  | 'sports_limits_requested'
  | 'sports_limits_rejected'
  // Manual grades and market voids (docs/decisions/083-manual-grading-and-market-voids.md)
  | 'sportsbook_graded'
  | 'sportsbook_market_voided'
  | 'manual_settlement_requested'
  | 'manual_settlement_rejected'
  | 'sportsbook_scope_limit_set'
  | 'scope_limits_requested'
  | 'scope_limits_rejected'
  // Staff write-offs of debts (docs/decisions/104-debt-write-off.md)
  | 'debt_write_off_requested'
  | 'debt_written_off'
  | 'debt_write_off_rejected';

export type AuditEntry = {
  actor: { kind: 'customer' | 'admin' | 'system'; id: bigint | null };
  event: AuditEvent;
  meta: Pick<RequestMeta, 'ip' | 'userAgent' | 'fingerprint'> | null;
  /** Never a password, code or token: callers pass identifiers and reasons only. */
  details?: Record<string, string | number | boolean | null>;
};

/**
 * Appends one row to the audit trail (ASVS 16.3.1). The table refuses updates and deletes.
 * Pass the transaction when the event is part of a decision, so the row commits with it.
 */
export async function audit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auth_audit')
    .values({
      at: clock.now(),
      actor_kind: entry.actor.kind,
      actor_id: entry.actor.id,
      event: entry.event,
      ip: entry.meta?.ip ?? null,
      user_agent: entry.meta?.userAgent ?? null,
      fingerprint: entry.meta?.fingerprint ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
