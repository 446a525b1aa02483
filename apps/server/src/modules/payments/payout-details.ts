import { type PaymentField, type PaymentFieldRules, type PayoutDestinationKind } from '@lalebet/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { GatewayUnavailableError, type PaymentGateway } from '../../infra/payment-gateway/gateway.ts';
import { type PayoutKeyring, lookupHashes } from '../../lib/payout-crypto.ts';
import { seal, unseal } from '../../lib/sealing.ts';
import {
  maskAccountNumber,
  maskIban,
  maskWallet,
  normaliseAccountNumber,
  normaliseIban,
  normaliseWallet,
} from '../../lib/payout-mask.ts';
import type { DetailValue } from './payments.table.ts';

/**
 * What a withdrawal stores of its payout detail (docs/decisions/015-withdrawal-step-up-and-payout-details.md):
 * a card number becomes the gateway's token and its last four digits; an IBAN, a wallet address
 * or an e-wallet account number becomes a masked copy in `payment.detail` and a sealed
 * payout_destination row. Fields are classified by meaning, not by JSON type: a Papara number is a
 * number and a destination all the same (docs/decisions/047-money-details.md).
 */
export type SealedKind = Exclude<PayoutDestinationKind, 'card'>;
export type PayoutDestinationInput = { kind: SealedKind; value: string; masked: string };

/** The field's destination kind: its `destination` rule, else what its check implies (older rows). */
export function destinationKindOf(rules: PaymentFieldRules): PayoutDestinationKind | null {
  if (rules.destination) return rules.destination;
  if (rules.check === 'luhn') return 'card';
  if (rules.check === 'iban') return 'iban';
  if (rules.check === 'tronAddress') return 'wallet';
  return null;
}

/** The normalised value (equality) and its mask (display) of one destination kind. */
export function destinationOf(kind: SealedKind, raw: string | number): PayoutDestinationInput {
  const text = String(raw);
  if (kind === 'iban') {
    const value = normaliseIban(text);
    return { kind, value, masked: maskIban(value) };
  }
  if (kind === 'wallet') {
    const value = normaliseWallet(text);
    return { kind, value, masked: maskWallet(value) };
  }
  const value = normaliseAccountNumber(text);
  return { kind, value, masked: maskAccountNumber(value) };
}
export type ProtectedDetail = {
  detail: Record<string, DetailValue>;
  destination: PayoutDestinationInput | null;
  /** For the notice e-mail: the masked card, IBAN or address, if the method has one. */
  shown: string | null;
};

export async function protectDetail(
  gateway: PaymentGateway | undefined,
  customerId: bigint,
  fields: readonly PaymentField[],
  valid: Record<string, DetailValue>,
): Promise<ProtectedDetail> {
  const detail = { ...valid };
  let destination: PayoutDestinationInput | null = null;
  let shown: string | null = null;
  for (const field of fields) {
    const raw = detail[field.key];
    const kind = destinationKindOf(field.rules);
    if (!kind || (typeof raw !== 'string' && typeof raw !== 'number')) continue;
    if (kind === 'card') {
      if (!gateway) throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
      const card = await gateway
        .tokenizeCard({ number: String(raw).replace(/\D/g, ''), customerId: String(customerId) })
        .catch((err: unknown) => {
          if (err instanceof GatewayUnavailableError) throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
          throw err;
        });
      delete detail[field.key];
      detail.CardToken = card.token;
      detail.CardLast4 = card.last4;
      shown = `**** ${card.last4}`;
    } else {
      destination = destinationOf(kind, raw);
      detail[field.key] = destination.masked;
      shown = destination.masked;
    }
  }
  return { detail, destination, shown };
}

/** The sealing subject: with the purpose 'payout', the associated data `payout:<customer>:<kind>`. */
const subject = (customerId: bigint, kind: string) => `${customerId}:${kind}`;

/**
 * The customer's destination with this value, recorded on first use with the cooling-off
 * period of that moment. Equal values match through the look-up hash under any configured key.
 */
export async function recordDestination(
  trx: Transaction<Database>,
  keys: PayoutKeyring,
  customerId: bigint,
  d: PayoutDestinationInput,
  now: Date,
  coolingOffMs: number,
): Promise<{ id: bigint; usable_from: Date }> {
  const hashes = lookupHashes(keys, d.value);
  const find = () =>
    trx
      .selectFrom('payout_destination')
      .select(['id', 'usable_from'])
      .where('customer_id', '=', customerId)
      .where('kind', '=', d.kind)
      .where('lookup_hash', 'in', hashes)
      .executeTakeFirst();
  const existing = await find();
  if (existing) return existing;
  const sealed = seal(keys, 'payout', subject(customerId, d.kind), d.value);
  const inserted = await trx
    .insertInto('payout_destination')
    .values({
      customer_id: customerId,
      kind: d.kind,
      lookup_hash: hashes[0]!,
      key_id: sealed.keyId,
      ciphertext: sealed.ciphertext,
      masked: d.masked,
      created_at: now,
      usable_from: new Date(now.getTime() + coolingOffMs),
    })
    // A concurrent first use of the same value: theirs wins, ours reads it.
    .onConflict((oc) => oc.columns(['customer_id', 'kind', 'lookup_hash']).doNothing())
    .returning(['id', 'usable_from'])
    .executeTakeFirst();
  return inserted ?? (await find())!;
}

export function openDestination(
  keys: PayoutKeyring,
  row: { customer_id: bigint; kind: string; key_id: string; ciphertext: string },
): string {
  return unseal(keys, 'payout', subject(row.customer_id, row.kind), {
    keyId: row.key_id,
    ciphertext: row.ciphertext,
  });
}
