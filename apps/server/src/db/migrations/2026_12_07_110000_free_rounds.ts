import { type Kysely, sql } from 'kysely';

const KINDS = (extra: string) =>
  sql.raw(`check (kind in ('trial', 'freeMoney', 'depositMatch', 'cashback', 'referral'${extra}))`);

/**
 * Free rounds through the aggregator's Freebets API (docs/decisions/099-free-rounds.md):
 *  - a bonus kind `freeRounds` whose definition names a game, the provider's prepaid template,
 *    the value of one round (kuruş) and how many rounds;
 *  - `customer_bonus`: the provider's reward (`reward_uuid`, unique: a free bet finds its bonus by
 *    it), the rounds not played yet, and when the reward was cancelled at the provider after the
 *    bonus ended (null while that is still to do: the sweep's outbox);
 *  - `wallet_transaction.reward_uuid`: a free-round bet (no money from the player); its wins go to
 *    the bonus balance.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table bonus_definition drop constraint bonus_definition_kind_check`.execute(db);
  await sql`alter table bonus_definition add constraint bonus_definition_kind_check ${KINDS(", 'freeRounds'")}`.execute(
    db,
  );
  // A free-rounds offer has neither an amount nor a percent, and its bonus starts at 0 (wins add).
  await sql`alter table bonus_definition drop constraint bonus_definition_check,
    add constraint bonus_definition_check
      check (kind in ('trial', 'freeRounds') or (amount is null) <> (percent is null))`.execute(db);
  await sql`alter table customer_bonus drop constraint customer_bonus_amount_check,
    add constraint customer_bonus_amount_check check (amount >= 0)`.execute(db);
  await sql`alter table bonus_definition
    add column free_rounds_game_code text,
    add column free_rounds_prepaid_uuid text,
    add column free_rounds_bet_value bigint check (free_rounds_bet_value > 0),
    add column free_rounds_count integer check (free_rounds_count between 1 and 1000),
    add constraint bonus_definition_free_rounds check ((kind = 'freeRounds') =
      (free_rounds_game_code is not null and free_rounds_prepaid_uuid is not null
       and free_rounds_bet_value is not null and free_rounds_count is not null))`.execute(db);
  await sql`alter table customer_bonus
    add column reward_uuid text unique,
    add column free_rounds_left integer check (free_rounds_left >= 0),
    add column reward_cancelled_at timestamptz`.execute(db);
  await sql`create index customer_bonus_reward_to_cancel_idx on customer_bonus (id)
    where reward_uuid is not null and reward_cancelled_at is null and status <> 'active'`.execute(db);
  await sql`alter table wallet_transaction add column reward_uuid text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table wallet_transaction drop column reward_uuid`.execute(db);
  await sql`drop index customer_bonus_reward_to_cancel_idx`.execute(db);
  await sql`alter table customer_bonus
    drop column reward_cancelled_at, drop column free_rounds_left, drop column reward_uuid`.execute(db);
  await sql`alter table bonus_definition
    drop constraint bonus_definition_free_rounds,
    drop column free_rounds_count, drop column free_rounds_bet_value,
    drop column free_rounds_prepaid_uuid, drop column free_rounds_game_code`.execute(db);
  await sql`alter table customer_bonus drop constraint customer_bonus_amount_check,
    add constraint customer_bonus_amount_check check (amount > 0)`.execute(db);
  await sql`alter table bonus_definition drop constraint bonus_definition_check,
    add constraint bonus_definition_check
      check (kind = 'trial' or (amount is null) <> (percent is null))`.execute(db);
  await sql`alter table bonus_definition drop constraint bonus_definition_kind_check`.execute(db);
  await sql`alter table bonus_definition add constraint bonus_definition_kind_check ${KINDS('')}`.execute(db);
}
