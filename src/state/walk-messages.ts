// Why the page has no walk to show, as message values (issue 30): the document could not be
// simulated, the walk met an exception, a probe left the document, a matrix was cancelled. English
// here (the walk-failed texts the state layer has always held); the UI says the same ids in the
// user's language (ui/i18n/messages/walk.vi.ts).
import { msg, render, type Msg, type MsgOf } from '../core/message';
import { ERRORS_EN } from '../io/errors';

export const WALK_EN = {
  /** `why`: the simulator's own words (data), or an exception in words (io/errors.ts). */
  'walk.cannotSimulate': (a: { why: string }) => `the scenario could not be simulated: ${a.why}`,
  /** `why`: an exception in words (io/errors.ts). */
  'walk.failed': (a: { why: string }) => `the walk failed: ${a.why}`,
  'walk.probeGone': (a: { probe: string }) => `The probe "${a.probe}" is no longer in the scenario.`,
  'walk.cancelled': () => 'cancelled',
  'walk.matrixWorkerStopped': () => 'the matrix worker stopped unexpectedly',
  'walk.captureWorkerStopped': () => 'the capture worker stopped unexpectedly',
} as const;

export type WalkMsg = MsgOf<typeof WALK_EN>;
export const walkMsg = msg<typeof WALK_EN>();

/** In English (an exception's words are io's values: its catalogue too). */
export const walkText = (m: Msg): string => render([WALK_EN, ERRORS_EN], m);

/** A walk's failure: its English and its value. */
export const walkFailure = (m: WalkMsg): { message: string; msg: WalkMsg } => ({ message: walkText(m), msg: m });

/** An exception that carries its value (a matrix that could not be made, across the worker too). */
export class WalkError extends Error {
  constructor(
    readonly msg: Msg,
    text: string = walkText(msg),
    options?: ErrorOptions,
  ) {
    super(text, options);
  }
}
