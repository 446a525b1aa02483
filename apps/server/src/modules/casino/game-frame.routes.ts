import type { FastifyInstance } from 'fastify';

/** What the host page posts into the frame: the SoftGamings launch answer. */
export const SNIPPET_MESSAGE_TYPE = 'lalebet:snippet';

/**
 * Inserts the snippet and runs its scripts (innerHTML alone never runs them), in order. Only
 * the parent window may hand one over; the frame is sandboxed (allow-scripts only), so the
 * snippet runs in an opaque origin: no cookies, no storage, no reach into the parent.
 */
const FRAME_SCRIPT = `
(function () {
  var root = document.getElementById('game');
  window.addEventListener('message', function (e) {
    if (e.source !== window.parent) return;
    var d = e.data;
    if (!d || d.type !== '${SNIPPET_MESSAGE_TYPE}' || typeof d.html !== 'string') return;
    root.innerHTML = d.html;
    root.querySelectorAll('script').forEach(function (old) {
      var s = document.createElement('script');
      for (var i = 0; i < old.attributes.length; i++) s.setAttribute(old.attributes[i].name, old.attributes[i].value);
      s.async = false;
      s.text = old.textContent;
      old.replaceWith(s);
    });
  });
  window.parent.postMessage({ type: 'lalebet:frame-ready' }, '*');
})();
`;

const PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Game</title>
<style>html,body,#game{margin:0;height:100%;background:#000;overflow:hidden}#game iframe{border:0;width:100%;height:100%}</style>
</head><body><div id="game"></div><script>${FRAME_SCRIPT}</script></body></html>
`;

/**
 * The page's own policy: inline script (its own and the snippet's) and the game origins only.
 * `sandbox allow-scripts` makes the page an opaque origin by itself, so it never runs with the
 * site's origin even where an embedder forgets the iframe's `sandbox` attribute (ADR 011).
 */
export function gameFrameCsp(origins: string[]): string {
  const games = origins.join(' ');
  return [
    'sandbox allow-scripts',
    "default-src 'none'",
    `script-src 'unsafe-inline' ${games}`,
    `style-src 'unsafe-inline' ${games}`,
    `img-src data: blob: ${games}`,
    `font-src ${games || "'none'"}`,
    `media-src ${games || "'none'"}`,
    `connect-src ${games || "'none'"}`,
    `frame-src ${games || "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ]
    .map((d) => d.trim())
    .join('; ');
}

/** GET /game-frame: the sandboxed host of SoftGamings-style snippets (ADR 011). */
export async function gameFrameRoutes(app: FastifyInstance) {
  app.get('/game-frame', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .header('content-security-policy', gameFrameCsp(app.casino.gameOrigins.list()))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(PAGE),
  );
}
