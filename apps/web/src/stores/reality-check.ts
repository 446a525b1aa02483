import { createStore } from '@/lib/store';

/**
 * The server refused a stake with REALITY_CHECK_DUE (docs/decisions/046-protection-gaps.md):
 * whatever made the request (the bet slip) asks the reality check to show at once. A counter,
 * so that each refusal asks again.
 */
export const realityCheckStore = createStore({ requested: 0 });

export const requestRealityCheck = () => realityCheckStore.set((s) => ({ requested: s.requested + 1 }));
