// The zod side of the exercise block and of two-language texts: loaded with the scenario schema,
// never on the demo's first load (exercise.ts, which the simulation imports, has no zod).
import { z } from 'zod';
import { own, schemaMsg } from './schema-messages';

// Safe text: `code` spans and *emphasis* only. Markup that looks like HTML is refused, so a lesson
// cannot smuggle a tag even if a renderer someday forgot to escape it.
const safe = z.string().min(1).refine((s) => !/<\/?[A-Za-z!]/.test(s), { message: own(schemaMsg('schema.safeText', {})) });

/** A plain string (English) or one text per language. */
export const localText = z.union([safe, z.strictObject({ en: safe, vi: safe.optional() })]);
export type LocalText = z.infer<typeof localText>;

export const exerciseSchema = z.strictObject({
  title: localText.optional(),
  /** What is broken, as the student is told (without the answer). */
  brief: localText,
  /** Probe names; each needs an `expect` (the goal), hidden from the student until Check. */
  goals: z.array(z.string().min(1)).min(1),
  /** Revealed one at a time. */
  hints: z.array(localText).default([]),
  /** Where the lesson list shows it. */
  order: z.number().int().min(0).optional(),
});
export type ExerciseSpec = z.infer<typeof exerciseSchema>;
