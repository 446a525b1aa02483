import type { FastifyPluginAsync } from 'fastify';
import type { FeedAdapter } from '../feed/adapter.ts';
import { deskRoutes } from './desk.routes.ts';
import { manualSettlementRoutes } from './manual-settle.routes.ts';
import { createMarginRegistry } from './margin-registry.ts';
import { marginRoutes } from './margin.routes.ts';
import { createSuspensionRegistry } from './suspension-registry.ts';
import { suspensionRoutes } from './suspension.routes.ts';

/**
 * The trading desk's ticker, liability, suspensions (docs/decisions/078-trading-desk.md) and
 * manual grades and market voids (docs/decisions/083-manual-grading-and-market-voids.md) and
 * margins (docs/decisions/087-margins-and-obvious-error.md), to register under `/api` beside the
 * adapter: the traders' holds and margins are loaded into its catalogue
 * before the feed starts, and again on every change in any process.
 */
export function tradingDeskRoutes(
  feed: Pick<FeedAdapter, 'catalogue' | 'setHolds' | 'setMargins' | 'manual'>,
): FastifyPluginAsync {
  return async (app) => {
    const registry = createSuspensionRegistry({ db: app.db, apply: (h) => feed.setHolds(h), log: app.log });
    const margins = createMarginRegistry({ db: app.db, apply: (m) => feed.setMargins(m), log: app.log });
    const stops = [registry.listen(app.cacheNotices), margins.listen(app.cacheNotices)];
    app.addHook('onClose', async () => stops.forEach((stop) => stop()));
    await Promise.all([registry.reload(), margins.reload()]);
    const catalogue = feed.catalogue;
    await app.register(deskRoutes({ db: app.db, catalogue, registry }));
    await app.register(suspensionRoutes({ catalogue, registry }));
    await app.register(manualSettlementRoutes(feed.manual));
    await app.register(marginRoutes(margins));
  };
}
