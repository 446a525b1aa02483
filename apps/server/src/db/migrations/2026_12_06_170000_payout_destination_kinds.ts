import { type Kysely, sql } from 'kysely';

/**
 * Payout destinations by meaning (docs/decisions/047-money-details.md):
 * - payment_method_field.rules gains `destination` (iban, wallet, ewallet, card) on the withdrawal
 *   methods' fields: the IBAN, card and wallet-address fields by their check, and the Papara
 *   account number (a number field, so no check named it) as an e-wallet;
 * - payout_destination takes the kind 'ewallet'.
 * The Papara numbers already stored in clear cannot be sealed here (no key, no app imports): the
 * server seals them at start (modules/payments/legacy-payout-details.ts), now that their field
 * says what they are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table payout_destination drop constraint if exists payout_destination_kind_check`.execute(
    db,
  );
  await sql`alter table payout_destination add constraint payout_destination_kind_check
    check (kind in ('iban', 'wallet', 'ewallet'))`.execute(db);
  await sql`
    update payment_method_field f
    set rules = f.rules || jsonb_build_object('destination', case
      when f.rules->>'check' = 'iban' then 'iban'
      when f.rules->>'check' = 'tronAddress' then 'wallet'
      when f.rules->>'check' = 'luhn' then 'card'
      else 'ewallet' end)
    from payment_method m
    where m.id = f.method_id and m.direction = 2 and not (f.rules ? 'destination')
      and (f.rules->>'check' in ('iban', 'tronAddress', 'luhn') or f.key = 'PaparaNo')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update payment_method_field set rules = rules - 'destination' where rules ? 'destination'`.execute(
    db,
  );
  await sql`alter table payout_destination drop constraint payout_destination_kind_check`.execute(db);
  // Sealed e-wallet rows stay sealed (their clear value is gone from payment.detail).
  await sql`alter table payout_destination add constraint payout_destination_kind_check
    check (kind in ('iban', 'wallet')) not valid`.execute(db);
}
