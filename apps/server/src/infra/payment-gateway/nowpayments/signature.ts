import { createHmac, timingSafeEqual } from 'node:crypto';
import { sortedJson } from '../../../lib/sorted-json.ts';
import { type HeaderBag, WebhookRejectedError } from '../../webhooks/signature.ts';

/** The header NOWPayments signs every IPN with. */
export const IPN_SIGNATURE_HEADER = 'x-nowpayments-sig';

/**
 * NOWPayments' IPN signature: hex HMAC-SHA512, keyed with the IPN secret from the store
 * settings, over the body RE-SERIALISED as compact JSON with its keys sorted at every level
 * (not over the bytes received). Both the simulator and the verifier below call this, so one
 * serialisation serves both sides.
 */
export function signIpn(ipnSecret: string, body: unknown): string {
  return createHmac('sha512', ipnSecret).update(sortedJson(body), 'utf8').digest('hex');
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The IPN's JSON body once its signature checks out (constant-time), else WebhookRejectedError:
 * 'signature' for a missing or wrong signature, 'payload' for a body that is not a JSON object.
 * NOWPayments signs no timestamp, so there is no window: a replayed IPN is stopped by the
 * dedupe on (payment_id, status), not here.
 */
export function verifyIpn(ipnSecret: string, headers: HeaderBag, rawBody: Buffer): Record<string, unknown> {
  const given = headers[IPN_SIGNATURE_HEADER];
  if (typeof given !== 'string' || !/^[0-9a-f]{128}$/i.test(given)) {
    throw new WebhookRejectedError('signature', 'IPN signature missing or malformed');
  }
  let body: unknown;
  try {
    body = JSON.parse(utf8.decode(rawBody));
  } catch {
    throw new WebhookRejectedError('payload', 'IPN body is not UTF-8 JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new WebhookRejectedError('payload', 'IPN body is not a JSON object');
  }
  const expected = Buffer.from(signIpn(ipnSecret, body), 'hex');
  if (!timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), expected)) {
    throw new WebhookRejectedError('signature', 'IPN signature does not match');
  }
  return body as Record<string, unknown>;
}
