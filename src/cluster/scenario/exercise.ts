// Texts written in both workshop languages, and the `exercise` block that turns a scenario into a
// broken node a student repairs: goals are probe names whose `expect` stays hidden until Check.
import { z } from 'zod';
import type { Issue } from './issues';

export const LANGS = ['en', 'vi'] as const;
export type Lang = (typeof LANGS)[number];

// Safe text: `code` spans and *emphasis* only. Markup that looks like HTML is refused, so a lesson
// cannot smuggle a tag even if a renderer someday forgot to escape it.
const safe = z.string().min(1).refine((s) => !/<\/?[A-Za-z!]/.test(s), { message: 'safe text only: `code` and *emphasis*, no HTML tags' });

/** A plain string (English) or one text per language. */
export const localText = z.union([safe, z.strictObject({ en: safe, vi: safe.optional() })]);
export type LocalText = z.infer<typeof localText>;

/** The text in `lang`, falling back to English. */
export function textIn(t: LocalText | undefined, lang: Lang): string {
  if (t === undefined) return '';
  if (typeof t === 'string') return t;
  return (lang === 'vi' ? t.vi : undefined) ?? t.en;
}

/** True when every language has its own text. */
export const hasAllLangs = (t: LocalText | undefined): boolean => t === undefined || (typeof t !== 'string' && LANGS.every((l) => !!t[l]));

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

/** Goals must name probes of the scenario that say what they expect. */
export function exerciseIssues(s: { probes: { name: string; expect?: unknown }[]; exercise?: ExerciseSpec }): Issue[] {
  const out: Issue[] = [];
  s.exercise?.goals.forEach((g, i) => {
    const p = s.probes.find((x) => x.name === g);
    if (!p) out.push({ path: ['exercise', 'goals', i], message: `no probe is named "${g}"`, severity: 'error' });
    else if (!p.expect) out.push({ path: ['exercise', 'goals', i], message: `probe "${g}" has no expect: a goal needs one to be checked`, severity: 'error' });
  });
  return out;
}
