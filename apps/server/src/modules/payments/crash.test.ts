import net from 'node:net';
import { PassThrough } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_PAYMENT_GATEWAY_API_KEY, DEV_PAYMENT_WEBHOOK_SECRET } from '../../config.ts';
import { availableBalance } from '../../core/ledger/index.ts';
import {
  GATEWAY_SIMULATOR_PREFIX,
  type GatewaySimulator,
  createGatewaySimulator,
} from '../../simulators/payment-gateway/simulator.ts';
import { registration } from '../../test/accounts.ts';
import { type TestDb, createTestDb } from '../../test/harness.ts';
import { assertLedgerSound } from '../../test/ledger.ts';
import { methodId } from '../../test/payments.ts';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

const died = (p: ServerProcess) =>
  new Promise<void>((resolve) => {
    if (p.child.exitCode !== null || p.child.signalCode !== null) resolve();
    else p.child.once('exit', () => resolve());
  });

/**
 * The server is killed (SIGKILL) after the webhook's transaction commits and before it answers.
 * The gateway saw no answer, so it retries; the restarted server must treat the retry as the
 * duplicate it is. The gateway here is the simulator in this process, with short retry delays.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a server crash between commit and reply on postgres', () => {
  let t: TestDb;
  let gatewayApp: FastifyInstance;
  let sim: GatewaySimulator;
  let server: ServerProcess | null = null;
  const gatewayLog: string[] = [];
  beforeAll(async () => {
    t = await createTestDb('postgres');
    sim = createGatewaySimulator({
      apiKey: DEV_PAYMENT_GATEWAY_API_KEY,
      webhookSecret: DEV_PAYMENT_WEBHOOK_SECRET,
      retryDelaysMs: [500, 1_000, 2_000, 4_000, 8_000],
    });
    const stream = new PassThrough();
    stream.on('data', (line: Buffer) => gatewayLog.push(String(line)));
    gatewayApp = Fastify({ logger: { level: 'info', stream } });
    await gatewayApp.register(sim.plugin, { prefix: GATEWAY_SIMULATOR_PREFIX });
    await gatewayApp.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.stop();
    sim.close();
    await gatewayApp.close();
    await t.drop();
  });

  it('credits exactly once after the gateway retries against the restarted server', async () => {
    const port = await freePort();
    const gatewayPort = (gatewayApp.server.address() as net.AddressInfo).port;
    const env = {
      DATABASE_URL: t.url!,
      PORT: String(port),
      PAYMENT_GATEWAY_URL: `http://127.0.0.1:${gatewayPort}${GATEWAY_SIMULATOR_PREFIX}`,
    };
    server = await startServerProcess({ ...env, LALEBET_FAULT: 'webhook-after-commit' });
    const headers = { 'content-type': 'application/json', 'x-locale': 'en', 'x-fingerprint': 'fp-test' };
    const post = (path: string, body: object, token?: string) =>
      fetch(`${server!.base}/api/${path}`, {
        method: 'POST',
        headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
        body: JSON.stringify(body),
      });

    const reg = await post('auth/register', registration());
    expect(reg.status).toBe(200);
    const { token } = ((await reg.json()) as { data: { token: string } }).data;
    const papara = await methodId(t.db, 1, 'papara');
    const dep = await post(
      'payment/deposit',
      { id: papara, target: 'pay', detail: { Amount: 777.77, PaparaNo: 1234567890 } },
      token,
    );
    expect(dep.status).toBe(200);
    const gatewayId = new URL(((await dep.json()) as { data: string }).data).pathname.split('/').at(-1)!;

    const first = server;
    sim.decide(gatewayId, 'approve');
    await died(first);
    expect(first.child.signalCode).toBe('SIGKILL');
    // Committed before the crash: credited, but the gateway never got its 200.
    const payment = await t.db
      .selectFrom('payment')
      .selectAll()
      .where('gateway_payment_id', '=', gatewayId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe(1);
    expect(await availableBalance(t.db, payment.customer_id)).toBe(77_777n);

    server = await startServerProcess(env);
    await sim.idle();
    // The retry reached the new process and was answered 2xx (not given up).
    expect(gatewayLog.some((l) => l.includes('webhook delivered'))).toBe(true);
    expect(gatewayLog.some((l) => l.includes('will retry'))).toBe(true);
    expect(await availableBalance(t.db, payment.customer_id)).toBe(77_777n);
    const events = await t.db
      .selectFrom('psp_event')
      .select('event_id')
      .where('payment_id', '=', payment.id)
      .execute();
    expect(events).toHaveLength(1);
    const credits = await t.db
      .selectFrom('ledger_transfer')
      .select('id')
      .where('code', '=', 'deposit')
      .execute();
    expect(credits).toHaveLength(1);
    await assertLedgerSound(t.db);
  }, 60_000);
});
