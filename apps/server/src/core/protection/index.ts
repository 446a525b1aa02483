/**
 * Player protection (docs/rules.md R1-R40): limits and their windows, time-outs, self-exclusion
 * and lifting, sessions and reality checks, national registers, markers of harm, country rules.
 * Above core/, import it through this file; test-kit.ts stays a deep import for tests.
 */
export * from './block-end.ts';
export * from './country-rules.ts';
export * from './exclusion-bonuses.ts';
export * from './exclusion-close.ts';
export * from './block-refusal-messages.ts';
export * from './exclusion-periods.ts';
export * from './exclusion-start.ts';
export * from './exclusions.ts';
export * from './flags-read.ts';
export * from './flags.ts';
export * from './geo.ts';
export * from './jurisdiction.ts';
export * from './lift-state.ts';
export * from './limit-display.ts';
export * from './limits.ts';
export * from './lookalike.ts';
export * from './markers.ts';
export * from './marketable.ts';
export * from './messages.ts';
export * from './plain-play.ts';
export * from './play-facts.ts';
export * from './policy.ts';
export * from './reality-check.ts';
export * from './register-batch.ts';
export * from './register-check.ts';
export * from './register-status.ts';
export * from './registers.ts';
export * from './review-prompt.ts';
export * from './session-end.ts';
export * from './session-limit.ts';
export * from './session-summary.ts';
export * from './session-time.ts';
export * from './settings-view.ts';
export * from './swedish-rules.ts';
export * from './usage.ts';
export * from './windows.ts';
export * from './withdraw-only.ts';
