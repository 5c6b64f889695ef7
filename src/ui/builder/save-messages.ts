// What Save to file says when the browser does not write the file (issue 32 item 3: at 877k rules
// the page failed with an uncaught "Invalid string length", no file and no word), as message values
// (src/core/message.ts): English here, Vietnamese in src/ui/i18n/messages/save.vi.ts. The engine's
// own words (RangeError, NotReadableError…) are no message for a person; they go to the console.
import { msg, type MsgOf } from '../../core/message';

export const SAVE_EN = {
  'save.notWritten.memory': (a: { title: string }) =>
    `"${a.title}" was not saved to a file: the browser ran out of memory writing a document this large. It is still open in this tab: close other tabs or windows to free memory, then Save again.`,
  'save.notWritten.refused': (a: { title: string }) => `"${a.title}" was not saved to a file: the browser did not write it. It is still open in this tab: Save again.`,
} as const;

export type SaveMsg = MsgOf<typeof SAVE_EN>;
export const saveMsg = msg<typeof SAVE_EN>();

/** Why a save failed, for the user: the engine throws RangeError when a string or buffer cannot be
 * made that large ("Invalid string length", "Array buffer allocation failed"); anything else is the
 * browser refusing (a Blob it would not hold, a download it stopped). */
export function saveFailure(e: unknown, title: string): SaveMsg {
  return e instanceof RangeError ? saveMsg('save.notWritten.memory', { title }) : saveMsg('save.notWritten.refused', { title });
}
