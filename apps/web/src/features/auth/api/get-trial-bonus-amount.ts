import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET bonus/trialbonusamount: the trial bonus offered at sign-up; 0 means no offer. */
export const getTrialBonusAmount = () =>
  api.get<{ amount: number }>('bonus/trialbonusamount').then((r) => r.data.amount);

export const trialBonusAmountQueryOptions = () =>
  queryOptions({ queryKey: ['bonus', 'trialbonusamount'], queryFn: getTrialBonusAmount, staleTime: 0 });

export const useTrialBonusAmount = () => useQuery(trialBonusAmountQueryOptions());
