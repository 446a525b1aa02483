import type { BetcoLaunch } from '@lalebet/shared/sportsbook-bridge';
import { api } from '@/lib/api-client';

/** POST sportsbook/betco/launch: a fresh single-use launch token for the betco frame (ADR 097). */
export const postBetcoLaunch = async () => (await api.post<BetcoLaunch>('sportsbook/betco/launch', {})).data;
