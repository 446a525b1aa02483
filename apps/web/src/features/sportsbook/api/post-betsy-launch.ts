import type { BetsyLaunch } from '@lalebet/shared/sportsbook-bridge';
import { api } from '@/lib/api-client';

/** POST sportsbook/betsy/launch: a fresh single-use launch token for the Betsy frame (ADR 091). */
export const postBetsyLaunch = async () => (await api.post<BetsyLaunch>('sportsbook/betsy/launch', {})).data;
