/**
 * Runs the payment-gateway simulator alone, as its own process on its own port, the way a real
 * gateway sits outside our app:
 *   SIM_GATEWAY_API_KEY=… SIM_GATEWAY_WEBHOOK_SECRET=whsec_… node apps/server/src/simulators/payment-gateway/main.ts
 */
import Fastify from 'fastify';
import { z } from 'zod';
import { loggerOptions } from '../../infra/logger.ts';
import { GATEWAY_SIMULATOR_PREFIX, createGatewaySimulator } from './simulator.ts';

const envSchema = z.object({
  SIM_GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  SIM_GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
  SIM_GATEWAY_API_KEY: z.string({ error: 'is required' }).min(16, 'must be at least 16 characters'),
  SIM_GATEWAY_WEBHOOK_SECRET: z
    .string({ error: 'is required' })
    .regex(/^whsec_[A-Za-z0-9+/]{16,}={0,2}$/, 'must be whsec_ followed by a base64 key'),
  SIM_GATEWAY_PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type SimulatorEnv = z.infer<typeof envSchema>;

/** Parses the environment; throws one message naming every variable that is missing or wrong. */
export function loadSimulatorEnv(env: NodeJS.ProcessEnv): SimulatorEnv {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const parsed = envSchema.safeParse(blankToUndefined);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new Error(`Invalid payment-gateway simulator configuration:\n${lines.join('\n')}`);
}

async function main() {
  let env: SimulatorEnv;
  try {
    env = loadSimulatorEnv(process.env);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const app = Fastify({ logger: loggerOptions(env.LOG_LEVEL), bodyLimit: 64 * 1024 });
  const sim = createGatewaySimulator({
    apiKey: env.SIM_GATEWAY_API_KEY,
    webhookSecret: env.SIM_GATEWAY_WEBHOOK_SECRET,
    publicBase: env.SIM_GATEWAY_PUBLIC_URL,
  });
  await app.register(sim.plugin, { prefix: GATEWAY_SIMULATOR_PREFIX });
  app.addHook('onClose', async () => sim.close());

  const shutdown = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: env.SIM_GATEWAY_PORT, host: env.SIM_GATEWAY_HOST });
}

if (import.meta.main) await main();
