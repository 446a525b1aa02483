import type { CallbackRequest, Locale } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimitStore } from '../../infra/rate-limit/index.ts';
import { ipLimitKey } from '../../lib/request-meta.ts';
import { insertCallbackRequest } from './callback.repository.ts';

const MAX_PER_IP_PER_HOUR = 5;

export async function requestCallback(
  db: Kysely<Database>,
  input: CallbackRequest,
  ctx: { locale: Locale; ip: string; fingerprint: string | null; limiter: RateLimitStore },
) {
  // The form is public: cap it per address (IPv6: per /64, counted atomically) so it cannot be
  // used to flood the call centre.
  const { total } = await ctx.limiter.consume(`callback:ip:${ipLimitKey(ctx.ip)}`, 3_600_000);
  if (total > MAX_PER_IP_PER_HOUR) {
    throw new AppError('RATE_LIMITED', {
      message: {
        en: 'You have already asked us to call you. We will be in touch soon.',
        tr: 'Sizi aramamız için zaten talepte bulundunuz. En kısa sürede size ulaşacağız.',
      },
      headers: { 'retry-after': '3600' },
    });
  }
  const id = await insertCallbackRequest(db, {
    name: input.name,
    phone: input.phone,
    preferred_time: input.preferredTime,
    locale: ctx.locale,
    fingerprint: ctx.fingerprint,
    ip: ctx.ip,
  });
  return { id: Number(id) };
}
