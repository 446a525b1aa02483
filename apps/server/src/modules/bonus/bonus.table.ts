import type {
  BonusAudience,
  BonusClaimMode,
  BonusContributions,
  BonusDefinitionAction,
  BonusDefinitionTerms,
  BonusKind,
  CustomerBonusStatus,
} from '@lalebet/shared';
import type { ColumnType, Generated } from 'kysely';
import type { ApprovalColumns } from '../../core/approvals/approval.table.ts';

/** An offer as the operator set it up. Money is kuruş; texts in both languages. */
export interface BonusDefinitionTable {
  id: Generated<number>;
  code: string;
  kind: BonusKind;
  title_tr: string;
  title_en: string;
  description_tr: string;
  description_en: string;
  amount: bigint | null;
  percent: number | null;
  max_amount: bigint | null;
  min_deposit: bigint | null;
  /** numeric(6,1): read as a string on both drivers. */
  wagering_multiple: ColumnType<string, string | number | undefined, string | number>;
  contributions: ColumnType<BonusContributions, string, string>;
  max_bet: bigint | null;
  /** The most a converted bonus pays into cash (kuruş); null = no cap. */
  max_cashout: bigint | null;
  /** Sports bets (ADR 012, "Sports bets"): the bonus balance may pay a stake, after cash. */
  sports_stake: Generated<boolean>;
  /** Percent (0-100) of a settled sports bet's stake that counts towards wagering. */
  sports_contribution: Generated<number>;
  /** The smallest total odds that counts, in thousandths (1500 = 1.50). */
  sports_min_odds_milli: Generated<number>;
  sports_system_bets: Generated<boolean>;
  /** freeRounds (ADR 099): the game, the provider's prepaid, one round's value (kuruş), the rounds. */
  free_rounds_game_code: Generated<string | null>;
  free_rounds_prepaid_uuid: Generated<string | null>;
  free_rounds_bet_value: Generated<bigint | null>;
  free_rounds_count: Generated<number | null>;
  validity_days: number;
  claim_mode: BonusClaimMode;
  audience: Generated<BonusAudience>;
  registered_within_days: number | null;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

/** One bonus of one customer, from the claim to its end. */
export interface CustomerBonusTable {
  id: Generated<bigint>;
  customer_id: bigint;
  definition_id: number;
  status: CustomerBonusStatus;
  amount: bigint;
  wagering_required: Generated<bigint>;
  wagering_done: Generated<bigint>;
  source_payment_id: bigint | null;
  grant_transfer_id: string | null;
  close_transfer_id: string | null;
  granted_at: Date | null;
  expires_at: Date | null;
  closed_at: Date | null;
  decided_by: bigint | null;
  reason_text: string | null;
  /** '' = once ever; cashback: the ISO week it pays back ('2026-W47'), once per week. */
  period: Generated<string>;
  /** freeRounds: the provider's reward, the rounds not played, when the reward was cancelled there. */
  reward_uuid: Generated<string | null>;
  free_rounds_left: Generated<number | null>;
  reward_cancelled_at: Generated<Date | null>;
  created_at: Date;
  updated_at: Date;
}

/** One trial bonus per customer and per phone number; the fingerprint is only a risk signal. */
export interface TrialBonusClaimTable {
  customer_id: bigint;
  phone: string;
  fingerprint: string | null;
  customer_bonus_id: bigint;
  created_at: Date;
}

/** Something the operator should look at before trusting a bonus (never a refusal). */
export interface BonusRiskFlagTable {
  id: Generated<bigint>;
  customer_id: bigint;
  customer_bonus_id: bigint | null;
  kind: 'sharedFingerprint';
  other_customer_id: bigint | null;
  detail: string | null;
  created_at: Date;
}

/**
 * A staff grant above the threshold, waiting for a second person
 * (docs/decisions/035-four-eyes-approvals.md); `payload_hash` covers customer, definition,
 * amount (kuruş) and reason. Executed, it names the bonus it gave.
 */
export interface BonusGrantRequestTable extends ApprovalColumns {
  customer_id: bigint;
  definition_id: number;
  reason: string;
  customer_bonus_id: bigint | null;
}

/**
 * Creating, copying or resuming a definition, waiting for a second holder of bonuses:manage
 * (docs/decisions/042-bonus-definitions-four-eyes.md). `terms` is the definition as it will
 * run (camelCase, money in kuruş); `amount` a player's worst case. Executed, it names the
 * definition made or resumed. No player: `customer_id` is always null.
 */
export interface BonusDefinitionRequestTable extends ApprovalColumns<null> {
  action: BonusDefinitionAction;
  source_id: number | null;
  terms: ColumnType<BonusDefinitionTerms, string, string>;
  definition_id: number | null;
}

export interface BonusTables {
  bonus_definition_request: BonusDefinitionRequestTable;
  bonus_grant_request: BonusGrantRequestTable;
  bonus_risk_flag: BonusRiskFlagTable;
  bonus_definition: BonusDefinitionTable;
  customer_bonus: CustomerBonusTable;
  trial_bonus_claim: TrialBonusClaimTable;
}
