import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { SIM_MESSAGES, type SimLang, type SimMessageKey } from './messages.ts';

/** A fresh nonce for each HTML answer: only the page's own inline script and style run. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The game pages' policy: nothing but their own nonce'd inline code, calls to this origin only.
 * No frame-ancestors: any operator may frame a game, and `frame-ancestors *` would still refuse
 * the opaque origin of the sandboxed /game-frame that SoftGamings-style snippets run in.
 */
export function gamePageCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

export function sendPage(reply: FastifyReply, status: number, html: string, nonce: string) {
  return reply
    .code(status)
    .header('content-security-policy', gamePageCsp(nonce))
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A small dark page with one message, shown inside the operator's game frame. */
export function renderMessagePage(lang: SimLang, key: SimMessageKey, nonce: string): string {
  const text = escapeHtml(SIM_MESSAGES[key][lang]);
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${text}</title>
<style nonce="${nonce}">html,body{margin:0;height:100%;background:#14091f;color:#f3e8ff;font:16px/1.5 system-ui,sans-serif}
main{display:flex;height:100%;align-items:center;justify-content:center;text-align:center;padding:24px;box-sizing:border-box}</style>
</head><body><main><p role="alert">${text}</p></main></body></html>
`;
}

/**
 * The SoftGamings-style launch answer: a container and a script that frames the play URL in
 * it. The operator runs it only inside its sandboxed /game-frame (an opaque origin); styles are
 * set from the script so that no inline style attribute is needed.
 */
export function renderLaunchSnippet(playUrl: string): string {
  // JSON inside a script: `<` escaped so that the URL can never close the script element.
  const url = JSON.stringify(playUrl).replace(/</g, '\\u003c');
  return `<div id="sim-game"></div>
<script>(function () {
  var box = document.getElementById('sim-game');
  box.style.cssText = 'position:absolute;inset:0;width:100%;height:100%';
  var f = document.createElement('iframe');
  f.src = ${url};
  f.allow = 'autoplay; fullscreen';
  f.style.cssText = 'border:0;width:100%;height:100%;display:block';
  box.appendChild(f);
})();</script>`;
}
