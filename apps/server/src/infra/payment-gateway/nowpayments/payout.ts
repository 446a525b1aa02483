import { Secret, TOTP } from 'otpauth';
import { z } from 'zod';
import { type CreatePayoutInput, type CreatedPayout, PayoutRefusedError } from '../gateway.ts';
import { minorToNumber } from './amounts.ts';
import { type NowpaymentsOptions, npRequest } from './client.ts';
import { payoutKey } from './ipn.ts';

const tokenSchema = z.object({ token: z.string().min(10).max(4000) });
const estimateSchema = z.object({ estimated_amount: z.union([z.number(), z.string()]).transform(Number) });
const batchSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  withdrawals: z.array(z.object({ id: z.union([z.string(), z.number()]).transform(String) })).length(1),
});

/**
 * A withdrawal paid out through NOWPayments' mass-payout API: a login for a short-lived token,
 * the fiat amount quoted in the payout coin (`GET /estimate`), a batch of one withdrawal keyed
 * `unique_external_id` = our withdrawal id with its fiat amount (payoutKey), then the batch verified with the account's 2FA code
 * (an unverified batch never pays, so a failure before the verification is safe to retry).
 * The crypto amount is NOWPayments' business: our ledger moved the fiat amount when the
 * withdrawal was held.
 */
export async function createNowpaymentsPayout(
  opts: NowpaymentsOptions,
  input: CreatePayoutInput,
): Promise<CreatedPayout> {
  const account = opts.payout;
  if (!account) throw new PayoutRefusedError('payouts_off', 'NOWPayments payouts are not configured');
  if (input.destination.kind !== 'wallet') {
    throw new PayoutRefusedError('unsupported_destination', 'NOWPayments pays out to crypto wallets only');
  }
  const { token } = await npRequest(
    opts,
    { method: 'POST', path: '/auth', body: { email: account.email, password: account.password } },
    tokenSchema,
  );
  const query = new URLSearchParams({
    amount: String(minorToNumber(input.amount)),
    currency_from: input.currency.toLowerCase(),
    currency_to: account.currency,
  });
  const quote = await npRequest(opts, { method: 'GET', path: `/estimate?${query}` }, estimateSchema);
  if (!Number.isFinite(quote.estimated_amount) || quote.estimated_amount <= 0) {
    throw new PayoutRefusedError('no_quote', 'NOWPayments gave no rate for this amount');
  }
  const withdrawal = {
    address: input.destination.value,
    currency: account.currency,
    amount: quote.estimated_amount,
    ipn_callback_url: input.notifyUrl,
    unique_external_id: payoutKey(input.reference, input.amount, input.currency),
  };
  const batch = await npRequest(
    opts,
    {
      method: 'POST',
      path: '/payout',
      bearer: token,
      body: {
        ipn_callback_url: input.notifyUrl,
        payout_description: input.description,
        withdrawals: [withdrawal],
      },
    },
    batchSchema,
  );
  const code = new TOTP({ secret: Secret.fromBase32(account.totpSecret) }).generate();
  await npRequest(
    opts,
    { method: 'POST', path: `/payout/${batch.id}/verify`, bearer: token, body: { verification_code: code } },
    z.unknown(),
  );
  return { gatewayPayoutId: batch.withdrawals[0]!.id, status: 'pending' };
}
