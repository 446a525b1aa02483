import type { RegisterRequest } from '@lalebet/shared';
import type { AccountsContext } from '../../core/accounts/index.ts';
import { registrationsPerIpPerHour } from '../../core/site-options.ts';
import { retryAfterSeconds } from '../../infra/rate-limit/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { HOUR_MS, clock } from '../../lib/clock.ts';
import { fieldError } from '../../lib/field-error.ts';
import { ipLimitKey } from '../../lib/request-meta.ts';
import { checkSignUpFields, claimIdentity, screenSignUp } from './register-checks.ts';
import { createCustomer, openNewAccount } from './register-open.ts';
import { assertOldEnough } from './register-protection.ts';
import { countryRules } from './register.repository.ts';

/** Sign-ups per IP (IPv6: per /64) per hour: stops scripted account farming, leaves room for a shared connection. */
const REGISTRATION_WINDOW_MS = HOUR_MS;

/** Creates the customer and logs them in (docs/product.md §4: "Submit creates the account and logs the user in"). */
export async function register(ctx: AccountsContext, input: RegisterRequest) {
  await limitPerIp(ctx);
  const { phone } = checkSignUpFields(input, clock.now());
  const country = await countryRules(ctx.db, input.country);
  if (!country) throw fieldError('country', 'v.invalid');
  await assertOldEnough(ctx, input, country);
  const identity = await claimIdentity(ctx, input);
  const screening = await screenSignUp(ctx, input, { phone, countryCode: country.code });
  const customer = await createCustomer(ctx, input, { phone, identity });
  return openNewAccount(ctx, input, customer, { phone, screening });
}

async function limitPerIp({ db, limiter, meta }: AccountsContext) {
  const now = clock.ms();
  const max = await registrationsPerIpPerHour(db);
  const { total, msLeft } = await limiter.consume(
    `register:ip:${ipLimitKey(meta.ip)}`,
    REGISTRATION_WINDOW_MS,
  );
  if (total > max) {
    const retry = retryAfterSeconds(now + msLeft, now);
    throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(retry) } });
  }
}
