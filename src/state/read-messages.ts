// What Import mode says when reading or replaying files did not finish (a cancel, a worker that
// stopped, an "after" set before a replay), as message values (issue 30). English here; the UI says
// the same ids in the user's language (ui/i18n/messages/read.vi.ts).
import { msg, render, type Msg, type MsgOf } from '../core/message';
import { ERRORS_EN } from '../io/errors';

export const READ_EN = {
  /** `names`: the files left out, as given, joined with ", ". */
  'read.cancelled': (a: { names: string }) => `Reading was cancelled: ${a.names} left out.`,
  /** `why`: why the job failed (io/errors.ts, or one of the worker's). */
  'read.leftOut': (a: { why: string }) => `${a.why}; left out.`,
  'read.replayCancelled': () => 'The replay was cancelled.',
  'read.replayFirst': () => 'replay the node first: the "after" set is compared with the replay',
  'read.workerStopped': () => 'the import worker stopped unexpectedly (reload the page to try again)',
  'read.workerGarbled': () => 'the import worker sent back what could not be read',
} as const;

export type ReadMsg = MsgOf<typeof READ_EN>;
export const readMsg = msg<typeof READ_EN>();

/** In English (a failure's reason is io's value: its catalogue too). */
export const readText = (m: Msg): string => render([READ_EN, ERRORS_EN], m);
