import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import { listenSimulator, sendFramePage } from '../frame-page.ts';
import { PAGE_SCRIPT } from './page-script.ts';
import { type BetcoSend, betcoWalletClient, httpSend } from './wallet-client.ts';

export type BetcoSimulatorOptions = {
  /** Our betco wallet's base, e.g. http://127.0.0.1:3000/api/provider/betco. */
  walletUrl: string;
  secret: string;
  /** The operator's site origins: the only ones the frame talks to. */
  hostOrigins: string[];
  send?: BetcoSend;
  logger?: FastifyServerOptions['logger'];
};

const STYLE = `body{margin:0;background:#161032;color:#ece8ff;font:15px/1.4 system-ui,sans-serif}
#app{padding:12px;max-width:720px;margin:0 auto}h1{font-size:20px;margin:0 0 4px}h2{font-size:15px;margin:12px 0 6px}
.odds{display:flex;gap:8px}button{flex:1;min-height:44px;border:1px solid #5a4a9e;border-radius:8px;background:#2a1f5c;color:#fff;font:inherit;cursor:pointer}
button[aria-pressed=true]{background:#ffc83d;color:#111}.slip{margin-top:16px;padding:12px;border-radius:8px;background:#221a48}
.slip button{width:100%;margin-top:8px}.primary{background:#2e9e5b}label{display:block;margin-top:8px}
input{display:block;width:100%;box-sizing:border-box;min-height:40px;margin-top:4px;font:inherit}`;

const query = z.object({
  user_id: z.string().max(100).optional(),
  auth_token: z.string().max(200).optional(),
  odds_type: z.string().max(20).optional(),
});

/**
 * The betco simulator (docs/decisions/097-betco-esports-frame.md): a BetConstruct-style e-sports
 * frame on its own origin at `/iframe-sportsbook/{lang}/{page}?user_id&auth_token&odds_type`.
 * Its back end calls the operator wallet signed as the provider would; `/sim/credit` and
 * `/sim/rollback` settle or void a bet the way the provider's back office would (tests, demos).
 */
export function createBetcoSimulator(opts: BetcoSimulatorOptions) {
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 16 * 1024 });
  const wallet = betcoWalletClient(opts.send ?? httpSend(opts.walletUrl), opts.secret);
  app.get('/iframe-sportsbook/:lang/:page', async (req, reply) => {
    const { lang } = req.params as { lang: string };
    const q = query.parse(req.query);
    const l = lang === 'en' ? 'en' : 'tr';
    const cfg = { lang: l, token: q.auth_token ?? '', hostOrigins: opts.hostOrigins };
    return sendFramePage(reply, { lang: l, title: 'Betco', style: STYLE, script: PAGE_SCRIPT, cfg });
  });
  const token = z.object({ token: z.string().max(200) });
  app.post('/api/session', async (req) => wallet.session(token.parse(req.body).token));
  app.post('/api/balance', async (req) => wallet.balance(token.parse(req.body).token));
  app.post('/api/bet', async (req) => {
    const b = token.extend({ amount: z.number().int().positive().max(1e8) }).parse(req.body);
    const transactionId = `betco-${randomBytes(8).toString('hex')}`;
    return { ...(await wallet.debit(b.token, b.amount, transactionId)), transactionId };
  });
  app.post('/sim/credit', async (req) => {
    const b = z
      .object({ transactionId: z.string(), amount: z.number().int().min(0), result: z.string() })
      .parse(req.body);
    return wallet.credit(b.transactionId, b.amount, b.result);
  });
  app.post('/sim/rollback', async (req) =>
    wallet.rollback(z.object({ transactionId: z.string() }).parse(req.body).transactionId),
  );
  return app;
}

/** What the betco plugin calls once our server listens (BETCO_MODE=sim, never in production). */
export async function startBetcoSimulator(opts: BetcoSimulatorOptions & { port: number; host: string }) {
  return listenSimulator(createBetcoSimulator(opts), opts);
}
