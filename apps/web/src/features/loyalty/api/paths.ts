/**
 * The loyalty API's paths. Kept with the feature rather than in config/paths.ts: that module is in
 * the first page's bundle, and only the loyalty pages (all loaded on demand) call these.
 */
export const loyaltyPaths = {
  promotions: '/wps/loyalty/promotions',
  claim: (promotionId: number) => `/wps/loyalty/promotions/${promotionId}/claim`,
  apply: (promotionId: number) => `/wps/loyalty/promotions/${promotionId}/apply`,
  claimable: '/wps/loyalty/claimable',
  applications: '/wps/loyalty/applications',
  grants: '/wps/loyalty/grants',
  vip: '/wps/loyalty/vip',
  points: '/wps/loyalty/points',
  pointsHistory: '/wps/loyalty/points/history',
  pointsConvert: '/wps/loyalty/points/convert',
  mall: '/wps/loyalty/mall',
  mallRedeem: '/wps/loyalty/mall/redeem',
  mallRedemptions: '/wps/loyalty/mall/redemptions',
} as const;
