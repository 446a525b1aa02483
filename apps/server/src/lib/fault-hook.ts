/**
 * A moment a money call reaches after its transaction committed and before it answers: the
 * window in which a crash leaves the caller without a reply for a change that is already made.
 */
export type AfterCommitPoint =
  | { point: 'wallet-bet'; transactionUuid: string; moved: boolean }
  | { point: 'payment-webhook'; eventId: string };

export type AfterCommitHook = (at: AfterCommitPoint) => void;

let hook: AfterCommitHook | undefined;

/**
 * For the crash tests' harness only (test/crash-fault.ts, preloaded into a server process): the
 * product never installs one, so `afterCommitFault` is a no-op everywhere else.
 */
export function injectAfterCommitFault(next: AfterCommitHook | undefined): void {
  hook = next;
}

/** Reports `at` to the injected hook, if any. */
export function afterCommitFault(at: AfterCommitPoint): void {
  hook?.(at);
}
