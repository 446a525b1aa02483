import { type PaymentField } from '@lalebet/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { GatewayUnavailableError, type PaymentGateway } from '../../infra/payment-gateway/gateway.ts';
import { type PayoutKeyring, lookupHashes } from '../../lib/payout-crypto.ts';
import { seal, unseal } from '../../lib/sealing.ts';
import { maskIban, maskWallet, normaliseIban, normaliseWallet } from '../../lib/payout-mask.ts';
import type { DetailValue } from './payments.table.ts';

/**
 * What a withdrawal stores of its payout detail (docs/decisions/015-withdrawal-step-up-and-payout-details.md):
 * a card number becomes the gateway's token and its last four digits; an IBAN or a wallet
 * address becomes a masked copy in `payment.detail` and a sealed payout_destination row.
 */
export type PayoutDestinationInput = { kind: 'iban' | 'wallet'; value: string; masked: string };
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
    if (typeof raw !== 'string') continue;
    if (field.rules.check === 'luhn') {
      if (!gateway) throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
      const card = await gateway
        .tokenizeCard({ number: raw.replace(/\D/g, ''), customerId: String(customerId) })
        .catch((err: unknown) => {
          if (err instanceof GatewayUnavailableError) throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
          throw err;
        });
      delete detail[field.key];
      detail.CardToken = card.token;
      detail.CardLast4 = card.last4;
      shown = `**** ${card.last4}`;
    } else if (field.rules.check === 'iban' || field.rules.check === 'tronAddress') {
      const kind = field.rules.check === 'iban' ? 'iban' : 'wallet';
      const value = kind === 'iban' ? normaliseIban(raw) : normaliseWallet(raw);
      const masked = kind === 'iban' ? maskIban(value) : maskWallet(value);
      detail[field.key] = masked;
      destination = { kind, value, masked };
      shown = masked;
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
