import type { AgentCentreMessages } from './agent-centre.ts';
import type { AnnouncementsMessages } from './announcements.ts';
import type { ChatMessages } from './chat.ts';
import type { contractPopupEn } from './contract-popup.en.ts';
import type { FeedbackMessages } from './feedback.ts';
import type { GamesMessages } from './games.ts';
import { registerBundle, type LanguageLoaders } from './i18n.ts';
import type { InhouseMessages } from './inhouse.ts';
import type { Messages } from './messages.ts';
import type { PlayerCentreMessages } from './player-centre.ts';
import type { TitlesMessages } from './titles.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The shape every language of the contract popup bundle must have. */
export type ContractPopupMessages = Shape<typeof contractPopupEn>;

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
  | keyof AgentCentreMessages
) &
  keyof ContractPopupMessages;
const noOverlap: [Overlap] extends [never] ? true : never = true;
void noOverlap;

/** This bundle's file per complete language (languages.test.ts checks each against English). */
export const CONTRACT_POPUP_BY_LANGUAGE: LanguageLoaders<ContractPopupMessages> = {
  BN: () => import('./contract-popup.bn.ts').then((m) => m.contractPopupBn),
  EN: () => import('./contract-popup.en.ts').then((m) => m.contractPopupEn),
  HI: () => import('./contract-popup.hi.ts').then((m) => m.contractPopupHi),
  UR: () => import('./contract-popup.ur.ts').then((m) => m.contractPopupUr),
  NE: () => import('./contract-popup.ne.ts').then((m) => m.contractPopupNe),
};

// Imported by the contract popup only (a lazy chunk an agent with a waiting request loads, whose
// lazy() waits with afterStrings). Only the active language's file is fetched.
registerBundle(CONTRACT_POPUP_BY_LANGUAGE);
