/**
 * Runs the NOWPayments simulator alone, as its own process on its own port (several server
 * processes need one shared simulator; point NOWPAYMENTS_API_URL at `<its URL>/sim/nowpayments/v1`):
 *   SIM_NOWPAYMENTS_API_KEY=… SIM_NOWPAYMENTS_IPN_SECRET=… node apps/server/src/simulators/nowpayments/main.ts
 * The payout account defaults to the development values the server uses with NOWPAYMENTS_MODE=sim.
 */
import Fastify from 'fastify';
import { z } from 'zod';
import { DEV_NOWPAYMENTS } from '../../config/nowpayments.ts';
import { loggerOptions } from '../../infra/logger.ts';
import { NOWPAYMENTS_SIMULATOR_PREFIX, createNowpaymentsSimulator } from './simulator.ts';

const envSchema = z.object({
  SIM_NOWPAYMENTS_PORT: z.coerce.number().int().min(0).max(65535).default(4020),
  SIM_NOWPAYMENTS_HOST: z.string().min(1).default('127.0.0.1'),
  SIM_NOWPAYMENTS_API_KEY: z.string().min(16).default(DEV_NOWPAYMENTS.apiKey),
  SIM_NOWPAYMENTS_IPN_SECRET: z.string().min(16).default(DEV_NOWPAYMENTS.ipnSecret),
  SIM_NOWPAYMENTS_PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

async function main() {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    console.error(`Invalid NOWPayments simulator configuration:\n${parsed.error.message}`);
    process.exit(1);
  }
  const env = parsed.data;
  const app = Fastify({ logger: loggerOptions(env.LOG_LEVEL), bodyLimit: 64 * 1024 });
  const sim = createNowpaymentsSimulator({
    apiKey: env.SIM_NOWPAYMENTS_API_KEY,
    ipnSecret: env.SIM_NOWPAYMENTS_IPN_SECRET,
    payoutEmail: DEV_NOWPAYMENTS.payoutEmail,
    payoutPassword: DEV_NOWPAYMENTS.payoutPassword,
    payoutTotpSecret: DEV_NOWPAYMENTS.payoutTotpSecret,
    publicBase: env.SIM_NOWPAYMENTS_PUBLIC_URL,
  });
  await app.register(sim.plugin, { prefix: NOWPAYMENTS_SIMULATOR_PREFIX });
  app.addHook('onClose', async () => sim.close());
  const shutdown = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: env.SIM_NOWPAYMENTS_PORT, host: env.SIM_NOWPAYMENTS_HOST });
}

if (import.meta.main) await main();
