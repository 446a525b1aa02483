/**
 * Runs the game-provider simulator alone, on its own port, the way an aggregator sits outside
 * our app (the main server starts it itself outside production):
 *   WALLET_URL=http://127.0.0.1:3000/api/provider/hub88 node apps/server/src/simulators/game-provider/main.ts
 * The wallet must trust DATA_DIR/keys/game-provider-public.pem (the server's default outside production);
 * the Operator API (game/list, products/list) accepts OPERATOR_ID signed with the key whose public
 * half is DATA_DIR/keys/hub88-operator-public.pem (docs/decisions/090-catalogue-sync.md).
 */
import { z } from 'zod';
import { loggerOptions } from '../../infra/logger.ts';
import { startGameSimulator } from './simulator.ts';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  HOST: z.string().min(1).default('127.0.0.1'),
  WALLET_URL: z.url().default('http://127.0.0.1:3000/api/provider/hub88'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  OPERATOR_ID: z.coerce.number().int().min(1).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type GameSimulatorEnv = z.infer<typeof envSchema>;

/** Parses the environment; throws one message naming every variable that is wrong. */
export function loadGameSimulatorEnv(env: NodeJS.ProcessEnv): GameSimulatorEnv {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const parsed = envSchema.safeParse(blankToUndefined);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new Error(`Invalid game-provider simulator configuration:\n${lines.join('\n')}`);
}

async function main() {
  let env: GameSimulatorEnv;
  try {
    env = loadGameSimulatorEnv(process.env);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const sim = await startGameSimulator({
    port: env.PORT,
    host: env.HOST,
    walletUrl: env.WALLET_URL.replace(/\/+$/, ''),
    dataDir: env.DATA_DIR,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    operatorId: env.OPERATOR_ID,
    logger: loggerOptions(env.LOG_LEVEL),
  });
  console.log(`game-provider simulator running at ${sim.url}`);
  const shutdown = () => {
    sim.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

if (import.meta.main) await main();
