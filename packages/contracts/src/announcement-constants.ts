/*
 * Announcements (spec sections 2 and 4): what the operator tells players on the site. One row
 * per language version; the public fetch reads the caller's language (languages without their
 * own rows read the English ones). Types: B bulletin, PL player notice, PU popup, PR promotion,
 * H home highlight, AG agent announcement (the agent centre's agentAnnouncement: served to agents
 * only, never to players or visitors). Execution says who sees an item: B everyone (anonymous too), A logged-in
 * members, F only in the session of the member's first-time login.
 *
 * Zod-free: the player site's home page imports these, and building the schemas of
 * announcements.ts costs a phone about 100 ms of main thread.
 */

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'AG'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export const ANNOUNCEMENT_EXECUTIONS = ['A', 'B', 'F'] as const;
export type AnnouncementExecution = (typeof ANNOUNCEMENT_EXECUTIONS)[number];

export const ANNOUNCEMENT_PLATFORMS = ['W'] as const;

/** Where an item can send the player (the spec: "can jump to rewardCenter"). */
export const ANNOUNCEMENT_LINKAGES = ['rewardCenter'] as const;
export type AnnouncementLinkage = (typeof ANNOUNCEMENT_LINKAGES)[number];

/** The spec's announcement page size: 9, and never more. */
export const ANNOUNCEMENT_PAGE_SIZE = 9;
/** The notice query of the spec (marquee and notice popup). */
export const NOTICE_TYPES: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'PR'];

export const ANNOUNCEMENT_TITLE_MAX = 100;
export const ANNOUNCEMENT_CONTENT_MAX = 20_000;
