/**
 * Preloaded (`node --import`) into a server process the crash tests start with LALEBET_FAULT: the
 * process kills itself at the chosen after-commit point, so the caller sees no answer for a
 * change that is committed and retries against the restarted server.
 */
import { type AfterCommitPoint, injectAfterCommitFault } from '../lib/fault-hook.ts';

const kills: Record<string, (at: AfterCommitPoint) => boolean> = {
  // Only bets that moved money and are named '...-kill': the simulation picks which ones die.
  'wallet-after-commit': (at) =>
    at.point === 'wallet-bet' && at.moved && at.transactionUuid.endsWith('-kill'),
  'webhook-after-commit': (at) => at.point === 'payment-webhook',
};

const kill = kills[process.env.LALEBET_FAULT ?? ''];
if (kill) {
  injectAfterCommitFault((at) => {
    if (kill(at)) process.kill(process.pid, 'SIGKILL');
  });
}
