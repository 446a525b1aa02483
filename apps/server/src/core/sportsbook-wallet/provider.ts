import type { AfterCommit } from '../../lib/after-commit.ts';

/**
 * What differs between framed sportsbooks in the shared wallet: the provider's name (ledger
 * account `provider:<name>`, transfer codes `<name>.bet` …), its tables, and the codes its
 * protocol answers with for each outcome the shared logic can reach.
 */
export type BookCodes = {
  ok: number;
  invalidToken: number;
  tokenExpired: number;
  badRequest: number;
  /** A settle or unsettle of a bet we do not know (not recorded: the provider retries). */
  unknownBet: number;
  notEnoughMoney: number;
  /** Another bet under a known id, a rollback after a settle, a bet after its rollback. */
  alreadyProcessed: number;
  userBlocked: number;
  userNotVerified: number;
};

export type BookProvider = {
  name: 'betsy' | 'betco';
  launchTable: 'betsy_launch' | 'betco_launch';
  betTable: 'betsy_bet' | 'betco_bet';
  codes: BookCodes;
};

/** A call's answer: the provider's code and, when the ledger moved, whose balance to push. */
export type BookOutcome = {
  code: number;
  /** The player whose cash moved (pushed once committed). */
  moved?: bigint;
  afterCommit?: AfterCommit[];
};
