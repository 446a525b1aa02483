import { type CouponRules, MAX_MISLI } from '@lalebet/shared/sportsbook';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sportsbookKeys } from './keys';

/** GET sportsbook/coupon-rules: the site's misli cap (public; the server caches it a minute). */
export const getCouponRules = async () => (await api.get<CouponRules>('sportsbook/coupon-rules')).data;

export const couponRulesQueryOptions = () =>
  queryOptions({ queryKey: sportsbookKeys.couponRules, queryFn: getCouponRules, staleTime: 5 * 60_000 });

/**
 * The highest misli the site takes now; the contract's MAX_MISLI until the answer comes (or when
 * it fails: the server's MISLI_TOO_HIGH still says the cap then).
 */
export const useMaxMisli = () => useQuery(couponRulesQueryOptions()).data?.maxMisli ?? MAX_MISLI;
