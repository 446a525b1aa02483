import { useRef } from 'react';
import { ApiError } from '@/lib/api-client';
import { requestRealityCheck } from '@/stores/reality-check';

/**
 * The `requestId` of a placement, shared by the slip and the bet builder: kept while the outcome
 * of the last tap is unknown (a network error or a 5xx), so tapping again cannot place twice; a
 * bet or a refusal (4xx) placed it or nothing, so the next tap gets a new id.
 */
export function useBetRequest() {
  const id = useRef<string | null>(null);
  return {
    /** The id for this tap. */
    next: () => (id.current ??= crypto.randomUUID()),
    /** After the answer: ends the id when it was definitive; a due reality check is shown (ADR 046). */
    settle(error?: unknown) {
      if (!(error instanceof ApiError)) {
        if (error === undefined) id.current = null;
        return;
      }
      if (error.status >= 400 && error.status < 500) id.current = null;
      if (error.code === 'REALITY_CHECK_DUE') requestRealityCheck();
    },
  };
}
