/**
 * Root key of every money query (queues, adjustments, member wallets and ledgers, settings,
 * reconciliation). A review or adjustment moves balances everywhere, so a money change refetches
 * everything under it rather than guessing which views it touched.
 */
export const WALLET_KEY = 'admin-wallet';

/** Root key of the games catalog (vendors and games): a vendor change shows in the games list. */
export const GAMES_KEY = 'admin-games';

/** Root key of the bet exceptions: a resolve changes every page and filter of the list. */
export const BET_EXCEPTIONS_KEY = 'admin-bet-exceptions';

/** Root key of the platform messages operators sent: a send adds one to every page. */
export const MESSAGES_KEY = 'admin-messages';

/** Root key of the console's site operations (maintenance, region, links, domains). */
export const SITE_KEY = 'admin-site';

/** Root key of the operator accounts list. */
export const OPERATORS_KEY = 'admin-operators';
/** Root key of the feedback desk: an answer or a close changes the queue, the item and the badge. */
export const FEEDBACK_KEY = 'admin-feedback';
/** Root key of the chat desk: a pushed chat event refreshes the queue and the open conversation. */
export const CHAT_KEY = 'admin-chat';
export const PROMOTIONS_KEY = 'admin-promotions';
/**
 * Root key of the promotion applications queue: a decision moves an application between states
 * and changes the promotions' waiting counts (PROMOTIONS_KEY), so both are read again.
 */
export const APPLICATIONS_KEY = 'admin-applications';
/** The VIP ladder and how many members hold each level. */
export const VIP_LEVELS_KEY = 'admin-vip-levels';
/**
 * Root key of the points mall: its rewards, the redemption queue and the points settings. A
 * decision changes the queue and the rewards' redeemed counts, so it refetches everything under it.
 */
export const POINTS_MALL_KEY = 'admin-points-mall';
/**
 * Root key of a member's rewards (grants) on the member page: a forfeit closes one's wagering, so
 * it refetches these with the money views (WALLET_KEY).
 */
export const MEMBER_GRANTS_KEY = 'admin-member-grants';
/**
 * Root key of the agent tree: its levels and breadcrumbs. A move changes two uplines' direct
 * counts, every upline's team size and the moved team's breadcrumbs, so a change reads them all again.
 */
export const AGENTS_KEY = 'admin-agents';
