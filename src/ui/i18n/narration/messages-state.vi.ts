// Vietnamese for what the state layer and Compare write (src/state, src/hns/compile, src/cluster):
// edit refusals, Compare's notes. One file per area, put together here. (Microsoft's checks, the
// probe hints' reasons and the scenario checks are message values: src/ui/i18n/messages/findings.vi.ts,
// hints.vi.ts, scenario.vi.ts.)
import type { Catalogue } from './engine';
import { noticeCatalogues, noticeMessages } from './messages-notices.vi';

export const stateMessages: Catalogue = noticeMessages;

/** The catalogues the messages' holes go through ({x@wfield}…). */
export const stateCatalogues = { ...noticeCatalogues };
