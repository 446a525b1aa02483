import Fastify from 'fastify';
import { Secret, TOTP } from 'otpauth';
import {
  type NowpaymentsSimulatorOptions,
  NOWPAYMENTS_SIMULATOR_PREFIX,
  createNowpaymentsSimulator,
} from './simulator.ts';

/** Helpers for the NOWPayments simulator's tests (not a test file itself). */

export const SIM_KEYS = {
  apiKey: 'np_sim_api_key_for_tests',
  ipnSecret: 'np-sim-ipn-secret-for-tests',
  payoutEmail: 'payouts@lalebet.test',
  payoutPassword: 'sim-payout-password',
  payoutTotpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

/** The current 2FA code of the simulator's payout account. */
export const totpNow = () => new TOTP({ secret: Secret.fromBase32(SIM_KEYS.payoutTotpSecret) }).generate();

/** The simulator alone on a Fastify listening on loopback, and a receiver that records every IPN. */
export async function startNowpaymentsSim(over: Partial<NowpaymentsSimulatorOptions> = {}) {
  const received: { headers: Record<string, unknown>; raw: string }[] = [];
  const receiver = Fastify();
  receiver.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) =>
    done(null, body),
  );
  receiver.post('/ipn', async (req) => {
    received.push({ headers: req.headers, raw: req.body as string });
    return 'ok';
  });
  const ipnUrl = `${await receiver.listen({ port: 0, host: '127.0.0.1' })}/ipn`;
  const sim = createNowpaymentsSimulator({ ...SIM_KEYS, retryDelaysMs: [], ...over });
  const app = Fastify();
  await app.register(sim.plugin, { prefix: NOWPAYMENTS_SIMULATOR_PREFIX });
  const base = `${await app.listen({ port: 0, host: '127.0.0.1' })}${NOWPAYMENTS_SIMULATOR_PREFIX}`;
  return {
    sim,
    app,
    base,
    ipnUrl,
    received,
    async close() {
      sim.close();
      await Promise.all([app.close(), receiver.close()]);
    },
  };
}
