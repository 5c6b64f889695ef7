// What the undo history records a change as, when the state layer names it (the forms name their
// own edits in the user's language): message values (src/core/message.ts), Vietnamese in
// src/ui/i18n/messages/history.vi.ts. A tried fix's label holds the fix's value.
import { msg, render, type Catalogue, type Msg, type MsgOf } from '../core/message';

export const HISTORY_EN = {
  'history.open': () => 'open a scenario',
  'history.edit': () => 'edit',
  'history.restore': () => 'restore my work',
  'history.otherTab': () => "open the other tab's version",
  // "Try it" under the verdict (state/conclusions.ts tryLabel): `fix` is the fix's value.
  'history.try': (a: { fix: string }) => `try: ${a.fix}`,
};

export type HistoryMsg = MsgOf<typeof HISTORY_EN>;
export const historyMsg = msg<typeof HISTORY_EN>();

/** The catalogues a label's holes come from: a tried fix's (added by conclusions.ts, which makes
 * such labels, so the first load carries no fix's words). */
const HISTORY_ALL: Catalogue[] = [HISTORY_EN];

export function addHistoryCatalogue(c: Catalogue): void {
  if (!HISTORY_ALL.includes(c)) HISTORY_ALL.push(c);
}

/** A label in English. */
export const historyText = (m: Msg): string => render(HISTORY_ALL, m);
