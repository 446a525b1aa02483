import { createStore } from '@/lib/store';

/**
 * The server refused a stake with REALITY_CHECK_DUE (docs/decisions/046-protection-gaps.md):
 * whatever made the request (the bet slip) asks the reality check to show at once. It stays
 * asked until the player acknowledges it, so a check loaded after the refusal still shows.
 */
export const realityCheckStore = createStore({ asked: false });

export const requestRealityCheck = () => realityCheckStore.set({ asked: true });
export const realityCheckAnswered = () => realityCheckStore.set({ asked: false });
