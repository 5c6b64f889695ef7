// Which step of a trace a lesson's focus names.
import type { LessonFocus } from './schema';

/** By number, `end`, or the first step whose narration contains `at` (undefined: not found). */
export function focusStep(focus: LessonFocus | undefined, events: readonly { text: string }[] | undefined): number | 'end' | undefined {
  if (focus?.at === undefined) return focus?.step;
  const i = events?.findIndex((e) => e.text.includes(focus.at!)) ?? -1;
  return i >= 0 ? i + 1 : undefined;
}
