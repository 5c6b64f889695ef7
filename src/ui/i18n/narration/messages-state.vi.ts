// Vietnamese for what the state layer writes that is still English held in a document: the origins
// of a replayed node's rules (messages-notices.vi.ts). Everything else the state layer, the scenario
// checks and Compare say is a message value (src/ui/i18n/messages).
import type { Catalogue } from './engine';
import { noticeMessages } from './messages-notices.vi';

export const stateMessages: Catalogue = noticeMessages;

/** The catalogues the messages' holes go through: none left. */
export const stateCatalogues = {};
