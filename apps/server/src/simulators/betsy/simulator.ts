import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import { PAGE_SCRIPT } from './page-script.ts';
import { type BetsySend, betsyWalletClient, httpSend } from './wallet-client.ts';

export type BetsySimulatorOptions = {
  /** Our Betsy wallet's base, e.g. http://127.0.0.1:3000/api/provider/betsy. */
  walletUrl: string;
  secret: string;
  /** The operator's site origins: the only ones the frame talks to. */
  hostOrigins: string[];
  send?: BetsySend;
  logger?: FastifyServerOptions['logger'];
};

const player = z.object({
  token: z.string().max(200),
  userId: z.string().max(100),
  currency: z.string().length(3),
});

// The page's only inline code carries the nonce; it calls this origin only; any host may frame it.
const csp = (nonce: string) =>
  [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

const STYLE = `body{margin:0;background:#0d1b2a;color:#e0e6ef;font:15px/1.4 system-ui,sans-serif}
#app{padding:12px;max-width:720px;margin:0 auto}h1{font-size:20px;margin:0 0 4px}h2{font-size:15px;margin:12px 0 6px}
.odds{display:flex;gap:8px}button{flex:1;min-height:44px;border:1px solid #35506e;border-radius:8px;background:#15304d;color:#fff;font:inherit;cursor:pointer}
button[aria-pressed=true]{background:#e0a100;color:#111}.slip{margin-top:16px;padding:12px;border-radius:8px;background:#132538}
.slip button{width:100%;margin-top:8px}.primary{background:#2e9e5b}label{display:block;margin-top:8px}
input{display:block;width:100%;box-sizing:border-box;min-height:40px;margin-top:4px;font:inherit}`;

/** The frame page: markets and a slip; the launch token arrives in the query, as Betsy's does. */
function renderPage(
  q: { locale?: string; cid?: string; token?: string },
  hostOrigins: string[],
  nonce: string,
) {
  const cfg = {
    locale: q.locale === 'en' ? 'en' : 'tr',
    cid: q.cid ?? '',
    token: q.token ?? '',
    hostOrigins,
  };
  const json = JSON.stringify(cfg).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="${cfg.locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Betsy</title>
<style nonce="${nonce}">${STYLE}</style></head><body><main id="app"></main>
<script type="application/json" id="cfg">${json}</script><script nonce="${nonce}">${PAGE_SCRIPT}</script></body></html>`;
}

/**
 * The Betsy simulator (ADR 091): BETER's sportsbook frame on its own origin. Its page places bets
 * through its back end, which calls the operator's seamless wallet signed as Betsy does;
 * `/sim/settle` settles a bet the way Betsy's settlement would (tests and demos).
 */
export function createBetsySimulator(opts: BetsySimulatorOptions) {
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 16 * 1024 });
  const wallet = betsyWalletClient(opts.send ?? httpSend(opts.walletUrl), opts.secret);
  app.get('/', async (req, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const q = req.query as Record<string, string | undefined>;
    return reply
      .header('content-security-policy', csp(nonce))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPage(q, opts.hostOrigins, nonce));
  });
  app.post('/api/session', async (req) =>
    wallet.profile(z.object({ token: z.string().max(200) }).parse(req.body).token),
  );
  app.post('/api/balance', async (req) => wallet.balance(player.parse(req.body)));
  app.post('/api/bet', async (req) => {
    const b = player.extend({ amount: z.number().positive().max(1e6) }).parse(req.body);
    const transactionId = `betsy-${randomBytes(8).toString('hex')}`;
    return { ...(await wallet.bet(b, b.amount, transactionId)), transactionId };
  });
  app.post('/sim/settle', async (req) => {
    const b = z
      .object({ transactionId: z.string(), amount: z.number().min(0), resultType: z.string() })
      .parse(req.body);
    return wallet.settle(b.transactionId, b.amount, b.resultType);
  });
  return app;
}

/** What the Betsy plugin calls once our server listens (BETSY_MODE=sim, never in production). */
export async function startBetsySimulator(opts: BetsySimulatorOptions & { port: number; host: string }) {
  const app = createBetsySimulator(opts);
  await app.listen({ port: opts.port, host: opts.host });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : opts.port;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
