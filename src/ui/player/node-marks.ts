// How a step the user's capture covers is marked (issue 25): ✓ confirmed, ✗ contradicted, the
// parting step ✗ emphasised, · not compared; the glyph and the words come with the colour. The words
// are the trace area's, loaded by the capture section before any mark exists (no import here: the
// scrubber that uses this is in the first load).
import type { StepMark } from '../../state/capture-store';

export const NODE_MARK: Record<StepMark, { glyph: string; cls: string; bar: string; key: 'trace.capture.agree' | 'trace.capture.contradict' | 'trace.capture.part' | 'trace.capture.none' }> = {
  agree: { glyph: '✓', cls: 'text-emerald-700 dark:text-emerald-400', bar: 'bg-emerald-600', key: 'trace.capture.agree' },
  contradict: { glyph: '✗', cls: 'text-rose-700 dark:text-rose-400', bar: 'bg-rose-400', key: 'trace.capture.contradict' },
  part: { glyph: '✗', cls: 'rounded bg-rose-700 px-0.5 font-bold text-white dark:bg-rose-600', bar: 'bg-rose-700', key: 'trace.capture.part' },
  none: { glyph: '·', cls: 'text-slate-500 dark:text-slate-400', bar: '', key: 'trace.capture.none' },
};
