import { jobFailures, jobRuns } from './registry.ts';

/** The scheduled jobs of the server (each a timer in its own module); a closed set of label values. */
export type JobName =
  | 'audit-seal'
  | 'audit-verify'
  | 'bonus-expiry'
  | 'casino-catalogue-sync'
  | 'betsy-launch-purge'
  | 'betco-launch-purge'
  | 'casino-session-purge'
  | 'deposit-expiry'
  | 'payment-reconciliation'
  | 'hub-session-sweep'
  | 'kyc-decisions'
  | 'live-bet-decider'
  | 'payout-retry'
  | 'protection-sweep'
  | 'register-batch'
  | 'risk-scan';

/** Runs one round of a job, counting the run and, when it rejects, the failure (then rethrows). */
export async function trackJob<T>(job: JobName, run: () => Promise<T>): Promise<T> {
  jobRuns.inc({ job });
  try {
    return await run();
  } catch (err) {
    jobFailures.inc({ job });
    throw err;
  }
}
