import type { agentCentreEn } from './agent-centre.en.ts';
import type { AnnouncementsMessages } from './announcements.ts';
import type { ChatMessages } from './chat.ts';
import type { FeedbackMessages } from './feedback.ts';
import type { GamesMessages } from './games.ts';
import { registerBundle, type LanguageLoaders } from './i18n.ts';
import type { InhouseMessages } from './inhouse.ts';
import type { Messages } from './messages.ts';
import type { PlayerCentreMessages } from './player-centre.ts';
import type { TitlesMessages } from './titles.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The shape every language of the agent-centre bundle must have. */
export type AgentCentreMessages = Shape<typeof agentCentreEn>;

/** Keys of the other resources and of this bundle must not overlap (a merge would hide one). */
type Overlap = (
  | keyof Messages
  | keyof PlayerCentreMessages
  | keyof GamesMessages
  | keyof InhouseMessages
  | keyof FeedbackMessages
  | keyof ChatMessages
  | keyof AnnouncementsMessages
  | keyof TitlesMessages
) &
  keyof AgentCentreMessages;
const noOverlap: [Overlap] extends [never] ? true : never = true;
void noOverlap;

/** This bundle's file per complete language (languages.test.ts checks each against English). */
export const AGENT_CENTRE_BY_LANGUAGE: LanguageLoaders<AgentCentreMessages> = {
  BN: () => import('./agent-centre.bn.ts').then((m) => m.agentCentreBn),
  EN: () => import('./agent-centre.en.ts').then((m) => m.agentCentreEn),
  HI: () => import('./agent-centre.hi.ts').then((m) => m.agentCentreHi),
  UR: () => import('./agent-centre.ur.ts').then((m) => m.agentCentreUr),
  NE: () => import('./agent-centre.ne.ts').then((m) => m.agentCentreNe),
};

// Imported by the agent centre's views only (the /agentHome chunk, whose lazy() waits with
// afterStrings): the player pages never load it. Only the active language's file is fetched.
registerBundle(AGENT_CENTRE_BY_LANGUAGE);
