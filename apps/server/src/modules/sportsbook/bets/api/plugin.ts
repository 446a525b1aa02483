import type { BetStateDto, BonusProgressDto } from '@lalebet/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffQueue } from '../../../../core/staff-queues.ts';
import type { Hub } from '../../../../infra/hub/hub.ts';
import type { Catalogue } from '../../catalogue.ts';
import { couponRoutes } from '../../coupons/coupons.routes.ts';
import { favouritesRoutes } from '../../favourites/favourites.routes.ts';
import { couponRulesRoutes } from '../../settings/coupon-rules.routes.ts';
import { settingsRoutes } from '../../settings/settings.routes.ts';
import { cashoutRoutes } from '../../cashout/cashout.routes.ts';
import { type Decider, createDecider } from '../place/decider.ts';
import type { BetsCtx, BetsNotifier } from '../place/place.context.ts';
import type { NotifyWithin } from '../settle/bonus-wagering.ts';
import { betsRoutes } from './bets.routes.ts';
import type { CustomBetService } from '../../builder/custom-bet.port.ts';
import { scopeLimitsOf } from '../../trading/scope-limits-registry.ts';

export type { BetsNotifier } from '../place/place.context.ts';
export { type Decider, createDecider } from '../place/decider.ts';

export type SportsbookBetsOptions = {
  catalogue: Catalogue;
  notifier: BetsNotifier;
  /** The bet builder's pricing (docs/decisions/072-bet-builder.md); absent: no builder bets. */
  customBet?: CustomBetService;
  /**
   * Tests build their own to call decideDue(); otherwise one is made here, swept at start
   * (pending bets a stopped process left) and stopped on close.
   */
  decider?: (ctx: BetsCtx) => Decider;
};

/**
 * The bets API, coupons, settings and favourites, to register under `/api`:
 * `api.register(sportsbookBetsRoutes({ catalogue, notifier: hubBetsNotifier(app.notifier, app.hub) }))`.
 */
export function sportsbookBetsRoutes(opts: SportsbookBetsOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const ctx: BetsCtx = {
      db: app.db,
      catalogue: opts.catalogue,
      notifier: opts.notifier,
      log: app.log,
      customBet: opts.customBet,
    };
    // The desk's scope limits placement reads (ADR 084): loaded before the first bet, kept current.
    const scopeLimits = scopeLimitsOf(app.db, app.log);
    const stopScopeLimits = scopeLimits.listen(app.cacheNotices);
    app.addHook('onClose', async () => stopScopeLimits());
    await scopeLimits.reload();
    const decider = (opts.decider ?? createDecider)(ctx);
    app.addHook('onReady', () => decider.start());
    app.addHook('onClose', async () => decider.stop());
    await app.register(betsRoutes(ctx, decider));
    await app.register(cashoutRoutes(ctx));
    await app.register(couponRoutes(opts.catalogue));
    await app.register(settingsRoutes);
    await app.register(couponRulesRoutes);
    await app.register(favouritesRoutes);
  };
}

/** The notifier from the app's own: balances through app.notifier, bet states as hub command `Bet`. */
export function hubBetsNotifier(
  notifier: {
    balanceChanged(customerId: bigint): Promise<void>;
    staffQueue(queue: StaffQueue): Promise<void>;
    bonusProgress(customerId: bigint, progress: BonusProgressDto): Promise<void>;
    notifyWithin: NotifyWithin;
  },
  hub: Pick<Hub, 'send'>,
): BetsNotifier {
  return {
    balanceChanged: (customerId) => notifier.balanceChanged(customerId),
    betChanged: (customerId, bet: BetStateDto) =>
      hub.send([{ customerId, message: { command: 'Bet', message: bet } }]),
    protection: (customerId, event) =>
      hub.send([{ customerId, message: { command: 'Protection', message: event } }]),
    staffQueue: (queue) => notifier.staffQueue(queue),
    bonusProgress: (customerId, progress) => notifier.bonusProgress(customerId, progress),
    notifyWithin: (trx, customerId, n) => notifier.notifyWithin(trx, customerId, n),
  };
}
