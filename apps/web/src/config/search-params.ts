import { paths } from './paths';

/**
 * Query parameters pages link to each other with. Beside paths.ts rather than in it: paths.ts
 * loads with the first paint (the home route's JS budget), these only with the pages that use them.
 */
export const SEARCH_PARAMS = {
  /** /promotions?promo=<slug> opens that promotion's detail dialog. */
  promotion: 'promo',
  /** /dashboard/claim-bonus?bonus=<definition id> marks that offer. */
  bonusOffer: 'bonus',
} as const;

/** A promotion's claim link: the claim page with its offer marked. */
export const claimBonusOfferHref = (definitionId: number) =>
  `${paths.dashboard.claimBonus}?${SEARCH_PARAMS.bonusOffer}=${definitionId}`;
