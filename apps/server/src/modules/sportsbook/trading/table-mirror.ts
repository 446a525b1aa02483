import type { FastifyBaseLogger } from 'fastify';
import type { CacheNotices } from '../../../infra/cache/notices.ts';

/**
 * A process's copy of a small desk table handed to the catalogue (the traders' holds, ADR 078;
 * the margins, ADR 087): loaded at start, again after this process changed it, and on every
 * change notice of the table or reconnect of the listener (docs/decisions/019-hot-path-caches.md),
 * so a change made in any process reaches every catalogue. Loads run one after another: the last
 * read is the one applied.
 */
export function tableMirror(deps: {
  table: string;
  load: () => Promise<void>;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  let chain: Promise<void> = Promise.resolve();

  /** Reads the table again and applies it; resolves once applied (a failure is logged). */
  function reload(): Promise<void> {
    chain = chain.then(deps.load).catch((err: unknown) => {
      deps.log.error({ err, table: deps.table }, 'sportsbook: a desk table could not be read');
    });
    return chain;
  }

  /** Reloads on the table's change notices and on every (re)connect of the listener. */
  function listen(notices: CacheNotices | undefined): () => void {
    if (!notices) return () => {};
    return notices.on((n) => {
      if (n.kind === 'reset' || (n.kind === 'table' && n.table === deps.table)) void reload();
    });
  }

  return { reload, listen };
}
