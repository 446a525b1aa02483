import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import { listenSimulator, sendFramePage } from '../frame-page.ts';
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

const STYLE = `body{margin:0;background:#0d1b2a;color:#e0e6ef;font:15px/1.4 system-ui,sans-serif}
#app{padding:12px;max-width:720px;margin:0 auto}h1{font-size:20px;margin:0 0 4px}h2{font-size:15px;margin:12px 0 6px}
.odds{display:flex;gap:8px}button{flex:1;min-height:44px;border:1px solid #35506e;border-radius:8px;background:#15304d;color:#fff;font:inherit;cursor:pointer}
button[aria-pressed=true]{background:#e0a100;color:#111}.slip{margin-top:16px;padding:12px;border-radius:8px;background:#132538}
.slip button{width:100%;margin-top:8px}.primary{background:#2e9e5b}label{display:block;margin-top:8px}
input{display:block;width:100%;box-sizing:border-box;min-height:40px;margin-top:4px;font:inherit}`;

/**
 * The Betsy simulator (ADR 091): BETER's sportsbook frame on its own origin. Its page places bets
 * through its back end, which calls the operator's seamless wallet signed as Betsy does;
 * `/sim/settle` settles a bet the way Betsy's settlement would (tests and demos).
 */
export function createBetsySimulator(opts: BetsySimulatorOptions) {
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 16 * 1024 });
  const wallet = betsyWalletClient(opts.send ?? httpSend(opts.walletUrl), opts.secret);
  app.get('/', async (req, reply) => {
    const q = req.query as Record<string, string | undefined>;
    // The launch token arrives in the query, as Betsy's does.
    const lang = q.locale === 'en' ? 'en' : 'tr';
    const cfg = { locale: lang, cid: q.cid ?? '', token: q.token ?? '', hostOrigins: opts.hostOrigins };
    return sendFramePage(reply, { lang, title: 'Betsy', style: STYLE, script: PAGE_SCRIPT, cfg });
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
  return listenSimulator(createBetsySimulator(opts), opts);
}
