import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * What the framed books' simulators share (docs/decisions/091-betsy-sportsbook-bridge.md,
 * docs/decisions/097-betco-esports-frame.md): a page whose only inline code and style carry a
 * nonce and whose calls go to its own origin (any host may frame it), and their start-up.
 */
const csp = (nonce: string) =>
  [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

type Page = { lang: 'tr' | 'en'; title: string; style: string; script: string; cfg: unknown };

/** Sends the frame's page: its configuration as JSON beside the script that reads it. */
export function sendFramePage(reply: FastifyReply, page: Page) {
  const nonce = randomBytes(16).toString('base64');
  const json = JSON.stringify(page.cfg).replace(/</g, '\\u003c');
  const html = `<!doctype html><html lang="${page.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${page.title}</title>
<style nonce="${nonce}">${page.style}</style></head><body><main id="app"></main>
<script type="application/json" id="cfg">${json}</script><script nonce="${nonce}">${page.script}</script></body></html>`;
  return reply
    .header('content-security-policy', csp(nonce))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** Listens on `port` (0: any) and answers the URL the plugin frames and how to close it. */
export async function listenSimulator(app: FastifyInstance, opts: { port: number; host: string }) {
  await app.listen({ port: opts.port, host: opts.host });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : opts.port;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
