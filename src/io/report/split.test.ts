// Reports cut for GitHub comments: every part fits, every part is complete Markdown (its fences
// closed, its tables with their header), and nothing of the report is lost.
import '../../cluster/scenario/node-overrides';
import '../../lessons/testing/builtins-loaded';
import fc from 'fast-check';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../cluster/simulation';
import { BUILTINS } from '../../lessons';
import { reportCommands } from '../../lessons/step-commands';
import { evidenceReport } from './evidence';
import { GITHUB_COMMENT_MAX, MIN_PART_CHARS, splitReport } from './split';
import { tables } from './testing/markup';

/** Every probe's report of a built-in, in order. */
function sectionsOf(id: string): string[] {
  const s = structuredClone(BUILTINS.find((b) => b.id === id)!.scenario);
  const sim = simulate(s);
  return s.probes.map((p) => {
    const r = evidenceReport(s, sim, p, reportCommands);
    if (!r.ok) throw new Error(r.message);
    return r.markdown;
  });
}

/** What a part holds as text, the "Part i of n" line and the cut's repeated fence and table lines aside. */
const lines = (md: string) => md.split('\n').filter((l) => l.trim() && !/^_Part \d+ of \d+_$/.test(l) && l !== '---');

/** A part is complete when GFM reads no fence left open: every `code` token's raw text ends with its fence. */
function openFences(md: string): string[] {
  return marked
    .lexer(md, { gfm: true })
    .filter((t) => t.type === 'code' && /^ {0,3}(`{3,}|~{3,})/.test(t.raw))
    .filter((t) => !/\n {0,3}(`{3,}|~{3,})\s*\n*$/.test(t.raw))
    .map((t) => t.raw.slice(0, 60));
}

describe('splitReport', () => {
  it('keeps a report that fits one comment as it is', () => {
    // The talk's first probes, as many as fit one comment (every built-in's whole report is larger
    // now: dsr's was the last under the limit, until it gained two probes).
    const all = sectionsOf('talk-l2bridge');
    const s = all.filter((_, i) => all.slice(0, i + 1).join('\n---\n\n').length <= GITHUB_COMMENT_MAX);
    expect(s.length).toBeGreaterThan(1);
    expect(splitReport(s)).toEqual([s.join('\n---\n\n')]);
  });

  it('cuts the session-affinity report (170,000 characters) into parts that each fit a GitHub comment, probes whole', () => {
    const s = sectionsOf('session-affinity');
    expect(s.join('\n---\n\n').length).toBeGreaterThan(GITHUB_COMMENT_MAX);
    const parts = splitReport(s);
    expect(parts.length).toBeGreaterThan(1);
    parts.forEach((p, i) => {
      expect(p.length).toBeLessThanOrEqual(GITHUB_COMMENT_MAX);
      expect(p.startsWith(`_Part ${i + 1} of ${parts.length}_\n\n`)).toBe(true);
      expect(openFences(p)).toEqual([]);
    });
    // Each probe's report lies whole in one part.
    for (const section of s) expect(parts.filter((p) => p.includes(section))).toHaveLength(1);
  });

  it('with a small --max-chars, cuts inside a probe without leaving a fence open or a table headless, and loses no line', () => {
    const s = sectionsOf('network-policy');
    const parts = splitReport(s, 4_000);
    expect(parts.length).toBeGreaterThan(10);
    for (const p of parts) {
      expect(p.length).toBeLessThanOrEqual(4_000);
      expect(openFences(p)).toEqual([]);
      // A table that continues in this part starts again with its header row and delimiter row.
      for (const t of tables(p)) expect(t.header.length).toBeGreaterThan(0);
    }
    const before = new Set(lines(s.join('\n')));
    const after = new Set(parts.flatMap(lines));
    expect([...before].filter((l) => !after.has(l))).toEqual([]);
  });

  it('holds for any sections and any limit: one part is the report as it was, else every part fits', () => {
    const line = fc.oneof(fc.string({ maxLength: 120 }).map((x) => x.replace(/[`~|\n\r]/g, 'x')), fc.constant('| a | b |'), fc.constant('|---|---|'), fc.constant('```diff'), fc.constant('```'));
    const section = fc.array(line, { maxLength: 80 }).map((ls) => ls.join('\n'));
    fc.assert(
      fc.property(fc.array(section, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 6_000 }), (sections, max) => {
        const parts = splitReport(sections, max);
        const limit = Math.max(MIN_PART_CHARS, max);
        if (parts.length > 1) for (const p of parts) expect(p.length).toBeLessThanOrEqual(limit);
        else expect(parts[0]).toBe(sections.join('\n---\n\n'));
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 200) },
    );
  });
});
