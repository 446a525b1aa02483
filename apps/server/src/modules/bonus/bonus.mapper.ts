import {
  type BonusDefinition,
  type CustomerBonus,
  type GameLaunchFields,
  type Locale,
  DEFAULT_BONUS_CONTRIBUTIONS,
  fromMinor,
} from '@lalebet/shared';
import { WITHDRAWAL_REJECT_REASON } from '../../core/bonus/index.ts';
import { WITHDRAWAL_REJECT_TEXT, bonusTerms } from './bonus.messages.ts';
import type { CustomerBonusRow, DefinitionRow } from './bonus.repository.ts';

/** The one mapping from rows to what players see (REST lists and claim answers alike). */

const lira = (minor: bigint | null) => (minor === null ? null : fromMinor(minor));

export function toDefinitionDto(
  d: DefinitionRow,
  locale: Locale,
  trialAmount?: bigint,
  gameNames: ReadonlyMap<string, string> = new Map(),
): BonusDefinition {
  const game = d.free_rounds_game_code;
  return {
    id: d.id,
    kind: d.kind,
    title: locale === 'tr' ? d.title_tr : d.title_en,
    description: locale === 'tr' ? d.description_tr : d.description_en,
    terms: bonusTerms(d, locale, trialAmount),
    amount: d.kind === 'trial' ? lira(trialAmount ?? null) : lira(d.amount),
    percent: d.percent,
    maxAmount: lira(d.max_amount),
    minDeposit: lira(d.min_deposit),
    wageringMultiple: Number(d.wagering_multiple),
    contributions: { ...DEFAULT_BONUS_CONTRIBUTIONS, ...d.contributions },
    maxBet: lira(d.max_bet),
    maxCashout: lira(d.max_cashout),
    validityDays: d.validity_days,
    claimMode: d.claim_mode,
    audience: d.audience,
    registeredWithinDays: d.registered_within_days,
    freeRounds:
      d.kind === 'freeRounds' && game
        ? {
            gameCode: game,
            gameName: gameNames.get(game) ?? game,
            rounds: d.free_rounds_count ?? 0,
            roundValue: fromMinor(d.free_rounds_bet_value ?? 0n),
          }
        : null,
  };
}

/** `remaining` is the bonus account's balance while the bonus is active, 0 otherwise. */
export function toCustomerBonusDto(
  b: CustomerBonusRow,
  d: DefinitionRow,
  locale: Locale,
  remaining: bigint,
  gameNames: ReadonlyMap<string, string> = new Map(),
  lobbyGames: ReadonlyMap<string, GameLaunchFields> = new Map(),
): CustomerBonus {
  const game = d.free_rounds_game_code;
  return {
    id: Number(b.id),
    definitionId: b.definition_id,
    title: locale === 'tr' ? d.title_tr : d.title_en,
    kind: d.kind,
    status: b.status,
    amount: fromMinor(b.amount),
    remaining: b.status === 'active' ? fromMinor(remaining) : 0,
    wageringRequired: fromMinor(b.wagering_required),
    wageringDone: fromMinor(b.wagering_done),
    expiresAt: b.expires_at?.toISOString() ?? null,
    grantedAt: b.granted_at?.toISOString() ?? null,
    createdAt: b.created_at.toISOString(),
    terms: bonusTerms(d, locale, b.amount),
    reason:
      b.status !== 'rejected'
        ? null
        : b.reason_text === WITHDRAWAL_REJECT_REASON
          ? WITHDRAWAL_REJECT_TEXT[locale]
          : b.reason_text,
    freeRounds:
      d.kind === 'freeRounds' && game
        ? {
            gameCode: game,
            gameName: gameNames.get(game) ?? game,
            left: b.status === 'active' ? (b.free_rounds_left ?? 0) : 0,
            total: d.free_rounds_count ?? 0,
            game: lobbyGames.get(game) ?? null,
          }
        : null,
  };
}
